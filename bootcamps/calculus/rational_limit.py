"""lim_{x -> a} P(x)/Q(x) where both vanish at a (a 0/0 form): cancel the factor (x - a) by
synthetic division until Q(a) != 0, then evaluate."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import ReducedFractionAnswer, format_coeffs, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    multiplicity: int = 1  # how often (x - a) divides both numerator and denominator
    extra_degree: int = 1  # degree of what is left after cancelling
    max_point: int = 3
    max_coefficient: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.multiplicity <= 4 or not 0 <= self.extra_degree <= 4:
            raise ValueError(f"need multiplicity in 1..4 and extra_degree in 0..4, got {self.multiplicity}, {self.extra_degree}")
        if not 1 <= self.max_point <= 20 or not 1 <= self.max_coefficient <= 50:
            raise ValueError(f"need max_point in 1..20 and max_coefficient in 1..50, got {self.max_point}, {self.max_coefficient}")


_TEMPLATES = (
    "Compute the limit as x approaches {a} of ({p}) / ({q}).",
    "Find lim_(x→{a}) ({p})/({q}).",
    "Evaluate lim x→{a} of f(x) = ({p}) ÷ ({q}). Plugging in x = {a} gives 0/0, so simplify first.",
    "What value does ({p})/({q}) approach as x tends to {a}?",
    "Determine the exact limit of the rational function ({p})/({q}) at x = {a}.",
)
_FORM = "an integer or a fraction in lowest terms"


def _times(coeffs: list[int], other: list[int]) -> list[int]:
    out = [0] * (len(coeffs) + len(other) - 1)
    for i, x in enumerate(coeffs):
        for j, y in enumerate(other):
            out[i + j] += x * y
    return out


def _value(coeffs: list, x: Fraction) -> Fraction:
    total = Fraction(0)
    for c in reversed(coeffs):
        total = total * x + c
    return total


def _divide(coeffs: list, a: Fraction) -> list[Fraction]:
    """Synthetic division by (x - a), remainder dropped (it is 0 here)."""
    out = [Fraction(0)] * (len(coeffs) - 1)
    carry = Fraction(0)
    for k in range(len(coeffs) - 1, 0, -1):
        carry = carry * a + coeffs[k]
        out[k - 1] = carry
    return out


class RationalLimit(ReducedFractionAnswer, Bootcamp):
    id = "calculus/rational_limit"
    description = "Limit of P(x)/Q(x) at a 0/0 point, by cancelling (x - a)"
    Config = Config
    LEVELS = {
        "1": Config(multiplicity=1, extra_degree=1, max_point=5, max_coefficient=6),
        "2": Config(multiplicity=1, extra_degree=2, max_point=4, max_coefficient=6),
        "3": Config(multiplicity=2, extra_degree=1, max_point=4, max_coefficient=6),
        "4": Config(multiplicity=2, extra_degree=2, max_point=4, max_coefficient=6),
        "5": Config(multiplicity=3, extra_degree=2, max_point=3, max_coefficient=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        a = rng.choice((-1, 1)) * rng.randint(0, config.max_point)
        c = config.max_coefficient
        while True:
            rest_p = [rng.randint(-c, c) for _ in range(config.extra_degree)] + [rng.choice((-1, 1)) * rng.randint(1, c)]
            rest_q = [rng.randint(-c, c) for _ in range(config.extra_degree)] + [rng.choice((-1, 1)) * rng.randint(1, c)]
            if _value(rest_q, Fraction(a)) != 0 and _value(rest_p, Fraction(a)) != 0:
                break
        p, q = rest_p, rest_q
        for _ in range(config.multiplicity):
            p, q = _times(p, [-a, 1]), _times(q, [-a, 1])
        data = {"point": a, "numerator": p, "denominator": q}
        return data, format_rational(_value(rest_p, Fraction(a)) / _value(rest_q, Fraction(a)))

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(a=data["point"], p=format_coeffs(data["numerator"]), q=format_coeffs(data["denominator"]))
        return f"{text}\n{answer_instruction(_FORM)}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        a = Fraction(t.fetch("a", data["point"]))
        p = [Fraction(v) for v in t.fetch("P", data["numerator"])]
        q = [Fraction(v) for v in t.fetch("Q", data["denominator"])]
        k = 0
        while True:
            t.state(f"substitute {k}")
            p, q = t.fetch("P", p), t.fetch("Q", q)
            top = t.compute("P(a)", _value(p, a), why="Horner's rule at a")
            bottom = t.compute("Q(a)", _value(q, a), why="Horner's rule at a")
            if bottom != 0:
                break
            if top != 0 or len(p) < 2 or len(q) < 2:
                raise ValueError("no finite limit after an injected error")
            t.state(f"cancel x - a, round {k}")
            p = t.compute("P2", _divide(t.fetch("P", p), a), why="P / (x - a)")
            q = t.compute("Q2", _divide(t.fetch("Q", q), a), why="Q / (x - a)")
            k += 1
        t.state("answer")
        top, bottom = Fraction(t.fetch("P(a)", top)), t.fetch("Q(a)", bottom)
        return t.compute("answer", format_rational(top / bottom), why="P(a) / Q(a)")

    def solve(self, data: dict) -> str:
        # L'Hopital: differentiate both until the denominator's derivative is nonzero at a.
        a = Fraction(data["point"])
        p, q = list(data["numerator"]), list(data["denominator"])
        while _value(q, a) == 0:
            p = [k * c for k, c in enumerate(p)][1:]
            q = [k * c for k, c in enumerate(q)][1:]
        return format_rational(_value(p, a) / _value(q, a))


BOOTCAMP = RationalLimit()
