"""Number of substrings of a two-letter string that contain both letters equally often.

The trace walks the string once, keeping the running difference d = (#first letter) -
(#second letter) and a table of how many earlier prefixes had each difference: a substring is
balanced exactly when it starts after a prefix with the same d. One state per letter.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 400:
            raise ValueError(f"length must be in 2..400, got {self.length}")


_TEMPLATES = (
    "The string \"{s}\" uses only the letters {x} and {y}. How many of its substrings (contiguous, non-empty, "
    "counted by position) contain exactly as many {x}'s as {y}'s?",
    "Count the contiguous pieces of {s} in which the number of {x} equals the number of {y}. Pieces at different "
    "positions count separately even if they read the same.",
    "In the sequence {s} (letters {x} and {y}), how many pairs of positions i <= j give a block s[i..j] with equal "
    "counts of the two letters?",
)


class BalancedSubstrings(IntegerAnswer, Bootcamp):
    id = "string/balanced_substrings"
    description = "Count substrings with equally many of two letters (prefix-difference counting)"
    Config = Config
    LEVELS = {
        "1": Config(length=10),
        "2": Config(length=14),
        "3": Config(length=20),
        "4": Config(length=30),
        "5": Config(length=45),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        x, y = random_letters(rng, 2)
        lean = rng.choice((0.5, 0.4, 0.6))
        data = {"s": "".join(x if rng.random() < lean else y for _ in range(config.length)), "x": x, "y": y}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"], x=data["x"], y=data["y"])
        return f"{text}\n{answer_instruction('the count as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        seen = {0: 1}
        d, count = 0, 0
        for i, ch in enumerate(data["s"]):
            t.state(f"letter {i}")
            ch = t.fetch(f"s[{i}]", ch)
            d = t.compute("d", d + (1 if ch == data["x"] else -1))
            earlier = t.fetch(f"seen[{d}]", seen.get(d, 0))
            count = t.compute("count", count + earlier, why="each earlier prefix with the same d")
            seen[d] = t.compute(f"seen[{d}]", earlier + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        s, x = data["s"], data["x"]
        return sum(2 * s[i:j].count(x) == j - i for i in range(len(s)) for j in range(i + 2, len(s) + 1, 2))


BOOTCAMP = BalancedSubstrings()
