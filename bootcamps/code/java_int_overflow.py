"""Predict the value a Java program prints after 32-bit ``int`` and 64-bit ``long`` arithmetic
that overflows.

A program declares ``int`` and ``long`` variables, one statement each, built from two operands
(variables or literals, some cast) and one operator of ``+ - * / % << >> >>> & | ^``. Java's
rules, all stated in the prompt: binary numeric promotion (``long`` if either operand is
``long``, else ``int``) decides the width, results wrap modulo 2^32 or 2^64 as two's complement,
``/`` truncates toward zero and ``%`` takes the dividend's sign, a shift's width is its LEFT
operand's type and its distance is masked (``& 31`` or ``& 63``), ``>>>`` shifts in zeros,
``(int)`` keeps the low 32 bits, and ``long x = a * b`` on two ints multiplies in ``int``
first. The interpreter is the evaluator below (never a JVM); the trace is one state per
statement: fetch the operands, compute the promoted type and the wrapped value. ``solve``
recomputes with ``ctypes`` fixed-width integers; the tests use numpy int32/int64 arithmetic.
"""

from __future__ import annotations

import ctypes
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

OPS = ("+", "-", "*", "/", "%", "<<", ">>", ">>>", "&", "|", "^")
SHIFTS = ("<<", ">>", ">>>")
BITS = {"int": 32, "long": 64}


@dataclass(frozen=True)
class Config:
    statements: int = 3
    ops: tuple = ("+", "*")
    longs: bool = False
    casts: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.statements <= 20:
            raise ValueError(f"statements must be in 1..20, got {self.statements}")
        if not self.ops or any(op not in OPS for op in self.ops):
            raise ValueError(f"ops must be a non-empty subset of {OPS}, got {self.ops}")
        if not isinstance(self.longs, bool) or not isinstance(self.casts, bool):
            raise ValueError(f"longs and casts must be booleans, got {self.longs!r}, {self.casts!r}")


def wrap(value: int, kind: str) -> int:
    """Two's-complement wraparound to ``kind``'s width."""
    bits = BITS[kind]
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def operate(op: str, a: int, b: int, kind: str) -> int:
    """``a op b`` in Java on operands already of width ``kind`` (for shifts: the left operand's)."""
    bits = BITS[kind]
    if op == "+":
        return wrap(a + b, kind)
    if op == "-":
        return wrap(a - b, kind)
    if op == "*":
        return wrap(a * b, kind)
    if op in ("/", "%"):
        q = abs(a) // abs(b)
        if (a < 0) != (b < 0):
            q = -q
        return wrap(q, kind) if op == "/" else wrap(a - q * b, kind)
    if op in SHIFTS:
        n = b & (bits - 1)
        if op == "<<":
            return wrap(a << n, kind)
        if op == ">>":
            return a >> n
        return wrap((a & ((1 << bits) - 1)) >> n, kind)
    if op == "&":
        return a & b
    if op == "|":
        return a | b
    return a ^ b


def operand_text(x: list) -> str:
    """An operand: ["var", name, cast] or ["lit", value, kind, cast]."""
    if x[0] == "var":
        body, cast = x[1], x[2]
    else:
        body = str(x[1]) + ("L" if x[2] == "long" else "")
        cast = x[3]
        if x[1] < 0 and cast:
            body = f"({body})"
    return f"({cast}) {body}" if cast else body


def render(st: dict) -> str:
    expr = f"{operand_text(st['left'])} {st['op']} {operand_text(st['right'])}"
    if st["narrow"]:
        expr = f"(int) ({expr})"
    return f"{st['type']} {st['name']} = {expr};"


def operand_value(x: list, env: dict) -> tuple[int, str]:
    if x[0] == "var":
        value, kind = env[x[1]]
        cast = x[2]
    else:
        value, kind, cast = x[1], x[2], x[3]
    if cast:
        return wrap(value, cast), cast
    return value, kind


def statement_value(st: dict, env: dict) -> tuple[int, str, bool]:
    """The stored value, the operation's type and whether any step wrapped."""
    (a, ka), (b, kb) = operand_value(st["left"], env), operand_value(st["right"], env)
    kind = ka if st["op"] in SHIFTS else ("long" if "long" in (ka, kb) else "int")
    exact = {"+": a + b, "-": a - b, "*": a * b}.get(st["op"])
    value = operate(st["op"], a, b, kind)
    wrapped = exact is not None and exact != value
    if st["narrow"]:
        wrapped = wrapped or wrap(value, "int") != value
        value = wrap(value, "int")
    return value, kind, wrapped


def random_literal(rng: random.Random, op: str, kind: str) -> int:
    if op in SHIFTS:
        return rng.choice((rng.randint(1, 31), rng.randint(33, 70))) if kind == "int" else rng.randint(1, 70)
    if op in ("/", "%"):
        return rng.choice((-1, 1)) * rng.randint(2, 1000)
    if op in ("&", "|", "^"):
        return rng.choice((0xFF, 0xFFFF, 0x7FFFFFFF, rng.randint(1, 1 << 16)))
    if op == "*":
        return rng.choice((-1, 1)) * rng.randint(2, 70000)
    big = rng.randint(1 << 28, (1 << 31) - 1)
    return rng.choice((big, -big, rng.randint(1, 100000)))


_INTROS = (
    "What does this Java program print?",
    "Trace the following Java code and give the number printed by the final println.",
    "Java integers have fixed widths. What is printed when this code runs?",
)
_RULES = (
    "Java rules: int is 32-bit and long is 64-bit two's complement; an operation on two ints is "
    "done in int, and in long if either operand is long (so `long x = a * b;` with int a, b multiplies "
    "in int first, then widens); every result wraps around silently on overflow. `/` truncates toward "
    "zero and `%` has the sign of the left operand. For `<<`, `>>` (sign-filling) and `>>>` "
    "(zero-filling) the type is that of the LEFT operand and only the low 5 bits (int) or 6 bits "
    "(long) of the shift distance are used. `(int)` keeps the low 32 bits; `(long)` applies to the "
    "operand right after it, before the operator. `&`, `|` and `^` act on the two's-complement bits."
)


class JavaIntOverflow(Bootcamp):
    id = "code/java_int_overflow"
    description = "Value printed by Java int/long arithmetic with wraparound, casts, shifts and truncating division"
    Config = Config
    LEVELS = {
        "1": Config(statements=2, ops=("+", "*", "-"), longs=False, casts=False),
        "2": Config(statements=3, ops=("+", "-", "*", "/", "%"), longs=True, casts=False),
        "3": Config(statements=4, ops=OPS, longs=True, casts=True),
        "4": Config(statements=6, ops=OPS, longs=True, casts=True),
        "5": Config(statements=9, ops=OPS, longs=True, casts=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            start_kind = "long" if config.longs and rng.random() < 0.3 else "int"
            start = random_literal(rng, "+", "int") if start_kind == "int" else rng.randint(1 << 40, 1 << 62)
            env = {"a": (wrap(start, start_kind), start_kind)}
            stmts, wraps = [], 0
            for i in range(config.statements):
                name = "bcdefghijklmnopqrstu"[i]
                op = rng.choice(config.ops)
                vars_ = list(env)
                left_name = vars_[-1] if rng.random() < 0.7 else rng.choice(vars_)
                left_cast = ""
                if config.casts and rng.random() < 0.35:
                    left_cast = "long" if env[left_name][1] == "int" else "int"
                left = ["var", left_name, left_cast]
                if rng.random() < 0.35 and len(vars_) > 1 and op not in SHIFTS + ("/", "%"):
                    right = ["var", rng.choice(vars_), ""]
                else:
                    lit_kind = "long" if config.longs and rng.random() < 0.2 else "int"
                    right = ["lit", random_literal(rng, op, "int"), lit_kind, ""]
                if op in ("/", "%") and operand_value(right, env)[0] == 0:
                    continue
                st = {"name": name, "op": op, "left": left, "right": right, "narrow": False}
                ka = operand_value(left, env)[1]
                kb = operand_value(right, env)[1]
                kind = ka if op in SHIFTS else ("long" if "long" in (ka, kb) else "int")
                target = kind
                if config.longs and kind == "int" and rng.random() < 0.3:
                    target = "long"  # int arithmetic widened after the fact
                if config.casts and kind == "long" and rng.random() < 0.4:
                    target, st["narrow"] = "int", True
                st["type"] = target
                value, _, wrapped = statement_value(st, env)
                env[name] = (value, target)
                wraps += wrapped
                stmts.append(st)
            if len(stmts) != config.statements:
                continue
            data = {"start": [start, start_kind], "statements": stmts}
            answer = self.solve(data)
            if wraps >= 1 and answer not in (0, -1):
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        start, kind = data["start"]
        lines = [f"{kind} a = {start}{'L' if kind == 'long' else ''};"]
        lines += [render(st) for st in data["statements"]]
        lines.append(f"System.out.println({data['statements'][-1]['name']});")
        return "\n".join([rng.choice(_INTROS), "```java", *lines, "```", _RULES,
                          answer_instruction("the printed integer (for example -2147483611)")])

    def check(self, data: dict, answer: int, text: str) -> float:
        value = strict_int(text)
        return 1.0 if value is not None and value == int(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        start, kind = data["start"]
        t.state("line 1")
        env = {"a": (t.compute("a", wrap(start, kind), why=f"{kind} literal"), kind)}
        for i, st in enumerate(data["statements"]):
            t.state(f"line {i + 2}")
            operands = []
            for side in ("left", "right"):
                x = st[side]
                if x[0] == "var":
                    value = t.fetch(x[1], env[x[1]][0])
                    operands.append(["var", x[1], x[2], value, env[x[1]][1]])
                else:
                    operands.append(x)
            local = {f"_{j}": (x[3], x[4]) for j, x in enumerate(operands) if x[0] == "var"}
            shaped = {**st, **{side: (["var", f"_{j}", x[2]] if x[0] == "var" else x)
                               for j, (side, x) in enumerate(zip(("left", "right"), operands))}}
            value, kind, _ = statement_value(shaped, local)
            t.compute("type", kind, why=f"type of {st['op']} after promotion")
            why = f"{kind} {st['op']}" + (", then (int) keeps the low 32 bits" if st["narrow"] else ", wrapped")
            env[st["name"]] = (t.compute(st["name"], value, why=why), st["type"])
        t.state("answer")
        last = data["statements"][-1]["name"]
        return t.compute("answer", t.fetch(last, env[last][0]))

    def solve(self, data: dict) -> int:
        # Width by ctypes: c_int32/c_int64 truncate on construction; shifts through unsigned views.
        fixed = {"int": ctypes.c_int32, "long": ctypes.c_int64}
        unsigned = {"int": ctypes.c_uint32, "long": ctypes.c_uint64}
        start, kind = data["start"]
        env = {"a": (fixed[kind](start).value, kind)}

        def read(x):
            value, k = env[x[1]] if x[0] == "var" else (x[1], x[2])
            cast = x[2] if x[0] == "var" else x[3]
            return (fixed[cast](value).value, cast) if cast else (value, k)

        for st in data["statements"]:
            (a, ka), (b, kb) = read(st["left"]), read(st["right"])
            op = st["op"]
            if op in SHIFTS:
                k = ka
                n = b % BITS[k]
                if op == "<<":
                    r = a * 2**n
                elif op == ">>":
                    r = a // 2**n
                else:
                    r = unsigned[k](a).value // 2**n
            else:
                k = "long" if "long" in (ka, kb) else "int"
                if op == "/":
                    r = int(abs(a) // abs(b)) * (1 if a * b >= 0 else -1)
                elif op == "%":
                    r = a - int(abs(a) // abs(b)) * (1 if a * b >= 0 else -1) * b
                else:
                    r = {"+": a + b, "-": a - b, "*": a * b,
                         "&": unsigned[k](a).value & unsigned[k](b).value,
                         "|": unsigned[k](a).value | unsigned[k](b).value,
                         "^": unsigned[k](a).value ^ unsigned[k](b).value}[op]
            r = fixed[k](r).value
            if st["narrow"]:
                r = ctypes.c_int32(r).value
            env[st["name"]] = (r, st["type"])
        return env[data["statements"][-1]["name"]][0]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = int(case.answer)
        return [str(w) for w in (gold + 1, -gold, gold + (1 << 32), gold ^ 1) if w != gold]


BOOTCAMP = JavaIntOverflow()
