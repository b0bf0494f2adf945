"""Remainder theorem: a polynomial P leaves remainder r_i on division by (x - a_i) for
distinct a_i; find the remainder of P on division by the product of the (x - a_i). That
remainder R has degree below the number of divisors and R(a_i) = r_i, so it is the
interpolating polynomial: the traced solver builds it by Newton's divided differences, the
plain solver solves the Vandermonde system.

Checking a non-canonical answer parses it as an expression (a few ms), so verification of
free-form answers runs at a few hundred per second; generation is well above 1,000/s."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import PolyAnswer, solve_exact
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    divisors: int = 2
    max_point: int = 5
    max_remainder: int = 10

    def __post_init__(self) -> None:
        if not 2 <= self.divisors <= 6 or not self.divisors <= 2 * self.max_point + 1 or self.max_point > 50:
            raise ValueError(f"need divisors in 2..6 and enough distinct points in -max_point..max_point, got {self}")
        if not 1 <= self.max_remainder <= 10_000:
            raise ValueError(f"max_remainder must be in 1..10000, got {self.max_remainder}")


def _linear(a: int) -> str:
    return "x" if a == 0 else f"x - {a}" if a > 0 else f"x + {-a}"


_TEMPLATES = (
    "When the polynomial P(x) is divided by {divisors}, the remainders are {remainders} respectively. What is the remainder when P(x) is divided by {product}?",
    "A polynomial P(x) satisfies: {facts}. Find the remainder of P(x) upon division by {product}.",
    "P(x) is a polynomial. {facts_sentence} Determine the remainder R(x) when P(x) is divided by {product}.",
    "Dividing a polynomial P(x) by {divisors} leaves remainders {remainders}, in that order. Find the remainder on dividing P(x) by {product}.",
)


class RemainderTheorem(PolyAnswer, Bootcamp):
    id = "algebra/remainder_theorem"
    description = "Remainder of P(x) modulo a product of linear factors, from its remainders modulo each factor"
    Config = Config
    LEVELS = {
        "1": Config(divisors=2, max_point=6, max_remainder=15),
        "2": Config(divisors=2, max_point=9, max_remainder=30),
        "3": Config(divisors=3, max_point=6, max_remainder=20),
        "4": Config(divisors=4, max_point=6, max_remainder=20),
        "5": Config(divisors=5, max_point=7, max_remainder=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        points = rng.sample(range(-config.max_point, config.max_point + 1), config.divisors)
        remainders = [rng.randint(-config.max_remainder, config.max_remainder) for _ in points]
        data = {"points": points, "remainders": remainders}
        return data, format_coeffs(_newton_form(points, remainders))

    def prompt(self, data: dict, rng: random.Random) -> str:
        points, remainders = data["points"], data["remainders"]
        divisors = ", ".join(f"({_linear(a)})" for a in points)
        product = "".join(f"({_linear(a)})" for a in points)
        facts = "; ".join(f"P(x) leaves remainder {r} when divided by {_linear(a)}" for a, r in zip(points, remainders))
        facts_sentence = " ".join(f"P({a}) = {r}." for a, r in zip(points, remainders))
        return ask(rng, _TEMPLATES, "the remainder as a polynomial in x, e.g. 3x - 1/2", divisors=divisors, product=product,
                   remainders=", ".join(map(str, remainders)), facts=facts, facts_sentence=facts_sentence)

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        coefficients = _newton_form(case.data["points"], case.data["remainders"])
        out = []
        for _ in range(3):
            wrong = list(coefficients) + [Fraction(0)] * (len(case.data["points"]) - len(coefficients))
            wrong[rng.randrange(len(wrong))] += rng.choice((-1, 1))
            out.append(format_coeffs(wrong))
        return out

    def program(self, t: Tracer, data: dict) -> str:
        points, values = data["points"], data["remainders"]
        n = len(points)
        t.state("remainder theorem")
        column = [Fraction(v) for v in t.fetch("R(a)", values)]  # R(a_i) = P(a_i) = r_i
        leading = [column[0]]
        for order in range(1, n):
            t.state(f"divided differences of order {order}")
            previous = [Fraction(v) for v in t.fetch(f"d{order - 1}", column)]
            column = t.compute(f"d{order}", [(previous[i + 1] - previous[i]) / (points[i + order] - points[i]) for i in range(len(previous) - 1)],
                               why=f"(next - this) / (a[i+{order}] - a[i])")
            leading.append(Fraction(column[0]))
        # R(x) = c0 + c1 (x - a0) + c2 (x - a0)(x - a1) + ..., expanded from the innermost term out
        coefficients = [leading[-1]]
        for k in range(n - 2, -1, -1):
            t.state(f"expand with {_linear(points[k])}")
            inner = [Fraction(v) for v in t.fetch("R", coefficients)]
            shifted = [Fraction(0)] + inner
            for i, c in enumerate(inner):
                shifted[i] -= points[k] * c
            shifted[0] += leading[k]
            coefficients = t.compute("R", shifted, why=f"R times ({_linear(points[k])}) plus d{k}[0]")
        t.state("answer")
        return format_coeffs(t.fetch("R", coefficients))

    def solve(self, data: dict) -> str:
        # R(x) = sum c_j x^j with R(a_i) = r_i: a Vandermonde system
        points = data["points"]
        matrix = [[a**j for j in range(len(points))] for a in points]
        return format_coeffs(solve_exact(matrix, data["remainders"]))


def _newton_form(points: list[int], values: list[int]) -> list[Fraction]:
    """Coefficients (constant first) of the interpolating polynomial, by Lagrange's formula."""
    n = len(points)
    total = [Fraction(0)] * n
    for i, (a, r) in enumerate(zip(points, values)):
        basis, scale = [Fraction(1)], Fraction(1)
        for j, b in enumerate(points):
            if j != i:
                basis = [(basis[k - 1] if k else 0) - b * (basis[k] if k < len(basis) else 0) for k in range(len(basis) + 1)]
                scale *= a - b
        for k in range(n):
            total[k] += r * basis[k] / scale
    while len(total) > 1 and total[-1] == 0:
        total.pop()
    return total


BOOTCAMP = RemainderTheorem()
