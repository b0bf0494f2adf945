"""Permutations of n elements with a given cycle type (so many cycles of each length, the rest
fixed points): n! / prod over lengths k of k^(m_k) m_k!. The traced solver builds the cycles
one at a time (choose the members of a k-cycle from what is left, times (k-1)! cyclic orders),
then divides by m_k! because equal-length cycles are unordered; the plain solver uses the
closed form (the class size of the conjugacy class)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 4
    max_n: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.min_n <= self.max_n <= 60:
            raise ValueError(f"need 3 <= min_n <= max_n <= 60, got {self.min_n}, {self.max_n}")


def describe(lengths: list[int], n: int) -> str:
    parts = []
    for k in sorted(set(lengths), reverse=True):
        m = lengths.count(k)
        parts.append(f"{m} cycle{'s' if m > 1 else ''} of length {k}")
    fixed = n - sum(lengths)
    parts.append(f"{fixed} fixed point{'s' if fixed != 1 else ''}")
    return ", ".join(parts[:-1]) + " and " + parts[-1]


_TEMPLATES = (
    "How many permutations of {{1, 2, ..., {n}}} consist of exactly {desc} (in their disjoint cycle decomposition)?",
    "Count the permutations of {n} objects whose cycle type is: {desc}.",
    "A permutation of {n} elements is written as a product of disjoint cycles. How many permutations have exactly {desc}?",
    "In the symmetric group S_{n}, how many elements have cycle structure {notation} (cycle lengths, fixed points written as 1)?",
)


class CycleTypeCount(IntegerAnswer, Bootcamp):
    id = "combinatorics/cycle_type_count"
    description = "Number of permutations of n with a given cycle type (conjugacy class size)"
    Config = Config
    min_distinct_prompts = {"1": 0.06, "2": 0.25, "3": 0.7, "4": 0.9, "5": 0.96}
    small_space_reason = "a case is a partition of n (a cycle type): a few dozen at level 1, a few thousand at level 5"
    LEVELS = {
        "1": Config(min_n=4, max_n=7),
        "2": Config(min_n=7, max_n=11),
        "3": Config(min_n=10, max_n=20),
        "4": Config(min_n=16, max_n=32),
        "5": Config(min_n=26, max_n=48),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_n, config.max_n)
        while True:
            lengths, left = [], n
            for _ in range(rng.randint(1, 2 + n // 5)):
                if left < 2:
                    break
                k = rng.randint(2, min(left, max(3, n // 2)))
                lengths.append(k)
                left -= k
            if lengths:
                break
        data = {"n": n, "cycles": sorted(lengths, reverse=True), "template": rng.randrange(len(_TEMPLATES))}  # the wording is part of the case: equal data means equal prompts in this small space
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, cycles = data["n"], data["cycles"]
        notation = "(" + ", ".join(map(str, cycles + [1] * (n - sum(cycles)))) + ")"
        return ask(rng, (_TEMPLATES[data["template"]],), "one integer", n=n, desc=describe(cycles, n), notation=notation)

    def program(self, t: Tracer, data: dict) -> int:
        t.state("start")
        left = t.fetch("n", data["n"])
        ways = 1
        for i, k in enumerate(data["cycles"]):
            t.state(f"cycle {i + 1}")
            k = t.fetch("length", k)
            left = t.fetch("left", left)
            choose = t.compute("choose", math.comb(left, k) * math.factorial(k - 1), why=f"C(left,{k})*({k}-1)!")
            ways = t.compute("ways", t.fetch("ways", ways) * choose)
            left = t.compute("left'", left - k)
        for k in sorted(set(data["cycles"])):
            t.state(f"unorder length {k}")
            m = t.compute("m", data["cycles"].count(k), why=f"cycles of length {k}")
            ways = t.compute("ways", t.fetch("ways", ways) // math.factorial(m), why=f"divide by {m}! orders of equal cycles")
        t.state("answer")
        return t.compute("answer", t.fetch("ways", ways))

    def solve(self, data: dict) -> int:
        n, cycles = data["n"], data["cycles"]
        counts = {k: cycles.count(k) for k in set(cycles)}
        counts[1] = n - sum(cycles)
        denominator = math.prod(k**m * math.factorial(m) for k, m in counts.items())
        return math.factorial(n) // denominator


BOOTCAMP = CycleTypeCount()
