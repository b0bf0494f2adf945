"""The smallest period of a string: the least p > 0 with ``s[i] == s[i + p]`` wherever both exist.

The length need not be a multiple of the period ("abcab" has period 3). Strings are built by
repeating a random block, sometimes with one letter changed, so the period ranges from short
to the whole length. The trace tries p = 1, 2, ... in turn, one state per candidate, naming the
first position where the shifted copy disagrees (or none).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 10
    alphabet: int = 3

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 400:
            raise ValueError(f"length must be in 4..400, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")


_TEMPLATES = (
    'What is the smallest period of the string "{s}"? A period is a number p > 0 such that s[i] = s[i+p] for every '
    "position i where both letters exist (the length need not be a multiple of p).",
    "A pattern repeats in the string {s}, possibly cut off at the end. Find the least shift p >= 1 for which the "
    "string agrees with itself shifted by p letters, on the overlapping part.",
    "Let s = {s} (length {n}). Give the minimum p with 1 <= p <= {n} such that s[i] == s[i + p] for all 0 <= i < "
    "{n} - p.",
)


class SmallestPeriod(IntegerAnswer, Bootcamp):
    id = "string/smallest_period"
    description = "Smallest period of a string (shift-by-shift comparison trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=9, alphabet=3),
        "2": Config(length=12, alphabet=3),
        "3": Config(length=16, alphabet=3),
        "4": Config(length=22, alphabet=4),
        "5": Config(length=30, alphabet=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        letters = random_letters(rng, config.alphabet)
        n = rng.randint(config.length - 1, config.length + 1)
        block = "".join(rng.choice(letters) for _ in range(rng.randint(2, max(2, (2 * n) // 3))))
        chars = list((block * n)[:n])
        if rng.random() < 0.3:  # a changed letter usually breaks the short period
            chars[rng.randrange(n)] = rng.choice(letters)
        data = {"s": "".join(chars)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"], n=len(data["s"]))
        return f"{text}\n{answer_instruction('the period as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        n = len(s)
        for p in range(1, n):
            t.state(f"shift {p}")
            head = t.fetch(f"s[0..{n - p - 1}]", s[: n - p])
            tail = t.fetch(f"s[{p}..{n - 1}]", s[p:])
            bad = t.compute("first mismatch", next((i for i in range(len(head)) if head[i] != tail[i]), None))
            if t.goto(bad is None, why=f"s agrees with itself shifted by {p}"):
                t.state("answer")
                return t.compute("answer", t.fetch("p", p))
        t.state("answer")
        return t.compute("answer", t.fetch("n", n), why="no shorter shift works")

    def solve(self, data: dict) -> int:
        # The length minus the longest proper border (prefix function of the whole string).
        s = data["s"]
        border = 0
        pi = [0] * len(s)
        for i in range(1, len(s)):
            while border and s[i] != s[border]:
                border = pi[border - 1]
            if s[i] == s[border]:
                border += 1
            pi[i] = border
        return len(s) - pi[-1]


BOOTCAMP = SmallestPeriod()
