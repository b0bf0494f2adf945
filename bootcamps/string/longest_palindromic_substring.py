"""A longest palindromic substring (contiguous) of a string; any one of the longest passes.

The trace expands around each of the 2n-1 centres (letters and gaps), one state per
comparison of the two letters just outside the current palindrome.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.arrays import RepetitiveStringCase
from bootcamps.parse import normalise_text
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 2000


@dataclass(frozen=True)
class Config:
    length: int = 8
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 300:
            raise ValueError(f"length must be in 2..300, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "Find a longest palindromic substring of \"{s}\" (a block of consecutive letters that reads the same backwards). "
    "If several have the greatest length, any of them is accepted.",
    "In the letter sequence {s}, which run of consecutive letters is the longest palindrome? (Any one of the longest "
    "counts.)",
    "Give the longest contiguous palindrome inside '{s}'; when there is a tie for the longest, give any one.",
)


class LongestPalindromicSubstring(RepetitiveStringCase, Bootcamp):
    id = "string/longest_palindromic_substring"
    copy_ratio = 0.3  # 30% of the string copied from earlier parts
    description = "A longest palindromic substring (expand-around-centre trace; any longest one passes)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, alphabet=3),
        "2": Config(length=10, alphabet=3),
        "3": Config(length=14, alphabet=3),
        "4": Config(length=20, alphabet=4),
        "5": Config(length=28, alphabet=4),
    }
    unique_answer = False

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        return f"{text}\n{answer_instruction('the palindrome itself, as a string of letters')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > _MAX_ANSWER_CHARS:
            return 0.0
        got = normalise_text(text)
        ok = got is not None and len(got) == len(answer) and got == got[::-1] and got in data["s"]
        return 1.0 if ok else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        s = data["s"]
        n = len(s)
        best = s[0]
        for centre in range(2 * n - 1):
            lo, hi = centre // 2, (centre + 1) // 2  # a letter when even, the gap after it when odd
            t.state(f"centre {centre}")
            lo = t.compute("lo", lo)
            hi = t.compute("hi", hi)
            while lo >= 0 and hi < n:
                t.state(f"centre {centre} compare {lo},{hi}")
                a = t.fetch(f"s[{lo}]", s[lo])
                b = t.fetch(f"s[{hi}]", s[hi])
                if not t.goto(a == b, why="grow while the outer letters match"):
                    break
                lo, hi = t.compute("lo", lo - 1), t.compute("hi", hi + 1)
            t.state(f"centre {centre} result")
            found = t.compute("found", s[lo + 1 : hi], why="the letters strictly between lo and hi")
            best = t.fetch("best", best)
            if t.goto(len(found) > len(best), why="keep the first longest"):
                best = t.compute("best", found)
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> str:
        # Every substring, longest first (small strings only).
        s = data["s"]
        for length in range(len(s), 0, -1):
            for i in range(len(s) - length + 1):
                piece = s[i : i + length]
                if piece == piece[::-1]:
                    return piece
        raise ValueError("a non-empty string has a palindromic letter")

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold, s = case.answer, case.data["s"]
        wrong = [s[0] if len(gold) > 1 else s[:2]]  # a shorter palindrome, or two letters
        if len(gold) > 1:
            wrong.append(gold[:-1])
        if s != s[::-1] and len(s) > len(gold):
            wrong.append(s)
        return wrong


BOOTCAMP = LongestPalindromicSubstring()
