"""Median of the union of two sorted arrays, by binary search on the partition of the shorter one.

Take i elements of the shorter array A and j = half - i of B so that the left part holds half of
all elements; the partition is right when A[i-1] <= B[j] and B[j-1] <= A[i]. The trace has one
state per binary-search step, then reads the median off the boundary (the average of the two
middle elements when the total is even).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.kit.units import DecimalAnswer, format_decimal
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size_a: int = 4
    size_b: int = 5
    max_value: int = 50

    def __post_init__(self) -> None:
        if not 1 <= self.size_a <= 200 or not 1 <= self.size_b <= 200:
            raise ValueError(f"sizes must be in 1..200, got {self.size_a}, {self.size_b}")
        if self.max_value < 10:
            raise ValueError(f"max_value must be >= 10, got {self.max_value}")


_TEMPLATES = (
    "Two sorted arrays are given:\nA = {a}\nB = {b}\nWhat is the median of all {n} numbers together? (With an even "
    "count, the median is the mean of the two middle values.)",
    "Merge the sorted lists {a} and {b} in your head and report the median of the combined {n} values; for an even "
    "number of values take the average of the middle two.",
    "Find the median of the multiset union of the sorted sequences {a} and {b} (repeated values count separately; "
    "with an even total, average the two central values).",
)


class MedianTwoSorted(DecimalAnswer, Bootcamp):
    id = "search_sort/median_two_sorted"
    description = "Median of two sorted arrays (binary search on the partition of the shorter array)"
    Config = Config
    LEVELS = {
        "1": Config(size_a=2, size_b=5, max_value=30),
        "2": Config(size_a=4, size_b=7, max_value=60),
        "3": Config(size_a=8, size_b=11, max_value=99),
        "4": Config(size_a=16, size_b=19, max_value=200),
        "5": Config(size_a=32, size_b=37, max_value=500),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        sizes = [config.size_a, config.size_b + rng.choice((0, 1))]  # both parities of the total
        rng.shuffle(sizes)
        a = sorted(rng.randint(0, config.max_value) for _ in range(sizes[0]))
        b = sorted(rng.randint(0, config.max_value) for _ in range(sizes[1]))
        data = {"a": a, "b": b}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.randrange(3)
        show = [render_any(x, random.Random(style)) for x in (data["a"], data["b"])]
        text = rng.choice(_TEMPLATES).format(a=show[0], b=show[1], n=len(data["a"]) + len(data["b"]))
        form = "the median as an integer or a decimal (for example 17 or 17.5)"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        a, b = data["a"], data["b"]
        na, nb = "A", "B"
        if len(a) > len(b):
            a, b, na, nb = b, a, nb, na
        m, n = len(a), len(b)
        half = (m + n + 1) // 2
        lo, hi = 0, m
        while True:
            t.state(f"search lo {lo} hi {hi}")
            i = t.compute("i", (lo + hi) // 2)
            j = t.compute("j", half - i)
            a_left = t.fetch(f"{na}[{i - 1}]", a[i - 1]) if i > 0 else None
            a_right = t.fetch(f"{na}[{i}]", a[i]) if i < m else None
            b_left = t.fetch(f"{nb}[{j - 1}]", b[j - 1]) if 0 < j <= n else None
            b_right = t.fetch(f"{nb}[{j}]", b[j]) if 0 <= j < n else None
            if t.goto(a_left is not None and b_right is not None and a_left > b_right, why=f"{na}[i-1] > {nb}[j]: take fewer of {na}"):
                hi = i - 1
            elif t.goto(b_left is not None and a_right is not None and b_left > a_right, why=f"{nb}[j-1] > {na}[i]: take more of {na}"):
                lo = i + 1
            else:
                break
            if lo > hi:
                raise ValueError(f"the partition search ran past its range on {data!r}")
        t.state("median")
        left = t.compute("left_max", max(x for x in (a_left, b_left) if x is not None))
        if (m + n) % 2:
            return t.compute("answer", format_decimal(left))
        right = t.compute("right_min", min(x for x in (a_right, b_right) if x is not None))
        return t.compute("answer", format_decimal(Fraction(left + right, 2)), why="(left_max+right_min)/2")

    def solve(self, data: dict) -> str:
        merged = sorted(data["a"] + data["b"])
        k = len(merged)
        value = Fraction(merged[k // 2]) if k % 2 else Fraction(merged[k // 2 - 1] + merged[k // 2], 2)
        return format_decimal(value)


BOOTCAMP = MedianTwoSorted()
