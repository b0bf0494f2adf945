"""The h-index of a list of citation counts.

The h-index is the largest h such that at least h papers have at least h citations each. The
trace sorts the counts from high to low and walks down while the i-th largest count is at
least i: one state per paper.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    papers: int = 6
    max_citations: int = 15

    def __post_init__(self) -> None:
        if not 2 <= self.papers <= 300:
            raise ValueError(f"papers must be in 2..300, got {self.papers}")
        if self.max_citations < 3:
            raise ValueError(f"max_citations must be >= 3, got {self.max_citations}")


_TEMPLATES = (
    "A researcher's papers have these citation counts: {a}. Her h-index is the largest number h such that at least "
    "h of the papers have at least h citations each. What is it?",
    "Citation counts: {a}. Find the greatest h for which there are h or more papers each cited h or more times.",
    "Compute the h-index of an author whose {n} papers were cited {a} times respectively (the h-index is the "
    "maximum h with at least h papers having h or more citations).",
)


class HIndex(IntegerAnswer, Bootcamp):
    id = "search_sort/h_index"
    description = "h-index of a list of citation counts (sort descending and walk)"
    Config = Config
    LEVELS = {
        "1": Config(papers=6, max_citations=15),
        "2": Config(papers=9, max_citations=20),
        "3": Config(papers=13, max_citations=30),
        "4": Config(papers=19, max_citations=45),
        "5": Config(papers=28, max_citations=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        # Counts spread around the paper count, so the answer is not just the list length.
        top = min(config.max_citations, config.papers + config.papers // 2 + 3)
        data = {"citations": [rng.randint(0, top) for _ in range(config.papers)]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(a=render_any(data["citations"], rng), n=len(data["citations"]))
        return f"{body}\n{answer_instruction('one integer (the h-index)')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("sort descending")
        ordered = t.compute("sorted", sorted(data["citations"], reverse=True))
        h = 0
        for i, c in enumerate(ordered):
            t.state(f"paper {i + 1}")
            if not t.goto(t.fetch(f"sorted[{i}]", c) >= i + 1, why=f"at least {i + 1} papers with {i + 1} citations"):
                break
            h = t.compute("h", i + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("h", h))

    def solve(self, data: dict) -> int:
        # Try every h from the largest possible down.
        c = data["citations"]
        return next(h for h in range(len(c), -1, -1) if sum(x >= h for x in c) >= h)


BOOTCAMP = HIndex()
