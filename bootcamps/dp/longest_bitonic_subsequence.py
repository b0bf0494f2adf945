"""Length of a longest bitonic subsequence: strictly increasing, then strictly decreasing.

Either part may be empty (a purely increasing or purely decreasing subsequence counts). The
trace fills ``up[i]`` (longest strictly increasing subsequence ending at i) left to right and
``down[i]`` (longest strictly decreasing one starting at i) right to left, one state per
position, then takes the best ``up[i] + down[i] - 1``.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import RandomArrayCase, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 200:
            raise ValueError(f"length must be in 3..200, got {self.length}")
        if not 3 <= self.max_value <= 10**6:
            raise ValueError(f"max_value must be in 3..10^6, got {self.max_value}")


_TEMPLATES = (
    "Sequence: {values}\nFind the length of a longest subsequence that first strictly increases and then strictly "
    "decreases (either part may be empty). A subsequence keeps the original order but may skip elements.",
    "A hiker records altitudes along a trail: {values}. She wants to pick some of the readings, in trail order, so "
    "that the picked values climb strictly and then descend strictly (a pure climb or pure descent is fine too). "
    "How many readings can she pick at most?",
    "What is the length of the longest bitonic subsequence (strictly increasing then strictly decreasing) of "
    "{values}?",
)


class LongestBitonicSubsequence(RandomArrayCase, IntegerAnswer, Bootcamp):
    id = "dp/longest_bitonic_subsequence"
    description = "Length of a longest strictly-up-then-strictly-down subsequence (two-pass DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, max_value=15),
        "2": Config(length=9, max_value=25),
        "3": Config(length=12, max_value=40),
        "4": Config(length=16, max_value=60),
        "5": Config(length=22, max_value=99),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng))
        return f"{text}\n{answer_instruction('the length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a = data["values"]
        n = len(a)
        up, down = [1] * n, [1] * n
        for i in range(n):
            t.state(f"up {i}")
            x = t.fetch(f"a[{i}]", a[i])
            smaller = t.fetch(f"up of earlier values below {x}", [up[j] for j in range(i) if a[j] < x])
            up[i] = t.compute(f"up[{i}]", 1 + max(smaller, default=0))
        for i in range(n - 1, -1, -1):
            t.state(f"down {i}")
            x = t.fetch(f"a[{i}]", a[i])
            smaller = t.fetch(f"down of later values below {x}", [down[j] for j in range(i + 1, n) if a[j] < x])
            down[i] = t.compute(f"down[{i}]", 1 + max(smaller, default=0))
        t.state("answer")
        ups, downs = t.fetch("up", list(up)), t.fetch("down", list(down))
        return t.compute("answer", max(u + d - 1 for u, d in zip(ups, downs)), why="best peak: up[i] + down[i] - 1")

    def solve(self, data: dict) -> int:
        # Patience sorting from each end: strictly increasing runs to every prefix and suffix.
        a = data["values"]

        def lis_ending(seq: list[int]) -> list[int]:
            tails: list[int] = []
            out = []
            for x in seq:
                k = bisect_left(tails, x)
                tails[k : k + 1] = [x]
                out.append(k + 1)
            return out

        left = lis_ending(a)
        right = lis_ending(a[::-1])[::-1]
        return max(l + r - 1 for l, r in zip(left, right))


BOOTCAMP = LongestBitonicSubsequence()
