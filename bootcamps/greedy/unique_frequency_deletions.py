"""Fewest letter deletions that leave every letter with a different count.

A letter deleted completely no longer counts (count 0 may repeat). The greedy takes the counts
from largest to smallest and lowers each one to just below the previous kept count when it
would clash, deleting the difference. One state per distinct letter.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    letters: int = 4
    max_count: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.letters <= 26:
            raise ValueError(f"letters must be in 2..26, got {self.letters}")
        if not 2 <= self.max_count <= 40:
            raise ValueError(f"max_count must be in 2..40, got {self.max_count}")


_TEMPLATES = (
    "What is the minimum number of characters to delete from \"{s}\" so that no two different letters occur the same "
    "number of times? (Letters that no longer occur at all are ignored.)",
    "Delete as few letters as possible from {s} so that the occurrence counts of the letters still present are "
    "all different. How many deletions are needed?",
    "In the word '{s}', remove the smallest number of characters such that every remaining letter has a unique "
    "frequency. Report that number.",
)


class UniqueFrequencyDeletions(IntegerAnswer, Bootcamp):
    id = "greedy/unique_frequency_deletions"
    description = "Fewest deletions so all letter counts differ (lower clashing counts greedily)"
    Config = Config
    LEVELS = {
        "1": Config(letters=4, max_count=5),
        "2": Config(letters=5, max_count=6),
        "3": Config(letters=7, max_count=7),
        "4": Config(letters=9, max_count=9),
        "5": Config(letters=13, max_count=11),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.letters)
        chars = [ch for ch in letters for _ in range(rng.randint(1, config.max_count))]
        rng.shuffle(chars)
        data = {"s": "".join(chars)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction('one integer (the number of deletions)')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("count letters")
        counts = Counter(data["s"])
        ordered = t.compute("counts", [f"{ch}:{n}" for ch, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))])
        deletions = 0
        ceiling = None  # the largest count still allowed
        for item in ordered:
            ch, n = item.split(":")
            t.state(f"letter {ch}")
            n = t.fetch(f"count[{ch}]", int(n))
            keep = n if ceiling is None else max(0, min(n, ceiling))
            deletions = t.compute("deletions", deletions + n - keep)
            ceiling = t.compute("ceiling", keep - 1)
        t.state("answer")
        return t.compute("answer", t.fetch("deletions", deletions))

    def solve(self, data: dict) -> int:
        # Lower one clashing count at a time until every positive count is unique.
        counts = sorted(Counter(data["s"]).values())
        used: set[int] = set()
        deletions = 0
        for n in counts:
            while n > 0 and n in used:
                n -= 1
                deletions += 1
            used.add(n)
        return deletions


BOOTCAMP = UniqueFrequencyDeletions()
