"""Palindrome radius at every centre of a string (Manacher's algorithm, odd lengths).

``r[i]`` is the largest r such that ``s[i-r .. i+r]`` reads the same both ways. The trace is
Manacher's scan: one state per centre, which starts from the mirrored radius inside the
rightmost palindrome found so far, then compares letters outward.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.kit.strings import StringConfig
from bootcamps.kit.strings2 import PalindromicStringCase
from bootcamps.trace import Tracer

_TEMPLATES = (
    "For the string \"{s}\" (positions numbered from 0), find for every position i the palindrome radius r[i]: "
    "the largest r such that the block from position i-r to position i+r (inside the string) reads the same "
    "forwards and backwards. A single letter has radius 0.",
    "Take s = {s}. Centre an odd-length palindrome at each position i in turn and grow it one letter on each side "
    "as long as it stays a palindrome and inside s. Report, for each i from 0, how many letters it extends on "
    "each side (0 if it cannot grow at all).",
    "Manacher radii of '{s}': entry i is the greatest r with s[i-r..i+r] a palindrome (0-based indices, r = 0 "
    "always works).",
)


class ManacherRadii(IntListAnswer, PalindromicStringCase, Bootcamp):
    id = "string/manacher_radii"
    description = "Odd palindrome radius at every centre of a string (Manacher mirror-and-extend trace)"
    Config = StringConfig
    LEVELS = {
        "1": StringConfig(length=8, alphabet=2),
        "2": StringConfig(length=11, alphabet=2),
        "3": StringConfig(length=15, alphabet=3),
        "4": StringConfig(length=21, alphabet=3),
        "5": StringConfig(length=30, alphabet=3),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["s"])
        form = f"the {n} radii r[0], ..., r[{n - 1}] in order, separated by commas (for example 0, 1, 0)"
        return f"{rng.choice(_TEMPLATES).format(s=data['s'])}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        s = data["s"]
        n = len(s)
        r = [0] * n
        centre, right = 0, -1  # the palindrome reaching furthest right so far ends at `right`
        for i in range(n):
            t.state(f"centre {i}")
            if t.goto(i <= right, why="inside the rightmost palindrome: start from the mirror"):
                mirror = t.fetch(f"r[{2 * centre - i}]", r[2 * centre - i])
                k = t.compute("k", min(mirror, right - i))
            else:
                k = t.compute("k", 0)
            while i - k - 1 >= 0 and i + k + 1 < n:
                a = t.fetch(f"s[{i - k - 1}]", s[i - k - 1])
                b = t.fetch(f"s[{i + k + 1}]", s[i + k + 1])
                if not t.goto(a == b, why="equal letters extend the palindrome"):
                    break
                k = t.compute("k", k + 1)
            r[i] = t.compute(f"r[{i}]", k)
            if i + k > right:
                centre, right = i, t.compute("right", i + k)
        t.state("answer")
        return t.compute("answer", t.fetch("r", list(r)))

    def solve(self, data: dict) -> list[int]:
        # Brute force: the largest radius whose block equals its own reverse.
        s = data["s"]
        out = []
        for i in range(len(s)):
            r = 0
            for k in range(1, min(i, len(s) - 1 - i) + 1):
                block = s[i - k : i + k + 1]
                if block == block[::-1]:
                    r = k
            out.append(r)
        return out


BOOTCAMP = ManacherRadii()
