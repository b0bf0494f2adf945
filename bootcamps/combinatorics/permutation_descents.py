"""Permutations of 1..n with exactly k descents (positions i with p_i > p_(i+1)): the Eulerian
number A(n, k). The traced solver fills the table by inserting the largest value m into a
permutation of 1..m-1: into a descent gap or at the end the count stays, into an ascent gap or
at the front it grows by one, so A(m, j) = (j + 1) A(m-1, j) + (m - j) A(m-1, j-1). The plain
solver uses the explicit sum A(n, k) = sum_i (-1)^i C(n+1, i) (k + 1 - i)^n."""

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
    max_n: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.min_n <= self.max_n <= 50:
            raise ValueError(f"need 3 <= min_n <= max_n <= 50, got {self.min_n}, {self.max_n}")


_TEMPLATES = (
    "A descent of a permutation p_1 p_2 ... p_n is a position i < n with p_i > p_(i+1). How many permutations of {{1, 2, ..., {n}}} have exactly {k} descents?",
    "The numbers 1 to {n} are written in a row in some order. A step down is a place where a number is immediately followed by a smaller one. How many orders have exactly {k} steps down?",
    "Count the arrangements of {n} distinct numbers that split into exactly {runs} maximal increasing runs (each run is a longest block of consecutive entries that keeps increasing).",
    "{n} cards numbered 1 to {n} are shuffled and laid out left to right. How many layouts have exactly {k} adjacent pairs where the left card shows the larger number?",
)


class PermutationDescents(IntegerAnswer, Bootcamp):
    id = "combinatorics/permutation_descents"
    description = "Permutations of n with exactly k descents (Eulerian numbers)"
    Config = Config
    min_distinct_prompts = {"1": 0.02, "2": 0.05, "3": 0.1, "4": 0.15, "5": 0.25}
    small_space_reason = "a case is only (n, k) and a wording: a few dozen pairs per level"
    LEVELS = {
        "1": Config(min_n=3, max_n=6),
        "2": Config(min_n=6, max_n=9),
        "3": Config(min_n=9, max_n=13),
        "4": Config(min_n=13, max_n=20),
        "5": Config(min_n=20, max_n=32),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_n, config.max_n)
        data = {"n": n, "k": rng.randint(1, n - 2), "template": rng.randrange(len(_TEMPLATES))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, (_TEMPLATES[data["template"]],), "one integer", n=data["n"], k=data["k"], runs=data["k"] + 1)

    def program(self, t: Tracer, data: dict) -> int:
        n, k = data["n"], data["k"]
        t.state("row 1")
        row = t.compute("A[1]", [1] + [0] * k, why="one element: no descent")
        for m in range(2, n + 1):
            t.state(f"insert {m}")
            prev = t.fetch(f"A[{m - 1}]", row)
            row = t.compute(f"A[{m}]", [(j + 1) * prev[j] + ((m - j) * prev[j - 1] if j else 0) for j in range(k + 1)],
                            why=f"{m} into a descent gap or the end keeps j; into an ascent gap or the front adds one")
        t.state("answer")
        return t.compute("answer", t.fetch(f"A[{n}]", row)[k], why=f"A({n},{k})")

    def solve(self, data: dict) -> int:
        n, k = data["n"], data["k"]
        return sum((-1) ** i * math.comb(n + 1, i) * (k + 1 - i) ** n for i in range(k + 2))


BOOTCAMP = PermutationDescents()
