"""Run a Minsky counter machine until it halts and give the final counter values.

A counter machine has a few counters holding natural numbers and numbered instructions of two
kinds besides HALT: ``INC X -> j`` adds one to X and goes to j; ``DEC X -> j / k`` goes to j
after subtracting one when X > 0, and to k (leaving X at 0) when X = 0. There is no arithmetic
besides +1 and -1 and no other test: copying, adding and multiplying are loops of these. The
generator writes a structured program (increments, single guarded decrements and loops ``while
X > 0: X -= 1; body`` whose bodies never increment X, so every run halts), compiles it into
numbered instructions and, at the higher levels, shuffles the numbering so the control flow
must be followed through jumps. Unlike ``code/register_machine`` there are no registers
loaded with constants and no arithmetic instructions; unlike ``formal/turing_machine`` the
state is a few unbounded numbers.

The trace is one state per executed instruction: fetch the instruction and the counter it
touches, compute the counter's new value and the next instruction. The plain solver speeds up
the transfer loops (a DEC whose success branch is a chain of INCs of other counters leading
back to it runs X times in one go) and steps through the rest; the tests run the numbered
program with a plain simulator written separately.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.arrays import parse_ints
from bootcamps.trace import Tracer

NAMES = "ABCD"
_LABELLED = re.compile(r"([A-Da-d])\s*(?:=|:|->|is)\s*(\d{1,9})")


@dataclass(frozen=True)
class Config:
    counters: int = 2
    statements: int = 3  # top-level statements of the structured program
    depth: int = 1  # loop nesting
    max_init: int = 3
    min_steps: int = 8
    max_steps: int = 40
    shuffle: bool = False  # number the instructions out of program order

    def __post_init__(self) -> None:
        if not 2 <= self.counters <= 4:
            raise ValueError(f"counters must be in 2..4, got {self.counters}")
        if not 1 <= self.statements <= 12:
            raise ValueError(f"statements must be in 1..12, got {self.statements}")
        if not 1 <= self.depth <= 3:
            raise ValueError(f"depth must be in 1..3, got {self.depth}")
        if not 1 <= self.max_init <= 9:
            raise ValueError(f"max_init must be in 1..9, got {self.max_init}")
        if not 1 <= self.min_steps < self.max_steps <= 800:
            raise ValueError(f"need 1 <= min_steps < max_steps <= 800, got {self.min_steps}, {self.max_steps}")


# ---------------------------------------------------------------- structured programs


def _block(rng: random.Random, names: str, n: int, depth: int, no_inc: frozenset) -> list:
    out = []
    for _ in range(n):
        roll = rng.random()
        if depth > 0 and roll < 0.5:
            x = rng.choice(names)
            body = [] if rng.random() < 0.1 else _block(rng, names, rng.randint(1, 3), depth - 1, no_inc | {x})
            out.append(("loop", x, body))
        elif roll < 0.58:
            out.append(("dec", rng.choice(names)))
        else:
            choices = [c for c in names if c not in no_inc]
            if choices:
                x = rng.choice(choices)
                out.extend([("inc", x)] * rng.choice((1, 1, 2)))
    return out


def _compile(program: list) -> list[list]:
    """Numbered instructions (1-based, in layout order): ["INC", X, j], ["DEC", X, j, k], ["HALT"]."""
    code: dict[int, list] = {}
    counter = iter(range(10**6))

    def block(stmts: list, cont: int) -> int:
        entry = cont
        for stmt in reversed(stmts):
            k = next(counter)
            if stmt[0] == "inc":
                code[k] = ["INC", stmt[1], entry]
            elif stmt[0] == "dec":
                code[k] = ["DEC", stmt[1], entry, entry]
            else:
                code[k] = ["DEC", stmt[1], None, entry]
                code[k][2] = block(stmt[2], k)
            entry = k
        return entry

    halt = next(counter)
    code[halt] = ["HALT"]
    start = block(program, halt)
    order, seen, stack = [], set(), [start]
    while stack:  # depth first, success branch first: the natural layout
        k = stack.pop()
        if k in seen:
            continue
        seen.add(k)
        order.append(k)
        instr = code[k]
        stack.extend(reversed([j for j in instr[2:] if j not in seen]))
    number = {k: i + 1 for i, k in enumerate(order)}
    return [[*instr[:2], *(number[j] for j in instr[2:])] for instr in (code[k] for k in order)]


def _renumber(code: list[list], rng: random.Random) -> list[list]:
    rest = list(range(2, len(code) + 1))
    rng.shuffle(rest)
    new = {1: 1, **{old: new for old, new in zip(range(2, len(code) + 1), rest)}}
    out: list[list] = [[] for _ in code]
    for old, instr in enumerate(code, 1):
        out[new[old] - 1] = [*instr[:2], *(new[j] for j in instr[2:])]
    return out


def _run(code: list[list], values: list[int], names: str, limit: int) -> tuple[list[int], int] | None:
    regs = dict(zip(names, values))
    pc, steps = 1, 0
    while code[pc - 1][0] != "HALT":
        steps += 1
        if steps > limit:
            return None
        op, x, *targets = code[pc - 1]
        if op == "INC":
            regs[x] += 1
            pc = targets[0]
        elif regs[x] > 0:
            regs[x] -= 1
            pc = targets[0]
        else:
            pc = targets[1]
    return [regs[c] for c in names], steps


def render(instr: list, style: int) -> str:
    op = instr[0]
    if op == "HALT":
        return "HALT"
    if op == "INC":
        return (f"INC {instr[1]} -> {instr[2]}", f"add 1 to {instr[1]}, then go to {instr[2]}")[style]
    x, j, k = instr[1:]
    return (f"DEC {x} -> {j} / {k}", f"if {x} > 0, subtract 1 from {x} and go to {j}; if {x} = 0, go to {k}")[style]


_INTROS = (
    "A counter machine has the counters {names}, which hold non-negative integers and start at {init}. "
    "Execution begins at instruction 1.",
    "Counters {names} start with the values {init}. The machine below runs from instruction 1 until it reaches "
    "HALT.",
    "Simulate this Minsky counter machine. Its counters are {names} (never negative), initially {init}; "
    "it starts at instruction 1.",
)
_RULES = (
    "Instruction forms: \"INC X -> j\" adds 1 to counter X and jumps to instruction j. \"DEC X -> j / k\": if X is "
    "greater than 0, subtract 1 from X and jump to j; if X is 0, leave it and jump to k. HALT stops the machine.",
    "Rules: INC X -> j means X := X + 1, then go to j. DEC X -> j / k means: when X > 0, X := X - 1 and go to j, "
    "otherwise (X = 0) go to k without changing anything. The machine stops at HALT.",
)
_QUESTIONS = (
    "What are the counter values when the machine halts?",
    "Give the final values of {names} after the machine halts.",
    "When it stops, what does each counter hold?",
)


class CounterMachine(Bootcamp):
    id = "formal/counter_machine"
    description = "Final counters of a Minsky counter machine (INC and DEC-or-jump-if-zero instructions)"
    Config = Config
    LEVELS = {
        "1": Config(counters=2, statements=3, depth=1, max_init=3, min_steps=8, max_steps=40),
        "2": Config(counters=3, statements=4, depth=2, max_init=3, min_steps=18, max_steps=80),
        "3": Config(counters=3, statements=5, depth=2, max_init=4, min_steps=30, max_steps=150, shuffle=True),
        "4": Config(counters=4, statements=6, depth=2, max_init=4, min_steps=45, max_steps=250, shuffle=True),
        "5": Config(counters=4, statements=7, depth=3, max_init=5, min_steps=70, max_steps=400, shuffle=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        names = NAMES[: config.counters]
        while True:
            program = _block(rng, names, config.statements, config.depth, frozenset())
            if not any(s[0] == "loop" and s[2] for s in program):
                continue
            code = _compile(program)
            for _ in range(6):  # a few starting values per program before drawing another
                init = [rng.randint(0, config.max_init) for _ in names]
                result = _run(code, init, names, config.max_steps)
                if result is not None and result[1] >= config.min_steps and sum(result[0]) > 0:
                    if config.shuffle:  # renaming the instructions changes no run
                        code = _renumber(code, rng)
                    return {"counters": names, "init": init, "code": code, "style": rng.randrange(2)}, result[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["counters"]
        listed = ", ".join(names)
        init = ", ".join(f"{c} = {v}" for c, v in zip(names, data["init"]))
        lines = [f"{i}: {render(instr, data['style'])}" for i, instr in enumerate(data["code"], 1)]
        example = ", ".join(f"{c}=0" for c in names)
        return "\n".join([
            rng.choice(_INTROS).format(names=listed, init=init),
            rng.choice(_RULES),
            *lines,
            rng.choice(_QUESTIONS).format(names=listed),
            answer_instruction(f"the final values in the order {listed}, written like {example}"),
        ])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(f"{c}={v}" for c, v in zip(NAMES, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        if len(text) > 300:
            return 0.0
        names = data["counters"]
        if re.search(r"[=:]|->|\bis\b", text):
            pairs = _LABELLED.findall(text)
            rest = _LABELLED.sub("", text)
            if re.sub(r"[\s,;.]", "", rest) or [c.upper() for c, _ in pairs] != list(names):
                return 0.0
            values = [int(v) for _, v in pairs]
        else:
            values = parse_ints(text, length=len(names))
        return 1.0 if values == list(answer) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        out = []
        for i in range(len(gold)):
            wrong = gold.copy()
            wrong[i] += rng.choice((1, -1)) if wrong[i] else 1
            out.append(self.format_answer(wrong))
        return out[:3]

    def program(self, t: Tracer, data: dict) -> list[int]:
        names, code = data["counters"], data["code"]
        regs = dict(zip(names, data["init"]))
        pc, step = 1, 0
        while True:
            step += 1
            if step > 5_000:
                raise RuntimeError("over 5000 steps")  # only a corrupted trace can loop
            t.state(f"step {step}")
            instr = t.fetch(f"instr[{pc}]", render(code[pc - 1], 0))
            op, *args = instr.split()
            if op == "HALT":
                t.goto("halt")
                break
            x = args[0]
            value = t.fetch(x, regs[x])
            if op == "INC":
                regs[x] = t.compute(x, value + 1)
                pc = t.goto(int(args[2]), why="INC then jump")
            elif t.goto(value > 0, why=f"{x} > 0"):
                regs[x] = t.compute(x, value - 1)
                pc = t.goto(int(args[2]), why="decremented: first target")
            else:
                pc = t.goto(int(args[4]), why=f"{x} is 0: second target")
        t.state("answer")
        return t.compute("answer", [t.fetch(c, regs[c]) for c in names])

    def solve(self, data: dict) -> list[int]:
        # Transfer loops run in one go: DEC X whose success branch is INCs (of other counters)
        # leading back to it adds X to each of them and sets X to 0.
        names, code = data["counters"], data["code"]
        regs = dict(zip(names, data["init"]))
        pc = 1
        while code[pc - 1][0] != "HALT":
            op, x, *targets = code[pc - 1]
            if op == "INC":
                regs[x] += 1
                pc = targets[0]
                continue
            adds, j = [], targets[0]
            while code[j - 1][0] == "INC" and code[j - 1][1] != x and len(adds) < len(code):
                adds.append(code[j - 1][1])
                j = code[j - 1][2]
            if j == pc and regs[x] > 0:
                for y in adds:
                    regs[y] += regs[x]
                regs[x] = 0
            elif regs[x] > 0:
                regs[x] -= 1
                pc = targets[0]
            else:
                pc = targets[1]
        return [regs[c] for c in names]


BOOTCAMP = CounterMachine()
