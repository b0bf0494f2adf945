"""The number of divisors tau(n) or the sum of divisors sigma(n) of n, from its factorization:
tau = prod (e + 1), sigma = prod (p^(e+1) - 1) / (p - 1)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask, divisors
from bootcamps.number_theory._primes import factorize, smallest_factor, smooth_number, value
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_primes: int = 2
    primes: int = 2
    max_prime: int = 30
    max_exponent: int = 3

    def __post_init__(self) -> None:
        if not 1 <= self.min_primes <= self.primes <= 8:
            raise ValueError(f"need 1 <= min_primes <= primes <= 8, got {self.min_primes}, {self.primes}")
        if not 10 <= self.max_prime <= 4999:
            raise ValueError(f"max_prime must be in 10..4999, got {self.max_prime}")
        if not 1 <= self.max_exponent <= 10:
            raise ValueError(f"max_exponent must be in 1..10, got {self.max_exponent}")


_ASK = {
    "count": (
        "How many positive divisors does {n} have?",
        "Count the positive integers d such that d divides {n} exactly.",
        "Let tau(n) be the number of positive divisors of n (1 and n included). Compute tau({n}).",
        "Find the number of divisors of {n}, counting 1 and {n} itself.",
    ),
    "sum": (
        "What is the sum of all positive divisors of {n} (including 1 and {n})?",
        "Let sigma(n) be the sum of the positive divisors of n, n itself included. Compute sigma({n}).",
        "Add up every positive integer that divides {n} exactly, 1 and {n} included. What is the total?",
        "Find the sum of the divisors of {n}, counting both 1 and {n}.",
    ),
}


class DivisorFunctions(IntegerAnswer, Bootcamp):
    id = "number_theory/divisor_functions"
    description = "Number or sum of the divisors of n from its prime factorization"
    Config = Config
    LEVELS = {
        "1": Config(3, 3, 100, 2),
        "2": Config(3, 3, 200, 3),
        "3": Config(3, 4, 300, 3),
        "4": Config(4, 5, 400, 3),
        "5": Config(5, 6, 600, 3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        factors = smooth_number(rng, rng.randint(config.min_primes, config.primes), config.max_prime, config.max_exponent)
        kind = rng.choice(("count", "sum"))
        tau, sigma = 1, 1
        for p, e in factors.items():
            tau *= e + 1
            sigma *= (p ** (e + 1) - 1) // (p - 1)
        return {"n": value(factors), "kind": kind}, tau if kind == "count" else sigma

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _ASK[data["kind"]], "one integer", n=data["n"])

    def program(self, t: Tracer, data: dict) -> int:
        t.state("start")
        rest = t.fetch("n", data["n"])
        kind = t.fetch("kind", data["kind"])
        total = t.compute("result", 1, why="empty product")
        k = 0
        while rest > 1:
            t.state(f"prime factor {k}")
            rest, total = t.fetch("rest", rest), t.fetch("result", total)
            p = t.compute("p", smallest_factor(rest), why="smallest prime dividing rest")
            e = 0
            while p > 1 and rest % p == 0:
                rest //= p
                e += 1
            e = t.compute("e", e, why="times p divides rest")
            if e < 1 or p < 2:
                raise ValueError(f"p={p}, e={e} is not a prime power factor")  # only after an injected error
            rest = t.compute("rest2", rest, why="rest / p^e")
            if kind == "count":
                total = t.compute("result2", total * (e + 1), why="result * (e + 1)")
            else:
                part = t.compute("part", (p ** (e + 1) - 1) // (p - 1), why="1 + p + ... + p^e")
                total = t.compute("result2", total * part, why="result * part")
            k += 1
        t.state("answer")
        return t.ret("result", total)

    def solve(self, data: dict) -> int:
        n = data["n"]
        if n <= 10**7:
            ds = divisors(n)  # brute force: every d up to sqrt(n)
        else:  # every product of prime powers p^0..p^e
            ds = [1]
            for p, e in factorize(n).items():
                ds = [d * p**i for d in ds for i in range(e + 1)]
        return len(ds) if data["kind"] == "count" else sum(ds)


BOOTCAMP = DivisorFunctions()
