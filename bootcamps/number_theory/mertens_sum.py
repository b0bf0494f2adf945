"""The sum of the Möbius function over a range, μ(a) + μ(a+1) + ... + μ(b), where μ(m) = 0 if
a square > 1 divides m and (-1)^(number of prime factors) otherwise. The traced solver factors
each m in turn; the plain solver sieves μ over the whole range at once (each prime flips the
sign of its multiples and zeroes the multiples of its square)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.number_theory._primes import factorize
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_start: int = 100
    min_length: int = 5
    max_length: int = 10

    def __post_init__(self) -> None:
        if not 2 <= self.max_start <= 10**9:
            raise ValueError(f"max_start must be in 2..10**9, got {self.max_start}")
        if not 2 <= self.min_length <= self.max_length <= 500:
            raise ValueError(f"need 2 <= min_length <= max_length <= 500, got {self.min_length}, {self.max_length}")


_TEMPLATES = (
    "Compute the sum of the Möbius function μ(m) over all integers m from {a} to {b} inclusive. (μ(m) = 0 if m is divisible by the square of a prime; otherwise μ(m) = (-1)^r where r is the number of distinct prime factors of m.)",
    "Let μ be the Möbius function: μ(m) = 0 when some p^2 divides m (p prime), else (-1) to the power of the number of prime factors of m. Find μ({a}) + μ({a1}) + ... + μ({b}).",
    "For each integer m with {a} <= m <= {b}, score +1 if m is square-free with an even number of prime factors, -1 if square-free with an odd number, and 0 if not square-free. What is the total score?",
    "Evaluate the sum of μ(m) for m = {a}, ..., {b}, where μ is the Möbius function (0 on numbers with a repeated prime factor, +1 or -1 on square-free numbers by the parity of their number of prime factors).",
)


class MertensSum(IntegerAnswer, Bootcamp):
    id = "number_theory/mertens_sum"
    description = "Sum of the Möbius function over a range of integers"
    Config = Config
    LEVELS = {
        "1": Config(max_start=3_000, min_length=4, max_length=8),
        "2": Config(max_start=2_000, min_length=8, max_length=15),
        "3": Config(max_start=50_000, min_length=12, max_length=25),
        "4": Config(max_start=10**6, min_length=20, max_length=40),
        "5": Config(max_start=10**8, min_length=30, max_length=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        a = rng.randint(2, config.max_start)
        data = {"a": a, "b": a + rng.randint(config.min_length, config.max_length) - 1}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", a=data["a"], a1=data["a"] + 1, b=data["b"])

    def program(self, t: Tracer, data: dict) -> int:
        total = 0
        for m in range(data["a"], data["b"] + 1):
            t.state(f"number {m}")
            value = t.fetch("m", m)
            powers = factorize(value)
            t.compute("factors", [(p, e) for p, e in sorted(powers.items())])
            mu = t.compute("μ", 0 if any(e > 1 for e in powers.values()) else (-1) ** len(powers),
                           why="0 if a square divides, else (-1)^(number of primes)")
            total = t.compute("sum", t.fetch("sum", total) + mu)
        t.state("answer")
        return t.compute("answer", t.fetch("sum", total))

    def solve(self, data: dict) -> int:
        a, b = data["a"], data["b"]
        root = math.isqrt(b)
        is_prime = bytearray([1]) * (root + 1)
        rest = list(range(a, b + 1))  # the part of each number not yet divided out
        mu = [1] * len(rest)
        for p in range(2, root + 1):
            if not is_prime[p]:
                continue
            is_prime[p * p :: p] = bytes(len(range(p * p, root + 1, p)))
            for i in range((-a) % p, len(rest), p):
                mu[i] = 0 if (a + i) % (p * p) == 0 else -mu[i]
                while rest[i] % p == 0:
                    rest[i] //= p
        # what is left above 1 is one prime larger than sqrt(b)
        return sum(-m if r > 1 else m for m, r in zip(mu, rest))


BOOTCAMP = MertensSum()
