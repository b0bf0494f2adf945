"""Most coins from bursting every balloon of a row, one at a time.

Bursting a balloon earns left * value * right, where left and right are the values of its
nearest unburst neighbours (1 past either end of the row); the row then closes up. The trace
is the interval DP over which balloon in an open interval is burst last: one state per
interval, by increasing width, listing the total for every choice of the last balloon.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_array, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    balloons: int = 4
    max_value: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.balloons <= 14:
            raise ValueError(f"balloons must be in 2..14, got {self.balloons}")
        if not 2 <= self.max_value <= 100:
            raise ValueError(f"max_value must be in 2..100, got {self.max_value}")


_TEMPLATES = (
    "Balloons in a row carry the numbers {values}. Bursting a balloon earns (left neighbour) x (its number) x "
    "(right neighbour), using the nearest balloons still intact; a missing neighbour past either end counts as 1. "
    "After a burst the row closes up. Burst all of them in the best order: what is the largest total?",
    "A line of jars holds weights {values}. Removing a jar scores the product of its weight and the weights of the "
    "closest remaining jars to its left and right (1 if there is none on that side). All jars must be removed one "
    "by one. What is the maximum possible total score?",
    "Burst balloons: nums = {values}. Popping nums[i] gains nums[left] * nums[i] * nums[right] for the nearest "
    "unpopped neighbours, with 1 beyond the boundaries. Return the maximum coins obtainable by popping every balloon.",
)


class BurstBalloons(IntegerAnswer, Bootcamp):
    id = "dp/burst_balloons"
    description = "Maximum coins from bursting all balloons in the best order (last-burst interval DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(balloons=4, max_value=9),
        "2": Config(balloons=5, max_value=9),
        "3": Config(balloons=6, max_value=12),
        "4": Config(balloons=7, max_value=15),
        "5": Config(balloons=8, max_value=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"values": random_array(rng, config.balloons, 1, config.max_value)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng))
        return f"{text}\n{answer_instruction('the maximum total as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        v = [1] + list(data["values"]) + [1]  # v[0] and v[n+1] are the ends
        n = len(data["values"])
        best: dict[tuple[int, int], int] = {}
        for width in range(2, n + 2):  # open interval (lo, hi) holds balloons lo+1..hi-1
            for lo in range(0, n + 2 - width):
                hi = lo + width
                t.state(f"interval ({lo}, {hi})")
                ends = t.fetch(f"v[{lo}]*v[{hi}]", v[lo] * v[hi])
                totals = []
                for k in range(lo + 1, hi):
                    left = t.fetch(f"best({lo},{k})", best.get((lo, k), 0))
                    right = t.fetch(f"best({k},{hi})", best.get((k, hi), 0))
                    totals.append(left + right + ends * v[k])
                totals = t.compute("last burst totals", totals, why="best(lo,k) + best(k,hi) + v[lo]*v[k]*v[hi]")
                best[(lo, hi)] = t.compute(f"best({lo},{hi})", max(totals))
        t.state("answer")
        return t.compute("answer", t.fetch(f"best(0,{n + 1})", best[(0, n + 1)]))

    def solve(self, data: dict) -> int:
        # Over the set of balloons still intact, try each next burst (exponential; small rows only).
        values = tuple(data["values"])

        @lru_cache(maxsize=None)
        def most(left: tuple[int, ...]) -> int:
            if not left:
                return 0
            out = 0
            for i, x in enumerate(left):
                a = left[i - 1] if i else 1
                b = left[i + 1] if i + 1 < len(left) else 1
                out = max(out, a * x * b + most(left[:i] + left[i + 1 :]))
            return out

        return most(values)


BOOTCAMP = BurstBalloons()
