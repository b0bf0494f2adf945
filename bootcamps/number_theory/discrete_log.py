"""The discrete logarithm modulo a prime: the least x >= 0 with g^x ≡ h (mod p), h built as a
power of g so an answer exists. The traced solver runs baby-step giant-step (a table of g^j
for j < m = ceil(sqrt(p - 1)), then h·(g^-m)^i for i = 0, 1, ... until one is in the table);
the plain solver multiplies by g until it reaches h."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask, factor
from bootcamps.number_theory._primes import random_prime
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_p: int = 11
    max_p: int = 50

    def __post_init__(self) -> None:
        if not 5 <= self.min_p < self.max_p <= 10**6:
            raise ValueError(f"need 5 <= min_p < max_p <= 10**6, got {self.min_p}, {self.max_p}")


def order(g: int, p: int) -> int:
    """Multiplicative order of g modulo the prime p, from the factors of p - 1."""
    n = p - 1
    for q in factor(p - 1):
        while n % q == 0 and pow(g, n // q, p) == 1:
            n //= q
    return n


_TEMPLATES = (
    "Find the smallest non-negative integer x such that {g}^x ≡ {h} (mod {p}).",
    "Solve the discrete logarithm problem {g}^x = {h} modulo the prime {p}; give the least x >= 0.",
    "Working modulo {p}, which is the least exponent x >= 0 for which {g} raised to x leaves remainder {h}?",
    "Compute the discrete logarithm of {h} to the base {g} modulo {p}: the smallest x >= 0 with {g}^x mod {p} = {h}.",
    "Let p = {p}. What is the smallest non-negative x with {g}^x ≡ {h} (mod p)?",
)


class DiscreteLog(IntegerAnswer, Bootcamp):
    id = "number_theory/discrete_log"
    description = "Least x with g^x ≡ h (mod p): discrete logarithm by baby-step giant-step"
    Config = Config
    min_distinct_prompts = {"1": 0.96}
    small_space_reason = 'level 1 primes are below 100: a few thousand (p, g, h) triples'
    LEVELS = {
        "1": Config(min_p=11, max_p=100),
        "2": Config(min_p=60, max_p=300),
        "3": Config(min_p=300, max_p=2_000),
        "4": Config(min_p=2_000, max_p=10_000),
        "5": Config(min_p=10_000, max_p=40_000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            p = random_prime(rng, config.min_p, config.max_p)
            g = rng.randint(2, p - 2)
            n = order(g, p)
            if n >= max(6, (p - 1) // 4):  # a base of tiny order makes the table trivial
                break
        x = rng.randint(2, n - 1)
        data = {"p": p, "g": g, "h": pow(g, x, p)}
        return data, x

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", **data)

    def program(self, t: Tracer, data: dict) -> int:
        t.state("setup")
        p, g, h = t.fetch("p", data["p"]), t.fetch("g", data["g"]), t.fetch("h", data["h"])
        m = t.compute("m", math.isqrt(p - 2) + 1, why="ceil(sqrt(p-1))")
        table: dict[int, int] = {}
        value = 1
        for j in range(m):
            t.state(f"baby {j}")
            value = t.fetch(f"g^{j}", value)
            if value not in table:
                table[value] = j
            value = t.compute(f"g^{j + 1}", value * g % p, why=f"g^{j}*g mod p")
        t.state("giant factor")
        step = t.compute("g^-m", pow(g, -m, p), why="inverse of g^m mod p")
        gamma, i = h, 0
        while True:
            t.state(f"giant {i}")
            gamma = t.fetch("gamma", gamma)
            j = t.compute("j", table.get(gamma, -1), why="gamma in the baby table? (-1: no)")
            if not t.goto(j < 0 and i < m, why="next giant step while not found"):
                break
            gamma = t.compute("gamma'", gamma * step % p, why="gamma*g^-m mod p")
            i += 1
        t.state("answer")
        return t.compute("x", i * m + j, why=f"{i}*m+j")

    def solve(self, data: dict) -> int:
        p, g, h = data["p"], data["g"], data["h"]
        value, x = 1, 0
        while value != h:
            value, x = value * g % p, x + 1
            if x > p:
                raise ValueError(f"{h} is not a power of {g} mod {p}")
        return x


BOOTCAMP = DiscreteLog()
