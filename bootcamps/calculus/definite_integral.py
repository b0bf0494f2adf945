"""The exact definite integral of a polynomial over [a, b]: antiderivative term by term,
then F(b) - F(a)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import ReducedFractionAnswer, format_coeffs, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    degree: int = 2
    max_coefficient: int = 5
    max_bound: int = 3
    fractional_bounds: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.degree <= 10:
            raise ValueError(f"degree must be in 1..10, got {self.degree}")
        if not 1 <= self.max_coefficient <= 1000 or not 1 <= self.max_bound <= 100:
            raise ValueError(f"need max_coefficient in 1..1000 and max_bound in 1..100, got {self.max_coefficient}, {self.max_bound}")


_TEMPLATES = (
    "Evaluate the definite integral of {p} with respect to x from x = {a} to x = {b}.",
    "Compute ∫ from {a} to {b} of ({p}) dx.",
    "Find the exact value of the integral ∫_{{{a}}}^{{{b}}} ({p}) dx.",
    "What is the signed area under y = {p} between x = {a} and x = {b}?",
    "Integrate f(x) = {p} over the interval [{a}, {b}] (lower limit {a}, upper limit {b}).",
)
_FORM = "an integer or a fraction in lowest terms, e.g. -41/6"


def _bound(value: Fraction) -> str:
    return format_rational(value)


class DefiniteIntegral(ReducedFractionAnswer, Bootcamp):
    id = "calculus/definite_integral"
    description = "Exact definite integral of a polynomial over [a, b]"
    Config = Config
    LEVELS = {
        "1": Config(degree=2, max_coefficient=9, max_bound=4),
        "2": Config(degree=3, max_coefficient=9, max_bound=5),
        "3": Config(degree=4, max_coefficient=12, max_bound=5),
        "4": Config(degree=5, max_coefficient=15, max_bound=6, fractional_bounds=True),
        "5": Config(degree=7, max_coefficient=20, max_bound=6, fractional_bounds=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        coeffs = [rng.randint(-config.max_coefficient, config.max_coefficient) for _ in range(config.degree)]
        coeffs.append(rng.choice((-1, 1)) * rng.randint(1, config.max_coefficient))
        while True:
            if config.fractional_bounds:
                a, b = (Fraction(rng.randint(-2 * config.max_bound, 2 * config.max_bound), rng.choice((1, 2, 3))) for _ in range(2))
            else:
                a, b = Fraction(rng.randint(-config.max_bound, config.max_bound)), Fraction(rng.randint(-config.max_bound, config.max_bound))
            if a < b:
                break
        data = {"coeffs": coeffs, "lower": _bound(a), "upper": _bound(b)}
        return data, format_rational(_integral(coeffs, a, b))

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(p=format_coeffs(data["coeffs"]), a=data["lower"], b=data["upper"])
        return f"{text}\n{answer_instruction(_FORM)}"

    def program(self, t: Tracer, data: dict) -> str:
        antiderivative = [Fraction(0)]
        for k, c in enumerate(data["coeffs"]):
            t.state(f"antiderivative of the x^{k} term")
            c = t.fetch(f"c[{k}]", c)
            antiderivative.append(t.compute(f"F[{k + 1}]", Fraction(c, k + 1), why=f"c[{k}] / {k + 1}"))
        values = []
        for name in ("upper", "lower"):
            t.state(f"F at the {name} limit")
            x = Fraction(t.fetch(name, data[name]))
            total = Fraction(0)
            for c in reversed(antiderivative):
                total = total * x + c
            values.append(t.compute(f"F({name})", total, why="Horner's rule on F"))
        t.state("answer")
        upper, lower = t.fetch("F(upper)", values[0]), t.fetch("F(lower)", values[1])
        return t.compute("answer", format_rational(Fraction(upper) - lower), why="F(upper) - F(lower)")

    def solve(self, data: dict) -> str:
        return format_rational(_integral(data["coeffs"], Fraction(data["upper"]), Fraction(data["lower"]), flip=True))


def _integral(coeffs: list[int], a: Fraction, b: Fraction, flip: bool = False) -> Fraction:
    """Sum of c_k (b^(k+1) - a^(k+1)) / (k+1); ``flip`` takes the bounds the other way round."""
    total = sum(Fraction(c, k + 1) * (b ** (k + 1) - a ** (k + 1)) for k, c in enumerate(coeffs))
    return -total if flip else total


BOOTCAMP = DefiniteIntegral()
