"""Run a stack-machine program and give the final stack.

The instruction set (PUSH, ADD, SUB, MUL, DUP, SWAP, OVER, DROP, ROT, NEG) is stated in the
prompt; generated programs never underflow. The trace is one state per instruction: fetch the
stack before it, compute the stack after it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

BASIC = ("ADD", "SUB", "DUP", "SWAP")
MORE = BASIC + ("MUL", "DROP", "OVER")
ALL = MORE + ("ROT", "NEG")


@dataclass(frozen=True)
class Config:
    length: int = 6
    ops: tuple = BASIC

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 200:
            raise ValueError(f"length must be in 2..200, got {self.length}")
        if not self.ops or any(op not in interp.STACK_OPS for op in self.ops):
            raise ValueError(f"ops must be a non-empty subset of {tuple(interp.STACK_OPS)}, got {self.ops}")


_INTROS = (
    "A stack machine starts with an empty stack and runs the program below, one instruction per line.",
    "Execute this program on a simple stack machine (the stack is empty at the start).",
    "Here is a program for a stack-based virtual machine. Run it from an empty stack.",
)
_QUESTIONS = (
    "What does the stack hold at the end, from bottom to top?",
    "Give the final contents of the stack, bottom first.",
    "List the values left on the stack after the last instruction, from the bottom to the top.",
)


class StackMachine(IntSequenceAnswer, Bootcamp):
    id = "code/stack_machine"
    description = "Run a stack-machine program (PUSH, ADD, DUP, SWAP, ROT, ...) and give the final stack"
    Config = Config
    LEVELS = {
        "1": Config(length=6, ops=BASIC),
        "2": Config(length=10, ops=MORE),
        "3": Config(length=16, ops=ALL),
        "4": Config(length=26, ops=ALL),
        "5": Config(length=40, ops=ALL),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        code = interp.random_stack_program(rng, config.length, tuple(config.ops))
        return {"code": code}, interp.run_stack(code)

    def prompt(self, data: dict, rng: random.Random) -> str:
        used = sorted({instr[0] for instr in data["code"]} - {"PUSH"})
        rules = ["PUSH n: push the number n"] + [f"{op}: {interp.STACK_OPS[op][1]}" for op in used]
        lines = [rng.choice(_INTROS), "Instructions:", *(f"- {r}" for r in rules), "Program:"]
        lines += [interp.render_instr(instr) for instr in data["code"]]
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction("the stack from bottom to top as a comma-separated list, like [4, -2, 7]"))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return "[" + ", ".join(map(str, answer)) + "]"

    def program(self, t: Tracer, data: dict) -> list[int]:
        stack: list[int] = []
        for k, instr in enumerate(data["code"]):
            t.state(f"instruction {k + 1}")
            text = t.fetch(f"code[{k + 1}]", interp.render_instr(instr))
            before = t.fetch("stack", stack)
            stack = t.compute("after", interp.stack_step(before, interp.parse_instr(text)), why=text)
        t.state("answer")
        return t.compute("answer", t.fetch("stack", stack))

    def solve(self, data: dict) -> list[int]:
        """A second interpreter: slice assignments on one list instead of interp.stack_step."""
        s: list[int] = []
        for instr in data["code"]:
            op = instr[0]
            if op == "PUSH":
                s.append(instr[1])
            elif op == "ADD":
                s[-2:] = [s[-2] + s[-1]]
            elif op == "SUB":
                s[-2:] = [s[-2] - s[-1]]
            elif op == "MUL":
                s[-2:] = [s[-2] * s[-1]]
            elif op == "DUP":
                s.append(s[-1])
            elif op == "SWAP":
                s[-2:] = [s[-1], s[-2]]
            elif op == "OVER":
                s.append(s[-2])
            elif op == "DROP":
                del s[-1]
            elif op == "ROT":
                s[-3:] = [s[-2], s[-1], s[-3]]
            elif op == "NEG":
                s[-1] = -s[-1]
        return s

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [list(reversed(gold)), gold + [0], gold[:-1]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = StackMachine()
