"""Smallest eating speed that finishes every pile within the hours allowed (binary search on the answer).

At speed k, a pile of p items takes ceil(p / k) hours (a partly used hour is not shared with
the next pile). The trace is the binary search over k: one state per probe, with the hours
the probe needs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    piles: int = 4
    max_pile: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.piles <= 100:
            raise ValueError(f"piles must be in 2..100, got {self.piles}")
        if self.max_pile < 5:
            raise ValueError(f"max_pile must be >= 5, got {self.max_pile}")


_TEMPLATES = (
    "A worker processes piles of {items} of sizes {p}. Each hour she chooses one pile and handles up to k {items} "
    "from it (if the pile has fewer, she finishes it and waits out the rest of the hour). What is the smallest "
    "integer k that lets her finish all piles within {h} hours?",
    "Piles: {p}. At speed k per hour, a pile of size x needs ceil(x / k) whole hours, and piles are done one at a "
    "time. Find the minimum integer speed k such that the total time is at most {h} hours.",
    "There are {n} piles of {items} with sizes {p} and a deadline of {h} hours. Working on one pile per hour at a "
    "rate of k {items} per hour (leftover capacity in an hour is lost), what is the least whole number k that "
    "meets the deadline?",
)
_ITEMS = ("bananas", "boxes", "files", "letters", "crates", "parcels")


class MinEatingSpeed(IntegerAnswer, Bootcamp):
    id = "search_sort/min_eating_speed"
    description = "Least per-hour rate that clears every pile within the deadline (binary search on the answer)"
    Config = Config
    LEVELS = {
        "1": Config(piles=4, max_pile=20),
        "2": Config(piles=5, max_pile=40),
        "3": Config(piles=7, max_pile=99),
        "4": Config(piles=10, max_pile=300),
        "5": Config(piles=14, max_pile=1000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        piles = [rng.randint(1, config.max_pile) for _ in range(config.piles)]
        hours = rng.randint(config.piles, 3 * config.piles)
        data = {"piles": piles, "hours": hours}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(
            p=render_any(data["piles"], rng), h=data["hours"], n=len(data["piles"]), items=rng.choice(_ITEMS)
        )
        return f"{body}\n{answer_instruction('one integer (the speed k)')}"

    def program(self, t: Tracer, data: dict) -> int:
        piles, hours = data["piles"], data["hours"]
        lo, hi = 1, max(piles)  # speed max(piles) always finishes in len(piles) <= hours
        while lo < hi:
            mid = (lo + hi) // 2
            t.state(f"probe {mid} in [{lo}, {hi}]")
            need = t.compute("hours needed", sum(-(-p // mid) for p in piles))
            if t.goto(need <= hours, why="fast enough: try slower"):
                hi = t.compute("hi", mid)
            else:
                lo = t.compute("lo", mid + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("lo", lo))

    def solve(self, data: dict) -> int:
        # Scan the speeds upward from a lower bound (total / hours) until one is fast enough.
        piles, hours = data["piles"], data["hours"]
        k = max(1, sum(piles) // hours)
        while sum((p + k - 1) // k for p in piles) > hours:
            k += 1
        return k


BOOTCAMP = MinEatingSpeed()
