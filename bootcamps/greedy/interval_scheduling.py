"""Largest number of pairwise non-overlapping intervals that can be chosen.

Intervals are half-open [start, end): one that ends at 5 and one that starts at 5 do not
overlap. The trace sorts by end time and scans, taking each interval that starts no earlier
than the last taken one ends (the earliest-finish greedy rule, which is optimal).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    intervals: int = 6
    horizon: int = 24
    max_length: int = 8

    def __post_init__(self) -> None:
        if not 2 <= self.intervals <= 500:
            raise ValueError(f"intervals must be in 2..500, got {self.intervals}")
        if not 1 <= self.max_length < self.horizon:
            raise ValueError(f"need 1 <= max_length < horizon, got {self.max_length}, {self.horizon}")


_TEMPLATES = (
    "Meetings (start, end) requested for one room:\n{lines}\nA meeting occupies the room from its start up to its end; "
    "one may start exactly when another ends. What is the largest number of meetings the room can host?",
    "Choose as many of the intervals {inline} as possible so that no two chosen intervals overlap. Each interval "
    "[a, b) includes a but not b, so [1, 3) and [3, 5) do not overlap. How many can you choose?",
    "A telescope can run one observation at a time. Requested observations, as start-end times: {dashed}. An "
    "observation ending at time t is compatible with one starting at t. At most how many can be scheduled?",
)


class IntervalScheduling(IntegerAnswer, Bootcamp):
    id = "greedy/interval_scheduling"
    description = "Maximum number of non-overlapping intervals (earliest-finish greedy trace)"
    Config = Config
    LEVELS = {
        "1": Config(intervals=5, horizon=15, max_length=6),
        "2": Config(intervals=8, horizon=24, max_length=8),
        "3": Config(intervals=12, horizon=40, max_length=10),
        "4": Config(intervals=18, horizon=60, max_length=14),
        "5": Config(intervals=26, horizon=90, max_length=18),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        intervals = []
        for _ in range(config.intervals):
            length = rng.randint(1, config.max_length)
            start = rng.randint(0, config.horizon - length)
            intervals.append([start, start + length])
        data = {"intervals": intervals}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        iv = data["intervals"]
        text = rng.choice(_TEMPLATES).format(
            lines="\n".join(f"({a}, {b})" for a, b in iv),
            inline=", ".join(f"[{a}, {b})" for a, b in iv),
            dashed=", ".join(f"{a}-{b}" for a, b in iv),
        )
        return f"{text}\n{answer_instruction('the number as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("sort")
        order = t.compute("by_end", sorted(data["intervals"], key=lambda iv: (iv[1], iv[0])), why="by end, then start")
        free_at, taken = 0, 0
        for k, (a, b) in enumerate(order):
            t.state(f"interval {k}")
            a = t.fetch("start", a)
            free_at = t.fetch("free_at", free_at)
            if t.goto(a >= free_at, why="starts after the last taken one ends"):
                taken = t.compute("taken", taken + 1)
                free_at = t.compute("free_at", b)
        t.state("answer")
        return t.compute("answer", t.fetch("taken", taken))

    def solve(self, data: dict) -> int:
        # DP over intervals sorted by end: best[i] = max(best[i-1], 1 + best[last compatible]).
        iv = sorted(data["intervals"], key=lambda x: x[1])
        best = [0] * (len(iv) + 1)
        for i, (a, _) in enumerate(iv, 1):
            j = max((k for k in range(i - 1) if iv[k][1] <= a), default=-1)
            best[i] = max(best[i - 1], 1 + best[j + 1])
        return best[-1]


BOOTCAMP = IntervalScheduling()
