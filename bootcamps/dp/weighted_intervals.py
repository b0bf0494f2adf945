"""Weighted interval scheduling: the largest total value of pairwise non-overlapping intervals.

Intervals are half-open [start, end), so one ending at 5 and one starting at 5 fit together.
The trace sorts the intervals by end; for each, it finds the last earlier-ending interval that
fits before it (``p``) and keeps ``best[i] = max(best[i-1], value[i] + best[p])``.
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    intervals: int = 7
    horizon: int = 30
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.intervals <= 200:
            raise ValueError(f"intervals must be in 2..200, got {self.intervals}")
        if not 5 <= self.horizon <= 10_000:
            raise ValueError(f"horizon must be in 5..10000, got {self.horizon}")
        if not 2 <= self.max_value <= 10_000:
            raise ValueError(f"max_value must be in 2..10000, got {self.max_value}")


_TEMPLATES = (
    "A hall can host one event at a time. Requests (start, end, payment), each occupying [start, end) so one "
    "may start exactly when another ends:\n{items}\nWhich requests to accept to earn the most? Give the largest "
    "total payment.",
    "Jobs with time windows and profits:\n{items}\nA single machine runs one job at a time; a job uses its whole "
    "window [start, end) (touching ends are fine). What is the maximum total profit of a set of jobs that do not "
    "overlap?",
    "Weighted interval scheduling. Intervals [s, e) with weights:\n{items}\nChoose pairwise non-overlapping "
    "intervals with maximum total weight and report that weight.",
)
_ITEM = ("[{s}, {e}) worth {w}", "start {s}, end {e}, value {w}", "{s}-{e}: {w}")


class WeightedIntervals(IntegerAnswer, Bootcamp):
    id = "dp/weighted_intervals"
    description = "Maximum total weight of non-overlapping intervals (sort by end, best[i] DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(intervals=5, horizon=20, max_value=15),
        "2": Config(intervals=7, horizon=30, max_value=20),
        "3": Config(intervals=10, horizon=40, max_value=30),
        "4": Config(intervals=14, horizon=60, max_value=50),
        "5": Config(intervals=20, horizon=90, max_value=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        items = []
        for _ in range(config.intervals):
            length = rng.randint(2, max(3, config.horizon // 3))
            start = rng.randint(0, config.horizon - length)
            items.append([start, start + length, rng.randint(max(1, length // 2), config.max_value)])
        data = {"intervals": items}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.choice(_ITEM)
        items = "\n".join(style.format(s=s, e=e, w=w) for s, e, w in data["intervals"])
        text = rng.choice(_TEMPLATES).format(items=items)
        return f"{text}\n{answer_instruction('the total as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("sort")
        items = t.compute("by_end", sorted(data["intervals"], key=lambda x: (x[1], x[0], x[2])), why="sort by end")
        ends = [e for _, e, _ in items]
        best = [0]
        for i, (s, e, w) in enumerate(items, start=1):
            t.state(f"interval {i}")
            p = t.compute("p", bisect.bisect_right(ends, s, 0, i - 1), why=f"intervals ending by {s}")
            skip = t.fetch(f"best[{i - 1}]", best[i - 1])
            take = t.fetch(f"w[{i}]", w) + t.fetch(f"best[{p}]", best[p])
            best.append(t.compute(f"best[{i}]", max(skip, take), why="skip it, or take it after best[p]"))
        t.state("answer")
        return t.compute("answer", t.fetch(f"best[{len(items)}]", best[-1]))

    def solve(self, data: dict) -> int:
        # A sweep over time points: best up to time x is the best up to x-1, or an interval ending at x.
        horizon = max(e for _, e, _ in data["intervals"])
        best = [0] * (horizon + 1)
        for x in range(1, horizon + 1):
            best[x] = max([best[x - 1]] + [best[s] + w for s, e, w in data["intervals"] if e == x])
        return best[horizon]


BOOTCAMP = WeightedIntervals()
