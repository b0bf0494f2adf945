"""Every solution of a x ≡ b (mod m) in 0..m-1, where g = gcd(a, m) >= 2 divides b: one solution
from the extended Euclidean algorithm on (a/g, m/g), then the g solutions spaced m/g apart."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_m: int = 60
    max_g: int = 3

    def __post_init__(self) -> None:
        if not 12 <= self.max_m <= 10**12:
            raise ValueError(f"max_m must be in 12..10**12, got {self.max_m}")
        if not 2 <= self.max_g <= 12:
            raise ValueError(f"max_g must be in 2..12, got {self.max_g}")


_TEMPLATES = (
    "Find every integer x with 0 <= x < {m} such that {a}x ≡ {b} (mod {m}).",
    "Solve the linear congruence {a}·x = {b} (mod {m}). List all residues x in the range 0..{m_1}.",
    "Which integers x from 0 to {m_1} satisfy: {a} times x leaves remainder {b} when divided by {m}?",
    "List all solutions x in {{0, 1, ..., {m_1}}} of {a}x ≡ {b} modulo {m}.",
)


class LinearCongruence(IntSequenceAnswer, Bootcamp):
    id = "number_theory/linear_congruence"
    description = "All solutions of a linear congruence ax = b (mod m) with gcd(a, m) dividing b"
    Config = Config
    LEVELS = {
        "1": Config(150, 3),
        "2": Config(800, 4),
        "3": Config(10**4, 6),
        "4": Config(10**7, 8),
        "5": Config(10**12, 12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        g = rng.randint(2, config.max_g)  # at least two solutions: a lone prompt number is never the answer
        m = g * rng.randint(max(3, config.max_m // (10 * g)), config.max_m // g)
        a = g * rng.randint(1, m // g - 1)
        while math.gcd(a, m) != g:
            a = g * rng.randint(1, m // g - 1)
        x = rng.randrange(m)
        step = m // g  # the solutions are x mod m/g and its shifts by m/g
        return {"a": a, "b": a * x % m, "m": m}, [x % step + i * step for i in range(g)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "all solutions in increasing order, separated by commas (e.g. 3, 11, 19)"
        return ask(rng, _TEMPLATES, form, m_1=data["m"] - 1, **data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("start")
        a, b, m = t.fetch("a", data["a"]), t.fetch("b", data["b"]), t.fetch("m", data["m"])
        r0, r1 = t.compute("r0", m, why="remainders start with m"), t.compute("r1", a % m, why="a mod m")
        s0, s1 = t.compute("s0", 0, why="coefficient of a in r0"), t.compute("s1", 1, why="coefficient of a in r1")
        k = 0
        while r1 != 0:
            t.state(f"euclid step {k}")
            r0, r1, s0, s1 = t.fetch("r0", r0), t.fetch("r1", r1), t.fetch("s0", s0), t.fetch("s1", s1)
            q = t.compute("q", r0 // r1, why="r0 // r1")
            r0, r1 = t.compute("r0_2", r1, why="shift"), t.compute("r1_2", r0 - q * r1, why="r0 - q*r1")
            s0, s1 = t.compute("s0_2", s1, why="shift"), t.compute("s1_2", s0 - q * s1, why="s0 - q*s1")
            k += 1
        t.state("one solution")
        g, s0 = t.fetch("g", r0), t.fetch("s0", s0)
        if g <= 0 or b % g:
            raise ValueError(f"gcd {g} does not divide b={b}")  # only after an injected error
        step = t.compute("step", m // g, why="m / g")
        x = t.compute("x0", s0 * (b // g) % step, why="s0 * (b/g) mod (m/g); s0*a = g mod m")
        out = []
        for i in range(g):
            t.state(f"solution {i}")
            out.append(t.compute(f"x[{i}]", t.fetch("x0", x) + i * t.fetch("step", step), why=f"x0 + {i}*step"))
        return out

    def solve(self, data: dict) -> list[int]:
        a, b, m = data["a"], data["b"], data["m"]
        if m <= 20_000:
            return [x for x in range(m) if (a * x - b) % m == 0]  # try every residue
        g = math.gcd(a, m)
        x0 = b // g * pow(a // g, -1, m // g) % (m // g)
        return [x0 + i * (m // g) for i in range(g)]


BOOTCAMP = LinearCongruence()
