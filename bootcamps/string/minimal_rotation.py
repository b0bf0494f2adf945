"""Lexicographically smallest rotation of a string.

The trace keeps the best rotation found so far and compares each next rotation with it,
letter by letter up to the first difference: one state per candidate.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import RepetitiveStringCase
from bootcamps.parse import normalise_text
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 2000


@dataclass(frozen=True)
class Config:
    length: int = 6
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 300:
            raise ValueError(f"length must be in 2..300, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "A rotation of a string moves some letters from its front to its back (\"cab\" -> \"abc\" or \"bca\"). Which "
    "rotation of \"{s}\" comes first in alphabetical order?",
    "The letters {s} are written around a circle. Reading all {n} letters clockwise from some starting letter gives "
    "a word. Which starting point gives the alphabetically smallest word? Write that word.",
    "Find the lexicographically minimal cyclic rotation of '{s}'.",
)


class MinimalRotation(RepetitiveStringCase, Bootcamp):
    id = "string/minimal_rotation"
    copy_ratio = 0.3  # 30% of the string copied from earlier parts
    description = "Lexicographically least rotation of a string (candidate-by-candidate comparison trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, alphabet=3),
        "2": Config(length=9, alphabet=3),
        "3": Config(length=13, alphabet=3),
        "4": Config(length=18, alphabet=4),
        "5": Config(length=26, alphabet=4),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"], n=len(data["s"]))
        form = f"the rotated string of {len(data['s'])} letters"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > _MAX_ANSWER_CHARS:
            return 0.0
        return 1.0 if normalise_text(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        s = data["s"]
        n = len(s)
        t.state("rotation 0")
        best = t.compute("best", s)
        for k in range(1, n):
            t.state(f"rotation {k}")
            cand = t.compute("cand", s[k:] + s[:k], why=f"move the first {k} letters to the back")
            best = t.fetch("best", best)
            j = next((j for j in range(n) if cand[j] != best[j]), n)
            j = t.compute("differ", j, why="first position where they differ (n if none)")
            if t.goto(j < n and cand[j] < best[j], why="the candidate is smaller there"):
                best = t.compute("best", cand)
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> str:
        # Two-pointer minimum rotation (Duval-style), linear time.
        s = data["s"]
        n, doubled = len(s), s + s
        i, j, k = 0, 1, 0
        while i < n and j < n and k < n:
            a, b = doubled[i + k], doubled[j + k]
            if a == b:
                k += 1
                continue
            if a > b:
                i += k + 1
            else:
                j += k + 1
            if i == j:
                j += 1
            k = 0
        start = min(i, j)
        return doubled[start : start + n]


BOOTCAMP = MinimalRotation()
