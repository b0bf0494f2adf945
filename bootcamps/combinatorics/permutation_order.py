"""Permutations σ of n elements with σ^m equal to the identity (every cycle length divides m),
or with order exactly m. The traced solver fills a(j) = sum over divisors d of m with d at most j
of (j-1)!/(j-d)! a(j-d) (the cycle holding element j has length d: pick and order its other
d-1 members), and for an exact order combines the tables of the divisors of m by Möbius
inversion. The plain solver sums n!/prod(d^c_d c_d!) over the allowed cycle types."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask, divisors, factor
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 4
    max_n: int = 6
    orders: tuple[int, ...] = (2, 3)
    exact: bool = False  # True: half the cases ask for order exactly m

    def __post_init__(self) -> None:
        if not 2 <= self.min_n <= self.max_n <= 40 or not self.orders or not all(2 <= m <= 60 for m in self.orders):
            raise ValueError(f"need 2 <= min_n <= max_n <= 40 and orders in 2..60, got {self}")


_DIVIDES = (
    "How many permutations σ of {{1, 2, ..., {n}}} satisfy σ^{m} = identity (applying σ {m} times returns every element to its place)?",
    "A shuffle of {n} distinct cards is repeated {m} times in a row. For how many of the {n}! possible shuffles is the deck then back in its original order?",
    "Count the permutations of {n} elements all of whose cycle lengths divide {m}.",
)
_EXACT = (
    "How many permutations σ of {{1, 2, ..., {n}}} have order exactly {m}, that is, σ^{m} is the identity but no smaller positive power of σ is?",
    "A shuffle of {n} distinct cards is repeated over and over. For how many of the {n}! possible shuffles does the deck first return to its original order after exactly {m} shuffles?",
    "Count the permutations of {n} elements whose cycle lengths have least common multiple exactly {m}.",
)


def _mobius(n: int) -> int:
    exponents = factor(n).values()
    return 0 if any(e > 1 for e in exponents) else (-1) ** len(exponents)


class PermutationOrder(IntegerAnswer, Bootcamp):
    id = "combinatorics/permutation_order"
    description = "Permutations of n with σ^m the identity, or of order exactly m (cycle lengths dividing m)"
    Config = Config
    min_distinct_prompts = {"1": 0.01, "2": 0.03, "3": 0.06, "4": 0.2, "5": 0.35}
    small_space_reason = "a case is only (n, m), a question kind and a wording: few combinations at the low levels"
    LEVELS = {
        "1": Config(min_n=4, max_n=6, orders=(2, 3)),
        "2": Config(min_n=6, max_n=9, orders=(2, 3, 4)),
        "3": Config(min_n=8, max_n=12, orders=(2, 3, 4, 5, 6)),
        "4": Config(min_n=11, max_n=18, orders=(4, 6, 8, 9, 10, 12), exact=True),
        "5": Config(min_n=16, max_n=30, orders=(6, 8, 10, 12, 15, 18, 20, 24, 30), exact=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n, m = rng.randint(config.min_n, config.max_n), rng.choice(config.orders)
        exact = config.exact and rng.random() < 0.5
        data = {"n": n, "m": m, "exact": exact, "template": rng.randrange(3)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        template = (_EXACT if data["exact"] else _DIVIDES)[data["template"]]
        return ask(rng, (template,), "one integer", n=data["n"], m=data["m"])

    def _table(self, t: Tracer, n: int, m: int) -> int:
        lengths = t.compute(f"cycle lengths for {m}", divisors(m), why=f"the divisors of {m}")
        table = [1]
        for j in range(1, n + 1):
            t.state(f"order {m}, size {j}")
            value = sum(math.perm(j - 1, d - 1) * t.fetch(f"a{m}[{j - d}]", table[j - d]) for d in lengths if d <= j)
            table.append(t.compute(f"a{m}[{j}]", value, why="element j in a d-cycle: (j-1)!/(j-d)! ways times a(j-d), summed over d"))
        return table[n]

    def program(self, t: Tracer, data: dict) -> int:
        n, m = data["n"], data["m"]
        if not data["exact"]:
            t.state("setup")
            count = self._table(t, n, m)
            t.state("answer")
            return t.compute("answer", t.fetch(f"a{m}[{n}]", count))
        total = 0
        for d in divisors(m):
            t.state(f"divisor {d}")
            sign = t.compute("mobius", _mobius(m // d), why=f"μ({m}/{d})")
            if sign == 0:
                continue
            count = self._table(t, n, d)
            t.state(f"combine {d}")
            total = t.compute("new total", t.fetch("total", total) + sign * count, why=f"add μ({m // d}) times the count for σ^{d} identity")
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        n, m = data["n"], data["m"]
        lengths = divisors(m)
        total = 0

        def walk(i: int, left: int, cycles: list[tuple[int, int]]) -> None:
            nonlocal total
            if left == 0:
                order = math.lcm(*(d for d, c in cycles if c)) if cycles else 1
                if not data["exact"] or order == m:
                    size = math.factorial(n)
                    for d, c in cycles:
                        size //= d**c * math.factorial(c)
                    total += size
                return
            if i == len(lengths):
                return
            d = lengths[i]
            for c in range(left // d + 1):
                walk(i + 1, left - c * d, cycles + [(d, c)] if c else cycles)

        walk(0, n, [])
        return total


BOOTCAMP = PermutationOrder()
