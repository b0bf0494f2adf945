"""Euler's totient phi(n): factor n, then phi = prod p^(e-1) (p - 1)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.number_theory._primes import factorize, smallest_factor, smooth_number, value
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_primes: int = 1
    max_primes: int = 2
    max_prime: int = 30
    max_exponent: int = 2

    def __post_init__(self) -> None:
        if not 1 <= self.min_primes <= self.max_primes <= 10:
            raise ValueError(f"need 1 <= min_primes <= max_primes <= 10, got {self.min_primes}, {self.max_primes}")
        if not 10 <= self.max_prime <= 4999:
            raise ValueError(f"max_prime must be in 10..4999, got {self.max_prime}")
        if not 1 <= self.max_exponent <= 12:
            raise ValueError(f"max_exponent must be in 1..12, got {self.max_exponent}")


_TEMPLATES = (
    "Compute Euler's totient φ({n}): how many integers k with 1 <= k <= {n} satisfy gcd(k, {n}) = 1?",
    "How many of the numbers 1, 2, ..., {n} are coprime to {n}?",
    "Find phi({n}), where phi is Euler's totient function (the count of integers from 1 to n that share no factor greater than 1 with n).",
    "Let n = {n}. Count the positive integers not exceeding n that are relatively prime to n.",
    "What is the value of Euler's phi function at {n}?",
)


class EulerTotient(IntegerAnswer, Bootcamp):
    id = "number_theory/euler_totient"
    description = "Euler's totient of n via its prime factorization"
    Config = Config
    LEVELS = {
        "1": Config(3, 3, 100, 2),
        "2": Config(3, 4, 200, 3),
        "3": Config(4, 4, 300, 3),
        "4": Config(4, 5, 1000, 3),
        "5": Config(5, 6, 2000, 3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        factors = smooth_number(rng, rng.randint(config.min_primes, config.max_primes), config.max_prime, config.max_exponent)
        phi = math.prod(p ** (e - 1) * (p - 1) for p, e in factors.items())
        return {"n": value(factors)}, phi

    def prompt(self, data: dict, rng: random.Random) -> str:
        return f"{rng.choice(_TEMPLATES).format(n=data['n'])}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("start")
        rest = t.fetch("n", data["n"])
        phi = 1
        k = 0
        while rest > 1:
            t.state(f"prime factor {k}")
            rest, phi = t.fetch("rest", rest), t.fetch("phi", phi)
            p = t.compute("p", smallest_factor(rest), why="smallest prime dividing rest")
            if p < 2:  # only after an injected error; p = 1 would divide rest forever
                raise ValueError(f"p={p} is not a prime factor")
            e = 0
            while rest % p == 0:
                rest //= p
                e += 1
            e = t.compute("e", e, why="how many times p divides rest")
            if e < 1:
                raise ValueError(f"p={p} with exponent {e} is not a prime factor")  # only after an injected error
            rest = t.compute("rest2", rest, why="rest with p^e divided out")
            phi = t.compute("phi2", phi * p ** (e - 1) * (p - 1), why="phi * p^(e-1) * (p-1)")
            k += 1
        t.state("answer")
        return t.ret("phi", phi)

    def solve(self, data: dict) -> int:
        n = data["n"]
        return sum(1 for k in range(1, n + 1) if math.gcd(k, n) == 1) if n <= 20000 else _by_formula(n)


def _by_formula(n: int) -> int:
    # phi(n) = n * prod(1 - 1/p): the product form, not the per-prime-power one.
    out = n
    for p in factorize(n):
        out = out // p * (p - 1)
    return out


BOOTCAMP = EulerTotient()
