"""Number of subsets of a list of positive integers whose sum is exactly a target.

Items at different positions count as different even when their values are equal. The trace
is the 0-1 counting table over sums, item by item, with sums visited downwards so each item is
used at most once: one state per (item, sum).
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
    max_value: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.items <= 40:
            raise ValueError(f"items must be in 2..40, got {self.items}")
        if self.max_value < 2:
            raise ValueError(f"max_value must be >= 2, got {self.max_value}")


_TEMPLATES = (
    "Numbers: {seq}\nHow many subsets of these numbers add up to exactly {target}? Numbers at different positions "
    "are different elements, even if their values are equal.",
    "A cashier holds banknotes worth {seq} (each note is a separate item). In how many ways can she choose some of "
    "the notes so that they total exactly {target}?",
    "Count the index sets I of the list {seq} (positions counted separately, each used at most once) whose elements "
    "sum to {target}.",
)


class SubsetSumCount(IntegerAnswer, Bootcamp):
    id = "dp/subset_sum_count"
    description = "Number of subsets with a given sum (0-1 counting DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(items=4, max_value=8),
        "2": Config(items=5, max_value=10),
        "3": Config(items=7, max_value=12),
        "4": Config(items=9, max_value=15),
        "5": Config(items=11, max_value=18),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        for _ in range(1000):
            values = random_array(rng, config.items, 1, config.max_value)
            total = sum(values)
            data = {"values": values, "target": rng.randint(max(2, total // 4), max(2, total // 2))}
            ways = _count(values, data["target"])
            if ways >= 1:
                return data, ways
        raise RuntimeError(f"{self.id}: no reachable target in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(seq=render_any(data["values"], rng), target=data["target"])
        return f"{text}\n{answer_instruction('the number of subsets as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        target = data["target"]
        ways = [1] + [0] * target
        for i, x in enumerate(data["values"]):
            for total in range(target, x - 1, -1):
                t.state(f"item {i} sum {total}")
                keep = t.fetch(f"ways[{total}]", ways[total])
                add = t.fetch(f"ways[{total - x}]", ways[total - x])
                ways[total] = t.compute(f"ways[{total}]", keep + add, why=f"also with item {i} ({x})")
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways[{target}]", ways[target]))

    def solve(self, data: dict) -> int:
        # Brute force over all subsets by size (items stay below 2^20 subsets).
        values, target = data["values"], data["target"]
        return sum(
            1 for k in range(len(values) + 1) for combo in combinations(values, k) if sum(combo) == target
        )


def _count(values: list[int], target: int) -> int:
    # Counts by reachable sum, one item at a time (fast enough for generation at any level).
    counts = {0: 1}
    for x in values:
        for total, ways in list(counts.items()):
            if total + x <= target:
                counts[total + x] = counts.get(total + x, 0) + ways
    return counts.get(target, 0)


BOOTCAMP = SubsetSumCount()
