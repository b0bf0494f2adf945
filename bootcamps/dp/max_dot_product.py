"""Largest dot product of two equally long, non-empty subsequences of two integer sequences
(negative numbers included, so the best may be negative).

The trace fills best[i][j], the largest dot product using a[0..i] and b[0..j] with a[i]·b[j] as
the last pair taken or not; one state per i holds the row over j: best[i][j] = max(a[i]b[j],
a[i]b[j] + best[i-1][j-1], best[i-1][j], best[i][j-1]).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length_a: int = 4
    length_b: int = 4
    max_abs: int = 6

    def __post_init__(self) -> None:
        if not 1 <= self.length_a <= 100 or not 1 <= self.length_b <= 100:
            raise ValueError(f"lengths must be in 1..100, got {self.length_a}, {self.length_b}")
        if self.max_abs < 1:
            raise ValueError(f"max_abs must be >= 1, got {self.max_abs}")


_TEMPLATES = (
    "a = {a}\nb = {b}\nPick a non-empty subsequence of a and a subsequence of b of the same length (elements kept "
    "in their original order) and multiply them position by position, then add the products. What is the largest "
    "possible sum?",
    "From the list {a} choose some entries (at least one, keeping their order), and from {b} choose the same number "
    "of entries (keeping their order). Pair the first chosen with the first chosen, the second with the second, and "
    "so on; the score is the sum of the pairs' products. Find the maximum score.",
    "Maximum dot product of two subsequences: given {a} and {b}, find the largest value of x1*y1 + ... + xk*yk over "
    "all k >= 1 and subsequences x of the first list and y of the second, both of length k.",
)


class MaxDotProduct(IntegerAnswer, Bootcamp):
    id = "dp/max_dot_product"
    description = "Maximum dot product of two equal-length subsequences (2D DP, negatives allowed)"
    Config = Config
    LEVELS = {
        "1": Config(length_a=4, length_b=4, max_abs=6),
        "2": Config(length_a=5, length_b=6, max_abs=9),
        "3": Config(length_a=7, length_b=8, max_abs=12),
        "4": Config(length_a=10, length_b=10, max_abs=15),
        "5": Config(length_a=14, length_b=15, max_abs=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        lean = rng.choice((0.5, 0.35, 0.65))  # share of negatives differs between cases
        def draw() -> int:
            v = rng.randint(1, config.max_abs)
            return -v if rng.random() < lean else v
        data = {"a": [draw() for _ in range(config.length_a)], "b": [draw() for _ in range(config.length_b)]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(a=render_any(data["a"], rng), b=render_any(data["b"], rng))
        return f"{text}\n{answer_instruction('the maximum as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a, b = data["a"], data["b"]
        prev: list = [None] * len(b)
        for i, x in enumerate(a):
            t.state(f"row {i}")
            x = t.fetch(f"a[{i}]", x)
            row: list = []
            for j, y in enumerate(b):
                options = [x * y]
                if i and j:
                    options.append(x * y + max(prev[j - 1], 0))
                if i:
                    options.append(prev[j])
                if j:
                    options.append(row[j - 1])
                row.append(max(options))
            prev = t.compute(f"best[{i}]", row, why="max(take a[i]b[j] (+ best diag if > 0), skip a[i], skip b[j])")
        t.state("answer")
        return t.compute("answer", t.fetch(f"best[{len(a) - 1}][{len(b) - 1}]", prev[-1]))

    def solve(self, data: dict) -> int:
        # Memoised recursion over (i, j, started): take the pair, or skip either side.
        from functools import lru_cache

        a, b = data["a"], data["b"]
        low = -(10**18)

        @lru_cache(maxsize=None)
        def go(i: int, j: int, started: bool) -> int:
            if i == len(a) or j == len(b):
                return 0 if started else low
            take = a[i] * b[j] + go(i + 1, j + 1, True)
            return max(take, go(i + 1, j, started), go(i, j + 1, started))

        return go(0, 0, False)


BOOTCAMP = MaxDotProduct()
