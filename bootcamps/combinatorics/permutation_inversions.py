"""Permutations of 1..n with exactly k inversions (pairs i < j with p_i > p_j): the Mahonian
number I(n, k). The traced solver builds the table row by row, inserting the largest value m
into a permutation of 1..m-1 where it creates 0..m-1 new inversions, so
I(m, j) = I(m-1, j) + I(m-1, j-1) + ... + I(m-1, j-m+1); it uses the symmetry
I(n, k) = I(n, C(n,2) - k) to keep rows short. The plain solver reads the coefficient off
prod (1 - q^m) / (1 - q)^n, expanding the numerator and the binomial series separately."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 3
    max_n: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.min_n <= self.max_n <= 40:
            raise ValueError(f"need 3 <= min_n <= max_n <= 40, got {self.min_n}, {self.max_n}")


_TEMPLATES = (
    "An inversion of a permutation p_1 p_2 ... p_n is a pair of positions i < j with p_i > p_j. How many permutations of {{1, 2, ..., {n}}} have exactly {k} inversions?",
    "{n} runners with different bib numbers 1 to {n} cross the finish line one after another. Call a pair of runners out of order when the one with the larger bib finishes first. In how many finishing orders are exactly {k} pairs out of order?",
    "Count the orderings of the numbers 1 to {n} in which exactly {k} pairs of numbers appear with the larger one before the smaller one.",
    "Sorting a list by swapping adjacent entries needs exactly as many swaps as the list has inversions (pairs in the wrong order). Among all arrangements of {n} distinct numbers, how many need exactly {k} adjacent swaps to be sorted?",
)


class PermutationInversions(IntegerAnswer, Bootcamp):
    id = "combinatorics/permutation_inversions"
    description = "Permutations of n with exactly k inversions (Mahonian numbers)"
    Config = Config
    min_distinct_prompts = {"1": 0.03, "2": 0.1, "3": 0.4, "4": 0.6, "5": 0.85}
    small_space_reason = "a case is only (n, k) and a wording: a few dozen pairs at the low levels"
    LEVELS = {
        "1": Config(min_n=3, max_n=5),
        "2": Config(min_n=5, max_n=7),
        "3": Config(min_n=7, max_n=10),
        "4": Config(min_n=10, max_n=15),
        "5": Config(min_n=15, max_n=26),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_n, config.max_n)
        top = n * (n - 1) // 2
        data = {"n": n, "k": rng.randint(1 if n < 5 else 2, top - (1 if n < 5 else 2)), "template": rng.randrange(len(_TEMPLATES))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, (_TEMPLATES[data["template"]],), "one integer", n=data["n"], k=data["k"])

    def program(self, t: Tracer, data: dict) -> int:
        n, k = data["n"], data["k"]
        t.state("symmetry")
        top = t.compute("most inversions", n * (n - 1) // 2, why="C(n,2): the reversed order")
        target = t.compute("target", min(k, top - k), why="reversing a permutation maps k inversions to C(n,2)-k")
        row = [1] + [0] * target
        for m in range(2, n + 1):
            t.state(f"insert {m}")
            prev = t.fetch(f"I[{m - 1}]", row)
            prefix = [0]
            for v in prev:
                prefix.append(prefix[-1] + v)
            row = t.compute(f"I[{m}]", [prefix[j + 1] - prefix[max(0, j - m + 1)] for j in range(target + 1)],
                            why=f"value {m} adds 0 to {m - 1} inversions: sum of the last {m} entries up to j")
        t.state("answer")
        return t.compute("answer", t.fetch(f"I[{n}]", row)[target], why=f"I({n},{target})")

    def solve(self, data: dict) -> int:
        n, k = data["n"], data["k"]
        numerator = {0: 1}  # prod over m of (1 - q^m), only degrees up to k
        for m in range(1, n + 1):
            nxt = dict(numerator)
            for d, c in numerator.items():
                if d + m <= k:
                    nxt[d + m] = nxt.get(d + m, 0) - c
            numerator = nxt
        # 1/(1-q)^n = sum_j C(n-1+j, j) q^j
        return sum(c * math.comb(n - 1 + k - d, k - d) for d, c in numerator.items())


BOOTCAMP = PermutationInversions()
