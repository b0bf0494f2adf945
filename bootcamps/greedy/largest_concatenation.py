"""The largest number formed by concatenating a list of non-negative integers in some order.

The greedy sorts the numbers so that a comes before b whenever the digits ab form a larger
number than ba (this order is transitive), then joins them. The trace is an insertion sort under
that comparison: one state per number placed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    count: int = 4
    max_value: int = 99

    def __post_init__(self) -> None:
        if not 2 <= self.count <= 40:
            raise ValueError(f"count must be in 2..40, got {self.count}")
        if self.max_value < 9:
            raise ValueError(f"max_value must be >= 9, got {self.max_value}")


_TEMPLATES = (
    "Arrange the numbers {a} in some order and write them one after another (without separators) to form a single "
    "number. What is the largest number you can form?",
    "Concatenate all of {a}, each exactly once, in the order that gives the biggest possible result. Write that "
    "result.",
    "Given the non-negative integers {a}, find the maximum integer obtainable by gluing their decimal digits "
    "together in some order of the numbers (every number used once, digits inside a number stay in place).",
)


class LargestConcatenation(IntegerAnswer, Bootcamp):
    id = "greedy/largest_concatenation"
    description = "Largest number from concatenating integers in the best order (ab vs ba comparison)"
    Config = Config
    LEVELS = {
        "1": Config(count=4, max_value=99),
        "2": Config(count=5, max_value=99),
        "3": Config(count=7, max_value=999),
        "4": Config(count=9, max_value=999),
        "5": Config(count=12, max_value=9999),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        # Shared leading digits make the order subtle (3 vs 30 vs 34).
        stems = [rng.randint(1, 9) for _ in range(max(2, config.count // 2))]
        values = []
        for _ in range(config.count):
            stem = str(rng.choice(stems))
            while int(stem) * 10 <= config.max_value and rng.random() < 0.6:
                stem += str(rng.randint(0, 9))
            values.append(int(stem))
        data = {"values": values}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(a=render_any(data["values"], rng))
        return f"{body}\n{answer_instruction('the number, written out in full digits')}"

    def format_answer(self, answer: str) -> str:
        return str(answer)

    def program(self, t: Tracer, data: dict) -> str:
        order: list[str] = []
        for i, v in enumerate(data["values"]):
            t.state(f"place {v}")
            word = str(t.fetch(f"values[{i}]", v))
            at = 0
            while at < len(order) and order[at] + word >= word + order[at]:
                at += 1
            order = t.compute("order", order[:at] + [word] + order[at:])
        t.state("answer")
        return t.compute("answer", str(int("".join(order))))

    def solve(self, data: dict) -> str:
        # Brute force over orders when few; otherwise sort by the key repeated to a fixed width
        # (a number's digits cycled out to 4x the longest width compare the same way as ab vs ba).
        words = [str(v) for v in data["values"]]
        if len(words) <= 6:
            return str(max(int("".join(p)) for p in permutations(words)))
        width = 4 * max(map(len, words))
        words.sort(key=lambda w: (w * width)[:width], reverse=True)
        return str(int("".join(words)))


BOOTCAMP = LargestConcatenation()
