"""Predict what ``print(a, b, c)`` shows after Python statements that alias and copy lists.

Names are references: ``b = a`` makes both names refer to one list, so a later ``b.append(5)``
or ``b += [5]`` (in place) changes what ``a`` shows, while ``b = b + [5]``, ``b = a[:]`` or
``b = [1, 2]`` bind ``b`` to a new list and leave ``a`` alone. The generator draws statements
from that grammar (item assignment only at valid indices, ``pop`` only from lists of two or
more). The interpreter keeps a table of list objects and the object each name refers to
(never ``exec``); the trace is one state per statement: fetch the object a name refers to and
its contents, compute the new contents or the new binding. The tests ``exec`` the generated
program text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.logic2 import read_printed_lists
from bootcamps.trace import Tracer

NAMES = ("a", "b", "c")


@dataclass(frozen=True)
class Config:
    statements: int = 4
    max_value: int = 9

    def __post_init__(self) -> None:
        if not 1 <= self.statements <= 40:
            raise ValueError(f"statements must be in 1..40, got {self.statements}")
        if not 5 <= self.max_value <= 1000:
            raise ValueError(f"max_value must be in 5..1000, got {self.max_value}")


def render(op: list) -> str:
    kind, x = op[0], op[1]
    return {
        "alias": lambda: f"{x} = {op[2]}",
        "copy": lambda: f"{x} = {op[2]}[:]" if op[3] else f"{x} = list({op[2]})",
        "new": lambda: f"{x} = {op[2]}",
        "append": lambda: f"{x}.append({op[2]})",
        "iadd": lambda: f"{x} += [{op[2]}]",
        "add": lambda: f"{x} = {x} + [{op[2]}]",
        "setitem": lambda: f"{x}[{op[2]}] = {op[3]}",
        "pop": lambda: f"{x}.pop()",
    }[kind]()


def step(objects: list[list[int]], binding: dict[str, int], op: list) -> None:
    """Run one statement on the object table (in place)."""
    kind, x = op[0], op[1]
    if kind == "alias":
        binding[x] = binding[op[2]]
    elif kind == "copy":
        objects.append(list(objects[binding[op[2]]]))
        binding[x] = len(objects) - 1
    elif kind == "new":
        objects.append(list(op[2]))
        binding[x] = len(objects) - 1
    elif kind in ("append", "iadd"):
        objects[binding[x]].append(op[2])
    elif kind == "add":
        objects.append(objects[binding[x]] + [op[2]])
        binding[x] = len(objects) - 1
    elif kind == "setitem":
        objects[binding[x]][op[2]] = op[3]
    elif kind == "pop":
        objects[binding[x]].pop()
    else:
        raise ValueError(f"unknown statement {kind!r}")


def source(data: dict) -> str:
    return "\n".join([render(op) for op in data["ops"]] + ["print(a, b, c)"])


_INTROS = (
    "What does this Python program print?",
    "Python names refer to objects; some of the statements below share one list between names, "
    "others make new lists. What is printed at the end?",
    "Predict the exact output of this Python 3 code. Pay attention to which names refer to the same list.",
)


class ListAliasing(Bootcamp):
    id = "code/list_aliasing"
    description = "Predict print(a, b, c) after Python statements that alias, copy, mutate and rebind lists"
    Config = Config
    LEVELS = {
        "1": Config(statements=3, max_value=9),
        "2": Config(statements=5, max_value=9),
        "3": Config(statements=7, max_value=20),
        "4": Config(statements=10, max_value=50),
        "5": Config(statements=14, max_value=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        v = lambda: rng.randint(0, config.max_value)  # noqa: E731 - a short value draw
        objects: list[list[int]] = []
        binding: dict[str, int] = {}
        ops: list[list] = []
        # a gets a list; b and c start as an alias or a copy of an earlier name, or a new list
        start = [["new", "a", [v() for _ in range(rng.randint(1, 3))]]]
        for x, earlier in (("b", ["a"]), ("c", ["a", "b"])):
            roll = rng.random()
            if roll < 0.45:
                start.append(["alias", x, rng.choice(earlier)])
            elif roll < 0.75:
                start.append(["copy", x, rng.choice(earlier), rng.random() < 0.5])
            else:
                start.append(["new", x, [v() for _ in range(rng.randint(1, 2))]])
        for op in start:
            step(objects, binding, op)
            ops.append(op)
        while len(ops) < len(start) + config.statements:
            x, y = rng.sample(NAMES, 2)
            size = len(objects[binding[x]])
            kind = rng.choice(("alias", "copy", "append", "append", "iadd", "iadd", "add", "setitem", "pop", "new"))
            if kind == "alias":
                op = ["alias", x, y]
            elif kind == "copy":
                op = ["copy", x, y, rng.random() < 0.5]
            elif kind == "new":
                op = ["new", x, [v()]]
            elif kind == "setitem":
                op = ["setitem", x, rng.randrange(size), v()]
            elif kind == "pop":
                if size < 2:
                    continue
                op = ["pop", x]
            else:
                op = [kind, x, v()]
            step(objects, binding, op)
            ops.append(op)
        data = {"ops": ops}
        return data, [objects[binding[x]] for x in NAMES]

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the printed line: the three lists separated by spaces, for example [1, 2] [1, 2] [7]"
        return f"{rng.choice(_INTROS)}\n```python\n{source(data)}\n```\n{answer_instruction(form)}"

    def format_answer(self, answer: list) -> str:
        return " ".join("[" + ", ".join(map(str, lst)) + "]" for lst in answer)

    def check(self, data: dict, answer: list, text: str) -> float:
        lists = read_printed_lists(text, 3)
        return 1.0 if lists is not None and lists == [list(x) for x in answer] else 0.0

    def program(self, t: Tracer, data: dict) -> list:
        objects: list[list[int]] = []
        binding: dict[str, str] = {}
        for line, op in enumerate(data["ops"], start=1):
            kind, x = op[0], op[1]
            t.state(f"line {line} {kind}")
            if kind in ("alias", "copy"):
                ref = t.fetch(op[2], binding[op[2]])
                if kind == "alias":
                    binding[x] = t.compute(x, ref, why=f"{x} refers to the same list as {op[2]}")
                    continue
                content = t.fetch(ref, objects[int(ref[1:])])
                objects.append(list(content))
                binding[x] = t.compute(x, f"L{len(objects) - 1}", why="a new list")
                t.compute(binding[x], objects[-1])
            elif kind in ("new", "add"):
                if kind == "add":
                    ref = t.fetch(x, binding[x])
                    content = t.fetch(ref, objects[int(ref[1:])]) + [op[2]]
                else:
                    content = list(op[2])
                objects.append(content)
                binding[x] = t.compute(x, f"L{len(objects) - 1}", why="a new list")
                objects[-1] = t.compute(binding[x], content)
            else:  # in-place changes go to the shared object
                ref = t.fetch(x, binding[x])
                content = list(t.fetch(ref, objects[int(ref[1:])]))
                if kind in ("append", "iadd"):
                    content.append(op[2])
                elif kind == "setitem":
                    content[op[2]] = op[3]
                else:
                    content.pop()
                objects[int(ref[1:])] = t.compute(ref, content)
        t.state("print")
        refs = [t.fetch(x, binding[x]) for x in NAMES]
        return t.compute("answer", [list(objects[int(r[1:])]) for r in refs])

    def solve(self, data: dict) -> list:
        objects: list[list[int]] = []
        binding: dict[str, int] = {}
        for op in data["ops"]:
            step(objects, binding, op)
        return [objects[binding[x]] for x in NAMES]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = [list(x) for x in case.answer]
        wrong = [[gold[0], gold[0], gold[0]], [gold[2], gold[1], gold[0]], [gold[0] + [1], gold[1], gold[2]]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = ListAliasing()
