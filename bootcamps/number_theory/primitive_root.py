"""The smallest primitive root modulo a prime p: the least g whose powers give every nonzero
residue, tested as g^((p-1)/q) != 1 (mod p) for each prime q dividing p - 1."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.number_theory._primes import SMALL_PRIMES, factorize, is_prime, random_prime
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_prime: int = 11
    max_prime: int = 200
    min_factors: int = 1  # distinct primes dividing p - 1: each is one test per candidate g

    def __post_init__(self) -> None:
        if not 1 <= self.min_factors <= 8:
            raise ValueError(f"min_factors must be in 1..8, got {self.min_factors}")
        if not 5 <= self.min_prime < self.max_prime <= 10**15:
            raise ValueError(f"need 5 <= min_prime < max_prime <= 10**15, got {self.min_prime}, {self.max_prime}")


_TEMPLATES = (
    "Find the smallest primitive root modulo the prime {p}.",
    "A primitive root modulo a prime p is an integer g whose powers g, g^2, ..., g^(p-1) leave every remainder 1, 2, ..., p-1 when divided by p. What is the least positive primitive root modulo {p}?",
    "What is the smallest integer g >= 2 such that g has multiplicative order {p_1} modulo {p}?",
    "Determine the least generator g of the multiplicative group of integers modulo {p} (a prime).",
    "{p} is prime. Which is the smallest positive integer g that is a primitive root mod {p}?",
)


def _distinct_primes(n: int) -> list[int]:
    return sorted(factorize(n))


class PrimitiveRoot(IntegerAnswer, Bootcamp):
    id = "number_theory/primitive_root"
    description = "Smallest primitive root modulo a prime p"
    Config = Config
    min_distinct_prompts = {"1": 0.85}
    small_space_reason = "level 1 draws from the 1,224 primes below 10,000"
    LEVELS = {
        "1": Config(11, 10**4, 1),
        "2": Config(10**4, 10**6, 2),
        "3": Config(10**5, 10**6, 3),
        "4": Config(10**7, 10**10, 5),
        "5": Config(10**10, 10**14, 7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while config.max_prime <= 10**6:
            p = random_prime(rng, config.min_prime, config.max_prime)
            if len(factorize(p - 1)) >= config.min_factors:
                return {"p": p}, self.solve({"p": p})
        while True:  # p - 1 = 2 * (small primes): factoring p - 1 stays cheap at every size
            m = 2
            while m * 2 < config.min_prime:
                m *= rng.choice(SMALL_PRIMES[:100])
            p = m + 1
            if p <= config.max_prime and len(set(_distinct_primes(m))) >= config.min_factors and is_prime(p):
                break
        return {"p": p}, self.solve({"p": p})

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(p=data["p"], p_1=data["p"] - 1)
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("factor p-1")
        p = t.fetch("p", data["p"])
        primes = t.compute("q", _distinct_primes(p - 1), why="the distinct primes dividing p-1")
        g = 2
        while True:
            root = True
            for i, q in enumerate(primes):
                t.state(f"test g {g} against q[{i}]")
                g, q = t.fetch("g", g), t.fetch(f"q[{i}]", q)
                power = t.compute("r", pow(g, (p - 1) // q, p), why="g^((p-1)/q) mod p")
                if not t.goto(power != 1, why="the next prime q if r is not 1"):
                    root = False
                    break
            if root:
                break
            t.state(f"reject g {g}")
            g = t.compute("g2", t.fetch("g", g) + 1, why="g+1")
            if g >= p:
                raise ValueError(f"no primitive root below p={p}")  # only after an injected error
        t.state("answer")
        return t.ret("g", g)

    def solve(self, data: dict) -> int:
        p = data["p"]
        for g in range(2, p):  # the order of g divides p-1; g is a root when no proper divisor is one
            if all(pow(g, (p - 1) // q, p) != 1 for q in factorize(p - 1)):
                return g
        raise ValueError(f"{p} has no primitive root; is it prime?")


BOOTCAMP = PrimitiveRoot()
