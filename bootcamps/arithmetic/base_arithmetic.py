"""Add, subtract or multiply two numbers written in a base from 2 to 9, answering in the same
base without converting to decimal: column addition with carries, column subtraction with
borrows, long multiplication by each digit then column addition. The plain solver converts to
integers and back."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers4 import NumeralAnswer, numeral_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    digits: int = 4  # digits of the first operand
    ops: str = "+-"  # operations drawn from
    short: int = 4  # digits of the second operand (at most)

    def __post_init__(self) -> None:
        if not 2 <= self.digits <= 40 or not 1 <= self.short <= self.digits:
            raise ValueError(f"need 2 <= digits <= 40 and 1 <= short <= digits, got {self}")
        if not self.ops or any(c not in "+-*" for c in self.ops):
            raise ValueError(f"ops must be drawn from '+-*', got {self.ops!r}")


_NAMES = {2: "binary", 3: "ternary", 4: "base 4", 5: "base 5", 6: "base 6", 7: "base 7", 8: "octal", 9: "base 9"}
_SYMBOL = {"+": "+", "-": "-", "*": "×"}
_TEMPLATES = (
    "Both numbers are written in base {b}: compute {x} {sym} {y} and give the result in base {b}.",
    "In the {name} system, what is {x} {sym} {y}? Write the answer as a {name} numeral.",
    "Working entirely in base {b} (digits 0 to {top}), evaluate {x}_{b} {sym} {y}_{b}. Answer in base {b}.",
    "An alien counts in base {b}. It writes {x} {sym} {y}. What does it write for the result, in base {b}?",
)
_FORM = "one numeral in the same base, digits only, e.g. 10213"


def _digits(text: str, b: int) -> list[int]:
    return [int(c) for c in reversed(text)]  # least significant first


class BaseArithmetic(NumeralAnswer, Bootcamp):
    id = "arithmetic/base_arithmetic"
    description = "Add, subtract or multiply numerals in a base 2..9 by column methods"
    Config = Config
    LEVELS = {
        "1": Config(4, "+-", 4),
        "2": Config(7, "+-", 7),
        "3": Config(5, "*", 2),
        "4": Config(8, "*", 4),
        "5": Config(10, "*", 6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        b = rng.randint(2, 9)
        digits = config.digits + (4 if b <= 3 else 0)  # short binary sums are too easy
        short = config.short + (2 if b <= 3 else 0)
        x = rng.randint(b ** (digits - 1), b**digits - 1)
        y = rng.randint(b ** (rng.randint(1, short) - 1) + 1, b ** min(short, digits) - 1)
        op = rng.choice(config.ops)
        if op == "-" and y > x:
            x, y = y, x
        data = {"base": b, "x": numeral_text(x, b), "y": numeral_text(y, b), "op": op}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        b = data["base"]
        return ask(rng, _TEMPLATES, _FORM, b=b, x=data["x"], y=data["y"], sym=_SYMBOL[data["op"]], name=_NAMES[b], top=b - 1)

    def program(self, t: Tracer, data: dict) -> str:
        t.state("read")
        b = t.fetch("base", data["base"])
        x, y = _digits(t.fetch("x", data["x"]), b), _digits(t.fetch("y", data["y"]), b)
        op = t.fetch("op", data["op"])
        if op == "+":
            return _column_sum(t, "sum", [x, y], b)
        if op == "-":
            out, borrow = [], 0
            for i in range(len(x)):
                t.state(f"column {i}")
                top, bottom = t.fetch(f"column[{i}]", [x[i], y[i] if i < len(y) else 0])
                d = t.compute("difference", top - bottom - borrow, why="top - bottom - borrow")
                borrow = t.compute("borrow", 1 if d < 0 else 0, why="borrow when negative")
                out.append(t.compute("digit", d + b * borrow, why=f"plus {b} if borrowed"))
            return _strip(t, out)
        rows = []
        for j, d in enumerate(y):
            t.state(f"partial product {j}")
            carry, row = 0, [0] * j
            if not 0 <= d < b:
                raise ValueError("digit out of range after an injected error")
            for i, xi in enumerate(x):
                v = xi * d + carry
                row.append(v % b)
                carry = v // b
            if carry:
                row.extend(_digits(numeral_text(carry, b), b))
            rows.append(t.compute(f"row{j}", "".join(map(str, reversed(row))), why=f"x times digit {d}, shifted {j}"))
        return _column_sum(t, "product", [_digits(r, b) for r in rows], b)

    def solve(self, data: dict) -> str:
        b = data["base"]
        x, y = int(data["x"], b), int(data["y"], b)
        value = x + y if data["op"] == "+" else x - y if data["op"] == "-" else x * y
        return numeral_text(value, b)


def _column_sum(t: Tracer, label: str, rows: list[list[int]], b: int) -> str:
    width = max(len(r) for r in rows)
    out, carry = [], 0
    for i in range(width):
        t.state(f"{label} column {i}")
        column = t.fetch(f"column[{i}]", [r[i] for r in rows if i < len(r)])
        total = t.compute("total", sum(column) + carry, why="column digits plus carry")
        out.append(t.compute("digit", total % b, why=f"total mod {b}"))
        carry = t.compute("carry", total // b, why=f"total div {b}")
    while carry > 0:
        t.state(f"{label} carry out")
        out.append(t.compute("digit", carry % b, why="leftover carry"))
        carry = carry // b
    return _strip(t, out)


def _strip(t: Tracer, out: list[int]) -> str:
    t.state("answer")
    if any(not 0 <= d <= 9 for d in out):
        raise ValueError("digit out of range after an injected error")
    text = "".join(map(str, reversed(out))).lstrip("0") or "0"
    return t.compute("answer", text, why="digits from the top, leading zeros dropped")


BOOTCAMP = BaseArithmetic()
