"""The k values of a sorted array closest to a target (ties go to the smaller value).

The trace binary-searches the first position whose value is >= x, then grows a window with two
pointers, one state per element taken: the nearer of the two candidates joins (the left one
on a tie, since it is smaller). The answer lists the window in increasing order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    k: int = 3
    max_value: int = 40

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 200:
            raise ValueError(f"length must be in 3..200, got {self.length}")
        if not 1 <= self.k < self.length:
            raise ValueError(f"k must be in 1..length-1, got {self.k}")
        if self.max_value < self.length:
            raise ValueError(f"max_value must be >= length, got {self.max_value}")


_TEMPLATES = (
    "The sorted array {values} is given. Find the {k} elements closest to x = {x}. Distance is |a - x|; when two "
    "elements are equally far, the smaller one is closer. List the chosen elements in increasing order.",
    "Pick the {k} numbers of the sorted list {values} nearest to {x} (by absolute difference, preferring the smaller "
    "number on a tie) and write them sorted ascending.",
    "k-closest elements: array = {values}, k = {k}, target = {x}. Ties in distance are broken in favour of the "
    "smaller element. Report the k elements in ascending order.",
)


class KClosest(IntListAnswer, Bootcamp):
    id = "search_sort/k_closest"
    description = "k elements of a sorted array nearest a target (binary search, then two-pointer window)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, k=2, max_value=30),
        "2": Config(length=10, k=3, max_value=50),
        "3": Config(length=14, k=5, max_value=80),
        "4": Config(length=20, k=7, max_value=120),
        "5": Config(length=30, k=10, max_value=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        values = sorted(rng.sample(range(config.max_value + 1), config.length))
        x = rng.randint(values[0] - 3, values[-1] + 3) if rng.random() < 0.8 else rng.choice(values)
        data = {"values": values, "k": config.k, "x": x}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng), k=data["k"], x=data["x"])
        form = f"the {data['k']} numbers in increasing order, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        a, x = data["values"], data["x"]
        lo, hi = 0, len(a)
        while lo < hi:
            t.state(f"search {lo}..{hi}")
            mid = t.compute("mid", (lo + hi) // 2)
            if t.goto(t.fetch(f"a[{mid}]", a[mid]) < x, why=f"a[mid] < {x}"):
                lo = mid + 1
            else:
                hi = mid
        t.state("window start")
        right = t.compute("right", lo, why=f"first index with a[i] >= {x}")
        left = t.compute("left", right - 1)
        for step in range(data["k"]):
            t.state(f"take {step + 1}")
            take_left = right >= len(a)
            if left >= 0 and right < len(a):
                near = t.compute("gap_left", x - t.fetch(f"a[{left}]", a[left]))
                far = t.compute("gap_right", t.fetch(f"a[{right}]", a[right]) - x)
                take_left = near <= far
            if t.goto(take_left, why="the left candidate is at least as near"):
                left = t.compute("left", left - 1)
            else:
                right = t.compute("right", right + 1)
        t.state("answer")
        return t.compute("answer", a[left + 1 : right], why=f"a[{left + 1}..{right - 1}]")

    def solve(self, data: dict) -> list[int]:
        x = data["x"]
        return sorted(sorted(data["values"], key=lambda v: (abs(v - x), v))[: data["k"]])


BOOTCAMP = KClosest()
