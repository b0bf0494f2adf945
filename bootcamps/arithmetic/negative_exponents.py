"""Evaluate a sum of products and quotients of powers with integer exponents (negative and zero
included) of integers and fractions, some negative, some raised to a power again, such as
(2/3)^(-2) × 3^(-1) − ((-1/2)^(-1))^3 + 5^0, exactly, as a fraction in lowest terms.

The rules a solver needs are the exponent laws: x^(-n) = (1/x)^n (flip the fraction), x^0 = 1,
(x^a)^b = x^(ab), and a negative base to an odd power stays negative. The traced solver folds
each power's exponents, flips the base for a negative exponent and raises numerator and
denominator; the plain solver leaves it to ``Fraction.__pow__``.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.numbers2 import ExactRationalAnswer
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    terms: int = 2
    max_factors: int = 1  # powers multiplied or divided in one term
    max_base: int = 5  # numerators and denominators of the bases
    max_exp: int = 3
    negative_bases: bool = False
    nested: bool = False  # some powers are raised to a power again
    divide: bool = False  # some factors are divided, not multiplied
    max_digits: int = 8  # the answer's numerator and denominator stay below this many digits

    def __post_init__(self) -> None:
        if not 1 <= self.terms <= 10:
            raise ValueError(f"terms must be in 1..10, got {self.terms}")
        if not 1 <= self.max_factors <= 5:
            raise ValueError(f"max_factors must be in 1..5, got {self.max_factors}")
        if not 2 <= self.max_base <= 30:
            raise ValueError(f"max_base must be in 2..30, got {self.max_base}")
        if not 1 <= self.max_exp <= 8:
            raise ValueError(f"max_exp must be in 1..8, got {self.max_exp}")
        if not 3 <= self.max_digits <= 40:
            raise ValueError(f"max_digits must be in 3..40, got {self.max_digits}")


_TEMPLATES = (
    "Evaluate {expr} exactly.",
    "Compute the exact value of {expr}.",
    "What is {expr}? Give the exact value.",
    "Simplify {expr} to a single number.",
)
_RULES = (
    "Here x^(-n) means 1/x^n, x^0 = 1, and × and ÷ are done before + and −.",
    "Recall that a negative exponent means the reciprocal (x^(-n) = 1/x^n), any nonzero number to the power 0 "
    "is 1, and multiplication and division come before addition and subtraction.",
    "Use x^(-n) = 1/x^n and x^0 = 1; ÷ and × bind tighter than + and −.",
)


def _exp(e: int) -> str:
    return f"({e})" if e < 0 else str(e)


def power_text(factor: dict) -> str:
    num, den = factor["base"]
    base = str(num) if den == 1 else f"{num}/{den}"
    if den != 1 or num < 0:
        base = f"({base})"
    text = f"{base}^{_exp(factor['exp'])}"
    if factor["outer"] is not None:
        text = f"({text})^{_exp(factor['outer'])}"
    return text


def expression_text(terms: list[dict]) -> str:
    out = []
    for i, term in enumerate(terms):
        body = power_text(term["factors"][0])
        for factor in term["factors"][1:]:
            body += (" ÷ " if factor["divide"] else " × ") + power_text(factor)
        if i == 0:
            out.append(("−" if term["sign"] < 0 else "") + body)
        else:
            out.append(("− " if term["sign"] < 0 else "+ ") + body)
    return " ".join(out)


class NegativeExponents(ExactRationalAnswer, Bootcamp):
    id = "arithmetic/negative_exponents"
    description = "Exact value of sums of products of powers of fractions with negative and zero exponents"
    Config = Config
    LEVELS = {
        "1": Config(terms=2, max_factors=1, max_base=6, max_exp=3, max_digits=6),
        "2": Config(terms=2, max_factors=2, max_base=6, max_exp=3, negative_bases=True, max_digits=7),
        "3": Config(terms=3, max_factors=2, max_base=7, max_exp=3, negative_bases=True, divide=True, max_digits=8),
        "4": Config(terms=3, max_factors=3, max_base=9, max_exp=4, negative_bases=True, nested=True, divide=True,
                    max_digits=10),
        "5": Config(terms=4, max_factors=3, max_base=12, max_exp=4, negative_bases=True, nested=True, divide=True,
                    max_digits=14),
    }

    def _factor(self, config: Config, rng: random.Random, first: bool) -> dict:
        num, den = rng.randint(1, config.max_base), rng.choice((1, rng.randint(2, config.max_base)))
        g = math.gcd(num, den)
        num, den = num // g, den // g
        if num == den:
            num = rng.randint(2, config.max_base)  # the base 1 is no exercise
        if config.negative_bases and rng.random() < 0.35:
            num = -num
        outer = None
        if config.nested and rng.random() < 0.3:
            outer = rng.choice([e for e in range(-2, 3) if e != 0])
            exp = rng.choice([e for e in range(-2, 3) if e != 0])
        else:
            exp = rng.choice([e for e in range(-config.max_exp, config.max_exp + 1) if e != 0 or rng.random() < 0.3])
        return {"base": [num, den], "exp": exp, "outer": outer,
                "divide": (not first) and config.divide and rng.random() < 0.4}

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            terms = []
            for i in range(config.terms):
                count = rng.randint(1, config.max_factors)
                factors = [self._factor(config, rng, j == 0) for j in range(count)]
                terms.append({"sign": rng.choice((1, -1)) if i else 1, "factors": factors})
            negative = sum(f["exp"] * (f["outer"] or 1) < 0 for t in terms for f in t["factors"])
            if negative == 0:
                continue  # the point of the exercise
            data = {"terms": terms}
            value = self._value(data)
            if max(abs(value.numerator), value.denominator) < 10**config.max_digits:
                return data, format_rational(value)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(expr=expression_text(data["terms"]))
        text += " " + rng.choice(_RULES)
        form = "an integer or a fraction in lowest terms such as -7/12 (not a decimal)"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        total = Fraction(0)
        for i, term in enumerate(data["terms"]):
            product = Fraction(1)
            for j, factor in enumerate(term["factors"]):
                t.state(f"term {i} power {j}")
                num, den = t.fetch(f"base[{i}][{j}]", factor["base"])
                exp = t.fetch(f"exp[{i}][{j}]", factor["exp"])
                if factor["outer"] is not None:
                    exp = t.compute("exponent", exp * t.fetch(f"outer[{i}][{j}]", factor["outer"]), why="(x^a)^b = x^(ab)")
                if exp < 0:
                    num, den = t.compute("flipped base", [den, num] if num > 0 else [-den, -num],
                                         why="x^(-n) = (1/x)^n")
                    exp = t.compute("positive exponent", -exp)
                value = t.compute("power", Fraction(num**exp, den**exp),
                                  why="x^0 = 1" if exp == 0 else "raise numerator and denominator")
                divide = t.fetch(f"op[{i}][{j}]", "÷" if factor["divide"] else "×")
                product = Fraction(t.fetch("product", product))
                product = t.compute("product", product / value if divide == "÷" else product * value,
                                    why=f"product {divide} power")
            t.state(f"add term {i}")
            sign = t.fetch(f"sign[{i}]", term["sign"])
            total = t.compute("total", Fraction(t.fetch("total", total)) + sign * Fraction(t.fetch("product", product)),
                              why="add" if sign > 0 else "subtract")
        t.state("answer")
        return t.compute("answer", format_rational(Fraction(t.fetch("total", total))), why="in lowest terms")

    @staticmethod
    def _value(data: dict) -> Fraction:
        total = Fraction(0)
        for term in data["terms"]:
            product = Fraction(term["sign"])
            for f in term["factors"]:
                power = Fraction(*f["base"]) ** f["exp"]
                if f["outer"] is not None:
                    power **= f["outer"]
                product = product / power if f["divide"] else product * power
            total += product
        return total

    def solve(self, data: dict) -> str:
        return format_rational(self._value(data))


BOOTCAMP = NegativeExponents()
