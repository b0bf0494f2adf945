"""How many values of an array lie in each query range [lo, hi] (sort once, two binary searches per query).

The trace sorts the values, then answers every query as (first index with value > hi) minus
(first index with value >= lo), found by binary search: one state per query.
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    queries: int = 3
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 300:
            raise ValueError(f"length must be in 3..300, got {self.length}")
        if not 1 <= self.queries <= 50:
            raise ValueError(f"queries must be in 1..50, got {self.queries}")
        if self.max_value < 10:
            raise ValueError(f"max_value must be >= 10, got {self.max_value}")


_TEMPLATES = (
    "Values: {a}\nFor each query range below, count how many of the values v satisfy lo <= v <= hi (repeated "
    "values count each time):\n{q}",
    "Given the multiset {a}, answer these counting queries, each asking for the number of elements between lo "
    "and hi inclusive:\n{q}",
    "An unsorted list holds {a}. How many entries fall inside each of the closed intervals {qi}? (Each entry "
    "counts as often as it occurs.)",
)


class RangeCountQueries(IntListAnswer, Bootcamp):
    id = "search_sort/range_count_queries"
    description = "Counts of array values inside closed query ranges (sort, then binary search per query)"
    Config = Config
    LEVELS = {
        "1": Config(length=8, queries=3, max_value=30),
        "2": Config(length=12, queries=4, max_value=50),
        "3": Config(length=16, queries=5, max_value=99),
        "4": Config(length=24, queries=6, max_value=200),
        "5": Config(length=34, queries=8, max_value=500),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        values = [rng.randint(1, config.max_value) for _ in range(config.length)]
        queries = []
        for _ in range(config.queries):
            lo, hi = sorted(rng.sample(range(1, config.max_value + 1), 2))
            queries.append([lo, hi])
        data = {"values": values, "queries": queries}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        q = "\n".join(f"{i + 1}. lo = {lo}, hi = {hi}" for i, (lo, hi) in enumerate(data["queries"]))
        qi = ", ".join(f"[{lo}, {hi}]" for lo, hi in data["queries"])
        body = rng.choice(_TEMPLATES).format(a=render_any(data["values"], rng), q=q, qi=qi)
        form = f"the {len(data['queries'])} counts in query order, separated by commas (for example 2, 0, 5)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("sort")
        ordered = t.compute("sorted", sorted(data["values"]))
        out: list[int] = []
        for i, (lo, hi) in enumerate(data["queries"]):
            t.state(f"query {i + 1}")
            lo = t.fetch(f"lo[{i + 1}]", lo)
            hi = t.fetch(f"hi[{i + 1}]", hi)
            left = t.compute("first >= lo", bisect.bisect_left(ordered, lo))
            right = t.compute("first > hi", bisect.bisect_right(ordered, hi))
            out = t.compute("counts", out + [right - left])
        t.state("answer")
        return t.compute("answer", t.fetch("counts", out))

    def solve(self, data: dict) -> list[int]:
        # Direct count per query.
        return [sum(lo <= v <= hi for v in data["values"]) for lo, hi in data["queries"]]


BOOTCAMP = RangeCountQueries()
