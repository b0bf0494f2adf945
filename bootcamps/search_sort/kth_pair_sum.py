"""The k-th smallest of all sums a + b with a from one list and b from another.

All |A| * |B| sums count, repeats included. The trace binary-searches the answer value: for a
candidate s it counts the pairs with sum <= s (for each a in increasing order, how many b fit,
a pointer that only moves down), then halves the value range until it closes on the k-th sum.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size_a: int = 3
    size_b: int = 3
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.size_a <= 50 or not 2 <= self.size_b <= 50:
            raise ValueError(f"sizes must be in 2..50, got {self.size_a}, {self.size_b}")
        if self.max_value < 5:
            raise ValueError(f"max_value must be >= 5, got {self.max_value}")


_TEMPLATES = (
    "A = {a}\nB = {b}\nForm every sum a + b with a taken from A and b from B ({pairs} sums, repeats kept). Sorted in "
    "increasing order, what is the {k}{th} sum?",
    "Consider all {pairs} pairwise sums of an element of {a} and an element of {b} (each pair of positions counts "
    "once, equal sums are listed separately). Which value is in position {k} (1-based) of that list sorted from "
    "smallest to largest?",
    "Find the {k}{th} smallest value among the sums x + y, where x ranges over the list {a} and y over the list {b}; "
    "all {pairs} combinations are included, duplicates too.",
)


def _suffix(k: int) -> str:
    return "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")


class KthPairSum(IntegerAnswer, Bootcamp):
    id = "search_sort/kth_pair_sum"
    description = "k-th smallest pairwise sum of two lists (binary search on the value with pair counting)"
    Config = Config
    LEVELS = {
        "1": Config(size_a=3, size_b=3, max_value=20),
        "2": Config(size_a=4, size_b=4, max_value=30),
        "3": Config(size_a=5, size_b=5, max_value=50),
        "4": Config(size_a=6, size_b=7, max_value=80),
        "5": Config(size_a=8, size_b=9, max_value=120),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        a = [rng.randint(1, config.max_value) for _ in range(config.size_a)]
        b = [rng.randint(1, config.max_value) for _ in range(config.size_b)]
        data = {"a": a, "b": b, "k": rng.randint(2, config.size_a * config.size_b - 1)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        k = data["k"]
        text = rng.choice(_TEMPLATES).format(
            a=render_any(data["a"], rng), b=render_any(data["b"], rng), k=k, th=_suffix(k),
            pairs=len(data["a"]) * len(data["b"]),
        )
        return f"{text}\n{answer_instruction('the sum as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a, b, k = sorted(data["a"]), sorted(data["b"]), data["k"]
        t.state("sort")
        a = t.compute("A", a)
        b = t.compute("B", b)
        lo = t.compute("lo", a[0] + b[0])
        hi = t.compute("hi", a[-1] + b[-1])
        while lo < hi:
            t.state(f"try {lo}..{hi}")
            mid = t.compute("mid", (lo + hi) // 2)
            count, j = 0, len(b)
            for x in a:
                while j > 0 and x + b[j - 1] > mid:
                    j -= 1
                count += j
            count = t.compute("count", count, why=f"pairs with sum <= {mid}")
            if t.goto(count >= k, why=f"at least {k} sums are <= mid"):
                hi = t.compute("hi", mid)
            else:
                lo = t.compute("lo", mid + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("lo", lo))

    def solve(self, data: dict) -> int:
        return sorted(x + y for x in data["a"] for y in data["b"])[data["k"] - 1]


BOOTCAMP = KthPairSum()
