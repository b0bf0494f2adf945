"""Pillai's gcd sum P(n) = gcd(1, n) + gcd(2, n) + ... + gcd(n, n). Grouping k by d = gcd(k, n)
gives P(n) = sum over d | n of d * phi(n/d), a Dirichlet convolution of multiplicative
functions, so P is multiplicative with P(p^e) = (e + 1) p^e - e p^(e-1). The traced solver
factors n and multiplies the prime-power values; the plain solver sums d * phi(n/d) over the
divisors (or, for small n, gcd(k, n) over every k)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.number_theory._primes import factorize, smallest_factor, smooth_number, value
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_primes: int = 1
    max_primes: int = 2
    max_prime: int = 20
    max_exponent: int = 2

    def __post_init__(self) -> None:
        if not 1 <= self.min_primes <= self.max_primes <= 8:
            raise ValueError(f"need 1 <= min_primes <= max_primes <= 8, got {self.min_primes}, {self.max_primes}")
        if not 20 <= self.max_prime <= 4999:
            raise ValueError(f"max_prime must be in 20..4999, got {self.max_prime}")
        if not 1 <= self.max_exponent <= 8:
            raise ValueError(f"max_exponent must be in 1..8, got {self.max_exponent}")


_TEMPLATES = (
    "Compute S = gcd(1, {n}) + gcd(2, {n}) + gcd(3, {n}) + ... + gcd({n}, {n}), the sum of the greatest common divisors of {n} with every integer k from 1 to {n}.",
    "Pillai's arithmetical function is P(n) = sum of gcd(k, n) for k = 1, 2, ..., n. Evaluate P({n}).",
    "For each integer k with 1 ≤ k ≤ {n}, write down the greatest common divisor of k and {n}. What is the total of all {n} numbers written?",
    "Let n = {n}. Find the value of the sum over k = 1..n of gcd(k, n) (gcd is the greatest common divisor).",
)


def _prime_power_term(p: int, e: int) -> int:
    return (e + 1) * p**e - e * p ** (e - 1)


class GcdSum(IntegerAnswer, Bootcamp):
    id = "number_theory/gcd_sum"
    description = "Pillai's gcd sum: the total of gcd(k, n) over k = 1..n, by multiplicativity"
    Config = Config
    LEVELS = {
        "1": Config(3, 3, 150, 2),
        "2": Config(3, 4, 200, 3),
        "3": Config(4, 4, 300, 3),
        "4": Config(4, 6, 600, 4),
        "5": Config(5, 7, 2000, 5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        factors = smooth_number(rng, rng.randint(config.min_primes, config.max_primes), config.max_prime, config.max_exponent)
        total = 1
        for p, e in factors.items():
            total *= _prime_power_term(p, e)
        return {"n": value(factors)}, total

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", n=data["n"])

    def program(self, t: Tracer, data: dict) -> int:
        t.state("start")
        left = t.fetch("n", data["n"])
        product = t.compute("P", 1, why="empty product")
        step = 0
        while left > 1:
            step += 1
            t.state(f"factor {step}")
            left = t.fetch("m", left)
            product = t.fetch("P", product)
            if left < 2:
                raise ValueError("nothing left to factor")  # only after an injected error
            p = t.compute("p", smallest_factor(left), why="least prime factor of m")
            e, rest = 0, left
            while p > 1 and rest % p == 0:
                rest, e = rest // p, e + 1
            e = t.compute("e", e, why="how many times p divides m")
            if p < 2 or e < 1:
                raise ValueError("not a prime factor")  # only after an injected error
            term = t.compute("P(p^e)", _prime_power_term(p, e), why="(e+1)p^e - e p^(e-1)")
            product = t.compute("new P", product * term, why="P times P(p^e)")
            left = t.compute("new m", rest, why="m / p^e")
        t.state("answer")
        return t.ret("P", product)

    def solve(self, data: dict) -> int:
        n = data["n"]
        if n <= 20_000:
            return sum(math.gcd(k, n) for k in range(1, n + 1))
        divs = [1]
        phi_parts = factorize(n)
        for p, e in phi_parts.items():
            divs = [d * p**i for d in divs for i in range(e + 1)]

        def phi(m: int) -> int:
            out = m
            for p in phi_parts:
                if m % p == 0:
                    out = out // p * (p - 1)
            return out

        return sum(d * phi(n // d) for d in divs)


BOOTCAMP = GcdSum()
