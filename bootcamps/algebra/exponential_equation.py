"""Solve an exponential equation whose bases are all powers of one integer g (8 = 2^3,
1/9 = 3^-2, products of such powers on each side): rewrite every factor as g^(m*(p x + q)),
equate the exponents of g and solve the resulting linear equation exactly."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask
from bootcamps.kit.poly import format_coeffs, format_rational
from bootcamps.trace import Tracer

_GENERATORS = (2, 3, 5, 6, 7, 10)


@dataclass(frozen=True)
class Config:
    factors_per_side: int = 1
    max_power: int = 3  # |m| in g^m for each base
    max_coefficient: int = 3  # |p|, |q| in the exponents p x + q
    reciprocal_bases: bool = False  # allow bases 1/g^m

    def __post_init__(self) -> None:
        if not 1 <= self.factors_per_side <= 4:
            raise ValueError(f"factors_per_side must be in 1..4, got {self.factors_per_side}")
        if not 1 <= self.max_power <= 6 or not 1 <= self.max_coefficient <= 20:
            raise ValueError(f"need max_power in 1..6 and max_coefficient in 1..20, got {self.max_power}, {self.max_coefficient}")


_TEMPLATES = (
    "Solve for the real number x: {eq}",
    "Find x such that {eq}.",
    "What value of x satisfies {eq}?",
    "Determine the real solution x of the exponential equation {eq}.",
    "For which x does {eq} hold?",
)
_FORM = "the value of x as an integer or a reduced fraction, e.g. -7/3"


def _base_text(g: int, m: int) -> str:
    return str(g**m) if m > 0 else f"(1/{g ** -m})"


def _factor_text(g: int, m: int, p: int, q: int) -> str:
    if p == 0:
        return _base_text(g, m) if q == 1 else f"{_base_text(g, m)}^{q}" if q > 0 else f"{_base_text(g, m)}^({q})"
    exponent = format_coeffs([q, p])
    return f"{_base_text(g, m)}^{exponent}" if exponent == "x" else f"{_base_text(g, m)}^({exponent})"


def _side_text(g: int, factors: list[list[int]]) -> str:
    return " * ".join(_factor_text(g, m, p, q) for m, p, q in factors)


class ExponentialEquation(ExactRationalAnswer, Bootcamp):
    id = "algebra/exponential_equation"
    description = "Exponential equation with bases that are powers of one integer; exact rational x"
    Config = Config
    LEVELS = {
        "1": Config(factors_per_side=1, max_power=3, max_coefficient=3, reciprocal_bases=False),
        "2": Config(factors_per_side=1, max_power=4, max_coefficient=5, reciprocal_bases=True),
        "3": Config(factors_per_side=2, max_power=4, max_coefficient=5, reciprocal_bases=True),
        "4": Config(factors_per_side=3, max_power=5, max_coefficient=6, reciprocal_bases=True),
        "5": Config(factors_per_side=4, max_power=6, max_coefficient=9, reciprocal_bases=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        g = rng.choice(_GENERATORS)
        limit = max(1, min(config.max_power, {2: 6, 3: 4, 5: 3, 6: 3, 7: 3, 10: 3}[g]))  # bases stay readable
        while True:
            sides = []
            for _ in range(2):
                factors = []
                for _ in range(rng.randint(1, config.factors_per_side)):
                    m = rng.randint(1, limit) * (rng.choice((-1, 1)) if config.reciprocal_bases else 1)
                    p = rng.randint(-config.max_coefficient, config.max_coefficient)
                    q = rng.randint(-config.max_coefficient, config.max_coefficient)
                    factors.append([m, p, q])
                sides.append(factors)
            slope = sum(m * p for m, p, _ in sides[0]) - sum(m * p for m, p, _ in sides[1])
            if slope != 0:
                break
        data = {"g": g, "left": sides[0], "right": sides[1]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        eq = f"{_side_text(data['g'], data['left'])} = {_side_text(data['g'], data['right'])}"
        return ask(rng, _TEMPLATES, _FORM, eq=eq)

    def program(self, t: Tracer, data: dict) -> str:
        g = data["g"]
        exponents = []
        for side in ("left", "right"):
            slope, const = 0, 0
            for i, factor in enumerate(data[side]):
                t.state(f"{side} factor {i}")
                m, p, q = t.fetch(f"{side}[{i}]", factor)
                slope = t.compute(f"{side}_x", slope + m * p, why=f"base is {g}^m: add m*p to the x coefficient")
                const = t.compute(f"{side}_c", const + m * q, why="add m*q to the constant")
            exponents.append((slope, const))
        t.state("equate exponents")
        a, b = t.fetch("left_x", exponents[0][0]), t.fetch("left_c", exponents[0][1])
        c, d = t.fetch("right_x", exponents[1][0]), t.fetch("right_c", exponents[1][1])
        coefficient = t.compute("coefficient", a - c, why="a x + b equals c x + d, so (a - c) x is d - b")
        rhs = t.compute("rhs", d - b)
        if coefficient == 0:
            raise ValueError("no unique solution after an injected error")
        return t.compute("answer", format_rational(Fraction(rhs, coefficient)), why="rhs / coefficient")

    def solve(self, data: dict) -> str:
        # the exponent of g, left minus right, is linear in x: find its zero from two values
        def gap(x: Fraction) -> Fraction:
            return sum(m * (p * x + q) for m, p, q in data["left"]) - sum(m * (p * x + q) for m, p, q in data["right"])

        at0, at1 = gap(Fraction(0)), gap(Fraction(1))
        return format_rational(-at0 / (at1 - at0))


BOOTCAMP = ExponentialEquation()
