"""A quadratic inequality whose solution set is one bounded interval (terms on both sides, the
relation strict or not): move everything to one side, find the two rational roots of
A x^2 + B x + C from the discriminant, and keep the stretch between them where the sign is
right (closed ends for <= / >=). The plain solver completes the square instead:
|x + B/2A| < sqrt(D)/(2|A|)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import format_interval
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers3 import IntervalAnswer
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer

_FLIP = {"<": ">", "<=": ">=", ">": "<", ">=": "<="}


@dataclass(frozen=True)
class Config:
    max_denominator: int = 1
    max_root: int = 6
    both_sides: int = 0  # 0: 0 on the right; 1: a linear right side; 2: a quadratic one

    def __post_init__(self) -> None:
        if not 1 <= self.max_denominator <= 12 or not 2 <= self.max_root <= 50 or self.both_sides not in (0, 1, 2):
            raise ValueError(f"need max_denominator in 1..12, max_root in 2..50, both_sides in 0..2, got {self}")


def _sqrt_exact(value: Fraction) -> Fraction:
    num, den = math.isqrt(value.numerator), math.isqrt(value.denominator)
    if num * num != value.numerator or den * den != value.denominator:
        raise ValueError(f"{value} is not a rational square")
    return Fraction(num, den)


_TEMPLATES = (
    "Solve the inequality {lhs} {rel} {rhs} over the real numbers.",
    "Find every real x with {lhs} {rel} {rhs}.",
    "For which real numbers x does {lhs} {rel} {rhs} hold?",
    "Determine the solution set of {lhs} {rel} {rhs}.",
    "Solve for x: {lhs} {rel} {rhs}.",
)


class QuadraticInequality(IntervalAnswer, Bootcamp):
    id = "algebra/quadratic_inequality"
    description = "Quadratic inequality whose solution set is one interval between two rational roots"
    Config = Config
    LEVELS = {
        "1": Config(max_denominator=1, max_root=12, both_sides=1),
        "2": Config(max_denominator=2, max_root=8, both_sides=1),
        "3": Config(max_denominator=3, max_root=9, both_sides=1),
        "4": Config(max_denominator=5, max_root=10, both_sides=2),
        "5": Config(max_denominator=7, max_root=12, both_sides=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            roots = [Fraction(rng.randint(-config.max_root, config.max_root), rng.randint(1, config.max_denominator)) for _ in range(2)]
            if roots[0] != roots[1]:
                break
        (p1, q1), (p2, q2) = [(r.numerator, r.denominator) for r in roots]
        k = rng.choice((-3, -2, -1, 1, 2, 3))
        poly = [k * p1 * p2, -k * (p1 * q2 + p2 * q1), k * q1 * q2]  # k (q1 x - p1)(q2 x - p2)
        rel = rng.choice(("<", "<=") if k > 0 else (">", ">="))
        extra = [0, 0, 0]
        if config.both_sides:
            extra = [rng.randint(-9, 9), rng.randint(-6, 6), rng.randint(-3, 3) if config.both_sides == 2 else 0]
        lhs, rhs = [a + b for a, b in zip(poly, extra)], extra
        if rng.random() < 0.5:
            lhs, rhs, rel = rhs, lhs, _FLIP[rel]
        data = {"lhs": lhs, "rhs": rhs, "rel": rel}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one interval, e.g. [-2, 5/3) or -2 <= x < 5/3",
                   lhs=format_coeffs(data["lhs"]), rhs=format_coeffs(data["rhs"]), rel=data["rel"])

    def program(self, t: Tracer, data: dict) -> str:
        t.state("one side")
        lhs, rhs = t.fetch("lhs", list(data["lhs"])), t.fetch("rhs", list(data["rhs"]))
        c, b, a = t.compute("[C, B, A]", [x - y for x, y in zip(lhs, rhs)], why="lhs - rhs, constant first")
        if a == 0:
            raise ValueError("not a quadratic")  # only after an injected error
        rel = t.fetch("relation", data["rel"])
        t.state("roots")
        disc = t.compute("D", b * b - 4 * a * c, why="B^2 - 4AC")
        root = t.compute("sqrt(D)", _sqrt_exact(Fraction(disc)))
        r1 = t.compute("r1", Fraction(-b - root) / (2 * a), why="(-B - sqrt(D)) / 2A")
        r2 = t.compute("r2", Fraction(-b + root) / (2 * a), why="(-B + sqrt(D)) / 2A")
        t.state("sign")
        low, high = t.compute("low", min(r1, r2)), t.compute("high", max(r1, r2))
        inside = t.compute("negative between roots", a > 0, why="A > 0: lhs - rhs < 0 between the roots")
        closed = t.compute("closed", rel in ("<=", ">="), why="equality allowed")
        if not t.goto(inside == (rel in ("<", "<=")), why="the wanted sign is the one between the roots"):
            raise ValueError("the solution set is not one bounded interval")  # only after an injected error
        t.state("answer")
        return t.compute("answer", format_interval((low, closed, high, closed)))

    def solve(self, data: dict) -> str:
        c, b, a = [Fraction(x - y) for x, y in zip(data["lhs"], data["rhs"])]
        centre = -b / (2 * a)
        half = _sqrt_exact((b * b - 4 * a * c) / (4 * a * a))
        closed = data["rel"] in ("<=", ">=")
        return format_interval((centre - half, closed, centre + half, closed))


BOOTCAMP = QuadraticInequality()
