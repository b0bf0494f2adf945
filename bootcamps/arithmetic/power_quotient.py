"""Simplify a product and quotient of integer powers, such as 12^3 · 18^2 / (6^4 · 27), to a
fraction in lowest terms. The traced solver factors every base into primes and adds up the
exponents of each prime (numerator plus, denominator minus), then multiplies out what is
left; the plain solver multiplies the big integers and reduces."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, factor, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    top: int = 2  # powers in the numerator
    bottom: int = 2
    max_base: int = 12
    max_exponent: int = 3
    limit: int = 10**4  # numerator and denominator of the answer stay below this

    def __post_init__(self) -> None:
        if not 1 <= self.top <= 6 or not 1 <= self.bottom <= 6:
            raise ValueError(f"top and bottom must be in 1..6, got {self.top}, {self.bottom}")
        if not 4 <= self.max_base <= 200 or not 1 <= self.max_exponent <= 20:
            raise ValueError(f"need 4 <= max_base <= 200, 1 <= max_exponent <= 20, got {self}")
        if not 100 <= self.limit <= 10**15:
            raise ValueError(f"limit must be in 100..10**15, got {self.limit}")


# bases with small prime factors only, so that most of the powers cancel
_SMOOTH = [b for b in range(2, 201) if max(factor(b)) <= 13]
_TEMPLATES = (
    "Simplify {expr} to a fraction in lowest terms (or an integer).",
    "Without a calculator, evaluate {expr} exactly. Write the result as a reduced fraction.",
    "What is the exact value of {expr}? Cancel common prime factors and give a fraction in lowest terms.",
    "Compute {expr} and express it as p/q with p and q coprime (an integer if q = 1).",
)
_FORM = "an integer or a fraction in lowest terms, e.g. 9/8"


class PowerQuotient(ExactRationalAnswer, Bootcamp):
    id = "arithmetic/power_quotient"
    description = "Simplify a product and quotient of integer powers by prime exponents"
    Config = Config
    LEVELS = {
        "1": Config(2, 1, 24, 3, 10**3),
        "2": Config(2, 2, 36, 4, 10**4),
        "3": Config(3, 2, 60, 6, 10**5),
        "4": Config(3, 3, 100, 8, 10**6),
        "5": Config(4, 4, 200, 12, 10**8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        bases = [b for b in _SMOOTH if b <= config.max_base]
        while True:
            top = [[rng.choice(bases), rng.randint(1, config.max_exponent)] for _ in range(config.top)]
            bottom = [[rng.choice(bases), rng.randint(1, config.max_exponent)] for _ in range(config.bottom)]
            value = _value(top, bottom)
            if value.numerator < config.limit and value.denominator < config.limit and value.denominator > 1 or (
                    value.denominator == 1 and value.numerator < config.limit and rng.random() < 0.1):
                break
        data = {"top": top, "bottom": bottom}
        return data, frac_text(value)

    def prompt(self, data: dict, rng: random.Random) -> str:
        dot = rng.choice((" · ", " × ", " * "))
        def side(powers: list) -> str:
            return dot.join(f"{b}^{e}" for b, e in powers)
        bottom = side(data["bottom"])
        expr = f"({side(data['top'])}) / ({bottom})"
        return ask(rng, _TEMPLATES, _FORM, expr=expr)

    def program(self, t: Tracer, data: dict) -> str:
        exps: dict[int, int] = {}
        for side, sign in (("top", 1), ("bottom", -1)):
            for i, (b, e) in enumerate(data[side]):
                t.state(f"{side} power {i}")
                b, e = t.fetch(f"{side}[{i}]", [b, e])
                if not 2 <= b <= 10**6:
                    raise ValueError(f"base {b} after an injected error")
                primes = t.compute("factors", [[p, k] for p, k in sorted(factor(b).items())], why=f"prime factors of {b}")
                for p, k in primes:
                    exps[p] = t.compute(f"exp[{p}]", exps.get(p, 0) + sign * k * e, why=f"{'+' if sign > 0 else '-'}{k}*{e}")
        t.state("multiply out")
        num, den = 1, 1
        for p in sorted(exps):
            k = t.fetch(f"exp[{p}]", exps[p])
            if abs(k) > 400:
                raise ValueError("exponent too large after an injected error")
            if k > 0:
                num = t.compute("numerator", num * p**k, why=f"times {p}^{k}")
            elif k < 0:
                den = t.compute("denominator", den * p**-k, why=f"times {p}^{-k}")
        return t.compute("answer", frac_text(Fraction(num, den)), why="numerator/denominator")

    def solve(self, data: dict) -> str:
        return frac_text(_value(data["top"], data["bottom"]))


def _value(top: list, bottom: list) -> Fraction:
    num, den = 1, 1
    for b, e in top:
        num *= b**e
    for b, e in bottom:
        den *= b**e
    return Fraction(num, den)


BOOTCAMP = PowerQuotient()
