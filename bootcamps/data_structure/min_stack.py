"""Answers of the min queries on a stack that also reports its smallest element.

Operations are push x, pop and min. The trace keeps a stack of (value, smallest so far) pairs,
so every min query is answered from the top pair: one state per operation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    operations: int = 8
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 3 <= self.operations <= 500:
            raise ValueError(f"operations must be in 3..500, got {self.operations}")
        if self.max_value < 5:
            raise ValueError(f"max_value must be >= 5, got {self.max_value}")


_TEMPLATES = (
    "A stack starts empty and supports push x, pop (remove the top element) and min (report the smallest element "
    "currently on the stack). Run these operations in order:\n{ops}\nList the results of the min operations.",
    "Operations on an initially empty stack:\n{ops}\n'pop' discards the most recently pushed element still present; "
    "'min' outputs the minimum of the elements on the stack. What do the min operations output, in order?",
    "Simulate a min-stack (empty at the start) on: {inline}. Every min query prints the smallest value held at that "
    "moment. Give the printed values in order.",
)


class MinStack(IntSequenceAnswer, Bootcamp):
    id = "data_structure/min_stack"
    description = "Results of min queries on a stack with pushes and pops ((value, running min) pair trace)"
    Config = Config
    LEVELS = {
        "1": Config(operations=8, max_value=30),
        "2": Config(operations=12, max_value=50),
        "3": Config(operations=18, max_value=99),
        "4": Config(operations=26, max_value=99),
        "5": Config(operations=36, max_value=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        ops: list[list] = []
        size = 0
        while len(ops) < config.operations or not any(op[0] == "min" for op in ops):
            roll = rng.random()
            if size == 0 or roll < 0.45:
                ops.append(["push", rng.randint(1, config.max_value)])
                size += 1
            elif roll < 0.72:
                ops.append(["pop"])
                size -= 1
            else:
                ops.append(["min"])
        data = {"ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = [" ".join(str(x) for x in op) for op in data["ops"]]
        numbered = rng.random() < 0.5
        ops = "\n".join(f"{i + 1}. {w}" if numbered else w for i, w in enumerate(words))
        text = rng.choice(_TEMPLATES).format(ops=ops, inline="; ".join(words))
        form = "the min results in order, separated by commas (for example 4, 4, 2)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        stack: list[tuple[int, int]] = []
        out: list[int] = []
        for i, op in enumerate(data["ops"]):
            t.state(f"op {i + 1} {op[0]}")
            if op[0] == "push":
                x = t.fetch(f"x[{i + 1}]", op[1])
                below = t.fetch("top_min", stack[-1][1]) if stack else x
                stack.append((x, t.compute("new_min", min(x, below))))
            elif op[0] == "pop":
                t.compute("popped", stack.pop()[0] if stack else None)
            else:
                out = t.compute("out", out + [t.fetch("top_min", stack[-1][1] if stack else None)])
        t.state("answer")
        return t.compute("answer", t.fetch("out", out))

    def solve(self, data: dict) -> list[int]:
        # A plain list and a scan for the minimum at every query.
        stack: list[int] = []
        out = []
        for op in data["ops"]:
            if op[0] == "push":
                stack.append(op[1])
            elif op[0] == "pop":
                stack.pop()
            else:
                out.append(min(stack))
        return out


BOOTCAMP = MinStack()
