"""Number of ways a short word occurs as a subsequence of a longer text.

Two occurrences differ when they use different positions of the text. The trace keeps
``ways[j]``, the number of ways to spell the first j letters of the word so far; each text
letter (one state) updates ``ways`` from the back: ``ways[j] += ways[j-1]`` where it matches
``word[j-1]``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    word: int = 2
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 60:
            raise ValueError(f"length must be in 3..60, got {self.length}")
        if not 2 <= self.word < self.length:
            raise ValueError(f"word must be in 2..length-1, got {self.word}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "In how many ways can the word \"{t}\" be obtained from \"{s}\" by deleting letters (keeping the order of the "
    "rest)? Two ways differ if they keep a different set of positions.",
    "Count the occurrences of '{t}' as a subsequence of '{s}': the number of increasing position tuples of the text "
    "whose letters spell the word.",
    "Text: {s}\nWord: {t}\nHow many distinct choices of positions i1 < i2 < ... in the text spell out the word?",
)


class DistinctSubsequences(IntegerAnswer, Bootcamp):
    id = "dp/distinct_subsequences"
    description = "Number of times a word occurs as a subsequence of a text (one ways-array update per letter)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, word=2, alphabet=2),
        "2": Config(length=9, word=3, alphabet=3),
        "3": Config(length=12, word=3, alphabet=3),
        "4": Config(length=15, word=4, alphabet=3),
        "5": Config(length=19, word=5, alphabet=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        s = "".join(rng.choice(letters) for _ in range(config.length))
        picks = sorted(rng.sample(range(config.length), config.word))  # the word occurs at least once
        data = {"s": s, "t": "".join(s[i] for i in picks)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(**data)
        return f"{text}\n{answer_instruction('the count as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s, word = data["s"], data["t"]
        ways = [1] + [0] * len(word)
        for i in range(len(s)):
            t.state(f"letter {i}")
            letter = t.fetch(f"s[{i}]", s[i])
            for j in range(len(word), 0, -1):
                if word[j - 1] == letter:
                    ways[j] = t.compute(f"ways[{j}]", t.fetch(f"ways[{j}]", ways[j]) + t.fetch(f"ways[{j - 1}]", ways[j - 1]))
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways[{len(word)}]", ways[len(word)]))

    def solve(self, data: dict) -> int:
        # Forward recursion: count(i, j) = ways to spell word[j:] from s[i:], memoised.
        s, word = data["s"], data["t"]

        @lru_cache(maxsize=None)
        def count(i: int, j: int) -> int:
            if j == len(word):
                return 1
            if len(s) - i < len(word) - j:
                return 0
            return count(i + 1, j) + (count(i + 1, j + 1) if s[i] == word[j] else 0)

        return count(0, 0)


BOOTCAMP = DistinctSubsequences()
