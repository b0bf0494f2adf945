"""Length of a longest substring that occurs at least twice in a string (occurrences may overlap).

The trace compares the string with itself shifted by d = 1, 2, ...: a repeat at distance d is
a run of positions where ``s[i] == s[i + d]``. One state per shift, with the longest run and
the best so far; a shift whose overlap cannot beat the best ends the search.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.kit.strings import lcp_array, plant, suffix_array
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 10
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 300:
            raise ValueError(f"length must be in 4..300, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    'What is the length of the longest substring that appears at least twice in "{s}"? The two occurrences may '
    "overlap but must start at different positions.",
    "In the sequence {s}, find the longest block of consecutive letters that occurs at two or more different "
    "starting positions (overlapping occurrences allowed). Give its length.",
    "Longest repeated substring: for s = {s}, report the largest L such that two different positions i != j have "
    "s[i..i+L-1] == s[j..j+L-1].",
)


class LongestRepeatedSubstring(IntegerAnswer, Bootcamp):
    id = "string/longest_repeated_substring"
    description = "Length of a longest substring occurring twice, overlaps allowed (shifted self-comparison trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=8, alphabet=3),
        "2": Config(length=11, alphabet=3),
        "3": Config(length=14, alphabet=4),
        "4": Config(length=19, alphabet=4),
        "5": Config(length=26, alphabet=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        n = rng.randint(config.length - 1, config.length + 1)
        s = "".join(rng.choice(letters) for _ in range(n))
        piece = "".join(rng.choice(letters) for _ in range(rng.randint(2, max(2, n // 3))))
        data = {"s": plant(rng, s, piece, 2)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        return f"{text}\n{answer_instruction('the length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        n = len(s)
        best = 0
        for d in range(1, n):
            t.state(f"shift {d}")
            best = t.fetch("best", best)
            if t.goto(n - d <= best, why=f"only {n - d} letters overlap: no longer repeat is possible"):
                break
            same = t.compute("matches", "".join("1" if s[i] == s[i + d] else "0" for i in range(n - d)),
                             why=f"1 where s[i] == s[i+{d}]")
            run = t.compute("longest run", max(len(r) for r in same.split("0")))
            best = t.compute("best", max(best, run))
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # The largest common prefix of two suffixes adjacent in sorted order.
        s = data["s"]
        return max(lcp_array(s, suffix_array(s)))


BOOTCAMP = LongestRepeatedSubstring()
