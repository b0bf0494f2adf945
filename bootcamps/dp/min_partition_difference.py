"""Split a list of positive integers into two groups whose sums are as close as possible.

The answer is the smallest possible difference between the two sums. The trace builds the set
of subset sums up to half the total, one item at a time (one state per item), then takes the
largest reachable sum s: the difference is total - 2s.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_array, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    items: int = 5
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.items <= 40:
            raise ValueError(f"items must be in 2..40, got {self.items}")
        if not 2 <= self.max_value <= 500:
            raise ValueError(f"max_value must be in 2..500, got {self.max_value}")


_TEMPLATES = (
    "Split the numbers {values} into two groups (every number in exactly one group) so that the group sums are as "
    "close as possible. What is the smallest possible difference between the two sums?",
    "Two friends share {n} parcels weighing {values} kg; each parcel goes to one friend. How small can the "
    "difference between their loads be made?",
    "Minimum subset-sum difference: partition the multiset {values} into two parts and minimise |sum(A) - sum(B)|. "
    "Report that minimum.",
)


class MinPartitionDifference(IntegerAnswer, Bootcamp):
    id = "dp/min_partition_difference"
    description = "Smallest difference of sums when splitting numbers into two groups (reachable-sums DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(items=5, max_value=20),
        "2": Config(items=6, max_value=30),
        "3": Config(items=8, max_value=40),
        "4": Config(items=10, max_value=50),
        "5": Config(items=13, max_value=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        values = random_array(rng, config.items, 1, config.max_value)
        reach = 1  # bit s set: some group sums to s
        for x in values:
            reach |= reach << x
        total = sum(values)
        best = max(s for s in range(total // 2 + 1) if reach >> s & 1)
        return {"values": values}, total - 2 * best

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng), n=len(data["values"]))
        return f"{text}\n{answer_instruction('the smallest difference as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        values = data["values"]
        t.state("total")
        total = t.compute("total", sum(values))
        half = t.compute("half", total // 2, why="only sums up to half the total matter")
        reach = [0]
        for i, x in enumerate(values):
            t.state(f"item {i}")
            x = t.fetch(f"values[{i}]", x)
            reach = t.fetch("reachable", reach)
            reach = t.compute("reachable", sorted(set(reach) | {s + x for s in reach if s + x <= half}),
                              why=f"old sums, and old sums + {x}")
        t.state("answer")
        best = t.compute("largest reachable", max(t.fetch("reachable", reach)))
        return t.compute("answer", total - 2 * best)

    def solve(self, data: dict) -> int:
        # Every group that holds the first item (the other group is its complement).
        values = data["values"]
        total = sum(values)
        rest = values[1:]
        return min(
            abs(total - 2 * (values[0] + sum(group))) for k in range(len(rest) + 1) for group in combinations(rest, k)
        )


BOOTCAMP = MinPartitionDifference()
