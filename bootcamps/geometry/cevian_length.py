"""The exact length of a median, an angle bisector or an altitude of a triangle with integer
sides, in simplest surd form (p/r)·√q. The traced solver uses the length formulas from the
sides (Apollonius: m_a² = (2b² + 2c² - a²)/4; bisector: l_a² = bc((b + c)² - a²)/(b + c)²;
altitude: h_a = 2·Area/a with Heron's area), each a root of a product of small factors; the plain solver puts the triangle in coordinates
(B at the origin, C on the x-axis, A from the law of cosines) and measures the segment there."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.geometry.heron_area import FORM, random_triangle
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers3 import SurdFractionAnswer, format_surd_fraction, sqrt_of_product, square_free_parts
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_side: int = 10
    kinds: tuple[str, ...] = ("median",)

    def __post_init__(self) -> None:
        if not 4 <= self.max_side <= 10_000:
            raise ValueError(f"max_side must be in 4..10000, got {self.max_side}")
        if not self.kinds or any(k not in ("median", "bisector", "altitude") for k in self.kinds):
            raise ValueError(f"kinds must be from median, bisector, altitude, got {self.kinds}")


def as_text(square: Fraction) -> str:
    """sqrt of a non-negative rational in simplest form: sqrt(n/d) = sqrt(n d)/d."""
    outside, inside = square_free_parts(square.numerator * square.denominator)
    return format_surd_fraction(Fraction(outside, square.denominator), inside)


_WHAT = {"median": "the median from vertex A (to the midpoint of BC)",
         "bisector": "the bisector of the angle at A (from A to side BC)",
         "altitude": "the altitude from A (perpendicular to BC)"}
_TEMPLATES = (
    "Triangle ABC has BC = {a}, CA = {b} and AB = {c}. Find the exact length of {what}.",
    "In triangle ABC the side lengths are a = BC = {a}, b = CA = {b}, c = AB = {c}. How long is {what}?",
    "Compute the length of {what} in the triangle ABC with BC = {a}, CA = {b}, AB = {c}.",
    "A triangle ABC has sides AB = {c}, BC = {a} and CA = {b}. Determine the exact length of {what}.",
)


class CevianLength(SurdFractionAnswer, Bootcamp):
    id = "geometry/cevian_length"
    description = "Exact length of a median, angle bisector or altitude from the sides of a triangle"
    Config = Config
    min_distinct_prompts = {"1": 0.9}
    small_space_reason = 'level 1 sides are at most 12'
    LEVELS = {
        "1": Config(max_side=12, kinds=("median", "altitude")),
        "2": Config(max_side=25, kinds=("median", "bisector", "altitude")),
        "3": Config(max_side=60, kinds=("median", "bisector", "altitude")),
        "4": Config(max_side=300, kinds=("median", "bisector", "altitude")),
        "5": Config(max_side=3_000, kinds=("median", "bisector", "altitude")),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        a, b, c = random_triangle(rng, config.max_side)
        data = {"a": a, "b": b, "c": c, "kind": rng.choice(config.kinds)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, FORM, a=data["a"], b=data["b"], c=data["c"], what=_WHAT[data["kind"]])

    def program(self, t: Tracer, data: dict) -> str:
        t.state("sides")
        a, b, c = t.fetch("a", data["a"]), t.fetch("b", data["b"]), t.fetch("c", data["c"])
        kind = t.fetch("kind", data["kind"])
        t.state("length as a root")
        if kind == "median":
            parts = t.compute("radicand factors", [2 * b * b + 2 * c * c - a * a], why="m = sqrt(2b^2 + 2c^2 - a^2) / 2")
            den = t.compute("denominator", 2)
        elif kind == "bisector":
            parts = t.compute("radicand factors", [b, c, b + c - a, a + b + c], why="l = sqrt(bc(b+c-a)(b+c+a)) / (b+c)")
            den = t.compute("denominator", b + c)
        else:
            parts = t.compute("radicand factors", [a + b + c, -a + b + c, a - b + c, a + b - c], why="h = 2 Area / a = sqrt(16 Area^2) / (2a)")
            den = t.compute("denominator", 2 * a)
        if any(p <= 0 for p in parts) or den <= 0:
            raise ValueError("not a triangle")  # only after an injected error
        t.state("answer")
        outside, inside = sqrt_of_product(parts)
        return t.compute("length", format_surd_fraction(Fraction(outside, den), inside), why="k√q / denominator, q square-free")

    def solve(self, data: dict) -> str:
        a, b, c = data["a"], data["b"], data["c"]
        # B = (0, 0), C = (a, 0), A = (x, y) with x = (a² + c² - b²)/(2a), y² = c² - x²
        x = Fraction(a * a + c * c - b * b, 2 * a)
        y2 = c * c - x * x
        if data["kind"] == "median":
            foot = Fraction(a, 2)
        elif data["kind"] == "bisector":
            foot = Fraction(a * c, b + c)  # BD/DC = c/b
        else:
            foot = x
        return as_text((x - foot) ** 2 + y2)


BOOTCAMP = CevianLength()
