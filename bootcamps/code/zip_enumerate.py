"""Predict the totals of Python loops over zip, enumerate, range, reversed and slices.

Each loop walks a combination drawn from a grammar: ``enumerate(it, start=k)``,
``zip(it1, it2)`` (stopping at the shorter), ``enumerate(zip(it1, it2))`` with tuple
unpacking, over iterables ``range(a, b, s)`` (negative steps included), a list, a slice of it
(``a[1:]``, ``a[::2]``, ``a[::-1]``) or ``reversed(a)``. The body adds a product, a
difference or a guarded sum to a running total that the loop prints. The interpreter builds
each iterable as a plain list and pairs items by position (never ``exec``); the trace is one
state per loop iteration. The tests ``exec`` the generated program.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    loops: int = 1
    length: int = 4
    nested_forms: bool = False  # enumerate(zip(...)) and reversed / slices

    def __post_init__(self) -> None:
        if not 1 <= self.loops <= 5 or not 3 <= self.length <= 12:
            raise ValueError("loops must be in 1..5 and length in 3..12")


def iterable_text(it: list) -> str:
    if it[0] == "range":
        a, b, s = it[1:]
        return f"range({a}, {b})" if s == 1 else f"range({a}, {b}, {s})"
    if it[0] == "list":
        return "a"
    if it[0] == "slice":
        return "a[" + it[1] + "]"
    return "reversed(a)"


def items(it: list, a: list[int]) -> list[int]:
    if it[0] == "range":
        start, stop, step = it[1:]
        out, v = [], start
        while (v < stop) if step > 0 else (v > stop):
            out.append(v)
            v += step
        return out
    if it[0] == "list":
        return list(a)
    if it[0] == "reversed":
        return [a[len(a) - 1 - i] for i in range(len(a))]
    return {"1:": a[1:], "::2": [a[i] for i in range(0, len(a), 2)], "::-1": [a[len(a) - 1 - i] for i in range(len(a))],
            ":-1": a[:-1], "1::2": [a[i] for i in range(1, len(a), 2)]}[it[1]]


def random_iterable(rng: random.Random, n: int, nested: bool) -> list:
    roll = rng.random()
    if roll < 0.4:
        step = rng.choice((1, 2, 3, -1, -2))
        a = rng.randint(-3, 5) if step > 0 else rng.randint(3, 10)
        b = a + step * rng.randint(2, n)
        return ["range", a, b, step]
    if roll < 0.6 or not nested:
        return ["list"]
    if roll < 0.85:
        return ["slice", rng.choice(("1:", "::2", "::-1", ":-1", "1::2"))]
    return ["reversed"]


def loop_lines(loop: dict) -> list[str]:
    form, body = loop["form"], loop["body"]
    if form == "enumerate":
        head = f"for i, x in enumerate({iterable_text(loop['its'][0])}, start={loop['start']}):" if loop["start"] else f"for i, x in enumerate({iterable_text(loop['its'][0])}):"
        expr = {"product": "i * x", "difference": "x - i", "guarded": "x"}[body]
        left = "i"
    elif form == "zip":
        head = f"for x, y in zip({iterable_text(loop['its'][0])}, {iterable_text(loop['its'][1])}):"
        expr = {"product": "x * y", "difference": "x - y", "guarded": "x + y"}[body]
        left = "x"
    else:
        head = f"for i, (x, y) in enumerate(zip({iterable_text(loop['its'][0])}, {iterable_text(loop['its'][1])})):"
        expr = {"product": "i * (x + y)", "difference": "x - y", "guarded": "x * y"}[body]
        left = "i"
    lines = ["t = 0", head]
    if body == "guarded":
        lines += [f"    if {left} % 2 == 0:", f"        t += {expr}"]
    else:
        lines.append(f"    t += {expr}")
    return lines + ["print(t)"]


def rows(loop: dict, a: list[int]) -> list[tuple]:
    """(i or x, x or y, ...) tuples the loop binds, in order."""
    first = items(loop["its"][0], a)
    if loop["form"] == "enumerate":
        return [(loop["start"] + k, v) for k, v in enumerate(first)]
    second = items(loop["its"][1], a)
    pairs = [(first[k], second[k]) for k in range(min(len(first), len(second)))]
    if loop["form"] == "zip":
        return pairs
    return [(k, x, y) for k, (x, y) in enumerate(pairs)]


def term(loop: dict, row: tuple) -> int:
    form, body = loop["form"], loop["body"]
    if form == "enumerate":
        i, x = row
        return {"product": i * x, "difference": x - i, "guarded": x if i % 2 == 0 else 0}[body]
    if form == "zip":
        x, y = row
        return {"product": x * y, "difference": x - y, "guarded": x + y if x % 2 == 0 else 0}[body]
    i, x, y = row
    return {"product": i * (x + y), "difference": x - y, "guarded": x * y if i % 2 == 0 else 0}[body]


def source(data: dict) -> str:
    lines = [f"a = {data['a']}"]
    for loop in data["loops"]:
        lines += loop_lines(loop)
    return "\n".join(lines)


_INTROS = (
    "What does this Python program print?",
    "Predict the numbers printed by the following Python 3 code.",
    "Run the loops below by hand and give every printed value.",
)
_RULE = "zip stops at the shorter iterable; enumerate counts from 0 unless start= is given; range(a, b, s) stops before b."


class ZipEnumerate(IntSequenceAnswer, Bootcamp):
    id = "code/zip_enumerate"
    description = "Totals of Python loops over zip, enumerate(start=), range steps, reversed and slices"
    Config = Config
    LEVELS = {
        "1": Config(loops=1, length=4, nested_forms=False),
        "2": Config(loops=2, length=5, nested_forms=False),
        "3": Config(loops=2, length=6, nested_forms=True),
        "4": Config(loops=3, length=7, nested_forms=True),
        "5": Config(loops=4, length=9, nested_forms=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        a = [rng.randint(-5, 12) for _ in range(config.length)]
        loops = []
        for _ in range(config.loops):
            form = rng.choice(("enumerate", "zip", "enumerate_zip") if config.nested_forms else ("enumerate", "zip"))
            its = [random_iterable(rng, config.length, config.nested_forms) for _ in range(1 if form == "enumerate" else 2)]
            if form != "enumerate" and its[0] == its[1]:
                its[1] = ["range", 0, config.length, 1] if its[0] != ["range", 0, config.length, 1] else ["list"]
            loops.append({"form": form, "its": its, "body": rng.choice(("product", "difference", "guarded")),
                          "start": rng.choice((0, 1, 1, 2, 5)) if form == "enumerate" else 0})
        data = {"a": a, "loops": loops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([rng.choice(_INTROS), "```python", source(data), "```", _RULE,
                          answer_instruction("the printed integers in order, separated by spaces (for example: 12 -3)")])

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        out: list[int] = []
        for k, loop in enumerate(data["loops"]):
            t.state(f"loop {k + 1} setup")
            bound = t.compute("bound tuples", [list(r) for r in rows(loop, data["a"])])
            total = 0
            for j, row in enumerate(bound):
                t.state(f"loop {k + 1} iteration {j + 1}")
                row = t.fetch(f"tuple {j + 1}", row)
                total = t.compute("t", t.fetch("t before", total) + term(loop, tuple(row)))
            t.state(f"loop {k + 1} print")
            out = t.compute("printed", out + [t.fetch("t", total)])
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[int]:
        return [sum(term(loop, r) for r in rows(loop, data["a"])) for loop in data["loops"]]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(len(gold))
        return [self.format_answer(gold[:i] + [gold[i] + 1] + gold[i + 1:]), self.format_answer(gold + [0])]


BOOTCAMP = ZipEnumerate()
