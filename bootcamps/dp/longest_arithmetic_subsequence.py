"""Longest arithmetic subsequence: the most terms that can be kept, in order, so that every two
consecutive kept terms differ by the same amount (which may be negative or zero).

The trace keeps, for every index j, a table from a difference d to the length of the longest
arithmetic subsequence ending at j with step d: pairing j with each earlier i extends the
i-table's entry for ``a[j] - a[i]`` by one (or starts a pair of length 2).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 10
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 100:
            raise ValueError(f"length must be in 3..100, got {self.length}")
        if not 5 <= self.max_value <= 1000:
            raise ValueError(f"max_value must be in 5..1000, got {self.max_value}")


_TEMPLATES = (
    "Sequence: {values}\nWhat is the length of its longest arithmetic subsequence (terms kept in their original "
    "order, not necessarily adjacent, with the same difference between every two consecutive kept terms)?",
    "From the readings {values}, keep as many as possible, in order, so that they change by the same amount "
    "each time (the amount may be negative or zero). How many readings can be kept?",
    "Given the array [{values}], find the maximum length of a subsequence that forms an arithmetic progression.",
)


class LongestArithmeticSubsequence(IntegerAnswer, Bootcamp):
    id = "dp/longest_arithmetic_subsequence"
    description = "Longest subsequence with a constant difference (per-index difference tables trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, max_value=20),
        "2": Config(length=10, max_value=30),
        "3": Config(length=13, max_value=40),
        "4": Config(length=17, max_value=60),
        "5": Config(length=22, max_value=90),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        # A planted progression of a few terms, hidden among random ones.
        n = config.length
        size = rng.randint(3, max(4, n // 2))
        span = (config.max_value - 1) // (size - 1)  # every term stays in 1..max_value
        step = rng.randint(-span, span)
        start = rng.randint(max(1, 1 - step * (size - 1)), min(config.max_value, config.max_value - step * (size - 1)))
        values = [rng.randint(1, config.max_value) for _ in range(n)]
        for k, at in enumerate(sorted(rng.sample(range(n), size))):
            values[at] = start + k * step
        data = {"values": values}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=", ".join(map(str, data["values"])))
        return f"{text}\n{answer_instruction('the length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a = data["values"]
        tables: list[dict[int, int]] = []
        best = 1
        for j in range(len(a)):
            t.state(f"index {j}")
            aj = t.fetch(f"a[{j}]", a[j])
            here: dict[int, int] = {}
            for i in range(j):
                d = aj - a[i]
                here[d] = max(here.get(d, 2), tables[i].get(d, 1) + 1)
            tables.append(here)
            row = t.compute(f"len[{j}]", [[d, here[d]] for d in sorted(here)],
                            why="for each step d: len[i][d] + 1 over earlier i")
            if row:
                best = t.compute("best", max(best, max(v for _, v in row)))
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Every pair (i, j) fixes a step; extend greedily to the right with the next matching term.
        a = data["values"]
        best = min(2, len(a))
        for i in range(len(a)):
            for j in range(i + 1, len(a)):
                step, last, count = a[j] - a[i], a[j], 2
                for k in range(j + 1, len(a)):
                    if a[k] - last == step:
                        last, count = a[k], count + 1
                best = max(best, count)
        return best


BOOTCAMP = LongestArithmeticSubsequence()
