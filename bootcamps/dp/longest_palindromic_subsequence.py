"""Length of a longest palindromic subsequence of a string.

The trace fills the interval table ``lps[i][j]`` by increasing length: equal end letters add 2
to the inside, otherwise the better of dropping either end. One state per interval.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 200:
            raise ValueError(f"length must be in 2..200, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "String: {s}\nWhat is the length of its longest palindromic subsequence (letters kept in order, not necessarily "
    "adjacent, reading the same forwards and backwards)?",
    "Delete as few letters as possible from \"{s}\" so that what remains is a palindrome. How long is the "
    "longest palindrome you can leave?",
    "Find the LPS length (longest subsequence that is a palindrome) of the word '{s}'.",
)


class LongestPalindromicSubsequence(IntegerAnswer, Bootcamp):
    id = "dp/longest_palindromic_subsequence"
    description = "Length of a longest palindromic subsequence (interval DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, alphabet=3),
        "2": Config(length=9, alphabet=3),
        "3": Config(length=11, alphabet=4),
        "4": Config(length=15, alphabet=4),
        "5": Config(length=20, alphabet=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        data = {"s": "".join(rng.choice(letters) for _ in range(config.length))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        return f"{text}\n{answer_instruction('the length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        n = len(s)
        lps = [[1 if i == j else 0 for j in range(n)] for i in range(n)]
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                t.state(f"interval {i}..{j}")
                a = t.fetch(f"s[{i}]", s[i])
                b = t.fetch(f"s[{j}]", s[j])
                if t.goto(a == b, why="equal ends wrap the inside"):
                    inside = t.fetch(f"lps[{i + 1}][{j - 1}]", lps[i + 1][j - 1] if length > 2 else 0)
                    lps[i][j] = t.compute(f"lps[{i}][{j}]", inside + 2)
                else:
                    drop_left = t.fetch(f"lps[{i + 1}][{j}]", lps[i + 1][j])
                    drop_right = t.fetch(f"lps[{i}][{j - 1}]", lps[i][j - 1])
                    lps[i][j] = t.compute(f"lps[{i}][{j}]", max(drop_left, drop_right))
        t.state("answer")
        return t.compute("answer", t.fetch(f"lps[0][{n - 1}]", lps[0][n - 1]))

    def solve(self, data: dict) -> int:
        # The longest common subsequence of the string and its reverse, in one rolling row.
        s = data["s"]
        r = s[::-1]
        row = [0] * (len(r) + 1)
        for a in s:
            prev_diag = 0
            for j, b in enumerate(r, 1):
                keep = row[j]
                row[j] = prev_diag + 1 if a == b else max(row[j], row[j - 1])
                prev_diag = keep
        return row[-1]


BOOTCAMP = LongestPalindromicSubsequence()
