"""Derangements: how many orderings of n listed elements leave no element in its own place.

TAIL class "Recursion": the trace unrolls D(n) = (n-1) * (D(n-1) + D(n-2)) into call states
from n down to the base case, then explicit return states that re-fetch the child results.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer
from bootcamps.words import VOCABULARY


@dataclass(frozen=True)
class Config:
    min_len: int = 3
    max_len: int = 30
    max_number: int = 999  # numbered elements are drawn from 1..max_number

    def __post_init__(self) -> None:
        if self.min_len < 2:
            raise ValueError(f"min_len must be >= 2, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if self.max_len > len(VOCABULARY) or self.max_number < self.max_len:
            raise ValueError(
                f"max_len {self.max_len} needs max_number >= max_len and at most {len(VOCABULARY)} words; "
                f"got max_number {self.max_number}"
            )


_TEMPLATES = (
    "Count the derangements of the list {items}: orderings of its {n} elements in which no element stays in its original position.",
    "The list {items} has {n} elements. In how many ways can it be rearranged so that every element moves away from its starting position?",
    "How many permutations of {items} leave no element where it started?",
    "A derangement is a permutation with no fixed point. How many derangements does the {n}-element list {items} have?",
    "Each of the {n} elements of {items} must end up in a position different from its current one. How many such rearrangements exist?",
    "Find the number of fixed-point-free permutations of the sequence {items}.",
    "{n} people check their coats, labelled {items}. The coats are handed back so that nobody receives their own. How many ways can that happen?",
    "Elements: {items}\nTask: count the orderings of these elements in which no element keeps its original index.",
    "Shuffle the list {items}. How many of the possible orderings have no element in its original slot?",
    "Consider the {n} distinct items {items}. Determine how many of their arrangements are derangements (no item in its original place).",
    "List = {items}\nn = {n}\nHow many derangements of this list are there?",
    "In a gift exchange, the {n} participants {items} each draw a name so that nobody draws their own and every name is drawn once. How many assignments are possible?",
    "How many ways can the letters addressed to {items} be placed into their {n} envelopes so that no letter goes into its own envelope?",
    "Given the list {items}, compute !{n}, the number of its rearrangements with no element left in place.",
    "Rearrange {items} so that the element at every index changes. How many distinct results are possible?",
    "What is the subfactorial of the length of the list {items}, i.e. the number of its derangements?",
    "Problem: derangement count.\nInput list: {items}\nOutput: the number of permutations with no fixed point.",
    "{n} students with the seats {items} are reseated so that nobody gets their old seat back. In how many ways can this be done?",
    "For the sequence {items}, count the permutations p such that p(i) differs from i for every position i.",
    "Take the {n} elements {items} in this order. How many orderings of them place every element somewhere other than its current position?",
    "We want to permute {items} so that no element remains at its index. How many permutations achieve this?",
    "Count how many of the {n}! orderings of {items} are derangements.",
)


def derangements(n: int) -> int:
    """D(n) by inclusion-exclusion: sum over k of (-1)^k n!/k!."""
    return sum((-1) ** k * (math.factorial(n) // math.factorial(k)) for k in range(n + 1))


class Derangement(IntegerAnswer, Bootcamp):
    id = "algorithm/derangement"
    description = "Count the derangements of a list of n distinct elements (TAIL recursion)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=3, max_len=30),
        "2": Config(min_len=31, max_len=60),
        "3": Config(min_len=61, max_len=100),
        "4": Config(min_len=101, max_len=125),  # D(n) has ~n*log10(n/e) digits: keep traces trainable
        "5": Config(min_len=126, max_len=150),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_len, config.max_len)
        if rng.random() < 0.5:
            items: list = rng.sample(range(1, config.max_number + 1), n)
        else:
            items = rng.sample(VOCABULARY, n)
        data = {"items": items}
        return data, str(self.solve(data))

    def length(self, data: dict) -> int:
        return len(data["items"])

    def prompt(self, data: dict, rng: random.Random) -> str:
        items = data["items"]
        listed = "[" + ", ".join(str(x) for x in items) + "]"
        text = rng.choice(_TEMPLATES).format(n=len(items), items=listed)
        return f"{text}\n{answer_instruction('a single integer written out in full (all digits)')}"

    def program(self, t: Tracer, data: dict) -> str:
        # Calls: D(n) -> D(n-1) -> ... -> D(1), each frame remembering its argument.
        frames: list[int] = []
        k = len(data["items"])
        while True:
            t.state(f"call D({k})")
            m = t.fetch("n", k)
            if t.goto(m <= 1, why="base case: n is at most 1" if m <= 1 else "n>1 needs D(n-1) and D(n-2)"):
                child = t.compute("D(1)", 0, why="one element cannot move")
                grandchild = t.compute("D(0)", 1, why="the empty arrangement")
                break
            frames.append(m)
            k = t.compute("n-1", m - 1, why="recurse on n-1")
        # Returns: each frame re-fetches its child's result and the memoised D(n-2).
        m = frames.pop() if frames else 0
        while m > 1:
            t.state(f"return to D({m})")
            a = t.ret(f"D({m - 1})", child)
            b = t.fetch(f"D({m - 2})", grandchild)
            s = t.compute("sum", a + b, why=f"D({m - 1})+D({m - 2})")
            value = t.compute(f"D({m})", (m - 1) * s, why=f"({m}-1)*sum")
            grandchild, child = a, value
            caller = frames.pop() if frames else 0
            m = t.goto(caller, why=f"return to the caller D({caller})" if caller else "the top call is done")
        t.state("answer")
        return str(t.compute("answer", t.fetch("result", child)))

    def solve(self, data: dict) -> str:
        return str(derangements(len(data["items"])))


BOOTCAMP = Derangement()
