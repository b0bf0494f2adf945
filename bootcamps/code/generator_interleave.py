"""Predict what a Python program that drives generators with next() and for-loops prints.

One generator function prints when it starts, before each ``yield`` and when it is resumed
after one, and when its loop ends. The main program creates generator objects (which runs no
code: generators are lazy), prints markers, pulls values with ``next()`` and runs ``for``
loops over them, some of which ``break`` (leaving the generator suspended, so a later loop or
``next`` resumes it where it stopped). Programs come from ``kit.interp2``'s grammar (``next``
is never called on a generator with no value left) and are interpreted there, never
``exec``-ed; the trace is one state per statement of the main program: fetch the generator's
saved state, compute what it prints, the value it yields and its new state. The tests ``exec``
the generated program text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp2
from bootcamps.kit.strings import WordSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    generators: int = 1
    ops: int = 3
    max_n: int = 3

    def __post_init__(self) -> None:
        if not 1 <= self.generators <= 3:
            raise ValueError(f"generators must be in 1..3, got {self.generators}")
        if not 1 <= self.ops <= 20:
            raise ValueError(f"ops must be in 1..20, got {self.ops}")
        if not 2 <= self.max_n <= 9:
            raise ValueError(f"max_n must be in 2..9, got {self.max_n}")


_INTROS = (
    "What does this Python 3 program print?",
    "Predict everything the following Python program prints, in order.",
    "Trace this Python code that uses a generator function and list its output.",
)
_NOTES = (
    "Each print() call prints one line.",
    "Every print() writes one line of output.",
    "One print() call gives one output line.",
)


class GeneratorInterleave(WordSequenceAnswer, Bootcamp):
    id = "code/generator_interleave"
    description = "Predict the output order of a Python program that interleaves generators, next() and for/break"
    Config = Config
    LEVELS = {
        "1": Config(generators=1, ops=3, max_n=3),
        "2": Config(generators=1, ops=4, max_n=4),
        "3": Config(generators=2, ops=5, max_n=4),
        "4": Config(generators=2, ops=7, max_n=5),
        "5": Config(generators=3, ops=9, max_n=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        data = interp2.random_generator_program(rng, config.generators, config.ops, config.max_n)
        return data, interp2.run_generator_program(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = 'the printed lines in order, separated by commas, like "m1, ps, py0, v3"'
        code = interp2.render_generator_program(data)
        return f"{rng.choice(_INTROS)} {rng.choice(_NOTES)}\n```python\n{code}\n```\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        gens: dict[str, tuple] = {}
        out: list[str] = []
        mul, add = data["mul"], data["add"]

        def resume(var: str) -> int | None:
            n, state, i = t.fetch(f"{var}.saved", gens[var])
            g, printed, value = interp2.gen_resume({"n": n, "state": state, "i": i}, var, mul, add)
            out.extend(t.compute(f"{var} prints", printed))
            gens[var] = t.compute(f"{var}.saved'", (g["n"], g["state"], g["i"]))
            return t.compute("yielded", value)

        for line, op in enumerate(data["ops"], start=1):
            kind, var = op[0], op[1]
            t.state(f"statement {line} {kind}")
            if kind == "make":
                gens[var] = t.compute(f"{var}.saved", (op[2], "new", 0), why="creating a generator runs none of its code")
            elif kind == "say":
                out.append(t.compute("prints", var))
            elif kind == "next":
                out.append(f"v{resume(var)}")
            else:
                while True:
                    value = resume(var)
                    if value is None:
                        break
                    out.append(f"v{value}")
                    if op[2] is not None and t.compute(f"[{value} >= {op[2]}]", value >= op[2]):
                        break
                    t.state(f"statement {line} loop again")
        t.state("answer")
        return t.compute("answer", list(out))

    def solve(self, data: dict) -> list[str]:
        return interp2.run_generator_program(data)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[:-1], gold[1:] + gold[:1], gold + [gold[-1]]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = GeneratorInterleave()
