"""Convert a repeating decimal such as 2.41(36) (the block in brackets repeats forever) into a
fraction in lowest terms: x = (all digits - non-repeating digits) / (9...90...0)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_whole: int = 9
    max_prefix: int = 1  # digits after the point before the repeating block
    max_period: int = 2

    def __post_init__(self) -> None:
        if not 0 <= self.max_whole <= 10**6 or not 0 <= self.max_prefix <= 10 or not 1 <= self.max_period <= 12:
            raise ValueError(f"need max_whole in 0..10**6, max_prefix in 0..10, max_period in 1..12, got {self.max_whole}, {self.max_prefix}, {self.max_period}")


def _digits(rng: random.Random, count: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(count))


_TEMPLATES = (
    "Write the repeating decimal {x} as a fraction in lowest terms, where the digits in parentheses repeat forever.",
    "The decimal {x} (the block in brackets repeats: {expanded}...) equals a rational number. Which one, in lowest terms?",
    "Convert {expanded}... (the digits {block} repeat endlessly after {prefix_text}) to a reduced fraction.",
    "Express x = {x} as p/q with gcd(p, q) = 1. The parenthesised digits form the repeating period.",
)


class RepeatingDecimal(ReducedFractionAnswer, Bootcamp):
    id = "arithmetic/repeating_decimal"
    description = "Repeating decimal to a fraction in lowest terms"
    Config = Config
    LEVELS = {
        "1": Config(max_whole=999, max_prefix=1, max_period=2),
        "2": Config(max_whole=999, max_prefix=2, max_period=3),
        "3": Config(max_whole=999, max_prefix=3, max_period=4),
        "4": Config(max_whole=9999, max_prefix=4, max_period=6),
        "5": Config(max_whole=99999, max_prefix=5, max_period=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            whole = rng.randint(0, config.max_whole)
            prefix = _digits(rng, rng.randint(0, config.max_prefix))
            block = _digits(rng, rng.randint(1, config.max_period))
            # the shortest way to write it: no block of 0s or 9s, no period made of a repeated shorter one,
            # and no prefix digit that the block could absorb (0.1(21) is 0.(12))
            if set(block) <= {"0"} or set(block) <= {"9"}:
                continue
            if any(len(block) % p == 0 and block == block[:p] * (len(block) // p) for p in range(1, len(block))):
                continue
            if prefix and prefix[-1] == block[-1]:
                continue
            break
        data = {"whole": whole, "prefix": prefix, "block": block}
        return data, format_rational(_value(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        x = f"{data['whole']}.{data['prefix']}({data['block']})"
        expanded = f"{data['whole']}.{data['prefix']}{data['block'] * 3}"
        prefix_text = f"the digits {data['prefix']}" if data["prefix"] else "the decimal point"
        text = rng.choice(_TEMPLATES).format(x=x, expanded=expanded, block=data["block"], prefix_text=prefix_text)
        return f"{text}\n{answer_instruction('a fraction p/q in lowest terms (or an integer)')}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("read the digits")
        whole, prefix, block = t.fetch("whole", data["whole"]), t.fetch("prefix", data["prefix"]), t.fetch("block", data["block"])
        t.state("shift")
        long_form = t.compute("A", int(f"{whole}{prefix}{block}"), why="whole, prefix and one block as one integer")
        short_form = t.compute("B", int(f"{whole}{prefix}"), why="whole and prefix as one integer")
        numerator = t.compute("num", long_form - short_form, why="A - B")
        denominator = t.compute("den", int("9" * len(block) + "0" * len(prefix)), why="one 9 per block digit, one 0 per prefix digit")
        t.state("reduce")
        numerator, denominator = t.fetch("num", numerator), t.fetch("den", denominator)
        g = t.compute("g", math.gcd(numerator, denominator), why="gcd(num, den)")
        if g == 0:
            raise ZeroDivisionError("gcd 0 after an injected error")
        return t.compute("answer", format_rational(Fraction(numerator // g, denominator // g)), why="num/g over den/g")

    def solve(self, data: dict) -> str:
        return format_rational(_value(data))


def _value(data: dict) -> Fraction:
    """Geometric series: whole + prefix/10^p + block/(10^p (10^k - 1))."""
    p, k = len(data["prefix"]), len(data["block"])
    value = Fraction(data["whole"]) + Fraction(int(data["prefix"] or "0"), 10**p)
    return value + Fraction(int(data["block"]), 10**p * (10**k - 1))


BOOTCAMP = RepeatingDecimal()
