"""The least non-negative x satisfying k congruences x = r_i (mod m_i), pairwise coprime moduli,
merged one congruence at a time (Chinese remainder theorem)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    count: int = 2
    max_modulus: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.count <= 12:
            raise ValueError(f"count must be in 2..12, got {self.count}")
        if not 5 <= self.max_modulus <= 10**9:
            raise ValueError(f"max_modulus must be in 5..10**9, got {self.max_modulus}")


_TEMPLATES = (
    "Find the smallest non-negative integer x such that\n{lines}",
    "A number x leaves these remainders:\n{words}\nWhat is the least non-negative such x?",
    "Solve the system of congruences {inline} and give the least non-negative solution.",
    "Using the Chinese remainder theorem, find the smallest x >= 0 with {inline}.",
    "Which is the least non-negative integer that satisfies all of the following?\n{lines}",
)


class ChineseRemainder(IntegerAnswer, Bootcamp):
    id = "number_theory/chinese_remainder"
    description = "Least non-negative solution of k congruences with pairwise coprime moduli (CRT)"
    Config = Config
    LEVELS = {
        "1": Config(count=2, max_modulus=25),
        "2": Config(count=3, max_modulus=40),
        "3": Config(count=4, max_modulus=100),
        "4": Config(count=5, max_modulus=1000),
        "5": Config(count=7, max_modulus=10**5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        moduli: list[int] = []
        while len(moduli) < config.count:
            m = rng.randint(3, config.max_modulus)
            if all(math.gcd(m, other) == 1 for other in moduli):
                moduli.append(m)
        total = math.prod(moduli)
        x = rng.randrange(total)
        return {"residues": [x % m for m in moduli], "moduli": moduli}, x

    def prompt(self, data: dict, rng: random.Random) -> str:
        pairs = list(zip(data["residues"], data["moduli"]))
        lines = "\n".join(f"x ≡ {r} (mod {m})" for r, m in pairs)
        words = "\n".join(f"- remainder {r} when divided by {m}" for r, m in pairs)
        inline = ", ".join(f"x ≡ {r} (mod {m})" for r, m in pairs)
        text = rng.choice(_TEMPLATES).format(lines=lines, words=words, inline=inline)
        return f"{text}\n{answer_instruction('one non-negative integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("first congruence")
        x = t.fetch("r[0]", data["residues"][0])
        big = t.fetch("m[0]", data["moduli"][0])
        for i in range(1, len(data["moduli"])):
            t.state(f"merge congruence {i}")
            x, big = t.fetch("x", x), t.fetch("M", big)
            r, m = t.fetch(f"r[{i}]", data["residues"][i]), t.fetch(f"m[{i}]", data["moduli"][i])
            gap = t.compute("d", (r - x) % m, why="(r - x) mod m")
            inverse = t.compute("inv", pow(big, -1, m), why="inverse of M mod m")
            step = t.compute("k", gap * inverse % m, why="d*inv mod m")
            x = t.compute("x2", x + big * step, why="x + M*k")
            big = t.compute("M2", big * m, why="M*m")
        t.state("answer")
        return t.ret("x", x)

    def solve(self, data: dict) -> int:
        # Sieve by search: step through candidates matching the first congruence.
        pairs = sorted(zip(data["moduli"], data["residues"]), reverse=True)
        x, step = pairs[0][1], pairs[0][0]
        for m, r in pairs[1:]:
            while x % m != r:
                x += step
            step *= m
        return x


BOOTCAMP = ChineseRemainder()
