"""Evaluate a flat expression of fractions with + - × ÷ (× and ÷ before + and -), exactly.

The answer is asked in lowest terms: an unreduced fraction (6/8) or a decimal (0.75) is ruled
out by the prompt and scores 0, so the restated question or a half-done answer never passes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer

_SYMBOL = {"+": "+", "-": "−", "*": "×", "/": "÷"}


@dataclass(frozen=True)
class Config:
    terms: int = 2
    max_denominator: int = 9
    max_numerator: int = 9
    mul_div: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.terms <= 12:
            raise ValueError(f"terms must be in 2..12, got {self.terms}")
        if not 2 <= self.max_denominator <= 1000:
            raise ValueError(f"max_denominator must be in 2..1000, got {self.max_denominator}")
        if not 1 <= self.max_numerator <= 1000:
            raise ValueError(f"max_numerator must be in 1..1000, got {self.max_numerator}")


_TEMPLATES = (
    "Compute {expr}.",
    "Evaluate the expression {expr} exactly.",
    "What is {expr}? Multiplication and division come before addition and subtraction.",
    "Simplify {expr} to a single fraction.",
    "Work out the exact value of {expr}, doing × and ÷ before + and −.",
)


def _text(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


class FractionArithmetic(ReducedFractionAnswer, Bootcamp):
    id = "arithmetic/fraction_arithmetic"
    description = "Exact value of an expression of fractions with + - × ÷, in lowest terms"
    Config = Config
    LEVELS = {
        "1": Config(terms=2, max_denominator=12, max_numerator=11, mul_div=False),
        "2": Config(terms=3, max_denominator=12, max_numerator=12, mul_div=True),
        "3": Config(terms=4, max_denominator=20, max_numerator=20, mul_div=True),
        "4": Config(terms=6, max_denominator=30, max_numerator=30, mul_div=True),
        "5": Config(terms=9, max_denominator=60, max_numerator=60, mul_div=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        numbers = []
        for _ in range(config.terms):
            den = rng.randint(2, config.max_denominator)
            num = rng.randint(1, config.max_numerator)
            while num % den == 0:
                num = rng.randint(1, config.max_numerator)
            numbers.append([num, den])
        ops = [rng.choice("+-*/" if config.mul_div else "+-") for _ in range(config.terms - 1)]
        data = {"numbers": numbers, "ops": ops}
        return data, format_rational(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        parts = [f"{data['numbers'][0][0]}/{data['numbers'][0][1]}"]
        for op, (num, den) in zip(data["ops"], data["numbers"][1:]):
            parts.append(f"{_SYMBOL[op]} {num}/{den}")
        text = rng.choice(_TEMPLATES).format(expr=" ".join(parts))
        form = "a fraction in lowest terms such as -7/12 (or an integer if the value is whole)"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        # Pass 1: fold each run of × and ÷ into one product; pass 2: add and subtract the products.
        nums = [Fraction(n, d) for n, d in data["numbers"]]
        ops = data["ops"]
        t.state("term 0")
        current = t.fetch("x[0]", nums[0])
        products: list[Fraction] = []
        signs: list[str] = []
        for i, op in enumerate(ops, start=1):
            t.state(f"operator {i}")
            op = t.fetch(f"op[{i}]", op)
            right = Fraction(t.fetch(f"x[{i}]", nums[i]))  # a claim read back may be an int
            if op in "*/":
                left = Fraction(t.fetch("acc", current))
                if op == "/" and right == 0:
                    raise ZeroDivisionError("division by 0 after an injected error")
                current = t.compute("acc2", left * right if op == "*" else left / right, why=f"acc {op} x[{i}]")
            else:
                products.append(t.compute(f"p[{len(products)}]", current, why="a finished product"))
                signs.append(op)
                current = t.compute("acc2", right, why="start a new product")
        t.state("last product")
        products.append(t.compute(f"p[{len(products)}]", t.fetch("acc", current), why="a finished product"))
        total = t.fetch("p[0]", products[0])
        for k, sign in enumerate(signs, start=1):
            t.state(f"add product {k}")
            total = Fraction(t.fetch("total", total))
            term = Fraction(t.fetch(f"p[{k}]", products[k]))
            total = t.compute("total2", total + term if sign == "+" else total - term, why=f"total {sign} p[{k}]")
        t.state("answer")
        return t.compute("answer", _text(Fraction(t.fetch("total", total))), why="in lowest terms")

    def solve(self, data: dict) -> str:
        # Precedence by a stack: push products, then sum the stack.
        stack = [Fraction(*data["numbers"][0])]
        for op, (n, d) in zip(data["ops"], data["numbers"][1:]):
            x = Fraction(n, d)
            if op == "*":
                stack[-1] *= x
            elif op == "/":
                stack[-1] /= x
            else:
                stack.append(x if op == "+" else -x)
        return format_rational(sum(stack))


BOOTCAMP = FractionArithmetic()
