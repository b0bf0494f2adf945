"""Predict what Python lambdas print: late binding, default-argument capture and factories.

Python closures look variables up when they are CALLED, not when they are made: a lambda that
reads a global sees its latest value, lambdas made in a ``for`` loop all see the loop variable's
last value (or a later re-assignment of it), and lambdas made in a list comprehension share the
comprehension's own variable (its last value, untouched by a global of the same name). A default
argument (``lambda x, c=c: ...``) copies the value when the lambda is made, and ``make(a)``
gives each call its own ``a``. Programs come from ``kit.interp2``'s grammar and are
interpreted there (never ``exec``); the trace is one state per statement: a definition records
what each closure will read, an assignment updates a global, a call fetches the captured value
and computes the printed result. The tests ``exec`` the generated program text.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import interp2
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

KINDS = ("lam", "comp", "loop", "make")


@dataclass(frozen=True)
class Config:
    defs: int = 2
    calls: int = 3
    kinds: int = 2  # how many of KINDS (in that order) may appear

    def __post_init__(self) -> None:
        if not 1 <= self.defs <= 6:
            raise ValueError(f"defs must be in 1..6, got {self.defs}")
        if not 1 <= self.calls <= 20:
            raise ValueError(f"calls must be in 1..20, got {self.calls}")
        if not 1 <= self.kinds <= len(KINDS):
            raise ValueError(f"kinds must be in 1..{len(KINDS)}, got {self.kinds}")


_INTROS = (
    "What does this Python 3 program print?",
    "Predict the numbers this Python program prints, in order.",
    "Each print() below shows one integer. List them in the order they appear.",
)


class ClosureBinding(IntSequenceAnswer, Bootcamp):
    id = "code/closure_binding"
    description = "Predict what Python lambdas print under late binding, default-argument capture and closure factories"
    Config = Config
    LEVELS = {
        "1": Config(defs=2, calls=3, kinds=2),
        "2": Config(defs=3, calls=4, kinds=3),
        "3": Config(defs=3, calls=5, kinds=4),
        "4": Config(defs=4, calls=7, kinds=4),
        "5": Config(defs=6, calls=10, kinds=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        data = interp2.random_closure_program(rng, config.defs, config.calls, KINDS[: config.kinds])
        return data, interp2.run_closure_program(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        code = interp2.render_closure_program(data)
        form = "the printed integers in order, separated by commas, like 4, -2, 10"
        return f"{rng.choice(_INTROS)}\n```python\n{code}\n```\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        env: dict[str, int] = {}
        funcs: dict[str, list] = {}
        out: list[int] = []
        for line, st in enumerate(data["statements"], start=1):
            kind = st[0]
            t.state(f"statement {line} {kind}")
            if kind == "set":
                env[st[1]] = t.compute(st[1], st[2])
            elif kind == "lam":
                if st[4]:
                    value = t.fetch(st[3], env[st[3]])
                    funcs[st[1]] = t.compute(st[1], (st[2], "value", value), why="the default argument copies the value now")
                else:
                    funcs[st[1]] = t.compute(st[1], (st[2], "global", st[3]), why="the global is read at call time")
            elif kind == "comp":
                bodies = [(st[3], "value", i if st[4] else st[2] - 1) for i in range(st[2])]
                funcs[st[1]] = t.compute(st[1], bodies, why="i=i copies each i" if st[4] else "all share the comprehension's i, which ends at its last value")
            elif kind == "loop":
                funcs[st[1]] = t.compute(st[1], [(st[3], "global", "i")] * st[2], why="they read the global i when called")
                env["i"] = t.compute("i", st[2] - 1, why="the loop leaves i at its last value")
            elif kind == "make":
                funcs[st[1]] = t.compute(st[1], (data["make_op"], "value", st[2]), why="each make() call has its own a")
            else:
                name = st[1] if st[2] is None else f"{st[1]}[{st[2]}]"
                op, how, what = t.fetch(name, funcs[st[1]] if st[2] is None else funcs[st[1]][st[2]])
                y = t.fetch(what, env[what]) if how == "global" else what
                out.append(t.compute(f"{name}({st[3]})", interp2.closure_apply(op, st[3], y)))
        t.state("answer")
        return t.compute("answer", list(out))

    def solve(self, data: dict) -> list[int]:
        return interp2.run_closure_program(data)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[:-1], [g + 1 for g in gold], gold[::-1]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = ClosureBinding()
