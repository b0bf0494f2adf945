"""Final array after range-add updates, applied through a difference array.

Each update "add v to positions l..r" touches only two cells of the difference array
(+v at l, -v at r+1); one prefix-sum pass then rebuilds the array. The trace is one state per
update and one for the rebuild.
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
    updates: int = 3
    max_add: int = 9

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 200:
            raise ValueError(f"length must be in 3..200, got {self.length}")
        if not 1 <= self.updates <= 100:
            raise ValueError(f"updates must be in 1..100, got {self.updates}")
        if self.max_add < 3:
            raise ValueError(f"max_add must be >= 3, got {self.max_add}")


_TEMPLATES = (
    "Start from the array {a} (positions 0 to {last}). Apply these updates, each adding a value to every position "
    "of an inclusive range:\n{u}\nWhat is the array after all updates?",
    "Array: {a}. Range updates (l, r, v) mean 'add v to each of a[l], ..., a[r]' (0-based, inclusive): {ui}. Give "
    "the final array.",
    "Apply the following range-increment operations to {a}, where positions are numbered from 0 and both ends "
    "of a range are included:\n{u}\nList the resulting values.",
)


class DifferenceArrayUpdates(IntListAnswer, Bootcamp):
    id = "data_structure/difference_array_updates"
    description = "Array after range-add updates (difference array, then one prefix-sum pass)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, updates=3, max_add=9),
        "2": Config(length=8, updates=4, max_add=9),
        "3": Config(length=10, updates=6, max_add=15),
        "4": Config(length=14, updates=8, max_add=20),
        "5": Config(length=20, updates=12, max_add=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        values = [rng.randint(0, 20) for _ in range(config.length)]
        updates = []
        for _ in range(config.updates):
            lo, hi = sorted(rng.choices(range(config.length), k=2))
            updates.append([lo, hi, rng.choice([-1, 1, 1]) * rng.randint(1, config.max_add)])
        data = {"values": values, "updates": updates}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        u = "\n".join(f"{i + 1}. add {v} to positions {lo}..{hi}" for i, (lo, hi, v) in enumerate(data["updates"]))
        ui = ", ".join(f"({lo}, {hi}, {v})" for lo, hi, v in data["updates"])
        body = rng.choice(_TEMPLATES).format(a=render_any(data["values"], rng), last=len(data["values"]) - 1, u=u, ui=ui)
        form = f"all {len(data['values'])} values in order, separated by commas (for example 4, 0, -2)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        a = data["values"]
        diff = [0] * (len(a) + 1)
        for i, (lo, hi, v) in enumerate(data["updates"]):
            t.state(f"update {i + 1}")
            v = t.fetch(f"v[{i + 1}]", v)
            diff[lo] += v
            diff[hi + 1] -= v
            t.compute("diff", list(diff))
        t.state("rebuild")
        out, running = [], 0
        for k in range(len(a)):
            running += diff[k]
            out.append(a[k] + running)
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[int]:
        # Apply each update cell by cell.
        a = list(data["values"])
        for lo, hi, v in data["updates"]:
            for k in range(lo, hi + 1):
                a[k] += v
        return a


BOOTCAMP = DifferenceArrayUpdates()
