"""Maximum of every window of k consecutive items of a list.

The trace keeps a monotonic deque of positions whose values decrease from front to back: one
state per item, dropping positions that left the window from the front and smaller values from
the back, appending the item, and reading the window maximum at the front.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, random_array, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 1000:
            raise ValueError(f"length must be in 4..1000, got {self.length}")
        if not 5 <= self.max_value <= 10**6:
            raise ValueError(f"max_value must be in 5..10^6, got {self.max_value}")


_TEMPLATES = (
    "List: {values}\nFor every block of {k} consecutive items, from the block starting at the first item to the "
    "block ending at the last, give the largest item in the block.",
    "Daily temperatures were {values}. For each run of {k} consecutive days (first run: days 1 to {k}), what was "
    "the highest temperature in that run?",
    "Sliding window maximum with window size k = {k} over {values}: output the maximum of each of the {count} "
    "windows, left to right.",
)


class SlidingWindowMax(IntListAnswer, Bootcamp):
    id = "data_structure/sliding_window_max"
    description = "Maximum of each window of k consecutive items (monotonic deque trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, max_value=30),
        "2": Config(length=10, max_value=50),
        "3": Config(length=14, max_value=99),
        "4": Config(length=19, max_value=200),
        "5": Config(length=26, max_value=999),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        values = random_array(rng, config.length, 1, config.max_value)
        data = {"values": values, "k": rng.randint(2, max(3, config.length // 3))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        count = len(data["values"]) - data["k"] + 1
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng), k=data["k"], count=count)
        form = f"the {count} maxima in order, separated by commas (for example 7, 7, 9)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        a, k = data["values"], data["k"]
        window: list[int] = []  # positions, values decreasing from front to back
        out: list[int] = []
        for i in range(len(a)):
            t.state(f"item {i}")
            x = t.fetch(f"a[{i}]", a[i])
            window = t.fetch("deque", window)
            kept = [j for j in window if j > i - k]
            kept = [j for j in kept if a[j] > x]
            window = t.compute("deque", kept + [i], why=f"drop positions <= {i - k} and values <= {x}, append {i}")
            if i >= k - 1:
                front = t.fetch(f"a[{window[0]}]", a[window[0]])
                out = t.compute("maxima", out + [front])
        t.state("answer")
        return t.compute("answer", t.fetch("maxima", out))

    def solve(self, data: dict) -> list[int]:
        a, k = data["values"], data["k"]
        return [max(a[i : i + k]) for i in range(len(a) - k + 1)]


BOOTCAMP = SlidingWindowMax()
