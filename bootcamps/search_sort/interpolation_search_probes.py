"""Indices probed by interpolation search for a target in a sorted list of distinct integers.

lo = 0, hi = n-1; while lo <= hi and a[lo] <= x <= a[hi]: probe pos = lo + (x - a[lo]) * (hi - lo)
// (a[hi] - a[lo]) (pos = lo when a[hi] = a[lo]); stop if a[pos] = x, else lo = pos + 1 when
a[pos] < x or hi = pos - 1 when a[pos] > x. The answer is the list of probed indices; the trace
has one state per probe.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    max_value: int = 60
    skew: float = 2.0  # values grow like i^skew: uneven spacing takes more probes

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 300:
            raise ValueError(f"length must be in 3..300, got {self.length}")
        if self.max_value < 2 * self.length:
            raise ValueError(f"max_value must be >= 2*length, got {self.max_value}")
        if not 1 <= self.skew <= 5:
            raise ValueError(f"skew must be in 1..5, got {self.skew}")


_TEMPLATES = (
    "Run interpolation search for {x} in the sorted list {values} (indices from 0). Start with lo = 0 and hi = "
    "{last}. While lo <= hi and a[lo] <= {x} <= a[hi]: probe pos = lo + ({x} - a[lo]) * (hi - lo) // (a[hi] - "
    "a[lo]) (integer division rounding down; pos = lo if a[hi] = a[lo]); if a[pos] = {x} stop; if a[pos] < {x} "
    "set lo = pos + 1, otherwise hi = pos - 1. List the probed indices in order.",
    "Sorted array (0-based): {values}\nTarget: {x}\nInterpolation search estimates the position as lo + floor((target "
    "- a[lo]) * (hi - lo) / (a[hi] - a[lo])), looks there, and narrows to the left part (hi = pos - 1) or the right "
    "part (lo = pos + 1), starting from the whole array and stopping when it finds the target or the target is "
    "outside [a[lo], a[hi]] or lo > hi. Which indices does it look at, in order?",
    "Interpolation search on {values} for the value {x}: give the sequence of positions probed (positions count "
    "from 0; the estimate is lo + (x - a[lo])*(hi - lo) div (a[hi] - a[lo]), the search stops on a hit, on lo > hi, "
    "or when x leaves the range a[lo]..a[hi]).",
)


class InterpolationSearchProbes(IntSequenceAnswer, Bootcamp):
    id = "search_sort/interpolation_search_probes"
    description = "Indices probed by interpolation search on a skewed sorted list"
    Config = Config
    LEVELS = {
        "1": Config(length=8, max_value=60, skew=1.5),
        "2": Config(length=12, max_value=150, skew=2.0),
        "3": Config(length=18, max_value=400, skew=2.5),
        "4": Config(length=26, max_value=1000, skew=3.0),
        "5": Config(length=40, max_value=3000, skew=3.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.length
        values = sorted({1 + int((config.max_value - 1) * ((i + rng.random()) / n) ** config.skew) for i in range(n)})
        while len(values) < n:  # collisions at the low end: fill with fresh values
            values = sorted(set(values) | {rng.randint(1, config.max_value)})
        if rng.random() < 0.75:
            x = rng.choice(values)
        else:
            x = rng.randint(values[0], values[-1])
        data = {"values": values, "x": x}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng), x=data["x"],
                                             last=len(data["values"]) - 1)
        return f"{text}\n{answer_instruction('the probed indices in order as a comma-separated list, e.g. 5, 7, 6')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        a, x = data["values"], data["x"]
        lo, hi, probes = 0, len(a) - 1, []
        while lo <= hi and a[lo] <= x <= a[hi]:
            t.state("probe")
            lo, hi = t.fetch("lo", lo), t.fetch("hi", hi)
            alo, ahi = t.fetch(f"a[{lo}]", a[lo]), t.fetch(f"a[{hi}]", a[hi])
            pos = t.compute("pos", lo if ahi == alo else lo + (x - alo) * (hi - lo) // (ahi - alo))
            probes = t.compute("probes", probes + [pos])
            at = t.fetch(f"a[{pos}]", a[pos])
            if t.goto(at == x, why="found"):
                break
            if at < x:
                lo = t.compute("lo", pos + 1)
            else:
                hi = t.compute("hi", pos - 1)
        t.state("answer")
        return t.compute("answer", t.fetch("probes", probes))

    def solve(self, data: dict) -> list[int]:
        # Recursive form on the current bounds, with exact fractions for the estimate.
        from fractions import Fraction
        from math import floor

        a, x = data["values"], data["x"]

        def search(lo: int, hi: int) -> list[int]:
            if lo > hi or not a[lo] <= x <= a[hi]:
                return []
            pos = lo if a[hi] == a[lo] else lo + floor(Fraction((x - a[lo]) * (hi - lo), a[hi] - a[lo]))
            if a[pos] == x:
                return [pos]
            return [pos] + (search(pos + 1, hi) if a[pos] < x else search(lo, pos - 1))

        return search(0, len(a) - 1)


BOOTCAMP = InterpolationSearchProbes()
