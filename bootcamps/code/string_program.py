"""Predict the final value of a string variable after a short Python program of string operations.

Statements come from a small grammar: slicing with positive, negative and stepped indices,
reversal, ``replace``, ``upper``/``lower``, ``strip`` of a character set, concatenation with a
slice of itself, rotation and ``sorted`` joins. Programs whose string would grow past the level's
bound are redrawn. The interpreter is the list of operations below (Python's own string methods
applied to data, never ``exec``). The trace runs one statement per state: fetch ``s``, compute
its new value. The tests compare with a character-by-character reimplementation of each
operation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

LETTERS = "abcdefghijklmnop"
KINDS = ("reverse", "slice", "step", "replace", "upper", "lower", "strip", "extend", "rotate", "sort")


@dataclass(frozen=True)
class Config:
    start_len: int = 6
    statements: int = 3
    kinds: tuple = ("reverse", "slice", "replace", "upper")
    max_len: int = 16

    def __post_init__(self) -> None:
        if not 3 <= self.start_len <= 20:
            raise ValueError(f"start_len must be in 3..20, got {self.start_len}")
        if not 1 <= self.statements <= 20:
            raise ValueError(f"statements must be in 1..20, got {self.statements}")
        if not self.kinds or any(k not in KINDS for k in self.kinds):
            raise ValueError(f"kinds must be a non-empty subset of {KINDS}, got {self.kinds}")
        if not self.start_len <= self.max_len <= 80:
            raise ValueError(f"max_len must be in start_len..80, got {self.max_len}")


def apply(op: list, s: str) -> str:
    """One statement's effect on ``s`` (the interpreter)."""
    kind = op[0]
    if kind == "reverse":
        return s[::-1]
    if kind == "slice":
        return s[op[1] : op[2]]
    if kind == "step":
        return s[op[1] :: op[2]]
    if kind == "replace":
        return s.replace(op[1], op[2])
    if kind == "upper":
        return s.upper()
    if kind == "lower":
        return s.lower()
    if kind == "strip":
        return s.strip(op[1])
    if kind == "extend":
        return s + s[: op[1]]
    if kind == "rotate":
        return s[op[1] :] + s[: op[1]]
    if kind == "sort":
        return "".join(sorted(s))
    raise ValueError(f"unknown string operation {kind!r}")


def render(op: list) -> str:
    kind = op[0]
    if kind == "reverse":
        return "s = s[::-1]"
    if kind == "slice":
        return f"s = s[{op[1]}:{op[2]}]"
    if kind == "step":
        return f"s = s[{op[1]}::{op[2]}]"
    if kind == "replace":
        return f's = s.replace("{op[1]}", "{op[2]}")'
    if kind in ("upper", "lower"):
        return f"s = s.{kind}()"
    if kind == "strip":
        return f's = s.strip("{op[1]}")'
    if kind == "extend":
        return f"s = s + s[:{op[1]}]"
    if kind == "rotate":
        return f"s = s[{op[1]}:] + s[:{op[1]}]"
    return 's = "".join(sorted(s))'


def random_op(rng: random.Random, kind: str, s: str) -> list:
    n = max(1, len(s))
    chars = sorted(set(s)) or ["a"]
    if kind == "slice":
        i = rng.choice([rng.randint(0, n // 2), -rng.randint(1, n)])
        j = rng.choice([rng.randint(n // 2, n), -rng.randint(1, max(1, n // 3))])
        return ["slice", i, j]
    if kind == "step":
        return ["step", rng.randint(0, 2), rng.choice((2, 3, -1, -2))]
    if kind == "replace":
        old = rng.choice(chars) if rng.random() < 0.7 or len(s) < 2 else s[(k := rng.randrange(len(s) - 1)) : k + 2]
        new = "".join(rng.choice(LETTERS[:8] + LETTERS[:8].upper()) for _ in range(rng.randint(0, 2)))
        return ["replace", old, new]
    if kind == "strip":
        return ["strip", "".join(rng.sample(chars + [rng.choice(LETTERS)], min(len(chars) + 1, rng.randint(1, 3))))]
    if kind in ("extend", "rotate"):
        return [kind, rng.randint(1, max(1, n - 1))]
    return [kind]


_INTROS = (
    "What is the value of s after this Python code runs?",
    "Run the following Python statements in order. What does s hold at the end?",
    "Trace this Python snippet and give the final value of the string s.",
)
_NOTES = ("Python slicing: s[i:j] takes indices i..j-1, negative indices count from the end, s[i::k] takes every k-th "
          "character from i (a negative k walks backwards); replace replaces every occurrence, left to right; strip(chars) "
          "removes any of the given characters from both ends; sorted orders characters by code, so upper-case "
          "letters come before lower-case ones.")


class StringProgram(Bootcamp):
    id = "code/string_program"
    description = "Final value of a string after Python slicing, replace, strip, rotation and case operations"
    Config = Config
    LEVELS = {
        "1": Config(start_len=6, statements=2, kinds=("reverse", "slice", "replace", "upper"), max_len=14),
        "2": Config(start_len=7, statements=4, kinds=("reverse", "slice", "replace", "upper", "extend", "rotate"), max_len=18),
        "3": Config(start_len=8, statements=5, kinds=KINDS, max_len=20),
        "4": Config(start_len=9, statements=7, kinds=KINDS, max_len=24),
        "5": Config(start_len=10, statements=10, kinds=KINDS, max_len=28),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            s = "".join(rng.choice(LETTERS) for _ in range(config.start_len))
            value, ops = s, []
            for _ in range(config.statements):
                op = random_op(rng, rng.choice(config.kinds), value)
                value = apply(op, value)
                ops.append(op)
            if 3 <= len(value) <= config.max_len and value != s:
                return {"start": s, "ops": ops}, value

    def prompt(self, data: dict, rng: random.Random) -> str:
        code = [f's = "{data["start"]}"'] + [render(op) for op in data["ops"]]
        return "\n".join([rng.choice(_INTROS), "```python", *code, "```", _NOTES,
                          answer_instruction("the final string without quotes (letter case matters)")])

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 2 * len(answer) + 20:
            return 0.0
        text = text.strip().removesuffix(".")  # the strings are letters only: a period ends the sentence
        if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'`":
            text = text[1:-1]  # a quoted string is the same string
        return 1.0 if text == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        s = data["start"]
        for i, op in enumerate(data["ops"]):
            t.state(f"line {i + 2}")
            before = t.fetch("s", s)
            s = t.compute("s'", apply(op, before), why=render(op)[4:])
        t.state("answer")
        return t.compute("answer", t.fetch("s", s))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        skip_last = data_value(case.data, len(case.data["ops"]) - 1)
        return [w for w in (gold[::-1], gold.swapcase(), skip_last, gold[1:]) if w != gold and w]


def data_value(data: dict, statements: int) -> str:
    s = data["start"]
    for op in data["ops"][:statements]:
        s = apply(op, s)
    return s


BOOTCAMP = StringProgram()
