"""Carmichael's function λ(n): the least m > 0 with a^m ≡ 1 (mod n) for every a coprime to n.
From the factorization: λ(2) = 1, λ(4) = 2, λ(2^e) = 2^(e-2) for e >= 3, λ(p^e) = p^(e-1)(p-1)
for odd p, and λ(n) is the lcm over the prime powers. The plain solver, at small n, takes the
largest multiplicative order of any unit (the exponent of the group), else the same formula
from a factorization found another way (dividing by primes in decreasing order)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask, factor_bounded
from bootcamps.number_theory._primes import factorize, smooth_number, value
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_primes: int = 2
    max_primes: int = 2
    max_prime: int = 20
    max_exponent: int = 2

    def __post_init__(self) -> None:
        if not 1 <= self.min_primes <= self.max_primes <= 8:
            raise ValueError(f"need 1 <= min_primes <= max_primes <= 8, got {self.min_primes}, {self.max_primes}")
        if not 10 <= self.max_prime <= 4999:
            raise ValueError(f"max_prime must be in 10..4999, got {self.max_prime}")
        if not 1 <= self.max_exponent <= 10:
            raise ValueError(f"max_exponent must be in 1..10, got {self.max_exponent}")


def prime_power_lambda(p: int, e: int) -> int:
    if p == 2:
        return 1 if e == 1 else 2 if e == 2 else 2 ** (e - 2)
    return p ** (e - 1) * (p - 1)


_TEMPLATES = (
    "Compute the Carmichael function λ({n}): the smallest positive m such that a^m ≡ 1 (mod {n}) for every integer a coprime to {n}.",
    "What is the exponent of the multiplicative group of units modulo {n}, i.e. the least m > 0 with a^m ≡ 1 (mod {n}) for all a with gcd(a, {n}) = 1?",
    "Find the least positive integer m such that every a coprime to {n} satisfies a^m mod {n} = 1 (Carmichael's reduced totient of {n}).",
    "Let n = {n}. Give λ(n), the universal exponent of the integers modulo n: the smallest m >= 1 with a^m ≡ 1 (mod n) whenever gcd(a, n) = 1.",
)


class CarmichaelLambda(IntegerAnswer, Bootcamp):
    id = "number_theory/carmichael_lambda"
    description = "Carmichael's reduced totient λ(n), the exponent of the unit group mod n"
    Config = Config
    min_distinct_prompts = {"1": 0.9}
    small_space_reason = "level 1 numbers are products of two small prime powers: a few hundred values"
    LEVELS = {
        "1": Config(min_primes=2, max_primes=2, max_prime=50, max_exponent=3),
        "2": Config(min_primes=2, max_primes=3, max_prime=120, max_exponent=3),
        "3": Config(min_primes=3, max_primes=4, max_prime=150, max_exponent=4),
        "4": Config(min_primes=3, max_primes=5, max_prime=300, max_exponent=4),
        "5": Config(min_primes=4, max_primes=6, max_prime=1000, max_exponent=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            powers = smooth_number(rng, rng.randint(config.min_primes, config.max_primes), config.max_prime, config.max_exponent)
            if rng.random() < 0.5:
                powers[2] = rng.randint(1, config.max_exponent + 2)  # the even prime has its own rule
            n = value(powers)
            data = {"n": n}
            gold = self.solve(data)
            phi = math.prod(prime_power_lambda(p, 1) * p ** (e - 1) for p, e in powers.items())
            if gold != phi and n < 10**15:  # where λ = φ the task is the totient again
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", n=data["n"])

    def program(self, t: Tracer, data: dict) -> int:
        t.state("factor")
        n = t.fetch("n", data["n"])
        powers = factor_bounded(n, 2000)  # bounded: a corrupted n may have only huge factors
        t.compute("factors", [(p, e) for p, e in sorted(powers.items())], why="n as prime powers (p, e)")
        result = 1
        for p, e in sorted(powers.items()):
            t.state(f"prime {p}")
            part = t.compute(f"λ({p}^{e})", prime_power_lambda(p, e),
                             why="2^(e-2) for 2^e, e>=3" if p == 2 and e >= 3 else "p^(e-1)(p-1)" if p > 2 else "λ(2)=1, λ(4)=2")
            acc = t.fetch("lcm", result)
            result = t.compute("lcm'", acc * part // math.gcd(acc, part), why=f"lcm(lcm, λ({p}^{e}))")
        t.state("answer")
        return t.compute("answer", t.fetch("lcm", result))

    def solve(self, data: dict) -> int:
        n = data["n"]
        if n <= 150:  # the group exponent directly: the largest order of a unit
            best = 1
            for a in range(2, n):
                if math.gcd(a, n) == 1:
                    k, x = 1, a % n
                    while x != 1:
                        x, k = x * a % n, k + 1
                    best = max(best, k)
            return best
        result, rest = 1, n
        for p in sorted(factorize(n), reverse=True):
            e = 0
            while rest % p == 0:
                rest, e = rest // p, e + 1
            part = prime_power_lambda(p, e)
            result = result * part // math.gcd(result, part)
        return result


BOOTCAMP = CarmichaelLambda()
