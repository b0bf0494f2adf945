"""Evaluate a bit-manipulation expression on fixed-width unsigned integers.

Operands are written in decimal, hexadecimal (0x..) or binary (0b..); operators are AND, OR,
XOR, NOT and shifts by constants, and every result wraps to W bits (NOT x is 2^W - 1 - x, a
left shift drops bits beyond W). The trace evaluates the subexpressions innermost first, one
state each, fetching the operand values it combines. The tests check golds with numpy's
fixed-width unsigned types.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

SYMBOL = {"and": "&", "or": "|", "xor": "^"}


@dataclass(frozen=True)
class Config:
    width: int = 8
    depth: int = 2
    shifts: bool = False

    def __post_init__(self) -> None:
        if self.width not in (8, 16, 32):
            raise ValueError(f"width must be 8, 16 or 32, got {self.width}")
        if not 1 <= self.depth <= 5:
            raise ValueError(f"depth must be in 1..5, got {self.depth}")


def literal(value: int, style: str) -> str:
    if style == "hex":
        return hex(value)
    if style == "bin":
        return bin(value)
    return str(value)


def render(e: list, top: bool = True) -> str:
    kind = e[0]
    if kind == "num":
        return literal(e[1], e[2])
    if kind == "not":
        return "~" + render(e[1], False)
    if kind in ("shl", "shr"):
        text = f"{render(e[1], False)} {'<<' if kind == 'shl' else '>>'} {e[2]}"
    else:
        text = f"{render(e[2], False)} {SYMBOL[e[1]]} {render(e[3], False)}"
    return text if top else f"({text})"


def apply(e: list, args: list[int], width: int) -> int:
    mask = (1 << width) - 1
    kind = e[0]
    if kind == "not":
        return ~args[0] & mask
    if kind == "shl":
        return (args[0] << e[2]) & mask
    if kind == "shr":
        return args[0] >> e[2]
    a, b = args
    return {"and": a & b, "or": a | b, "xor": a ^ b}[e[1]]


def evaluate(e: list, width: int) -> int:
    if e[0] == "num":
        return e[1]
    children = [e[1]] if e[0] in ("not", "shl", "shr") else [e[2], e[3]]
    return apply(e, [evaluate(c, width) for c in children], width)


def random_expr(rng: random.Random, depth: int, width: int, shifts: bool) -> list:
    if depth == 0 or (depth < 3 and rng.random() < 0.2):
        return ["num", rng.randrange(1 << width), rng.choice(("hex", "bin", "dec") if width <= 16 else ("hex", "dec"))]
    roll = rng.random()
    if roll < 0.15:
        return ["not", random_expr(rng, depth - 1, width, shifts)]
    if shifts and roll < 0.35:
        return [rng.choice(("shl", "shr")), random_expr(rng, depth - 1, width, shifts), rng.randint(1, width // 2)]
    return ["bin", rng.choice(("and", "or", "xor")), random_expr(rng, depth - 1, width, shifts), random_expr(rng, depth - 1, width, shifts)]


_INTROS = (
    "All values below are {w}-bit unsigned integers.",
    "Work with {w}-bit unsigned integers (results wrap around to {w} bits).",
    "Assume {w}-bit unsigned arithmetic.",
)
_RULES = (
    "& is bitwise AND, | is OR, ^ is XOR, ~ flips all {w} bits, << and >> shift left and right "
    "(bits shifted past the top are lost, zeros come in). 0x.. is hexadecimal and 0b.. is binary."
)


class BitExpressions(Bootcamp):
    id = "code/bit_expressions"
    description = "Evaluate a fixed-width bitwise expression (AND, OR, XOR, NOT, shifts; hex/binary literals)"
    Config = Config
    LEVELS = {
        "1": Config(width=8, depth=1, shifts=False),
        "2": Config(width=8, depth=2, shifts=True),
        "3": Config(width=8, depth=3, shifts=True),
        "4": Config(width=16, depth=4, shifts=True),
        "5": Config(width=32, depth=5, shifts=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            e = random_expr(rng, config.depth, config.width, config.shifts)
            if e[0] != "num":
                data = {"expr": e, "width": config.width}
                return data, evaluate(e, config.width)

    def prompt(self, data: dict, rng: random.Random) -> str:
        w = data["width"]
        return "\n".join([
            rng.choice(_INTROS).format(w=w),
            _RULES.format(w=w),
            rng.choice(("Evaluate:", "Compute the value of", "What is")) + f" {render(data['expr'])}",
            answer_instruction("the value as a decimal integer"),
        ])

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        width = data["width"]
        counter = [0]

        def visit(e: list) -> int:
            if e[0] == "num":
                return e[1]
            children = [e[1]] if e[0] in ("not", "shl", "shr") else [e[2], e[3]]
            values = [visit(c) for c in children]
            counter[0] += 1
            t.state(f"subexpression {counter[0]}")
            seen = [t.fetch(f"[{render(c)}]" if c[0] != "num" else render(c), v) for c, v in zip(children, values)]
            return t.compute(f"[{render(e)}]", apply(e, seen, width), why=f"{width}-bit result")

        value = visit(data["expr"])
        t.state("answer")
        return t.compute("answer", t.fetch("value", value))

    def solve(self, data: dict) -> int:
        """Bit by bit: each output bit from the operands' bits (a different route from whole ints)."""
        width = data["width"]

        def bits(e: list) -> list[int]:
            if e[0] == "num":
                return [(e[1] >> i) & 1 for i in range(width)]
            if e[0] == "not":
                return [1 - b for b in bits(e[1])]
            if e[0] == "shl":
                inner = bits(e[1])
                return [0] * e[2] + inner[: width - e[2]]
            if e[0] == "shr":
                inner = bits(e[1])
                return inner[e[2]:] + [0] * e[2]
            a, b = bits(e[2]), bits(e[3])
            op = {"and": lambda x, y: x & y, "or": lambda x, y: x | y, "xor": lambda x, y: x ^ y}[e[1]]
            return [op(x, y) for x, y in zip(a, b)]

        return sum(b << i for i, b in enumerate(bits(data["expr"])))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        mask = (1 << case.data["width"]) - 1
        return [str(v) for v in {case.answer ^ 1, case.answer ^ (1 << (case.data["width"] - 1)), ~case.answer & mask} - {case.answer}]


BOOTCAMP = BitExpressions()
