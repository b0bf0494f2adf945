"""The inverse of a modulo m (gcd(a, m) = 1) by the extended Euclidean algorithm.

The answer is the unique x with 0 <= x < m and a*x = 1 (mod m); another representative of the
class (x - m, x + m) is ruled out by the prompt and scores 0.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_modulus: int = 20
    max_modulus: int = 500

    def __post_init__(self) -> None:
        if not 3 <= self.min_modulus < self.max_modulus <= 10**30:
            raise ValueError(f"need 3 <= min_modulus < max_modulus <= 10**30, got {self.min_modulus}, {self.max_modulus}")


_TEMPLATES = (
    "Find the inverse of {a} modulo {m}: the integer x with 0 <= x < {m} such that {a}*x leaves remainder 1 when divided by {m}.",
    "Compute {a}^(-1) mod {m}, i.e. the x in the range 0..{m_1} with {a}x ≡ 1 (mod {m}).",
    "Solve the congruence {a}x ≡ 1 (mod {m}) for x, giving the least non-negative solution.",
    "The numbers {a} and {m} are coprime. Which x between 0 and {m_1} satisfies ({a} * x) mod {m} = 1?",
    "Modular arithmetic: determine the multiplicative inverse of {a} in the integers modulo {m} (a value from 0 to {m_1}).",
)


class ModularInverse(IntegerAnswer, Bootcamp):
    id = "number_theory/modular_inverse"
    description = "Inverse of a modulo m by the extended Euclidean algorithm"
    Config = Config
    LEVELS = {
        "1": Config(20, 500),
        "2": Config(500, 10**5),
        "3": Config(10**5, 10**9),
        "4": Config(10**9, 10**15),
        "5": Config(10**15, 10**24),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        m = rng.randint(config.min_modulus, config.max_modulus)
        while True:
            a = rng.randint(2, m - 1)
            if math.gcd(a, m) == 1:
                break
        return {"a": a, "m": m}, pow(a, -1, m)

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, m = data["a"], data["m"]
        text = rng.choice(_TEMPLATES).format(a=a, m=m, m_1=m - 1)
        return f"{text}\n{answer_instruction(f'one integer from 0 to {m - 1}')}"

    def program(self, t: Tracer, data: dict) -> int:
        # Invariant: r = s*a (mod m) for both rows (r0, s0) and (r1, s1).
        t.state("start")
        r0, r1 = t.fetch("m", data["m"]), t.fetch("a", data["a"])
        s0, s1 = 0, 1
        k = 0
        while True:
            t.state(f"euclid step {k}")
            r0, r1 = t.fetch("r0", r0), t.fetch("r1", r1)
            s0, s1 = t.fetch("s0", s0), t.fetch("s1", s1)
            q = t.compute("q", r0 // r1, why="r0 // r1")
            r2 = t.compute("r2", r0 - q * r1, why="r0 - q*r1")
            s2 = t.compute("s2", s0 - q * s1, why="s0 - q*s1")
            r0, r1, s0, s1 = r1, r2, s1, s2
            k += 1
            if not t.goto(r2 != 0, why="go on while the remainder r2 is not 0"):
                break
        t.state("answer")
        s = t.fetch("s", s0)
        m = t.fetch("m", data["m"])
        return t.compute("x", s % m, why="s mod m, the inverse in 0..m-1")

    def solve(self, data: dict) -> int:
        return pow(data["a"], -1, data["m"])


BOOTCAMP = ModularInverse()
