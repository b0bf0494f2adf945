"""Partitions of n into exactly k positive parts (order does not matter), optionally with all
parts distinct. Distinct parts reduce to the plain case: subtracting 0, 1, ..., k-1 from the
parts sorted increasingly leaves a partition of n - k(k-1)/2 into k parts. The traced solver
fills p(m, j) = p(m - 1, j - 1) + p(m - j, j) one j at a time; the plain solver enumerates
parts in non-increasing order with a memoised recursion."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 6
    max_n: int = 15
    max_k: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.min_n <= self.max_n <= 400 or not 2 <= self.max_k <= 30:
            raise ValueError(f"need 3 <= min_n <= max_n <= 400 and max_k in 2..30, got {self}")


_THINGS = ("identical coins", "identical marbles", "identical sweets", "identical stones", "identical cards", "identical beads")
_PLACES = ("identical bags", "identical boxes", "identical piles", "identical heaps", "identical jars", "identical bowls")
_TEMPLATES = (
    "In how many ways can {n} be written as a sum of exactly {k} positive integers{distinct}, if the order of the terms does not matter?",
    "Count the partitions of {n} into exactly {k} parts{distinct}.",
    "{n} {things} are put into {k} {places} so that no one of them is empty{distinct_story}. How many ways are there?",
    "How many multisets of {k} positive integers{distinct} have sum {n}?",
    "Find the number of ways to split {n} {things} into exactly {k} non-empty groups{distinct_story}, where groups are not labelled.",
)


class PartitionsKParts(IntegerAnswer, Bootcamp):
    id = "combinatorics/partitions_k_parts"
    description = "Integer partitions of n into exactly k parts, optionally distinct"
    Config = Config
    min_distinct_prompts = {"1": 0.62, "2": 0.7, "3": 0.74, "4": 0.78, "5": 0.8}
    small_space_reason = "a case is only (n, k, distinct): a few hundred triples per level, times the wordings"
    LEVELS = {
        "1": Config(min_n=8, max_n=30, max_k=4),
        "2": Config(min_n=15, max_n=45, max_k=5),
        "3": Config(min_n=25, max_n=70, max_k=7),
        "4": Config(min_n=40, max_n=100, max_k=9),
        "5": Config(min_n=60, max_n=150, max_k=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            n = rng.randint(config.min_n, config.max_n)
            k = rng.randint(max(2, config.max_k - 2), config.max_k)
            distinct = rng.random() < 0.4
            if n - (k * (k - 1) // 2 if distinct else 0) >= k + 1:  # at least two partitions
                break
        data = {"n": n, "k": k, "distinct": distinct, "story": rng.randrange(len(_THINGS) * len(_PLACES))}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        things, places = _THINGS[data["story"] % len(_THINGS)], _PLACES[data["story"] // len(_THINGS)]
        distinct = ", all different" if data["distinct"] else ""
        story = ", and no two of them hold the same number" if data["distinct"] else ""
        return ask(rng, _TEMPLATES, "one integer", n=data["n"], k=data["k"], things=things, places=places, distinct=distinct, distinct_story=story)

    def program(self, t: Tracer, data: dict) -> int:
        n, k = data["n"], data["k"]
        if data["distinct"]:
            t.state("make the parts distinct")
            n = t.compute("m", n - k * (k - 1) // 2, why="take 0, 1, ..., k-1 from the parts in increasing order")
        if n < k:
            return 0
        t.state("one part")
        row = t.compute("p[1]", [0] + [1] * n, why="exactly one part: one way for every m >= 1")
        for j in range(2, k + 1):
            t.state(f"{j} parts")
            previous = t.fetch(f"p[{j - 1}]", row)
            new = [0] * (n + 1)
            for m in range(j, n + 1):
                new[m] = (previous[m - 1] if m - 1 < len(previous) else 0) + new[m - j]
            row = t.compute(f"p[{j}]", new, why="p(m, j) is p(m-1, j-1) (a part equal to 1) plus p(m-j, j) (every part >= 2)")
        t.state("answer")
        return t.compute("answer", t.fetch(f"p[{k}]", row)[n], why=f"entry m = {n}")

    def solve(self, data: dict) -> int:
        n, k, distinct = data["n"], data["k"], data["distinct"]

        @lru_cache(maxsize=None)
        def ways(total: int, parts: int, largest: int) -> int:
            # parts in non-increasing order (strictly decreasing if distinct), each <= largest
            if parts == 0:
                return int(total == 0)
            return sum(ways(total - p, parts - 1, p - 1 if distinct else p) for p in range(1, min(largest, total) + 1))

        return ways(n, k, n)


BOOTCAMP = PartitionsKParts()
