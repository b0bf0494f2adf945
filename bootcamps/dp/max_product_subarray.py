"""Largest product of a contiguous, non-empty run of an integer array with negatives and zeros.

The trace keeps the largest and the smallest product of a run ending at each position: a
negative number swaps their roles, a zero resets both, and the answer is the largest "largest"
seen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    max_abs: int = 6
    zero_ratio: float = 0.1

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 100:
            raise ValueError(f"length must be in 2..100, got {self.length}")
        if not 2 <= self.max_abs <= 50:
            raise ValueError(f"max_abs must be in 2..50, got {self.max_abs}")
        if not 0 <= self.zero_ratio < 0.5:
            raise ValueError(f"zero_ratio must be in 0..0.5, got {self.zero_ratio}")


_TEMPLATES = (
    "Array: {values}\nWhat is the largest product of a contiguous non-empty block of consecutive elements?",
    "Daily growth factors (integers, possibly negative or zero) are {values}. Over which run of consecutive days "
    "is the product of the factors largest? Give that largest product.",
    "Maximum product subarray: for [{values}], report the maximum product over all non-empty contiguous "
    "subarrays.",
)


class MaxProductSubarray(IntegerAnswer, Bootcamp):
    id = "dp/max_product_subarray"
    description = "Largest product of a contiguous subarray (running max/min product trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, max_abs=5, zero_ratio=0.1),
        "2": Config(length=10, max_abs=6, zero_ratio=0.1),
        "3": Config(length=13, max_abs=8, zero_ratio=0.1),
        "4": Config(length=17, max_abs=9, zero_ratio=0.08),
        "5": Config(length=22, max_abs=12, zero_ratio=0.06),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        values = [0 if rng.random() < config.zero_ratio else rng.choice((-1, 1)) * rng.randint(1, config.max_abs)
                  for _ in range(config.length)]
        data = {"values": values}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=", ".join(map(str, data["values"])))
        return f"{text}\n{answer_instruction('the product as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a = data["values"]
        t.state("start")
        high = low = best = t.fetch("a[0]", a[0])
        for i in range(1, len(a)):
            t.state(f"element {i}")
            x = t.fetch(f"a[{i}]", a[i])
            h, lo = t.fetch("high", high), t.fetch("low", low)
            candidates = (x, h * x, lo * x)
            high = t.compute("high", max(candidates), why="best of x, high*x, low*x")
            low = t.compute("low", min(candidates), why="worst of x, high*x, low*x")
            best = t.compute("best", max(best, high))
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Every subarray's product, extended one element at a time.
        a = data["values"]
        best = a[0]
        for i in range(len(a)):
            product = 1
            for x in a[i:]:
                product *= x
                best = max(best, product)
        return best


BOOTCAMP = MaxProductSubarray()
