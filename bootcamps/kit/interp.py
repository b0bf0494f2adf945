"""Small terminating programs: a Python-like subset, a stack machine and a register machine.

Everything is data (JSON-ready lists) interpreted here; nothing is ever ``exec``-ed or
``eval``-ed. Generated programs always terminate by construction: the Python subset has only
``for v in range(a, b)`` loops with constant bounds whose variable the body never assigns, and
register-machine loops count a register down that their body never writes. The interpreters
also take a step budget and raise ``StepLimit`` past it, so a caller can reject programs that
run too long and a hand-written program cannot hang them.

Python subset (statements):
    ["set", name, expr]                   name = expr
    ["if", cond, then_body, else_body]    if cond: ... else: ...   (else_body may be [])
    ["for", name, start, stop, body]      for name in range(start, stop): ...
    ["print", expr]                       print(expr)
Expressions: ["num", n], ["var", name], ["bin", op, a, b] with op in + - * // %
(// and % only by positive constants), conditions ["cmp", op, a, b] with op in < <= == != > >=.
"""

from __future__ import annotations

import random
from typing import Any

ARITH = ("+", "-", "*", "//", "%")
COMPARE = ("<", "<=", "==", "!=", ">", ">=")
VALUE_LIMIT = 10**6


class StepLimit(Exception):
    """A program ran past its step budget."""


# Gold values stay below VALUE_LIMIT; a corrupted or claimed value squared in a loop doubles its
# length each pass, so a product this long means a run that went astray, not arithmetic to do.
PRODUCT_BITS = 4096


def binop(op: str, a: int, b: int) -> int:
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        if a.bit_length() + b.bit_length() > PRODUCT_BITS:
            raise StepLimit(f"a product of {a.bit_length()}- and {b.bit_length()}-bit numbers: the values ran away")
        return a * b
    if op == "//":
        return a // b
    if op == "%":
        return a % b
    raise ValueError(f"unknown operator {op!r}")


def compare(op: str, a: int, b: int) -> bool:
    if op == "<":
        return a < b
    if op == "<=":
        return a <= b
    if op == "==":
        return a == b
    if op == "!=":
        return a != b
    if op == ">":
        return a > b
    if op == ">=":
        return a >= b
    raise ValueError(f"unknown comparison {op!r}")


# ---------------------------------------------------------------- Python subset


def expr_vars(e: list) -> list[str]:
    """Variables an expression reads, in reading order, without repeats."""
    out: list[str] = []

    def walk(node: list) -> None:
        if node[0] == "var":
            if node[1] not in out:
                out.append(node[1])
        elif node[0] in ("bin", "cmp"):
            walk(node[2])
            walk(node[3])

    walk(e)
    return out


def eval_expr(e: list, env: dict[str, int]) -> Any:
    kind = e[0]
    if kind == "num":
        return e[1]
    if kind == "var":
        return env[e[1]]
    if kind == "bin":
        return binop(e[1], eval_expr(e[2], env), eval_expr(e[3], env))
    if kind == "cmp":
        return compare(e[1], eval_expr(e[2], env), eval_expr(e[3], env))
    raise ValueError(f"unknown expression {kind!r}")


def render_expr(e: list, top: bool = True) -> str:
    kind = e[0]
    if kind == "num":
        return str(e[1]) if e[1] >= 0 or top else f"({e[1]})"
    if kind == "var":
        return e[1]
    text = f"{render_expr(e[2], False)} {e[1]} {render_expr(e[3], False)}"
    return text if top else f"({text})"


def render_python(program: list, indent: int = 0) -> str:
    pad = "    " * indent
    lines = []
    for stmt in program:
        kind = stmt[0]
        if kind == "set":
            lines.append(f"{pad}{stmt[1]} = {render_expr(stmt[2])}")
        elif kind == "print":
            lines.append(f"{pad}print({render_expr(stmt[1])})")
        elif kind == "for":
            lines.append(f"{pad}for {stmt[1]} in range({stmt[2]}, {stmt[3]}):")
            lines.append(render_python(stmt[4], indent + 1))
        elif kind == "if":
            lines.append(f"{pad}if {render_expr(stmt[1])}:")
            lines.append(render_python(stmt[2], indent + 1))
            if stmt[3]:
                lines.append(f"{pad}else:")
                lines.append(render_python(stmt[3], indent + 1))
        else:
            raise ValueError(f"unknown statement {kind!r}")
    return "\n".join(lines)


def run_python(program: list, max_steps: int = 10_000) -> tuple[list[int], dict[str, int], int]:
    """Printed values, final variables and the number of statements executed."""
    out: list[int] = []
    env: dict[str, int] = {}
    steps = 0

    def run(body: list) -> None:
        nonlocal steps
        for stmt in body:
            steps += 1
            if steps > max_steps:
                raise StepLimit(f"program ran past {max_steps} steps")
            kind = stmt[0]
            if kind == "set":
                env[stmt[1]] = eval_expr(stmt[2], env)
            elif kind == "print":
                out.append(eval_expr(stmt[1], env))
            elif kind == "if":
                run(stmt[2] if eval_expr(stmt[1], env) else stmt[3])
            elif kind == "for":
                for i in range(stmt[2], stmt[3]):
                    env[stmt[1]] = i
                    run(stmt[4])
            else:
                raise ValueError(f"unknown statement {kind!r}")

    run(program)
    return out, env, steps


def random_expr(rng: random.Random, names: list[str], depth: int, small: int = 9) -> list:
    """An arithmetic expression over ``names`` (which must be defined) and small constants."""
    if depth == 0 or rng.random() < 0.3:
        if names and rng.random() < 0.7:
            return ["var", rng.choice(names)]
        return ["num", rng.randint(1, small)]
    op = rng.choice(ARITH)
    if op in ("//", "%"):  # only by positive constants: no division by zero, no sign puzzles of the divisor
        return ["bin", op, random_expr(rng, names, depth - 1, small), ["num", rng.randint(2, 5)]]
    return ["bin", op, random_expr(rng, names, depth - 1, small), random_expr(rng, names, depth - 1, small)]


def random_python(
    rng: random.Random,
    statements: int,
    variables: int = 3,
    loops: int = 1,
    ifs: int = 1,
    expr_depth: int = 2,
    max_range: int = 4,
    max_steps: int = 200,
    prints: int = 2,
) -> list:
    """A random terminating program; retried until its values stay below ``VALUE_LIMIT`` and it
    runs at most ``max_steps`` statements. Its last statement is a print."""
    pool = ["a", "b", "c", "d", "x", "y", "z", "n", "m", "s", "t", "k"]
    for _ in range(1000):
        names = rng.sample(pool, variables)
        loop_names = [v for v in ("i", "j", "u", "w") if v not in names]
        budget = {"loops": loops, "ifs": ifs, "prints": prints}

        def block(count: int, depth: int, readable: list[str]) -> list:
            body = []
            for _ in range(count):
                roll = rng.random()
                if budget["loops"] and depth < 2 and roll < 0.25:
                    budget["loops"] -= 1
                    var = loop_names[depth]
                    start = rng.randint(0, 2)
                    inner = block(rng.randint(1, 3), depth + 1, readable + [var])
                    body.append(["for", var, start, start + rng.randint(1, max_range), inner])
                elif budget["ifs"] and readable and roll < 0.45:
                    budget["ifs"] -= 1
                    cond = ["cmp", rng.choice(COMPARE), ["var", rng.choice(readable)], random_expr(rng, readable, 1)]
                    then = block(rng.randint(1, 2), depth + 1, readable)
                    other = block(rng.randint(1, 2), depth + 1, readable) if rng.random() < 0.5 else []
                    body.append(["if", cond, then, other])
                elif budget["prints"] and readable and roll < 0.6:
                    budget["prints"] -= 1
                    body.append(["print", random_expr(rng, readable, 1)])
                else:  # loop variables are read, never assigned
                    expr = random_expr(rng, readable, expr_depth)
                    while expr[0] != "bin":  # "x = x" teaches nothing
                        expr = random_expr(rng, readable, expr_depth)
                    body.append(["set", rng.choice(names), expr])
            return body

        # define every variable first so that later reads never fail
        program = [["set", v, ["num", rng.randint(0, 9)]] for v in names]
        program += block(statements, 0, list(names))
        program.append(["print", random_expr(rng, names, 1)])  # end on a print: no dead code after it
        try:
            out, env, steps = run_python(program, max_steps)
        except StepLimit:
            continue
        if max(abs(v) for v in [*out, *env.values()]) < VALUE_LIMIT:
            return program
    raise RuntimeError("no program within the value and step limits in 1000 tries")


# ---------------------------------------------------------------- stack machine

STACK_OPS = {
    # name: (values popped, description)
    "ADD": (2, "pop b, pop a, push a+b"),
    "SUB": (2, "pop b, pop a, push a-b"),
    "MUL": (2, "pop b, pop a, push a*b"),
    "DUP": (1, "push a copy of the top"),
    "SWAP": (2, "exchange the top two"),
    "OVER": (2, "push a copy of the second from the top"),
    "DROP": (1, "remove the top"),
    "ROT": (3, "move the third from the top to the top (a b c -> b c a)"),
    "NEG": (1, "replace the top a by -a"),
}


def stack_step(stack: list[int], instr: list) -> list[int]:
    """The stack after one instruction (a new list); ``ValueError`` on underflow."""
    op = instr[0]
    if op == "PUSH":
        return stack + [instr[1]]
    need = STACK_OPS[op][0]
    if len(stack) < need:
        raise ValueError(f"{op} needs {need} values, the stack holds {len(stack)}")
    s = list(stack)
    if op in ("ADD", "SUB", "MUL"):
        b, a = s.pop(), s.pop()
        s.append(binop({"ADD": "+", "SUB": "-", "MUL": "*"}[op], a, b))
    elif op == "DUP":
        s.append(s[-1])
    elif op == "SWAP":
        s[-1], s[-2] = s[-2], s[-1]
    elif op == "OVER":
        s.append(s[-2])
    elif op == "DROP":
        s.pop()
    elif op == "ROT":
        s.append(s.pop(-3))
    elif op == "NEG":
        s[-1] = -s[-1]
    return s


def run_stack(code: list[list]) -> list[int]:
    stack: list[int] = []
    for instr in code:
        stack = stack_step(stack, instr)
    return stack


def render_instr(instr: list) -> str:
    return " ".join(str(x) for x in instr)


def parse_instr(text: str) -> list:
    """Inverse of ``render_instr`` for machine code: "PUSH -7" -> ["PUSH", -7], "JNZ C 3" ->
    ["JNZ", "C", 3]. ``ValueError`` on anything else (a traced program may be fed a bad claim)."""
    parts = text.split()
    if not parts or not parts[0].isupper():
        raise ValueError(f"not an instruction: {text!r}")
    out: list = [parts[0]]
    for part in parts[1:]:
        out.append(int(part) if part.lstrip("-").isdigit() else part)
    return out


def random_stack_program(rng: random.Random, length: int, ops: tuple[str, ...], max_push: int = 9) -> list[list]:
    """``length`` instructions that never underflow and keep values below ``VALUE_LIMIT``."""
    code: list[list] = []
    stack: list[int] = []
    while len(code) < length:
        legal = [op for op in ops if STACK_OPS[op][0] <= len(stack)]
        if len(stack) < 2 or not legal or rng.random() < 0.3:
            instr = ["PUSH", rng.randint(-max_push if "NEG" not in ops else 0, max_push)]
        else:
            instr = [rng.choice(legal)]
        after = stack_step(stack, instr)
        if after and abs(after[-1]) >= VALUE_LIMIT:
            continue
        code.append(instr)
        stack = after
    return code


# ---------------------------------------------------------------- register machine
# Instructions: ["MOV", r, n] (r := n), ["ADD", r, s] (r := r + s), ["SUB", r, s],
# ["MUL", r, s], ["ADDI", r, n] (r := r + n), ["DEC", r], ["JNZ", r, target] (jump to
# instruction index ``target`` when r != 0), ["HALT"].

REGISTER_NAMES = ("A", "B", "C", "D", "E")


def register_step(regs: dict[str, int], pc: int, instr: list) -> tuple[dict[str, int], int]:
    op = instr[0]
    regs = dict(regs)
    if op == "MOV":
        regs[instr[1]] = instr[2]
    elif op in ("ADD", "SUB", "MUL"):
        regs[instr[1]] = binop({"ADD": "+", "SUB": "-", "MUL": "*"}[op], regs[instr[1]], regs[instr[2]])
    elif op == "ADDI":
        regs[instr[1]] = regs[instr[1]] + instr[2]
    elif op == "DEC":
        regs[instr[1]] = regs[instr[1]] - 1
    elif op == "JNZ":
        return regs, instr[2] if regs[instr[1]] != 0 else pc + 1
    elif op == "HALT":
        return regs, -1
    else:
        raise ValueError(f"unknown instruction {op!r}")
    return regs, pc + 1


def run_registers(code: list[list], registers: list[str], max_steps: int = 10_000) -> tuple[dict[str, int], int]:
    """Final registers (all start at 0) and the number of instructions executed."""
    regs = {r: 0 for r in registers}
    pc, steps = 0, 0
    while 0 <= pc < len(code):
        steps += 1
        if steps > max_steps:
            raise StepLimit(f"register program ran past {max_steps} steps")
        regs, pc = register_step(regs, pc, code[pc])
    return regs, steps


def random_register_program(
    rng: random.Random, registers: int, blocks: int, loop_count: int, max_steps: int
) -> list[list]:
    """Straight-line blocks and counted loops ``MOV C, k; body; DEC C; JNZ C, body`` whose body
    never writes the counter C, so every loop runs exactly k times."""
    names = list(REGISTER_NAMES[:registers])
    for _ in range(1000):
        code: list[list] = [["MOV", r, rng.randint(0, 5)] for r in names[:-1]]
        counters = [names[-1]]

        def straight(n: int, writable: list[str]) -> list[list]:
            out = []
            for _ in range(n):
                kind = rng.random()
                r = rng.choice(writable)
                if kind < 0.35:
                    out.append(["ADD", r, rng.choice(names)])
                elif kind < 0.55:
                    out.append(["SUB", r, rng.choice(names)])
                elif kind < 0.65:
                    out.append(["MUL", r, rng.choice(names)])
                else:
                    out.append(["ADDI", r, rng.randint(-3, 5)])
            return out

        for b in range(blocks):
            if b % 2 == 1:
                counter = counters[0]
                writable = [r for r in names if r != counter]
                code.append(["MOV", counter, rng.randint(2, loop_count)])
                start = len(code)
                body = straight(rng.randint(1, 3), writable)
                code += body
                code += [["DEC", counter], ["JNZ", counter, start]]
            else:
                code += straight(rng.randint(1, 3), names[:-1])
        code.append(["HALT"])
        try:
            regs, steps = run_registers(code, names, max_steps)
        except StepLimit:
            continue
        if max(abs(v) for v in regs.values()) < VALUE_LIMIT and _values_bounded(code, names):
            return code
    raise RuntimeError("no register program within limits in 1000 tries")


def _values_bounded(code: list[list], names: list[str]) -> bool:
    regs = {r: 0 for r in names}
    pc = 0
    while 0 <= pc < len(code):
        regs, pc = register_step(regs, pc, code[pc])
        if any(abs(v) >= VALUE_LIMIT for v in regs.values()):
            return False
    return True


# ---------------------------------------------------------------- tape machine (Brainfuck-like)
# Commands: + - (cell +-1, wrapping mod 256), > < (move), [ ] (loop while the cell is not 0),
# . (output the cell as a number). Code is tokenised into runs: ["+", k], [">", k], ["[", j],
# ["]", j] (j is the index of the matching bracket token) and [".", 1].


def tape_tokens(code: str) -> list[list]:
    tokens: list[list] = []
    stack: list[int] = []
    for c in code:
        if c in "+-<>" and tokens and tokens[-1][0] == c:
            tokens[-1][1] += 1
        elif c in "+-<>.":
            tokens.append([c, 1])
        elif c == "[":
            stack.append(len(tokens))
            tokens.append(["[", -1])
        elif c == "]":
            if not stack:
                raise ValueError("unmatched ]")
            j = stack.pop()
            tokens[j][1] = len(tokens)
            tokens.append(["]", j])
    if stack:
        raise ValueError("unmatched [")
    return tokens


def run_tape(code: str, max_steps: int = 100_000) -> tuple[list[int], int]:
    """Output values and the number of tokens executed; ``StepLimit`` past ``max_steps``."""
    tokens = tape_tokens(code)
    tape: dict[int, int] = {}
    ptr = pc = steps = 0
    out: list[int] = []
    while pc < len(tokens):
        steps += 1
        if steps > max_steps:
            raise StepLimit(f"tape program ran past {max_steps} steps")
        op, arg = tokens[pc]
        if op == "+":
            tape[ptr] = (tape.get(ptr, 0) + arg) % 256
        elif op == "-":
            tape[ptr] = (tape.get(ptr, 0) - arg) % 256
        elif op == ">":
            ptr += arg
        elif op == "<":
            ptr -= arg
        elif op == ".":
            out.append(tape.get(ptr, 0))
        elif op == "[" and tape.get(ptr, 0) == 0:
            pc = arg
        elif op == "]" and tape.get(ptr, 0) != 0:
            pc = arg
        pc += 1
    return out, steps


def random_tape_program(rng: random.Random, blocks: int, max_count: int, nested: bool, max_steps: int) -> str:
    """Blocks of increments, moves, outputs and counted loops ``[->+++<]`` (the body moves away
    and back and decrements the counter once per round), so the program always halts."""
    for _ in range(1000):
        parts: list[str] = []
        for _ in range(blocks):
            roll = rng.random()
            if roll < 0.4:
                parts.append(rng.choice("+-") * rng.randint(1, max_count) + "." * (rng.random() < 0.5))
            elif roll < 0.55:
                parts.append(">" if rng.random() < 0.6 else "<")
            else:
                dist = rng.randint(1, 2)
                inner = "+" * rng.randint(1, max_count) if rng.random() < 0.7 else "-" * rng.randint(1, 3)
                if nested and rng.random() < 0.4:  # the inner counter is set, then run down to 0
                    inner = "+" * rng.randint(2, 3) + "[>" + "+" * rng.randint(1, 3) + "<-]"
                parts.append("+" * rng.randint(2, max_count) + "[-" + ">" * dist + inner + "<" * dist + "]" + ">" * dist + ".")
        code = "".join(parts) + "."
        try:
            tokens = tape_tokens(code)
            out, steps = run_tape(code, max_steps)
        except StepLimit:
            continue
        if _tape_stays_right(tokens) and len(out) >= 2:
            return code
    raise RuntimeError("no tape program within limits in 1000 tries")


def _tape_stays_right(tokens: list[list]) -> bool:
    """The pointer never moves left of cell 0. A static scan suffices: every loop body returns
    the pointer to where it started."""
    ptr, low = 0, 0
    for op, arg in tokens:
        if op == ">":
            ptr += arg
        elif op == "<":
            ptr -= arg
        low = min(low, ptr)
    return low >= 0
