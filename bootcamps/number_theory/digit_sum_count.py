"""How many integers in [1, N] have digit sum exactly s: a digit-by-digit count, where each
position either matches N's digit (stay tight) or goes below it (then the rest is free and
counted from a table of ways[positions][sum])."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    digits: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.digits <= 30:
            raise ValueError(f"digits must be in 2..30, got {self.digits}")


_TEMPLATES = (
    "How many integers from 1 to {n} (inclusive) have digits that add up to {s}?",
    "Count the positive integers not exceeding {n} whose decimal digit sum is exactly {s}.",
    "The digit sum of 4071 is 4+0+7+1 = 12. How many numbers k with 1 <= k <= {n} have digit sum {s}?",
    "Among the whole numbers 1, 2, ..., {n}, how many have a sum of decimal digits equal to {s}?",
)


@lru_cache(maxsize=None)
def _free(length: int, total: int) -> int:
    """Strings of ``length`` decimal digits (leading zeros allowed) with digit sum ``total``."""
    if total < 0:
        return 0
    if length == 0:
        return 1 if total == 0 else 0
    return sum(_free(length - 1, total - d) for d in range(10))


def _count(n: int, s: int) -> int:
    """What ``program`` computes, without the trace: free counts below each tight prefix."""
    digits, count, need = [int(c) for c in str(n)], 0, s
    for i, d in enumerate(digits):
        count += sum(_free(len(digits) - i - 1, need - x) for x in range(d))
        need -= d
        if need < 0:
            return count
    return count + (need == 0)


class DigitSumCount(IntegerAnswer, Bootcamp):
    id = "number_theory/digit_sum_count"
    description = "Count integers up to N with a given digit sum (digit-by-digit counting)"
    Config = Config
    LEVELS = {"1": Config(3), "2": Config(5), "3": Config(8), "4": Config(14), "5": Config(22)}

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(10 ** (config.digits - 1), 10**config.digits - 1)
        s = rng.randint(2, max(3, int(4.5 * config.digits + 1)))
        return {"n": n, "s": s}, _count(n, s)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", **data)

    def program(self, t: Tracer, data: dict) -> int:
        t.state("start")
        digits = t.compute("digits", [int(c) for c in str(t.fetch("n", data["n"]))], why="digits of n")
        need = t.fetch("s", data["s"])
        count = t.compute("count", 0, why="nothing counted yet")
        for i in range(len(digits)):
            t.state(f"position {i}")
            d, need, count = t.fetch(f"digits[{i}]", digits[i]), t.fetch("need", need), t.fetch("count", count)
            rest = len(digits) - i - 1
            below = sum(_free(rest, need - x) for x in range(max(d, 0)))
            count = t.compute("count2", count + below, why=f"digit below {d} here, any {rest} digits after with the remaining sum")
            need = t.compute("need2", need - d, why="stay equal to n's digit")
            if need < 0:
                t.goto("answer", why="the remaining sum went negative")
                break
        t.state("answer")
        count, need = t.fetch("count", count), t.fetch("need", need)
        # n itself has digit sum s exactly when need ends at 0; 0 (sum 0) is never counted as s >= 2
        return t.ret("count", count + (1 if need == 0 else 0))

    def solve(self, data: dict) -> int:
        n, s = data["n"], data["s"]
        if n <= 20_000:
            return sum(1 for k in range(1, n + 1) if sum(map(int, str(k))) == s)
        text = str(n)

        @lru_cache(maxsize=None)
        def go(i: int, left: int, tight: bool) -> int:  # top-down memoised recursion
            if left < 0:
                return 0
            if i == len(text):
                return 1 if left == 0 else 0
            top = int(text[i]) if tight else 9
            return sum(go(i + 1, left - d, tight and d == top) for d in range(top + 1))

        return go(0, s, True)


BOOTCAMP = DigitSumCount()
