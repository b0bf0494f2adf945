"""The array after one Lomuto partition step of quicksort (pivot = last element).

Lomuto's scheme keeps a boundary i (initially -1); scanning j from the first to the
second-to-last index, every value <= pivot is swapped to position i+1 and the boundary moves
on; finally the pivot is swapped into place i+1. The trace is one state per scanned element.
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
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 200:
            raise ValueError(f"length must be in 3..200, got {self.length}")
        if self.max_value < 5:
            raise ValueError(f"max_value must be >= 5, got {self.max_value}")


_TEMPLATES = (
    "Apply one Lomuto partition to the array {a}: the pivot is the last element; set i = -1; for j from 0 to n-2, "
    "if a[j] <= pivot then increase i by 1 and swap a[i] with a[j]; at the end swap a[i+1] with a[n-1]. What is "
    "the array afterwards?",
    "Quicksort's Lomuto partition on {a} (0-based): pivot = a[n-1], a boundary i starts at -1; each a[j] (j = 0 .. "
    "n-2) that is at most the pivot is exchanged with a[i+1] after which i grows by one; finally the pivot is "
    "exchanged with a[i+1]. Give the array after this single pass.",
    "Partition {a} around its last element the Lomuto way (scan left to right, swap every element not greater "
    "than the pivot to the end of the 'small' prefix, then swap the pivot just after that prefix). Write out the "
    "resulting array.",
)


class LomutoPartition(IntListAnswer, Bootcamp):
    id = "search_sort/lomuto_partition"
    description = "Array after one Lomuto partition around the last element (one state per scanned element)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, max_value=30),
        "2": Config(length=8, max_value=50),
        "3": Config(length=11, max_value=99),
        "4": Config(length=15, max_value=99),
        "5": Config(length=21, max_value=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        values = [rng.randint(1, config.max_value) for _ in range(config.length)]
        if rng.random() < 0.8:  # a pivot near the middle makes both sides non-trivial
            values[-1] = sorted(values)[config.length // 2 + rng.randint(-1, 1)]
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
        n = len(a)
        t.state("pivot")
        pivot = t.fetch(f"a[{n - 1}]", a[-1])
        i = -1
        for j in range(n - 1):
            t.state(f"scan {j}")
            if t.goto(t.fetch(f"a[{j}]", a[j]) <= pivot, why="small values go to the front"):
                i = t.compute("i", i + 1)
                a[i], a[j] = a[j], a[i]
                t.compute("array", list(a))
        t.state("place pivot")
        a[i + 1], a[n - 1] = a[n - 1], a[i + 1]
        return t.compute("answer", list(a))

    def solve(self, data: dict) -> list[int]:
        # Partition the body first, then the pivot takes the boundary cell and the value that
        # sat there moves to the end.
        *order, pivot = data["values"]
        boundary = 0
        for j in range(len(order)):
            if order[j] <= pivot:
                order[boundary], order[j] = order[j], order[boundary]
                boundary += 1
        if boundary == len(order):
            return order + [pivot]
        return order[:boundary] + [pivot] + order[boundary + 1 :] + [order[boundary]]


BOOTCAMP = LomutoPartition()
