"""Index of a value in a sorted list of distinct integers that has been rotated.

The trace is a binary search that, at each probe, decides which half is sorted (by comparing
the ends with the middle) and whether the target lies in it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any, sorted_distinct
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    max_value: int = 60

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 5000:
            raise ValueError(f"length must be in 3..5000, got {self.length}")
        if self.max_value < self.length:
            raise ValueError(f"max_value must be >= length, got {self.max_value}")


_TEMPLATES = (
    "A list of distinct integers was sorted in increasing order and then rotated (some elements moved from the front "
    "to the back, keeping their order):\n{seq}\nAt which 0-based index is {x}?",
    "The circular list {seq} is an ascending list that starts at an unknown point. Give the position (counting from "
    "0) of the value {x}.",
    "Search for {x} in the rotated sorted array {seq} and report its 0-based index.",
)


class RotatedSearch(IntegerAnswer, Bootcamp):
    id = "search_sort/rotated_search"
    description = "Index of a value in a rotated sorted array (pivot-aware binary search trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, max_value=40),
        "2": Config(length=15, max_value=90),
        "3": Config(length=31, max_value=200),
        "4": Config(length=63, max_value=400),
        "5": Config(length=127, max_value=900),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        values = sorted_distinct(rng, config.length, 1, config.max_value)
        shift = rng.randrange(1, config.length)
        values = values[shift:] + values[:shift]
        index = rng.randrange(config.length)
        return {"values": values, "target": values[index]}, index

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(seq=render_any(data["values"], rng), x=data["target"])
        return f"{text}\n{answer_instruction('the index as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a, x = data["values"], data["target"]
        lo, hi = 0, len(a) - 1
        while True:
            t.state(f"probe {lo}..{hi}")
            mid = t.compute("mid", (lo + hi) // 2, why=f"({lo}+{hi})//2")
            m = t.fetch(f"a[{mid}]", a[mid])
            if t.goto(m == x, why="found"):
                return t.compute("answer", mid)
            first = t.fetch(f"a[{lo}]", a[lo])
            if t.goto(first <= m, why="the left half lo..mid is sorted"):
                inside = t.compute("in_left", first <= x < m)
                lo, hi = (lo, mid - 1) if inside else (mid + 1, hi)
            else:
                last = t.fetch(f"a[{hi}]", a[hi])
                inside = t.compute("in_right", m < x <= last, why="the right half mid..hi is sorted")
                lo, hi = (mid + 1, hi) if inside else (lo, mid - 1)
            if lo > hi:
                raise ValueError(f"{x} is not in the list")

    def solve(self, data: dict) -> int:
        return data["values"].index(data["target"])


BOOTCAMP = RotatedSearch()
