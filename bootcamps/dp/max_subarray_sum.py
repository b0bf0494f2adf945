"""Largest sum of a non-empty contiguous block of an integer list (negative numbers included).

The trace is Kadane's scan: one state per element, with the best sum of a block ending there
and the best sum seen so far.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_array, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    max_abs: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 2000:
            raise ValueError(f"length must be in 2..2000, got {self.length}")
        if self.max_abs < 2:
            raise ValueError(f"max_abs must be >= 2, got {self.max_abs}")


_TEMPLATES = (
    "List: {seq}\nWhat is the largest sum of a non-empty block of consecutive elements?",
    "A trader's daily profits and losses were {seq}. Over which run of consecutive days (at least one) was the "
    "total largest? Give that total.",
    "Find the maximum subarray sum (contiguous, at least one element) of {seq}.",
)


class MaxSubarraySum(IntegerAnswer, Bootcamp):
    id = "dp/max_subarray_sum"
    description = "Maximum sum of a contiguous non-empty subarray (Kadane trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, max_abs=15),
        "2": Config(length=10, max_abs=30),
        "3": Config(length=16, max_abs=50),
        "4": Config(length=25, max_abs=99),
        "5": Config(length=40, max_abs=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"values": random_array(rng, config.length, -config.max_abs, config.max_abs)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(seq=render_any(data["values"], rng))
        return f"{text}\n{answer_instruction('the sum as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        values = data["values"]
        t.state("start")
        here = t.fetch("a[0]", values[0])
        best = t.compute("best", here)
        for i in range(1, len(values)):
            t.state(f"element {i}")
            x = t.fetch(f"a[{i}]", values[i])
            prev = t.fetch("here", here)
            here = t.compute("here", max(x, prev + x), why="extend the block or start anew")
            best = t.compute("best", max(t.fetch("best", best), here))
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Every block through prefix sums: max over j of prefix[j] - min(prefix[:j]).
        values = data["values"]
        prefix = [0]
        for x in values:
            prefix.append(prefix[-1] + x)
        return max(prefix[j] - min(prefix[:j]) for j in range(1, len(prefix)))


BOOTCAMP = MaxSubarraySum()
