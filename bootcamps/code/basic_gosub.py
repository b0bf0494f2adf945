"""What does a line-numbered BASIC program with GOTO, GOSUB/RETURN and IF ... THEN print?

The program is classic BASIC: numbered lines run in order; ``LET`` assigns an integer
expression (variables start at 0); ``PRINT`` writes a value; ``IF v op n THEN line`` jumps when
the comparison holds; ``GOTO`` jumps; ``GOSUB line`` pushes the line after it on the return
stack and jumps; ``RETURN`` pops that line and resumes there; ``END`` stops. The generator
builds a main loop (a counter, a body of assignments, prints, forward IF skips and GOSUB
calls, a backward conditional jump) and subroutines after ``END`` that may call later
subroutines (never recursion), so every program halts; one that prints nothing or overflows a
bound is regenerated. The traced solver runs it, one state per executed line, fetching the
variables and return stack it reads; the plain solver compiles each line to a small closure
first. The tests run the program text through a separately written interpreter.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

_RELOPS = ("<", ">", "=", "<>", "<=", ">=")
_LIMIT = 10**6


@dataclass(frozen=True)
class Config:
    loops: int = 2
    body: int = 3
    subroutines: int = 1
    sub_len: int = 2

    def __post_init__(self) -> None:
        if not 1 <= self.loops <= 8:
            raise ValueError(f"loops must be in 1..8, got {self.loops}")
        if not 1 <= self.body <= 10:
            raise ValueError(f"body must be in 1..10, got {self.body}")
        if not 1 <= self.subroutines <= 4:
            raise ValueError(f"subroutines must be in 1..4, got {self.subroutines}")
        if not 1 <= self.sub_len <= 6:
            raise ValueError(f"sub_len must be in 1..6, got {self.sub_len}")


def relop(a: int, op: str, b: int) -> bool:
    return {"<": a < b, ">": a > b, "=": a == b, "<>": a != b, "<=": a <= b, ">=": a >= b}[op]


def arith(a: int, op: str, b: int) -> int:
    return a + b if op == "+" else a - b if op == "-" else a * b


def term_text(x: list) -> str:
    return str(x[1]) if x[0] == "n" else x[1]


def stmt_text(st: list) -> str:
    k = st[0]
    if k == "let":
        e = st[2]
        rhs = term_text(e[1]) if e[0] == "t" else f"{term_text(e[2])} {e[1]} {term_text(e[3])}"
        return f"LET {st[1]} = {rhs}"
    if k == "print":
        return f"PRINT {st[1]}"
    if k == "if":
        return f"IF {st[1]} {st[2]} {st[3]} THEN {st[4]}"
    if k in ("goto", "gosub"):
        return f"{k.upper()} {st[1]}"
    return k.upper()


def _random_let(rng: random.Random, names: list[str]) -> list:
    v = rng.choice(names)
    roll = rng.random()
    if roll < 0.2:
        return ["let", v, ["t", ["n", rng.randint(0, 9)]]]
    op = rng.choice("++-*") if roll < 0.9 else "*"
    a = ["v", rng.choice(names)]
    b = ["n", rng.randint(2, 3) if op == "*" else rng.randint(1, 9)] if op == "*" or rng.random() < 0.6 else ["v", rng.choice(names)]
    return ["let", v, ["op", op, a, b]]


def _block(rng: random.Random, n: int, names: list[str], calls: list[str]) -> list:
    """n statements; IF targets are ("rel", k): the statement k places ahead in the block."""
    out: list = []
    for i in range(n):
        roll = rng.random()
        if roll < 0.2 and calls:
            out.append(["gosub", rng.choice(calls)])
        elif roll < 0.35 and i < n - 1:
            out.append(["if", rng.choice(names), rng.choice(_RELOPS), rng.randint(0, 12), ["rel", rng.randint(2, min(3, n - i))]])
        elif roll < 0.42 and i < n - 1:
            out.append(["goto", ["rel", 2]])
        elif roll < 0.62:
            out.append(["print", rng.choice(names)])
        else:
            out.append(_random_let(rng, names))
    return out


def run(lines: list[list], max_steps: int) -> tuple[list[int], int] | None:
    """(printed values, executed lines), or None if it errs, runs too long or overflows."""
    index = {ln: i for i, (ln, _) in enumerate(lines)}
    env: dict[str, int] = {}
    stack: list[int] = []
    out: list[int] = []
    pc, steps = 0, 0
    while pc < len(lines):
        steps += 1
        if steps > max_steps or len(stack) > 8:
            return None
        st = lines[pc][1]
        k, pc = st[0], pc + 1
        if k == "let":
            e = st[2]
            val = lambda x: x[1] if x[0] == "n" else env.get(x[1], 0)  # noqa: E731
            r = val(e[1]) if e[0] == "t" else arith(val(e[2]), e[1], val(e[3]))
            if abs(r) > _LIMIT:
                return None
            env[st[1]] = r
        elif k == "print":
            out.append(env.get(st[1], 0))
        elif k == "if":
            if relop(env.get(st[1], 0), st[2], st[3]):
                pc = index[st[4]]
        elif k == "goto":
            pc = index[st[1]]
        elif k == "gosub":
            stack.append(pc)
            pc = index[st[1]]
        elif k == "return":
            if not stack:
                return None
            pc = stack.pop()
        else:
            break
    return out, steps


_INTROS = (
    "What does this BASIC program print?",
    "Run the following line-numbered BASIC program by hand and give everything it prints.",
    "Trace this classic BASIC listing and report its output.",
)
_RULES = (
    "Rules: lines run in increasing line-number order unless a jump happens; all variables are integers and start at 0; "
    "LET assigns; PRINT outputs the value; IF cond THEN n jumps to line n when cond holds (= is equality, <> is not-equal), "
    "otherwise execution goes on with the next line; GOTO n jumps to line n; GOSUB n remembers the line after the GOSUB "
    "on a return stack and jumps to n; RETURN jumps back to the most recently remembered line (removing it from the stack); END stops the program."
)


class BasicGosub(IntSequenceAnswer, Bootcamp):
    id = "code/basic_gosub"
    description = "Predict the output of a line-numbered BASIC program with GOTO, GOSUB/RETURN and IF ... THEN"
    Config = Config
    LEVELS = {
        "1": Config(loops=1, body=3, subroutines=1, sub_len=2),
        "2": Config(loops=2, body=3, subroutines=1, sub_len=2),
        "3": Config(loops=3, body=4, subroutines=2, sub_len=3),
        "4": Config(loops=4, body=5, subroutines=3, sub_len=3),
        "5": Config(loops=5, body=6, subroutines=4, sub_len=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            names = rng.sample("ABCDEFGHJKLMNPQRSTXYZ", 3)
            counter = rng.choice([c for c in "IJKN" if c not in names])
            subs = [f"S{j}" for j in range(config.subroutines)]
            blocks: list[tuple[str, list]] = []
            init = [["let", v, ["t", ["n", rng.randint(0, 9)]]] for v in names if rng.random() < 0.7]
            n_iter = rng.randint(max(1, config.loops - 1), config.loops + 1) if config.loops > 1 else rng.randint(1, 2)
            body = _block(rng, config.body, names + [counter], subs)
            if not any(st[0] == "gosub" and st[1] == subs[0] for st in body):
                body[rng.randrange(len(body))] = ["gosub", subs[0]]
            tail = [["let", counter, ["op", "+", ["v", counter], ["n", 1]]],
                    ["if", counter, "<", n_iter, "LOOP"], ["end"]]
            blocks.append(("MAIN", init + [["let", counter, ["t", ["n", 0]]]]))
            blocks.append(("LOOP", body + tail))
            for j, s in enumerate(subs):
                blk = _block(rng, config.sub_len, names, subs[j + 1:])
                if j + 1 < len(subs) and not any(st[0] == "gosub" for st in blk) and rng.random() < 0.8:
                    blk[rng.randrange(len(blk))] = ["gosub", rng.choice(subs[j + 1:])]
                blocks.append((s, blk + [["return"]]))
            # flatten: labels to line numbers
            flat: list[list] = []
            label_at: dict[str, int] = {}
            number = 10
            for bi, (label, stmts) in enumerate(blocks):
                if label.startswith("S"):
                    number = (number // 100 + 1) * 100
                label_at[label] = number
                base = len(flat)
                for st in stmts:
                    flat.append([number, st])
                    number += 10
                for i, st in enumerate(stmts):
                    if st[0] == "if" and isinstance(st[4], list):
                        st[4] = ("at", base + i + st[4][1])
                    elif st[0] == "goto":
                        st[1] = ("at", base + i + st[1][1])
            lines = []
            for ln, st in flat:
                st = list(st)
                if st[0] == "if":
                    st[4] = flat[st[4][1]][0] if isinstance(st[4], tuple) else label_at[st[4]]
                elif st[0] == "gosub":
                    st[1] = label_at[st[1]]
                elif st[0] == "goto":
                    st[1] = flat[st[1][1]][0]
                lines.append([ln, st])
            res = run(lines, 3000)
            if res is None or len(res[0]) < 2 or len(res[0]) > 40:
                continue
            data = {"lines": lines}
            return data, res[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        listing = "\n".join(f"{ln} {stmt_text(st)}" for ln, st in data["lines"])
        form = "the printed integers in order, separated by commas, like 3, 7, 2"
        return f"{rng.choice(_INTROS)}\n{_RULES}\n```basic\n{listing}\n```\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        lines = data["lines"]
        env: dict[str, int] = {}
        stack: list[int] = []
        out: list[int] = []
        pc, steps = 0, 0
        while pc < len(lines) and steps < 5000:
            steps += 1
            ln, st = lines[pc]
            k = st[0]
            t.state(f"line {ln} {k}")
            pc += 1
            if k == "let":
                e = st[2]

                def val(x: list) -> int:
                    return x[1] if x[0] == "n" else t.fetch(x[1], env.get(x[1], 0))

                r = val(e[1]) if e[0] == "t" else arith(val(e[2]), e[1], val(e[3]))
                env[st[1]] = t.compute(st[1], r)
            elif k == "print":
                out = t.compute("output", out + [t.fetch(st[1], env.get(st[1], 0))])
            elif k == "if":
                if t.compute("condition", relop(t.fetch(st[1], env.get(st[1], 0)), st[2], st[3])):
                    pc = next(i for i, (n, _) in enumerate(lines) if n == st[4])
                t.compute("next line", lines[pc][0] if pc < len(lines) else "end")
            elif k == "goto":
                pc = next(i for i, (n, _) in enumerate(lines) if n == t.compute("next line", st[1]))
            elif k == "gosub":
                stack = t.compute("return stack", stack + [lines[pc][0]])
                pc = next(i for i, (n, _) in enumerate(lines) if n == st[1])
            elif k == "return":
                back = t.fetch("return stack", list(stack))[-1]
                stack = t.compute("return stack", stack[:-1])
                pc = next(i for i, (n, _) in enumerate(lines) if n == t.compute("resume at", back))
            else:
                t.compute("stop", True)
                break
        t.state("answer")
        return t.compute("answer", list(out))

    def solve(self, data: dict) -> list[int]:
        lines = data["lines"]
        where = {ln: i for i, (ln, _) in enumerate(lines)}
        mem: dict[str, int] = {}
        calls: list[int] = []
        printed: list[int] = []

        def get(x: list) -> int:
            return x[1] if x[0] == "n" else mem.get(x[1], 0)

        def compile_line(st: list):
            k = st[0]
            if k == "let":
                e = st[2]
                if e[0] == "t":
                    return lambda pc: (mem.__setitem__(st[1], get(e[1])), pc)[1]
                return lambda pc: (mem.__setitem__(st[1], arith(get(e[2]), e[1], get(e[3]))), pc)[1]
            if k == "print":
                return lambda pc: (printed.append(mem.get(st[1], 0)), pc)[1]
            if k == "if":
                return lambda pc: where[st[4]] if relop(mem.get(st[1], 0), st[2], st[3]) else pc
            if k == "goto":
                return lambda pc: where[st[1]]
            if k == "gosub":
                return lambda pc: (calls.append(pc), where[st[1]])[1]
            if k == "return":
                return lambda pc: calls.pop()
            return lambda pc: len(lines)

        code = [compile_line(st) for _, st in lines]
        pc = 0
        while pc < len(lines):
            pc = code[pc](pc + 1)
        return printed

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[:-1], gold + [gold[-1]], [g + 1 for g in gold]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = BasicGosub()
