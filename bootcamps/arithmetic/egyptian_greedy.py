"""The greedy (Fibonacci-Sylvester) Egyptian-fraction expansion of a proper fraction a/b:
repeatedly take the largest unit fraction 1/d <= the rest (d = ceil(b/a)) and subtract it."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_denominator: int = 12
    min_terms: int = 2
    max_terms: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.max_denominator <= 10**6 or not 1 <= self.min_terms <= self.max_terms <= 12:
            raise ValueError(f"need max_denominator in 3..10**6 and 1 <= min_terms <= max_terms <= 12, got {self.max_denominator}, {self.min_terms}, {self.max_terms}")


_TEMPLATES = (
    "Write {f} as a sum of distinct unit fractions using the greedy method: at each step take the largest unit fraction 1/d that does not exceed what remains. List the denominators d.",
    "Expand {f} into an Egyptian fraction by the greedy algorithm (always subtract the largest possible unit fraction 1/d, i.e. d = ceiling(b/a) for the remainder a/b). Give the denominators in the order they are found.",
    "The greedy (Fibonacci-Sylvester) algorithm writes {f} = 1/d1 + 1/d2 + ... by choosing each d as small as possible. What are d1, d2, ...?",
    "Decompose {f} greedily into unit fractions: each step removes the biggest unit fraction not larger than the remainder, until nothing is left. Which denominators appear?",
)
_FORM = "the denominators in increasing order, comma-separated (e.g. 2, 5, 30)"


def _greedy_bounded(f: Fraction, max_terms: int) -> list[int] | None:
    """The greedy denominators, or None past ``max_terms`` terms or past JSON-safe integers
    (greedy denominators can grow doubly exponentially)."""
    out: list[int] = []
    while f:
        d = -(-f.denominator // f.numerator)
        if len(out) == max_terms or d >= 10**15:
            return None
        out.append(d)
        f -= Fraction(1, d)
    return out


class EgyptianGreedy(IntSequenceAnswer, Bootcamp):
    id = "arithmetic/egyptian_greedy"
    description = "Greedy Egyptian-fraction expansion of a proper fraction"
    Config = Config
    LEVELS = {
        "1": Config(max_denominator=5000, min_terms=2, max_terms=3),
        "2": Config(max_denominator=20000, min_terms=3, max_terms=3),
        "3": Config(max_denominator=30000, min_terms=3, max_terms=4),
        "4": Config(max_denominator=50000, min_terms=4, max_terms=5),
        "5": Config(max_denominator=10**5, min_terms=5, max_terms=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            b = rng.randint(3, config.max_denominator)
            a = rng.randint(2, b - 1)
            f = Fraction(a, b)
            if f.numerator == 1:
                continue
            dens = _greedy_bounded(f, config.max_terms)
            if dens is not None and len(dens) >= config.min_terms:
                return {"fraction": format_rational(f)}, dens

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(f=data["fraction"])
        return f"{text}\n{answer_instruction(_FORM)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        rest = Fraction(data["fraction"])
        out: list[int] = []
        step = 0
        while True:
            step += 1
            t.state(f"step {step}")
            rest = Fraction(t.fetch("rest", rest))
            if rest <= 0 or step > 40 or rest.denominator > 10**40:
                raise ValueError("a non-positive or runaway remainder after an injected error")
            a, b = rest.numerator, rest.denominator
            d = t.compute("d", -(-b // a), why="ceiling(b / a) for rest = a/b")
            out.append(d)
            rest = t.compute("rest2", rest - Fraction(1, d), why="rest - 1/d")
            if not t.goto(rest != 0, why="go on while something remains"):
                break
        return out

    def solve(self, data: dict) -> list[int]:
        # integer form: a/b - 1/d = (a d - b) / (b d), reduced by their gcd
        from math import gcd

        f = Fraction(data["fraction"])
        a, b, out = f.numerator, f.denominator, []
        while a:
            d = (b + a - 1) // a
            out.append(d)
            a, b = a * d - b, b * d
            g = gcd(a, b)
            a, b = a // g, b // g
        return out


BOOTCAMP = EgyptianGreedy()
