"""Stern's diatomic sequence at a huge index: s(0) = 0, s(1) = 1, s(2m) = s(m) and
s(2m+1) = s(m) + s(m+1). From level 2 some cases ask instead for the number of hyperbinary
representations of N (N as a sum of powers of two, each used at most twice), which is s(N+1).
The traced solver reads the binary digits of the index from the most significant one, keeping
the pair (s(m), s(m+1)) for the prefix m read so far: a 0 digit gives (a, a+b), a 1 digit
(a+b, b). The plain solver recurses on the definition with memoisation instead."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

_SAFE = 2**53


@dataclass(frozen=True)
class Config:
    min_digits: int = 3  # decimal digits of the index
    max_digits: int = 5
    hyperbinary: float = 0.0  # share of cases asking for hyperbinary representations

    def __post_init__(self) -> None:
        if not 2 <= self.min_digits <= self.max_digits <= 60:
            raise ValueError(f"need 2 <= min_digits <= max_digits <= 60, got {self.min_digits}, {self.max_digits}")
        if not 0.0 <= self.hyperbinary <= 1.0:
            raise ValueError(f"hyperbinary must be in 0..1, got {self.hyperbinary}")


_DEFINITION = "s(0) = 0, s(1) = 1, and for every m >= 1: s(2m) = s(m) and s(2m + 1) = s(m) + s(m + 1)"
_TERM = (
    "Stern's diatomic sequence is defined by {rule}. It begins 0, 1, 1, 2, 1, 3, 2, 3, 1, 4, ... What is s({n})?",
    "A sequence of integers satisfies {rule}. Compute s({n}) exactly.",
    "Let {rule} (Stern's diatomic sequence, also called fusc). Find the value of s at n = {n}.",
)
_HYPER = (
    "A hyperbinary representation of a positive integer N writes N as a sum of powers of 2 (1, 2, 4, 8, ...) in "
    "which each power is used at most twice; the order of the terms does not matter. For example 4 has three: 4, "
    "2 + 2 and 2 + 1 + 1. How many hyperbinary representations does N = {n} have?",
    "In how many ways can {n} be written as a sum of powers of two, where every power of two may appear zero, one "
    "or two times and rearrangements count as the same way? (For instance 4 = 4 = 2 + 2 = 2 + 1 + 1: 3 ways.)",
    "Count the multisets of powers of 2 (1, 2, 4, ...) that contain no power more than twice and sum to {n}. "
    "(The number 4 has 3 such multisets: {{4}}, {{2, 2}}, {{2, 1, 1}}.)",
)


def _store(value: int) -> int | str:
    return value if value < _SAFE else str(value)


class SternDiatomic(IntegerAnswer, Bootcamp):
    id = "sequence/stern_diatomic"
    description = "Stern's diatomic sequence s(n) at a huge n (or hyperbinary counts) from the binary digits of n"
    Config = Config
    LEVELS = {
        "1": Config(min_digits=3, max_digits=5, hyperbinary=0.0),
        "2": Config(min_digits=5, max_digits=8, hyperbinary=0.3),
        "3": Config(min_digits=9, max_digits=14, hyperbinary=0.4),
        "4": Config(min_digits=15, max_digits=25, hyperbinary=0.4),
        "5": Config(min_digits=26, max_digits=40, hyperbinary=0.4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int | str]:
        n = rng.randint(10 ** (config.min_digits - 1), 10**config.max_digits - 1)
        kind = "hyperbinary" if rng.random() < config.hyperbinary else "term"
        data = {"kind": kind, "n": _store(n)}
        return data, _store(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        if data["kind"] == "term":
            text = rng.choice(_TERM).format(rule=_DEFINITION, n=data["n"])
        else:
            text = rng.choice(_HYPER).format(n=data["n"])
        return f"{text}\n{answer_instruction('a single integer, written out in full')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("index")
        n = int(t.fetch("n", data["n"]))
        if t.goto(data["kind"] == "hyperbinary", why="hyperbinary representations of N number s(N + 1)"):
            n = t.compute("index", n + 1, why="N + 1")
        bits = t.compute("binary", bin(n)[2:], why="binary digits of the index")
        a, b = 0, 1
        for i in range(len(bits)):
            t.state(f"digit {i}")
            bit = t.fetch(f"binary[{i}]", bits[i])
            a, b = t.fetch("a", a), t.fetch("b", b)
            if t.goto(bit == "0", why="m -> 2m keeps s(m), m -> 2m+1 adds"):
                b = t.compute("b", a + b, why="(a, a+b)")
            else:
                a = t.compute("a", a + b, why="(a+b, b)")
        t.state("answer")
        return t.compute("answer", t.fetch("a", a), why="s(index) is the first of the pair")

    def solve(self, data: dict) -> int:
        n = int(data["n"]) + (data["kind"] == "hyperbinary")

        @lru_cache(maxsize=None)
        def s(m: int) -> int:
            if m < 2:
                return m
            return s(m // 2) if m % 2 == 0 else s(m // 2) + s(m // 2 + 1)

        return s(n)


BOOTCAMP = SternDiatomic()
