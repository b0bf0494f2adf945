"""n! mod p for a prime p just above n, by Wilson's theorem: (p-1)! ≡ -1 (mod p), so
n! ≡ -1 / ((n+1)(n+2)...(p-1)) (mod p). The traced solver multiplies the k = p-1-n missing
factors modulo p and inverts the product with Fermat's little theorem; the plain solver uses
(p-1)(p-2)...(p-k) ≡ (-1)^k k!, so n! ≡ (-1)^(k+1) / k! (mod p)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.number_theory._primes import is_prime
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_prime: int = 1000
    max_gap: int = 3  # k = p - 1 - n

    def __post_init__(self) -> None:
        if not 100 <= self.max_prime <= 10**15:
            raise ValueError(f"max_prime must be in 100..10**15, got {self.max_prime}")
        if not 1 <= self.max_gap <= 60:
            raise ValueError(f"max_gap must be in 1..60, got {self.max_gap}")


_TEMPLATES = (
    "{p} is a prime. What is the remainder when {n}! is divided by {p}?",
    "Compute {n}! mod {p} (the number {p} is prime), as an integer from 0 to {pm1}.",
    "Let p = {p}, a prime number. Find the least non-negative residue of {n}! = 1·2·3·...·{n} modulo p.",
    "Find r with 0 ≤ r < {p} and {n}! ≡ r (mod {p}). You may use that {p} is prime.",
)


class FactorialModPrime(IntegerAnswer, Bootcamp):
    id = "number_theory/factorial_mod_prime"
    description = "n! mod p for n just below a prime p (Wilson's theorem and inverses)"
    Config = Config
    LEVELS = {
        "1": Config(10**5, 3),
        "2": Config(10**6, 6),
        "3": Config(10**7, 10),
        "4": Config(10**10, 16),
        "5": Config(10**14, 25),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        p = rng.randint(max(101, config.max_prime // 20), config.max_prime) | 1
        while not is_prime(p):
            p += 2
        k = rng.randint(1, config.max_gap)
        data = {"p": p, "n": p - 1 - k}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "a single integer", p=data["p"], n=data["n"], pm1=data["p"] - 1)

    def program(self, t: Tracer, data: dict) -> int:
        t.state("set up")
        p, n = t.fetch("p", data["p"]), t.fetch("n", data["n"])
        product = t.compute("wilson", p - 1, why="(p-1)! ≡ -1, written as p-1")
        missing = 1
        for i, m in enumerate(range(n + 1, p)):
            t.state(f"missing factor {i}")
            m = t.compute("factor", m, why=f"n+{i + 1}")
            missing = t.compute("missing", missing * m % p, why=f"times {m} mod p")
        t.state("invert")
        missing = t.fetch("missing", missing)
        if missing % p == 0 or p < 2:
            raise ValueError("not invertible after an injected error")
        inverse = t.compute("inverse", pow(missing, p - 2, p), why="missing^(p-2) mod p (Fermat)")
        return t.compute("answer", t.fetch("wilson", product) * inverse % p, why="(p-1) times the inverse, mod p")

    def solve(self, data: dict) -> int:
        p, n = data["p"], data["n"]
        k = p - 1 - n
        sign = 1 if (k + 1) % 2 == 0 else -1
        return sign * pow(math.factorial(k), -1, p) % p


BOOTCAMP = FactorialModPrime()
