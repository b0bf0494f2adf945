"""Trailing zeros of n! written in base b: factor b = prod p^e, count each p in n! by
Legendre's formula (sum of n // p^k), and take the least floor(count / e)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask, factor
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_n: int = 100
    max_base: int = 16

    def __post_init__(self) -> None:
        if not 20 <= self.max_n <= 10**15:
            raise ValueError(f"max_n must be in 20..10**15, got {self.max_n}")
        if not 10 <= self.max_base <= 1000:
            raise ValueError(f"max_base must be in 10..1000, got {self.max_base}")


_TEMPLATES = (
    "How many zeros does {n}! end with when it is written in base {b}?",
    "Write {n} factorial (the product 1·2·...·{n}) in base {b}. How many trailing zeros does it have?",
    "Count the trailing zero digits of the base-{b} representation of {n}!.",
    "In base {b}, the number {n}! ends in a run of zeros. How long is that run?",
    "Find the largest k such that {b}^k divides {n}! (the number of trailing zeros of {n}! in base {b}).",
)


def _legendre(n: int, p: int) -> int:
    count, power = 0, p
    while power <= n:
        count += n // power
        power *= p
    return count


class FactorialTrailingZeros(IntegerAnswer, Bootcamp):
    id = "number_theory/factorial_trailing_zeros"
    description = "Trailing zeros of n! in base b via Legendre's formula"
    Config = Config
    LEVELS = {
        "1": Config(1000, 20),
        "2": Config(10**4, 36),
        "3": Config(10**6, 60),
        "4": Config(10**10, 200),
        "5": Config(10**15, 1000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        b = rng.randint(6, config.max_base)
        while len(factor(b)) == 1 and rng.random() < 0.7:
            b = rng.randint(6, config.max_base)  # mostly bases with two or more primes
        n = rng.randint(max(20, config.max_n // 20), config.max_n)
        zeros = min(_legendre(n, p) // e for p, e in factor(b).items())
        return {"n": n, "b": b}, zeros

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", **data)

    def program(self, t: Tracer, data: dict) -> int:
        t.state("factor the base")
        n, b = t.fetch("n", data["n"]), t.fetch("b", data["b"])
        parts = t.compute("factors", sorted(factor(max(b, 2)).items()), why="prime powers p^e of b")
        best = None
        for i, (p, e) in enumerate(parts):
            t.state(f"prime {i}")
            p, e = t.fetch(f"factors[{i}].p", p), t.fetch(f"factors[{i}].e", e)
            count = t.compute("count", 0, why="copies of p in n! found so far")
            power, j = p, 1
            while p > 1 and power <= n:
                t.state(f"prime {i} power {j}")
                count, power = t.fetch("count", count), t.fetch("power", power)
                count = t.compute("count2", count + n // power, why=f"multiples of {p}^{j} up to n add one copy each")
                power = t.compute("power2", power * p, why=f"next power of {p}")
                j += 1
            t.state(f"prime {i} limit")
            count = t.fetch("count", count)
            limit = t.compute("limit", count // max(e, 1), why="count // e")
            best = t.compute("best", limit if best is None else min(best, limit), why="least so far")
        t.state("answer")
        return t.ret("zeros", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        n, b = data["n"], data["b"]
        if n <= 300:  # build n! and strip base-b zeros
            value, zeros = math.factorial(n), 0
            while value % b == 0:
                value //= b
                zeros += 1
            return zeros
        out = None
        for p, e in factor(b).items():
            count, m = 0, n
            while m:  # v_p(n!) = (n - digit sum of n in base p) / (p - 1)
                m //= p
                count += m
            out = count // e if out is None else min(out, count // e)
        return out


BOOTCAMP = FactorialTrailingZeros()
