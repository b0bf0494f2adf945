"""Rank of a balanced bracket sequence among all balanced sequences of its length.

Sequences are ordered like dictionary words under a stated order of the two symbols (the
opening one first, or the closing one first). The trace walks the sequence: wherever it has
the larger symbol, every balanced sequence that agrees so far and has the smaller symbol there
comes earlier; their number is the count of ways to close the remaining brackets (a
ballot-number table), one state per position.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.strings2 import completions, random_balanced
from bootcamps.trace import Tracer

_SYMBOLS = (("(", ")"), ("[", "]"), ("{", "}"), ("<", ">"), ("L", "R"), ("u", "d"), ("x", "y"), ("1", "0"))


@dataclass(frozen=True)
class Config:
    pairs: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.pairs <= 30:
            raise ValueError(f"pairs must be in 2..30, got {self.pairs}")


_TEMPLATES = (
    "A balanced sequence uses {o} as an opening bracket and {c} as its closing bracket. List every balanced "
    "sequence with {n} pairs in dictionary order, where {small} counts as smaller than {large} (so the first "
    "is {first}). At which position (counting from 1) does {s} appear?",
    "Balanced sequences of {n} pairs ({o} opens, {c} closes, and no prefix has more {c} than {o}) are sorted "
    "lexicographically with {small} < {large}. Rank 1 is {first}. What is the rank of {s}?",
    "Consider all well-formed arrangements of {n} pairs of brackets, written with {o} for an opening bracket and "
    "{c} for a closing one, ordered like dictionary words with '{small}' before '{large}'. Find the 1-based index "
    "of the arrangement {s} in that order.",
)


class BracketSequenceRank(IntegerAnswer, Bootcamp):
    id = "string/bracket_sequence_rank"
    description = "1-based lexicographic rank of a balanced bracket sequence (ballot-number counting trace)"
    Config = Config
    LEVELS = {
        "1": Config(pairs=6),
        "2": Config(pairs=9),
        "3": Config(pairs=11),
        "4": Config(pairs=13),
        "5": Config(pairs=16),
    }
    min_distinct_prompts = {"1": 0.85}
    small_space_reason = "level 1 has 132 sequences of 6 pairs times 48 spellings and orders"

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        o, c = rng.choice(_SYMBOLS)
        data = {"s": random_balanced(rng, config.pairs, o, c), "open": o, "close": c, "open_first": rng.random() < 0.5}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        o, c, s = data["open"], data["close"], data["s"]
        n = len(s) // 2
        small, large = (o, c) if data["open_first"] else (c, o)
        first = o * n + c * n if data["open_first"] else (o + c) * n
        body = rng.choice(_TEMPLATES).format(n=n, o=o, c=c, s=s, small=small, large=large, first=first)
        return f"{body}\n{answer_instruction('one integer (the rank)')}"

    def program(self, t: Tracer, data: dict) -> int:
        s, o = data["s"], data["open"]
        small_opens = data["open_first"]
        small = o if small_opens else data["close"]
        balance, rank = 0, 1
        for i, ch in enumerate(s):
            t.state(f"position {i}")
            letter = t.fetch(f"s[{i}]", ch)
            left = len(s) - i - 1
            if t.goto(letter != small, why="sequences with the smaller symbol here come first"):
                instead = balance + 1 if small_opens else balance - 1
                rank = t.compute("rank", rank + t.compute("earlier", completions(left, instead)))
            balance = t.compute("balance", balance + (1 if letter == o else -1))
        t.state("answer")
        return t.compute("answer", t.fetch("rank", rank))

    def solve(self, data: dict) -> int:
        # Bottom-up: ways[j][b] counts the closings of the last j letters from balance b; add,
        # wherever s has the larger symbol, the sequences that put the smaller one there.
        s, o = data["s"], data["open"]
        n = len(s)
        ways = [[0] * (n + 2) for _ in range(n + 1)]
        ways[0][0] = 1
        for j in range(1, n + 1):
            for b in range(n + 1):
                ways[j][b] = ways[j - 1][b + 1] + (ways[j - 1][b - 1] if b > 0 else 0)
        depth, earlier = 0, 0
        for i, ch in enumerate(s):
            opens = ch == o
            if opens != data["open_first"]:
                other = depth + 1 if data["open_first"] else depth - 1
                earlier += ways[n - i - 1][other] if other >= 0 else 0
            depth += 1 if opens else -1
        return earlier + 1


BOOTCAMP = BracketSequenceRank()
