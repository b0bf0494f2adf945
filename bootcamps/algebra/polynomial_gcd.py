"""The greatest common divisor of two integer polynomials, as a monic polynomial. The traced
solver runs Euclid's algorithm over the rationals (divide, keep the remainder, make it monic,
repeat until the remainder is 0); the plain solver collects the common integer roots of both
with their multiplicities by repeated synthetic division (the generator builds the gcd from
linear factors and checks by Euclid that nothing else is shared)."""

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
    min_gcd_degree: int = 1
    max_gcd_degree: int = 1
    min_cofactor_degree: int = 1
    max_cofactor_degree: int = 1
    max_root: int = 5

    def __post_init__(self) -> None:
        if not 1 <= self.min_gcd_degree <= self.max_gcd_degree <= 5:
            raise ValueError(f"need 1 <= min_gcd_degree <= max_gcd_degree <= 5, got {self.min_gcd_degree}, {self.max_gcd_degree}")
        if not 1 <= self.min_cofactor_degree <= self.max_cofactor_degree <= 5:
            raise ValueError(f"need 1 <= min_cofactor_degree <= max_cofactor_degree <= 5, got {self.min_cofactor_degree}, {self.max_cofactor_degree}")
        if not 2 <= self.max_root <= 20:
            raise ValueError(f"max_root must be in 2..20, got {self.max_root}")


def mul(a: list, b: list) -> list:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            out[i + j] += x * y
    return out


def monic_remainder(a: list, b: list) -> list:
    """The remainder of a by b (coefficient lists, constant first), made monic ([] for 0)."""
    rest = [Fraction(c) for c in a]
    while len(rest) >= len(b):
        factor = rest[-1] / b[-1]
        shift = len(rest) - len(b)
        for i, c in enumerate(b):
            rest[shift + i] -= factor * c
        rest.pop()
        while rest and rest[-1] == 0:
            rest.pop()
    return [c / rest[-1] for c in rest] if rest else []


def euclid_gcd(a: list, b: list) -> list:
    a, b = [Fraction(c) / a[-1] for c in a], [Fraction(c) / b[-1] for c in b]
    while b:
        a, b = b, monic_remainder(a, b)
    return a


_TEMPLATES = (
    "Find the greatest common divisor of P(x) = {a} and Q(x) = {b}, written as a monic polynomial.",
    "Compute gcd({a}, {b}) in Q[x]; normalise it to leading coefficient 1.",
    "What is the monic polynomial of highest degree that divides both {a} and {b}?",
    "Let f(x) = {a} and g(x) = {b}. Determine their monic greatest common divisor.",
    "Use the Euclidean algorithm for polynomials to find the monic gcd of {a} and {b}.",
)


class PolynomialGcd(PolyWrongAnswers, PolyAnswer, Bootcamp):
    id = "algebra/polynomial_gcd"
    description = "Monic greatest common divisor of two polynomials by Euclid's algorithm"
    Config = Config
    LEVELS = {
        "1": Config(min_gcd_degree=1, max_gcd_degree=1, min_cofactor_degree=1, max_cofactor_degree=1, max_root=12),
        "2": Config(min_gcd_degree=1, max_gcd_degree=2, min_cofactor_degree=1, max_cofactor_degree=2, max_root=6),
        "3": Config(min_gcd_degree=2, max_gcd_degree=2, min_cofactor_degree=2, max_cofactor_degree=2, max_root=6),
        "4": Config(min_gcd_degree=2, max_gcd_degree=3, min_cofactor_degree=2, max_cofactor_degree=3, max_root=6),
        "5": Config(min_gcd_degree=3, max_gcd_degree=3, min_cofactor_degree=3, max_cofactor_degree=4, max_root=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        r = config.max_root
        gcd = [1]
        for _ in range(rng.randint(config.min_gcd_degree, config.max_gcd_degree)):
            gcd = mul(gcd, [-rng.randint(-r, r), 1])
        while True:
            u = [rng.randint(-5, 5) for _ in range(rng.randint(config.min_cofactor_degree, config.max_cofactor_degree))]
            v = [rng.randint(-5, 5) for _ in range(rng.randint(config.min_cofactor_degree, config.max_cofactor_degree))]
            u.append(rng.choice((1, 1, -1, 2, 3)))
            v.append(rng.choice((1, 1, -1, 2, -2)))
            if u != v and euclid_gcd(u, v) == [1]:  # coprime cofactors: the gcd is exactly the built one
                break
        data = {"a": mul(gcd, u), "b": mul(gcd, v)}
        return data, format_coeffs(gcd)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one monic polynomial in x, e.g. x^2 - 3x + 2",
                   a=format_coeffs(data["a"]), b=format_coeffs(data["b"]))

    def program(self, t: Tracer, data: dict) -> str:
        t.state("normalise")
        a = t.fetch("a", list(data["a"]))
        b = t.fetch("b", list(data["b"]))
        a = t.compute("A", [Fraction(c) / a[-1] for c in a], why="a made monic (coefficients, constant first)")
        b = t.compute("B", [Fraction(c) / b[-1] for c in b], why="b made monic")
        step = 0
        while True:
            t.state(f"divide {step}")
            a, b = t.fetch("A", a), t.fetch("B", b)
            if not t.goto(len(b) > 0 and step < 40, why="divide while B is not 0"):
                break
            rest = t.compute("R", monic_remainder(a, b), why="remainder of A by B, made monic")
            a, b = b, rest
            step += 1
        t.state("answer")
        return t.compute("answer", format_coeffs(a), why="A as a polynomial")

    def solve(self, data: dict) -> str:
        def divide_root(coeffs: list, root: int) -> list | None:
            # synthetic division by (x - root); None when root is not a root
            out, acc = [], 0
            for c in reversed(coeffs):
                acc = acc * root + c
                out.append(acc)
            return out[-2::-1] if out[-1] == 0 else None

        a, b, common = list(data["a"]), list(data["b"]), [1]
        for root in range(-20, 21):
            while True:
                qa, qb = divide_root(a, root), divide_root(b, root)
                if qa is None or qb is None:
                    break
                a, b, common = qa, qb, mul(common, [-root, 1])
        return format_coeffs(common)


BOOTCAMP = PolynomialGcd()
