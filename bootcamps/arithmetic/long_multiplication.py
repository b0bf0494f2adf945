"""Long multiplication of two many-digit integers, as on paper: one partial product per digit
of the multiplier (computed digit by digit with carries), shifted by its place, then added up."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    digits_a: int = 3
    digits_b: int = 2

    def __post_init__(self) -> None:
        if not 1 <= self.digits_a <= 60 or not 1 <= self.digits_b <= 30:
            raise ValueError(f"need digits_a in 1..60 and digits_b in 1..30, got {self.digits_a}, {self.digits_b}")


_TEMPLATES = (
    "Multiply {a} by {b}.",
    "Compute the product {a} × {b} exactly.",
    "Use long multiplication to find {a} × {b}.",
    "What is {a} times {b}? Give every digit.",
    "Find the exact value of {b} · {a}.",
)


class LongMultiplication(IntegerAnswer, Bootcamp):
    id = "arithmetic/long_multiplication"
    description = "Exact product of two many-digit integers by long multiplication"
    Config = Config
    LEVELS = {
        "1": Config(digits_a=3, digits_b=2),
        "2": Config(digits_a=4, digits_b=3),
        "3": Config(digits_a=6, digits_b=4),
        "4": Config(digits_a=9, digits_b=6),
        "5": Config(digits_a=14, digits_b=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int | str]:
        a = rng.randint(10 ** (config.digits_a - 1), 10**config.digits_a - 1)
        b = rng.randint(10 ** (config.digits_b - 1), 10**config.digits_b - 1)
        product = a * b
        return {"a": str(a), "b": str(b)}, product if product < 2**53 else str(product)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(a=data["a"], b=data["b"])
        return f"{text}\n{answer_instruction('one integer, all digits written out')}"

    def format_answer(self, answer: int | str) -> str:
        return str(answer)

    def program(self, t: Tracer, data: dict) -> int | str:
        a, b = data["a"], data["b"]
        total = 0
        for place, digit_char in enumerate(reversed(b)):
            t.state(f"partial product for digit {place} of b")
            digit = t.fetch(f"b[{place}]", int(digit_char))
            top = t.fetch("a", a)
            carry, out = 0, []
            for ch in reversed(top):  # digit by digit with carries, as on paper
                value = int(ch) * digit + carry
                out.append(str(value % 10))
                carry = value // 10
            partial = int((str(carry) if carry else "") + "".join(reversed(out)) or "0")
            partial = t.compute("partial", partial, why=f"a × {digit}, digit by digit with carries")
            t.state(f"add partial product {place}")
            total = t.compute("sum", t.fetch("running", total) + t.fetch("partial", partial) * 10**place, why=f"running + partial × 10^{place}")
        return total if total < 2**53 else str(total)

    def solve(self, data: dict) -> int | str:
        product = int(data["a"]) * int(data["b"])
        return product if product < 2**53 else str(product)


BOOTCAMP = LongMultiplication()
