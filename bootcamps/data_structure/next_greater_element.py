"""For each item of a list, the first later item that is strictly larger (-1 if there is none).

The trace keeps a stack of positions still waiting for a larger item (their values never
increase from bottom to top): one state per item, popping every waiting position whose value
is smaller than the new item (the new item is their answer), then pushing the item.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, RandomArrayCase, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 1000:
            raise ValueError(f"length must be in 3..1000, got {self.length}")
        if not 5 <= self.max_value <= 10**6:
            raise ValueError(f"max_value must be in 5..10^6, got {self.max_value}")


_TEMPLATES = (
    "List: {values}\nFor every item, give the first item after it (to its right) that is strictly larger, or -1 "
    "if no later item is larger.",
    "Daily stock prices: {values}. For each day, what is the price on the first later day with a strictly higher "
    "price? Write -1 where the price is never beaten later.",
    "Next greater element: for each position i of {values}, output the value of the nearest j > i with a[j] > "
    "a[i], or -1 when there is none.",
)


class NextGreaterElement(RandomArrayCase, IntListAnswer, Bootcamp):
    id = "data_structure/next_greater_element"
    description = "Next strictly greater item to the right of each item, or -1 (monotonic stack trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, max_value=30),
        "2": Config(length=9, max_value=50),
        "3": Config(length=12, max_value=99),
        "4": Config(length=16, max_value=200),
        "5": Config(length=22, max_value=999),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng))
        n = len(data["values"])
        form = f"the {n} answers in the order of the items, separated by commas (for example 5, 9, -1)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        a = data["values"]
        answer = [-1] * len(a)
        stack: list[int] = []
        for i, x in enumerate(a):
            t.state(f"item {i}")
            x = t.fetch(f"a[{i}]", x)
            stack = t.fetch("waiting", stack)
            done = t.compute("answered", [j for j in stack if a[j] < x], why=f"waiting positions with values below {x}")
            for j in done:
                answer[j] = t.compute(f"next[{j}]", x)
            stack = t.compute("waiting", [j for j in stack if j not in done] + [i])
        t.state("answer")
        return t.compute("answer", t.fetch("next", list(answer)))

    def solve(self, data: dict) -> list[int]:
        a = data["values"]
        return [next((y for y in a[i + 1 :] if y > x), -1) for i, x in enumerate(a)]


BOOTCAMP = NextGreaterElement()
