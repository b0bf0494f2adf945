"""The prefix function (KMP failure table) of a string.

``pi[i]`` is the length of the longest proper prefix of ``s[0..i]`` that is also a suffix of
it. The trace is the Knuth-Morris-Pratt computation: one state per comparison, falling back
along ``pi`` on a mismatch.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, RepetitiveStringCase
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 300:
            raise ValueError(f"length must be in 2..300, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "Compute the prefix function of the string \"{s}\": for each position i (0-based), pi[i] is the length of the "
    "longest proper prefix of s[0..i] that is also a suffix of s[0..i].",
    "For the string {s}, list, for every prefix, the length of its longest border (a border is a string that is "
    "both a proper prefix and a suffix; 'proper' means shorter than the whole prefix).",
    "Build the KMP failure table of '{s}': entry i is the length of the longest proper prefix of the first i+1 "
    "characters that is also their suffix.",
)


class PrefixFunction(IntListAnswer, RepetitiveStringCase, Bootcamp):
    id = "string/prefix_function"
    description = "Prefix function (KMP failure table) of a string (KMP comparison trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=10, alphabet=3),
        "2": Config(length=11, alphabet=3),
        "3": Config(length=14, alphabet=3),
        "4": Config(length=20, alphabet=3),
        "5": Config(length=28, alphabet=3),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        n = len(data["s"])
        form = f"the {n} values pi[0], ..., pi[{n - 1}] in order, separated by commas (for example 0, 0, 1)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        s = data["s"]
        pi = [0] * len(s)
        for i in range(1, len(s)):
            t.state(f"position {i} start")
            k = t.fetch(f"pi[{i - 1}]", pi[i - 1])
            while True:
                t.state(f"position {i} try {k}")
                a = t.fetch(f"s[{i}]", s[i])
                b = t.fetch(f"s[{k}]", s[k])
                if t.goto(a == b, why="the border grows by one letter"):
                    pi[i] = t.compute(f"pi[{i}]", k + 1)
                    break
                if not t.goto(k > 0, why="fall back to a shorter border"):
                    pi[i] = t.compute(f"pi[{i}]", 0)
                    break
                k = t.fetch(f"pi[{k - 1}]", pi[k - 1])
        t.state("answer")
        return t.compute("answer", t.fetch("pi", list(pi)))

    def solve(self, data: dict) -> list[int]:
        # Straight from the definition: try every border length, longest first.
        s = data["s"]
        return [next(k for k in range(i, -1, -1) if s[:k] == s[i + 1 - k : i + 1]) for i in range(len(s))]


BOOTCAMP = PrefixFunction()
