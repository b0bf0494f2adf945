"""The incentre of a lattice triangle whose sides are whole numbers, exactly: the centre of the
inscribed circle is the average of the vertices weighted by the opposite side lengths,
I = (a·A + b·B + c·C) / (a + b + c). The plain solver goes another way: the inradius is
r = 2·Area / perimeter, and I is the point at distance r inside two of the side lines."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.geometry import point_text
from bootcamps.kit.geometry2 import isqrt_exact, shoelace, whole_side_triangle
from bootcamps.kit.numbers2 import RationalTupleAnswer, ask
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_height: int = 12
    shift: int = 5

    def __post_init__(self) -> None:
        if not 4 <= self.max_height <= 2000:
            raise ValueError(f"max_height must be in 4..2000, got {self.max_height}")
        if not 0 <= self.shift <= 10**5:
            raise ValueError(f"shift must be in 0..10**5, got {self.shift}")


_TEMPLATES = (
    "Find the incentre of the triangle with vertices A = {a}, B = {b} and C = {c} (the centre of the circle inscribed in it).",
    "A circle is drawn inside the triangle {a}, {b}, {c}, touching all three sides. Where is its centre?",
    "The three angle bisectors of triangle ABC, where A{a}, B{b}, C{c}, meet in one point. Give its exact coordinates.",
    "Locate the point inside the triangle with corners {a}, {b} and {c} that is equally far from all three sides.",
)
_FORM = "(x, y) with each coordinate an integer or a fraction in lowest terms, e.g. (7/3, -2)"


def _dist(p: list[int], q: list[int]) -> int:
    return isqrt_exact((p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2)


class Incenter(RationalTupleAnswer, Bootcamp):
    id = "geometry/incenter"
    description = "Exact incentre of a lattice triangle with whole-number sides"
    Config = Config
    names = ("x", "y")
    LEVELS = {
        "1": Config(max_height=12, shift=4),
        "2": Config(max_height=30, shift=10),
        "3": Config(max_height=80, shift=30),
        "4": Config(max_height=250, shift=200),
        "5": Config(max_height=900, shift=2000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        a, b, c = whole_side_triangle(rng, config.max_height, config.shift)
        data = {"a": a, "b": b, "c": c}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, a=point_text(data["a"]), b=point_text(data["b"]), c=point_text(data["c"]))

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("side lengths")
        pa, pb, pc = t.fetch("A", data["a"]), t.fetch("B", data["b"]), t.fetch("C", data["c"])
        sides = {}
        for name, p, q in (("a", pb, pc), ("b", pa, pc), ("c", pa, pb)):
            square = (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2
            root = math.isqrt(max(square, 0))
            sides[name] = t.compute(name, root, why=f"sqrt of {square}, the side opposite {name.upper()}")
        t.state("perimeter")
        a, b, c = (t.fetch(n, sides[n]) for n in "abc")
        perimeter = t.compute("P", a + b + c, why="a + b + c")
        if perimeter == 0:
            raise ZeroDivisionError("empty triangle after an injected error")
        coords = []
        for axis, i in (("x", 0), ("y", 1)):
            t.state(f"weighted average of {axis}")
            weighted = t.compute(f"sum {axis}", a * pa[i] + b * pb[i] + c * pc[i], why=f"a*A.{axis} + b*B.{axis} + c*C.{axis}")
            coords.append(t.compute(f"I.{axis}", Fraction(weighted, perimeter), why=f"sum {axis} / P"))
        return [format_rational(v) for v in coords]

    def solve(self, data: dict) -> list[str]:
        pa, pb, pc = data["a"], data["b"], data["c"]
        twice = shoelace([pa, pb, pc])
        if twice < 0:  # make the order counter-clockwise, so the inside is on the left of each side
            pb, pc = pc, pb
            twice = -twice
        r = Fraction(twice, _dist(pa, pb) + _dist(pb, pc) + _dist(pc, pa))
        # left of p -> q at distance r: (q - p) x (I - p) = r |q - p|, for sides AB and BC
        rows = []
        for p, q in ((pa, pb), (pb, pc)):
            dx, dy = q[0] - p[0], q[1] - p[1]
            rows.append((-dy, dx, r * _dist(p, q) + dx * p[1] - dy * p[0]))
        (u1, v1, w1), (u2, v2, w2) = rows
        det = u1 * v2 - u2 * v1
        return [format_rational(Fraction(w1 * v2 - w2 * v1) / det), format_rational(Fraction(u1 * w2 - u2 * w1) / det)]


BOOTCAMP = Incenter()
