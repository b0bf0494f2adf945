"""Products and quotients of numbers in scientific notation, answered in normalized form:
multiply the mantissas (divide where a factor is in the denominator), add the powers of ten
(subtract for the denominator), then shift the decimal point until 1 <= mantissa < 10.
Every divisor's mantissa has only the prime factors 2 and 5, so the result terminates."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal, localcontext
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers4 import ScientificAnswer, decimal_text, scientific_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    factors: int = 2  # in the numerator
    divisors: int = 0
    digits: int = 2  # significant digits of a numerator mantissa
    max_exponent: int = 9

    def __post_init__(self) -> None:
        if not 1 <= self.factors <= 6 or not 0 <= self.divisors <= 4 or self.factors + self.divisors < 2:
            raise ValueError(f"need 1 <= factors <= 6, 0 <= divisors <= 4, at least two numbers, got {self}")
        if not 1 <= self.digits <= 5:
            raise ValueError(f"digits must be in 1..5, got {self.digits}")
        if not 1 <= self.max_exponent <= 60:
            raise ValueError(f"max_exponent must be in 1..60, got {self.max_exponent}")


# mantissas of divisors: the 2- and 5-smooth values in [1, 10)
_DIVISOR_MANTISSAS = ("1.25", "1.6", "2", "2.5", "3.2", "4", "5", "6.25", "8", "1.28", "2.56", "5.12", "1.5625", "3.125", "6.4")
_TEMPLATES = (
    "Compute {expr} and write the result in normalized scientific notation.",
    "Evaluate {expr}. Give the answer in scientific notation, a × 10^n with 1 ≤ a < 10.",
    "A physics worksheet asks for {expr}. Express the exact result in standard form (one nonzero digit before the decimal point).",
    "Simplify {expr} exactly, giving the result as a number between 1 and 10 times a power of ten.",
)
_FORM = "a × 10^n with 1 ≤ a < 10 (exact, no rounding), e.g. 3.075 × 10^-4"


def _sci(mantissa: str, exponent: int) -> str:
    return f"({mantissa} × 10^{exponent})"


class ScientificNotation(ScientificAnswer, Bootcamp):
    id = "arithmetic/scientific_notation"
    description = "Multiply and divide numbers in scientific notation; answer in normalized form"
    Config = Config
    LEVELS = {
        "1": Config(2, 0, 2, 9),
        "2": Config(2, 1, 2, 15),
        "3": Config(3, 1, 3, 20),
        "4": Config(3, 2, 3, 30),
        "5": Config(4, 3, 4, 40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        top = []
        for _ in range(config.factors):
            digits = str(rng.randint(10 ** (config.digits - 1), 10**config.digits - 1))
            if config.digits > 1 and digits[-1] == "0":
                digits = digits[:-1] + str(rng.randint(1, 9))
            mantissa = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
            top.append([mantissa, rng.randint(-config.max_exponent, config.max_exponent)])
        bottom = [[rng.choice(_DIVISOR_MANTISSAS), rng.randint(-config.max_exponent, config.max_exponent)] for _ in range(config.divisors)]
        data = {"top": top, "bottom": bottom}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        sep = rng.choice((" × ", " · "))
        expr = sep.join(_sci(m, e) for m, e in data["top"])
        if data["bottom"]:
            expr = f"[{expr}] / [{sep.join(_sci(m, e) for m, e in data['bottom'])}]"
        return ask(rng, _TEMPLATES, _FORM, expr=expr)

    def program(self, t: Tracer, data: dict) -> str:
        mantissa, exponent = "1", 0
        for i, (m, e) in enumerate(data["top"]):
            t.state(f"multiply by factor {i}")
            m, e = t.fetch(f"top[{i}]", [m, e])
            mantissa = t.compute("mantissa", _dec(_num(mantissa) * _num(m)), why=f"times {m}")
            exponent = t.compute("exponent", exponent + e, why=f"plus {e}")
        for i, (m, e) in enumerate(data["bottom"]):
            t.state(f"divide by divisor {i}")
            m, e = t.fetch(f"bottom[{i}]", [m, e])
            if _num(m) == 0:
                raise ZeroDivisionError("zero mantissa after an injected error")
            mantissa = t.compute("mantissa", _dec(_num(mantissa) / _num(m)), why=f"divided by {m}")
            exponent = t.compute("exponent", exponent - e, why=f"minus {e}")
        t.state("normalize")
        mantissa, exponent = _num(t.fetch("mantissa", mantissa)), t.fetch("exponent", exponent)
        shift = 0
        value = abs(mantissa)
        if value == 0:
            raise ValueError("zero after an injected error")
        while value >= 10:
            value, shift = value / 10, shift + 1
        while value < 1:
            value, shift = value * 10, shift - 1
        shift = t.compute("shift", shift, why="powers of ten moved out of the mantissa so it lies in [1, 10)")
        value = mantissa * Fraction(10) ** exponent
        try:
            text = scientific_text(value)
        except ValueError:  # a perturbed divisor may leave a value that does not terminate
            text = f"{float(value / Fraction(10) ** (exponent + shift)):.12g} × 10^{exponent + shift}"
        return t.compute("answer", text)

    def solve(self, data: dict) -> str:
        value = Fraction(1)
        for m, e in data["top"]:
            value *= Fraction(m) * Fraction(10) ** e
        for m, e in data["bottom"]:
            value /= Fraction(m) * Fraction(10) ** e
        return scientific_text(value)


def _num(text: str | Fraction) -> Fraction:
    return Fraction(Decimal(text)) if isinstance(text, str) else Fraction(text)


def _dec(value: Fraction) -> str:
    """An exact decimal text where the value terminates, else 30 significant digits."""
    try:
        return decimal_text(value)
    except ValueError:
        with localcontext() as context:
            context.prec = 30
            return format(Decimal(value.numerator) / Decimal(value.denominator), "f")


BOOTCAMP = ScientificNotation()
