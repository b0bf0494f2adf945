"""Run a Brainfuck-style tape program and give the numbers it outputs.

The tape has cells holding 0..255 (wrapping), all 0 at the start, and a pointer at cell 0.
Commands: + and - change the current cell by one, > and < move the pointer, [ ... ] repeats
its body while the current cell is not 0, and . outputs the current cell as a number.
Generated loops count a cell down to 0 with a body that returns the pointer to it, so every
program halts. The trace executes runs of equal commands as one step (``+++`` adds 3): each
state fetches the pointer and the cell it touches and computes the new value, the new pointer,
the output or the loop decision.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    blocks: int = 3
    max_count: int = 3
    nested: bool = False
    max_steps: int = 40

    def __post_init__(self) -> None:
        if not 1 <= self.blocks <= 12:
            raise ValueError(f"blocks must be in 1..12, got {self.blocks}")
        if not 2 <= self.max_count <= 9:
            raise ValueError(f"max_count must be in 2..9, got {self.max_count}")
        if not 10 <= self.max_steps <= 2000:
            raise ValueError(f"max_steps must be in 10..2000, got {self.max_steps}")


_INTROS = (
    "Run this program for a Brainfuck-like tape machine.",
    "Execute the following tape-machine program.",
    "Simulate the program below on a tape machine.",
)
_RULES = (
    "The tape cells hold numbers 0..255 and all start at 0; the pointer starts at cell 0. "
    "+ adds 1 to the current cell and - subtracts 1 (255+1 wraps to 0, 0-1 wraps to 255); > and < move the pointer "
    "one cell right or left; [ jumps past the matching ] if the current cell is 0; ] jumps back to the matching [ "
    "if the current cell is not 0; . outputs the current cell's value as a number."
)


class TapeMachine(IntSequenceAnswer, Bootcamp):
    id = "code/tape_machine"
    description = "Run a Brainfuck-style tape program (loops, wrapping cells) and list its numeric output"
    Config = Config
    LEVELS = {
        "1": Config(blocks=4, max_count=3, nested=False, max_steps=50),
        "2": Config(blocks=4, max_count=4, nested=False, max_steps=80),
        "3": Config(blocks=5, max_count=5, nested=False, max_steps=150),
        "4": Config(blocks=6, max_count=6, nested=True, max_steps=300),
        "5": Config(blocks=8, max_count=7, nested=True, max_steps=600),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        code = interp.random_tape_program(rng, config.blocks, config.max_count, config.nested, config.max_steps)
        return {"code": code}, interp.run_tape(code)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the output numbers in order, comma-separated (like 3, 0, 12)"
        return f"{rng.choice(_INTROS)}\n{_RULES}\nProgram: {data['code']}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        tokens = interp.tape_tokens(data["code"])
        tape: dict[int, int] = {}
        ptr = pc = steps = 0
        out: list[int] = []
        while pc < len(tokens):
            steps += 1
            if steps > 20_000:
                raise interp.StepLimit("over 20000 steps")  # only a corrupted claim gets here
            op, arg = tokens[pc]
            t.state(f"step {steps}, {op * arg if op in '+-<>' else op}")
            if op in "<>":
                ptr = t.compute("ptr", t.fetch("ptr", ptr) + (arg if op == ">" else -arg))
                pc += 1
                continue
            at = t.fetch("ptr", ptr)
            cell = t.fetch(f"cell[{at}]", tape.get(at, 0))
            if op in "+-":
                tape[at] = t.compute(f"cell[{at}]", (cell + (arg if op == "+" else -arg)) % 256, why="mod 256")
            elif op == ".":
                out = t.compute("output", out + [cell])
            elif op == "[":
                if t.goto(cell == 0, why="skip the loop when the cell is 0"):
                    pc = arg
            elif t.goto(cell != 0, why="repeat while the cell is not 0"):
                pc = arg
            pc += 1
        t.state("answer")
        return t.compute("answer", t.fetch("output", out))

    def solve(self, data: dict) -> list[int]:
        return interp.run_tape(data["code"])[0]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        bumped = list(gold)
        bumped[-1] = (bumped[-1] + 1) % 256
        return [self.format_answer(w) for w in (bumped, gold[:-1], gold + [0]) if w != gold]


BOOTCAMP = TapeMachine()
