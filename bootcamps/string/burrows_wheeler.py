"""Burrows-Wheeler transform of a string with an end marker.

Append ``$`` (smaller than every letter), list all rotations, sort them, and read the last
letter of each. The trace writes each rotation, the sorted table, then reads the last column.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import RepetitiveStringCase
from bootcamps.parse import clean_math
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 2000


@dataclass(frozen=True)
class Config:
    length: int = 5
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 200:
            raise ValueError(f"length must be in 2..200, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "Compute the Burrows-Wheeler transform of \"{s}\". First append the end marker $, which sorts before every letter; "
    "then sort all rotations of \"{s}$\" and read off the last character of each, top to bottom.",
    "Take the string {s}$ (the $ counts as smaller than any letter). Write down all of its cyclic rotations, sort them "
    "alphabetically, and concatenate their final characters. What string do you get?",
    "BWT exercise: text = '{s}', terminator '$' (lowest character). Give the last column of the sorted rotation "
    "matrix of '{s}$'.",
)


class BurrowsWheeler(RepetitiveStringCase, Bootcamp):
    id = "string/burrows_wheeler"
    copy_ratio = 0.3  # 30% of the string copied from earlier parts
    description = "Burrows-Wheeler transform with an end marker (sorted-rotation trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, alphabet=3),
        "2": Config(length=9, alphabet=3),
        "3": Config(length=10, alphabet=4),
        "4": Config(length=14, alphabet=4),
        "5": Config(length=20, alphabet=5),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        form = f"the {len(data['s']) + 1} characters of the transform as one string, including the $"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > _MAX_ANSWER_CHARS:
            return 0.0
        text = clean_math(text).strip("\"'`").replace("\\$", "$").lower()
        return 1.0 if text == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        s = data["s"] + "$"
        rows = []
        for k in range(len(s)):
            t.state(f"rotation {k}")
            rows.append(t.compute(f"rot[{k}]", s[k:] + s[:k]))
        t.state("sort")
        table = t.compute("sorted", sorted(rows), why="$ sorts first")
        out = ""
        for k, row in enumerate(table):
            t.state(f"row {k}")
            row = t.fetch(f"sorted[{k}]", row)
            out = t.compute("bwt", out + row[-1], why="append the last character")
        t.state("answer")
        return t.compute("answer", t.fetch("bwt", out))

    def solve(self, data: dict) -> str:
        # From the suffix order: the letter before each sorted suffix (the $ wraps around).
        s = data["s"] + "$"
        order = sorted(range(len(s)), key=lambda i: s[i:])
        return "".join(s[i - 1] for i in order)


BOOTCAMP = BurrowsWheeler()
