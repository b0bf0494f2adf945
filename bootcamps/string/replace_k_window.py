"""Longest substring that can be turned into a run of one repeated letter by changing at most k
of its letters.

The trace is a sliding window: the right end advances one letter per state, the letter counts
of the window are updated, and while the window needs more than k changes (its length minus
its most frequent letter's count) the left end moves right.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 10
    alphabet: int = 3
    max_k: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 400:
            raise ValueError(f"length must be in 2..400, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")
        if not 1 <= self.max_k < self.length:
            raise ValueError(f"max_k must be in 1..length-1, got {self.max_k}")


_TEMPLATES = (
    "You may change at most {k} letters of the string \"{s}\" (each change replaces one letter by any other "
    "letter). What is the length of the longest block of identical consecutive letters you can obtain?",
    "String: {s}\nFind the longest substring that becomes a single repeated letter after replacing no more than {k} "
    "of its characters. Give its length.",
    "A banner reads {s}. A painter can repaint up to {k} of its letters. Afterwards, how long can the longest "
    "stretch of one and the same letter be?",
)


class ReplaceKWindow(IntegerAnswer, Bootcamp):
    id = "string/replace_k_window"
    description = "Longest uniform block after at most k letter replacements (sliding window)"
    Config = Config
    LEVELS = {
        "1": Config(length=12, alphabet=3, max_k=2),
        "2": Config(length=14, alphabet=3, max_k=3),
        "3": Config(length=20, alphabet=4, max_k=3),
        "4": Config(length=28, alphabet=4, max_k=4),
        "5": Config(length=40, alphabet=5, max_k=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        s, heavy = "", rng.choice(letters)
        while len(s) < config.length:  # runs, with one letter more common
            s += (heavy if rng.random() < 0.4 else rng.choice(letters)) * rng.randint(1, 3)
        data = {"s": s[: config.length], "k": rng.randint(1, config.max_k)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"], k=data["k"])
        return f"{text}\n{answer_instruction('the length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s, k = data["s"], data["k"]
        counts: dict[str, int] = {}
        left, best = 0, 0
        for right, ch in enumerate(s):
            t.state(f"right {right}")
            ch = t.fetch(f"s[{right}]", ch)
            counts[ch] = counts.get(ch, 0) + 1
            while (right - left + 1) - max(counts.values()) > k:
                counts[s[left]] -= 1
                left += 1
            left = t.compute("left", left, why=f"shrink until length - top count <= {k}")
            best = t.compute("best", max(best, right - left + 1))
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # For each target letter: the longest window holding at most k other letters, by brute force.
        s, k = data["s"], data["k"]
        best = 0
        for letter in set(s):
            for i in range(len(s)):
                others = 0
                for j in range(i, len(s)):
                    others += s[j] != letter
                    if others > k:
                        break
                    best = max(best, j - i + 1)
        return best


BOOTCAMP = ReplaceKWindow()
