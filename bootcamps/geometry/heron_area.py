"""The exact area of a triangle from its three integer side lengths, by Heron's formula
A = sqrt(s(s-a)(s-b)(s-c)) with s the semi-perimeter, written in simplest surd form (p/r)·√q.
The traced solver works with 16A^2 = (a+b+c)(-a+b+c)(a-b+c)(a+b-c) to stay in integers; the
plain solver uses the expanded form 16A^2 = 2a²b² + 2b²c² + 2c²a² - a⁴ - b⁴ - c⁴."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers3 import SurdFractionAnswer, format_surd_fraction, sqrt_of_product, square_free_parts
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_side: int = 10

    def __post_init__(self) -> None:
        if not 4 <= self.max_side <= 10_000:
            raise ValueError(f"max_side must be in 4..10000, got {self.max_side}")


def random_triangle(rng: random.Random, max_side: int) -> list[int]:
    """Three integer sides of a non-degenerate triangle, shuffled."""
    while True:
        a, b, c = (rng.randint(2, max_side) for _ in range(3))
        if a + b > c and b + c > a and a + c > b:
            return [a, b, c]


_TEMPLATES = (
    "A triangle has sides of length {a}, {b} and {c}. Find its exact area.",
    "Use Heron's formula to compute the area of the triangle with side lengths {a}, {b}, {c}.",
    "What is the area of a triangle whose three sides measure {a}, {b} and {c}? Give it exactly.",
    "Triangle ABC has BC = {a}, CA = {b} and AB = {c}. Compute the area of ABC exactly.",
    "The sides of a triangular plot are {a} m, {b} m and {c} m. Find its area in square metres, exactly.",
)
FORM = "an exact number in simplest form: an integer, a fraction, or (p/r)·√q with q square-free, e.g. 15√7/4"


class HeronArea(SurdFractionAnswer, Bootcamp):
    id = "geometry/heron_area"
    description = "Exact area of a triangle from its integer sides (Heron's formula, surd form)"
    Config = Config
    min_distinct_prompts = {"1": 0.85, "2": 0.96}
    small_space_reason = 'level 1 sides are at most 12: a few hundred triangles'
    LEVELS = {
        "1": Config(max_side=12),
        "2": Config(max_side=30),
        "3": Config(max_side=100),
        "4": Config(max_side=1_000),
        "5": Config(max_side=10_000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        a, b, c = random_triangle(rng, config.max_side)
        data = {"a": a, "b": b, "c": c}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, FORM, **data)

    def program(self, t: Tracer, data: dict) -> str:
        t.state("sides")
        a, b, c = t.fetch("a", data["a"]), t.fetch("b", data["b"]), t.fetch("c", data["c"])
        s = t.compute("s", Fraction(a + b + c, 2), why="(a+b+c)/2")
        t.state("factors")
        factors = t.compute("[s, s-a, s-b, s-c]", [s, s - a, s - b, s - c])
        t.state("product")
        t.compute("A^2", factors[0] * factors[1] * factors[2] * factors[3], why="s(s-a)(s-b)(s-c)")
        t.state("simplify")
        parts = t.compute("16A^2 factors", [int(2 * f) for f in factors], why="(a+b+c)(-a+b+c)(a-b+c)(a+b-c), each small")
        if any(p <= 0 for p in parts):
            raise ValueError("not a triangle")  # only after an injected error
        outside, inside = sqrt_of_product(parts)
        t.compute("sqrt(16A^2)", (outside, inside), why="(k, q) with sqrt = k√q, q square-free, from the factors' primes")
        t.state("answer")
        return t.compute("A", format_surd_fraction(Fraction(outside, 4), inside), why="k√q / 4")

    def solve(self, data: dict) -> str:
        a, b, c = data["a"], data["b"], data["c"]
        sixteen = 2 * (a * a * b * b + b * b * c * c + c * c * a * a) - a**4 - b**4 - c**4
        outside, inside = square_free_parts(sixteen)
        return format_surd_fraction(Fraction(outside, 4), inside)


BOOTCAMP = HeronArea()
