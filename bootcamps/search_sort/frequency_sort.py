"""Sort an array by how often each value occurs (most frequent first), ties by smaller value.

Every copy of a value is written out, so the answer is a rearrangement of the input. The trace
counts the values one element per state, then emits the groups one state at a time, each time
picking the remaining value with the highest count (the smaller value on a tie).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    distinct: int = 4
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 60:
            raise ValueError(f"length must be in 3..60, got {self.length}")
        if not 2 <= self.distinct <= min(self.length, self.max_value):
            raise ValueError(f"distinct must be in 2..min(length, max_value), got {self.distinct}")


_TEMPLATES = (
    "Rearrange {values} so that values occurring more often come first. Values with the same number of occurrences "
    "are ordered from smallest to largest, and all copies of a value stay together.",
    "Sort the list {values} by frequency, highest frequency first; break ties by the value itself in increasing "
    "order. Keep every copy.",
    "Frequency sort: group equal numbers of {values}, order the groups by decreasing size and, for groups of equal "
    "size, by increasing value, then write out the whole list.",
)


class FrequencySort(IntListAnswer, Bootcamp):
    id = "search_sort/frequency_sort"
    description = "Sort by decreasing frequency, ties by value (count, then pick-the-next-group trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, distinct=3, max_value=20),
        "2": Config(length=10, distinct=4, max_value=30),
        "3": Config(length=14, distinct=5, max_value=50),
        "4": Config(length=19, distinct=7, max_value=60),
        "5": Config(length=26, distinct=9, max_value=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        pool = rng.sample(range(-config.max_value // 4, config.max_value + 1), config.distinct)
        values = pool + [rng.choice(pool) for _ in range(config.length - config.distinct)]
        rng.shuffle(values)
        data = {"values": values}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng))
        form = f"all {len(data['values'])} numbers in the new order, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        values = data["values"]
        counts: dict[int, int] = {}
        for i in range(len(values)):
            t.state(f"count {i}")
            v = t.fetch(f"a[{i}]", values[i])
            counts[v] = t.compute(f"count[{v}]", counts.get(v, 0) + 1)
        out: list[int] = []
        left = dict(counts)
        while left:
            t.state(f"group {len(counts) - len(left) + 1}")
            pick = t.compute("pick", min(left, key=lambda v: (-left[v], v)), why="most copies, then smallest")
            times = t.fetch(f"count[{pick}]", left.pop(pick, 0))
            out = t.compute("out", out + [pick] * times)
        t.state("answer")
        return t.compute("answer", t.fetch("out", out))

    def solve(self, data: dict) -> list[int]:
        counts = Counter(data["values"])
        return sorted(data["values"], key=lambda v: (-counts[v], v))


BOOTCAMP = FrequencySort()
