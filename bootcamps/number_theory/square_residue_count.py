"""How many distinct squares there are modulo n: the number of values x^2 mod n takes for
x = 0..n-1. The count is multiplicative (Chinese remainder theorem), and modulo a prime power
p^k a nonzero square is p^(2j) times a unit square modulo p^(k-2j); unit squares number
phi(p^m)/2 for odd p, and 1, 1, 2^(m-3) modulo 2, 4, 2^m (m >= 3). The plain solver squares
every residue of each prime power."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask, factor_bounded
from bootcamps.number_theory._primes import SMALL_PRIMES
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    low: int = 100
    high: int = 10_000
    primes: int = 0  # > 0: n is a product of this many (and one more at most) random prime powers

    def __post_init__(self) -> None:
        if not 10 <= self.low < self.high <= 10**18:
            raise ValueError(f"need 10 <= low < high <= 10**18, got {self.low}, {self.high}")


_VARS = ("x", "y", "k", "t", "m", "a", "r")
_TEMPLATES = (
    "As {v} runs over 0, 1, ..., {nm1}, how many distinct values does {v}^2 mod {n} take (0 included)?",
    "Count the squares modulo {n}: the number of different residues r in 0..{nm1} such that {v}^2 ≡ r (mod {n}) has a solution (count r = 0 too).",
    "How many elements of Z/{n}Z are perfect squares, i.e. equal to {v}·{v} for some {v} in Z/{n}Z? Include 0.",
    "Let S be the set of remainders of {v}^2 on division by {n}, for all integers {v}. What is the size of S?",
)


def _unit_squares(p: int, m: int) -> int:
    if m == 0:
        return 1
    if p == 2:
        return 1 if m <= 2 else 2 ** (m - 3)
    return (p - 1) * p ** (m - 1) // 2


class SquareResidueCount(IntegerAnswer, Bootcamp):
    id = "number_theory/square_residue_count"
    description = "Count the distinct squares modulo n (multiplicative, prime-power formula)"
    Config = Config
    LEVELS = {
        "1": Config(100, 10_000),
        "2": Config(10_000, 200_000),
        "3": Config(200_000, 2_000_000),
        "4": Config(10**6, 10**11, 4),
        "5": Config(10**10, 10**17, 5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        if not config.primes:
            n = rng.randint(config.low, config.high)
        else:
            while True:
                n = 1
                for p in sorted(rng.sample(SMALL_PRIMES[:60], rng.randint(config.primes, config.primes + 1))):
                    n *= p ** rng.choice((1, 2, 2, 3, 3, 4, 5))
                if config.low <= n <= config.high:
                    break
        data = {"n": n, "var": rng.randrange(len(_VARS))}
        return data, _count(n)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["n"]
        return ask(rng, _TEMPLATES, "a single integer", n=n, nm1=n - 1, v=_VARS[data["var"]])

    def program(self, t: Tracer, data: dict) -> int:
        t.state("factor")
        n = t.fetch("n", data["n"])
        powers = t.compute("factors", [[p, e] for p, e in sorted(factor_bounded(n, 40_000).items())], why="prime powers of n")
        counts = []
        for i, (p, k) in enumerate(powers):
            t.state(f"prime power {i}")
            p, k = t.fetch(f"factors[{i}]", [p, k])
            total = t.compute("zero", 1, why="the square 0")
            for j in range(0, (k + 1) // 2):
                u = t.compute(f"units mod {p}^{k - 2 * j}", _unit_squares(p, k - 2 * j),
                              why="1, 1, 2^(m-3) for 2^m; phi(p^m)/2 for odd p")
                total = t.compute(f"count{j}", total + u, why=f"add squares p^{2 * j} * unit")
            counts.append(total)
        t.state("answer")
        answer = 1
        for i, c in enumerate(counts):
            answer = t.compute("product", answer * t.fetch(f"count[{i}]", c), why="multiply over prime powers (CRT)")
        return answer

    def solve(self, data: dict) -> int:
        answer = 1
        for p, k in factor_bounded(data["n"], 40_000).items():
            q = p**k
            if q <= 200_000:
                answer *= len({x * x % q for x in range(q)})
            else:
                answer *= _count(q)
        return answer


def _count(n: int) -> int:
    answer = 1
    for p, k in factor_bounded(n, 40_000).items():
        answer *= 1 + sum(_unit_squares(p, k - 2 * j) for j in range((k + 1) // 2))
    return answer


BOOTCAMP = SquareResidueCount()
