"""Fewest operations to turn X into Y on a calculator that can only double or subtract one.

Working backwards from Y is greedy: halve Y when it is even and larger than X, otherwise add
one; once Y <= X, the rest is X - Y subtractions. One state per backward step.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_start: int = 20
    max_target: int = 100

    def __post_init__(self) -> None:
        if self.max_start < 2:
            raise ValueError(f"max_start must be >= 2, got {self.max_start}")
        if self.max_target < self.max_start:
            raise ValueError(f"max_target must be >= max_start, got {self.max_target}")


_TEMPLATES = (
    "A broken calculator shows {x}. It has only two working keys: 'double' (multiply the display by 2) and "
    "'decrement' (subtract 1). What is the smallest number of key presses that makes it show {y}?",
    "Starting from the number {x}, each move either doubles the number or subtracts 1 from it. Find the minimum "
    "number of moves needed to reach exactly {y}.",
    "Transform {x} into {y} using the operations n -> 2n and n -> n - 1. How few operations are enough?",
)


class BrokenCalculator(IntegerAnswer, Bootcamp):
    id = "greedy/broken_calculator"
    description = "Fewest double / subtract-one steps from X to Y (greedy backwards from Y)"
    Config = Config
    LEVELS = {
        "1": Config(max_start=60, max_target=400),
        "2": Config(max_start=150, max_target=3000),
        "3": Config(max_start=300, max_target=20000),
        "4": Config(max_start=999, max_target=200000),
        "5": Config(max_start=5000, max_target=80000000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        x = rng.randint(2, config.max_start)
        y = rng.randint(x + 1, max(x + 2, config.max_target)) if rng.random() < 0.9 else rng.randint(1, x - 1)
        data = {"x": x, "y": y}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(x=data["x"], y=data["y"])
        return f"{body}\n{answer_instruction('one integer (the number of operations)')}"

    def program(self, t: Tracer, data: dict) -> int:
        x, y = data["x"], data["y"]
        steps = 0
        while y > x:
            t.state(f"target {y}")
            if t.goto(y % 2 == 0, why="an even target came from a doubling"):
                y = t.compute("target", y // 2)
            else:
                y = t.compute("target", y + 1)
            steps = t.compute("steps", steps + 1)
        t.state("subtract the rest")
        return t.compute("answer", steps + x - y)

    def solve(self, data: dict) -> int:
        # Closed form: double k times (the fewest with x * 2^k >= y) and spend the surplus
        # d = x * 2^k - y on decrements; a decrement made before the last j doublings is worth
        # 2^j, so the cheapest mix is d // 2^k decrements first plus one per binary 1 of the rest.
        x, y = data["x"], data["y"]
        if y <= x:
            return x - y
        k = 0
        while x << k < y:
            k += 1
        surplus = (x << k) - y
        return k + surplus // (1 << k) + bin(surplus % (1 << k)).count("1")


BOOTCAMP = BrokenCalculator()
