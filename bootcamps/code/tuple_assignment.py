"""Predict the final values after Python tuple assignments such as ``a, b = b, a + b``.

Python evaluates the whole right-hand side first (with the old values), then assigns the
targets from left to right, so a later target ``L[a]`` indexes with the ``a`` just assigned
by an earlier target of the same statement. Programs over ``a``, ``b``, ``c`` and a list ``L``
of four ints come from ``kit.interp2``'s grammar (no index ever falls outside L) and are
interpreted there, never ``exec``-ed; the trace is one state per statement: fetch the
right-hand operands, compute the tuple of values, then each assignment in order. The tests
``exec`` the generated program text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp2
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    statements: int = 2
    width: int = 2
    indexed: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.statements <= 20:
            raise ValueError(f"statements must be in 1..20, got {self.statements}")
        if not 2 <= self.width <= 3:
            raise ValueError(f"width must be in 2..3, got {self.width}")


_INTROS = (
    "What does this Python 3 program print?",
    "Work out the final values in this Python program of tuple assignments.",
    "Predict the output of the following Python code.",
)


class TupleAssignment(IntSequenceAnswer, Bootcamp):
    id = "code/tuple_assignment"
    description = "Final values after Python tuple assignments (right side first, targets left to right, L[a] after a changes)"
    Config = Config
    LEVELS = {
        "1": Config(statements=2, width=2, indexed=False),
        "2": Config(statements=3, width=3, indexed=False),
        "3": Config(statements=4, width=3, indexed=True),
        "4": Config(statements=6, width=3, indexed=True),
        "5": Config(statements=9, width=3, indexed=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        data = interp2.random_tuple_program(rng, config.statements, config.width, config.indexed)
        return data, interp2.run_tuple_program(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        code = interp2.render_tuple_program(data)
        form = "seven integers separated by commas: a, b, c, then the four items of L (for example 1, 0, 5, 3, 3, 2, 9)"
        return f"{rng.choice(_INTROS)}\n```python\n{code}\n```\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        env = dict(zip(interp2.TUPLE_VARS, data["start"]))
        lst = list(data["list"])

        def read(e: list) -> int:
            if e[0] == "n":
                return e[1]
            if e[0] == "v":
                return t.fetch(e[1], env[e[1]])
            if e[0] == "l":
                return t.fetch(f"L[{e[1]}]", lst[e[1]])
            if e[0] == "lv":
                i = t.fetch(e[1], env[e[1]])
                return t.fetch(f"L[{i}]", lst[i])
            x, y = read(e[1]), read(e[2])
            return x + y if e[0] == "+" else x - y

        for line, st in enumerate(data["statements"], start=1):
            t.state(f"statement {line}")
            values = t.compute("right side", tuple(read(e) for e in st[2]), why="all evaluated before any assignment")
            for target, value in zip(st[1], values):
                if target[0] == "v":
                    env[target[1]] = t.compute(target[1], value)
                else:
                    i = target[1] if target[0] == "l" else t.fetch(target[1], env[target[1]])
                    lst[i] = t.compute(f"L[{i}]", value)
        t.state("print")
        values = [t.fetch(v, env[v]) for v in interp2.TUPLE_VARS]
        items = t.fetch("L", tuple(lst))
        return t.compute("answer", values + list(items))

    def solve(self, data: dict) -> list[int]:
        return interp2.run_tuple_program(data)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        # L reversed, every value off by one, a shifted reading
        wrong = [gold[:3] + gold[3:][::-1], [g + 1 for g in gold], gold[1:] + gold[:1]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = TupleAssignment()
