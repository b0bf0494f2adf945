"""Number of inversions of a list: pairs of positions i < j with a[i] > a[j].

The trace is merge sort: each merge step states the heads of the two runs, and taking from the
right run while left elements remain adds those remaining elements to the count.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import RandomArrayCase, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 1000:
            raise ValueError(f"length must be in 2..1000, got {self.length}")
        if self.max_value < 2:
            raise ValueError(f"max_value must be >= 2, got {self.max_value}")


_TEMPLATES = (
    "List: {seq}\nHow many inversions does it have? An inversion is a pair of positions i < j with a[i] > a[j] "
    "(equal values are not an inversion).",
    "Runners finished a race in the order given by their bib numbers: {seq}. Count the pairs of runners where the one "
    "who finished earlier has the strictly larger bib number.",
    "Count the pairs (i, j), i < j, such that the i-th element of {seq} is strictly greater than the j-th element.",
)


class InversionCount(RandomArrayCase, IntegerAnswer, Bootcamp):
    id = "search_sort/inversion_count"
    description = "Number of inversions of a list (merge-sort counting trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, max_value=20),
        "2": Config(length=9, max_value=40),
        "3": Config(length=13, max_value=60),
        "4": Config(length=19, max_value=99),
        "5": Config(length=27, max_value=200),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(seq=render_any(data["values"], rng))
        return f"{text}\n{answer_instruction('the number of inversions as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        count = 0

        def sort(lo: int, hi: int, values: list[int]) -> list[int]:
            nonlocal count
            if len(values) == 1:
                return values
            mid = len(values) // 2
            left = sort(lo, lo + mid, values[:mid])
            right = sort(lo + mid, hi, values[mid:])
            t.state(f"merge {lo}..{hi - 1}")
            left = t.fetch("left", left)
            right = t.fetch("right", right)
            merged: list[int] = []
            i = j = 0
            while i < len(left) and j < len(right):
                t.state(f"merge {lo}..{hi - 1} step {i + j}")
                a = t.fetch(f"left[{i}]", left[i])
                b = t.fetch(f"right[{j}]", right[j])
                if t.goto(b < a, why="take from the right when it is strictly smaller"):
                    count = t.compute("count", count + len(left) - i, why=f"+{len(left) - i} left elements remain")
                    merged.append(b)
                    j += 1
                else:
                    merged.append(a)
                    i += 1
            t.state(f"merge {lo}..{hi - 1} done")
            return t.compute("run", merged + left[i:] + right[j:], why="append what remains")

        sort(0, len(data["values"]), list(data["values"]))
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        # Every pair, directly from the definition.
        values = data["values"]
        return sum(1 for i in range(len(values)) for j in range(i + 1, len(values)) if values[i] > values[j])


BOOTCAMP = InversionCount()
