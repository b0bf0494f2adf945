"""Fibonacci nim: one heap; the first move takes any number but not all, every later move takes
at least one and at most twice what the opponent just took; taking the last object wins. The
smallest winning first move (the smallest term of the heap's Zeckendorf representation; a
heap that is a Fibonacci number has no winning first move and is never asked)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games2 import fibonacci_upto, zeckendorf
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_heap: int = 100

    def __post_init__(self) -> None:
        if not 20 <= self.max_heap <= 10**15:
            raise ValueError(f"max_heap must be in 20..10^15, got {self.max_heap}")


_TEMPLATES = (
    "Fibonacci nim: a single pile holds {n} {thing}. The first player may take any number of {thing} except the "
    "whole pile. After that, each player must take at least one and at most twice as many as the opponent took on "
    "the previous move. Whoever takes the last {one} wins. What is the smallest number the first player can take on "
    "the first move and still force a win?",
    "There are {n} {thing} in one heap. Opening move: remove between 1 and {m} {thing}. Every following move removes "
    "at least 1 and at most double the number removed by the move just before. The player taking the final {one} "
    "wins. Among the opening moves that guarantee a win with perfect play, which takes the fewest {thing}?",
    "Two players play Fibonacci nim on a heap of {n} {thing}: the first move takes from 1 up to one less than the "
    "heap, and any later move takes from 1 up to twice the previous move's amount. Removing the last {one} wins. Give "
    "the least winning first move (the number of {thing} to take).",
)
_THINGS = (("matches", "match"), ("stones", "stone"), ("coins", "coin"), ("chips", "chip"))


class FibonacciNim(IntegerAnswer, Bootcamp):
    id = "game/fibonacci_nim"
    description = "Fibonacci nim (take at most twice the last move): the smallest winning first move from one heap"
    Config = Config
    LEVELS = {
        "1": Config(max_heap=10**4),
        "2": Config(max_heap=10**6),
        "3": Config(max_heap=10**9),
        "4": Config(max_heap=10**12),
        "5": Config(max_heap=10**15),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        fibs = set(fibonacci_upto(config.max_heap))
        while True:
            n = rng.randint(config.max_heap // 100, config.max_heap)
            if n not in fibs:
                return {"n": n}, zeckendorf(n)[-1]

    def prompt(self, data: dict, rng: random.Random) -> str:
        thing, one = rng.choice(_THINGS)
        text = rng.choice(_TEMPLATES).format(n=data["n"], m=data["n"] - 1, thing=thing, one=one)
        return f"{text}\n{answer_instruction('one positive integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Greedy Zeckendorf: subtract the largest Fibonacci number that fits, again and again;
        the last one subtracted is the smallest term, the move that leaves the opponent a heap
        whose smallest term is more than twice what they may take."""
        t.state("fibonacci numbers")
        fibs = t.compute("fibs", fibonacci_upto(t.fetch("n", data["n"])), why="1, 2, 3, 5, ... up to n")
        rest = data["n"]
        term = 0
        k = len(fibs) - 1
        while True:
            t.state(f"rest {rest}")
            r = t.fetch("rest", rest)
            while fibs[k] > r:
                k -= 1
            term = t.compute("term", fibs[k], why=f"largest Fibonacci number <= {r}")
            rest = t.compute("rest", r - term, why=f"{r} - {term}")
            if not t.goto(rest > 0, why="more terms while something is left"):
                break
        t.state("answer")
        return t.ret("answer", term)

    def solve(self, data: dict) -> int:
        """Brute force game search for small heaps; beyond it, the Zeckendorf rule by
        subtraction over a list built here."""
        n = data["n"]
        if n <= 120:  # game search depth stays well inside the recursion limit
            for x in range(1, n):
                if not _wins(n - x, 2 * x):
                    return x
            raise ValueError(f"no winning first move from {n}")
        fibs, a, b = [1], 1, 2
        while b <= n:
            fibs.append(b)
            a, b = b, a + b
        rest, smallest = n, n
        for f in reversed(fibs):
            if f <= rest:
                rest -= f
                smallest = f
        return smallest


@lru_cache(maxsize=None)
def _wins(n: int, m: int) -> bool:
    """The player to move with ``n`` left, allowed to take 1..m, can force taking the last one."""
    return any(x == n or not _wins(n - x, 2 * x) for x in range(1, min(n, m) + 1))


BOOTCAMP = FibonacciNim()
