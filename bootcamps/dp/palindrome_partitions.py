"""Number of ways to cut a string into pieces that are all palindromes.

The trace fills ways[i], the number of palindromic partitions of the first i letters: one state
per i, listing the ends j < i for which s[j:i] reads the same backwards and summing ways[j].
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
    length: int = 6
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 200:
            raise ValueError(f"length must be in 2..200, got {self.length}")
        if not 1 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 1..26, got {self.alphabet}")


_TEMPLATES = (
    "In how many ways can the string \"{s}\" be cut into consecutive pieces so that every piece is a palindrome "
    "(reads the same forwards and backwards)? Single letters count as palindromes; two ways differ when their cut "
    "positions differ.",
    "Split {s} into one or more contiguous blocks, each of which is a palindrome. Count the different splittings "
    "(a splitting is fixed by where the cuts are; one-letter blocks are palindromes).",
    "Let s = {s}. Count the sequences of cut points that break s into palindromic substrings, covering s exactly "
    "once, in order.",
)


class PalindromePartitions(IntegerAnswer, Bootcamp):
    id = "dp/palindrome_partitions"
    description = "Count the partitions of a string into palindromes (prefix DP)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, alphabet=3),
        "2": Config(length=9, alphabet=2),
        "3": Config(length=13, alphabet=3),
        "4": Config(length=18, alphabet=3),
        "5": Config(length=26, alphabet=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        data = {"s": palindromic_string(rng, config.length, letters, 0.7)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        return f"{text}\n{answer_instruction('the number of ways as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        ways = [1]
        for i in range(1, len(s) + 1):
            t.state(f"prefix {i}")
            ends = t.compute("starts", [j for j in range(i) if s[j:i] == s[j:i][::-1]], why=f"s[j:{i}] palindromes")
            ways = t.compute("ways", ways + [sum(ways[j] for j in ends)], why="sum of ways[j]")
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways[{len(s)}]", ways[-1]))

    def solve(self, data: dict) -> int:
        # Recursion on the first piece, memoised by start position.
        s = data["s"]
        memo = {len(s): 1}
        for start in range(len(s) - 1, -1, -1):
            memo[start] = sum(memo[end] for end in range(start + 1, len(s) + 1)
                              if all(s[start + k] == s[end - 1 - k] for k in range((end - start) // 2)))
        return memo[0]


BOOTCAMP = PalindromePartitions()
