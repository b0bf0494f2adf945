"""Which asteroids survive when a row of them moves and collides.

Each asteroid moves right (positive size) or left (negative size) at the same speed. When a
right-mover meets a left-mover, the smaller one explodes; equal sizes both explode. Movers in
the same direction never meet. The trace is the stack scan: one state per asteroid.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    count: int = 6
    max_size: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.count <= 300:
            raise ValueError(f"count must be in 2..300, got {self.count}")
        if self.max_size < 3:
            raise ValueError(f"max_size must be >= 3, got {self.max_size}")


_TEMPLATES = (
    "Asteroids in a row are given by signed sizes: {a}. A positive number moves right, a negative one moves left, "
    "all at the same speed. When two meet, the smaller (in absolute size) explodes; if they are equal, both "
    "explode. Asteroids moving the same way never meet. Which asteroids remain at the end, from left to right?",
    "Row of asteroids (sign = direction, + right and - left; magnitude = size): {a}. Simulate all collisions (the "
    "larger survives, equal sizes destroy each other). List the survivors in order, with their signs.",
    "Given the asteroid list {a}, where each value's sign is its direction (positive = right) and its absolute "
    "value its size, report the state after all collisions have happened: the surviving values left to right.",
)


class AsteroidCollisions(IntSequenceAnswer, Bootcamp):
    id = "simulation/asteroid_collisions"
    description = "Surviving asteroids after head-on collisions in a row (stack simulation)"
    Config = Config
    LEVELS = {
        "1": Config(count=7, max_size=9),
        "2": Config(count=9, max_size=12),
        "3": Config(count=12, max_size=20),
        "4": Config(count=17, max_size=30),
        "5": Config(count=24, max_size=50),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            values = [rng.choice((-1, 1)) * rng.randint(1, config.max_size) for _ in range(config.count)]
            data = {"values": values}
            gold = self.solve(data)
            if gold:  # everyone exploding would make the answer "none"
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        a = ", ".join(map(str, data["values"]))
        body = rng.choice(_TEMPLATES).format(a=f"[{a}]" if rng.random() < 0.5 else a)
        form = "the surviving signed sizes in order, separated by commas (for example -4, 7, 2)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        stack: list[int] = []
        for i, v in enumerate(data["values"]):
            t.state(f"asteroid {i}")
            v = t.fetch(f"a[{i}]", v)
            alive = True
            while alive and v < 0 and stack and stack[-1] > 0:
                top = stack[-1]
                if top < -v:
                    stack = stack[:-1]
                elif top == -v:
                    stack, alive = stack[:-1], False
                else:
                    alive = False
            stack = t.compute("stack", stack + [v] if alive else stack)
        t.state("answer")
        return t.compute("answer", t.fetch("stack", stack))

    def solve(self, data: dict) -> list[int]:
        # Repeatedly resolve the first adjacent right-left pair until none is left.
        row = list(data["values"])
        while True:
            k = next((i for i in range(len(row) - 1) if row[i] > 0 > row[i + 1]), None)
            if k is None:
                return row
            a, b = row[k], -row[k + 1]
            row[k : k + 2] = [] if a == b else [row[k]] if a > b else [row[k + 1]]


BOOTCAMP = AsteroidCollisions()
