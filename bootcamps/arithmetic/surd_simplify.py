"""Simplify a sum of products of square roots, such as √72 + 3√8 − 2√6 × √3, to one surd
(p/r)·√m with m square-free: multiply the radicands inside each term, pull the largest square
out of the root, rationalise a root divided by a root (a√b ÷ √c = a√(bc)/c), then add the
like surds. Every term is built to reduce to the same √m, so the value is always one surd.

The traced solver multiplies each term's radicands and searches for the largest square factor;
the plain solver simplifies from the merged prime factorizations (``sqrt_of_product``).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.numbers3 import SurdFractionAnswer, format_surd_fraction, sqrt_of_product, square_free_parts
from bootcamps.trace import Tracer

_SQUARE_FREE = [n for n in range(2, 200) if square_free_parts(n)[0] == 1]


@dataclass(frozen=True)
class Config:
    terms: int = 2
    max_factors: int = 1  # square roots multiplied in one term
    max_coef: int = 3
    max_root: int = 7  # the square-free radicands are at most this
    max_radicand: int = 100  # a written radicand is at most this
    divide: bool = False  # some terms divide by a square root

    def __post_init__(self) -> None:
        if not 1 <= self.terms <= 12:
            raise ValueError(f"terms must be in 1..12, got {self.terms}")
        if not 1 <= self.max_factors <= 4:
            raise ValueError(f"max_factors must be in 1..4, got {self.max_factors}")
        if not 1 <= self.max_coef <= 99:
            raise ValueError(f"max_coef must be in 1..99, got {self.max_coef}")
        if not 3 <= self.max_root <= 199:
            raise ValueError(f"max_root must be in 3..199, got {self.max_root}")
        if not 4 * self.max_root <= self.max_radicand <= 100_000:
            raise ValueError(f"max_radicand must be in 4*max_root..100000, got {self.max_radicand}")


_TEMPLATES = (
    "Simplify {expr}.",
    "Write {expr} as a single term in simplest radical form.",
    "Combine and simplify: {expr}.",
    "Express the value of {expr} exactly, as one multiple of a square root.",
    "Reduce {expr} to simplest surd form.",
)
_RULES = (
    "Here a number written before a root multiplies it (3√8 means 3 × √8), and × and ÷ are done before + and −.",
    "A coefficient in front of a root multiplies the root (3√8 = 3 × √8); multiplication and division come "
    "before addition and subtraction.",
)


def _surd(coef: int, radicand: int) -> str:
    return f"√{radicand}" if coef == 1 else f"{coef}√{radicand}"


def term_text(term: dict) -> str:
    roots = term["roots"]
    parts = [_surd(term["coef"], roots[0])] + [f"√{r}" for r in roots[1:]]
    text = " × ".join(parts)
    if term["over"]:
        text += f" ÷ √{term['over']}"
    return text


def expression_text(terms: list[dict]) -> str:
    out = []
    for i, term in enumerate(terms):
        sign = term["sign"]
        if i == 0:
            out.append(("−" if sign < 0 else "") + term_text(term))
        else:
            out.append(("− " if sign < 0 else "+ ") + term_text(term))
    return " ".join(out)


class SurdSimplify(SurdFractionAnswer, Bootcamp):
    id = "arithmetic/surd_simplify"
    description = "Simplify a sum of products and quotients of square roots to one surd in simplest form"
    Config = Config
    LEVELS = {
        "1": Config(terms=2, max_factors=1, max_coef=5, max_root=10, max_radicand=120, divide=False),
        "2": Config(terms=3, max_factors=1, max_coef=5, max_root=11, max_radicand=200, divide=False),
        "3": Config(terms=3, max_factors=2, max_coef=6, max_root=15, max_radicand=300, divide=False),
        "4": Config(terms=4, max_factors=2, max_coef=7, max_root=23, max_radicand=600, divide=True),
        "5": Config(terms=5, max_factors=3, max_coef=9, max_root=31, max_radicand=1000, divide=True),
    }

    def _radicand(self, config: Config, rng: random.Random, core: int) -> int:
        """core·t² for a random t, within max_radicand."""
        top = max(1, math.isqrt(config.max_radicand // core))
        return core * rng.randint(1, min(top, 10)) ** 2

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        roots = [q for q in _SQUARE_FREE if q <= config.max_root]
        while True:
            m = rng.choice(roots)
            terms = []
            for _ in range(config.terms):
                count = rng.randint(1, config.max_factors)
                over = 0
                if config.divide and rng.random() < 0.4:
                    over = rng.choice(roots[:6]) * rng.randint(1, 2) ** 2  # small divisors keep denominators sane
                # the first roots are free; the last one makes the whole product a square times m
                free = [self._radicand(config, rng, rng.choice(roots)) for _ in range(count - 1)]
                core = square_free_parts(m * math.prod(free) * (over or 1))[1]
                last = self._radicand(config, rng, core) if core > 1 else rng.randint(2, 9) ** 2
                if core > config.max_radicand:
                    break
                if core == 1 and count == 1:
                    break  # a lone perfect square is not a surd term
                terms.append({"sign": rng.choice((1, -1)) if terms else 1, "coef": rng.randint(1, config.max_coef),
                              "roots": free + [last], "over": over})
            if len(terms) < config.terms:
                continue
            rng.shuffle(terms)
            data = {"terms": terms}
            coef, radicand = self._value(data)
            if coef != 0 and radicand > 1:
                return data, format_surd_fraction(coef, radicand)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(expr=expression_text(data["terms"]))
        text += " " + rng.choice(_RULES)
        form = ("one term in simplest radical form, with the number under the root square-free and no root in a "
                "denominator (for example 7√2, -3√5/2 or 5*sqrt(6))")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: str) -> str:
        return answer

    def program(self, t: Tracer, data: dict) -> str:
        total = Fraction(0)
        common = 0
        for i, term in enumerate(data["terms"]):
            t.state(f"term {i}")
            sign, coef = t.fetch(f"sign[{i}]", term["sign"]), t.fetch(f"coef[{i}]", term["coef"])
            roots = [t.fetch(f"root[{i}][{j}]", r) for j, r in enumerate(term["roots"])]
            over = t.fetch(f"over[{i}]", term["over"])
            product = t.compute("radicand", math.prod(roots) * (over or 1),
                                why="multiply the roots" + (" and by the divisor root, to rationalise" if over else ""))
            t.state(f"simplify term {i}")
            r = t.fetch("radicand", product)
            k = t.compute("root of largest square factor", square_free_parts(r)[0], why=f"largest k with k² dividing {r}")
            inside = t.compute("square-free part", r // (k * k), why="radicand / k²")
            value = t.compute(f"value[{i}]", Fraction(sign * coef * k, over or 1),
                              why=f"sign × coef × k{' / divisor radicand' if over else ''}")
            t.state(f"add term {i}")
            common = t.fetch("square-free part", inside)
            total = t.compute("total", Fraction(t.fetch("total so far", total)) + Fraction(t.fetch(f"value[{i}]", value)),
                              why=f"like surds of √{common} add their coefficients")
        t.state("answer")
        return t.compute("answer", format_surd_fraction(Fraction(t.fetch("total", total)), t.fetch("root", common)))

    @staticmethod
    def _value(data: dict) -> tuple[Fraction, int]:
        """The exact value as (coefficient, square-free radicand), from the merged factorizations."""
        total, common = Fraction(0), 0
        for term in data["terms"]:
            over = term["over"]
            outside, inside = sqrt_of_product(term["roots"] + ([over] if over else []))
            if common and inside != common:
                raise ValueError("terms do not share one square-free radicand")
            common = inside
            total += Fraction(term["sign"] * term["coef"] * outside, over or 1)
        return total, common

    def solve(self, data: dict) -> str:
        return format_surd_fraction(*self._value(data))


BOOTCAMP = SurdSimplify()
