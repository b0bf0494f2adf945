"""The polynomial of least degree through given points (distinct x-values, integer data): the
traced solver builds Newton's divided-difference table column by column and expands the Newton
form; the plain solver sums the Lagrange basis polynomials. The answer is the polynomial in
any equivalent form."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import PolyAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers3 import PolyWrongAnswers
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    points: int = 3
    max_x: int = 4
    max_coefficient: int = 4
    fractional: bool = False  # coefficients with small denominators

    def __post_init__(self) -> None:
        if not 2 <= self.points <= 8 or not self.points <= 2 * self.max_x + 1 or not 1 <= self.max_coefficient <= 50:
            raise ValueError(f"need points in 2..8, at most 2*max_x+1 of them, max_coefficient in 1..50, got {self}")


def _poly_mul_linear(coeffs: list, root) -> list:
    """coeffs (constant first) times (x - root)."""
    out = [Fraction(0)] * (len(coeffs) + 1)
    for i, c in enumerate(coeffs):
        out[i + 1] += c
        out[i] -= root * c
    return out


_TEMPLATES = (
    "Find the polynomial p(x) of least degree with {pts}.",
    "A polynomial of degree at most {deg} passes through the points {plist}. What is it?",
    "Determine the interpolating polynomial through {plist} (the unique one of degree at most {deg}).",
    "Give the polynomial p of smallest degree such that {pts}.",
)


class PolynomialInterpolation(PolyWrongAnswers, PolyAnswer, Bootcamp):
    id = "algebra/polynomial_interpolation"
    description = "Polynomial of least degree through given points (Newton / Lagrange interpolation)"
    Config = Config
    LEVELS = {
        "1": Config(points=2, max_x=6, max_coefficient=6),
        "2": Config(points=3, max_x=5, max_coefficient=5),
        "3": Config(points=4, max_x=5, max_coefficient=5),
        "4": Config(points=5, max_x=6, max_coefficient=6, fractional=True),
        "5": Config(points=6, max_x=7, max_coefficient=8, fractional=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        m = config.max_coefficient
        degree = config.points - 1
        while True:
            den = rng.choice((1, 2, 3, 6)) if config.fractional else 1
            coeffs = [Fraction(rng.randint(-m, m), den) for _ in range(degree)] + [Fraction(rng.choice([v for v in range(-m, m + 1) if v]), den)]
            xs = sorted(rng.sample(range(-config.max_x, config.max_x + 1), config.points))
            ys = [sum(c * x**i for i, c in enumerate(coeffs)) for x in xs]
            if all(y.denominator == 1 for y in ys):
                break
        data = {"xs": xs, "ys": [int(y) for y in ys]}
        return data, format_coeffs(coeffs)

    def prompt(self, data: dict, rng: random.Random) -> str:
        pairs = list(zip(data["xs"], data["ys"]))
        rng.shuffle(pairs)
        pts = ", ".join(f"p({x}) = {y}" for x, y in pairs)
        plist = ", ".join(f"({x}, {y})" for x, y in pairs)
        return ask(rng, _TEMPLATES, "the polynomial in x, e.g. 2x^3 - x + 1/2", pts=pts, plist=plist, deg=len(pairs) - 1)

    def program(self, t: Tracer, data: dict) -> str:
        xs, ys = data["xs"], data["ys"]
        t.state("column 0")
        column = t.compute("f[0]", [Fraction(y) for y in ys], why="the values")
        tops = [column[0]]
        for k in range(1, len(xs)):
            t.state(f"column {k}")
            prev = t.fetch(f"f[{k - 1}]", column)
            column = t.compute(f"f[{k}]", [Fraction(prev[i + 1] - prev[i]) / (xs[i + k] - xs[i]) for i in range(len(prev) - 1)],
                               why=f"(next - this) / (x[i+{k}] - x[i])")
            tops.append(column[0])
        # Horner on the Newton form: c0 + (x - x0)(c1 + (x - x1)(c2 + ...))
        poly = [Fraction(tops[-1])]
        for k in range(len(xs) - 2, -1, -1):
            t.state(f"expand {k}")
            poly = t.fetch("poly", poly)
            poly = _poly_mul_linear(poly, xs[k])
            poly[0] += tops[k]
            poly = t.compute("poly'", poly, why=f"poly*(x - {xs[k]}) + f[{k}][0]")
        t.state("answer")
        return t.compute("answer", format_coeffs(t.fetch("poly", poly)))

    def solve(self, data: dict) -> str:
        xs, ys = data["xs"], data["ys"]
        total = [Fraction(0)] * len(xs)
        for i, (xi, yi) in enumerate(zip(xs, ys)):
            basis, scale = [Fraction(1)], Fraction(yi)
            for j, xj in enumerate(xs):
                if j != i:
                    basis = _poly_mul_linear(basis, xj)
                    scale /= xi - xj
            total = [a + scale * b for a, b in zip(total, basis)]
        while len(total) > 1 and total[-1] == 0:
            total.pop()
        return format_coeffs(total)


BOOTCAMP = PolynomialInterpolation()
