"""Number of ways to split a string into words of a given dictionary.

The strings are built from dictionary words that overlap (one word a prefix of another, or of
two words glued together), so several splits usually exist. The trace fills ``ways[i]``, the
number of splits of the first i letters: one state per position, listing the words that end
there.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    words: int = 4
    pieces: int = 4
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.words <= 30:
            raise ValueError(f"words must be in 2..30, got {self.words}")
        if not 2 <= self.pieces <= 60:
            raise ValueError(f"pieces must be in 2..60, got {self.pieces}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "Dictionary: {words}\nIn how many ways can the string \"{s}\" be split into a sequence of dictionary words "
    "(words may be reused)?",
    "A message was written without spaces: {s}. The only words in the language are {words}. Counting every "
    "possible way of putting the spaces back so that each piece is a word, how many readings are there?",
    "Count the segmentations of '{s}' into words from the list {words}. Each word can be used any number of times, "
    "and the pieces must cover the whole string in order.",
)


def _dictionary(rng: random.Random, config: Config) -> list[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"[: config.alphabet]
    words: set[str] = set()
    while len(words) < config.words:
        if words and rng.random() < 0.5:  # overlap: extend or glue existing words
            base = rng.choice(sorted(words))
            extra = rng.choice(sorted(words)) if rng.random() < 0.5 else rng.choice(letters)
            word = (base + extra)[:5]
        else:
            word = "".join(rng.choice(letters) for _ in range(rng.randint(1, 3)))
        words.add(word)
    return sorted(words)


class WordBreakCount(IntegerAnswer, Bootcamp):
    id = "dp/word_break_count"
    description = "Number of ways to segment a string into dictionary words (prefix DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(words=4, pieces=4, alphabet=2),
        "2": Config(words=4, pieces=5, alphabet=2),
        "3": Config(words=5, pieces=7, alphabet=3),
        "4": Config(words=6, pieces=10, alphabet=3),
        "5": Config(words=8, pieces=14, alphabet=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        for _ in range(1000):
            words = _dictionary(rng, config)
            s = "".join(rng.choice(words) for _ in range(config.pieces))
            data = {"words": words, "s": s}
            ways = self.solve(data)
            if ways >= 2:
                return data, ways
        raise RuntimeError(f"{self.id}: no string with two splits in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = rng.sample(data["words"], len(data["words"]))
        text = rng.choice(_TEMPLATES).format(words=", ".join(words), s=data["s"])
        return f"{text}\n{answer_instruction('the number of ways as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s, words = data["s"], sorted(data["words"], key=lambda w: (len(w), w))
        ways = [1] + [0] * len(s)
        for i in range(1, len(s) + 1):
            t.state(f"prefix {i}")
            ending = t.compute("ending", [w for w in words if len(w) <= i and s[i - len(w) : i] == w],
                               why=f"words that end at letter {i}")
            parts = t.fetch("from", [ways[i - len(w)] for w in ending])
            ways[i] = t.compute(f"ways[{i}]", sum(parts))
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways[{len(s)}]", ways[len(s)]))

    def solve(self, data: dict) -> int:
        # Recursion on the suffix left to split, memoised by its start.
        s, words = data["s"], data["words"]

        @lru_cache(maxsize=None)
        def count(start: int) -> int:
            if start == len(s):
                return 1
            return sum(count(start + len(w)) for w in words if s.startswith(w, start))

        return count(0)


BOOTCAMP = WordBreakCount()
