"""Total length covered by the union of closed intervals on a line.

Overlapping or touching intervals are counted once. The trace sorts the intervals by start and
sweeps: one state per interval, either extending the current merged block or closing it (its
length is added) and opening a new one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    intervals: int = 5
    span: int = 50

    def __post_init__(self) -> None:
        if not 2 <= self.intervals <= 200:
            raise ValueError(f"intervals must be in 2..200, got {self.intervals}")
        if not 10 <= self.span <= 10**6:
            raise ValueError(f"span must be in 10..10^6, got {self.span}")


_TEMPLATES = (
    "Intervals on the number line:\n{rows}\nWhat is the total length of their union (points covered by several "
    "intervals count once)?",
    "Painters each paint a stretch of a fence, given as [from, to] in metres:\n{rows}\nHow many metres of fence "
    "are painted in total (a metre painted twice counts once)?",
    "Compute the measure of the union of the closed intervals {inline}.",
)


class IntervalUnionLength(IntegerAnswer, Bootcamp):
    id = "search_sort/interval_union_length"
    description = "Total length of a union of intervals (sort-and-sweep merge trace)"
    Config = Config
    LEVELS = {
        "1": Config(intervals=4, span=40),
        "2": Config(intervals=6, span=60),
        "3": Config(intervals=8, span=100),
        "4": Config(intervals=11, span=150),
        "5": Config(intervals=15, span=250),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        width = max(3, 2 * config.span // config.intervals)
        rows = []
        for _ in range(config.intervals):
            a = rng.randint(0, config.span - 2)
            rows.append([a, min(config.span, a + rng.randint(1, width))])
        data = {"intervals": rows}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows = data["intervals"]
        text = rng.choice(_TEMPLATES).format(
            rows="\n".join(f"[{a}, {b}]" for a, b in rows), inline=", ".join(f"[{a}, {b}]" for a, b in rows)
        )
        return f"{text}\n{answer_instruction('the total length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("sort")
        rows = t.compute("sorted", sorted(tuple(r) for r in data["intervals"]), why="by start")
        total = 0
        lo, hi = rows[0]
        for k in range(1, len(rows)):
            t.state(f"interval {k}")
            a, b = t.fetch(f"sorted[{k}]", rows[k])
            lo, hi = t.fetch("block", (lo, hi))
            if t.goto(a <= hi, why=f"{a} <= {hi}: it overlaps or touches the block"):
                lo, hi = t.compute("block", (lo, max(hi, b)))
            else:
                total = t.compute("total", t.fetch("total", total) + hi - lo, why="close the block")
                lo, hi = t.compute("block", (a, b))
        t.state("answer")
        lo, hi = t.fetch("block", (lo, hi))
        return t.compute("answer", t.fetch("total", total) + hi - lo)

    def solve(self, data: dict) -> int:
        # Count the unit segments [x, x+1] that lie inside some interval.
        rows = data["intervals"]
        top = max(b for _, b in rows)
        return sum(1 for x in range(top) if any(a <= x and x + 1 <= b for a, b in rows))


BOOTCAMP = IntervalUnionLength()
