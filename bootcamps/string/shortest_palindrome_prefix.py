"""Shortest palindrome made by adding letters only at the front of a string.

The answer keeps the longest prefix that is already a palindrome and puts the reverse of the
rest in front. The trace tries prefix lengths from the whole string down, comparing letter
pairs from the outside in until a prefix reads the same both ways.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 100:
            raise ValueError(f"length must be in 3..100, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "You may insert letters only at the beginning of the string \"{s}\". What is the shortest palindrome you can "
    "obtain?",
    "Turn '{s}' into a palindrome (a string that reads the same forwards and backwards) by prepending as few "
    "characters as possible. Write the resulting palindrome.",
    "Prepend the minimum number of letters to {s} so that the whole string becomes a palindrome, and give that "
    "palindrome.",
)


class ShortestPalindromePrefix(ExactStringAnswer, Bootcamp):
    id = "string/shortest_palindrome_prefix"
    description = "Shortest palindrome by prepending letters (longest palindromic prefix, pairwise comparisons)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, alphabet=3),
        "2": Config(length=8, alphabet=3),
        "3": Config(length=11, alphabet=3),
        "4": Config(length=15, alphabet=3),
        "5": Config(length=20, alphabet=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        letters = random_letters(rng, config.alphabet)
        core = rng.randint(1, config.length - 1)  # a palindromic prefix of this length, then a random tail
        half = [rng.choice(letters) for _ in range((core + 1) // 2)]
        prefix = half + half[: core // 2][::-1]
        tail = [rng.choice(letters) for _ in range(config.length - core)]
        data = {"s": "".join(prefix + tail)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(**data)
        return f"{text}\n{answer_instruction('the palindrome as a string of letters')}"

    def program(self, t: Tracer, data: dict) -> str:
        s = data["s"]
        keep = 1
        for size in range(len(s), 1, -1):
            i, j = 0, size - 1
            matched = True
            while i < j:
                t.state(f"prefix {size} pair {i}")
                a = t.fetch(f"s[{i}]", s[i])
                b = t.fetch(f"s[{j}]", s[j])
                if not t.goto(a == b, why="the pair agrees"):
                    matched = False
                    break
                i, j = i + 1, j - 1
            if matched:
                t.state(f"prefix {size} is a palindrome")
                keep = t.compute("keep", size)
                break
        t.state("answer")
        keep = t.fetch("keep", keep)
        rest = t.compute("rest", s[keep:])
        return t.compute("answer", rest[::-1] + s, why="reverse(rest) + s")

    def solve(self, data: dict) -> str:
        # Try adding 0, 1, 2, ... letters: the added letters must be the reversed tail.
        s = data["s"]
        for added in range(len(s)):
            candidate = s[len(s) - added :][::-1] + s
            if candidate == candidate[::-1]:
                return candidate
        raise AssertionError("adding len(s)-1 letters always gives a palindrome")


BOOTCAMP = ShortestPalindromePrefix()
