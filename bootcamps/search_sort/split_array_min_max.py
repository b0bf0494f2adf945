"""Split an array into m contiguous parts so that the largest part sum is as small as possible.

The trace binary-searches the answer between the largest element and the total: for a candidate
limit it packs elements greedily left to right (a new part starts when the next element would
pass the limit) and counts the parts; a limit that needs at most m parts is feasible.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    parts: int = 2
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 200:
            raise ValueError(f"length must be in 3..200, got {self.length}")
        if not 2 <= self.parts < self.length:
            raise ValueError(f"parts must be in 2..length-1, got {self.parts}")
        if self.max_value < 2:
            raise ValueError(f"max_value must be >= 2, got {self.max_value}")


_TEMPLATES = (
    "Cut the array {values} into exactly {m} non-empty contiguous pieces (keep the order). Each piece has a sum; "
    "choose the cuts so that the largest piece sum is as small as possible. What is that smallest possible largest "
    "sum?",
    "{m} workers share a row of boards with lengths {values}; each worker paints one contiguous block of boards "
    "(every worker gets at least one). Minimise the longest total length any worker paints, and report that "
    "minimum.",
    "Partition the sequence {values} into {m} consecutive non-empty segments minimising the maximum segment sum. "
    "Give the optimal maximum.",
)


class SplitArrayMinMax(IntegerAnswer, Bootcamp):
    id = "search_sort/split_array_min_max"
    description = "Minimise the largest part sum of an m-way contiguous split (binary search on the answer)"
    Config = Config
    LEVELS = {
        "1": Config(length=5, parts=2, max_value=15),
        "2": Config(length=7, parts=3, max_value=25),
        "3": Config(length=9, parts=3, max_value=40),
        "4": Config(length=12, parts=4, max_value=60),
        "5": Config(length=15, parts=5, max_value=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"values": [rng.randint(1, config.max_value) for _ in range(config.length)], "parts": config.parts}
        return data, self.run_program(data)[0]  # solve() tries every split: too slow to run per case

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng), m=data["parts"])
        return f"{text}\n{answer_instruction('the minimum largest sum as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        values, m = data["values"], data["parts"]
        t.state("range")
        lo = t.compute("lo", max(values), why="no piece can be below the largest element")
        hi = t.compute("hi", sum(values), why="one piece holding everything")
        while lo < hi:
            t.state(f"try {lo}..{hi}")
            limit = t.compute("limit", (lo + hi) // 2)
            pieces, load = 1, 0
            for v in values:
                if load + v > limit:
                    pieces, load = pieces + 1, v
                else:
                    load += v
            pieces = t.compute("pieces", pieces, why=f"greedy packing with sums <= {limit}")
            if t.goto(pieces <= m, why=f"{m} pieces suffice"):
                hi = t.compute("hi", limit)
            else:
                lo = t.compute("lo", limit + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("lo", lo))

    def solve(self, data: dict) -> int:
        # Every choice of m-1 cut positions.
        values, m = data["values"], data["parts"]
        prefix = [0]
        for v in values:
            prefix.append(prefix[-1] + v)
        best = prefix[-1]
        for cuts in combinations(range(1, len(values)), m - 1):
            bounds = (0, *cuts, len(values))
            best = min(best, max(prefix[b] - prefix[a] for a, b in zip(bounds, bounds[1:])))
        return best


BOOTCAMP = SplitArrayMinMax()
