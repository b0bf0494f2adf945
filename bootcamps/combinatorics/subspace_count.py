"""Number of k-dimensional subspaces of the vector space F_q^n over a finite field with q
elements: the Gaussian binomial coefficient [n choose k]_q. The traced solver fills rows of the
q-Pascal rule [m, j] = [m-1, j-1] + q^j [m-1, j] (split the echelon forms by whether the last
coordinate is a pivot column); the plain solver counts ordered bases,
prod (q^n - q^i) / prod (q^k - q^i)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer

PRIMES = (2, 3, 5, 7, 11, 13)


@dataclass(frozen=True)
class Config:
    min_n: int = 3
    max_n: int = 4
    max_q: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.min_n <= self.max_n <= 30 or self.max_q not in PRIMES:
            raise ValueError(f"need 2 <= min_n <= max_n <= 30 and max_q one of {PRIMES}, got {self}")


_TEMPLATES = (
    "Let F be the field with {q} elements (the integers modulo {q}). How many {k}-dimensional subspaces does the vector space F^{n} have?",
    "Over the integers modulo the prime {q}, count the distinct {k}-dimensional linear subspaces of the space of all length-{n} vectors.",
    "A linear code of length {n} and dimension {k} over the field Z/{q}Z is any {k}-dimensional subspace of (Z/{q}Z)^{n}. How many different such codes are there?",
    "Compute the Gaussian binomial coefficient [{n} choose {k}] at q = {q}, that is, the number of {k}-dimensional subspaces of an {n}-dimensional vector space over a field of {q} elements.",
)


class SubspaceCount(IntegerAnswer, Bootcamp):
    id = "combinatorics/subspace_count"
    description = "Number of k-dimensional subspaces of F_q^n (Gaussian binomial coefficients)"
    Config = Config
    min_distinct_prompts = {"1": 0.01, "2": 0.05, "3": 0.15, "4": 0.3, "5": 0.5}
    small_space_reason = "a case is only (q, n, k) and a wording: few triples at the low levels"
    LEVELS = {
        "1": Config(min_n=3, max_n=4, max_q=2),
        "2": Config(min_n=4, max_n=6, max_q=3),
        "3": Config(min_n=5, max_n=8, max_q=5),
        "4": Config(min_n=7, max_n=11, max_q=7),
        "5": Config(min_n=10, max_n=16, max_q=13),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_n, config.max_n)
        data = {"q": rng.choice([p for p in PRIMES if p <= config.max_q]), "n": n, "k": rng.randint(1, n - 1),
                "template": rng.randrange(len(_TEMPLATES))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, (_TEMPLATES[data["template"]],), "one integer", q=data["q"], n=data["n"], k=data["k"])

    def program(self, t: Tracer, data: dict) -> int:
        q, n, k = data["q"], data["n"], data["k"]
        t.state("setup")
        powers = t.compute("q powers", [q**j for j in range(k + 1)], why=f"q^j for j up to {k}")
        row = t.compute("G[0]", [1] + [0] * k, why="the zero space has one subspace, of dimension 0")
        for m in range(1, n + 1):
            t.state(f"dimension {m}")
            prev = t.fetch(f"G[{m - 1}]", row)
            row = t.compute(f"G[{m}]", [1] + [prev[j - 1] + powers[j] * prev[j] for j in range(1, k + 1)],
                            why="[m,j] equals [m-1,j-1] + q^j [m-1,j]")
        t.state("answer")
        return t.compute("answer", t.fetch(f"G[{n}]", row)[k], why=f"[{n} choose {k}] at q {q}")

    def solve(self, data: dict) -> int:
        q, n, k = data["q"], data["n"], data["k"]
        bases_in_space, bases_of_subspace = 1, 1
        for i in range(k):
            bases_in_space *= q**n - q**i  # ordered k-tuples of independent vectors in F_q^n
            bases_of_subspace *= q**k - q**i  # ordered bases of one k-dimensional subspace
        return bases_in_space // bases_of_subspace


BOOTCAMP = SubspaceCount()
