"""How many longest strictly increasing subsequences an array has (counted by index sets).

The trace keeps, for each position j, the length of the longest increasing subsequence ending
there and how many such subsequences there are: every earlier smaller a[i] either gives a
longer length (take its count) or ties the best (add its count). The answer adds the counts of
the positions whose length is the overall maximum.
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 10
    max_value: int = 15

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 100:
            raise ValueError(f"length must be in 3..100, got {self.length}")
        if not 3 <= self.max_value <= 1000:
            raise ValueError(f"max_value must be in 3..1000, got {self.max_value}")


_TEMPLATES = (
    "Array: {values}\nA strictly increasing subsequence picks positions in order with strictly growing values. "
    "How many strictly increasing subsequences of the greatest possible length are there? (Two subsequences are "
    "different when they use different positions, even if the values agree.)",
    "Stock prices over {n} days were {values}. Count the ways to choose days, in order, so that the prices "
    "strictly rise from each chosen day to the next and the number of chosen days is as large as possible. "
    "Choices of different days count separately.",
    "Number of longest increasing subsequences (strict, counted by index sets) of [{values}]?",
)


class LisCount(IntegerAnswer, Bootcamp):
    id = "dp/lis_count"
    description = "Number of longest strictly increasing subsequences (length and count per position)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, max_value=10),
        "2": Config(length=10, max_value=14),
        "3": Config(length=13, max_value=18),
        "4": Config(length=17, max_value=25),
        "5": Config(length=22, max_value=35),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"values": [rng.randint(1, config.max_value) for _ in range(config.length)]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=", ".join(map(str, data["values"])), n=len(data["values"]))
        return f"{text}\n{answer_instruction('the count as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a = data["values"]
        length, count = [], []
        for j in range(len(a)):
            t.state(f"position {j}")
            aj = t.fetch(f"a[{j}]", a[j])
            best, ways = 1, 1
            for i in range(j):
                if a[i] < aj:
                    li = t.fetch(f"len[{i}]", length[i])
                    if li + 1 > best:
                        best, ways = li + 1, t.fetch(f"cnt[{i}]", count[i])
                    elif li + 1 == best:
                        ways += t.fetch(f"cnt[{i}]", count[i])
            length.append(t.compute(f"len[{j}]", best, why="1 + longest before a smaller value"))
            count.append(t.compute(f"cnt[{j}]", ways, why="sum of counts that reach that length"))
        t.state("answer")
        top = t.compute("longest", max(length))
        return t.compute("answer", sum(c for l, c in zip(length, count) if l == top), why="counts at the longest")

    def solve(self, data: dict) -> int:
        # Count by length from the top down: the longest length L found by patience sorting, then the
        # number of increasing index chains of length L, built longest-suffix-first with memoised counts.
        a = data["values"]
        tails: list[int] = []
        for x in a:
            k = bisect.bisect_left(tails, x)
            tails[k : k + 1] = [x]
        top = len(tails)
        n = len(a)
        # suffix[i][l]: increasing chains of exactly l terms starting at i
        suffix = [[0] * (top + 1) for _ in range(n)]
        for i in range(n - 1, -1, -1):
            suffix[i][1] = 1
            for j in range(i + 1, n):
                if a[j] > a[i]:
                    for l in range(2, top + 1):
                        suffix[i][l] += suffix[j][l - 1]
        return sum(suffix[i][top] for i in range(n))


BOOTCAMP = LisCount()
