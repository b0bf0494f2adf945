"""Rebuild a queue from (height, number of people in front at least as tall) pairs.

The greedy places people from tallest to shortest (equal heights by increasing count), each
inserted at the position equal to its count: shorter people inserted later never change the
count of taller ones. The answer is the heights in queue order. One state per person.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    people: int = 5
    heights: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.people <= 60:
            raise ValueError(f"people must be in 2..60, got {self.people}")
        if not 2 <= self.heights <= 60:
            raise ValueError(f"heights must be in 2..60, got {self.heights}")


_TEMPLATES = (
    "People stand in a queue, but only these notes survive, one per person, in shuffled order: (h, k) means the "
    "person is h cm tall and exactly k people standing in front of them are at least h cm tall.\n{pairs}\nRebuild "
    "the queue and give the heights from front to back.",
    "Each pair below is (height, k): k counts the people ahead in the line who are as tall or taller. The pairs are "
    "listed in random order: {inline}. Reconstruct the line; list the heights from the front.",
    "Queue reconstruction: from the (height, taller-or-equal-in-front) records {inline}, work out the order of the "
    "line. Report the heights of the people from first to last.",
)


class QueueReconstruction(IntListAnswer, Bootcamp):
    id = "greedy/queue_reconstruction"
    description = "Queue order from (height, taller-or-equal-in-front) pairs (tallest-first insertion)"
    Config = Config
    LEVELS = {
        "1": Config(people=5, heights=4),
        "2": Config(people=7, heights=5),
        "3": Config(people=9, heights=6),
        "4": Config(people=12, heights=8),
        "5": Config(people=16, heights=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        palette = rng.sample(range(150, 200), config.heights)
        line = [rng.choice(palette) for _ in range(config.people)]
        pairs = [[h, sum(other >= h for other in line[:i])] for i, h in enumerate(line)]
        rng.shuffle(pairs)
        data = {"pairs": pairs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        pairs = "\n".join(f"({h}, {k})" for h, k in data["pairs"])
        body = rng.choice(_TEMPLATES).format(pairs=pairs, inline=", ".join(f"({h}, {k})" for h, k in data["pairs"]))
        form = f"the {len(data['pairs'])} heights from front to back, separated by commas (for example 170, 182, 165)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("sort tallest first")
        ordered = t.compute("order", sorted(data["pairs"], key=lambda p: (-p[0], p[1])))
        line: list[list[int]] = []
        for h, k in ordered:
            t.state(f"insert ({h}, {k})")
            line = line[:k] + [[h, k]] + line[k:]
            t.compute("line", [p[0] for p in line])
        t.state("answer")
        return t.compute("answer", [p[0] for p in line])

    def solve(self, data: dict) -> list[int]:
        # Shortest first (equal heights by decreasing k): each person takes the empty slot with
        # exactly k empty slots before it, since those will hold the people at least as tall.
        n = len(data["pairs"])
        slots: list[int | None] = [None] * n
        for h, k in sorted(data["pairs"], key=lambda p: (p[0], -p[1])):
            empty = [i for i in range(n) if slots[i] is None]
            slots[empty[k]] = h
        return [h for h in slots if h is not None]


BOOTCAMP = QueueReconstruction()
