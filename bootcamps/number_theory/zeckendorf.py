"""Zeckendorf's representation: every positive integer is, in exactly one way, a sum of
Fibonacci numbers (1, 2, 3, 5, 8, ...) no two of them consecutive. The traced solver takes
the largest Fibonacci number that fits, again and again (greedy); the plain solver writes n
with quotient digits from the top and then normalises the digit string by the carry rule
011 -> 100 of the Fibonacci numeral system until no two used terms are adjacent."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 10
    max_n: int = 100

    def __post_init__(self) -> None:
        if not 4 <= self.min_n < self.max_n <= 10**30:
            raise ValueError(f"need 4 <= min_n < max_n <= 10**30, got {self.min_n}, {self.max_n}")


def fibonacci_upto(n: int) -> list[int]:
    """1, 2, 3, 5, 8, ... up to n (the distinct Fibonacci numbers from 1)."""
    fibs = [1, 2]
    while fibs[-1] + fibs[-2] <= n:
        fibs.append(fibs[-1] + fibs[-2])
    return fibs


_TEMPLATES = (
    "Write {n} as a sum of distinct Fibonacci numbers (1, 2, 3, 5, 8, 13, ...) in which no two are consecutive Fibonacci numbers (Zeckendorf's representation).",
    "Find the Zeckendorf representation of {n}: the unique way to write it as a sum of non-consecutive Fibonacci numbers taken from 1, 2, 3, 5, 8, ...",
    "Every positive integer is a sum of Fibonacci numbers from 1, 2, 3, 5, 8, 13, ..., each used at most once and no two adjacent in the sequence. Give that sum for {n}.",
    "Decompose n = {n} into non-adjacent terms of the Fibonacci sequence 1, 2, 3, 5, 8, 13, 21, ... (no term twice). Which terms are used?",
)


class Zeckendorf(IntSequenceAnswer, Bootcamp):
    id = "number_theory/zeckendorf"
    description = "Zeckendorf representation: n as a sum of non-consecutive Fibonacci numbers"
    Config = Config
    LEVELS = {
        "1": Config(min_n=20, max_n=20_000),
        "2": Config(min_n=1_000, max_n=10**5),
        "3": Config(min_n=10**5, max_n=10**8),
        "4": Config(min_n=10**8, max_n=10**13),
        "5": Config(min_n=10**13, max_n=10**20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        fibs = set(fibonacci_upto(config.max_n))
        while True:
            n = rng.randint(config.min_n, config.max_n)
            if n not in fibs:  # a Fibonacci number is its own, one-term answer
                data = {"n": n}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "the Fibonacci numbers used, largest first, separated by commas (e.g. 89, 8, 1 for 98)", n=data["n"])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("fibonacci numbers")
        n = t.fetch("n", data["n"])
        fibs = fibonacci_upto(max(n, 2))
        t.compute("fibs", tuple(fibs), why="1, 2, 3, 5, ... up to n")
        parts: list[int] = []
        rest, i = n, len(fibs) - 1
        while True:
            t.state(f"take {len(parts) + 1}")
            rest = t.fetch("rest", rest)
            while i > 0 and fibs[i] > rest:
                i -= 1
            f = t.compute("largest fib <= rest", fibs[i])
            parts.append(f)
            rest = t.compute("rest'", rest - f, why="rest - fib")
            i -= 2  # the next one may not be adjacent (it never is: the greedy rest is < F(i-1))
            if not t.goto(rest > 0 and i >= 0, why="repeat while something is left"):
                break
        t.state("answer")
        return t.compute("answer", list(parts))

    def solve(self, data: dict) -> list[int]:
        # digit k counts the uses of the k-th Fibonacci number; F(k) + F(k+1) = F(k+2) carries
        n = data["n"]
        fibs = fibonacci_upto(n)
        digits = [0] * (len(fibs) + 2)
        for k in range(len(fibs) - 1, -1, -1):  # binary-like greedy by quotients
            q, n = divmod(n, fibs[k])
            digits[k] += q
        changed = True
        while changed:
            changed = False
            for k in range(len(digits) - 1):
                if digits[k] and digits[k + 1] and k + 2 < len(digits):
                    digits[k] -= 1
                    digits[k + 1] -= 1
                    digits[k + 2] += 1
                    changed = True
        return [fibs[k] for k in range(len(fibs) - 1, -1, -1) if digits[k]]


BOOTCAMP = Zeckendorf()
