"""Smallest expected search cost of a binary search tree over sorted keys with access counts.

Keys k1 < k2 < ... < kn are looked up f1, f2, ..., fn times. A lookup of a key at depth d (the
root has depth 1) costs d comparisons; the total cost is the sum of f_i times depth_i. The
trace is the interval DP: ``cost[i][j]`` is the best total for keys i..j, trying each key as
the root (its subtrees' best costs plus one more level for every lookup in the range); one
state per interval, by increasing width.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    keys: int = 4
    max_count: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.keys <= 40:
            raise ValueError(f"keys must be in 2..40, got {self.keys}")
        if not 2 <= self.max_count <= 1000:
            raise ValueError(f"max_count must be in 2..1000, got {self.max_count}")


_TEMPLATES = (
    "Keys {keys} (in increasing order) are searched {counts} times respectively. A search for a key at depth d of a "
    "binary search tree costs d comparisons (the root has depth 1). What is the smallest possible total number of "
    "comparisons over all searches, over all binary search trees on these keys?",
    "A dictionary stores the words {keys} (alphabetical order) in a binary search tree. Over a day they are looked "
    "up {counts} times. Each lookup costs one comparison per level visited, root included. Build the tree to make "
    "the day's total comparisons as small as possible: what is that total?",
    "Optimal binary search tree: keys {keys} with access frequencies {counts}. Minimise sum(frequency x depth) with "
    "the root at depth 1 and report the minimum.",
)


class OptimalBst(IntegerAnswer, Bootcamp):
    id = "dp/optimal_bst"
    description = "Minimum weighted search cost of a binary search tree (root-choice interval DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(keys=4, max_count=20),
        "2": Config(keys=5, max_count=30),
        "3": Config(keys=6, max_count=40),
        "4": Config(keys=8, max_count=50),
        "5": Config(keys=10, max_count=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        start = rng.randint(1, 50)
        keys = sorted(rng.sample(range(start, start + 4 * config.keys), config.keys))
        data = {"keys": keys, "counts": [rng.randint(1, config.max_count) for _ in keys]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(
            keys=", ".join(map(str, data["keys"])), counts=", ".join(map(str, data["counts"]))
        )
        return f"{text}\n{answer_instruction('the minimum total as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        f = data["counts"]
        n = len(f)
        cost: dict[tuple[int, int], int] = {}
        for width in range(1, n + 1):
            for i in range(0, n - width + 1):
                j = i + width - 1
                t.state(f"keys {i}..{j}")
                weight = t.compute("lookups", sum(f[i : j + 1]), why=f"f[{i}] + ... + f[{j}]")
                options = []
                for r in range(i, j + 1):
                    left = t.fetch(f"cost[{i}][{r - 1}]", cost.get((i, r - 1), 0))
                    right = t.fetch(f"cost[{r + 1}][{j}]", cost.get((r + 1, j), 0))
                    options.append(left + right + weight)
                cost[(i, j)] = t.compute(f"cost[{i}][{j}]", min(options), why="best root: subtrees + one level for all")
        t.state("answer")
        return t.compute("answer", t.fetch(f"cost[0][{n - 1}]", cost[(0, n - 1)]))

    def solve(self, data: dict) -> int:
        # Recursion over the depth: best(i, j, d) places keys i..j with their root at depth d.
        f = data["counts"]

        @lru_cache(maxsize=None)
        def best(i: int, j: int, depth: int) -> int:
            if i > j:
                return 0
            return min(f[r] * depth + best(i, r - 1, depth + 1) + best(r + 1, j, depth + 1) for r in range(i, j + 1))

        return best(0, len(f) - 1, 1)


BOOTCAMP = OptimalBst()
