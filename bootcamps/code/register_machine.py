"""Run a register-machine program with jumps and give the final register values.

Programs mix straight-line arithmetic with counted loops (``MOV C, k`` ... ``DEC C`` /
``JNZ C, L``) whose bodies never write the counter, so every program halts. The trace is one
state per executed instruction: fetch the program counter's instruction and the registers it
reads, compute the register it writes or the next program counter.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

_RULES = {
    "MOV": "MOV r n: set register r to the number n",
    "ADD": "ADD r s: r = r + s",
    "SUB": "SUB r s: r = r - s",
    "MUL": "MUL r s: r = r * s",
    "ADDI": "ADDI r n: r = r + n (n is a number)",
    "DEC": "DEC r: r = r - 1",
    "JNZ": "JNZ r L: if r is not 0, jump to the instruction numbered L; otherwise go on to the next one",
    "HALT": "HALT: stop",
}


@dataclass(frozen=True)
class Config:
    registers: int = 3
    blocks: int = 1  # alternating straight-line blocks and loops
    loop_count: int = 2  # loop counters start at most here
    max_steps: int = 30

    def __post_init__(self) -> None:
        if not 2 <= self.registers <= len(interp.REGISTER_NAMES):
            raise ValueError(f"registers must be in 2..{len(interp.REGISTER_NAMES)}, got {self.registers}")
        if not 1 <= self.blocks <= 8:
            raise ValueError(f"blocks must be in 1..8, got {self.blocks}")
        if not 2 <= self.loop_count <= 9:
            raise ValueError(f"loop_count must be in 2..9, got {self.loop_count}")
        if not 10 <= self.max_steps <= 500:
            raise ValueError(f"max_steps must be in 10..500, got {self.max_steps}")


_INTROS = (
    "A register machine has registers {regs}, all starting at 0. It executes the numbered program below from instruction 0.",
    "Simulate this assembly-like program. Registers {regs} start at 0; execution begins at line 0 and stops at HALT.",
    "The following program runs on a machine with integer registers {regs} (initially 0), starting at instruction 0.",
)
_QUESTIONS = (
    "What is the value of register {r} when the machine halts?",
    "When the program stops, what does register {r} hold?",
    "Give the final value of {r}.",
)


class RegisterMachine(Bootcamp):
    id = "code/register_machine"
    description = "Simulate a register machine with counted jump loops; give one register's final value"
    Config = Config
    LEVELS = {
        "1": Config(registers=3, blocks=2, loop_count=2, max_steps=30),
        "2": Config(registers=3, blocks=2, loop_count=3, max_steps=40),
        "3": Config(registers=3, blocks=3, loop_count=4, max_steps=80),
        "4": Config(registers=4, blocks=4, loop_count=5, max_steps=150),
        "5": Config(registers=5, blocks=6, loop_count=6, max_steps=300),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        names = list(interp.REGISTER_NAMES[: config.registers])
        code = interp.random_register_program(rng, config.registers, config.blocks, config.loop_count, config.max_steps)
        ask = rng.choice(names[:-1])  # not the last register: it is the loop counter and ends at 0
        data = {"code": code, "registers": names, "ask": ask}
        return data, interp.run_registers(code, names)[0][ask]

    def prompt(self, data: dict, rng: random.Random) -> str:
        regs = ", ".join(data["registers"])
        used = [op for op in _RULES if any(instr[0] == op for instr in data["code"])]
        lines = [rng.choice(_INTROS).format(regs=regs), "Instruction set:", *(f"- {_RULES[op]}" for op in used), "Program:"]
        lines += [f"{k}: {interp.render_instr(instr)}" for k, instr in enumerate(data["code"])]
        lines.append(rng.choice(_QUESTIONS).format(r=data["ask"]))
        lines.append(answer_instruction("one integer"))
        return "\n".join(lines)

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        code, names = data["code"], data["registers"]
        regs = {r: 0 for r in names}
        pc, steps = 0, 0
        while 0 <= pc < len(code):
            steps += 1
            if steps > 10_000:  # a corrupted claim may send the program into a loop
                raise interp.StepLimit("over 10000 steps")
            t.state(f"step {steps}")
            instr = interp.parse_instr(t.fetch(f"code[{pc}]", interp.render_instr(code[pc])))
            op = instr[0]
            if op == "HALT":
                t.goto("halt")
                break
            if op == "JNZ":
                value = t.fetch(instr[1], regs[instr[1]])
                pc = t.goto(instr[2] if value != 0 else pc + 1, why=f"{instr[1]} != 0 jumps to {instr[2]}")
                continue
            reads = [instr[1]] if op != "MOV" else []
            if op in ("ADD", "SUB", "MUL") and instr[2] not in reads:
                reads.append(instr[2])
            seen = {r: t.fetch(r, regs[r]) for r in reads}
            new, _ = interp.register_step({**regs, **seen}, pc, instr)
            regs[instr[1]] = t.compute(f"set {instr[1]}", new[instr[1]], why=interp.render_instr(instr))
            pc += 1
        t.state("answer")
        return t.compute("answer", t.fetch(data["ask"], regs[data["ask"]]))

    def solve(self, data: dict) -> int:
        return interp.run_registers(data["code"], data["registers"])[0][data["ask"]]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 2)]


BOOTCAMP = RegisterMachine()
