"""Predict what ``print(d)`` shows after a generated Python program of dictionary operations.

Statements come from a small grammar over string keys and int values: assignment (a new key
goes to the end, an existing key keeps its place), ``+=`` on a present key, ``d.get`` with a
default, ``del``, ``d[k2] = d.pop(k, default)`` (the moved value goes to the end under its new
key), ``if k in d`` / ``else``, ``setdefault`` and ``update``. The generator only deletes or
increments keys that are present, so every program runs without an exception. Python dicts
keep insertion order, so the answer is the ordered list of pairs. The interpreter here applies
each operation to a plain dict (never ``exec``); the trace is one state per statement: fetch
the dict, compute the value read (if any) and the dict after it. The tests ``exec`` the
generated program text and compare with ``str(d)``.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.parse import clean_math
from bootcamps.trace import Tracer

KEYS = ("apple", "pear", "fig", "kiwi", "lime", "plum", "date", "lemon", "mango", "grape", "peach", "melon")


@dataclass(frozen=True)
class Config:
    statements: int = 5
    keys: int = 3
    max_value: int = 9

    def __post_init__(self) -> None:
        if not 1 <= self.statements <= 40:
            raise ValueError(f"statements must be in 1..40, got {self.statements}")
        if not 2 <= self.keys <= len(KEYS):
            raise ValueError(f"keys must be in 2..{len(KEYS)}, got {self.keys}")
        if not 3 <= self.max_value <= 1000:
            raise ValueError(f"max_value must be in 3..1000, got {self.max_value}")


def apply(d: dict, op: list) -> dict:
    """The dict after one statement (a new dict; the input is not changed)."""
    d = dict(d)
    kind = op[0]
    if kind == "set":
        d[op[1]] = op[2]
    elif kind == "add":
        d[op[1]] += op[2]
    elif kind == "get":
        d[op[1]] = d.get(op[2], op[3]) + op[4]
    elif kind == "del":
        del d[op[1]]
    elif kind == "move":
        d[op[2]] = d.pop(op[1], op[3])
    elif kind == "ifin":
        if op[1] in d:
            d[op[1]] -= op[2]
        else:
            d[op[1]] = op[3]
    elif kind == "setdefault":
        d.setdefault(op[1], op[2])
    elif kind == "update":
        d.update({k: v for k, v in op[1]})
    else:
        raise ValueError(f"unknown statement {kind!r}")
    return d


def render(op: list) -> str:
    kind = op[0]
    if kind == "set":
        return f"d[{op[1]!r}] = {op[2]}"
    if kind == "add":
        return f"d[{op[1]!r}] += {op[2]}"
    if kind == "get":
        return f"d[{op[1]!r}] = d.get({op[2]!r}, {op[3]}) + {op[4]}"
    if kind == "del":
        return f"del d[{op[1]!r}]"
    if kind == "move":
        return f"d[{op[2]!r}] = d.pop({op[1]!r}, {op[3]})"
    if kind == "ifin":
        return f"if {op[1]!r} in d:\n    d[{op[1]!r}] -= {op[2]}\nelse:\n    d[{op[1]!r}] = {op[3]}"
    if kind == "setdefault":
        return f"d.setdefault({op[1]!r}, {op[2]})"
    if kind == "update":
        return "d.update({" + ", ".join(f"{k!r}: {v}" for k, v in op[1]) + "})"
    raise ValueError(f"unknown statement {kind!r}")


def source(data: dict) -> str:
    start = "{" + ", ".join(f"{k!r}: {v}" for k, v in data["start"]) + "}"
    return "\n".join([f"d = {start}"] + [render(op) for op in data["ops"]] + ["print(d)"])


def dict_text(pairs: list) -> str:
    return "{" + ", ".join(f"'{k}': {v}" for k, v in pairs) + "}"


_PAIR = re.compile(r"""\s*(['"]?)([a-z]+)\1\s*:\s*(-?\d{1,12})\s*""")


def read_dict(text: str) -> list[tuple[str, int]] | None:
    """Ordered (key, value) pairs from ``{'a': 1, 'b': 2}`` (quotes optional); ``None`` if not such a dict."""
    if len(text) > 2000:
        return None
    text = clean_math(text)
    if len(text) < 2 or text[0] != "{" or text[-1] != "}":
        return None
    body = text[1:-1].strip()
    if not body:
        return []
    pairs = []
    for item in body.split(","):
        match = _PAIR.fullmatch(item)
        if not match:
            return None
        pairs.append((match.group(2), int(match.group(3))))
    if len({k for k, _ in pairs}) != len(pairs):
        return None  # a dict cannot print a key twice
    return pairs


_INTROS = (
    "What does this Python program print?",
    "Run this Python 3 program in your head. What is the output of its final print?",
    "Predict the exact output of the following Python code (dictionaries keep insertion order).",
)


class DictProgram(Bootcamp):
    id = "code/dict_program"
    description = "Predict print(d) after a generated program of Python dict operations (insertion order matters)"
    Config = Config
    LEVELS = {
        "1": Config(statements=3, keys=3, max_value=9),
        "2": Config(statements=5, keys=4, max_value=9),
        "3": Config(statements=8, keys=5, max_value=20),
        "4": Config(statements=12, keys=6, max_value=50),
        "5": Config(statements=18, keys=8, max_value=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        keys = rng.sample(KEYS, config.keys)
        v = lambda: rng.randint(1, config.max_value)  # noqa: E731 - a short value draw
        start = [[k, v()] for k in rng.sample(keys, rng.randint(1, max(1, config.keys - 1)))]
        d = {k: val for k, val in start}
        ops: list[list] = []
        while len(ops) < config.statements:
            present = list(d)
            k, k2 = rng.sample(keys, 2)
            kind = rng.choice(("set", "add", "get", "del", "move", "ifin", "setdefault", "update"))
            if kind == "set":
                op = ["set", k, v()]
            elif kind == "add" and present:
                op = ["add", rng.choice(present), v()]
            elif kind == "get":
                op = ["get", k, k2, v(), v()]
            elif kind == "del" and len(present) > 1:
                op = ["del", rng.choice(present)]
            elif kind == "move":
                op = ["move", rng.choice(present) if present and rng.random() < 0.7 else k, k2, v()]
            elif kind == "ifin":
                op = ["ifin", k, v(), v()]
            elif kind == "setdefault":
                op = ["setdefault", k, v()]
            elif kind == "update":
                op = ["update", [[k, v()], [k2, v()]]]
            else:
                continue
            ops.append(op)
            d = apply(d, op)
        data = {"start": start, "ops": ops}
        return data, [list(p) for p in d.items()]

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the printed dictionary exactly as Python prints it, for example {'fig': 3, 'lime': 7}"
        return f"{rng.choice(_INTROS)}\n```python\n{source(data)}\n```\n{answer_instruction(form)}"

    def format_answer(self, answer: list) -> str:
        return dict_text(answer)

    def check(self, data: dict, answer: list, text: str) -> float:
        pairs = read_dict(text)
        return 1.0 if pairs is not None and pairs == [tuple(p) for p in answer] else 0.0

    def program(self, t: Tracer, data: dict) -> list:
        pairs = [tuple(p) for p in data["start"]]
        t.state("statement 1 builds d")
        pairs = t.compute("d", pairs)
        for line, op in enumerate(data["ops"], start=2):
            t.state(f"statement {line} {op[0]}")
            d = dict(t.fetch("d", pairs))
            kind = op[0]
            if kind in ("add", "ifin") and op[1] in d:
                old = t.compute(f"d[{op[1]}]", d[op[1]])
                d[op[1]] = t.compute("new", old + op[2] if kind == "add" else old - op[2])
            elif kind == "get":
                got = t.compute(f"d.get({op[2]})", d.get(op[2], op[3]))
                d[op[1]] = t.compute("new", got + op[4])
            elif kind == "move":
                got = t.compute(f"d.pop({op[1]})", d.pop(op[1], op[3]))
                d[op[2]] = got
            else:
                t.compute(f"{op[1]} in d" if kind != "update" else "updates", op[1] in d if kind != "update" else len(op[1]))
                d = apply(d, op)
            pairs = t.compute("d", list(d.items()))
        t.state("print")
        return t.compute("answer", [list(p) for p in t.fetch("d", pairs)])

    def solve(self, data: dict) -> list:
        d = {k: v for k, v in data["start"]}
        for op in data["ops"]:
            d = apply(d, op)
        return [list(p) for p in d.items()]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = [tuple(p) for p in case.answer]
        wrong = [sorted(gold), gold[::-1], gold[:-1], [(k, v + 1) for k, v in gold]]
        return [dict_text(w) for w in wrong if w != gold]


BOOTCAMP = DictProgram()
