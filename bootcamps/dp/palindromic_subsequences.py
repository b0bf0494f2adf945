"""Number of palindromic subsequences of a string, counted by position sets (two subsequences
with the same letters at different positions are different; the empty one is not counted).

The trace fills count[i][j] for the substring s[i..j] by growing length, one state per length:
count = count[i+1][j] + count[i][j-1] - count[i+1][j-1], plus count[i+1][j-1] + 1 when the two
end letters are equal (every inner palindrome, and the empty one, can be wrapped by them).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.kit.strings2 import palindromic_string
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 5
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 1 <= self.length <= 200:
            raise ValueError(f"length must be in 1..200, got {self.length}")
        if not 1 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 1..26, got {self.alphabet}")


_TEMPLATES = (
    "How many non-empty subsequences of \"{s}\" are palindromes? A subsequence keeps some of the letters in their "
    "order; subsequences taken from different sets of positions count separately even if they spell the same word.",
    "Choose a non-empty set of positions in the string {s} and read their letters left to right. For how many "
    "choices of positions does the result read the same backwards?",
    "Count the palindromic subsequences of {s} (by positions: identical words from different index sets are "
    "different; single letters count; the empty subsequence does not).",
)


class PalindromicSubsequences(IntegerAnswer, Bootcamp):
    id = "dp/palindromic_subsequences"
    description = "Count palindromic subsequences by position sets (interval DP by length)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, alphabet=3),
        "2": Config(length=8, alphabet=3),
        "3": Config(length=11, alphabet=3),
        "4": Config(length=15, alphabet=4),
        "5": Config(length=21, alphabet=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        data = {"s": palindromic_string(rng, config.length, letters, 0.4)}  # mirrored stretches: more to count
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        return f"{text}\n{answer_instruction('the count as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        n = len(s)
        prev2 = [0] * (n + 1)  # length L-2 (empty substrings: 0)
        prev = [1] * n  # length 1
        for length in range(2, n + 1):
            t.state(f"length {length}")
            inner = t.fetch(f"count[len {length - 2}]", prev2[: n - length + 2])
            shorter = t.fetch(f"count[len {length - 1}]", prev)
            row = []
            for i in range(n - length + 1):
                j = i + length - 1
                mid = inner[i + 1] if length > 2 else 0
                value = shorter[i + 1] + shorter[i] - mid
                if s[i] == s[j]:
                    value += mid + 1
                row.append(value)
            row = t.compute(f"count[len {length}]", row, why="right + left - inner (+ inner + 1 if ends match)")
            prev2, prev = prev, row
        t.state("answer")
        return t.compute("answer", t.fetch("count[0][n-1]", prev[0]))

    def solve(self, data: dict) -> int:
        # Pair the outermost letters: pal(i, j) counts palindromic subsequences inside s[i..j] whose
        # first letter is at i, memoised; the answer sums over every first position.
        from functools import lru_cache

        s = data["s"]

        @lru_cache(maxsize=None)
        def starting(i: int, j: int) -> int:  # palindromes using s[i] as first letter, inside s[i..j]
            total = 1  # s[i] alone
            for k in range(i + 1, j + 1):
                if s[k] == s[i]:
                    total += 1 + sum(starting(a, k - 1) for a in range(i + 1, k))
            return total

        return sum(starting(i, len(s) - 1) for i in range(len(s)))


BOOTCAMP = PalindromicSubsequences()
