"""Lah numbers L(n, k): the ways to split n labelled objects into k non-empty lists (each list
ordered, the lists themselves unordered). The traced solver fills rows of the recurrence
L(m+1, j) = (m + j) L(m, j) + L(m, j-1); the plain solver uses the closed form
L(n, k) = C(n-1, k-1) n! / k!."""

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
        if not 2 <= self.min_n <= self.max_n <= 60:
            raise ValueError(f"need 2 <= min_n <= max_n <= 60, got {self.min_n}, {self.max_n}")


_THINGS = (("books", "identical shelves", "shelf"), ("people", "identical queues", "queue"),
           ("cards", "identical piles", "pile"), ("songs", "unlabelled playlists", "playlist"),
           ("runners", "unnamed relay teams", "team"), ("tasks", "identical workers' to-do lists", "list"))
_TEMPLATES = (
    "In how many ways can {n} distinct {things} be arranged into exactly {k} {groups}, every {one} getting at least one, when the order within each {one} matters but the {groups} are interchangeable?",
    "Count the ways to split the set {{1, ..., {n}}} into exactly {k} non-empty linearly ordered lists, where the collection of lists is unordered.",
    "Compute the Lah number L({n}, {k}): the number of partitions of {n} labelled items into {k} non-empty ordered sequences (the sequences themselves not ordered).",
    "{n} distinct {things} are to be put into {k} {groups}. No {one} may be empty, the order inside a {one} counts, and swapping two whole {groups} gives the same arrangement. How many arrangements are possible?",
)


class LahNumbers(IntegerAnswer, Bootcamp):
    id = "combinatorics/lah_numbers"
    description = "Lah numbers: n labelled items into k unordered non-empty ordered lists"
    Config = Config
    min_distinct_prompts = {"1": 0.05, "2": 0.1, "3": 0.15, "4": 0.2, "5": 0.3}
    small_space_reason = "a case is only (n, k) and a story: a few dozen pairs per level, times the wordings"
    LEVELS = {
        "1": Config(min_n=3, max_n=6),
        "2": Config(min_n=5, max_n=9),
        "3": Config(min_n=8, max_n=13),
        "4": Config(min_n=12, max_n=18),
        "5": Config(min_n=17, max_n=26),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_n, config.max_n)
        data = {"n": n, "k": rng.randint(2, n - 1), "story": rng.randrange(len(_THINGS)), "template": rng.randrange(len(_TEMPLATES))}  # the wording is part of the case: equal data means equal prompts in this small space
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        things, groups, one = _THINGS[data["story"]]
        return ask(rng, (_TEMPLATES[data["template"]],), "one integer", n=data["n"], k=data["k"], things=things, groups=groups, one=one)

    def program(self, t: Tracer, data: dict) -> int:
        n, k = data["n"], data["k"]
        t.state("row 1")
        row = t.compute("L[1]", [0, 1] + [0] * (k - 1), why="one item: one list")
        for m in range(1, n):
            t.state(f"row {m + 1}")
            prev = t.fetch(f"L[{m}]", row)
            row = t.compute(f"L[{m + 1}]", [0] + [(m + j) * prev[j] + prev[j - 1] for j in range(1, k + 1)],
                            why=f"item {m + 1} goes into one of the {m}+j slots of j lists, or starts a new list")
        t.state("answer")
        return t.compute("answer", t.fetch(f"L[{n}]", row)[k], why=f"L({n},{k})")

    def solve(self, data: dict) -> int:
        n, k = data["n"], data["k"]
        return math.comb(n - 1, k - 1) * math.factorial(n) // math.factorial(k)


BOOTCAMP = LahNumbers()
