"""Count ordered k-tuples of positive integers with a given gcd G and lcm L: for each prime p
with p^e exactly dividing L/G, the exponents lie in [0, e] with both ends used, which is
(e+1)^k - 2e^k + (e-1)^k choices; multiply over the primes."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask, divisors, factor, factor_bounded
from bootcamps.number_theory._primes import smooth_number, value
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_k: int = 2
    primes: int = 2
    max_exponent: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.max_k <= 6:
            raise ValueError(f"max_k must be in 2..6, got {self.max_k}")
        if not 1 <= self.primes <= 6:
            raise ValueError(f"primes must be in 1..6, got {self.primes}")
        if not 1 <= self.max_exponent <= 6:
            raise ValueError(f"max_exponent must be in 1..6, got {self.max_exponent}")


_WORD = {2: "pairs (a, b)", 3: "triples (a, b, c)", 4: "quadruples (a, b, c, d)", 5: "5-tuples", 6: "6-tuples"}
_TEMPLATES = (
    "How many ordered {tuples} of positive integers have greatest common divisor {g} and least common multiple {l}?",
    "Count the ordered {tuples} of positive integers whose gcd is exactly {g} and whose lcm is exactly {l}. Order matters.",
    "Find the number of ordered {tuples} of positive integers with gcd = {g} and lcm = {l} (tuples that differ only in order count separately).",
    "Positive integers are chosen to form ordered {tuples}. In how many ways can this be done so that their gcd equals {g} and their lcm equals {l}?",
)


def _per_prime(e: int, k: int) -> int:
    return (e + 1) ** k - 2 * e**k + (e - 1) ** k


class GcdLcmTuples(IntegerAnswer, Bootcamp):
    id = "number_theory/gcd_lcm_tuples"
    description = "Count ordered k-tuples with given gcd and lcm, prime by prime"
    Config = Config
    LEVELS = {
        "1": Config(2, 2, 2),
        "2": Config(3, 2, 3),
        "3": Config(3, 3, 3),
        "4": Config(4, 4, 3),
        "5": Config(5, 5, 4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        k = rng.randint(2, config.max_k)
        ratio = value(smooth_number(rng, config.primes, 50, config.max_exponent))
        g = rng.randint(1, 99)
        count = 1
        for e in factor(ratio).values():
            count *= _per_prime(e, k)
        return {"k": k, "g": g, "l": g * ratio}, count

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", tuples=_WORD[data["k"]], g=data["g"], l=data["l"])

    def program(self, t: Tracer, data: dict) -> int:
        t.state("divide")
        g, l, k = t.fetch("g", data["g"]), t.fetch("l", data["l"]), t.fetch("k", data["k"])
        ratio = t.compute("ratio", l // g if g > 0 and l % g == 0 else 0, why="each number is g times a divisor of l/g")
        parts = t.compute("factors", sorted(factor_bounded(max(ratio, 1)).items()), why="prime powers p^e of l/g")
        total = t.compute("count", 1 if ratio else 0, why="empty product")
        for i, (p, e) in enumerate(parts):
            t.state(f"prime {i}")
            e, total = t.fetch(f"factors[{i}].e", e), t.fetch("count", total)
            ways = t.compute("ways", _per_prime(e, k), why="(e+1)^k - 2e^k + (e-1)^k: exponents in [0,e], 0 and e both used")
            total = t.compute("count2", total * ways, why="count * ways")
        t.state("answer")
        return t.ret("count", t.fetch("count", total))

    def solve(self, data: dict) -> int:
        g, l, k = data["g"], data["l"], data["k"]
        ratio = l // g
        tau = 1
        for e in factor(ratio).values():
            tau *= e + 1
        if tau**k <= 20_000:
            ds = divisors(ratio)  # brute force over tuples of divisors of l/g
            from itertools import product
            from math import gcd

            def lcm(a: int, b: int) -> int:
                return a * b // gcd(a, b)

            count = 0
            for tup in product(ds, repeat=k):
                gg, ll = 0, 1
                for x in tup:
                    gg, ll = gcd(gg, x), lcm(ll, x)
                count += gg == 1 and ll == l // g
            return count
        out = 1
        for e in factor(l // g).values():  # inclusion-exclusion per prime, summed term by term
            out *= sum((-1) ** (i + j) * (e + 1 - i - j) ** k for i in (0, 1) for j in (0, 1))
        return out


BOOTCAMP = GcdLcmTuples()
