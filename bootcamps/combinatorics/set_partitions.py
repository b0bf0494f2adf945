"""Ways to split n labelled objects into exactly k non-empty unlabelled groups: the Stirling
number of the second kind S(n, k), by the recurrence S(m, j) = j*S(m-1, j) + S(m-1, j-1)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 4
    max_n: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.min_n <= self.max_n <= 60:
            raise ValueError(f"need 2 <= min_n <= max_n <= 60, got {self.min_n}, {self.max_n}")


_THINGS = ("students", "books", "distinct balls", "guests", "tasks", "labelled tokens", "employees", "songs")
_GROUPS = ("teams", "shelves", "boxes", "tables", "workers' piles", "groups", "committees", "playlists")
_TEMPLATES = (
    "In how many ways can {n} {things} be divided into {k} non-empty {groups}, if the {groups} are indistinguishable?",
    "Count the partitions of a set of {n} distinct elements into exactly {k} non-empty blocks (the order of blocks does not matter).",
    "Compute the Stirling number of the second kind S({n}, {k}).",
    "{n} different {things} must be split into exactly {k} unlabelled {groups}, none of them empty. How many ways are there?",
    "How many ways are there to put {n} distinguishable {things} into {k} identical {groups} so that every one of the {groups} gets at least one?",
)


class SetPartitions(IntegerAnswer, Bootcamp):
    id = "combinatorics/set_partitions"
    description = "Stirling numbers of the second kind: n labelled objects into k unlabelled non-empty groups"
    Config = Config
    min_distinct_prompts = {"1": 0.25, "2": 0.4, "3": 0.5, "4": 0.65, "5": 0.8}
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
        k = rng.randint(2, n - 1)
        return {"n": n, "k": k, "things": rng.randrange(len(_THINGS))}, _closed_form(n, k)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(n=data["n"], k=data["k"], things=_THINGS[data["things"]], groups=_GROUPS[data["things"]])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, k = data["n"], data["k"]
        t.state("row 1")
        row = t.compute("S[1]", [0, 1] + [0] * (k - 1), why="one object: S(1,1) is 1, every other S(1,j) is 0")
        for m in range(2, n + 1):
            t.state(f"row {m}")
            prev = t.fetch(f"S[{m - 1}]", row)
            row = t.compute(f"S[{m}]", [0] + [j * prev[j] + prev[j - 1] for j in range(1, k + 1)], why="S(m,j) is j*S(m-1,j) + S(m-1,j-1)")
        t.state("answer")
        return t.compute("answer", t.fetch(f"S[{n}]", row)[k], why=f"S({n},{k})")

    def solve(self, data: dict) -> int:
        return _closed_form(data["n"], data["k"])


def _closed_form(n: int, k: int) -> int:
    """Inclusion-exclusion over empty groups: sum (-1)^i C(k,i) (k-i)^n / k!."""
    return sum((-1) ** i * math.comb(k, i) * (k - i) ** n for i in range(k + 1)) // math.factorial(k)


BOOTCAMP = SetPartitions()
