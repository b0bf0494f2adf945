"""The multiplicative order of a modulo n (gcd(a, n) = 1): start from phi(n) and divide out each
prime q of phi(n) while a^(order/q) is still 1 mod n."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask, divisors, factor, factor_bounded
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_n: int = 20
    max_n: int = 300

    def __post_init__(self) -> None:
        if not 5 <= self.min_n < self.max_n <= 10**9:
            raise ValueError(f"need 5 <= min_n < max_n <= 10**9, got {self.min_n}, {self.max_n}")


_TEMPLATES = (
    "Find the multiplicative order of {a} modulo {n}: the least positive integer k with {a}^k ≡ 1 (mod {n}).",
    "What is the smallest positive k such that {a}^k leaves remainder 1 when divided by {n}?",
    "Let n = {n} and a = {a} (they are coprime). Compute ord_n(a), the least k >= 1 with a^k = 1 mod n.",
    "The powers {a}, {a}^2, {a}^3, ... are reduced modulo {n}. After how many steps does the value 1 first appear (the order of {a} mod {n})?",
)


def _phi(n: int) -> int:
    out = n
    for p in factor(n):
        out = out // p * (p - 1)
    return out


class MultiplicativeOrder(IntegerAnswer, Bootcamp):
    id = "number_theory/multiplicative_order"
    description = "Multiplicative order of a modulo n by dividing down from phi(n)"
    Config = Config
    LEVELS = {
        "1": Config(20, 400),
        "2": Config(400, 5000),
        "3": Config(5000, 10**5),
        "4": Config(10**5, 10**7),
        "5": Config(10**7, 10**9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_n, config.max_n)
        a = rng.randint(2, n - 1)
        while math.gcd(a, n) != 1:
            a = rng.randint(2, n - 1)
        data = {"a": a, "n": n}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", **data)

    def program(self, t: Tracer, data: dict) -> int:
        t.state("phi")
        n, a = t.fetch("n", data["n"]), t.fetch("a", data["a"])
        phi = t.compute("phi", _phi(n) if 0 < n <= 10**10 else 1, why="n * prod (1 - 1/p) over primes p of n")
        order = t.compute("order", phi, why="a^phi = 1 by Euler's theorem")
        primes = t.compute("primes", sorted(factor_bounded(max(phi, 1), 40_000)), why="primes dividing phi")
        for i in range(len(primes)):
            q = primes[i]
            while True:
                t.state(f"try prime {i}")
                order, q = t.fetch("order", order), t.fetch(f"primes[{i}]", q)
                if q < 2 or order % q:
                    t.goto("next prime", why="q does not divide order")
                    break
                power = t.compute("power", pow(a, order // q, n), why="a^(order/q) mod n")
                if power != 1:
                    t.goto("next prime", why="order/q is too small")
                    break
                order = t.compute("order2", order // q, why="a^(order/q) = 1, so divide by q")
        t.state("answer")
        return t.ret("order", t.fetch("order", order))

    def solve(self, data: dict) -> int:
        a, n = data["a"], data["n"]
        for d in divisors(_phi(n)):  # the order divides phi(n): the least divisor that works
            if pow(a, d, n) == 1:
                return d
        raise ValueError(f"{a} is not invertible modulo {n}")


BOOTCAMP = MultiplicativeOrder()
