"""Evaluate an integer expression with brackets, powers, ×, ÷ (always exact here), + and -,
by the order of operations: brackets first, then powers, then × and ÷ left to right, then +
and - left to right. The trace evaluates the expression tree bottom-up, one operator a step."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    operators: int = 3
    max_operand: int = 12
    powers: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.operators <= 30 or not 2 <= self.max_operand <= 1000:
            raise ValueError(f"need operators in 1..30 and max_operand in 2..1000, got {self.operators}, {self.max_operand}")


_PREC = {"+": 1, "-": 1, "×": 2, "÷": 2, "^": 3}
_TEMPLATES = (
    "Evaluate: {e}",
    "Compute the value of {e} using the standard order of operations.",
    "What is {e}? (Brackets first, then powers, then × and ÷ from left to right, then + and - from left to right.)",
    "Work out {e}.",
    "Simplify the expression {e} to a single integer.",
)


def _apply(op: str, a: int, b: int) -> int:
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "×":
        return a * b
    if op == "÷":
        if b == 0 or a % b:
            raise ValueError(f"inexact division {a} ÷ {b}")
        return a // b
    if not 0 <= b <= 12 or abs(a) > 10**6:
        raise ValueError(f"power {a}^{b} out of range")
    return a**b


def _value(node: Any) -> int:
    return node if isinstance(node, int) else _apply(node[0], _value(node[1]), _value(node[2]))


def render(node: Any) -> str:
    if isinstance(node, int):
        return f"({node})" if node < 0 else str(node)
    op, left, right = node
    lt, rt = render(left), render(right)
    if not isinstance(left, int) and (_PREC[left[0]] < _PREC[op] or (op == "^")):
        lt = f"({lt})"
    if not isinstance(right, int) and (_PREC[right[0]] < _PREC[op] or (_PREC[right[0]] == _PREC[op] and op in "-÷×+^")):
        rt = f"({rt})"
    return f"{lt} {op} {rt}"


class OrderOfOperations(IntegerAnswer, Bootcamp):
    id = "arithmetic/order_of_operations"
    description = "Evaluate an integer expression by the order of operations"
    Config = Config
    LEVELS = {
        "1": Config(operators=3, max_operand=12, powers=False),
        "2": Config(operators=4, max_operand=15, powers=True),
        "3": Config(operators=6, max_operand=20, powers=True),
        "4": Config(operators=8, max_operand=25, powers=True),
        "5": Config(operators=12, max_operand=30, powers=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        m = config.max_operand

        def build(ops: int) -> Any:
            if ops == 0:
                return rng.randint(1, m)
            op = rng.choice(["+", "-", "×", "÷"] + (["^"] if config.powers else []))
            if op == "^":  # a small base to a small power, joined to the rest by + - ×
                power = ["^", rng.randint(2, 9), rng.randint(2, 3)]
                if ops == 1:
                    return power
                rest = build(ops - 2)
                return [rng.choice("+-×"), *((power, rest) if rng.random() < 0.5 else (rest, power))]
            if op == "÷":  # a one-digit-or-so divisor that divides the left side's value
                left = build(ops - 1)
                v = _value(left)
                divisors = [d for d in range(2, 13) if v % d == 0]
                if not divisors:
                    return ["-", left, rng.randint(1, m)]
                return ["÷", left, rng.choice(divisors)]
            left_ops = rng.randint(0, ops - 1)
            return [op, build(left_ops), build(ops - 1 - left_ops)]

        while True:
            tree = build(config.operators)
            value = _value(tree)
            if abs(value) <= 10**9:
                break
        return {"tree": tree, "expr": render(tree)}, value

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(e=data["expr"])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        counter = [0]

        def walk(node: Any) -> int:
            if isinstance(node, int):
                return node
            op, left, right = node
            a, b = walk(left), walk(right)
            counter[0] += 1
            k = counter[0]
            t.state(f"operation {k}: {op}")
            a, b = t.fetch("left", a), t.fetch("right", b)
            return t.compute(f"v{k}", _apply(op, a, b), why=f"left {op} right")

        return walk(data["tree"])

    def solve(self, data: dict) -> int:
        # shunting-yard over the rendered text: an evaluator that never sees the tree
        tokens = data["expr"].replace("(", " ( ").replace(")", " ) ").split()
        values: list[int] = []
        ops: list[str] = []

        def reduce() -> None:
            op = ops.pop()
            b, a = values.pop(), values.pop()
            values.append(_apply(op, a, b))

        expect_operand = True
        for tok in tokens:
            if tok == "(":
                ops.append(tok)
                expect_operand = True
            elif tok == ")":
                while ops[-1] != "(":
                    reduce()
                ops.pop()
                expect_operand = False
            elif tok in _PREC and not expect_operand:
                while ops and ops[-1] != "(" and (_PREC[ops[-1]] > _PREC[tok] or (_PREC[ops[-1]] == _PREC[tok] and tok != "^")):
                    reduce()
                ops.append(tok)
                expect_operand = True
            else:
                values.append(int(tok))
                expect_operand = False
        while ops:
            reduce()
        return values[0]


BOOTCAMP = OrderOfOperations()
