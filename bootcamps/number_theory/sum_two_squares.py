"""r2(n): the number of ordered pairs of integers (x, y), signs and order counted, with
x^2 + y^2 = n. Jacobi's two-square theorem: r2(n) = 4 * prod(e + 1) over the primes
p ≡ 1 (mod 4) with exponent e, and 0 when a prime ≡ 3 (mod 4) has an odd exponent; the factor
2 does not matter. The plain solver counts divisors: r2(n) = 4 (d1(n) - d3(n)), where dk counts
the divisors ≡ k (mod 4)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask, divisors, factor_bounded
from bootcamps.number_theory._primes import SMALL_PRIMES
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    primes: int = 2  # prime factors of a built n
    max_prime: int = 60

    def __post_init__(self) -> None:
        if not 1 <= self.primes <= 8:
            raise ValueError(f"primes must be in 1..8, got {self.primes}")
        if not 13 <= self.max_prime <= 4999:
            raise ValueError(f"max_prime must be in 13..4999, got {self.max_prime}")


_TEMPLATES = (
    "How many ordered pairs of integers (x, y) satisfy x^2 + y^2 = {n}? Count negative values and both orders, so (3, 4), (4, 3) and (-3, 4) are different.",
    "Find r2({n}), the number of ways to write {n} as a sum of two squares of integers, where order and signs matter.",
    "Count the lattice points (x, y) with integer coordinates lying on the circle x^2 + y^2 = {n}.",
    "In how many ways can {n} be written as a^2 + b^2 with a and b integers (positive, negative or zero; (a, b) and (b, a) count separately)?",
)


class SumTwoSquares(IntegerAnswer, Bootcamp):
    id = "number_theory/sum_two_squares"
    description = "Count representations n = x^2 + y^2 over ordered integer pairs (Jacobi)"
    Config = Config
    LEVELS = {
        "1": Config(3, 100),
        "2": Config(4, 200),
        "3": Config(5, 400),
        "4": Config(6, 1500),
        "5": Config(8, 4999),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        pool = [p for p in SMALL_PRIMES if p <= config.max_prime]
        ones = [p for p in pool if p % 4 == 1]
        threes = [p for p in pool if p % 4 == 3]
        n = rng.choice((1, 1, 2, 4))
        for _ in range(config.primes):
            kind = rng.random()
            if kind < 0.65:
                n *= rng.choice(ones) ** rng.choice((1, 1, 2, 3))
            elif kind < 0.9:
                n *= rng.choice(threes) ** rng.choice((2, 2, 1))  # an odd power makes r2 zero
            else:
                n *= 2
        data = {"n": n}
        return data, self.solve_fast(n)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "a single integer", n=data["n"])

    def program(self, t: Tracer, data: dict) -> int:
        t.state("factor")
        n = t.fetch("n", data["n"])
        powers = t.compute("factors", [[p, e] for p, e in sorted(factor_bounded(n, 40_000).items())], why="prime factorization")
        count = 4
        for i, (p, e) in enumerate(powers):
            t.state(f"prime {i}")
            p, e = t.fetch(f"factors[{i}]", [p, e])
            r = t.compute("p mod 4", p % 4)
            if r == 1:
                count = t.compute("count", count * (e + 1), why=f"times e+1, that is {e + 1}")
            elif r == 3 and e % 2 == 1:
                count = t.compute("count", 0, why="a prime 3 mod 4 to an odd power: no representation")
            else:
                count = t.compute("count", count, why="2 or an even power of a prime 3 mod 4: no change")
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve_fast(self, n: int) -> int:
        count = 4
        for p, e in factor_bounded(n, 40_000).items():
            if p % 4 == 1:
                count *= e + 1
            elif p % 4 == 3 and e % 2:
                return 0
        return count

    def solve(self, data: dict) -> int:
        n = data["n"]
        if n > 10**13:
            return self.solve_fast(n)
        ds = divisors(n)
        return 4 * (sum(1 for d in ds if d % 4 == 1) - sum(1 for d in ds if d % 4 == 3))


BOOTCAMP = SumTwoSquares()
