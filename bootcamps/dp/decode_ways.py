"""Number of ways to decode a string of digits, where 1..26 stand for the letters A..Z.

A ``0`` can only be the second digit of ``10`` or ``20``, so zeros cut down the count; only
strings with at least one decoding are asked. The trace fills ``ways[i]``, the decodings of the
first i digits: one state per position, reading the last digit, the last two digits and the
two earlier counts.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    zero_ratio: float = 0.1

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 80:
            raise ValueError(f"length must be in 2..80, got {self.length}")
        if not 0 <= self.zero_ratio <= 0.3:
            raise ValueError(f"zero_ratio must be in 0..0.3, got {self.zero_ratio}")


_TEMPLATES = (
    "A message of capital letters was encoded with A=1, B=2, ..., Z=26 and the numbers were written one after "
    "another without separators, giving {s}. In how many ways can it be decoded back into letters?",
    'Count the decodings of the digit string "{s}" when every letter A..Z maps to 1..26 (so "12" is AB or L). A '
    "code may not start with 0, and 0 alone is not a letter.",
    "Digits: {s}\nSplit them into consecutive groups, each group being a number from 1 to 26 written without a "
    "leading zero. How many different splittings are there?",
)


class DecodeWays(IntegerAnswer, Bootcamp):
    id = "dp/decode_ways"
    description = "Number of decodings of a digit string with A=1..Z=26 (prefix-count DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, zero_ratio=0.1),
        "2": Config(length=10, zero_ratio=0.1),
        "3": Config(length=14, zero_ratio=0.12),
        "4": Config(length=19, zero_ratio=0.12),
        "5": Config(length=26, zero_ratio=0.15),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        for _ in range(1000):
            digits = []
            for i in range(config.length):
                if i and digits[-1] in "12" and rng.random() < config.zero_ratio * 2:
                    digits.append("0")
                else:  # small digits make two-digit codes (and so choices) common
                    digits.append(rng.choice("1112223456789"))
            data = {"s": "".join(digits)}
            count = self.solve(data)
            if count > 1:
                return data, count
        raise RuntimeError(f"{self.id}: no decodable string in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(s=data["s"])
        return f"{text}\n{answer_instruction('the number of decodings as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        s = data["s"]
        ways = [1] + [0] * len(s)
        for i in range(1, len(s) + 1):
            t.state(f"position {i}")
            one = t.fetch(f"s[{i - 1}]", s[i - 1])
            total = 0
            if t.goto(one != "0", why="a single digit 1-9 is a letter"):
                total = t.fetch(f"ways[{i - 1}]", ways[i - 1])
            if i >= 2:
                two = t.fetch(f"s[{i - 2}..{i - 1}]", s[i - 2 : i])
                if t.goto(10 <= int(two) <= 26, why="two digits 10-26 are a letter"):
                    total = t.compute("total", total + t.fetch(f"ways[{i - 2}]", ways[i - 2]))
            ways[i] = t.compute(f"ways[{i}]", total)
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways[{len(s)}]", ways[len(s)]))

    def solve(self, data: dict) -> int:
        # Recursion from the front: take one or two digits, count the decodings of the rest.
        s = data["s"]

        @lru_cache(maxsize=None)
        def rest(i: int) -> int:
            if i == len(s):
                return 1
            if s[i] == "0":
                return 0
            out = rest(i + 1)
            if i + 1 < len(s) and int(s[i : i + 2]) <= 26:
                out += rest(i + 2)
            return out

        return rest(0)


BOOTCAMP = DecodeWays()
