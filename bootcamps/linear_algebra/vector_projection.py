"""The orthogonal projection of an integer vector u onto the line of a nonzero integer vector v,
exactly: proj = (u . v / v . v) v, a vector of fractions."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import RationalTupleAnswer, ask
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    dimension: int = 2
    max_entry: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.dimension <= 10 or not 1 <= self.max_entry <= 10**4:
            raise ValueError(f"need dimension in 2..10 and max_entry in 1..10**4, got {self.dimension}, {self.max_entry}")


_TEMPLATES = (
    "Find the orthogonal projection of u = {u} onto v = {v}.",
    "Project the vector {u} onto the line spanned by {v}. Give the projected vector exactly.",
    "Let u = {u} and v = {v}. Compute proj_v(u), the component of u along v (as a vector).",
    "What vector do you get when you drop a perpendicular from the tip of u = {u} onto the direction of v = {v}? (the projection of u onto v)",
)
_FORM = "the vector's components in order, comma-separated in parentheses, each an integer or a fraction in lowest terms, e.g. (3/5, -6/5)"


def _vec(values: list[int]) -> str:
    return "(" + ", ".join(map(str, values)) + ")"


class VectorProjection(RationalTupleAnswer, Bootcamp):
    id = "linear_algebra/vector_projection"
    description = "Exact orthogonal projection of one integer vector onto another"
    Config = Config
    LEVELS = {
        "1": Config(dimension=2, max_entry=6),
        "2": Config(dimension=2, max_entry=12),
        "3": Config(dimension=3, max_entry=9),
        "4": Config(dimension=4, max_entry=12),
        "5": Config(dimension=5, max_entry=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        e, n = config.max_entry, config.dimension
        while True:
            u = [rng.randint(-e, e) for _ in range(n)]
            v = [rng.randint(-e, e) for _ in range(n)]
            if any(v) and any(u) and sum(a * b for a, b in zip(u, v)) != 0:
                break
        data = {"u": u, "v": v}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, u=_vec(data["u"]), v=_vec(data["v"]))

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("dot products")
        u, v = t.fetch("u", data["u"]), t.fetch("v", data["v"])
        uv = t.compute("u.v", sum(a * b for a, b in zip(u, v)), why="sum of u_i*v_i")
        vv = t.compute("v.v", sum(b * b for b in v), why="sum of v_i^2")
        if vv == 0:
            raise ZeroDivisionError("zero vector after an injected error")
        t.state("scale")
        k = Fraction(t.compute("k", Fraction(t.fetch("u.v", uv), t.fetch("v.v", vv)), why="u.v / v.v"))
        out = []
        for i, b in enumerate(v):
            t.state(f"component {i + 1}")
            out.append(format_rational(t.compute(f"p{i + 1}", k * t.fetch(f"v{i + 1}", b), why=f"k * v{i + 1}")))
        return out

    def solve(self, data: dict) -> list[str]:
        # u minus its component orthogonal to v: the projection is the point t v minimising
        # |u - t v|^2, a quadratic in t whose vertex is at t = -B / 2A
        u, v = data["u"], data["v"]
        a = sum(b * b for b in v)
        b_lin = -2 * sum(x * y for x, y in zip(u, v))
        t = Fraction(-b_lin, 2 * a)
        return [format_rational(t * y) for y in v]


BOOTCAMP = VectorProjection()
