"""Largest value that fits in a knapsack when items may be cut (value scales with the part taken).

The answer is an exact rational number. The trace sorts the items by value per unit of weight
and takes them whole while they fit, then the fitting fraction of the next one.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.parse import format_number, parse_number
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 200


@dataclass(frozen=True)
class Config:
    items: int = 4
    max_weight: int = 10
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 2 <= self.items <= 300:
            raise ValueError(f"items must be in 2..300, got {self.items}")
        if self.max_weight < 2 or self.max_value < 1:
            raise ValueError(f"need max_weight >= 2 and max_value >= 1, got {self.max_weight}, {self.max_value}")


_TEMPLATES = (
    "A bag holds at most {cap} kg. Available goods (any part of a good may be taken, and its value is proportional "
    "to the part taken):\n{lines}\nWhat is the largest total value you can carry?",
    "Fractional knapsack: capacity {cap}; items as (weight, value): {inline}. Items can be split. Find the maximum "
    "total value.",
    "Spices are sold by weight: {prose}. Your pouch holds {cap} grams and you may take any amount of each spice, up to "
    "what is available; value is proportional to weight. What is the maximum value you can take?",
)


class FractionalKnapsack(Bootcamp):
    id = "greedy/fractional_knapsack"
    description = "Maximum value of a fractional knapsack, as an exact fraction (ratio greedy trace)"
    Config = Config
    LEVELS = {
        "1": Config(items=3, max_weight=10, max_value=30),
        "2": Config(items=4, max_weight=12, max_value=40),
        "3": Config(items=6, max_weight=15, max_value=60),
        "4": Config(items=9, max_weight=20, max_value=90),
        "5": Config(items=13, max_weight=25, max_value=120),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        weights = [rng.randint(1, config.max_weight) for _ in range(config.items)]
        values = [rng.randint(1, config.max_value) for _ in range(config.items)]
        total = sum(weights)
        capacity = rng.randint(max(1, total // 4), max(1, 3 * total // 4))
        data = {"weights": weights, "values": values, "capacity": capacity}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        w, v = data["weights"], data["values"]
        text = rng.choice(_TEMPLATES).format(
            cap=data["capacity"],
            lines="\n".join(f"good {i + 1}: {a} kg worth {b}" for i, (a, b) in enumerate(zip(w, v))),
            inline=", ".join(f"({a}, {b})" for a, b in zip(w, v)),
            prose="; ".join(f"spice {i + 1}: {a} g available, worth {b} in total" for i, (a, b) in enumerate(zip(w, v))),
        )
        form = "the exact value as an integer or a fraction in lowest terms (for example 83/3)"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > _MAX_ANSWER_CHARS:
            return 0.0
        gold = Fraction(answer)
        value = parse_number(text)
        if value is None or value != gold:
            return 0.0
        # A quotient counts only as the fraction in lowest terms: "50/2" restates a sum, not the value.
        written = text.replace(" ", "")
        if "/" in written or "frac" in written:
            parts = [int(p) for p in re.findall(r"\d+", written)]
            if gold.denominator == 1 or len(parts) != 2 or math.gcd(*parts) != 1:
                return 0.0
        return 1.0

    def program(self, t: Tracer, data: dict) -> str:
        items = [[Fraction(v, w), w, v] for w, v in zip(data["weights"], data["values"])]
        t.state("sort")
        order = t.compute("by_ratio", sorted(items, key=lambda x: -x[0]), why="value per unit weight, best first")
        room, total = data["capacity"], Fraction(0)
        for k, (_, w, v) in enumerate(order):
            t.state(f"item {k}")
            room = t.fetch("room", room)
            if t.goto(w <= room, why=f"the whole weight {w} fits"):
                total = t.compute("total", total + v)
                room = t.compute("room", room - w)
            else:
                part = t.compute("part", Fraction(v) * room / w, why=f"{v}*room/{w}")
                total = t.compute("total", total + part)
                break
            if t.goto(room == 0, why="stop when the bag is full"):
                break
        t.state("answer")
        return format_number(t.compute("answer", t.fetch("total", total)))

    def solve(self, data: dict) -> str:
        # Exchange argument the other way round: the answer is the value of the best
        # prefix of ratio-sorted items, found by scanning each cut point.
        items = sorted(zip(data["weights"], data["values"]), key=lambda x: Fraction(x[1], x[0]), reverse=True)
        best, used, value = Fraction(0), 0, Fraction(0)
        for w, v in items:
            take = min(w, data["capacity"] - used)
            if take <= 0:
                break
            used, value = used + take, value + Fraction(v * take, w)
            best = max(best, value)
        return format_number(best)


BOOTCAMP = FractionalKnapsack()
