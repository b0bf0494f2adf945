"""The array after one Hoare partition step of quicksort (pivot = first element).

Hoare's scheme moves two indices towards each other: i stops at a value >= pivot, j at a value
<= pivot; if they have not crossed, the two values are swapped and both move on. The trace is
one state per stop of the pair, so values equal to the pivot (which both indices stop at) are
followed exactly.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 200:
            raise ValueError(f"length must be in 3..200, got {self.length}")
        if self.max_value < 5:
            raise ValueError(f"max_value must be >= 5, got {self.max_value}")


_TEMPLATES = (
    "Run one Hoare partition on {a} (0-based): pivot = a[0], i = -1, j = n. Repeat: increase i by 1 until "
    "a[i] >= pivot; decrease j by 1 until a[j] <= pivot; if i >= j stop, otherwise swap a[i] and a[j]. What is the "
    "array when it stops?",
    "Hoare's partition scheme with the first element as pivot is applied once to the array {a}. Two indices start "
    "just outside the ends (i = -1, j = n); each round, i moves right to the next value not smaller than the "
    "pivot, j moves left to the next value not larger than the pivot, and the two values are exchanged unless "
    "i >= j, which ends the partition. Give the final array.",
    "Array {a}. Pivot p = the first value. Left pointer i from before the start, right pointer j from after the "
    "end. Loop: advance i (at least one step) until a[i] >= p; retreat j (at least one step) until a[j] <= p; "
    "stop if i >= j, else swap a[i], a[j]. Report the array at the end.",
)


class HoarePartition(IntListAnswer, Bootcamp):
    id = "search_sort/hoare_partition"
    description = "Array after one Hoare partition around the first element (two converging indices)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, max_value=20),
        "2": Config(length=8, max_value=30),
        "3": Config(length=11, max_value=50),
        "4": Config(length=15, max_value=60),
        "5": Config(length=21, max_value=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        values = [rng.randint(1, config.max_value) for _ in range(config.length)]
        if rng.random() < 0.8:  # a pivot near the middle makes several swaps happen
            values[0] = sorted(values)[config.length // 2 + rng.randint(-1, 1)]
        data = {"values": values}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["values"])
        form = f"all {n} entries of the array in order, separated by commas (for example 3, 1, 2)"
        return f"{rng.choice(_TEMPLATES).format(a=render_any(data['values'], rng))}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        a = list(data["values"])
        t.state("pivot")
        pivot = t.fetch("a[0]", a[0])
        i, j = -1, len(a)
        while True:
            t.state(f"round from i {i}, j {j}")
            i += 1
            while a[i] < pivot:
                i += 1
            j -= 1
            while a[j] > pivot:
                j -= 1
            t.compute("i", i)
            t.compute("j", j)
            if t.goto(i >= j, why="the indices met"):
                break
            a[i], a[j] = a[j], a[i]
            t.compute("array", list(a))
        t.state("answer")
        return t.compute("answer", list(a))

    def solve(self, data: dict) -> list[int]:
        # The same scan with the next stops found by searching the remaining ranges.
        a = list(data["values"])
        p = a[0]
        i, j = 0, len(a) - 1
        while True:
            i = next(k for k in range(i, len(a)) if a[k] >= p)
            j = next(k for k in range(j, -1, -1) if a[k] <= p)
            if i >= j:
                return a
            a[i], a[j] = a[j], a[i]
            i, j = i + 1, j - 1


BOOTCAMP = HoarePartition()
