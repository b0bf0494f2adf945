"""Euler's method for an initial value problem y' = f(x, y), y(x0) = y0, with an exact step
h = 1/m: y_{k+1} = y_k + h f(x_k, y_k), x_{k+1} = x_k + h; the final y as a fraction."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.kit.poly import Poly, format_poly
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    steps: int = 2
    terms: int = 2  # terms of f among x, y, xy, x^2, y^2, 1
    spread: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.steps <= 10 or not 1 <= self.terms <= 6 or not 1 <= self.spread <= 9:
            raise ValueError(f"need steps in 1..10, terms in 1..6, spread in 1..9, got {self.steps}, {self.terms}, {self.spread}")


# monomials of f: (power of x, power of y)
_MONOMIALS = ((1, 0), (0, 1), (0, 0), (1, 1), (2, 0), (0, 2))
_TEMPLATES = (
    "Use Euler's method with step size h = {h} to approximate y({xn}) for y' = {f}, y({x0}) = {y0}.",
    "The initial value problem dy/dx = {f}, y({x0}) = {y0} is stepped forward by Euler's method (y_(k+1) = y_k + h f(x_k, y_k)) with h = {h}. What is the approximation of y at x = {xn}?",
    "Starting from ({x0}, {y0}), take {n} Euler steps of size {h} along y' = {f}. Give the final y value exactly.",
    "Approximate the solution of y' = {f} with y({x0}) = {y0} at x = {xn} using Euler's method and h = {h}; keep exact fractions.",
)


def _f(coeffs: list[list[int]], x: Fraction, y: Fraction) -> Fraction:
    return sum((c * x**i * y**j for (i, j), c in coeffs), Fraction(0))


class EulerMethod(ExactRationalAnswer, Bootcamp):
    id = "calculus/euler_method"
    description = "Euler's method for y' = f(x, y) with an exact rational step"
    Config = Config
    LEVELS = {
        "1": Config(steps=2, terms=2, spread=5),
        "2": Config(steps=3, terms=2, spread=4),
        "3": Config(steps=3, terms=3, spread=4),
        "4": Config(steps=4, terms=4, spread=3),
        "5": Config(steps=5, terms=4, spread=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        picked = rng.sample(_MONOMIALS[: max(3, config.terms + 1)], config.terms)
        if not any(j for _, j in picked):
            picked[0] = (0, 1)  # y' must depend on y, or the task is a Riemann sum
        f = [[[i, j], rng.choice((-1, 1)) * rng.randint(1, config.spread)] for i, j in picked]
        data = {"f": f, "x0": rng.randint(-3, 3), "y0": rng.randint(-5, 5), "h": frac_text(Fraction(1, rng.choice((2, 3, 4, 5, 10)))),
                "steps": config.steps}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        f = format_poly(Poly({tuple(m for m in (("x", i), ("y", j)) if m[1]): c for (i, j), c in data["f"]}))
        h = Fraction(data["h"])
        xn = frac_text(data["x0"] + data["steps"] * h)
        form = "an integer or a fraction in lowest terms (no decimals)"
        return ask(rng, _TEMPLATES, form, f=f, x0=data["x0"], y0=data["y0"], h=data["h"], xn=xn, n=data["steps"])

    def program(self, t: Tracer, data: dict) -> str:
        h = Fraction(data["h"])
        x, y = Fraction(data["x0"]), Fraction(data["y0"])
        for k in range(data["steps"]):
            t.state(f"step {k + 1}")
            x, y = Fraction(t.fetch(f"x{k}", x)), Fraction(t.fetch(f"y{k}", y))
            slope = Fraction(t.compute("f", _f(data["f"], x, y), why=f"f(x{k}, y{k})"))
            y = t.compute(f"y{k + 1}", y + h * slope, why="y + h*f")
            x = t.compute(f"x{k + 1}", x + h, why="x + h")
        t.state("answer")
        return t.compute("answer", frac_text(Fraction(t.fetch(f"y{data['steps']}", y))))

    def solve(self, data: dict) -> str:
        # scaled to integers: with Y = m^k y_k and X = m x, every step stays in exact integers
        m = Fraction(data["h"]).denominator
        big_x = data["x0"] * m
        y = Fraction(data["y0"])
        for _ in range(data["steps"]):
            y += sum(Fraction(c * big_x**i, m**i) * y**j for (i, j), c in data["f"]) / m
            big_x += 1
        return frac_text(y)


BOOTCAMP = EulerMethod()
