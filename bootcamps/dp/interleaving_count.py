"""Number of ways to interleave two words into a given third word.

An interleaving chooses, letter by letter of the target, whether it comes from the first or the
second word (each word's letters stay in order); two ways differ in some choice. The trace fills
``ways[i][j]`` (the first i letters of A and j of B spell the first i+j letters of C) row by row.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size_a: int = 3
    size_b: int = 3
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 1 <= self.size_a <= 30 or not 1 <= self.size_b <= 30:
            raise ValueError(f"sizes must be in 1..30, got {self.size_a}, {self.size_b}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    "A = \"{a}\", B = \"{b}\", C = \"{c}\". An interleaving of A and B assigns each letter of C to A or to B so "
    "that the letters assigned to A spell A in order and those assigned to B spell B in order. How many different "
    "assignments are there?",
    "In how many ways can '{c}' be formed by merging '{a}' and '{b}' (keeping the letter order within each)? Count "
    "two merges as different when some position of the result is taken from a different word.",
    "Count the interleavings of the words {a} and {b} that produce exactly {c}. An interleaving is a choice, for "
    "each of the {n} positions, of which word supplies that letter.",
)


class InterleavingCount(IntegerAnswer, Bootcamp):
    id = "dp/interleaving_count"
    description = "Number of ways two words interleave into a third (grid DP over prefixes)"
    Config = Config
    LEVELS = {
        "1": Config(size_a=3, size_b=3, alphabet=2),
        "2": Config(size_a=4, size_b=4, alphabet=2),
        "3": Config(size_a=5, size_b=5, alphabet=2),
        "4": Config(size_a=6, size_b=7, alphabet=2),
        "5": Config(size_a=8, size_b=8, alphabet=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        a = "".join(rng.choice(letters) for _ in range(config.size_a))
        b = "".join(rng.choice(letters) for _ in range(config.size_b))
        picks = ["a"] * len(a) + ["b"] * len(b)
        rng.shuffle(picks)
        ia = iter(a)
        ib = iter(b)
        c = "".join(next(ia) if p == "a" else next(ib) for p in picks)  # one interleaving: the count is >= 1
        data = {"a": a, "b": b, "c": c}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(n=len(data["c"]), **data)
        return f"{text}\n{answer_instruction('the number of ways as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a, b, c = data["a"], data["b"], data["c"]
        ways = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
        ways[0][0] = 1
        for i in range(len(a) + 1):
            for j in range(len(b) + 1):
                if i == j == 0:
                    continue
                t.state(f"ways[{i}][{j}]")
                target = t.fetch(f"c[{i + j - 1}]", c[i + j - 1])
                total = 0
                if i and a[i - 1] == target:
                    total += t.fetch(f"ways[{i - 1}][{j}]", ways[i - 1][j])
                if j and b[j - 1] == target:
                    total += t.fetch(f"ways[{i}][{j - 1}]", ways[i][j - 1])
                ways[i][j] = t.compute(f"ways[{i}][{j}]", total, why="last letter from A and/or from B")
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways[{len(a)}][{len(b)}]", ways[len(a)][len(b)]))

    def solve(self, data: dict) -> int:
        # Every set of positions of C given to A.
        a, b, c = data["a"], data["b"], data["c"]
        count = 0
        for picks in combinations(range(len(c)), len(a)):
            chosen = set(picks)
            if "".join(c[i] for i in picks) == a and "".join(c[i] for i in range(len(c)) if i not in chosen) == b:
                count += 1
        return count


BOOTCAMP = InterleavingCount()
