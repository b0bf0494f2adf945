"""Values removed from a double-ended queue by a sequence of operations at both ends.

Operations: push_front x, push_back x, pop_front, pop_back (a pop removes and reports the
value at that end). The trace keeps the whole deque: one state per operation.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

_NAMES = (
    {"push_front": "push_front", "push_back": "push_back", "pop_front": "pop_front", "pop_back": "pop_back"},
    {"push_front": "appendleft", "push_back": "append", "pop_front": "popleft", "pop_back": "pop"},
    {"push_front": "addFirst", "push_back": "addLast", "pop_front": "removeFirst", "pop_back": "removeLast"},
)


@dataclass(frozen=True)
class Config:
    operations: int = 8
    max_value: int = 50

    def __post_init__(self) -> None:
        if not 3 <= self.operations <= 500:
            raise ValueError(f"operations must be in 3..500, got {self.operations}")
        if self.max_value < 9:
            raise ValueError(f"max_value must be >= 9, got {self.max_value}")


_TEMPLATES = (
    "A double-ended queue starts empty. {legend} Run:\n{ops}\nList the values removed by the pop operations, in "
    "the order they are removed.",
    "Simulate a deque (initially empty) under the operations {inline}. {legend} What values do the removals "
    "return, in order?",
    "Operations on an empty deque, front is the left end and back the right end:\n{ops}\n{legend} Give the "
    "sequence of removed values.",
)


class DequeOperations(IntSequenceAnswer, Bootcamp):
    id = "data_structure/deque_operations"
    description = "Values removed from a deque by pushes and pops at both ends"
    Config = Config
    LEVELS = {
        "1": Config(operations=8, max_value=50),
        "2": Config(operations=12, max_value=99),
        "3": Config(operations=18, max_value=99),
        "4": Config(operations=26, max_value=200),
        "5": Config(operations=38, max_value=500),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        ops: list[list] = []
        size = 0
        while len(ops) < config.operations or not any(op[0].startswith("pop") for op in ops):
            if size == 0 or rng.random() < 0.55:
                ops.append([rng.choice(("push_front", "push_back")), rng.randint(1, config.max_value)])
                size += 1
            else:
                ops.append([rng.choice(("pop_front", "pop_back"))])
                size -= 1
        data = {"ops": ops, "names": rng.randrange(len(_NAMES))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = _NAMES[data["names"]]
        words = [" ".join([names[op[0]]] + [str(x) for x in op[1:]]) for op in data["ops"]]
        legend = (f"'{names['push_front']} x' inserts x at the front, '{names['push_back']} x' at the back; "
                  f"'{names['pop_front']}' removes and returns the front value, '{names['pop_back']}' the back value.")
        ops = "\n".join(f"{i + 1}. {w}" for i, w in enumerate(words))
        body = rng.choice(_TEMPLATES).format(ops=ops, inline="; ".join(words), legend=legend)
        form = "the removed values in order, separated by commas (for example 7, 3, 9)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        items: list[int] = []
        out: list[int] = []
        for i, op in enumerate(data["ops"]):
            t.state(f"op {i + 1} {op[0]}")
            if op[0] == "push_front":
                items = t.compute("deque", [t.fetch(f"x[{i + 1}]", op[1])] + items)
            elif op[0] == "push_back":
                items = t.compute("deque", items + [t.fetch(f"x[{i + 1}]", op[1])])
            else:
                end = 0 if op[0] == "pop_front" else -1
                out = t.compute("removed", out + [t.fetch(f"deque[{end}]", items[end])])
                items = t.compute("deque", items[1:] if end == 0 else items[:-1])
        t.state("answer")
        return t.compute("answer", t.fetch("removed", out))

    def solve(self, data: dict) -> list[int]:
        # collections.deque does the work.
        d: deque[int] = deque()
        out = []
        for op in data["ops"]:
            if op[0] == "push_front":
                d.appendleft(op[1])
            elif op[0] == "push_back":
                d.append(op[1])
            elif op[0] == "pop_front":
                out.append(d.popleft())
            else:
                out.append(d.pop())
        return out


BOOTCAMP = DequeOperations()
