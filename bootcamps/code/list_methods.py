"""Predict a Python list after a generated sequence of list-method calls.

Statements come from a small grammar: ``append``, ``insert`` (negative and past-the-end
positions included: Python clamps them), ``pop()`` and ``pop(i)`` with negative indices,
``remove`` (the first occurrence only), ``reverse``, ``sort`` (ascending or ``reverse=True``),
``extend``, item assignment, ``del a[i]`` and slice deletion ``del a[i:j]``. The generator only
emits calls that are valid at that point (no pop from a short list, no remove of an absent
value), so every program runs without an exception. The interpreter applies each call to a
plain list (never ``exec``); the trace is one state per statement: fetch the list, compute the
index or value it reads and the list after it. The tests ``exec`` the generated program text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    start: int = 4
    statements: int = 4
    max_value: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.start <= 20:
            raise ValueError(f"start must be in 2..20, got {self.start}")
        if not 1 <= self.statements <= 40:
            raise ValueError(f"statements must be in 1..40, got {self.statements}")
        if not 5 <= self.max_value <= 1000:
            raise ValueError(f"max_value must be in 5..1000, got {self.max_value}")


def apply(a: list, op: list) -> list:
    """The list after one statement (a new list)."""
    a = list(a)
    kind = op[0]
    if kind == "append":
        a.append(op[1])
    elif kind == "insert":
        a.insert(op[1], op[2])
    elif kind == "pop":
        a.pop()
    elif kind == "popi":
        a.pop(op[1])
    elif kind == "remove":
        a.remove(op[1])
    elif kind == "reverse":
        a.reverse()
    elif kind == "sort":
        a.sort(reverse=op[1])
    elif kind == "extend":
        a.extend(op[1])
    elif kind == "setitem":
        a[op[1]] = op[2]
    elif kind == "del":
        del a[op[1]]
    elif kind == "delslice":
        del a[op[1] : op[2]]
    else:
        raise ValueError(f"unknown statement {kind!r}")
    return a


def render(op: list) -> str:
    kind = op[0]
    return {
        "append": lambda: f"a.append({op[1]})",
        "insert": lambda: f"a.insert({op[1]}, {op[2]})",
        "pop": lambda: "a.pop()",
        "popi": lambda: f"a.pop({op[1]})",
        "remove": lambda: f"a.remove({op[1]})",
        "reverse": lambda: "a.reverse()",
        "sort": lambda: "a.sort(reverse=True)" if op[1] else "a.sort()",
        "extend": lambda: f"a.extend({op[1]})",
        "setitem": lambda: f"a[{op[1]}] = {op[2]}",
        "del": lambda: f"del a[{op[1]}]",
        "delslice": lambda: f"del a[{op[1]}:{'' if op[2] is None else op[2]}]",
    }[kind]()


def source(data: dict) -> str:
    return "\n".join([f"a = {data['start']}"] + [render(op) for op in data["ops"]] + ["print(a)"])


def random_op(rng: random.Random, a: list, top: int) -> list:
    n = len(a)
    v = rng.randint(0, top)
    index = rng.randint(-n, n - 1)  # a valid index, negative or not
    choices = ["append", "insert", "insert", "extend", "setitem", "reverse", "sort"]
    if n >= 3:
        choices += ["pop", "popi", "popi", "remove", "del", "delslice"]
    kind = rng.choice(choices)
    if kind == "append":
        return ["append", v]
    if kind == "insert":
        return ["insert", rng.randint(-n - 2, n + 2), v]
    if kind == "extend":
        return ["extend", [rng.randint(0, top) for _ in range(rng.randint(1, 3))]]
    if kind == "setitem":
        return ["setitem", index, v]
    if kind == "reverse":
        return ["reverse"]
    if kind == "sort":
        return ["sort", rng.random() < 0.5]
    if kind == "pop":
        return ["pop"]
    if kind == "popi":
        return ["popi", index]
    if kind == "remove":
        return ["remove", rng.choice(a)]
    if kind == "del":
        return ["del", index]
    lo = rng.randint(-n, n - 1)
    return ["delslice", lo, lo + rng.randint(1, 2)] if lo < -2 or lo >= 0 else ["delslice", lo, None]


_INTROS = (
    "What does this Python program print?",
    "Execute the following Python 3 list operations in your head. What is printed?",
    "Predict the output of the code below (standard Python list methods).",
)
_NOTES = (
    "Reminder: a.insert(i, x) puts x before position i (a position past either end means the "
    "nearest end; negative i counts from the end), a.remove(x) deletes the first x, and "
    "a.pop(i) removes and returns the item at index i (the last item without i)."
)


class ListMethods(IntListAnswer, Bootcamp):
    id = "code/list_methods"
    description = "Predict a Python list after append/insert/pop/remove/sort/slice-deletion calls"
    Config = Config
    LEVELS = {
        "1": Config(start=4, statements=3, max_value=9),
        "2": Config(start=5, statements=5, max_value=20),
        "3": Config(start=6, statements=8, max_value=50),
        "4": Config(start=7, statements=12, max_value=99),
        "5": Config(start=8, statements=18, max_value=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        start = [rng.randint(0, config.max_value) for _ in range(config.start)]
        a, ops = list(start), []
        for _ in range(config.statements):
            op = random_op(rng, a, config.max_value)
            ops.append(op)
            a = apply(a, op)
        data = {"start": start, "ops": ops}
        return data, a

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the printed list, for example [3, 1, 4]"
        return f"{rng.choice(_INTROS)}\n```python\n{source(data)}\n```\n{_NOTES}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return "[" + ", ".join(map(str, answer)) + "]"

    def program(self, t: Tracer, data: dict) -> list[int]:
        a = list(data["start"])
        for line, op in enumerate(data["ops"], start=2):
            t.state(f"line {line} {op[0]}")
            a = list(t.fetch("a", a))
            n = t.compute("len", len(a))
            kind = op[0]
            if kind in ("popi", "del", "setitem"):  # a negative index counts from the end
                i = t.compute("index", op[1] + n if op[1] < 0 else op[1], why=f"{op[1]} of length {n}")
                op = [kind, i, *op[2:]]
            elif kind == "insert":
                i = t.compute("position", min(max(op[1] + n if op[1] < 0 else op[1], 0), n), why=f"{op[1]} clamped to 0..{n}")
                op = [kind, i, op[2]]
            elif kind == "remove":
                i = t.compute("first", a.index(op[1]) if op[1] in a else -1, why=f"first {op[1]}")
                op = ["popi", i]
            a = t.compute("a", apply(a, op))
        t.state("print")
        return t.compute("answer", t.fetch("a", a))

    def solve(self, data: dict) -> list[int]:
        a = list(data["start"])
        for op in data["ops"]:
            a = apply(a, op)
        return a

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[::-1], sorted(gold), [g + 1 for g in gold]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = ListMethods()
