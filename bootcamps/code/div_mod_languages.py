"""Integer division and remainder with negative operands: Python's floor rule against C's
truncation, side by side.

Each item is a pair of integers, at least one of them usually negative, and asks for some of:
Python's ``x // y`` and ``x % y`` (the quotient rounds toward minus infinity, the remainder
takes the divisor's sign), C's ``x / y`` and ``x % y`` (the quotient truncates toward zero,
the remainder takes the dividend's sign), Python's ``-x // y`` against ``-(x // y)`` (unary
minus binds tighter than ``//``) and ``int(x / y)`` (float division, then truncation). The
interpreter computes every value from absolute values and signs (never Python's own ``//`` on
negative numbers); the trace is one state per item. The tests run the Python lines with
``exec`` and the C lines with gcc.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

KINDS = ("python", "c", "both", "neg", "trunc")


@dataclass(frozen=True)
class Config:
    items: int = 2
    top: int = 20
    kinds: int = 3  # how many of KINDS are in play

    def __post_init__(self) -> None:
        if not 1 <= self.items <= 10 or not 5 <= self.top <= 10**6 or not 1 <= self.kinds <= len(KINDS):
            raise ValueError("items must be in 1..10, top in 5..10**6, kinds in 1..5")


def trunc_div(x: int, y: int) -> int:
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def floor_div(x: int, y: int) -> int:
    q = trunc_div(x, y)
    return q - 1 if q * y != x and (x < 0) != (y < 0) else q


def values(kind: str, x: int, y: int) -> list[int]:
    fq, tq = floor_div(x, y), trunc_div(x, y)
    if kind == "python":
        return [fq, x - fq * y]
    if kind == "c":
        return [tq, x - tq * y]
    if kind == "both":
        return [fq, x - fq * y, tq, x - tq * y]
    if kind == "neg":
        return [floor_div(-x, y), -fq]
    return [tq]


def lines(kind: str, x: int, y: int) -> list[str]:
    if kind == "python":
        return [f"Python: print({x} // {y}, {x} % {y})"]
    if kind == "c":
        return [f'C: printf("%d %d\\n", {x} / {y}, {x} % {y});']
    if kind == "both":
        return [f"Python: print({x} // {y}, {x} % {y})", f'C: printf("%d %d\\n", {x} / {y}, {x} % {y});']
    if kind == "neg":
        return [f"Python: print(-{x} // {y}, -({x} // {y}))" if x >= 0 else f"Python: print(-({x}) // {y}, -({x} // {y}))"]
    return [f"Python: print(int({x} / {y}))"]


def operand(rng: random.Random, top: int) -> int:
    v = rng.randint(1, top)
    return -v if rng.random() < 0.6 else v


_INTROS = (
    "Each line below is a Python statement or a C statement (with int operands). Give every number printed, in order.",
    "Predict the output of these Python and C one-liners (C ints are 32-bit; all values fit).",
    "What do the following lines print? Lines marked Python run in Python 3, lines marked C in C99 or later.",
)
_RULE = "List all printed numbers in order, across all lines."


class DivModLanguages(IntSequenceAnswer, Bootcamp):
    id = "code/div_mod_languages"
    description = "Python floor // and % against C truncating / and % (and -x // y, int(x / y)) with negative operands"
    Config = Config
    LEVELS = {
        "1": Config(items=2, top=20, kinds=2),
        "2": Config(items=3, top=40, kinds=3),
        "3": Config(items=4, top=100, kinds=4),
        "4": Config(items=5, top=500, kinds=5),
        "5": Config(items=7, top=5000, kinds=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        items = []
        while len(items) < config.items:
            x, y = operand(rng, config.top), operand(rng, max(3, config.top // rng.choice((2, 5, 10))))
            if abs(y) < 2 or x % y == 0 or (x < 0) == (y < 0) and rng.random() < 0.7:
                continue  # mostly mixed signs with a nonzero remainder, where the languages differ
            items.append([rng.choice(KINDS[: config.kinds]), x, y])
        data = {"items": items}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = [rng.choice(_INTROS)]
        for kind, x, y in data["items"]:
            text += lines(kind, x, y)
        text += [_RULE, answer_instruction("the printed integers in order, separated by spaces (for example: -4 3 -3 -1)")]
        return "\n".join(text)

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        out: list[int] = []
        for k, (kind, x, y) in enumerate(data["items"]):
            t.state(f"item {k + 1} ({kind})")
            q = t.compute("|x| // |y|", abs(x) // abs(y))
            signs = t.compute("signs differ", (x < 0) != (y < 0))
            tq = t.compute("truncated quotient", -q if signs else q)
            fq = t.compute("floored quotient", tq - 1 if signs and tq * y != x else tq)
            got = {"python": [fq, x - fq * y], "c": [tq, x - tq * y], "both": [fq, x - fq * y, tq, x - tq * y], "trunc": [tq]}.get(kind)
            if got is None:  # neg: (-x) // y, then -(x // y)
                got = [floor_div(-x, y), -fq]
            out = t.compute("printed", out + got)
        t.state("answer")
        return t.compute("answer", t.fetch("printed", out))

    def solve(self, data: dict) -> list[int]:
        return [v for kind, x, y in data["items"] for v in values(kind, x, y)]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(len(gold))
        return [self.format_answer(gold[:i] + [gold[i] + 1] + gold[i + 1:]), self.format_answer(gold[:-1])]


BOOTCAMP = DivModLanguages()
