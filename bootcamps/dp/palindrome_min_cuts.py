"""Fewest cuts that split a string into palindromes.

``best[i]`` is the fewest pieces for the prefix of length i; the trace takes one state per
prefix, listing every palindromic last piece ``s[j:i]`` and keeping ``best[j] + 1`` at its
smallest. The answer is ``best[n] - 1`` cuts.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 60:
            raise ValueError(f"length must be in 3..60, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "Cut the string \"{s}\" into pieces so that every piece is a palindrome (reads the same both ways; a single "
    "letter counts). What is the minimum number of cuts?",
    "What is the fewest number of cut points needed to partition '{s}' into contiguous substrings that are all "
    "palindromes?",
    "String: {s}\nSplit it by inserting separators between letters so each part is a palindrome. Report the smallest "
    "number of separators that works.",
)


class PalindromeMinCuts(IntegerAnswer, Bootcamp):
    id = "dp/palindrome_min_cuts"
    description = "Minimum cuts to split a string into palindromes (prefix DP over palindromic last pieces)"
    Config = Config
    LEVELS = {
        "1": Config(length=8, alphabet=3),
        "2": Config(length=9, alphabet=3),
        "3": Config(length=12, alphabet=3),
        "4": Config(length=15, alphabet=3),
        "5": Config(length=18, alphabet=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        chars: list[str] = []
        while len(chars) < config.length:  # glue random palindromes, so long pieces exist
            half = [rng.choice(letters) for _ in range(rng.randint(1, 3))]
            chars += half + half[::-1][rng.randint(0, 1) :]
        data = {"s": "".join(chars[: config.length])}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(**data)
        return f"{text}\n{answer_instruction('the number of cuts as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        n = len(s)
        best = [0] * (n + 1)
        for i in range(1, n + 1):
            t.state(f"prefix {i}")
            options = []
            for j in range(i):
                piece = s[j:i]
                if piece == piece[::-1]:
                    options.append(t.fetch(f"best[{j}]", best[j]) + 1)
            best[i] = t.compute(f"best[{i}]", min(options), why=f"1 + best[j] over palindromes s[j:{i}]")
        t.state("answer")
        pieces = t.fetch(f"best[{n}]", best[n])
        return t.compute("answer", pieces - 1, why="cuts = pieces - 1")

    def solve(self, data: dict) -> int:
        # Breadth-first over cut positions: the first level that reaches the end.
        s = data["s"]
        frontier, cuts, seen = {0}, -1, {0}
        while len(s) not in frontier:
            cuts += 1
            frontier = {j for i in frontier for j in range(i + 1, len(s) + 1) if s[i:j] == s[i:j][::-1]} - seen
            seen |= frontier
        return cuts


BOOTCAMP = PalindromeMinCuts()
