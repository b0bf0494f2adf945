"""Compose polynomials and expand: f(g(x)) (or f(g(h(x))) at the top level) written as a sum
of monomials. The traced solver builds the powers g, g^2, ..., g^n one multiplication at a time
and adds up a_k g^k (Horner-free, as done by hand); the plain solver uses Horner's scheme,
f(g) = (...(a_n g + a_(n-1)) g + ...) g + a_0. The answer must be written expanded."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers4 import ExpandedPolyAnswer
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    degrees: tuple = (1, 2)  # degrees of the outer ... inner polynomials
    max_coefficient: int = 5

    def __post_init__(self) -> None:
        if not 2 <= len(self.degrees) <= 3 or not all(1 <= d <= 4 for d in self.degrees):
            raise ValueError(f"degrees: two or three values in 1..4, got {self.degrees}")
        if not 2 <= self.max_coefficient <= 20:
            raise ValueError(f"max_coefficient must be in 2..20, got {self.max_coefficient}")


_NAMES = ("f", "g", "h")
_TEMPLATES = (
    "Let {defs}. Find {comp} and write it as an expanded polynomial in x.",
    "Given {defs}, expand the composition {comp} completely (a sum of terms c·x^k).",
    "With {defs}, compute {comp}. Multiply everything out and collect like terms.",
)
_FORM = "an expanded polynomial in x, e.g. 4x^4 - 3x^2 + 7"


def _mul(a: list[int], b: list[int]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def _compose(outer: list[int], inner: list[int]) -> list[int]:
    out = [outer[-1]]
    for a in reversed(outer[:-1]):
        out = _mul(out, inner)
        out[0] += a
    return out


class PolynomialComposition(ExpandedPolyAnswer, Bootcamp):
    id = "algebra/polynomial_composition"
    description = "Expand a composition f(g(x)) (or f(g(h(x)))) of integer polynomials"
    Config = Config
    LEVELS = {
        "1": Config((1, 2), 9),
        "2": Config((2, 2), 6),
        "3": Config((2, 3), 6),
        "4": Config((3, 3), 5),
        "5": Config((2, 2, 2), 4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        m = config.max_coefficient
        polys = []
        for d in config.degrees:
            coeffs = [rng.randint(-m, m) for _ in range(d)] + [rng.choice([c for c in range(-m, m + 1) if c])]
            polys.append(coeffs)
        data = {"polys": polys}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        polys = data["polys"]
        defs = ", ".join(f"{_NAMES[i]}(x) = {format_coeffs(p)}" for i, p in enumerate(polys))
        comp = "".join(f"{_NAMES[i]}(" for i in range(len(polys))) + "x" + ")" * len(polys)
        return ask(rng, _TEMPLATES, _FORM, defs=defs, comp=comp)

    def program(self, t: Tracer, data: dict) -> str:
        polys = data["polys"]
        inner = polys[-1]
        t.state("innermost")
        inner = t.fetch(f"{_NAMES[len(polys) - 1]}", inner)
        for level in range(len(polys) - 2, -1, -1):
            name = _NAMES[level]
            t.state(f"powers for {name}")
            outer = t.fetch(name, polys[level])
            inner = t.fetch("inner", inner)
            powers = [[1]]
            for k in range(1, len(outer)):
                powers.append(t.compute(f"inner^{k}", _mul(powers[-1], inner), why=f"inner^{k - 1} times inner (coefficients, constant first)"))
            t.state(f"combine {name}")
            total = [0] * len(powers[-1])
            for k, a in enumerate(outer):
                p = t.fetch(f"inner^{k}", powers[k])
                total = t.compute("sum", [total[i] + (a * p[i] if i < len(p) else 0) for i in range(max(len(total), len(p)))], why=f"plus {a} times inner^{k}")
            inner = total
        t.state("answer")
        return t.compute("answer", format_coeffs(t.fetch("sum", inner)))

    def solve(self, data: dict) -> str:
        polys = data["polys"]
        value = polys[-1]
        for outer in reversed(polys[:-1]):
            value = _compose(outer, value)
        return format_coeffs(value)


BOOTCAMP = PolynomialComposition()
