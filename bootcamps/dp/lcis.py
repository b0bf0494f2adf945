"""Length of the longest common increasing subsequence of two integer sequences (strictly
increasing, taken from both in order).

The trace keeps best[j], the longest common increasing subsequence ending with b[j]. For each
a[i] (one state each) it scans b once, carrying the best length among earlier b[j] < a[i] and
raising best[j] where b[j] == a[i].
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    max_value: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 200:
            raise ValueError(f"length must be in 2..200, got {self.length}")
        if self.max_value < 2:
            raise ValueError(f"max_value must be >= 2, got {self.max_value}")


_TEMPLATES = (
    "A = {a}\nB = {b}\nWhat is the length of the longest sequence that is a subsequence of both A and B (elements "
    "kept in order, not necessarily adjacent) and is strictly increasing?",
    "Two lists of numbers:\nfirst: {a}\nsecond: {b}\nFind the longest strictly increasing run of values that can be "
    "picked, in order, from the first list and also, in order, from the second. Report its length.",
    "Longest common increasing subsequence: for the sequences {a} and {b}, give the length of the longest strictly "
    "increasing sequence that appears as a subsequence in both.",
)


class Lcis(IntegerAnswer, Bootcamp):
    id = "dp/lcis"
    description = "Longest common increasing subsequence of two sequences (O(nm) carried-best DP)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, max_value=9),
        "2": Config(length=8, max_value=12),
        "3": Config(length=11, max_value=15),
        "4": Config(length=15, max_value=20),
        "5": Config(length=22, max_value=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        a = [rng.randint(1, config.max_value) for _ in range(config.length)]
        b = [rng.randint(1, config.max_value) for _ in range(config.length)]
        common = sorted(rng.sample(range(1, config.max_value + 1), min(config.max_value, config.length // 2)))
        for seq in (a, b):  # plant a shared increasing run at random places
            spots = sorted(rng.sample(range(config.length), len(common)))
            for spot, value in zip(spots, common):
                if rng.random() < 0.8:
                    seq[spot] = value
        data = {"a": a, "b": b}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(a=render_any(data["a"], rng), b=render_any(data["b"], rng))
        return f"{text}\n{answer_instruction('the length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a, b = data["a"], data["b"]
        best = [0] * len(b)
        for i, x in enumerate(a):
            t.state(f"a[{i}]")
            x = t.fetch(f"a[{i}]", x)
            run, row = 0, list(best)
            for j, y in enumerate(b):
                if y < x:
                    run = max(run, row[j])
                elif y == x:
                    row[j] = max(row[j], run + 1)
            best = t.compute("best", row, why=f"carry max best[j] over b[j] < {x}; set where b[j] == {x}")
        t.state("answer")
        return t.compute("answer", max(t.fetch("best", best)))

    def solve(self, data: dict) -> int:
        # Over increasing value chains: f(i, j, last) by memoised recursion on both positions.
        from functools import lru_cache

        a, b = data["a"], data["b"]

        @lru_cache(maxsize=None)
        def go(i: int, j: int, last: int) -> int:
            if i == len(a) or j == len(b):
                return 0
            best = max(go(i + 1, j, last), go(i, j + 1, last))
            if a[i] == b[j] and a[i] > last:
                best = max(best, 1 + go(i + 1, j + 1, a[i]))
            return best

        return go(0, 0, 0)


BOOTCAMP = Lcis()
