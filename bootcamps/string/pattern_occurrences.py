"""Every position where a pattern occurs in a text, overlapping occurrences included.

The pattern is planted several times (sometimes overlapping itself). The trace is
Knuth-Morris-Pratt matching: the pattern's prefix function first, then one state per text
letter, comparing it with the next pattern letter and falling back along the prefix function
on a mismatch; a full match records its start and falls back to keep overlaps.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import random_letters, repetitive_string
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.kit.strings import occurrences, plant
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 16
    pattern: int = 3
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 6 <= self.length <= 400:
            raise ValueError(f"length must be in 6..400, got {self.length}")
        if not 2 <= self.pattern <= self.length // 2:
            raise ValueError(f"pattern must be in 2..length/2, got {self.pattern}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    'Find every position at which the pattern "{p}" occurs in the text "{s}". Positions are 0-based (the first '
    "letter is position 0), and overlapping occurrences all count.",
    "Text:    {s}\nPattern: {p}\nList the 0-based starting indices of all occurrences of the pattern in the text, "
    "including occurrences that overlap each other.",
    'A search tool looks for "{p}" inside "{s}". At which 0-based offsets does a match begin? Matches may overlap.',
)


def prefix_function(p: str) -> list[int]:
    """``pi[i]``: the longest proper border of ``p[:i+1]``."""
    pi = [0] * len(p)
    k = 0
    for i in range(1, len(p)):
        while k and p[i] != p[k]:
            k = pi[k - 1]
        k += p[i] == p[k]
        pi[i] = k
    return pi


class PatternOccurrences(IntSequenceAnswer, Bootcamp):
    id = "string/pattern_occurrences"
    description = "All 0-based start positions of a pattern in a text, overlaps included (KMP matching trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=12, pattern=2, alphabet=2),
        "2": Config(length=16, pattern=3, alphabet=2),
        "3": Config(length=22, pattern=3, alphabet=3),
        "4": Config(length=30, pattern=4, alphabet=3),
        "5": Config(length=40, pattern=5, alphabet=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        letters = random_letters(rng, config.alphabet)
        pattern = repetitive_string(rng, config.pattern, config.alphabet, copy_ratio=0.5, letters=letters)
        text = "".join(rng.choice(letters) for _ in range(config.length))
        text = plant(rng, text, pattern, rng.randint(1, max(1, config.length // (3 * config.pattern))))
        data = {"s": text, "p": pattern}
        return data, occurrences(text, pattern)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"], p=data["p"])
        form = "the positions in increasing order, separated by commas (for example 1, 4, 6)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        s, p = data["s"], data["p"]
        m = len(p)
        t.state("prefix function")
        pi = t.compute("pi", prefix_function(p), why=f"longest proper border of each prefix of {p}")
        k = 0
        found: list[int] = []
        for i in range(len(s)):
            t.state(f"text {i}")
            c = t.fetch(f"s[{i}]", s[i])
            k = t.fetch("k", k)
            while k > 0 and not t.goto(t.fetch(f"p[{k}]", p[k]) == c, why="the next pattern letter matches"):
                k = t.compute("k", t.fetch(f"pi[{k - 1}]", pi[k - 1]), why="fall back to a shorter border")
            if t.goto(t.fetch(f"p[{k}]", p[k]) == c, why="extend the match by one letter"):
                k = t.compute("k", k + 1)
            if k == m:
                found = t.compute("found", found + [i - m + 1], why=f"a full match ends at {i}")
                k = t.compute("k", t.fetch(f"pi[{m - 1}]", pi[m - 1]), why="keep the border for overlaps")
        t.state("answer")
        return t.compute("answer", t.fetch("found", found))

    def solve(self, data: dict) -> list[int]:
        # Compare the pattern with every window of the text.
        s, p = data["s"], data["p"]
        return [i for i in range(len(s) - len(p) + 1) if s[i : i + len(p)] == p]


BOOTCAMP = PatternOccurrences()
