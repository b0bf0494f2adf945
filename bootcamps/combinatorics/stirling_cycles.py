"""Permutations of n elements with exactly k cycles: the unsigned Stirling number of the
first kind c(n, k), by the recurrence c(m, j) = c(m-1, j-1) + (m-1) c(m-1, j); the plain
solver reads it off the rising factorial x(x+1)...(x+n-1)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 3
    max_n: int = 7

    def __post_init__(self) -> None:
        if not 2 <= self.min_n <= self.max_n <= 60:
            raise ValueError(f"need 2 <= min_n <= max_n <= 60, got {self.min_n}, {self.max_n}")


_PEOPLE = ("guests", "delegates", "children", "dancers", "knights", "scouts", "players", "poets")
_TEMPLATES = (
    "How many permutations of {{1, 2, ..., {n}}} have exactly {k} cycles (fixed points count as cycles of length 1)?",
    "{n} {people} are seated around {k} identical round tables, every table getting at least one person. Two seatings are the same "
    "if every person has the same left-hand neighbour in both (a person alone at a table is their own neighbour). How many seatings are there?",
    "Compute the unsigned Stirling number of the first kind c({n}, {k}), the number of permutations of {n} elements with exactly {k} disjoint cycles.",
    "In how many ways can {n} distinct {people} be split into {k} non-empty circles, if the circles are unlabelled and only the cyclic order within each circle matters (not rotations)?",
    "A permutation of {n} objects is written in cycle notation. How many such permutations consist of exactly {k} cycles, counting 1-cycles?",
)


class StirlingCycles(IntegerAnswer, Bootcamp):
    id = "combinatorics/stirling_cycles"
    description = "Unsigned Stirling numbers of the first kind: permutations of n with exactly k cycles"
    Config = Config
    min_distinct_prompts = {"1": 0.18, "2": 0.32, "3": 0.45, "4": 0.57, "5": 0.7}
    small_space_reason = "a case is only (n, k): a few dozen pairs per level, times the wordings"
    LEVELS = {
        "1": Config(min_n=3, max_n=7),
        "2": Config(min_n=6, max_n=10),
        "3": Config(min_n=9, max_n=14),
        "4": Config(min_n=13, max_n=20),
        "5": Config(min_n=18, max_n=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_n, config.max_n)
        data = {"n": n, "k": rng.randint(2, n - 1), "people": rng.randrange(len(_PEOPLE))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", n=data["n"], k=data["k"], people=_PEOPLE[data["people"]])

    def program(self, t: Tracer, data: dict) -> int:
        n, k = data["n"], data["k"]
        t.state("row 1")
        row = t.compute("c[1]", [0, 1] + [0] * (k - 1), why="one element: one permutation, one cycle")
        for m in range(2, n + 1):
            t.state(f"row {m}")
            prev = t.fetch(f"c[{m - 1}]", row)
            row = t.compute(f"c[{m}]", [0] + [prev[j - 1] + (m - 1) * prev[j] for j in range(1, k + 1)],
                            why=f"element {m} starts its own cycle, or follows one of the {m - 1} others")
        t.state("answer")
        return t.compute("answer", t.fetch(f"c[{n}]", row)[k], why=f"c({n},{k})")

    def solve(self, data: dict) -> int:
        # coefficients of the rising factorial x (x+1) ... (x+n-1), constant first
        coefficients = [1]
        for i in range(data["n"]):  # multiply by (x + i)
            product = [0] * (len(coefficients) + 1)
            for j, c in enumerate(coefficients):
                product[j] += i * c
                product[j + 1] += c
            coefficients = product
        return coefficients[data["k"]]


BOOTCAMP = StirlingCycles()
