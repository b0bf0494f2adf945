"""Percentages, exactly: a percent of a value, one value as a percent of another, a price after
successive percentage changes, and the original price before a change (reverse percentage).

Every answer is a terminating decimal by construction; the prompt asks for a decimal number,
so a fraction such as 371/5 (or the restated 15% * 80) scores 0. A trailing % sign is allowed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import read_rational
from bootcamps.trace import Tracer

KINDS = ("of", "ratio", "changes", "reverse")


@dataclass(frozen=True)
class Config:
    kinds: tuple = ("of", "ratio")
    changes: int = 1  # successive changes in "changes" and "reverse" questions
    max_value: int = 200
    half_percents: bool = False  # percents such as 12.5

    def __post_init__(self) -> None:
        if not self.kinds or any(k not in KINDS for k in self.kinds):
            raise ValueError(f"kinds must be a non-empty tuple of {KINDS}, got {self.kinds}")
        if not 1 <= self.changes <= 6 or not 10 <= self.max_value <= 10**6:
            raise ValueError(f"need changes in 1..6 and max_value in 10..10**6, got {self.changes}, {self.max_value}")


def _terminating(den: int) -> bool:
    for p in (2, 5):
        while den % p == 0:
            den //= p
    return den == 1


def _dec(value: Fraction) -> str:
    """Exact decimal text of a terminating fraction: 12.5, -3, 0.125 (integer arithmetic)."""
    value = Fraction(value)
    places = 0
    while (10**places) % value.denominator:
        places += 1
        if places > 80:
            raise ValueError(f"{value} is not a terminating decimal")
    digits = str(abs(value.numerator) * (10**places // value.denominator)).rjust(places + 1, "0")
    whole, frac = digits[: len(digits) - places], digits[len(digits) - places :].rstrip("0")
    return ("-" if value < 0 else "") + whole + ("." + frac if frac else "")


def _percent(rng: random.Random, config: Config, low: int = 1, high: int = 90) -> Fraction:
    p = Fraction(rng.randint(low, high))
    if config.half_percents and rng.random() < 0.5:
        p += Fraction(rng.choice((1, 1, 1, 3)), 4) if rng.random() < 0.3 else Fraction(1, 2)
    return p


def _change_text(p: Fraction) -> str:
    return f"{'increased' if p > 0 else 'decreased'} by {_dec(abs(p))}%"


class Percentage(Bootcamp):
    id = "arithmetic/percentage"
    description = "Exact percentages: percent of, as a percent, successive changes, reverse percentage"
    Config = Config
    LEVELS = {
        "1": Config(kinds=("of", "ratio"), changes=1, max_value=200),
        "2": Config(kinds=("changes", "reverse"), changes=1, max_value=500),
        "3": Config(kinds=("changes", "reverse"), changes=2, max_value=1000, half_percents=True),
        "4": Config(kinds=("changes", "reverse"), changes=3, max_value=5000, half_percents=True),
        "5": Config(kinds=("changes", "reverse"), changes=4, max_value=20000, half_percents=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        kind = rng.choice(config.kinds)
        value = Fraction(rng.randint(10, config.max_value))
        if kind == "of":
            p = _percent(rng, config, 1, 250)
            data = {"kind": kind, "percent": _dec(p), "value": _dec(value)}
            return data, _dec(p * value / 100)
        if kind == "ratio":
            p = _percent(rng, config, 1, 250)
            data = {"kind": kind, "part": _dec(p * value / 100), "value": _dec(value)}
            return data, _dec(p)
        changes = [_percent(rng, config, 1, 60) * rng.choice((-1, 1)) for _ in range(config.changes)]
        final = value
        for p in changes:
            final = final * (100 + p) / 100
        if kind == "changes":
            return {"kind": kind, "start": _dec(value), "changes": [_dec(p) for p in changes]}, _dec(final)
        return {"kind": kind, "end": _dec(final), "changes": [_dec(p) for p in changes]}, _dec(value)

    def prompt(self, data: dict, rng: random.Random) -> str:
        kind = data["kind"]
        if kind == "of":
            text = rng.choice(("What is {p}% of {v}?", "Compute {p} percent of {v}.", "Find {p}% of the number {v}.", "How much is {p}% of {v}?")).format(p=data["percent"], v=data["value"])
        elif kind == "ratio":
            text = rng.choice(("{a} is what percent of {v}?", "What percentage of {v} is {a}?", "Express {a} as a percentage of {v}.", "{a} out of {v} is how many percent?")).format(a=data["part"], v=data["value"])
        else:
            steps = ", then ".join(_change_text(Fraction(p)) for p in data["changes"])
            if kind == "changes":
                text = rng.choice(("A price of {s} is {steps}. What is the final price?", "Start from {s}; it is {steps}. What is the result?", "An amount of {s} is successively {steps}. Find the final amount.")).format(s=data["start"], steps=steps)
            else:
                text = rng.choice(("A price was {steps}, and is now {e}. What was the original price?", "After being {steps}, an amount equals {e}. What was it at the start?", "Some value was {steps}; the result is {e}. Find the starting value.")).format(e=data["end"], steps=steps)
        form = "an exact decimal number, e.g. 37.5 (no fractions)"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 400:
            return 0.0
        if data["kind"] == "ratio":  # "25%" answers "what percent"
            text = text.strip()
            for suffix in ("\\%", "%", "percent"):
                if text.endswith(suffix):
                    text = text[: -len(suffix)].rstrip()
                    break
        value = read_rational(text, fraction=False)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        kind = data["kind"]
        if kind in ("of", "ratio"):
            t.state("read")
            value = Fraction(t.fetch("v", data["value"]))
            if kind == "of":
                p = Fraction(t.fetch("p", data["percent"]))
                t.state("compute")
                return t.compute("answer", _dec(t.compute("r", p * value / 100, why="p * v / 100")), why="as a decimal")
            part = Fraction(t.fetch("a", data["part"]))
            t.state("compute")
            if value == 0:
                raise ZeroDivisionError("zero base after an injected error")
            return t.compute("answer", _dec(t.compute("r", part * 100 / value, why="a / v * 100")), why="as a decimal")
        t.state("read")
        amount = Fraction(t.fetch("x", data["start"] if kind == "changes" else data["end"]))
        factors = []
        for i, p in enumerate(data["changes"]):
            t.state(f"change {i}")
            p = Fraction(t.fetch(f"p[{i}]", p))
            factors.append(t.compute(f"f[{i}]", (100 + p) / 100, why="1 + p/100"))
        t.state("combine")
        total = Fraction(1)
        for i, f in enumerate(factors):
            total *= Fraction(t.fetch(f"f[{i}]", f))
        total = t.compute("F", total, why="product of the factors")
        if total == 0:
            raise ZeroDivisionError("zero factor after an injected error")
        result = t.compute("r", amount * Fraction(total) if kind == "changes" else amount / Fraction(total), why="x * F" if kind == "changes" else "x / F")
        value = Fraction(result)
        if not _terminating(value.denominator):
            raise ValueError("not a terminating decimal after an injected error")
        return t.compute("answer", _dec(value), why="as a decimal")

    def solve(self, data: dict) -> str:
        # Decimal arithmetic with enough precision, instead of fractions.
        from decimal import getcontext

        getcontext().prec = 60
        kind = data["kind"]
        if kind == "of":
            out = Decimal(data["percent"]) * Decimal(data["value"]) / 100
        elif kind == "ratio":
            out = Decimal(data["part"]) / Decimal(data["value"]) * 100
        else:
            out = Decimal(data["start"] if kind == "changes" else data["end"])
            for p in data["changes"]:
                factor = (100 + Decimal(p)) / 100
                out = out * factor if kind == "changes" else out / factor
        return _dec(Fraction(out.normalize()))


BOOTCAMP = Percentage()
