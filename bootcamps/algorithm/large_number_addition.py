"""Large number addition: x1 + x2 for numbers of up to n digits, some with a decimal point.

TAIL class "Simulation": the trace aligns the operands at the decimal point, then adds one
column per state from the rightmost digit, carrying into the next column (one extra column
when a carry is left over); the answer state re-fetches every result digit.
n is the digit count of the longer operand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal, localcontext
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.parse import parse_number
from bootcamps.numbers import random_decimal
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_len: int = 10
    max_len: int = 30
    decimal_prob: float = 0.4  # share of cases whose operands both have a fractional part

    def __post_init__(self) -> None:
        if self.min_len < 2:
            raise ValueError(f"min_len must be >= 2, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if self.max_len > 1000:
            raise ValueError(f"max_len must be <= 1000 (answers stay parseable), got {self.max_len}")
        if not 0.0 <= self.decimal_prob <= 1.0:
            raise ValueError(f"decimal_prob must be in [0, 1], got {self.decimal_prob}")


_TEMPLATES = (
    "Compute {x1} + {x2}.",
    "What is the sum of {x1} and {x2}?",
    "Add {x1} and {x2}.",
    "Find the exact value of {x1} + {x2}.",
    "Calculate the total of the two numbers {x1} and {x2}.",
    "Add these two numbers:\n{x1}\n{x2}",
    "Work out the following addition by hand, column by column:\n  {x1}\n+ {x2}",
    "x1 = {x1}\nx2 = {x2}\nWhat is x1 + x2?",
    "Evaluate the expression {x1}+{x2} exactly, without rounding.",
    "Two amounts are {x1} and {x2}. How much are they together?",
    "Sum: {x1} plus {x2} equals what?",
    "Please add {x2} to {x1}.",
    "A = {x1}, B = {x2}. Give A + B.",
    "Increase {x1} by {x2}. What number do you get?",
    "Numbers:\n- {x1}\n- {x2}\nReturn their sum.",
    "If you add {x1} and {x2} together, what do you get?",
    "Determine {x1} + {x2} exactly; these numbers are too long for a calculator.",
    "Long addition problem.\nFirst addend: {x1}\nSecond addend: {x2}\nFind the sum.",
    "What number is {x2} more than {x1}?",
    "Combine {x1} and {x2} by addition.",
    "Add the numbers below.\n{x1}\n+\n{x2}",
    "Calculate: {x1} + {x2} = ?",
    "Find the sum of x1 = {x1} and x2 = {x2}.",
)
_FORM = "the exact sum as a plain decimal number (digits, and a decimal point if needed)"


def digit_count(number: str) -> int:
    return sum(c.isdigit() for c in number)


class LargeNumberAddition(Bootcamp):
    id = "algorithm/large_number_addition"
    description = "Add two long numbers (optional decimal point), column by column (TAIL simulation)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=10, max_len=30),
        "2": Config(min_len=31, max_len=40),
        "3": Config(min_len=41, max_len=50),
        "4": Config(min_len=51, max_len=75),
        "5": Config(min_len=76, max_len=100),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_len, config.max_len)
        m = rng.randint(max(2, n // 2), n)  # the shorter operand's digits
        if rng.random() < config.decimal_prob:
            long = random_decimal(rng, n, rng.randint(1, max(1, n // 3)))
            short = random_decimal(rng, m, rng.randint(1, max(1, m // 3)))
        else:
            long, short = random_decimal(rng, n, 0), random_decimal(rng, m, 0)
        x1, x2 = (long, short) if rng.random() < 0.5 else (short, long)
        data = {"x1": x1, "x2": x2}
        return data, self.solve(data)

    def length(self, data: dict) -> int:
        return max(digit_count(data["x1"]), digit_count(data["x2"]))

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(x1=data["x1"], x2=data["x2"])
        return f"{text}\n{answer_instruction(_FORM)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        value = parse_number(text)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("align the operands at the decimal point, column 0 is the rightmost digit")
        x1 = t.fetch("x1", data["x1"])
        x2 = t.fetch("x2", data["x2"])
        whole1, _, frac1 = x1.partition(".")
        whole2, _, frac2 = x2.partition(".")
        frac = t.compute("frac_digits", max(len(frac1), len(frac2)), why="the longer fractional part")
        width = max(len(whole1), len(whole2))
        a = t.compute("a", whole1.rjust(width, "0") + frac1.ljust(frac, "0"), why="x1 padded, point removed")
        b = t.compute("b", whole2.rjust(width, "0") + frac2.ljust(frac, "0"), why="x2 padded, point removed")

        digits: list[int] = []
        carry, i = 0, 0
        while True:
            t.state(f"column {i}")
            da = t.fetch(f"a[{i}]", int(a[-1 - i]) if i < len(a) else 0)  # past the left end: a leading 0
            db = t.fetch(f"b[{i}]", int(b[-1 - i]) if i < len(b) else 0)
            c = t.fetch("carry", carry)
            total = t.compute("sum", da + db + c, why="a+b+carry")
            digits.append(t.compute(f"r[{i}]", total % 10, why="sum mod 10"))
            carry = t.compute("carry_out", total // 10, why="sum div 10")
            i += 1
            if not t.goto(i < max(len(a), len(b)) or carry > 0, why="next column while digits or a carry remain"):
                break

        t.state("answer")
        result = "".join(str(t.fetch(f"r[{k}]", digits[k])) for k in reversed(range(len(digits))))
        point = t.fetch("frac_digits", frac)
        whole, tail = (result[:-point], result[-point:]) if point > 0 else (result, "")
        text = (whole.lstrip("0") or "0") + (f".{tail}" if tail else "")
        return t.compute("answer", text, why="the digits with the point put back")

    def solve(self, data: dict) -> str:
        with localcontext() as context:
            context.prec = 4 * len(data["x1"] + data["x2"]) + 10  # exact: no rounding of the sum
            return format(Decimal(data["x1"]) + Decimal(data["x2"]), "f")


BOOTCAMP = LargeNumberAddition()
