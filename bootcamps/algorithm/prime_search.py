"""TAIL Prime Search: list every prime in an interval [lo, hi] by trial division.

The paper's "n" for this task is read as the interval's width, ``hi - lo + 1``: the number of
candidates the enumeration visits, which is what the trace's length grows with. The interval
starts anywhere in ``2..max_start`` and always holds at least one prime (so the answer is never
an empty list).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps import parse
from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

# Generous bound on an answer's text: the longest gold list is a few hundred short numbers.
_MAX_ANSWER_CHARS = 20_000


@dataclass(frozen=True)
class Config:
    min_len: int = 5
    max_len: int = 100
    max_start: int = 200

    def __post_init__(self) -> None:
        if self.min_len < 5:
            raise ValueError(f"min_len must be >= 5 (an interval of 5 or more numbers), got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if self.max_start < 2:
            raise ValueError(f"max_start must be >= 2, got {self.max_start}")


def primes_up_to(limit: int) -> list[bool]:
    """Sieve of Eratosthenes: ``is_prime[k]`` for ``0 <= k <= limit``."""
    is_prime = [False, False] + [True] * max(0, limit - 1)
    for p in range(2, math.isqrt(max(limit, 0)) + 1):
        if is_prime[p]:
            is_prime[p * p :: p] = [False] * len(range(p * p, limit + 1, p))
    return is_prime[: limit + 1]


_TEMPLATES = (
    "List all prime numbers between {lo} and {hi}, inclusive.",
    "Find every prime p with {lo} <= p <= {hi}.",
    "Which integers in the closed interval [{lo}, {hi}] are prime?",
    "Enumerate the primes in the range from {lo} to {hi} (both ends included).",
    "Write down all the prime numbers that are at least {lo} and at most {hi}.",
    "Search the interval [{lo}, {hi}] for primes and report all of them.",
    "A prime is an integer greater than 1 whose only positive divisors are 1 and itself. "
    "Find all primes from {lo} through {hi}.",
    "Go through the numbers {lo}, {next_lo}, ..., {hi} and collect the ones that are prime.",
    "Interval: [{lo}, {hi}]\nTask: list the prime numbers in this interval.",
    "Which primes lie between {lo} and {hi} inclusive? List all of them, not just how many there are.",
    "Give the complete list of primes not smaller than {lo} and not larger than {hi}.",
    "Lower bound: {lo}\nUpper bound: {hi}\nFind all prime numbers between the bounds, bounds included.",
    "Identify each prime number in the sequence of consecutive integers from {lo} up to {hi}.",
    "Check every integer from {lo} to {hi} for primality and list those that pass.",
    "Between {lo} and {hi} (inclusive) there is at least one prime. Find them all.",
    "Consider the integers n with {lo} <= n <= {hi}. Which of them are prime numbers?",
    "Primes in [{lo}, {hi}]: list them.",
    "Using trial division or any other method, determine all primes in the interval from {lo} to {hi}.",
    "Numbers to examine: every integer from {lo} to {hi}.\nQuestion: which of them are prime?",
    "Report the prime numbers lying in the inclusive range {lo}..{hi}.",
    "Sieve the range [{lo}, {hi}] and keep only the primes. What remains?",
    "Let S be the set of primes p such that {lo} <= p <= {hi}. List the elements of S.",
)


class PrimeSearch(Bootcamp):
    id = "algorithm/prime_search"
    description = "List all primes in an interval [lo, hi] (TAIL Prime Search; n = interval width)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=5, max_len=100),
        "2": Config(min_len=101, max_len=200),
        "3": Config(min_len=201, max_len=300),
        "4": Config(min_len=301, max_len=450),
        "5": Config(min_len=451, max_len=600),
    }

    def length(self, data: dict) -> int:
        return data["hi"] - data["lo"] + 1

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        width = rng.randint(config.min_len, config.max_len)
        while True:  # gaps between primes below 1000 are at most 20: only short widths ever redraw
            lo = rng.randint(2, config.max_start)
            data = {"lo": lo, "hi": lo + width - 1}
            primes = self.solve(data)
            if primes:
                return data, primes

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(lo=data["lo"], hi=data["hi"], next_lo=data["lo"] + 1)
        form = "the primes in increasing order as a comma-separated list in square brackets, e.g. [11, 13, 17]"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return "[" + ", ".join(str(p) for p in answer) + "]"

    def check(self, data: dict, answer: list[int], text: str) -> float:
        if len(text) > _MAX_ANSWER_CHARS:
            return 0.0
        claimed = parse.parse_int_list(text)
        if claimed is None:
            return 0.0
        # Any order is a correct listing; a repeated or missing prime is not.
        return 1.0 if sorted(claimed) == sorted(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        lo, hi = int(data["lo"]), int(data["hi"])
        found: list[int] = []
        x, d = lo, 2
        while x <= hi:
            t.state(f"test {x} by {d}")
            x = t.fetch("x", x)
            d = t.fetch("d", d)
            square = t.compute("d*d", d * d, why="square of d")
            if square > x:  # no divisor up to sqrt(x): x is prime
                found.append(t.compute(f"found[{len(found)}]", x, why="d*d > x, no divisor left, x is prime"))
                x, d = t.goto((x + 1, 2), why="next candidate")
                continue
            remainder = t.compute("r", x % d, why="x mod d")
            if remainder == 0:
                x, d = t.goto((x + 1, 2), why="r is 0, x is composite, next candidate")
            else:
                x, d = t.goto((x, 3 if d == 2 else d + 2), why="r is not 0, next odd divisor")
        t.state("answer")
        primes = [t.fetch(f"found[{k}]", p) for k, p in enumerate(found)]
        return t.compute("answer", primes, why="the primes found, in order")

    def solve(self, data: dict) -> list[int]:
        lo, hi = int(data["lo"]), int(data["hi"])
        is_prime = primes_up_to(hi)
        return [k for k in range(lo, hi + 1) if is_prime[k]]


BOOTCAMP = PrimeSearch()
