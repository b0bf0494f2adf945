"""Longest substring in which no letter repeats.

The trace keeps a window ``[left, right]`` of distinct letters and the last position of every
letter seen: a repeated letter moves ``left`` just past its previous occurrence. Ties go to the
window that starts first.
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
    length: int = 10
    alphabet: int = 5

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 200:
            raise ValueError(f"length must be in 4..200, got {self.length}")
        if not 3 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 3..26, got {self.alphabet}")


_TEMPLATES = (
    "Find the longest contiguous substring of \"{s}\" in which every letter is different. If several are equally "
    "long, give the one that starts first.",
    "String: {s}\nWhat is the longest stretch of consecutive characters with no repeated character? On a tie in "
    "length, report the leftmost such stretch.",
    "Among all substrings of '{s}' whose letters are pairwise distinct, which is the longest? (Choose the earliest "
    "one if there is a tie.)",
)


class LongestDistinctSubstring(ExactStringAnswer, Bootcamp):
    id = "string/longest_distinct_substring"
    description = "Longest substring without a repeated letter (last-seen sliding-window trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=8, alphabet=5),
        "2": Config(length=12, alphabet=6),
        "3": Config(length=18, alphabet=8),
        "4": Config(length=26, alphabet=10),
        "5": Config(length=36, alphabet=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        letters = random_letters(rng, config.alphabet)
        chars = [rng.choice(letters) for _ in range(config.length)]
        run = rng.randint(2, min(config.alphabet, config.length) - 1)  # a planted run of distinct letters
        at = rng.randrange(config.length - run + 1)
        chars[at : at + run] = rng.sample(letters, run)
        data = {"s": "".join(chars)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(**data)
        return f"{text}\n{answer_instruction('the substring itself, as a string of letters')}"

    def program(self, t: Tracer, data: dict) -> str:
        s = data["s"]
        last: dict[str, int] = {}
        left, best = 0, ""
        for right in range(len(s)):
            t.state(f"right {right}")
            letter = t.fetch(f"s[{right}]", s[right])
            if letter in last:
                seen = t.fetch(f"last[{letter}]", last[letter])
                if t.goto(seen >= left, why=f"{letter} repeats inside the window"):
                    left = t.compute("left", seen + 1)
            last[letter] = right
            window = t.compute("window", s[left : right + 1])
            if t.goto(len(window) > len(best), why="longer than the best so far"):
                best = t.compute("best", window)
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> str:
        # From every start, extend while the letters stay distinct; keep the first longest.
        s, best = data["s"], ""
        for start in range(len(s)):
            end = start
            while end < len(s) and s[end] not in s[start:end]:
                end += 1
            if end - start > len(best):
                best = s[start:end]
        return best


BOOTCAMP = LongestDistinctSubstring()
