"""Legendre symbol (a/p) for an odd prime p: is a a square modulo p? Computed by the Jacobi
reciprocity algorithm (strip factors of two, flip, reduce); Euler's criterion is the plain solver."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.number_theory._primes import random_prime
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_prime: int = 100
    max_a: int = 1000

    def __post_init__(self) -> None:
        if not 20 <= self.max_prime <= 10**6:
            raise ValueError(f"max_prime must be in 20..10**6, got {self.max_prime}")
        if not 10 <= self.max_a <= 10**18:
            raise ValueError(f"max_a must be in 10..10**18, got {self.max_a}")


_TEMPLATES = (
    "Compute the Legendre symbol ({a} / {p}). It is 1 if {a} is a nonzero square modulo the prime {p}, -1 if it is not a square, and 0 if {p} divides {a}.",
    "Let p = {p} (a prime). Is a = {a} a quadratic residue modulo p? Answer with the Legendre symbol: 1 for a nonzero quadratic residue, -1 for a non-residue, 0 when p divides a.",
    "Evaluate the Legendre symbol of {a} modulo the odd prime {p} (1: x^2 = {a} mod {p} has a solution and {p} does not divide {a}; -1: no solution; 0: {p} divides {a}).",
    "Does the congruence x^2 ≡ {a} (mod {p}) have a solution? Give the Legendre symbol ({a}|{p}): 1 if yes and {a} is not divisible by {p}, -1 if no, 0 if {p} divides {a}.",
)


class LegendreSymbol(IntegerAnswer, Bootcamp):
    id = "number_theory/legendre_symbol"
    description = "Legendre symbol (a/p): quadratic residue test by reciprocity"
    Config = Config
    LEVELS = {
        "1": Config(100, 1000),
        "2": Config(1000, 10**5),
        "3": Config(10**4, 10**8),
        "4": Config(10**5, 10**12),
        "5": Config(10**6, 10**18),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        p = random_prime(rng, 11, config.max_prime)
        a = rng.randint(config.max_a // 10, config.max_a)
        if rng.random() < 0.03:
            a -= a % p  # now and then p divides a
        symbol = pow(a, (p - 1) // 2, p)
        return {"a": a, "p": p}, -1 if symbol == p - 1 else symbol

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one of 1, -1 or 0", **data)

    def program(self, t: Tracer, data: dict) -> int:
        t.state("reduce")
        n = t.fetch("p", data["p"])
        a = t.compute("a", t.fetch("a0", data["a"]) % n, why="a0 mod p")
        sign = t.compute("sign", 1, why="start positive")
        k = 0
        while a != 0:
            t.state(f"round {k}")
            a, n, sign = t.fetch("a", a), t.fetch("n", n), t.fetch("sign", sign)
            twos = 0
            while a != 0 and a % 2 == 0:
                a //= 2
                twos += 1
            twos = t.compute("twos", twos, why="factors of 2 taken out of a")
            a = t.compute("odd", a, why="a without its factors of 2")
            if twos % 2 == 1 and n % 8 in (3, 5):
                sign = t.compute("sign2", -sign, why="(2/n) = -1 as n mod 8 is 3 or 5, odd count of twos")
            if a % 4 == 3 and n % 4 == 3:
                sign = t.compute("sign3", -sign, why="reciprocity: both are 3 mod 4")
            a, n = t.compute("a2", n % a if a else 0, why="n mod a (after swapping)"), t.compute("n2", a, why="swap")
            k += 1
            if n <= 0:
                raise ValueError(f"n={n} after an injected error")
        t.state("answer")
        n, sign = t.fetch("n", n), t.fetch("sign", sign)
        return t.ret("symbol", sign if n == 1 else 0)

    def solve(self, data: dict) -> int:
        a, p = data["a"] % data["p"], data["p"]
        if a == 0:
            return 0
        if p < 5000:  # brute force: is a among the squares mod p
            return 1 if a in {x * x % p for x in range(1, p)} else -1
        return 1 if pow(a, (p - 1) // 2, p) == 1 else -1  # Euler's criterion


BOOTCAMP = LegendreSymbol()
