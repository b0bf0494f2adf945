"""The cosine of the angle at vertex B of a triangle ABC with lattice vertices (in the plane
or in space), exactly: cos B = (BA · BC) / (|BA| |BC|) = (BA · BC) √(|BA|²|BC|²) / (|BA|²|BC|²),
simplified to (p/r)√q with q square-free. The plain solver uses the law of cosines,
(a² + c² - b²) / (2ac), on the squared side lengths."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.geometry import point_text
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers3 import SurdFractionAnswer, format_surd_fraction, sqrt_of_product, surd_fraction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    dim: int = 2
    max_coordinate: int = 6

    def __post_init__(self) -> None:
        if self.dim not in (2, 3, 4):
            raise ValueError(f"dim must be 2, 3 or 4, got {self.dim}")
        if not 3 <= self.max_coordinate <= 10**4:
            raise ValueError(f"max_coordinate must be in 3..10**4, got {self.max_coordinate}")


_TEMPLATES = (
    "Triangle ABC has vertices A = {a}, B = {b}, C = {c}. Find the exact value of cos(∠ABC).",
    "Points A{a}, B{b} and C{c} are given. What is the cosine of the angle at B between the segments BA and BC? Give it exactly.",
    "Let u = A - B and v = C - B with A = {a}, B = {b}, C = {c}. Compute cos θ, where θ is the angle between u and v, in exact simplified form.",
    "Compute the cosine of the interior angle at the vertex {b} of the triangle with corners {a}, {b}, {c}; simplify any square root.",
)
_FORM = "an exact number, rationalized, e.g. 3√10/10, -1/2 or 0"


class AngleCosine(SurdFractionAnswer, Bootcamp):
    id = "geometry/angle_cosine"
    description = "Exact cosine of a triangle's angle from lattice vertices (surd form)"
    Config = Config
    LEVELS = {
        "1": Config(2, 8),
        "2": Config(2, 25),
        "3": Config(3, 20),
        "4": Config(3, 80),
        "5": Config(4, 200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        m = config.max_coordinate
        while True:
            pts = [[rng.randint(-m, m) for _ in range(config.dim)] for _ in range(3)]
            u = [a - b for a, b in zip(pts[0], pts[1])]
            v = [c - b for c, b in zip(pts[2], pts[1])]
            uu, vv, uv = _dot(u, u), _dot(v, v), _dot(u, v)
            if uu and vv and uv * uv != uu * vv:  # a real triangle
                break
        data = {"a": pts[0], "b": pts[1], "c": pts[2]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, a=point_text(data["a"]), b=point_text(data["b"]), c=point_text(data["c"]))

    def program(self, t: Tracer, data: dict) -> str:
        t.state("vectors")
        a, b, c = t.fetch("A", data["a"]), t.fetch("B", data["b"]), t.fetch("C", data["c"])
        u = t.compute("u", [x - y for x, y in zip(a, b)], why="A - B")
        v = t.compute("v", [x - y for x, y in zip(c, b)], why="C - B")
        t.state("dot products")
        u, v = t.fetch("u", u), t.fetch("v", v)
        uv = t.compute("u.v", _dot(u, v))
        uu = t.compute("|u|^2", _dot(u, u))
        vv = t.compute("|v|^2", _dot(v, v))
        t.state("simplify")
        uu, vv, uv = t.fetch("|u|^2", uu), t.fetch("|v|^2", vv), t.fetch("u.v", uv)
        if uu <= 0 or vv <= 0:
            raise ValueError("zero vector after an injected error")
        k, q = sqrt_of_product([uu, vv])
        root = t.compute("root", [k, q], why="sqrt(|u|^2 |v|^2) as k√q")
        coefficient = t.compute("coefficient", str(Fraction(uv, root[0] * root[1])), why="u.v / (k q); cos = coefficient·√q")
        return t.compute("answer", format_surd_fraction(Fraction(coefficient), root[1]))

    def solve(self, data: dict) -> str:
        def dist2(p: list[int], r: list[int]) -> int:
            return sum((x - y) ** 2 for x, y in zip(p, r))
        a2, b2, c2 = dist2(data["b"], data["c"]), dist2(data["a"], data["c"]), dist2(data["a"], data["b"])
        # cos B = (a² + c² - b²) / (2ac) = (a² + c² - b²) √(a² c²) / (2 a² c²)
        return format_surd_fraction(*surd_fraction(Fraction(a2 + c2 - b2, 2 * a2 * c2), a2 * c2))


def _dot(u: list[int], v: list[int]) -> int:
    return sum(x * y for x, y in zip(u, v))


BOOTCAMP = AngleCosine()
