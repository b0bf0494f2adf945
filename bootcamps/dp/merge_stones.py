"""Merging stones: piles stand in a row; merging two adjacent piles costs their combined size
and leaves one pile. What is the cheapest way to merge everything into one pile?

The trace is the interval DP by increasing length: the last merge of piles i..j joins a merged
i..m with a merged m+1..j, so ``cost[i][j] = min over m of cost[i][m] + cost[m+1][j]`` plus the
total of piles i..j.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    piles: int = 6
    max_size: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.piles <= 12:
            raise ValueError(f"piles must be in 2..12 (the reference solver tries every merge order), got {self.piles}")
        if not 2 <= self.max_size <= 1000:
            raise ValueError(f"max_size must be in 2..1000, got {self.max_size}")


_TEMPLATES = (
    "Piles of stones stand in a row with sizes {sizes}. You may merge two neighbouring piles into one; that "
    "costs the number of stones in the new pile. Keep merging until one pile is left. What is the smallest "
    "possible total cost?",
    "A row of files has sizes {sizes} (in order). Joining two adjacent files costs the size of the result, and "
    "the result stays in their place. What is the minimum total cost to join them all into a single file?",
    "Minimum merge cost: adjacent piles [{sizes}] are merged pairwise (cost = sum of the two piles) until one "
    "remains. Report the least total cost.",
)


class MergeStones(IntegerAnswer, Bootcamp):
    id = "dp/merge_stones"
    description = "Cheapest way to merge adjacent piles into one (interval DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(piles=4, max_size=20),
        "2": Config(piles=5, max_size=30),
        "3": Config(piles=6, max_size=40),
        "4": Config(piles=8, max_size=60),
        "5": Config(piles=9, max_size=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"sizes": [rng.randint(1, config.max_size) for _ in range(config.piles)]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(sizes=", ".join(map(str, data["sizes"])))
        return f"{text}\n{answer_instruction('the total cost as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a = data["sizes"]
        n = len(a)
        cost = {(i, i): 0 for i in range(n)}
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                t.state(f"piles {i}..{j}")
                total = t.compute("total", sum(a[i : j + 1]), why=f"stones in piles {i}..{j}")
                options = [t.fetch(f"cost[{i}][{m}]", cost[(i, m)]) + t.fetch(f"cost[{m + 1}][{j}]", cost[(m + 1, j)])
                           for m in range(i, j)]
                cost[(i, j)] = t.compute(f"cost[{i}][{j}]", min(options) + total, why="best split + total")
        t.state("answer")
        return t.compute("answer", t.fetch(f"cost[0][{n - 1}]", cost[(0, n - 1)]))

    def solve(self, data: dict) -> int:
        # Every sequence of merges, over the tuple of current piles (memoised).
        @functools.lru_cache(maxsize=None)
        def least(piles: tuple[int, ...]) -> int:
            if len(piles) == 1:
                return 0
            return min(piles[i] + piles[i + 1] + least(piles[:i] + (piles[i] + piles[i + 1],) + piles[i + 2 :])
                       for i in range(len(piles) - 1))

        return least(tuple(data["sizes"]))


BOOTCAMP = MergeStones()
