"""Number of distinct palindromic substrings of a string (each different word counted once).

A string of length n has at most n of them: reading left to right, each position adds at most
one new palindrome, the longest palindromic suffix ending there (the idea behind the
palindromic tree). The trace is that scan: one state per position, testing whether its longest
palindromic suffix is new.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.strings import StringConfig
from bootcamps.kit.strings2 import PalindromicStringCase
from bootcamps.trace import Tracer

_TEMPLATES = (
    "How many different palindromes occur as substrings of \"{s}\"? Count each distinct word once, however often "
    "it occurs; single letters are palindromes.",
    "Count the distinct non-empty substrings of {s} that read the same forwards and backwards (a palindrome found "
    "at several positions counts only once).",
    "List, in your head, every contiguous piece of '{s}' that is a palindrome, remove repeats, and report how many "
    "different ones there are.",
)


class DistinctPalindromes(IntegerAnswer, PalindromicStringCase, Bootcamp):
    id = "string/distinct_palindromes"
    description = "Number of distinct palindromic substrings (longest new palindromic suffix per position)"
    Config = StringConfig
    LEVELS = {
        "1": StringConfig(length=8, alphabet=2),
        "2": StringConfig(length=11, alphabet=3),
        "3": StringConfig(length=15, alphabet=3),
        "4": StringConfig(length=21, alphabet=3),
        "5": StringConfig(length=30, alphabet=4),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction('one integer (the count)')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        found: set[str] = set()
        count = 0
        for j in range(len(s)):
            t.state(f"end {j}")
            start = next(i for i in range(j + 1) if s[i : j + 1] == s[i : j + 1][::-1])
            longest = t.compute("longest palindromic suffix", s[start : j + 1])
            # Shorter palindromic suffixes are mirrored inside `longest`, so they occurred earlier.
            if t.goto(longest not in found, why="a new palindrome"):
                found.add(longest)
                count = t.compute("count", count + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        # Expand around every centre and collect the palindromes in a set.
        s = data["s"]
        seen = set()
        for centre in range(2 * len(s) - 1):
            lo, hi = centre // 2, (centre + 1) // 2
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                seen.add(s[lo : hi + 1])
                lo, hi = lo - 1, hi + 1
        return len(seen)


BOOTCAMP = DistinctPalindromes()
