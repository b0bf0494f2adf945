"""The Z-function of a string.

``z[i]`` is the length of the longest common prefix of ``s`` and its suffix starting at i,
with ``z[0]`` set to the string's length. The trace is the linear Z-algorithm: each position
starts from what the rightmost match window ``[l, r)`` already guarantees, then extends one
comparison per state.
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
    "Compute the Z-array of \"{s}\": z[i] is the length of the longest common prefix of the string and its suffix "
    "starting at position i (0-based); by convention z[0] is the length of the whole string.",
    "For each position i of the string {s} (counting from 0), how many characters starting at i match the beginning "
    "of the string? Position 0 matches the whole string.",
    "Z-function of '{s}': give z[0..{last}], where z[i] = the length of the longest prefix of the string that also "
    "starts at index i (take z[0] = {n}).",
)


class ZFunction(IntListAnswer, RepetitiveStringCase, Bootcamp):
    id = "string/z_function"
    description = "Z-function of a string (Z-algorithm trace with its match window)"
    Config = Config
    LEVELS = {
        "1": Config(length=9, alphabet=3),
        "2": Config(length=11, alphabet=3),
        "3": Config(length=14, alphabet=3),
        "4": Config(length=20, alphabet=3),
        "5": Config(length=28, alphabet=3),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["s"])
        text = rng.choice(_TEMPLATES).format(s=data["s"], last=n - 1, n=n)
        form = f"the {n} values z[0], ..., z[{n - 1}] in order, separated by commas (for example {n}, 0, 1)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        s = data["s"]
        n = len(s)
        z = [n] + [0] * (n - 1)
        left, right = 0, 0
        for i in range(1, n):
            t.state(f"position {i} start")
            right = t.fetch("r", right)
            if t.goto(i < right, why=f"{i} lies inside the window [l, r)"):
                left = t.fetch("l", left)
                known = t.fetch(f"z[{i - left}]", z[i - left])
                k = t.compute("k", min(right - i, known), why=f"min(r-{i}, z[{i}-l])")
            else:
                k = t.compute("k", 0)
            while i + k < n:
                t.state(f"position {i} compare {k}")
                a = t.fetch(f"s[{i + k}]", s[i + k])
                b = t.fetch(f"s[{k}]", s[k])
                if not t.goto(a == b, why="extend while the letters agree"):
                    break
                k = t.compute("k", k + 1)
            t.state(f"position {i} done")
            z[i] = t.compute(f"z[{i}]", t.fetch("k", k))
            if t.goto(i + z[i] > right, why="the match reaches past r"):
                left, right = t.compute("l", i), t.compute("r", i + z[i])
        t.state("answer")
        return t.compute("answer", t.fetch("z", list(z)))

    def solve(self, data: dict) -> list[int]:
        # From the definition: compare letter by letter at every position.
        s = data["s"]
        out = [len(s)]
        for i in range(1, len(s)):
            k = 0
            while i + k < len(s) and s[k] == s[i + k]:
                k += 1
            out.append(k)
        return out


BOOTCAMP = ZFunction()
