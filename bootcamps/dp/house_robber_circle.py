"""Largest total from houses on a circle when no two neighbours may both be taken.

On a circle the first and last houses are neighbours, so the trace runs the line DP twice:
once without the last house and once without the first. Each pass keeps two numbers per
house, the best total with and without taking it, one state per house.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    houses: int = 6
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.houses <= 200:
            raise ValueError(f"houses must be in 3..200, got {self.houses}")
        if self.max_value < 5:
            raise ValueError(f"max_value must be >= 5, got {self.max_value}")


_TEMPLATES = (
    "{n} houses stand in a circle, holding {values} (house 1 is next to house {n}). A thief may not rob two "
    "adjacent houses. What is the largest total the thief can take?",
    "Choose some numbers from the circular list {values} (the first and last entries are neighbours) so that no two "
    "chosen numbers are next to each other. Maximise their sum and report it.",
    "Values around a ring: {values}. Pick a set of positions with no two adjacent around the ring (the ends touch) "
    "and the greatest possible total. What is that total?",
)


class HouseRobberCircle(IntegerAnswer, Bootcamp):
    id = "dp/house_robber_circle"
    description = "Maximum non-adjacent sum on a circle (two line DPs: without the last, without the first)"
    Config = Config
    LEVELS = {
        "1": Config(houses=5, max_value=20),
        "2": Config(houses=7, max_value=30),
        "3": Config(houses=9, max_value=50),
        "4": Config(houses=12, max_value=80),
        "5": Config(houses=16, max_value=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"values": [rng.randint(1, config.max_value) for _ in range(config.houses)]}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng), n=len(data["values"]))
        return f"{text}\n{answer_instruction('the largest total as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        values = data["values"]
        n = len(values)
        results = []
        for name, span in (("without last", range(0, n - 1)), ("without first", range(1, n))):
            take, skip = 0, 0
            for i in span:
                t.state(f"{name}: house {i}")
                v = t.fetch(f"v[{i}]", values[i])
                take, skip = (
                    t.compute("take", skip + v, why="take it: the previous one was skipped"),
                    t.compute("skip", max(take, skip), why="skip it: best so far"),
                )
            t.state(f"{name}: done")
            results.append(t.compute("best", max(take, skip)))
        t.state("answer")
        return t.compute("answer", max(results))

    def solve(self, data: dict) -> int:
        # Split on house 0: taken (its two neighbours are out) or not; each side a line recursion.
        values = data["values"]
        n = len(values)

        def line(lo: int, hi: int) -> int:  # best over houses lo..hi-1 in a line
            @lru_cache(maxsize=None)
            def best(i: int) -> int:
                return 0 if i >= hi else max(best(i + 1), values[i] + best(i + 2))

            return best(lo)

        return max(values[0] + line(2, n - 1), line(1, n))


BOOTCAMP = HouseRobberCircle()
