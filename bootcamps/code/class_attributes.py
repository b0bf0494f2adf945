"""Predict what a Python program prints about class attributes and instance attributes.

``class Box`` has class attributes (``count``, ``size`` and a list ``tags``); ``__init__`` sets
``self.v`` and does ``Box.count += 1``. Statements assign on instances (which shadows the class
attribute for that instance only), on the class (seen by every instance without its own),
``obj.x += n`` (reads through to the class, writes the instance), ``del obj.x`` (the class
value shows again), and list updates: ``obj.tags.append(n)`` mutates the shared class list,
``obj.tags += [n]`` mutates it in place and also binds it on the instance, ``obj.tags =
obj.tags + [n]`` makes a new list for that instance only. Programs come from
``kit.interp2``'s grammar and are interpreted there (never ``exec``); the trace is one state
per statement: fetch the attribute where Python finds it (instance first, then class) and
compute the write. The tests ``exec`` the generated program text.
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
    objects: int = 2
    statements: int = 3
    prints: int = 2
    lists: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.objects <= 4:
            raise ValueError(f"objects must be in 1..4, got {self.objects}")
        if not 1 <= self.statements <= 30:
            raise ValueError(f"statements must be in 1..30, got {self.statements}")
        if not 1 <= self.prints <= 12:
            raise ValueError(f"prints must be in 1..12, got {self.prints}")


_INTROS = (
    "What does this Python 3 program print?",
    "Predict the integers the Python program below prints, in order.",
    "Follow the class and instance attributes in this Python code and give its output.",
)


class ClassAttributes(IntSequenceAnswer, Bootcamp):
    id = "code/class_attributes"
    description = "Predict prints of Python class vs instance attributes: shadowing, +=, del and a shared class list"
    Config = Config
    LEVELS = {
        "1": Config(objects=2, statements=3, prints=2, lists=False),
        "2": Config(objects=2, statements=5, prints=3, lists=True),
        "3": Config(objects=3, statements=7, prints=4, lists=True),
        "4": Config(objects=3, statements=10, prints=5, lists=True),
        "5": Config(objects=4, statements=14, prints=7, lists=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        data = interp2.random_attr_program(rng, config.objects, config.statements, config.prints, config.lists)
        return data, interp2.run_attr_program(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        code = interp2.render_attr_program(data)
        form = "the printed integers in order, separated by commas, like 3, 7, 2"
        return f"{rng.choice(_INTROS)}\n```python\n{code}\n```\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        state = interp2.new_attr_state(data)
        objs, cls, lists = state["objs"], state["cls"], state["lists"]
        out: list[int] = []

        def find(owner: str, attr: str) -> object:
            where = owner if owner != "Box" and attr in objs[owner] else "Box"
            value = objs[owner][attr] if where != "Box" else cls[attr]
            return t.fetch(f"{where}.{attr}", value if not isinstance(value, list) else tuple(value))

        for line, st in enumerate(data["statements"], start=1):
            kind = st[0]
            t.state(f"line {line} {kind}")
            if kind == "new":
                objs[st[1]] = {"v": t.compute(f"{st[1]}.v", st[2])}
                cls["count"] = t.compute("Box.count", t.fetch("Box.count", cls["count"]) + 1)
            elif kind in ("iset", "cset"):
                where = st[1] if kind == "iset" else "Box"
                (objs[st[1]] if kind == "iset" else cls)[st[-2]] = t.compute(f"{where}.{st[-2]}", st[-1])
            elif kind == "iadd":
                objs[st[1]][st[2]] = t.compute(f"{st[1]}.{st[2]}", find(st[1], st[2]) + st[3], why="read through the class, written on the instance")
            elif kind == "cadd":
                cls[st[1]] = t.compute(f"Box.{st[1]}", t.fetch(f"Box.{st[1]}", cls[st[1]]) + st[2])
            elif kind in ("append", "ladd", "lnew"):
                ref = find(st[1], "tags")
                items = t.fetch(f"list{ref[1]}", tuple(lists[ref[1]])) + (st[2],)
                if kind == "lnew":
                    lists.append(list(items))
                    ref = ("list", len(lists) - 1)
                    objs[st[1]]["tags"] = list(t.compute(f"{st[1]}.tags", ref, why="a new list, on the instance only"))
                    lists[-1] = list(t.compute(f"list{ref[1]}", items))
                else:
                    lists[ref[1]] = list(t.compute(f"list{ref[1]}", items, why="mutated in place"))
                    if kind == "ladd":
                        objs[st[1]]["tags"] = list(t.compute(f"{st[1]}.tags", ref, why="+= also binds the same list on the instance"))
            elif kind == "del":
                del objs[st[1]][st[2]]
                t.compute(f"{st[1]}.{st[2]}", None, why="removed from the instance")
            else:
                value = find(st[2], st[3])
                if st[1] != "attr":
                    items = t.fetch(f"list{value[1]}", tuple(lists[value[1]]))
                    value = len(items) if st[1] == "len" else sum(items)
                out.append(t.compute("prints", value))
        t.state("answer")
        return t.compute("answer", list(out))

    def solve(self, data: dict) -> list[int]:
        return interp2.run_attr_program(data)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[:-1], [g + 1 for g in gold], gold + [0]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = ClassAttributes()
