"""The k-th smallest value of a list (k counted from 1; repeated values count separately).

The trace is quickselect with the last element of the current range as pivot: one state per
element, comparing it with the pivot and sending it to the smaller, equal or larger part;
then one state choosing the part that holds rank k (and the new k inside it).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_array, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    max_value: int = 50

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 500:
            raise ValueError(f"length must be in 3..500, got {self.length}")
        if not 5 <= self.max_value <= 10**6:
            raise ValueError(f"max_value must be in 5..10^6, got {self.max_value}")


_TEMPLATES = (
    "List: {values}\nWhat is the {kth} smallest value? (Count repeated values separately: in 4, 4, 7 the 2nd "
    "smallest is 4.)",
    "Exam scores: {values}. If the scores are sorted from lowest to highest, which score is in position {k} "
    "(positions start at 1)?",
    "Find the k-th order statistic of {values} for k = {k}, i.e. the element that would be at 1-based index k after "
    "sorting in ascending order.",
)


def _ordinal(k: int) -> str:
    suffix = "th" if 10 <= k % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(k % 10, "th")
    return f"{k}{suffix}"


class Quickselect(IntegerAnswer, Bootcamp):
    id = "search_sort/quickselect"
    description = "The k-th smallest element of a list (quickselect partition trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, max_value=30),
        "2": Config(length=9, max_value=50),
        "3": Config(length=13, max_value=99),
        "4": Config(length=18, max_value=200),
        "5": Config(length=25, max_value=999),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        values = random_array(rng, config.length, 1, config.max_value)
        data = {"values": values, "k": rng.randint(2, config.length - 1)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng), k=data["k"], kth=_ordinal(data["k"]))
        return f"{text}\n{answer_instruction('the value as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        part, k = list(data["values"]), data["k"]
        rnd = 0
        while True:
            rnd += 1
            t.state(f"round {rnd}")
            part = t.fetch("range", part)
            k = t.fetch("k", k)
            pivot = t.fetch("pivot", part[-1])
            low, equal, high = [], [], []
            for i, x in enumerate(part):
                t.state(f"round {rnd} element {i}")
                x = t.fetch(f"range[{i}]", x)
                if t.goto(x < pivot, why=f"{x} < pivot {pivot}"):
                    low = t.compute("smaller", low + [x])
                elif t.goto(x == pivot, why=f"{x} = pivot"):
                    equal = t.compute("equal", equal + [x])
                else:
                    high = t.compute("larger", high + [x])
            t.state(f"round {rnd} choose")
            a, b = t.fetch("size smaller", len(low)), t.fetch("size equal", len(equal))
            if t.goto(k <= a, why="rank k lies among the smaller values"):
                part = t.compute("range", low)
            elif t.goto(k <= a + b, why="rank k is the pivot"):
                return t.compute("answer", pivot)
            else:
                part = t.compute("range", high)
                k = t.compute("k", k - a - b, why="skip the smaller and equal values")

    def solve(self, data: dict) -> int:
        return sorted(data["values"])[data["k"] - 1]


BOOTCAMP = Quickselect()
