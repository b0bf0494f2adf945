"""Predict what a C program on 8- and 16-bit integer variables prints.

Variables are ``int8_t``, ``uint8_t``, ``int16_t`` or ``uint16_t``. C promotes them to ``int``
for arithmetic (so an expression is computed exactly, intermediate values stay far inside
``int``), ``/`` truncates toward zero, ``%`` takes the sign of the dividend, and ``& | ^`` act on
two's-complement bits; assigning to a narrow variable keeps the low 8 or 16 bits, read as
two's complement for the signed types (what every mainstream compiler does). Programs come
from a small grammar of assignments with constant divisors; the interpreter here applies those
rules (never a compiler); the trace is one state per assignment: fetch the variables, compute
each operation, then the wrapped value stored. The tests compile the generated C with gcc
where it is installed, and otherwise check against ``ctypes`` conversions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

TYPES = {"int8_t": (8, True), "uint8_t": (8, False), "int16_t": (16, True), "uint16_t": (16, False)}
OPS = ("+", "-", "*", "/", "%", "&", "|", "^")
INT_LIMIT = 2**31


@dataclass(frozen=True)
class Config:
    variables: int = 2
    statements: int = 3
    depth: int = 1
    wide: bool = False  # 16-bit types as well

    def __post_init__(self) -> None:
        if not 1 <= self.variables <= 5:
            raise ValueError(f"variables must be in 1..5, got {self.variables}")
        if not 1 <= self.statements <= 30:
            raise ValueError(f"statements must be in 1..30, got {self.statements}")
        if not 1 <= self.depth <= 3:
            raise ValueError(f"depth must be in 1..3, got {self.depth}")


def wrap(value: int, ctype: str) -> int:
    bits, signed = TYPES[ctype]
    value %= 1 << bits
    return value - (1 << bits) if signed and value >= 1 << (bits - 1) else value


def c_binop(op: str, a: int, b: int) -> int:
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op in ("/", "%"):
        q = abs(a) // abs(b)
        q = q if (a >= 0) == (b > 0) else -q  # truncation toward zero
        return q if op == "/" else a - b * q
    if op == "&":
        return a & b
    if op == "|":
        return a | b
    if op == "^":
        return a ^ b
    raise ValueError(f"unknown operator {op!r}")


def evaluate(e: list, env: dict[str, int]) -> int:
    if e[0] == "num":
        return e[1]
    if e[0] == "var":
        return env[e[1]]
    return c_binop(e[1], evaluate(e[2], env), evaluate(e[3], env))


def render(e: list, top: bool = True) -> str:
    if e[0] == "num":
        return str(e[1]) if e[1] >= 0 else f"({e[1]})"
    if e[0] == "var":
        return e[1]
    text = f"{render(e[2], False)} {e[1]} {render(e[3], False)}"
    return text if top else f"({text})"


def random_expr(rng: random.Random, names: list[str], depth: int) -> list:
    if depth == 0:
        return ["var", rng.choice(names)] if rng.random() < 0.6 else ["num", rng.randint(-20, 120)]
    op = rng.choice(OPS)
    if op in ("/", "%"):  # constant divisors: never zero
        return ["bin", op, random_expr(rng, names, depth - 1), ["num", rng.choice((-7, -5, -3, -2, 2, 3, 4, 5, 6, 7, 9, 10))]]
    left = random_expr(rng, names, depth - 1)
    right = random_expr(rng, names, depth - 1 if rng.random() < 0.5 else 0)
    return ["bin", op, left, right]


def intermediates(e: list, env: dict[str, int]) -> list[int]:
    out: list[int] = []

    def walk(node: list) -> int:
        if node[0] != "bin":
            return evaluate(node, env)
        v = c_binop(node[1], walk(node[2]), walk(node[3]))
        out.append(v)
        return v

    walk(e)
    return out


def source(data: dict) -> str:
    names = [v for v, _, _ in data["vars"]]
    lines = ["#include <stdio.h>", "#include <stdint.h>", "int main(void) {"]
    lines += [f"    {ctype} {name} = {init};" for name, ctype, init in data["vars"]]
    lines += [f"    {target} = {render(e)};" for target, e in data["statements"]]
    lines.append('    printf("' + " ".join(["%d"] * len(names)) + '\\n", ' + ", ".join(names) + ");")
    lines += ["    return 0;", "}"]
    return "\n".join(lines)


_INTROS = (
    "What does this C program print?",
    "Work out the output of the following C code by hand.",
    "Predict exactly what this C program writes to standard output.",
)
_RULES = (
    "Rules: the narrow variables are promoted to int for arithmetic; / truncates toward zero and % "
    "has the sign of the dividend; & | ^ work on two's-complement bits; storing a value in an "
    "8- or 16-bit variable keeps its low 8 or 16 bits, read as two's complement for int8_t/int16_t "
    "and as an unsigned number for uint8_t/uint16_t."
)


class CFixedWidth(IntSequenceAnswer, Bootcamp):
    id = "code/c_fixed_width"
    description = "Predict a C program's output on int8/uint8/int16/uint16 variables (wraparound, truncating division)"
    Config = Config
    LEVELS = {
        "1": Config(variables=2, statements=2, depth=1, wide=False),
        "2": Config(variables=2, statements=4, depth=1, wide=False),
        "3": Config(variables=3, statements=5, depth=2, wide=True),
        "4": Config(variables=4, statements=7, depth=2, wide=True),
        "5": Config(variables=5, statements=10, depth=3, wide=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        types = list(TYPES) if config.wide else ["int8_t", "uint8_t"]
        names = rng.sample(["a", "b", "c", "d", "e", "x", "y", "z"], config.variables)
        while True:
            decls = []
            for name in names:
                ctype = rng.choice(types)
                decls.append([name, ctype, wrap(rng.randint(-300, 300), ctype)])
            env = {n: v for n, _, v in decls}
            kinds = dict((n, t) for n, t, _ in decls)
            statements = []
            ok = True
            for _ in range(config.statements):
                target, e = rng.choice(names), random_expr(rng, names, config.depth)
                if e[0] != "bin" or any(abs(v) >= INT_LIMIT for v in intermediates(e, env)):
                    ok = False
                    break
                env[target] = wrap(evaluate(e, env), kinds[target])
                statements.append([target, e])
            if ok:
                data = {"vars": decls, "statements": statements}
                return data, [env[n] for n in names]

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the printed numbers in order, separated by spaces (for example: -12 200 7)"
        return f"{rng.choice(_INTROS)}\n```c\n{source(data)}\n```\n{_RULES}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        kinds = {n: ctype for n, ctype, _ in data["vars"]}
        env = {n: v for n, _, v in data["vars"]}
        for line, (target, e) in enumerate(data["statements"], start=1):
            t.state(f"statement {line} assigns {target}")
            read = {v: t.fetch(v, env[v]) for v in _vars(e)}
            k = 0

            def walk(node: list) -> int:
                nonlocal k
                if node[0] != "bin":
                    return evaluate(node, read)
                a, b = walk(node[2]), walk(node[3])
                k += 1
                return t.compute(f"t{k}", c_binop(node[1], a, b), why=f"{a} {node[1]} {b}")

            value = walk(e)
            env[target] = t.compute(target, wrap(value, kinds[target]), why=f"{value} stored in {kinds[target]}")
        t.state("printf")
        return t.compute("answer", [t.fetch(n, env[n]) for n, _, _ in data["vars"]])

    def solve(self, data: dict) -> list[int]:
        env = {n: v for n, _, v in data["vars"]}
        kinds = {n: ctype for n, ctype, _ in data["vars"]}
        for target, e in data["statements"]:
            bits, signed = TYPES[kinds[target]]
            raw = evaluate(e, env) & ((1 << bits) - 1)  # the low bits, then the sign bit's weight
            env[target] = raw - (raw >> (bits - 1) << bits) if signed else raw
        return [env[n] for n, _, _ in data["vars"]]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [[g + 256 if g < 0 else g - 1 for g in gold], gold[::-1], [g + 1 for g in gold]]
        return [self.format_answer(w) for w in wrong if w != gold]


def _vars(e: list) -> list[str]:
    if e[0] == "var":
        return [e[1]]
    if e[0] == "bin":
        return list(dict.fromkeys(_vars(e[2]) + _vars(e[3])))
    return []


BOOTCAMP = CFixedWidth()
