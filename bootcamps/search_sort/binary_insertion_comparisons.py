"""Comparisons made by binary insertion sort.

For i = 1, 2, ..., n-1 the sort finds where a[i] goes in the sorted prefix a[0..i-1] by binary
search (lo = 0, hi = i; while lo < hi: mid = (lo + hi) // 2, one comparison "a[i] < a[mid]?",
then hi = mid or lo = mid + 1) and inserts it there. The trace has one state per inserted
element: its probes, the comparisons they cost, and the new prefix.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import RandomArrayCase, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 5
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 200:
            raise ValueError(f"length must be in 2..200, got {self.length}")
        if self.max_value < 2:
            raise ValueError(f"max_value must be >= 2, got {self.max_value}")


_TEMPLATES = (
    "Binary insertion sort sorts {values} ascending. For each i = 1, 2, ..., n-1 it searches the already sorted "
    "prefix of the first i elements for the place of element i: lo = 0, hi = i; while lo < hi: mid = (lo + hi) // "
    "2 (rounded down); compare \"x < prefix[mid]?\" (one comparison); if yes hi = mid, else lo = mid + 1. Then it "
    "inserts x at position lo. How many comparisons does the whole sort make?",
    "Count the element comparisons of this sort on the list {values}: take the elements one by one from the "
    "second; binary-search the sorted part before it with bounds lo = 0, hi = (size of the sorted part), probing "
    "mid = floor((lo+hi)/2) and asking whether the new element is smaller than the element at mid (if so hi = mid, "
    "otherwise lo = mid + 1) until lo = hi; insert it at lo.",
    "List: {values}\nSort it with binary insertion (upper-bound search: equal elements go after existing ones). "
    "Each probe \"is x < s[mid]\" with mid = (lo + hi) // 2 over the half-open range [lo, hi), starting from [0, i), "
    "counts as one comparison. Total comparisons?",
)


class BinaryInsertionComparisons(RandomArrayCase, IntegerAnswer, Bootcamp):
    id = "search_sort/binary_insertion_comparisons"
    description = "Comparisons made by binary insertion sort (upper-bound search per element)"
    Config = Config
    LEVELS = {
        "1": Config(length=5, max_value=20),
        "2": Config(length=7, max_value=30),
        "3": Config(length=10, max_value=50),
        "4": Config(length=14, max_value=70),
        "5": Config(length=20, max_value=99),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng))
        return f"{text}\n{answer_instruction('the number of comparisons as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        values = data["values"]
        prefix, total = [values[0]], 0
        for i in range(1, len(values)):
            t.state(f"insert {i}")
            x = t.fetch(f"a[{i}]", values[i])
            part = t.fetch("sorted", prefix)
            lo, hi, probes = 0, len(part), []
            while lo < hi:
                mid = (lo + hi) // 2
                probes.append(mid)
                if x < part[mid]:
                    hi = mid
                else:
                    lo = mid + 1
            probes = t.compute("probes", probes, why="mids of the binary search")
            total = t.compute("total", total + len(probes))
            prefix = t.compute("sorted", part[:lo] + [x] + part[lo:], why=f"insert at {lo}")
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # Recursive search on explicit sub-ranges; the count of one search is 1 + the count in
        # the half it continues with.
        def cost(part: list[int], x: int) -> tuple[int, int]:  # (comparisons, insertion index)
            if not part:
                return 0, 0
            mid = len(part) // 2
            if x < part[mid]:
                c, at = cost(part[:mid], x)
                return c + 1, at
            c, at = cost(part[mid + 1 :], x)
            return c + 1, mid + 1 + at

        prefix, total = [], 0
        for x in data["values"]:
            c, at = cost(prefix, x)
            total += c
            prefix.insert(at, x)
        return total


BOOTCAMP = BinaryInsertionComparisons()
