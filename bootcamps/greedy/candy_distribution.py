"""Fewest candies for children in a row when a higher rating than a neighbour earns more candy.

Every child gets at least one candy. The trace is the two-sweep greedy: left to right, a child
rated above its left neighbour gets one more than that neighbour; right to left, a child rated
above its right neighbour gets at least one more than that one. One state per child per sweep.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    children: int = 5
    max_rating: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.children <= 200:
            raise ValueError(f"children must be in 2..200, got {self.children}")
        if self.max_rating < 2:
            raise ValueError(f"max_rating must be >= 2, got {self.max_rating}")


_TEMPLATES = (
    "Children stand in a line with ratings {ratings}. Each child gets at least one candy, and a child with a "
    "strictly higher rating than an immediate neighbour must get more candies than that neighbour. What is the "
    "fewest candies needed in total?",
    "Ratings of {n} pupils in a row: {ratings}. Hand out sweets so that everyone gets one or more and any pupil "
    "rated higher than the pupil directly beside them receives strictly more than that pupil. Minimise the total "
    "and report it. (Equal neighbours need not get equal amounts.)",
    "Candy distribution: ratings = {ratings}. Rules: at least 1 candy each; if rating[i] > rating[i-1] or rating[i] > "
    "rating[i+1], child i must have more candies than that neighbour. Find the minimum total number of candies.",
)


class CandyDistribution(IntegerAnswer, Bootcamp):
    id = "greedy/candy_distribution"
    description = "Fewest candies with higher-rated neighbours getting more (two-sweep greedy)"
    Config = Config
    LEVELS = {
        "1": Config(children=5, max_rating=8),
        "2": Config(children=7, max_rating=8),
        "3": Config(children=10, max_rating=10),
        "4": Config(children=14, max_rating=12),
        "5": Config(children=20, max_rating=15),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"ratings": [rng.randint(1, config.max_rating) for _ in range(config.children)]}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(ratings=render_any(data["ratings"], rng), n=len(data["ratings"]))
        return f"{text}\n{answer_instruction('the total number of candies as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        r = data["ratings"]
        n = len(r)
        candy = [1] * n
        for i in range(1, n):
            t.state(f"left sweep {i}")
            if t.goto(t.fetch(f"r[{i}]", r[i]) > t.fetch(f"r[{i - 1}]", r[i - 1]), why="rated above the left neighbour"):
                candy[i] = t.compute(f"c[{i}]", t.fetch(f"c[{i - 1}]", candy[i - 1]) + 1)
        for i in range(n - 2, -1, -1):
            t.state(f"right sweep {i}")
            if t.goto(t.fetch(f"r[{i}]", r[i]) > t.fetch(f"r[{i + 1}]", r[i + 1]), why="rated above the right neighbour"):
                mine = t.fetch(f"c[{i}]", candy[i])
                candy[i] = t.compute(f"c[{i}]", max(mine, t.fetch(f"c[{i + 1}]", candy[i + 1]) + 1))
        t.state("answer")
        return t.compute("answer", sum(t.fetch("c", list(candy))))

    def solve(self, data: dict) -> int:
        # Relax the rules until nothing changes (a fixed point reached from all ones is the minimum).
        r = data["ratings"]
        candy = [1] * len(r)
        changed = True
        while changed:
            changed = False
            for i in range(len(r)):
                for j in (i - 1, i + 1):
                    if 0 <= j < len(r) and r[i] > r[j] and candy[i] <= candy[j]:
                        candy[i] = candy[j] + 1
                        changed = True
        return sum(candy)


BOOTCAMP = CandyDistribution()
