"""Expand a product of polynomial factors (some raised to powers) into a sum of monomials.

The answer must be expanded (like terms collected, no brackets left): restating the product,
or a half-expanded form such as x(x + 1), scores 0 even though it has the right value.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import Poly, format_coeffs, format_poly, is_expanded, parse_expression
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    factors: int = 2
    max_degree: int = 1
    max_coefficient: int = 5
    max_power: int = 1

    def __post_init__(self) -> None:
        if not 1 <= self.factors <= 6:
            raise ValueError(f"factors must be in 1..6, got {self.factors}")
        if not 1 <= self.max_degree <= 4:
            raise ValueError(f"max_degree must be in 1..4, got {self.max_degree}")
        if not 1 <= self.max_coefficient <= 100:
            raise ValueError(f"max_coefficient must be in 1..100, got {self.max_coefficient}")
        if not 1 <= self.max_power <= 5:
            raise ValueError(f"max_power must be in 1..5, got {self.max_power}")


def _factor_text(coeffs: list[int], power: int) -> str:
    return f"({format_coeffs(coeffs)})" + (f"^{power}" if power > 1 else "")


_TEMPLATES = (
    "Expand {expr}.",
    "Multiply out {expr} and collect like terms.",
    "Write {expr} as a polynomial in standard form (a sum of terms c*x^k).",
    "Expand and simplify the product {expr}.",
    "Remove all brackets from {expr}, combining like terms.",
)
_FORM = "the expanded polynomial in x, e.g. 3x^3 - 2x + 1"


class PolynomialExpansion(Bootcamp):
    id = "algebra/polynomial_expansion"
    description = "Expand a product of polynomial factors and powers into collected terms"
    Config = Config
    LEVELS = {
        "1": Config(factors=2, max_degree=1, max_coefficient=9, max_power=1),
        "2": Config(factors=2, max_degree=2, max_coefficient=7, max_power=1),
        "3": Config(factors=3, max_degree=2, max_coefficient=6, max_power=2),
        "4": Config(factors=3, max_degree=3, max_coefficient=7, max_power=2),
        "5": Config(factors=4, max_degree=3, max_coefficient=9, max_power=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        factors = []
        for _ in range(config.factors):
            degree = rng.randint(1, config.max_degree)
            coeffs = [rng.randint(-config.max_coefficient, config.max_coefficient) for _ in range(degree)]
            coeffs.append(rng.choice((-1, 1)) * rng.randint(1, config.max_coefficient))
            if sum(1 for c in coeffs if c) < 2:
                coeffs[0] = rng.randint(1, config.max_coefficient)  # a binomial at least: a monomial expands to itself
            factors.append({"coeffs": coeffs, "power": rng.randint(1, config.max_power)})
        data = {"factors": factors}
        product = [1]
        for factor in factors:  # plain convolution here; solve() cross-checks with Poly
            for _ in range(factor["power"]):
                product = _convolve(product, factor["coeffs"])
        return data, format_coeffs(product)

    def prompt(self, data: dict, rng: random.Random) -> str:
        expr = "".join(_factor_text(f["coeffs"], f["power"]) for f in data["factors"])
        return f"{rng.choice(_TEMPLATES).format(expr=expr)}\n{answer_instruction(_FORM)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        got = parse_expression(text, ("x",))
        if got is None or not is_expanded(got):
            return 0.0
        want = parse_expression(answer, ("x",))
        return 1.0 if want is not None and got.value == want.value else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        # Coefficient lists, constant first: multiply the running product by one term at a time.
        t.state("start")
        product = t.compute("P", [1], why="the empty product")
        k = 0
        for i, factor in enumerate(data["factors"]):
            for copy in range(factor["power"]):
                coeffs = factor["coeffs"]
                total: list[int] = []
                for j, c in enumerate(coeffs):
                    if c == 0:
                        continue
                    t.state(f"factor {i} copy {copy} term x^{j}")
                    current = t.fetch("P", product)
                    c = t.fetch(f"f[{i}][{j}]", c)
                    partial = t.compute("T", [0] * j + [c * v for v in current], why=f"P times {c}x^{j}")
                    previous = t.fetch("S", total)
                    size = max(len(previous), len(partial))
                    total = t.compute("S2", [(previous[m] if m < len(previous) else 0) + (partial[m] if m < len(partial) else 0) for m in range(size)], why="S + T")
                t.state(f"product after step {k}")
                product = t.compute("P2", t.fetch("S", total), why="the new running product")
                k += 1
        t.state("answer")
        return t.compute("answer", format_poly(Poly.from_coeffs(t.fetch("P", product))), why="written as a polynomial")

    def solve(self, data: dict) -> str:
        x = Poly.var("x")
        out = Poly.const(1)
        for factor in data["factors"]:
            base = Poly.const(0)
            for j, c in enumerate(factor["coeffs"]):
                base = base + (x ** j).scale(c)
            out = out * base ** factor["power"]
        return format_poly(out)


def _convolve(a: list[int], b: list[int]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


BOOTCAMP = PolynomialExpansion()
