"""Complete the square: write a x^2 + b x + c as a(x - h)^2 + k and report h and k exactly
(h = -b / 2a, k = c - b^2 / 4a), with rational coefficients at the higher levels."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import RationalTupleAnswer, ask
from bootcamps.kit.poly import format_coeffs, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_lead: int = 1  # |a| up to this
    lead_den: int = 1  # a may be a fraction with this denominator at most
    max_coefficient: int = 20  # |b|, |c|
    coefficient_den: int = 1

    def __post_init__(self) -> None:
        if not 1 <= self.max_lead <= 50 or not 1 <= self.lead_den <= 12:
            raise ValueError(f"need max_lead in 1..50 and lead_den in 1..12, got {self.max_lead}, {self.lead_den}")
        if not 2 <= self.max_coefficient <= 10_000 or not 1 <= self.coefficient_den <= 12:
            raise ValueError(f"need max_coefficient in 2..10000 and coefficient_den in 1..12, got {self.max_coefficient}, {self.coefficient_den}")


_TEMPLATES = (
    "Write {p} in the form a(x - h)^2 + k. What are h and k?",
    "Complete the square: {p} = a(x - h)^2 + k. Find h and k.",
    "The parabola y = {p} has vertex (h, k). Find h and k by completing the square.",
    "Express {p} as a(x - h)^2 + k, where a, h and k are constants. Give h and k.",
    "Rewrite the quadratic {p} in vertex form a(x - h)^2 + k and state h and k.",
)
_FORM = "h and k in that order, as integers or reduced fractions, e.g. h = 3/2, k = -5"


class CompletingSquare(RationalTupleAnswer, Bootcamp):
    id = "algebra/completing_square"
    description = "Vertex form a(x - h)^2 + k of a quadratic: h and k exactly"
    Config = Config
    names = ("h", "k")
    LEVELS = {
        "1": Config(max_lead=1, lead_den=1, max_coefficient=60, coefficient_den=1),
        "2": Config(max_lead=5, lead_den=1, max_coefficient=60, coefficient_den=1),
        "3": Config(max_lead=9, lead_den=1, max_coefficient=60, coefficient_den=1),
        "4": Config(max_lead=9, lead_den=4, max_coefficient=40, coefficient_den=3),
        "5": Config(max_lead=12, lead_den=7, max_coefficient=90, coefficient_den=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        a = Fraction(rng.randint(1, config.max_lead), rng.randint(1, config.lead_den)) * rng.choice((-1, 1))
        b = Fraction(rng.choice([v for v in range(-config.max_coefficient, config.max_coefficient + 1) if v]), rng.randint(1, config.coefficient_den))
        c = Fraction(rng.randint(-config.max_coefficient, config.max_coefficient), rng.randint(1, config.coefficient_den))
        data = {"coefficients": [format_rational(c), format_rational(b), format_rational(a)]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        coefficients = [Fraction(v) for v in data["coefficients"]]
        return ask(rng, _TEMPLATES, _FORM, p=format_coeffs(coefficients))

    def format_answer(self, answer: list[str]) -> str:
        return f"h = {answer[0]}, k = {answer[1]}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("read the coefficients")
        c, b, a = (Fraction(v) for v in t.fetch("coefficients", data["coefficients"]))
        t.state("factor out a")
        a, b = Fraction(t.fetch("a", a)), Fraction(t.fetch("b", b))
        if a == 0:
            raise ValueError("a is 0 after an injected error")
        inner = t.compute("b/a", b / a, why="factor a out of the x terms")
        t.state("half the x coefficient")
        inner = Fraction(t.fetch("b/a", inner))
        h = t.compute("h", -inner / 2, why="minus half of b/a")
        t.state("the constant")
        a, c, h = t.fetch("a", a), t.fetch("c", c), t.fetch("h", h)
        k = t.compute("k", c - a * h * h, why="c - a h^2")
        return [format_rational(h), format_rational(k)]

    def solve(self, data: dict) -> list[str]:
        c, b, a = (Fraction(v) for v in data["coefficients"])
        # the vertex is where the derivative 2ax + b vanishes; k is the value there
        h = -b / (2 * a)
        return [format_rational(h), format_rational(a * h * h + b * h + c)]


BOOTCAMP = CompletingSquare()
