"""Lexicographic rank of a word among all distinct arrangements of its letters.

Letters may repeat, so the arrangements are multiset permutations. The trace walks the word
left to right: at each position it counts the arrangements of the remaining letters that put a
smaller letter there (a multinomial coefficient per smaller letter) and adds them to the rank.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from math import factorial

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 5
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 20:
            raise ValueError(f"length must be in 3..20, got {self.length}")
        if not 2 <= self.alphabet <= min(self.length, 26):
            raise ValueError(f"alphabet must be in 2..min(length, 26), got {self.alphabet}")


def arrangements(counts: dict[str, int]) -> int:
    """Distinct arrangements of a multiset of letters: n! / prod(count!)."""
    total = factorial(sum(counts.values()))
    for c in counts.values():
        total //= factorial(c)
    return total


_TEMPLATES = (
    "List every distinct arrangement of the letters of \"{w}\" (each letter used as often as it appears) in "
    "alphabetical (dictionary) order and number them from 1. What is the number of \"{w}\" itself?",
    "All distinct words that use exactly the letters of {w}, with the same multiplicities, are sorted "
    "lexicographically, the first one getting rank 1. Find the rank of {w}.",
    "Consider the distinct permutations of the multiset of letters in '{w}', written in dictionary order starting at "
    "position 1. At which position does '{w}' appear?",
)


class PermutationRank(IntegerAnswer, Bootcamp):
    id = "string/permutation_rank"
    description = "Dictionary rank of a word among the distinct arrangements of its letters (multinomial counts)"
    Config = Config
    LEVELS = {
        "1": Config(length=4, alphabet=3),
        "2": Config(length=6, alphabet=3),
        "3": Config(length=8, alphabet=4),
        "4": Config(length=10, alphabet=4),
        "5": Config(length=13, alphabet=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        word = list(letters) + [rng.choice(letters) for _ in range(config.length - config.alphabet)]
        rng.shuffle(word)
        data = {"word": "".join(word)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(w=data["word"])
        return f"{text}\n{answer_instruction('the rank as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        word = data["word"]
        remaining = "".join(sorted(word))
        rank = 1
        for i in range(len(word)):
            t.state(f"position {i}")
            letter = t.fetch(f"w[{i}]", word[i])
            rem = t.fetch("remaining", remaining)
            counts = Counter(rem)
            for c in sorted(k for k in counts if k < letter):
                counts[c] -= 1
                rank = t.compute("rank", rank + arrangements(counts), why=f"rank + arrangements of the rest after {c}")
                counts[c] += 1
            at = rem.find(letter)
            remaining = t.compute("remaining", rem[:at] + rem[at + 1 :] if at >= 0 else rem, why=f"remove {letter}")
        t.state("answer")
        return t.compute("answer", t.fetch("rank", rank))

    def solve(self, data: dict) -> int:
        # Count smaller words position by position with a running product, never a full factorial.
        word = data["word"]
        counts = Counter(word)
        rank = 0
        for i, letter in enumerate(word):
            denominator = 1
            for c in counts.values():
                denominator *= factorial(c)
            # arrangements of the rest with c first: (n-1)! * count(c) / prod(count!)
            top = factorial(len(word) - i - 1)
            rank += sum(top * counts[c] // denominator for c in counts if c < letter)
            counts[letter] -= 1
            if counts[letter] == 0:
                del counts[letter]
        return rank + 1


BOOTCAMP = PermutationRank()
