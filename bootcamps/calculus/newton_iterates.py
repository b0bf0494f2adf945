"""Newton's method run exactly over the rationals: x_{k+1} = x_k - f(x_k) / f'(x_k) for an
integer polynomial f from an integer start x_0; the k-th iterate as a fraction."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer

MAX_DIGITS = 40  # numerator and denominator of every iterate stay below this many digits


@dataclass(frozen=True)
class Config:
    degree: int = 2
    steps: int = 1
    spread: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.degree <= 4 or not 1 <= self.steps <= 4 or not 2 <= self.spread <= 30:
            raise ValueError(f"need degree in 2..4, steps in 1..4, spread in 2..30, got {self.degree}, {self.steps}, {self.spread}")


_TEMPLATES = (
    "Apply Newton's method x_(n+1) = x_n - f(x_n)/f'(x_n) to f(x) = {f}, starting from x_0 = {x0}. Find x_{k} exactly.",
    "Starting at x_0 = {x0}, run {k} step(s) of Newton's method on f(x) = {f}. What is x_{k}, as an exact fraction?",
    "Newton's iteration for a root of {f} begins at x_0 = {x0}. Compute the iterate x_{k} without rounding (x_(n+1) = x_n - f(x_n)/f'(x_n)).",
    "Let f(x) = {f}. With x_0 = {x0} and x_(n+1) = x_n - f(x_n)/f'(x_n), give x_{k}.",
)


def _horner(coeffs: list, x: Fraction) -> Fraction:
    acc = Fraction(0)
    for c in reversed(coeffs):
        acc = acc * x + c
    return acc


class NewtonIterates(ExactRationalAnswer, Bootcamp):
    id = "calculus/newton_iterates"
    description = "An iterate of Newton's method on an integer polynomial, exactly"
    Config = Config
    LEVELS = {
        "1": Config(degree=2, steps=1, spread=9),
        "2": Config(degree=2, steps=2, spread=9),
        "3": Config(degree=3, steps=2, spread=6),
        "4": Config(degree=2, steps=3, spread=6),
        "5": Config(degree=3, steps=3, spread=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            coeffs = [rng.randint(-config.spread, config.spread) for _ in range(config.degree)] + [rng.choice((-1, 1)) * rng.randint(1, 3)]
            data = {"coeffs": coeffs, "x0": rng.randint(-config.spread, config.spread), "steps": config.steps}
            gold = self._iterate(data)
            if gold is not None:
                return data, frac_text(gold)

    def _iterate(self, data: dict) -> Fraction | None:
        """The last iterate, or None when f' vanishes or the numbers grow too long."""
        coeffs = data["coeffs"]
        deriv = [i * c for i, c in enumerate(coeffs)][1:]
        x = Fraction(data["x0"])
        for _ in range(data["steps"]):
            slope = _horner(deriv, x)
            if slope == 0:
                return None
            x = x - _horner(coeffs, x) / slope
            if len(str(x.numerator)) > MAX_DIGITS or len(str(x.denominator)) > MAX_DIGITS:
                return None
        return x

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "an integer or a fraction in lowest terms (no decimals)"
        return ask(rng, _TEMPLATES, form, f=format_coeffs(data["coeffs"]), x0=data["x0"], k=data["steps"])

    def program(self, t: Tracer, data: dict) -> str:
        coeffs = data["coeffs"]
        t.state("derivative")
        deriv = t.compute("deriv", [i * c for i, c in enumerate(coeffs)][1:], why="coefficients i*a_i, constant first")
        x = Fraction(data["x0"])
        for k in range(data["steps"]):
            t.state(f"step {k + 1}")
            x = Fraction(t.fetch(f"x{k}", x))
            fx = Fraction(t.compute("value", _horner(coeffs, x), why=f"f(x{k})"))
            slope = Fraction(t.compute("slope", _horner(t.fetch("deriv", deriv), x), why=f"f'(x{k})"))
            if slope == 0:
                raise ZeroDivisionError("zero slope after an injected error")
            x = t.compute(f"x{k + 1}", x - fx / slope, why="x - value / slope")
        t.state("answer")
        return t.compute("answer", frac_text(Fraction(t.fetch(f"x{data['steps']}", x))))

    def solve(self, data: dict) -> str:
        # the update as one rational map N(x) = (x f'(x) - f(x)) / f'(x), numerators summed term by term
        coeffs = data["coeffs"]
        x = Fraction(data["x0"])
        for _ in range(data["steps"]):
            top = sum((i - 1) * c * x**i for i, c in enumerate(coeffs))  # x f' - f
            bottom = sum(i * c * x ** (i - 1) for i, c in enumerate(coeffs) if i)
            x = Fraction(top) / bottom
        return frac_text(x)


BOOTCAMP = NewtonIterates()
