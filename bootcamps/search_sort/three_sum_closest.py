"""The sum of three entries of an array that is closest to a target (sort plus two pointers).

Cases are drawn so that the closest sum is unique (no two different sums tie for the smallest
distance). The trace sorts the array, then for each first index moves two pointers inward,
keeping the best sum: one state per first index.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 60:
            raise ValueError(f"length must be in 3..60, got {self.length}")
        if self.max_value < 10:
            raise ValueError(f"max_value must be >= 10, got {self.max_value}")


_TEMPLATES = (
    "Choose three entries at different positions of {a} so that their sum is as close as possible to {target}. "
    "What is that sum? (The closest sum is unique.)",
    "Array: {a}. Target: {target}. Among all sums of three distinct positions of the array, which one has the "
    "smallest absolute difference from the target?",
    "Find the three-element sum nearest to {target} using values at three different indices of {a}; give the sum "
    "itself, not the difference.",
)


class ThreeSumClosest(IntegerAnswer, Bootcamp):
    id = "search_sort/three_sum_closest"
    description = "Sum of three entries closest to a target (sort and two pointers)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, max_value=30),
        "2": Config(length=8, max_value=50),
        "3": Config(length=11, max_value=99),
        "4": Config(length=14, max_value=300),
        "5": Config(length=18, max_value=999),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            values = [rng.randint(-config.max_value, config.max_value) for _ in range(config.length)]
            target = rng.randint(-config.max_value, config.max_value)
            sums = {sum(c) for c in itertools.combinations(values, 3)}
            if target not in sums:  # an exact hit would make the target itself the answer
                best = min(abs(s - target) for s in sums)
                if not (target - best in sums and target + best in sums):  # a tie has two answers
                    data = {"values": values, "target": target}
                    return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(a=render_any(data["values"], rng), target=data["target"])
        return f"{body}\n{answer_instruction('one integer (the sum)')}"

    def program(self, t: Tracer, data: dict) -> int:
        target = data["target"]
        t.state("sort")
        a = t.compute("sorted", sorted(data["values"]))
        best = a[0] + a[1] + a[2]
        for i in range(len(a) - 2):
            t.state(f"first {i}")
            lo, hi = i + 1, len(a) - 1
            while lo < hi:
                s = a[i] + a[lo] + a[hi]
                if abs(s - target) < abs(best - target):
                    best = s
                if s < target:
                    lo += 1
                else:
                    hi -= 1
            best = t.compute("best", best)
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Every triple.
        target = data["target"]
        return min((sum(c) for c in itertools.combinations(data["values"], 3)), key=lambda s: abs(s - target))


BOOTCAMP = ThreeSumClosest()
