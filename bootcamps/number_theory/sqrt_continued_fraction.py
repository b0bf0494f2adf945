"""The periodic continued fraction of sqrt(n) for a non-square n: [a0; a1, ..., ak] where the
block a1..ak repeats forever (and ends with 2*a0), by the exact recurrence
m' = d*a - m, d' = (n - m'^2) / d, a' = (a0 + m') // d'.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.kit.poly import clean_answer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 2
    max_n: int = 2000
    max_period: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.min_n < self.max_n <= 10**12:
            raise ValueError(f"need 2 <= min_n < max_n <= 10**12, got {self.min_n}, {self.max_n}")
        if not 1 <= self.max_period <= 2000:
            raise ValueError(f"max_period must be in 1..2000, got {self.max_period}")


def expansion(n: int) -> list[int]:
    """[a0, a1, ..., ak]: a0 then one full period."""
    a0 = math.isqrt(n)
    m, d, a, out = 0, 1, a0, [a0]
    while a != 2 * a0:
        m = d * a - m
        d = (n - m * m) // d
        a = (a0 + m) // d
        out.append(a)
    return out


def format_cf(terms: list[int]) -> str:
    return f"[{terms[0]}; " + ", ".join(str(a) for a in terms[1:]) + "]"


_TEMPLATES = (
    "Write sqrt({n}) as a periodic continued fraction.",
    "The continued fraction of √{n} is [a0; a1, a2, ...] and from a1 on it repeats with some period. Give a0 and one full repeating block.",
    "Find the simple continued fraction expansion of the square root of {n}, showing the integer part and the repeating period.",
    "Compute the partial quotients of √{n}: the integer part a0 and the shortest block a1, ..., ak that repeats forever.",
    "Expand the quadratic irrational √{n} into its (periodic) simple continued fraction.",
)
_FORM = "[a0; a1, ..., ak] with the integer part, a semicolon, then exactly one shortest repeating block, e.g. [4; 1, 3, 1, 8] for √23"


class SqrtContinuedFraction(Bootcamp):
    id = "number_theory/sqrt_continued_fraction"
    description = "Periodic continued fraction of sqrt(n): integer part and repeating block"
    Config = Config
    min_distinct_prompts = {"1": 0.85, "2": 0.97}
    small_space_reason = "levels 1-2 use non-squares below 2,000 and 50,000 with short periods"
    LEVELS = {
        "1": Config(2, 2000, 6),
        "2": Config(2000, 50000, 12),
        "3": Config(1000, 10**5, 24),
        "4": Config(10**4, 10**6, 48),
        "5": Config(10**5, 10**8, 120),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            n = rng.randint(config.min_n, config.max_n)
            if math.isqrt(n) ** 2 == n:
                continue
            terms = expansion(n)
            if len(terms) - 1 <= config.max_period:
                return {"n": n}, terms

    def prompt(self, data: dict, rng: random.Random) -> str:
        return f"{rng.choice(_TEMPLATES).format(n=data['n'])}\n{answer_instruction(_FORM)}"

    def format_answer(self, answer: list[int]) -> str:
        return format_cf(answer)

    def check(self, data: dict, answer: list[int], text: str) -> float:
        text = clean_answer(text, 20_000)
        if text is None:
            return 0.0
        text = text.strip()
        if text.startswith("[") and text.endswith("]"):
            text = text[1:-1]
        head, sep, tail = text.partition(";")
        if not sep:
            return 0.0
        tail = tail.strip()
        for left, right in (("(", ")"), ("\\overline{", "}"), ("{", "}")):  # a marked period
            if tail.startswith(left) and tail.endswith(right):
                tail = tail[len(left) : len(tail) - len(right)]
                break
        items = [strict_int(x) for x in [head, *re.split(r",", tail)]]
        if any(v is None for v in items):
            return 0.0
        return 1.0 if items == [int(a) for a in answer] else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("start")
        n = t.fetch("n", data["n"])
        a0 = t.compute("a0", math.isqrt(n), why="floor of sqrt(n)")
        m, d, a = 0, 1, a0
        terms = [a0]
        k = 1
        while True:
            t.state(f"term {k}")
            m, d, a = t.fetch("m", m), t.fetch("d", d), t.fetch("a", a)
            m = t.compute("m2", d * a - m, why="d*a - m")
            d = t.compute("d2", (n - m * m) // d, why="(n - m2^2) / d")
            a = t.compute("a2", (a0 + m) // d, why="(a0 + m2) // d2")
            terms.append(a)
            k += 1
            if not t.goto(a != 2 * a0, why="the period ends at a2 equal to twice a0"):
                break
        t.state("answer")
        return t.compute("cf", [t.fetch("a0", a0)] + terms[1:], why="a0 then the period")

    def solve(self, data: dict) -> list[int]:
        # Float-free alternative: iterate on x = (p + sqrt(n)) / q with exact integer floors.
        n = data["n"]
        r = math.isqrt(n)
        p, q, seen, out = 0, 1, {}, []
        while (p, q) not in seen:
            seen[(p, q)] = len(out)
            a = (p + r) // q
            out.append(a)
            p = a * q - p
            q = (n - p * p) // q
        start = seen[(p, q)]
        return out[:1] + out[start:] if start == 1 else out


BOOTCAMP = SqrtContinuedFraction()
