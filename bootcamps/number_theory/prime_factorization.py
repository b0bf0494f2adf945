"""Prime factorization of n, written as a product of prime powers (2^3 * 3 * 5^2).

Any order of the factors is accepted, and a prime may be repeated instead of raised to a power
(2 * 2 * 3); every base must be prime and the multiset must be exactly n's.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import clean_answer
from bootcamps.number_theory._primes import is_prime, smallest_factor, smooth_number, value
from bootcamps.trace import Tracer

_TIMES = re.compile(r"\s*(?:\*|×|·|⋅|\\cdot|\\times)\s*")
_POWER = re.compile(r"([1-9]\d{0,11})(?:\s*(?:\^|\*\*)\s*\{?\s*([1-9]\d{0,2})\s*\}?)?")


@dataclass(frozen=True)
class Config:
    min_primes: int = 2
    max_primes: int = 3
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
    "Find the prime factorization of {n}.",
    "Write {n} as a product of powers of distinct primes.",
    "Factor {n} completely into primes.",
    "What are the prime factors of {n}, with their multiplicities? Express {n} as a product of prime powers.",
    "Decompose the integer {n} into its prime factorization.",
)


def format_factors(factors: dict[int, int]) -> str:
    return " * ".join(f"{p}^{e}" if e > 1 else str(p) for p, e in sorted(factors.items()))


def read_factors(text: str) -> dict[int, int] | None:
    """``2^3 * 3 * 5^2`` -> {2: 3, 3: 1, 5: 2}; bases must be prime, exponents positive."""
    text = clean_answer(text, 2000)
    if text is None:
        return None
    text = re.sub(r"^\s*\d+\s*=\s*", "", text)  # "360 = 2^3 * ..." restates n first
    out: dict[int, int] = {}
    for item in _TIMES.split(text.strip()):
        match = _POWER.fullmatch(item)
        if match is None:
            return None
        p, e = int(match.group(1)), int(match.group(2) or 1)
        if e < 1 or not is_prime(p):
            return None
        out[p] = out.get(p, 0) + e
    return out


class PrimeFactorization(Bootcamp):
    id = "number_theory/prime_factorization"
    description = "Prime factorization of n as a product of prime powers"
    Config = Config
    LEVELS = {
        "1": Config(3, 3, 100, 2),
        "2": Config(3, 4, 150, 3),
        "3": Config(3, 4, 300, 3),
        "4": Config(4, 5, 1000, 3),
        "5": Config(5, 6, 3000, 3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            factors = smooth_number(rng, rng.randint(config.min_primes, config.max_primes), config.max_prime, config.max_exponent)
            if sum(factors.values()) >= 2:  # a prime is its own factorization: the restated n
                return {"n": value(factors)}, format_factors(factors)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "a product of prime powers in the form 2^3 * 3 * 5^2"
        return f"{rng.choice(_TEMPLATES).format(n=data['n'])}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        got = read_factors(text)
        return 1.0 if got is not None and got == read_factors(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        rest = t.fetch("n", data["n"])
        parts: list[str] = []
        k = 0
        while rest > 1:
            t.state(f"prime factor {k}")
            rest = t.fetch("rest", rest)
            p = t.compute("p", smallest_factor(rest), why="smallest prime dividing rest")
            e = 0
            while p > 1 and rest % p == 0:
                rest //= p
                e += 1
            e = t.compute("e", e, why="how many times p divides rest")
            rest = t.compute("rest2", rest, why="rest with p^e divided out")
            parts.append(t.compute(f"f[{k}]", f"{p}^{e}" if e > 1 else str(p), why="the prime power"))
            k += 1
        t.state("answer")
        return t.compute("answer", " * ".join(t.fetch(f"f[{i}]", parts[i]) for i in range(k)), why="the factors joined")

    def solve(self, data: dict) -> str:
        n, factors, d = data["n"], {}, 2
        while n > 1:  # plain trial division by every d, not only by primes
            while n % d == 0:
                factors[d] = factors.get(d, 0) + 1
                n //= d
            d += 1
        return format_factors(factors)


BOOTCAMP = PrimeFactorization()
