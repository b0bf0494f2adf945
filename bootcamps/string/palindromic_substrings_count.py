"""Number of palindromic substrings of a string, counted by position.

Every (start, end) block that reads the same both ways counts, so a palindrome occurring at
two positions counts twice and single letters count. The trace goes by length: a block of
length L is a palindrome when its end letters agree and its inside (length L-2) is one; one
state per length, from the starts found at length L-2.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.strings import StringConfig
from bootcamps.kit.arrays import RepetitiveStringCase
from bootcamps.trace import Tracer


Config = StringConfig  # length and alphabet size of the random string


_TEMPLATES = (
    'How many substrings of "{s}" are palindromes? Count every block of consecutive letters that reads the same '
    "forwards and backwards, including single letters; the same palindrome at two positions counts twice.",
    "Count the pairs (i, j) with i <= j such that the block s[i..j] of s = {s} is a palindrome.",
    "For the string {s}, count its palindromic substrings by position: each choice of start and end whose block is "
    "a palindrome counts once, so 'aaa' has 6.",
)


class PalindromicSubstringsCount(IntegerAnswer, RepetitiveStringCase, Bootcamp):
    id = "string/palindromic_substrings_count"
    description = "Number of palindromic substrings counted by position (length-by-length inside-out trace)"
    Config = Config
    copy_ratio = 0.4
    LEVELS = {
        "1": Config(length=9, alphabet=3),
        "2": Config(length=11, alphabet=3),
        "3": Config(length=13, alphabet=3),
        "4": Config(length=17, alphabet=3),
        "5": Config(length=24, alphabet=3),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        return f"{text}\n{answer_instruction('the count as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        n = len(s)
        starts = {0: list(range(n + 1)), 1: list(range(n))}  # length 0: the empty middles
        t.state("lengths 0 and 1")
        total = t.compute("total", n, why="every single letter")
        for length in range(2, n + 1):
            t.state(f"length {length}")
            inner = t.fetch(f"starts[{length - 2}]", starts[length - 2])
            starts[length] = t.compute(
                f"starts[{length}]",
                [i - 1 for i in inner if 1 <= i and i - 1 + length <= n and s[i - 1] == s[i - 1 + length - 1]],
                why="one letter more on each side, the two equal",
            )
            total = t.compute("total", t.fetch("total", total) + len(starts[length]))
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        s = data["s"]
        return sum(1 for i in range(len(s)) for j in range(i + 1, len(s) + 1) if s[i:j] == s[i:j][::-1])


BOOTCAMP = PalindromicSubstringsCount()
