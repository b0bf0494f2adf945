"""Predict what a small generated Python program prints.

Programs come from ``kit.interp``'s Python subset: integer variables, arithmetic (with Python's
floor division and modulo by positive constants), if/else and ``for`` loops over constant
ranges, so they always terminate. The trace executes them statement by statement: each state
fetches the variables it reads and computes the value it writes, prints or branches on; loop
iterations are unrolled.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp
from bootcamps.kit.literal import IntSequenceAnswer, strict_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    statements: int = 3
    variables: int = 2
    loops: int = 0
    ifs: int = 0
    expr_depth: int = 1
    max_range: int = 3
    max_steps: int = 40

    def __post_init__(self) -> None:
        if not 1 <= self.statements <= 20:
            raise ValueError(f"statements must be in 1..20, got {self.statements}")
        if not 1 <= self.variables <= 6:
            raise ValueError(f"variables must be in 1..6, got {self.variables}")
        if not 0 <= self.loops <= 4 or not 0 <= self.ifs <= 4:
            raise ValueError(f"loops and ifs must be in 0..4, got {self.loops}, {self.ifs}")
        if not 1 <= self.expr_depth <= 3:
            raise ValueError(f"expr_depth must be in 1..3, got {self.expr_depth}")
        if not 1 <= self.max_range <= 8:
            raise ValueError(f"max_range must be in 1..8, got {self.max_range}")
        if not 10 <= self.max_steps <= 400:
            raise ValueError(f"max_steps must be in 10..400, got {self.max_steps}")


_INTROS = (
    "What does this Python program print?",
    "Run the following Python code in your head and report its output.",
    "Predict the output of this program (it is ordinary Python 3).",
    "Trace the execution of the Python snippet below. What values does it print, in order?",
)
_SEMANTICS = "Note: // is floor division (it rounds down, so -7 // 2 is -4) and % is the matching remainder (-7 % 2 is 1)."


class ProgramOutput(IntSequenceAnswer, Bootcamp):
    id = "code/program_output"
    description = "Predict the printed output of a generated Python program (assignments, if, for-range)"
    Config = Config
    LEVELS = {
        "1": Config(statements=3, variables=2, loops=0, ifs=0, expr_depth=1, max_range=3, max_steps=20),
        "2": Config(statements=4, variables=2, loops=0, ifs=1, expr_depth=2, max_range=3, max_steps=30),
        "3": Config(statements=5, variables=3, loops=1, ifs=1, expr_depth=2, max_range=4, max_steps=60),
        "4": Config(statements=6, variables=3, loops=2, ifs=2, expr_depth=2, max_range=4, max_steps=120),
        "5": Config(statements=8, variables=4, loops=3, ifs=2, expr_depth=3, max_range=5, max_steps=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        program = interp.random_python(
            rng, config.statements, config.variables, config.loops, config.ifs, config.expr_depth,
            config.max_range, config.max_steps, prints=1 + config.loops + config.ifs,
        )
        return {"program": program}, interp.run_python(program)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        code = interp.render_python(data["program"])
        form = "the printed values in order, separated by commas (for example: 3, -1, 12)"
        return f"{rng.choice(_INTROS)}\n```python\n{code}\n```\n{_SEMANTICS}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        env: dict[str, int] = {}
        out: list[int] = []
        line = 0
        lines: dict[int, int] = {}  # statement id -> source line number

        def number(body: list) -> None:
            nonlocal line
            for stmt in body:
                line += 1
                lines[id(stmt)] = line
                if stmt[0] == "for":
                    number(stmt[4])
                elif stmt[0] == "if":
                    number(stmt[2])
                    if stmt[3]:
                        line += 1  # the "else:" line
                        number(stmt[3])

        def read(expr: list) -> dict[str, int]:
            return {v: t.fetch(v, env[v]) for v in interp.expr_vars(expr)}

        def run(body: list) -> None:
            nonlocal out
            for stmt in body:
                kind, where = stmt[0], f"line {lines[id(stmt)]}"
                if kind == "set":
                    t.state(f"{where} assign {stmt[1]}")
                    env[stmt[1]] = t.compute(f"set {stmt[1]}", interp.eval_expr(stmt[2], read(stmt[2])), why=interp.render_expr(stmt[2]))
                elif kind == "print":
                    t.state(f"{where} print")
                    value = t.compute("printed", interp.eval_expr(stmt[1], read(stmt[1])), why=interp.render_expr(stmt[1]))
                    out = t.compute("output", out + [value])
                elif kind == "if":
                    t.state(f"{where} if")
                    taken = t.goto(interp.eval_expr(stmt[1], read(stmt[1])), why=interp.render_expr(stmt[1]))
                    run(stmt[2] if taken else stmt[3])
                else:
                    name, start, stop, inner = stmt[1:]
                    i = start
                    while True:
                        t.state(f"{where} for {name}")
                        go = t.goto(i < stop, why=f"{name}={i} < {stop}")
                        if not go:
                            break
                        env[name] = t.compute(name, i)
                        run(inner)
                        i = env[name] + 1

        number(data["program"])
        run(data["program"])
        t.state("answer")
        return t.compute("answer", t.fetch("output", out))

    def solve(self, data: dict) -> list[int]:
        return interp.run_python(data["program"])[0]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [self.format_answer(gold + [gold[-1]]), self.format_answer(gold[:-1]) if len(gold) > 1 else "0, 0"]
        bumped = list(gold)
        bumped[rng.randrange(len(gold))] += rng.choice([-1, 1])
        wrong.append(self.format_answer(bumped))
        return [w for w in wrong if strict_int_list(w) != gold]


BOOTCAMP = ProgramOutput()
