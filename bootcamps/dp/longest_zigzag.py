"""Longest zigzag subsequence: the differences between consecutive chosen terms must strictly
alternate in sign (up, down, up, ... or down, up, down, ...); equal neighbours never count.

The trace scans the array once keeping two lengths: ``up`` (the longest zigzag ending here on a
rise) and ``down`` (ending on a fall). A rise extends the best fall-ending one, a fall the best
rise-ending one; equal values change nothing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 10
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 200:
            raise ValueError(f"length must be in 2..200, got {self.length}")
        if not 2 <= self.max_value <= 1000:
            raise ValueError(f"max_value must be in 2..1000, got {self.max_value}")


_TEMPLATES = (
    "Sequence: {values}\nA zigzag subsequence keeps some terms in their original order so that the differences "
    "between consecutive kept terms are alternately positive and negative (either sign may come first; a "
    "difference of 0 is not allowed). A single term is a zigzag of length 1. What is the length of the longest "
    "zigzag subsequence?",
    "A hiker records the heights {values}. She wants to keep as many readings as possible, in order, so that the "
    "kept heights strictly go up, then down, then up, and so on (or start by going down). How many readings can "
    "she keep at most?",
    "Find the length of the longest alternating (wiggle) subsequence of [{values}]: consecutive chosen elements "
    "must strictly alternate between increasing and decreasing.",
)


class LongestZigzag(IntegerAnswer, Bootcamp):
    id = "dp/longest_zigzag"
    description = "Longest strictly alternating (zigzag) subsequence (up/down lengths trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=9, max_value=24),
        "2": Config(length=12, max_value=20),
        "3": Config(length=16, max_value=30),
        "4": Config(length=22, max_value=50),
        "5": Config(length=30, max_value=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        # Runs of rises and falls, with some repeats, so many terms must be skipped.
        values = [rng.randint(1, config.max_value)]
        while len(values) < config.length:
            step = rng.choice((-1, 1)) * rng.randint(0, config.max_value // 3)
            for _ in range(rng.randint(1, 3)):
                values.append(min(config.max_value, max(1, values[-1] + step + rng.randint(-1, 1))))
        data = {"values": values[: config.length]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=", ".join(map(str, data["values"])))
        return f"{text}\n{answer_instruction('the length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a = data["values"]
        up = down = 1
        for i in range(1, len(a)):
            t.state(f"term {i}")
            x = t.fetch(f"a[{i - 1}]", a[i - 1])
            y = t.fetch(f"a[{i}]", a[i])
            if y > x:
                up = t.compute("up", t.fetch("down", down) + 1, why="a rise extends a fall-ending zigzag")
            elif y < x:
                down = t.compute("down", t.fetch("up", up) + 1, why="a fall extends a rise-ending zigzag")
        t.state("answer")
        return t.compute("answer", max(t.fetch("up", up), t.fetch("down", down)))

    def solve(self, data: dict) -> int:
        # Quadratic DP over the last chosen index and the direction of the last step.
        a = data["values"]
        rise = [1] * len(a)
        fall = [1] * len(a)
        for i in range(len(a)):
            for j in range(i):
                if a[i] > a[j]:
                    rise[i] = max(rise[i], fall[j] + 1)
                elif a[i] < a[j]:
                    fall[i] = max(fall[i], rise[j] + 1)
        return max(rise + fall)


BOOTCAMP = LongestZigzag()
