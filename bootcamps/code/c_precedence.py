"""Evaluate C expressions written with the fewest parentheses: operator precedence decides.

Expressions over int variables a, b, c (values stated) are random trees of C's unary
``- ! ~``, ``* / %``, ``+ -``, ``<< >>``, relational and equality operators, ``& ^ |``,
``&& ||`` and ``?:``, rendered with only the parentheses C's precedence and left
associativity need, so ``a & b == c`` means ``a & (b == c)`` and ``a << b + 1`` shifts by
``b + 1``. Evaluation follows C on 32-bit ints: ``/`` truncates toward zero, ``%`` takes the
dividend's sign, comparisons and logical operators give 0 or 1, ``&&``/``||``/``?:`` evaluate
only what they need. The generator rejects any expression whose evaluated part divides by
zero, shifts a negative value or by more than 8, or leaves the int range (no undefined
behaviour). The trace is one state per evaluated operator, showing the fully parenthesised
subexpression. The tests compile the rendered expressions with gcc and compare the output.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

PREC = {"*": 13, "/": 13, "%": 13, "+": 12, "-": 12, "<<": 11, ">>": 11, "<": 10, "<=": 10, ">": 10, ">=": 10,
        "==": 9, "!=": 9, "&": 8, "^": 7, "|": 6, "&&": 5, "||": 4}
UNARY, TERNARY, ATOM = 14, 3, 20
LIMIT = 2**31


class Undefined(Exception):
    """The expression would divide by zero, shift out of range or overflow."""


@dataclass(frozen=True)
class Config:
    expressions: int = 2
    operators: int = 3  # operator nodes per expression
    ops: str = "arith"  # arith, bits, all

    def __post_init__(self) -> None:
        if not 1 <= self.expressions <= 6 or not 1 <= self.operators <= 14:
            raise ValueError("expressions must be in 1..6 and operators in 1..14")
        if self.ops not in ("arith", "bits", "all"):
            raise ValueError(f"ops must be arith, bits or all, got {self.ops!r}")


_POOLS = {
    "arith": ("*", "/", "%", "+", "-", "<", ">", "==", "!=", "&&", "||"),
    "bits": ("*", "+", "-", "<<", ">>", "&", "^", "|", "==", "<", "%"),
    "all": tuple(PREC) + ("?:", "u-", "u!", "u~"),
}


def prec(node: list) -> int:
    if node[0] in ("num", "var"):
        return ATOM
    if node[0] == "un":
        return UNARY
    if node[0] == "tern":
        return TERNARY
    return PREC[node[1]]


def render(node: list, full: bool = False) -> str:
    """C text with minimal parentheses, or fully parenthesised with ``full``."""
    kind = node[0]
    if kind == "num":
        return str(node[1])
    if kind == "var":
        return node[1]
    if kind == "un":
        inner = render(node[2], full)
        return f"{node[1]}({inner})" if full or prec(node[2]) <= UNARY else f"{node[1]}{inner}"
    if kind == "tern":
        c, x, y = (render(n, full) for n in node[1:])
        c = f"({c})" if full or prec(node[1]) <= TERNARY else c
        if full:
            return f"({c} ? {x} : {y})"
        return f"{c} ? {x} : {y}"
    op, left, right = node[1], render(node[2], full), render(node[3], full)
    if full:
        return f"({left} {op} {right})"
    if prec(node[2]) < PREC[op]:
        left = f"({left})"
    if prec(node[3]) <= PREC[op]:
        right = f"({right})"
    return f"{left} {op} {right}"


def c_div(x: int, y: int) -> tuple[int, int]:
    q = abs(x) // abs(y)
    q = q if (x >= 0) == (y > 0) else -q
    return q, x - q * y


def binop(op: str, x: int, y: int) -> int:
    if op in ("/", "%"):
        if y == 0:
            raise Undefined("division by zero")
        return c_div(x, y)[0 if op == "/" else 1]
    if op in ("<<", ">>"):
        if x < 0 or not 0 <= y <= 8:
            raise Undefined("shift")
        return x << y if op == "<<" else x >> y
    table = {"*": x * y, "+": x + y, "-": x - y, "<": int(x < y), "<=": int(x <= y), ">": int(x > y), ">=": int(x >= y),
             "==": int(x == y), "!=": int(x != y), "&": x & y, "^": x ^ y, "|": x | y}
    return table[op]


def evaluate(node: list, env: dict, t: Tracer | None = None) -> int:
    """C's value of ``node``; with a tracer, one state per evaluated operator, after its operands."""
    kind = node[0]
    if kind == "num":
        return node[1]
    if kind == "var":
        return env[node[1]]

    def read(child: list, value: int) -> int:
        if t is None or child[0] == "num":
            return value
        return t.fetch(render(child, True) if child[0] != "var" else child[1], value)

    def enter() -> None:
        if t is not None:
            t.state(f"apply {NAMES.get(node[1], node[1]) if kind != 'tern' else 'conditional'}")

    if kind == "un":
        x = evaluate(node[2], env, t)
        enter()
        x = read(node[2], x)
        value = {"-": -x, "!": int(x == 0), "~": ~x}[node[1]]
    elif kind == "tern":
        c = evaluate(node[1], env, t)
        branch = node[2] if c else node[3]
        v = evaluate(branch, env, t)
        enter()
        c = read(node[1], c)
        value = read(branch, v) if c else read(branch, v)
    elif node[1] in ("&&", "||"):
        x = evaluate(node[2], env, t)
        if (node[1] == "&&") == (x == 0):
            enter()
            x = read(node[2], x)
            value = int(node[1] == "||") if (node[1] == "&&") == (x == 0) else int(x != 0)
        else:
            y = evaluate(node[3], env, t)
            enter()
            x, y = read(node[2], x), read(node[3], y)
            value = int(y != 0) if (node[1] == "&&") == (x != 0) else int(node[1] == "||")
    else:
        x, y = evaluate(node[2], env, t), evaluate(node[3], env, t)
        enter()
        value = binop(node[1], read(node[2], x), read(node[3], y))
    if abs(value) >= LIMIT:
        raise Undefined("overflow")
    return value if t is None else t.compute(render(node, True), value)


NAMES = {"==": "equal", "!=": "not-equal", "<=": "less-or-equal", ">=": "greater-or-equal", "<": "less", ">": "greater",
         "&&": "and", "||": "or", "&": "bit-and", "|": "bit-or", "^": "xor", "<<": "shift-left", ">>": "shift-right",
         "*": "times", "/": "divide", "%": "remainder", "+": "plus", "-": "minus", "!": "not", "~": "complement"}


def random_tree(rng: random.Random, ops: tuple, size: int) -> list:
    if size == 0:
        return ["var", rng.choice("abc")] if rng.random() < 0.6 else ["num", rng.randint(0, 9)]
    op = rng.choice(ops)
    if op.startswith("u"):
        return ["un", op[1], random_tree(rng, ops, size - 1)]
    if op == "?:" and size >= 2:
        k = rng.randint(0, size - 2)
        j = rng.randint(0, size - 2 - k)
        return ["tern", random_tree(rng, ops, k), random_tree(rng, ops, j), random_tree(rng, ops, size - 2 - k - j)]
    if op == "?:":
        op = "+"
    k = rng.randint(0, size - 1)
    return ["bin", op, random_tree(rng, ops, k), random_tree(rng, ops, size - 1 - k)]


def needs_precedence(node: list) -> bool:
    """True when some operator's operand is an unparenthesised operator of another level."""
    if node[0] == "bin":
        return any(n[0] in ("bin", "tern") and prec(n) != PREC[node[1]] for n in node[2:]) or any(needs_precedence(n) for n in node[2:])
    if node[0] in ("un", "tern"):
        return any(needs_precedence(n) for n in node[1:] if isinstance(n, list))
    return False


_INTROS = (
    "In C, with `int a = {a}, b = {b}, c = {c};`, what are the values of these expressions?",
    "Given the C declarations `int a = {a}, b = {b}, c = {c};`, evaluate each expression below.",
    "Assume `int a = {a}, b = {b}, c = {c};` in a C program. Compute each of the following int expressions.",
)
_RULES = ("Use C's operator precedence and associativity (no parentheses were added beyond those shown). "
          "/ truncates toward zero and % has the sign of the left operand; comparisons, ! , && and || give 0 or 1; "
          "&& and || evaluate the right side only when needed; ~ is bitwise NOT on two's-complement ints.")


class CPrecedence(IntSequenceAnswer, Bootcamp):
    id = "code/c_precedence"
    description = "Evaluate C int expressions written with minimal parentheses (precedence, truncating / and %, ?:)"
    Config = Config
    LEVELS = {
        "1": Config(expressions=2, operators=2, ops="arith"),
        "2": Config(expressions=2, operators=3, ops="arith"),
        "3": Config(expressions=3, operators=4, ops="bits"),
        "4": Config(expressions=3, operators=6, ops="all"),
        "5": Config(expressions=4, operators=9, ops="all"),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        env = {v: rng.randint(-9, 20) for v in "abc"}
        exprs, values = [], []
        while len(exprs) < config.expressions:
            tree = random_tree(rng, _POOLS[config.ops], config.operators)
            if config.operators >= 2 and not needs_precedence(tree):
                continue
            try:
                value = evaluate(tree, env)
            except Undefined:
                continue
            if render(tree) not in [render(e) for e in exprs]:
                exprs.append(tree)
                values.append(value)
        return {"env": env, "exprs": exprs}, values

    def prompt(self, data: dict, rng: random.Random) -> str:
        env = data["env"]
        lines = [rng.choice(_INTROS).format(**env)]
        lines += [f"{k + 1}. {render(e)}" for k, e in enumerate(data["exprs"])]
        lines += [_RULES, answer_instruction("the values in order, separated by spaces (for example: 7 0 -3)")]
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        values = []
        for k, e in enumerate(data["exprs"]):
            t.state(f"expression {k + 1}")
            t.fetch("source", render(e))
            values.append(evaluate(e, data["env"], t))
            t.state(f"expression {k + 1} done")
            values[-1] = t.compute(f"e{k + 1}", values[-1])
        t.state("answer")
        return t.compute("answer", [t.fetch(f"e{k + 1}", v) for k, v in enumerate(values)])

    def solve(self, data: dict) -> list[int]:
        return [evaluate(e, data["env"]) for e in data["exprs"]]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        i = rng.randrange(len(gold))
        return [self.format_answer(gold[:i] + [gold[i] + 1] + gold[i + 1:]), self.format_answer(gold[:-1])]


BOOTCAMP = CPrecedence()
