"""The integer square root floor(sqrt(N)) of a large N by the digit-by-digit (long division)
method: split N into pairs of digits from the right, and for each pair bring it down, find the
largest digit d with (20 r + d) d <= remainder, append d to the root. The plain solver uses
Newton's iteration on integers (math.isqrt)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_digits: int = 4
    max_digits: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.min_digits <= self.max_digits <= 80:
            raise ValueError(f"need 2 <= min_digits <= max_digits <= 80, got {self.min_digits}, {self.max_digits}")


_TEMPLATES = (
    "Compute the integer square root of {n}, i.e. the largest integer r with r^2 <= {n}.",
    "What is floor(sqrt({n}))?",
    "Find the greatest whole number whose square does not exceed {n}.",
    "Using the long-division method for square roots, find the integer part of √{n}.",
    "A square garden must have an area of at most {n} square units and a whole-number side length. What is the longest possible side?",
)


class IntegerSquareRoot(IntegerAnswer, Bootcamp):
    id = "arithmetic/integer_square_root"
    description = "floor(sqrt(N)) by the digit-by-digit square root method"
    Config = Config
    min_distinct_prompts = {"1": 0.96}
    small_space_reason = 'level 1 numbers have 3 to 5 digits'
    LEVELS = {
        "1": Config(min_digits=3, max_digits=5),
        "2": Config(min_digits=6, max_digits=9),
        "3": Config(min_digits=10, max_digits=15),
        "4": Config(min_digits=16, max_digits=24),
        "5": Config(min_digits=25, max_digits=40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        digits = rng.randint(config.min_digits, config.max_digits)
        n = rng.randint(10 ** (digits - 1), 10**digits - 1)
        if rng.random() < 0.1:  # sometimes a perfect square, or one less than one
            r = math.isqrt(n)
            n = r * r - rng.randint(0, 1)
        data = {"n": str(n)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", n=data["n"])

    def program(self, t: Tracer, data: dict) -> int:
        t.state("pairs")
        text = t.fetch("N", data["n"])
        if len(text) % 2:
            text = "0" + text
        pairs = t.compute("pairs", [int(text[i : i + 2]) for i in range(0, len(text), 2)], why="digit pairs from the right")
        root, rest = 0, 0
        for i, pair in enumerate(pairs):
            t.state(f"pair {i + 1}")
            current = t.compute("remainder", t.fetch("rest", rest) * 100 + t.fetch(f"pair[{i}]", pair), why="bring down the pair")
            r = t.fetch("root", root)
            d = 9
            while d > 0 and (20 * r + d) * d > current:
                d -= 1
            d = t.compute("d", d, why="largest d with (20*root + d)*d <= remainder")
            rest = t.compute("rest", current - (20 * r + d) * d)
            root = t.compute("root", 10 * r + d)
        t.state("answer")
        return t.compute("answer", t.fetch("root", root))

    def solve(self, data: dict) -> int:
        return math.isqrt(int(data["n"]))


BOOTCAMP = IntegerSquareRoot()
