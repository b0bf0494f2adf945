"""Start positions of every window of a text that is an anagram of a pattern.

The trace slides a window of the pattern's length across the text, keeping the count of
letters whose window count differs from the pattern's: one state per shift, adding the
entering letter and removing the leaving one; the window is an anagram when no letter differs.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 12
    pattern: int = 3
    alphabet: int = 3
    plants: int = 2

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 200:
            raise ValueError(f"length must be in 4..200, got {self.length}")
        if not 2 <= self.pattern <= self.length // 2:
            raise ValueError(f"pattern must be in 2..length/2, got {self.pattern}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")
        if not 0 <= self.plants <= self.length // self.pattern:
            raise ValueError(f"plants must be in 0..length/pattern, got {self.plants}")


_TEMPLATES = (
    "Text: {s}\nPattern: {p}\nList every 0-based start position i such that the {m} letters of the text starting at "
    "i are a rearrangement (anagram) of the pattern.",
    "Which windows of length {m} in \"{s}\" use exactly the same letters as \"{p}\", with the same counts? Give their "
    "starting indices, counting from 0.",
    "Find all indices (0-based) where an anagram of '{p}' begins as a contiguous substring of '{s}'. Overlapping "
    "windows all count.",
)


class AnagramWindows(IntSequenceAnswer, Bootcamp):
    id = "string/anagram_windows"
    description = "Start indices of the pattern's anagrams in a text (sliding letter-count trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=10, pattern=3, alphabet=3, plants=1),
        "2": Config(length=14, pattern=3, alphabet=3, plants=2),
        "3": Config(length=18, pattern=4, alphabet=3, plants=2),
        "4": Config(length=24, pattern=4, alphabet=4, plants=3),
        "5": Config(length=32, pattern=5, alphabet=4, plants=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        letters = random_letters(rng, config.alphabet)
        p = "".join(rng.choice(letters) for _ in range(config.pattern))
        s = [rng.choice(letters) for _ in range(config.length)]
        for _ in range(config.plants):  # shuffled copies of the pattern, so matches are common
            at = rng.randrange(config.length - config.pattern + 1)
            s[at : at + config.pattern] = rng.sample(p, len(p))
        data = {"s": "".join(s), "p": p}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(m=len(data["p"]), **data)
        form = "the start positions in increasing order, separated by commas (for example 0, 4, 5), or none"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer)) if answer else "none"

    def program(self, t: Tracer, data: dict) -> list[int]:
        s, p = data["s"], data["p"]
        m = len(p)
        diff = Counter(p)  # pattern count minus window count, per letter
        for c in s[:m]:
            diff[c] -= 1
        t.state("first window")
        t.fetch(f"s[0:{m}]", s[:m])
        differing = t.compute("differing", sum(1 for v in diff.values() if v), why=f"letters whose counts differ from {p}")
        found: list[int] = []
        for i in range(len(s) - m + 1):
            if i:
                t.state(f"shift to {i}")
                out = t.fetch(f"s[{i - 1}]", s[i - 1])
                come = t.fetch(f"s[{i + m - 1}]", s[i + m - 1])
                for c, delta in ((out, 1), (come, -1)):
                    before = diff[c]
                    diff[c] += delta
                    differing += (diff[c] != 0) - (before != 0)
                differing = t.compute("differing", differing)
            if t.goto(differing == 0, why="every letter count matches"):
                found = t.compute("found", found + [i])
        t.state("answer")
        return t.compute("answer", t.fetch("found", found))

    def solve(self, data: dict) -> list[int]:
        s, p = data["s"], data["p"]
        key = sorted(p)
        return [i for i in range(len(s) - len(p) + 1) if sorted(s[i : i + len(p)]) == key]


BOOTCAMP = AnagramWindows()
