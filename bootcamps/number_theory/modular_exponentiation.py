"""a^e mod m by right-to-left binary exponentiation (square and multiply)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_modulus: int = 100
    exponent_bits: int = 6

    def __post_init__(self) -> None:
        if not 10 <= self.max_modulus <= 10**30:
            raise ValueError(f"max_modulus must be in 10..10**30, got {self.max_modulus}")
        if not 3 <= self.exponent_bits <= 256:
            raise ValueError(f"exponent_bits must be in 3..256, got {self.exponent_bits}")


_TEMPLATES = (
    "Compute {a}^{e} mod {m}.",
    "What is the remainder when {a} raised to the power {e} is divided by {m}?",
    "Find x with 0 <= x < {m} and x ≡ {a}^{e} (mod {m}).",
    "Evaluate pow({a}, {e}, {m}): the remainder of {a} to the {e}th power modulo {m}.",
    "Using repeated squaring, reduce {a}^{e} modulo {m} to a number from 0 to {m_1}.",
)


class ModularExponentiation(IntegerAnswer, Bootcamp):
    id = "number_theory/modular_exponentiation"
    description = "a^e mod m by square-and-multiply"
    Config = Config
    LEVELS = {
        "1": Config(max_modulus=100, exponent_bits=6),
        "2": Config(max_modulus=10**4, exponent_bits=12),
        "3": Config(max_modulus=10**6, exponent_bits=20),
        "4": Config(max_modulus=10**9, exponent_bits=40),
        "5": Config(max_modulus=10**15, exponent_bits=64),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        m = rng.randint(max(10, config.max_modulus // 10), config.max_modulus)
        a = rng.randint(2, m - 1)
        e = rng.randint(2 ** (config.exponent_bits - 1), 2**config.exponent_bits - 1)
        return {"a": a, "e": e, "m": m}, pow(a, e, m)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(a=data["a"], e=data["e"], m=data["m"], m_1=data["m"] - 1)
        form = f"one integer from 0 to {data['m'] - 1}"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("start")
        m = t.fetch("m", data["m"])
        base = t.compute("base", t.fetch("a", data["a"]) % m, why="a mod m")
        e = t.fetch("e", data["e"])
        result = 1
        k = 0
        while True:
            t.state(f"bit {k}")
            e, result, base = t.fetch("e", e), t.fetch("result", result), t.fetch("base", base)
            bit = t.compute("bit", e % 2, why="e mod 2")
            result = t.compute("result2", result * base % m if bit else result, why="result*base mod m if the bit is 1")
            base = t.compute("base2", base * base % m, why="base squared mod m")
            e = t.compute("e2", e // 2, why="e // 2")
            k += 1
            if not t.goto(e > 0, why="go on while e2 is positive"):
                break
        t.state("answer")
        return t.ret("answer", result)

    def solve(self, data: dict) -> int:
        return pow(data["a"], data["e"], data["m"])


BOOTCAMP = ModularExponentiation()
