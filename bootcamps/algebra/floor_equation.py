"""Solve floor((a x + b)/c) = (d x + e)/f over the reals. The right side must be an integer k,
so x = (f k - e)/d; putting that into k <= (a x + b)/c < k + 1 gives a linear condition on k,
k <= alpha k + beta < k + 1 with alpha = a f/(c d), beta = (b - a e/d)/c, hence a finite range
of integers k (alpha != 1). The traced solver solves for that range; the plain solver tries
every integer k in a wide window and tests the equation exactly."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import RationalSetAnswer
from bootcamps.kit.numbers2 import ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_coefficient: int = 4
    max_solutions: int = 3
    min_solutions: int = 1

    def __post_init__(self) -> None:
        if not 2 <= self.max_coefficient <= 30:
            raise ValueError(f"max_coefficient must be in 2..30, got {self.max_coefficient}")
        if not 1 <= self.min_solutions <= self.max_solutions <= 20:
            raise ValueError(f"need 1 <= min_solutions <= max_solutions <= 20, got {self}")


_TEMPLATES = (
    "Find every real number x with ⌊{lhs}⌋ = {rhs}, where ⌊t⌋ is the greatest integer not exceeding t.",
    "Solve floor({lhs}) = {rhs} for real x (floor rounds down to an integer). List all solutions.",
    "For which real x does the integer part (floor) of {lhs} equal {rhs}? Give all such x.",
)
_FORM = "all solutions as exact numbers separated by commas, in any order, e.g. -3/2, 1, 7/2"


def _affine(p: int, q: int, r: int) -> str:
    head = "x" if p == 1 else "-x" if p == -1 else f"{p}x"
    body = head if q == 0 else f"{head} {'+' if q > 0 else '-'} {abs(q)}"
    return body if r == 1 else f"({body})/{r}"


class FloorEquation(RationalSetAnswer, Bootcamp):
    id = "algebra/floor_equation"
    description = "All real solutions of floor((ax+b)/c) = (dx+e)/f"
    Config = Config
    LEVELS = {
        "1": Config(5, 2, 1),
        "2": Config(6, 4, 2),
        "3": Config(8, 6, 3),
        "4": Config(10, 9, 5),
        "5": Config(14, 14, 8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        m = config.max_coefficient
        while True:
            a, d = rng.choice([v for v in range(-m, m + 1) if v]), rng.choice([v for v in range(-m, m + 1) if v])
            b, e = rng.randint(-m, m), rng.randint(-m, m)
            c, f = rng.randint(1, m), rng.randint(1, m)
            if Fraction(a * f, c * d) == 1 or (c == 1 and f == 1 and rng.random() < 0.7):
                continue
            data = {"lhs": [a, b, c], "rhs": [d, e, f]}
            xs = _roots(data)
            if config.min_solutions <= len(xs) <= config.max_solutions:
                return data, [frac_text(x) for x in xs]

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, lhs=_affine(*data["lhs"]), rhs=_affine(*data["rhs"]))

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("substitute")
        a, b, c = t.fetch("lhs", data["lhs"])
        d, e, f = t.fetch("rhs", data["rhs"])
        if c == 0 or d == 0:
            raise ZeroDivisionError("zero coefficient after an injected error")
        alpha = t.compute("alpha", Fraction(a * f, c * d), why="put x as (f k - e)/d, so (a x + b)/c becomes alpha k + beta; alpha is a f/(c d)")
        beta = t.compute("beta", Fraction(b * d - a * e, c * d), why="(b - a e/d)/c")
        t.state("range of k")
        slope = t.compute("slope", Fraction(alpha) - 1, why="the floor condition becomes: (alpha-1) k + beta lies in [0, 1)")
        if slope == 0:
            raise ValueError("no finite range after an injected error")
        ends = sorted([-Fraction(beta) / slope, (1 - Fraction(beta)) / slope])
        low = t.compute("low", math.floor(ends[0]), why="k lies between -beta/slope and (1-beta)/slope")
        high = t.compute("high", math.ceil(ends[1]))
        if high - low > 60:
            raise ValueError("range too wide after an injected error")
        xs = []
        for k in range(low, high + 1):
            t.state(f"try k {k}")
            value = t.compute("middle", slope * k + Fraction(beta), why=f"(alpha-1)·{k} + beta")
            if 0 <= value < 1:
                xs.append(t.compute("x", Fraction(f * k - e, d), why=f"in [0, 1): x is (f·{k} - e)/d"))
        t.state("answer")
        solutions = t.compute("answer", sorted(xs))
        return [frac_text(Fraction(x)) for x in solutions]

    def solve(self, data: dict) -> list[str]:
        a, b, c = data["lhs"]
        d, e, f = data["rhs"]
        out = []
        for k in range(-3000, 3001):  # |k| is far smaller for these coefficients
            x = Fraction(f * k - e, d)
            if math.floor(Fraction(a * x + b, 1) / c) == k:
                out.append(x)
        return [frac_text(x) for x in sorted(out)]


def _roots(data: dict) -> list[Fraction]:
    a, b, c = data["lhs"]
    d, e, f = data["rhs"]
    alpha, beta = Fraction(a * f, c * d), Fraction(b * d - a * e, c * d)
    ends = sorted([-beta / (alpha - 1), (1 - beta) / (alpha - 1)])
    out = []
    for k in range(math.floor(ends[0]), math.ceil(ends[1]) + 1):
        x = Fraction(f * k - e, d)
        if math.floor((a * x + b) / c) == k:
            out.append(x)
    return out


BOOTCAMP = FloorEquation()
