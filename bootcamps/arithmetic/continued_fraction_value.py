"""The value of a finite continued fraction a0 + 1/(a1 + 1/(a2 + ... + 1/an)), as a fraction
in lowest terms. The traced solver runs the convergent recurrence h_k = a_k h_(k-1) + h_(k-2),
k_k = a_k k_(k-1) + k_(k-2) from the front; the plain solver folds the nest from the inside out."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    terms: int = 3  # a1..an after the integer part
    max_term: int = 5
    negative: bool = False  # the integer part may be negative

    def __post_init__(self) -> None:
        if not 1 <= self.terms <= 30:
            raise ValueError(f"terms must be in 1..30, got {self.terms}")
        if not 2 <= self.max_term <= 100:
            raise ValueError(f"max_term must be in 2..100, got {self.max_term}")


_TEMPLATES = (
    "Evaluate the continued fraction {nest} and write it as a single fraction in lowest terms.",
    "Write the finite continued fraction {brackets} (that is, {nest}) as an ordinary fraction in lowest terms.",
    "Simplify the nested fraction {nest} to a fraction p/q in lowest terms.",
    "The simple continued fraction {brackets} means a0 + 1/(a1 + 1/(a2 + ...)). What rational number is it?",
)
_FORM = "an integer or a fraction in lowest terms, e.g. 43/30"


def _nest(terms: list[int]) -> str:
    text = str(terms[-1])
    for a in reversed(terms[:-1]):
        text = f"{a} + 1/({text})"
    return text


class ContinuedFractionValue(ExactRationalAnswer, Bootcamp):
    id = "arithmetic/continued_fraction_value"
    description = "Evaluate a finite simple continued fraction as a fraction in lowest terms"
    Config = Config
    LEVELS = {
        "1": Config(3, 15),
        "2": Config(4, 16),
        "3": Config(6, 15, True),
        "4": Config(9, 20, True),
        "5": Config(14, 30, True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        a0 = rng.randint(-config.max_term if config.negative else 0, config.max_term)
        rest = [rng.randint(1, config.max_term) for _ in range(config.terms)]
        if rest[-1] == 1:
            rest[-1] = rng.randint(2, config.max_term)  # the canonical form ends in a term >= 2
        data = {"terms": [a0] + rest}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        terms = data["terms"]
        brackets = f"[{terms[0]}; {', '.join(map(str, terms[1:]))}]"
        return ask(rng, _TEMPLATES, _FORM, nest=_nest(terms), brackets=brackets)

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        h_prev, k_prev = 1, 0  # h_-1, k_-1
        a = t.fetch("a[0]", data["terms"][0])
        h, k = t.compute("h0", a, why="a0"), t.compute("k0", 1, why="1")
        for i in range(1, len(data["terms"])):
            t.state(f"convergent {i}")
            a = t.fetch(f"a[{i}]", data["terms"][i])
            h, h_prev = t.compute(f"h{i}", a * h + h_prev, why=f"a{i}*h{i - 1} + h{i - 2}"), h
            k, k_prev = t.compute(f"k{i}", a * k + k_prev, why=f"a{i}*k{i - 1} + k{i - 2}"), k
        t.state("answer")
        h, k = t.fetch("h", h), t.fetch("k", k)
        if k == 0:
            raise ZeroDivisionError("zero denominator after an injected error")
        return t.compute("answer", frac_text(Fraction(h, k)), why="h/k (already in lowest terms)")

    def solve(self, data: dict) -> str:
        value = Fraction(data["terms"][-1])
        for a in reversed(data["terms"][:-1]):
            value = a + 1 / value
        return frac_text(value)


BOOTCAMP = ContinuedFractionValue()
