"""Absolute-value equations: |a x + b| = c x + d, or |a x + b| + |c x + d| = e at the higher
levels. The traced solver splits the real line at the points where each absolute value
changes sign, solves the linear equation on every piece and keeps only roots inside their
piece (extraneous roots are dropped). The plain solver tries every sign pattern and checks each
candidate in the original equation. The answer is the set of solutions, each once."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from itertools import product

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import RationalSetAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import format_coeffs, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    two_absolutes: bool = False
    max_coefficient: int = 5
    max_constant: int = 12

    def __post_init__(self) -> None:
        if not 1 <= self.max_coefficient <= 100 or not 1 <= self.max_constant <= 1000:
            raise ValueError(f"need max_coefficient in 1..100 and max_constant in 1..1000, got {self}")


_TEMPLATES = (
    "Solve for real x: {eq}",
    "Find all real numbers x such that {eq}.",
    "Determine every real solution of the equation {eq}.",
    "For which real x does {eq} hold?",
)
_FORM = "all solutions, each once, separated by commas, as integers or reduced fractions, e.g. -4, 2/3 (write none if there is no solution)"


def _value(terms: list[list[int]], x: Fraction) -> Fraction:
    """Sum of |p x + q| over the absolute terms."""
    return sum((abs(p * x + q) for p, q in terms), Fraction(0))


def _degenerate(data: dict) -> bool:
    """Whether some sign pattern makes both sides identical (a whole piece of solutions)."""
    terms, (c, d) = data["terms"], data["line"]
    for signs in product((1, -1), repeat=len(terms)):
        if sum(s * p for s, (p, _) in zip(signs, terms)) == c and sum(s * q for s, (_, q) in zip(signs, terms)) == d:
            return True
    return False


class AbsoluteValueEquation(RationalSetAnswer, Bootcamp):
    id = "algebra/absolute_value_equation"
    description = "Real solutions of |ax + b| = cx + d or |ax + b| + |cx + d| = e, extraneous roots removed"
    Config = Config
    lowest_terms = True  # the prompt asks for reduced fractions
    LEVELS = {
        "1": Config(two_absolutes=False, max_coefficient=4, max_constant=15),
        "2": Config(two_absolutes=False, max_coefficient=7, max_constant=25),
        "3": Config(two_absolutes=True, max_coefficient=4, max_constant=20),
        "4": Config(two_absolutes=True, max_coefficient=7, max_constant=40),
        "5": Config(two_absolutes=True, max_coefficient=12, max_constant=80),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        m, k = config.max_coefficient, config.max_constant
        nonzero = [v for v in range(-m, m + 1) if v]
        while True:
            x0 = rng.randint(-k // 2, k // 2)  # a planted solution, so the set is never empty
            terms = [[rng.choice(nonzero), rng.randint(-k, k)] for _ in range(2 if config.two_absolutes else 1)]
            c = 0 if config.two_absolutes else rng.randint(-m, m)
            d = int(_value(terms, Fraction(x0))) - c * x0
            data = {"terms": terms, "line": [c, d]}
            if not _degenerate(data):
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        left = " + ".join(f"|{format_coeffs([q, p])}|" for p, q in data["terms"])
        c, d = data["line"]
        return ask(rng, _TEMPLATES, _FORM, eq=f"{left} = {format_coeffs([d, c])}")

    def program(self, t: Tracer, data: dict) -> list[str]:
        terms, (c, d) = data["terms"], data["line"]
        t.state("break points")
        cuts = t.compute("breaks", sorted({Fraction(-q, p) for p, q in terms if p}), why="where each p x + q is 0")
        edges = [None] + list(cuts) + [None]
        roots: list[Fraction] = []
        for i in range(len(edges) - 1):
            low, high = edges[i], edges[i + 1]
            t.state(f"piece {i}")
            # a point inside the piece fixes the sign of every p x + q there
            probe = (low - 1 if high is None else high - 1) if low is None else (low + 1 if high is None else (low + high) / 2)
            signs = t.compute("signs", [1 if p * probe + q >= 0 else -1 for p, q in terms], why="sign of each p x + q on this piece")
            slope = t.compute("slope", sum(s * p for s, (p, _) in zip(signs, terms)) - c, why="x coefficient of left - right")
            constant = t.compute("constant", sum(s * q for s, (_, q) in zip(signs, terms)) - d, why="constant of left - right")
            if slope == 0:
                if constant == 0:
                    raise ValueError("the equation holds on a whole piece")
                continue
            x = t.compute("root", Fraction(-constant, slope), why="-constant / slope")
            inside = t.compute("inside", (low is None or x >= low) and (high is None or x <= high), why="a root outside its piece is extraneous")
            if inside and x not in roots:
                roots.append(x)
        t.state("answer")
        return [format_rational(x) for x in t.compute("solutions", sorted(roots))]

    def solve(self, data: dict) -> list[str]:
        terms, (c, d) = data["terms"], data["line"]
        found = set()
        for signs in product((1, -1), repeat=len(terms)):
            slope = sum(s * p for s, (p, _) in zip(signs, terms)) - c
            constant = sum(s * q for s, (_, q) in zip(signs, terms)) - d
            if slope:
                x = Fraction(-constant, slope)
                if _value(terms, x) == c * x + d:  # keep only true solutions of the original
                    found.add(x)
        return [format_rational(x) for x in sorted(found)]


BOOTCAMP = AbsoluteValueEquation()
