"""Length of a longest strictly increasing subsequence of a list of integers.

The trace fills ``best[i]`` (the longest increasing subsequence ending at position i) left to
right: one state per position, listing the ``best[j]`` of earlier smaller values.
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import RandomArrayCase, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 500:
            raise ValueError(f"length must be in 2..500, got {self.length}")
        if self.max_value < 2:
            raise ValueError(f"max_value must be >= 2, got {self.max_value}")


_TEMPLATES = (
    "Sequence: {seq}\nWhat is the length of its longest strictly increasing subsequence? (A subsequence keeps the "
    "order of the sequence but may skip elements.)",
    "From the list {seq}, delete as few numbers as you like so that the remaining numbers, in their original "
    "order, strictly increase. How many numbers can remain at most?",
    "A stock's daily prices were {seq}. Choosing some of the days in time order, each price strictly higher than "
    "the one before, what is the largest number of days you can choose?",
    "Find the LIS length (longest strictly increasing subsequence, elements not necessarily adjacent) of {seq}.",
)


class LongestIncreasingSubsequence(RandomArrayCase, IntegerAnswer, Bootcamp):
    id = "dp/longest_increasing_subsequence"
    description = "Length of a longest strictly increasing subsequence (O(n^2) DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, max_value=20),
        "2": Config(length=10, max_value=40),
        "3": Config(length=15, max_value=60),
        "4": Config(length=22, max_value=99),
        "5": Config(length=32, max_value=150),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(seq=render_any(data["values"], rng))
        return f"{text}\n{answer_instruction('the length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        values = data["values"]
        best: list[int] = []
        for i, x in enumerate(values):
            t.state(f"position {i}")
            x = t.fetch(f"a[{i}]", x)
            before = t.compute(
                "before", [best[j] for j in range(i) if values[j] < x], why=f"best[j] for j<{i} with a[j]<{x}"
            )
            best.append(t.compute(f"best[{i}]", 1 + max(before, default=0)))
        t.state("answer")
        return t.compute("answer", max(t.fetch("best", list(best))))

    def solve(self, data: dict) -> int:
        # Patience sorting: tails[k] is the smallest tail of an increasing run of length k+1.
        tails: list[int] = []
        for x in data["values"]:
            k = bisect.bisect_left(tails, x)
            tails[k : k + 1] = [x]
        return len(tails)


BOOTCAMP = LongestIncreasingSubsequence()
