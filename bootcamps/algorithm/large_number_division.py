"""Large number division: x1 / x2 by long division, the quotient truncated to p decimal places.

TAIL class "Simulation". The dividend x1 has n digits (optionally a decimal point); the divisor
x2 is short (optionally a decimal). The answer is defined exactly and the prompt says so: the
quotient truncated (not rounded) to p decimal places, p in 0..3; p = 0 asks for the integer
part. The trace scales both numbers so the divisor is a whole number, then brings down one
dividend digit per state (remainder * 10 + digit, quotient digit, new remainder); the answer
state re-fetches the quotient digits and puts the decimal point back.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.parse import parse_number
from bootcamps.numbers import random_decimal
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_len: int = 2
    max_len: int = 5
    max_divisor_digits: int = 1
    decimal_prob: float = 0.4  # share of dividends with a decimal point
    divisor_decimal_prob: float = 0.0  # share of (multi-digit) divisors with a decimal point
    min_places: int = 0
    max_places: int = 3

    def __post_init__(self) -> None:
        if self.min_len < 2:
            raise ValueError(f"min_len must be >= 2, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if self.max_len > 500:
            raise ValueError(f"max_len must be <= 500, got {self.max_len}")
        if not 1 <= self.max_divisor_digits <= 6:
            raise ValueError(f"max_divisor_digits must be in 1..6, got {self.max_divisor_digits}")
        for name in ("decimal_prob", "divisor_decimal_prob"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise ValueError(f"{name} must be in [0, 1], got {getattr(self, name)}")
        if not 0 <= self.min_places <= self.max_places <= 10:
            raise ValueError(f"need 0 <= min_places <= max_places <= 10, got {self.min_places}, {self.max_places}")


_TEMPLATES = (
    "Divide {x1} by {x2}.",
    "Compute {x1} / {x2}.",
    "What is {x1} divided by {x2}?",
    "Calculate the quotient {x1} ÷ {x2}.",
    "Use long division to find {x1} ÷ {x2}.",
    "How many times does {x2} go into {x1}?",
    "x1 = {x1}\nx2 = {x2}\nFind x1 / x2.",
    "Dividend: {x1}\nDivisor: {x2}\nFind the quotient.",
    "Split {x1} into {x2} equal parts. How large is each part?",
    "Evaluate {x1} / {x2} by hand.",
    "Work out the long division of {x1} by {x2}.",
    "What do you get when {x1} is divided by {x2}?",
    "Find the quotient when dividing {x1} by {x2}.",
    "A = {x1}, B = {x2}. Compute A ÷ B.",
    "Perform the division:\n  {x1}\n÷ {x2}",
    "Long division problem.\nNumber to divide: {x1}\nDivide by: {x2}",
    "Share {x1} units equally among {x2} groups. What is one group's share?",
    "Determine the value of {x1} over {x2}.",
    "The fraction {x1}/{x2} is to be written as a decimal. Do it with long division.",
    "Find {x1} ÷ {x2} without a calculator.",
    "What is the result of dividing the number {x1} by the number {x2}?",
    "Compute the ratio of {x1} to {x2}.",
)


def _instruction(places: int) -> str:
    if places == 0:
        return "Truncate the quotient to a whole number: give its integer part (round down, do not round to nearest)."
    if places == 1:
        return "Truncate the quotient to exactly 1 decimal place: keep the first digit after the decimal point and drop the rest (do not round)."
    return (f"Truncate the quotient to exactly {places} decimal places: keep the first {places} digits "
            f"after the decimal point and drop the rest (do not round).")


def truncated(value: Fraction, places: int) -> str:
    """``value`` >= 0 truncated to ``places`` decimals, written with exactly that many."""
    scaled = math.floor(value * 10**places)
    whole, frac = divmod(scaled, 10**places)
    return f"{whole}.{frac:0{places}d}" if places else str(whole)


_NOT_A_DECIMAL = re.compile(r"[/eE]|frac")  # a fraction or exponent, not the asked-for decimal


class LargeNumberDivision(Bootcamp):
    id = "algorithm/large_number_division"
    description = "Long division of an n-digit number, quotient truncated to p decimals (TAIL simulation)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=2, max_len=5, max_divisor_digits=1),
        "2": Config(min_len=6, max_len=10, max_divisor_digits=2, divisor_decimal_prob=0.2),
        "3": Config(min_len=11, max_len=20, max_divisor_digits=2, divisor_decimal_prob=0.2),
        "4": Config(min_len=21, max_len=30, max_divisor_digits=3, divisor_decimal_prob=0.2),
        "5": Config(min_len=31, max_len=40, max_divisor_digits=3, divisor_decimal_prob=0.2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_len, config.max_len)
        frac = rng.randint(1, max(1, n // 3)) if rng.random() < config.decimal_prob else 0
        x1 = random_decimal(rng, n, frac)
        size = rng.randint(1, config.max_divisor_digits)
        if size > 1 and rng.random() < config.divisor_decimal_prob:
            x2 = random_decimal(rng, size, rng.randint(1, size - 1))
        else:
            x2 = str(rng.randint(max(2, 10 ** (size - 1)), 10**size - 1))  # never divide by 1
        data = {"x1": x1, "x2": x2, "places": rng.randint(config.min_places, config.max_places)}
        return data, self.solve(data)

    def length(self, data: dict) -> int:
        return sum(c.isdigit() for c in data["x1"])

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(x1=data["x1"], x2=data["x2"])
        places = data["places"]
        form = "a whole number" if places == 0 else f"a decimal number with {places} digit{'s' * (places > 1)} after the point"
        return f"{text}\n{_instruction(places)}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if _NOT_A_DECIMAL.search(text):
            return 0.0  # the prompt asks for a decimal: a fraction or exponent restates the question
        value = parse_number(text)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("make the divisor whole")
        x2 = t.fetch("x2", data["x2"])
        whole2, _, frac2 = x2.partition(".")
        shift = t.compute("shift", len(frac2), why="digits after the divisor's point")
        divisor = t.compute("divisor", int(whole2 + frac2), why="x2 times 10^shift")

        t.state("digits to bring down")
        x1 = t.fetch("x1", data["x1"])
        places = t.fetch("places", data["places"])
        s = t.fetch("shift", shift)
        whole1, _, frac1 = x1.partition(".")
        frac1 = frac1.ljust(s + places, "0")
        point = t.compute("point", len(whole1) + s, why="integer digits of x1 times 10^shift")
        digits = t.compute("D", whole1 + frac1[: s + places], why="those digits, then places more")

        quotient: list[int] = []
        rem, j = 0, 0
        while True:
            t.state(f"bring down digit {j}")
            d = t.fetch(f"D[{j}]", int(digits[j]))
            r = t.fetch("rem", rem)
            v = t.fetch("divisor", divisor)
            cur = t.compute("cur", 10 * r + d, why="rem*10+D[j]")
            quotient.append(t.compute(f"q[{j}]", cur // v, why="cur div divisor"))
            rem = t.compute("rem_out", cur - quotient[-1] * v, why="cur-q*divisor")
            j += 1
            if not t.goto(j < len(digits), why="bring down the next digit while any remain"):
                break

        t.state("answer")
        text = "".join(str(t.fetch(f"q[{k}]", quotient[k])) for k in range(len(quotient)))
        p = t.fetch("point", point)
        whole, tail = text[:p], text[p:]
        return t.compute("answer", (whole.lstrip("0") or "0") + (f".{tail}" if tail else ""), why="the point after q[point-1]")

    def solve(self, data: dict) -> str:
        return truncated(Fraction(data["x1"]) / Fraction(data["x2"]), data["places"])


BOOTCAMP = LargeNumberDivision()
