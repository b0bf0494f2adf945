"""Number of substrings (by position) with exactly k distinct letters.

The trace is the two-window count: substrings with at most k distinct letters, minus those
with at most k-1, each counted by a sliding window whose left end only moves right. One state
per window step.
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
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 300:
            raise ValueError(f"length must be in 3..300, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "How many substrings of \"{s}\" contain exactly {k} different letters? Substrings at different positions count "
    "separately, even if they spell the same thing.",
    "Count the pairs (i, j) with i <= j such that the block s[i..j] of s = {s} uses exactly {k} distinct letters.",
    "In the word '{s}', count every contiguous piece (identified by its start and end positions) that has exactly "
    "{k} distinct characters.",
)


class KDistinctSubstrings(IntegerAnswer, Bootcamp):
    id = "string/k_distinct_substrings"
    description = "Count of substrings with exactly k distinct letters (at-most-k minus at-most-(k-1) windows)"
    Config = Config
    LEVELS = {
        "1": Config(length=8, alphabet=3),
        "2": Config(length=11, alphabet=3),
        "3": Config(length=15, alphabet=4),
        "4": Config(length=21, alphabet=4),
        "5": Config(length=30, alphabet=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        s = "".join(rng.choice(letters) for _ in range(config.length))
        k = rng.randint(2, max(2, len(set(s))))
        data = {"s": s, "k": k}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(s=data["s"], k=data["k"])
        return f"{body}\n{answer_instruction('one integer (the count)')}"

    def _at_most(self, t: Tracer, s: str, k: int) -> int:
        counts: dict[str, int] = {}
        left = total = 0
        for right, ch in enumerate(s):
            t.state(f"at most {k}: right end {right}")
            counts[ch] = counts.get(ch, 0) + 1
            while len(counts) > k:
                gone = s[left]
                counts[gone] -= 1
                if counts[gone] == 0:
                    del counts[gone]
                left += 1
            t.compute("left", left)
            total = t.compute(f"total(at most {k})", total + right - left + 1)
        return total

    def program(self, t: Tracer, data: dict) -> int:
        s, k = data["s"], data["k"]
        upto_k = self._at_most(t, s, k)
        below = self._at_most(t, s, k - 1)
        t.state("answer")
        return t.compute("answer", upto_k - below)

    def solve(self, data: dict) -> int:
        # Every start, growing the end while tracking the distinct letters.
        s, k = data["s"], data["k"]
        total = 0
        for i in range(len(s)):
            seen: set[str] = set()
            for ch in s[i:]:
                seen.add(ch)
                if len(seen) > k:
                    break
                total += len(seen) == k
        return total


BOOTCAMP = KDistinctSubstrings()
