"""Round a decimal number to k significant figures, halves rounded away from zero: find the
place of the first nonzero digit, keep k digits from there, look at the next digit (5 or more
rounds the kept part up, which may carry), and write the result in plain decimal notation."""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import read_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    digits: int = 5  # significant digits in the given number
    min_exponent: int = -3  # place of the leading digit (10^e)
    max_exponent: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.digits <= 30 or not -20 <= self.min_exponent <= self.max_exponent <= 20:
            raise ValueError(f"need digits in 2..30 and -20 <= min_exponent <= max_exponent <= 20, got {self.digits}, {self.min_exponent}, {self.max_exponent}")


_TEMPLATES = (
    "Round {x} to {k} significant figures.",
    "Write {x} correct to {k} significant figures.",
    "Give {x} rounded to {k} s.f. (significant figures).",
    "A measurement reads {x}. Report it to {k} significant figures.",
)
_RULE = "Round a final 5 away from zero (half up in size)."
_FORM = "the rounded number in ordinary decimal notation (no scientific notation), e.g. 0.00340 or 12300"


def plain(value: Fraction) -> str:
    """A terminating decimal Fraction in plain notation, no exponent, no trailing zeros."""
    sign = "-" if value < 0 else ""
    value = abs(value)
    whole, rest = divmod(value.numerator, value.denominator)
    if rest == 0:
        return f"{sign}{whole}"
    digits = []
    while rest:
        rest *= 10
        digit, rest = divmod(rest, value.denominator)
        digits.append(str(digit))
        if len(digits) > 60:
            raise ValueError(f"{value} is not a short terminating decimal")
    return f"{sign}{whole}." + "".join(digits)


def _round(x: Fraction, k: int) -> tuple[int, Fraction]:
    """(leading exponent e, the value rounded to k significant figures), in exact arithmetic."""
    a = abs(x)
    e = 0
    while a >= 10 ** (e + 1):
        e += 1
    while a < Fraction(10) ** e:
        e -= 1
    unit = Fraction(10) ** (e - k + 1)
    q, r = divmod(a, unit)
    q = int(q) + (1 if r * 2 >= unit else 0)
    return e, (q * unit if x > 0 else -q * unit)


class SignificantFigures(Bootcamp):
    id = "arithmetic/significant_figures"
    description = "Round a decimal to k significant figures (halves away from zero)"
    Config = Config
    LEVELS = {
        "1": Config(digits=4, min_exponent=-1, max_exponent=3),
        "2": Config(digits=6, min_exponent=-3, max_exponent=4),
        "3": Config(digits=8, min_exponent=-5, max_exponent=6),
        "4": Config(digits=10, min_exponent=-7, max_exponent=8),
        "5": Config(digits=14, min_exponent=-9, max_exponent=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = config.digits
        body = [rng.randint(1, 9)] + [rng.randint(0, 9) for _ in range(n - 1)]
        k = rng.randint(1, n - 1)
        if rng.random() < 0.3:  # a tie or a carry: a 5 right after the cut, or a run of 9s
            if rng.random() < 0.5:
                body[k:] = [5] + [0] * (n - k - 1)
            else:
                body[: k] = [9] * k
        e = rng.randint(config.min_exponent, config.max_exponent)
        mantissa = int("".join(map(str, body)))
        x = Fraction(mantissa) * Fraction(10) ** (e - n + 1) * rng.choice((1, 1, 1, -1))
        data = {"x": plain(x), "k": k}
        return data, plain(_round(x, k)[1])

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(x=data["x"], k=data["k"])
        return f"{text} {_RULE}\n{answer_instruction(_FORM)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        # the value must be the rounded one; trailing zeros after the point are allowed
        value = read_rational(text, fraction=False)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def format_answer(self, answer: str) -> str:
        return answer

    def program(self, t: Tracer, data: dict) -> str:
        t.state("leading digit")
        x = Fraction(t.fetch("x", Fraction(data["x"])))
        if x == 0 or abs(x) > 10**40 or abs(x) < Fraction(1, 10**40):
            raise ValueError("a zero or runaway value after an injected error")
        e = t.compute("e", _round(x, 1)[0], why="the place 10^e of the first nonzero digit")
        k = t.fetch("k", data["k"])
        t.state("cut")
        unit = t.compute("unit", Fraction(10) ** (e - k + 1), why="10^(e - k + 1), the last kept place")
        unit = Fraction(unit)
        kept, rest = divmod(abs(x), unit)
        kept = t.compute("kept", int(kept), why="the first k digits, as a count of units")
        up = t.compute("round_up", rest * 2 >= unit, why="the dropped part is at least half a unit")
        t.state("result")
        q = t.compute("q", t.fetch("kept", kept) + (1 if up else 0), why="kept + 1 if rounding up")
        return t.compute("answer", plain(q * unit if x > 0 else -q * unit), why="q units, with the sign of x")

    def solve(self, data: dict) -> str:
        # the decimal module's own half-up quantisation at the k-th significant place
        from decimal import ROUND_HALF_UP, localcontext

        with localcontext() as ctx:
            ctx.prec = 200
            x = Decimal(data["x"])
            place = x.adjusted() - data["k"] + 1
            rounded = x.quantize(Decimal(1).scaleb(place), rounding=ROUND_HALF_UP)
        return plain(Fraction(rounded))


BOOTCAMP = SignificantFigures()
