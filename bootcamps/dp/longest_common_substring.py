"""Length of a longest common substring (contiguous) of two strings.

Both strings share a planted block, so the answer is rarely tiny. The trace fills the table of
common-suffix lengths row by row: ``run[i][j]`` is ``run[i-1][j-1] + 1`` where ``a[i]`` equals
``b[j]`` and 0 elsewhere; one state per row, with the best value so far.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 200:
            raise ValueError(f"length must be in 4..200, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    'What is the length of the longest string that appears as a contiguous block in both "{a}" and "{b}"?',
    "Two DNA-like strands are\n{a}\n{b}\nFind the longest stretch of consecutive letters that occurs in both "
    "(not necessarily at the same position). How long is it?",
    "Longest common substring: s = {a}, t = {b}. A substring is a run of consecutive characters. Report the length "
    "of a longest substring of s that is also a substring of t.",
    'Give the length of the longest common substring (contiguous, unlike a subsequence) of "{a}" and "{b}".',
)


class LongestCommonSubstring(IntegerAnswer, Bootcamp):
    id = "dp/longest_common_substring"
    description = "Length of a longest common contiguous substring of two strings (common-suffix table trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, alphabet=3),
        "2": Config(length=8, alphabet=3),
        "3": Config(length=11, alphabet=3),
        "4": Config(length=15, alphabet=4),
        "5": Config(length=20, alphabet=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        n = config.length
        block = "".join(rng.choice(letters) for _ in range(rng.randint(2, max(2, n // 2))))
        strings = []
        for _ in range(2):
            m = rng.randint(n - 1, n + 1)
            s = [rng.choice(letters) for _ in range(m)]
            at = rng.randint(0, m - len(block))
            s[at : at + len(block)] = block
            strings.append("".join(s))
        data = {"a": strings[0], "b": strings[1]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(a=data["a"], b=data["b"])
        return f"{text}\n{answer_instruction('the length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a, b = data["a"], data["b"]
        prev = [0] * len(b)
        best = 0
        for i in range(len(a)):
            t.state(f"row {i}")
            letter = t.fetch(f"a[{i}]", a[i])
            above = t.fetch(f"run[{i - 1}]", prev)
            row = t.compute(
                f"run[{i}]", [(above[j - 1] if j else 0) + 1 if b[j] == letter else 0 for j in range(len(b))],
                why=f"where b[j] == {letter}: run[{i - 1}][j-1] + 1, else 0",
            )
            best = t.compute("best", max([t.fetch("best", best)] + row))
            prev = row
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Longest substring of a that occurs in b, trying lengths from the longest down.
        a, b = data["a"], data["b"]
        for k in range(min(len(a), len(b)), 0, -1):
            if any(a[i : i + k] in b for i in range(len(a) - k + 1)):
                return k
        return 0


BOOTCAMP = LongestCommonSubstring()
