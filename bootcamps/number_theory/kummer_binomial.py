"""The exponent of a prime p in the binomial coefficient C(n, k), by Kummer's theorem: it is
the number of carries when k and n - k are added in base p. The traced solver writes both in
base p and adds them digit by digit; the plain solver uses Legendre's formula,
v_p(n!) - v_p(k!) - v_p((n-k)!) with v_p(m!) = sum of m // p^i."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_n: int = 100
    primes: tuple[int, ...] = (2, 3, 5, 7)

    def __post_init__(self) -> None:
        if not 10 <= self.max_n <= 10**30:
            raise ValueError(f"max_n must be in 10..10**30, got {self.max_n}")
        if not self.primes or any(p < 2 or any(p % d == 0 for d in range(2, p)) for p in self.primes):
            raise ValueError(f"primes must be primes, got {self.primes}")


def base_digits(value: int, p: int) -> list[int]:
    """Digits of value in base p, least significant first ([0] for 0)."""
    if p < 2 or value < 0:
        raise ValueError(f"need base >= 2 and value >= 0, got {p}, {value}")  # only after an injected error
    out = []
    while True:
        value, r = divmod(value, p)
        out.append(r)
        if not value:
            return out


_TEMPLATES = (
    "What is the largest integer e such that {p}^e divides the binomial coefficient C({n}, {k})?",
    "Find the exponent of the prime {p} in the prime factorization of the binomial coefficient ({n} choose {k}).",
    "How many times does {p} divide C({n}, {k}) = {n}! / ({k}! · {m}!)? Give the {p}-adic valuation.",
    "Let N = C({n}, {k}). Determine v_{p}(N), the highest power of {p} dividing N.",
    "The binomial coefficient {n} choose {k} is divisible by {p}^e but not by {p}^(e+1). Find e.",
)


class KummerBinomial(IntegerAnswer, Bootcamp):
    id = "number_theory/kummer_binomial"
    description = "Exponent of a prime in C(n, k) by Kummer's carries theorem"
    Config = Config
    LEVELS = {
        "1": Config(max_n=300, primes=(3, 5, 7)),
        "2": Config(max_n=1_000, primes=(2, 3, 5, 7)),
        "3": Config(max_n=10**5, primes=(2, 3, 5, 7, 11, 13)),
        "4": Config(max_n=10**9, primes=(2, 3, 5, 7, 11, 13, 17, 19)),
        "5": Config(max_n=10**18, primes=(2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31)),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        p = rng.choice(config.primes)
        while True:
            n = rng.randint(max(10, config.max_n // 20), config.max_n)
            k = rng.randint(1, n - 1)
            data = {"n": n, "k": k, "p": p}
            gold = self.solve(data)
            if gold > 0 or rng.random() < 0.1:  # mostly a positive count: 0 is a guess away
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", m=data["n"] - data["k"], **data)

    def program(self, t: Tracer, data: dict) -> int:
        t.state("setup")
        n, k, p = t.fetch("n", data["n"]), t.fetch("k", data["k"]), t.fetch("p", data["p"])
        a = t.compute("k in base p", base_digits(k, p)[::-1], why="digits, most significant first")
        b = t.compute("n-k in base p", base_digits(n - k, p)[::-1], why="digits, most significant first")
        a, b = a[::-1], b[::-1]
        carry, carries = 0, 0
        for i in range(max(len(a), len(b))):
            t.state(f"digit {i}")
            x = t.fetch(f"a[{i}]", a[i] if i < len(a) else 0)
            y = t.fetch(f"b[{i}]", b[i] if i < len(b) else 0)
            c = t.fetch("carry", carry)
            carry = t.compute("carry'", (x + y + c) // p, why=f"(a+b+carry)//{p}")
            carries = t.compute("carries", carries + carry)
        t.state("answer")
        return t.compute("answer", t.fetch("carries", carries))

    def solve(self, data: dict) -> int:
        n, k, p = data["n"], data["k"], data["p"]

        def legendre(m: int) -> int:
            total, q = 0, p
            while q <= m:
                total += m // q
                q *= p
            return total

        return legendre(n) - legendre(k) - legendre(n - k)


BOOTCAMP = KummerBinomial()
