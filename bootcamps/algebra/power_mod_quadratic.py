"""The remainder of a sparse polynomial with huge exponents, such as 3x^2025 - x^1000 + 5x^7,
on division by a monic quadratic x^2 + px + q. The remainder is a linear polynomial ax + b.
Long division is hopeless at these degrees: the quadratics are chosen so the reduction stays
small, cyclic ones (x^2 + 1, x^2 - 1, x^2 + x + 1, x^2 - x + 1, where a power of x is 1 or -1
modulo the divisor), double roots (x - 1)^2 and (x + 1)^2 (remainders grow linearly in the
exponent), and from level 4 also x^2 - c and general x^2 + px + q with moderate exponents.
The traced solver squares repeatedly, x^(2^k) mod the quadratic, and multiplies the squares
that make up each exponent (binary exponentiation with (a1x + b1)(a2x + b2) reduced by
x^2 = -px - q); the plain solver raises the 2x2 matrix of "multiply by x" to each power."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import PolyAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import clean_answer, format_coeffs
from bootcamps.trace import Tracer

_CYCLIC = ((0, 1), (0, -1), (1, 1), (-1, 1))  # x^2 + 1, x^2 - 1, x^2 + x + 1, x^2 - x + 1
_DOUBLE = ((-2, 1), (2, 1))  # (x - 1)^2, (x + 1)^2
_TERM = r"(?:\d+\s*\*?\s*x|x|\d+)"
_LINEAR = re.compile(rf"\s*[+-]?\s*{_TERM}(?:\s*[+-]\s*{_TERM})?\s*")
_LHS = re.compile(r"^\s*[A-Za-z](?:\s*\(\s*x\s*\))?\s*=\s*")
_FAMILIES = ("cyclic", "double", "scaled", "general")
_BOUND = 10**60  # no case comes near: |coefficients| stay below 10^40 for every allowed divisor and exponent


@dataclass(frozen=True)
class Config:
    terms: int = 1  # terms of the dividend
    max_exponent: int = 2000  # for the cyclic and double-root divisors
    max_coefficient: int = 9
    families: tuple = ("cyclic",)
    max_general_exponent: int = 12  # for x^2 - c and general x^2 + px + q

    def __post_init__(self) -> None:
        if not 1 <= self.terms <= 6:
            raise ValueError(f"terms must be in 1..6, got {self.terms}")
        if not 100 <= self.max_exponent <= 10**18:
            raise ValueError(f"max_exponent must be in 100..10**18, got {self.max_exponent}")
        if not 1 <= self.max_coefficient <= 99:
            raise ValueError(f"max_coefficient must be in 1..99, got {self.max_coefficient}")
        if not self.families or any(f not in _FAMILIES for f in self.families):
            raise ValueError(f"families must be a non-empty subset of {_FAMILIES}, got {self.families}")
        if not 4 <= self.max_general_exponent <= 40:
            raise ValueError(f"max_general_exponent must be in 4..40, got {self.max_general_exponent}")


def mulmod(u: list[int], v: list[int], p: int, q: int) -> list[int]:
    """(a1x + b1)(a2x + b2) modulo x^2 + px + q, as [a, b] (x coefficient first)."""
    top = u[0] * v[0]
    out = [u[0] * v[1] + u[1] * v[0] - p * top, u[1] * v[1] - q * top]
    if max(abs(out[0]), abs(out[1])) > _BOUND:
        raise OverflowError("coefficients beyond any case's (a corrupted trace squaring a wrong value)")
    return out


def dividend_text(terms: list[list[int]]) -> str:
    out = []
    for c, n in terms:
        mag = abs(c)
        body = f"x^{n}" if n > 1 else ("x" if n == 1 else "")
        text = str(mag) if not body else (body if mag == 1 else f"{mag}{body}")
        out.append(("-" if c < 0 else "") + text if not out else f"{'-' if c < 0 else '+'} {text}")
    return " ".join(out)


_TEMPLATES = (
    "Find the remainder when P(x) = {poly} is divided by {quad}.",
    "What is the remainder of the polynomial {poly} upon division by {quad}?",
    "Let P(x) = {poly}. Determine the polynomial R(x) of degree at most 1 such that P(x) - R(x) is divisible by {quad}.",
    "Divide {poly} by {quad}. What remainder is left?",
)
_FORM = "the remainder as a polynomial in x of degree at most 1, e.g. 3x - 7"


class PowerModQuadratic(PolyAnswer, Bootcamp):
    id = "algebra/power_mod_quadratic"
    description = "Remainder of a sparse polynomial with huge exponents modulo a monic quadratic (repeated squaring)"
    Config = Config
    LEVELS = {
        "1": Config(terms=1, max_exponent=2000, max_coefficient=9, families=("cyclic",)),
        "2": Config(terms=2, max_exponent=10**4, max_coefficient=9, families=("cyclic", "double")),
        "3": Config(terms=3, max_exponent=10**6, max_coefficient=9, families=("cyclic", "double")),
        "4": Config(terms=3, max_exponent=10**12, max_coefficient=9, families=("cyclic", "double", "scaled", "general"),
                    max_general_exponent=16),
        "5": Config(terms=4, max_exponent=10**18, max_coefficient=12, families=("cyclic", "double", "scaled", "general"),
                    max_general_exponent=24),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            huge = [f for f in config.families if f in ("cyclic", "double")]
            small = [f for f in config.families if f not in huge]
            family = rng.choice(huge if huge and (not small or rng.random() < 0.7) else small)
            if family == "cyclic":
                p, q = rng.choice(_CYCLIC)
            elif family == "double":
                p, q = rng.choice(_DOUBLE)
            elif family == "scaled":
                p, q = 0, rng.choice((-3, -2, 2, 3))
            else:
                p, q = rng.choice([v for v in range(-3, 4) if v]), rng.choice([v for v in range(-3, 4) if v])
            top = config.max_exponent if family in ("cyclic", "double") else config.max_general_exponent
            exponents = set()
            while len(exponents) < config.terms:
                small = len(exponents) > 0 and rng.random() < 0.3
                exponents.add(rng.randint(0, 9) if small else rng.randint(max(2, top // 1000), top))
            m = config.max_coefficient
            terms = [[rng.choice([v for v in range(-m, m + 1) if v]), n] for n in sorted(exponents, reverse=True)]
            data = {"terms": terms, "quad": [p, q]}
            answer = self.solve(data)
            if answer != "0":
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        p, q = data["quad"]
        return ask(rng, _TEMPLATES, _FORM, poly=dividend_text(data["terms"]), quad=format_coeffs([q, p, 1]))

    def check(self, data: dict, answer: str, text: str) -> float:
        # written as a linear polynomial with integer coefficients: no products, powers or
        # quotients of numbers (a restated "2*3" is not the remainder 6)
        cleaned = clean_answer(text, 200)
        if cleaned is None:
            return 0.0
        cleaned = _LHS.sub("", cleaned, count=1)
        if not _LINEAR.fullmatch(cleaned):
            return 0.0
        return super().check(data, answer, cleaned)

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        a, b = self._coeffs(case.data)
        return [format_coeffs([b + 1, a]), format_coeffs([b, a - 1]), format_coeffs([a, b]) if a != b else format_coeffs([-b, a])]

    def program(self, t: Tracer, data: dict) -> str:
        p, q = data["quad"]
        top = max(n for _, n in data["terms"])
        t.state("rule")
        rule = t.compute("rule", [-p, -q], why="modulo the divisor x^2 becomes this [x coefficient, constant]")
        squares = [[1, 0]]  # s0 is x^(2^0) = x, as [x coefficient, constant]
        k = 0
        while (2 << k) <= top:
            k += 1
            t.state(f"square {k}")
            prev = t.fetch(f"s{k - 1}", squares[-1])
            r = t.fetch("rule", rule)
            squares.append(t.compute(f"s{k}", mulmod(prev, prev, -r[0], -r[1]),
                                     why=f"s{k} is x^(2^{k}): square s{k - 1}, then replace x^2 by the rule"))
        total = [0, 0]
        for j, (c, n) in enumerate(data["terms"]):
            value = [0, 1]  # x^0 = 1
            t.state(f"term {j + 1}: x^{n}")
            bits = t.compute("bits", [i for i in range(n.bit_length()) if n >> i & 1],
                             why=f"{n} as a sum of powers of 2")
            r = t.fetch("rule", rule)
            for i in bits:
                square = t.fetch(f"s{i}", squares[i])
                value = t.compute(f"p{j + 1}", mulmod(value, square, -r[0], -r[1]), why=f"times s{i}")
            total = t.compute("sum", [total[0] + c * value[0], total[1] + c * value[1]], why=f"plus {c} times p{j + 1}")
        t.state("answer")
        a, b = t.fetch("sum", total)
        return format_coeffs([b, a])

    @staticmethod
    def _coeffs(data: dict) -> tuple[int, int]:
        # multiplying ax + b by x gives (b - pa)x - qa: the matrix [[-p, 1], [-q, 0]] acting on (a, b)
        p, q = data["quad"]

        def matpow(m: tuple, e: int) -> tuple:
            out = ((1, 0), (0, 1))
            while e:
                if e & 1:
                    out = tuple(tuple(sum(out[r][k] * m[k][c] for k in range(2)) for c in range(2)) for r in range(2))
                m = tuple(tuple(sum(m[r][k] * m[k][c] for k in range(2)) for c in range(2)) for r in range(2))
                e >>= 1
            return out

        a = b = 0
        for c, n in data["terms"]:
            m = matpow(((-p, 1), (-q, 0)), n)
            a, b = a + c * m[0][1], b + c * m[1][1]  # the image of (0, 1), which is x^0 = 1
        return a, b

    def solve(self, data: dict) -> str:
        a, b = self._coeffs(data)
        return format_coeffs([b, a])


BOOTCAMP = PowerModQuadratic()
