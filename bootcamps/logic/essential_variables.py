"""Essential variables: on which of the letters it mentions does a propositional formula really
depend?

A variable is essential (the function depends on it) when some assignment to the other
variables makes the formula's value change as that variable flips. A formula can mention a
variable without depending on it (``p | (q & ~q)`` does not depend on q). Formulas are random
and kept only when at least one mentioned variable is inessential and at least one is
essential. The trace takes the variables in turn and walks the assignments of the others until
it finds one where flipping the variable changes the value (each state fetches the two values).
The plain solver compares the two cofactor halves of the truth table as bit masks; the tests
check golds with z3 (the cofactors differ somewhere).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit import boolexpr as bx
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer

NAMES = ("p", "q", "r", "s", "t", "u", "v")


@dataclass(frozen=True)
class Config:
    variables: int = 3
    depth: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= len(NAMES):
            raise ValueError(f"variables must be in 2..{len(NAMES)}, got {self.variables}")
        if not 2 <= self.depth <= 6:
            raise ValueError(f"depth must be in 2..6, got {self.depth}")


_ASKS = (
    "A variable is essential for a formula when there is some assignment of the other variables under which "
    "flipping that variable changes the formula's value. Which of the variables appearing in the formula are "
    "essential?",
    "The formula mentions {vs}. On which of them does its truth value actually depend? (It depends on x when, for "
    "some values of the other variables, setting x true and setting x false give different results.)",
    "List the variables the Boolean function below genuinely depends on: x counts if flipping x alone changes the "
    "value for at least one assignment of the rest; mentioned-but-irrelevant variables do not count.",
)


class EssentialVariables(NameSetAnswer, Bootcamp):
    id = "logic/essential_variables"
    description = "Which variables a propositional formula really depends on (essential vs fictitious variables)"
    Config = Config
    fold_case = False
    LEVELS = {
        "1": Config(variables=3, depth=3),
        "2": Config(variables=4, depth=3),
        "3": Config(variables=4, depth=4),
        "4": Config(variables=5, depth=4),
        "5": Config(variables=6, depth=5),
    }

    def names(self, data: dict) -> list[str]:
        return list(data["vars"])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        pool = list(NAMES[: config.variables])
        while True:
            f = bx.random_formula(rng, pool, config.depth)
            used = sorted(bx.variables(f), key=NAMES.index)
            if len(used) < 2:
                continue
            data = {"formula": f, "vars": used}
            gold = self.solve(data)
            if gold and len(gold) < len(used):
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        vs = ", ".join(data["vars"])
        return "\n".join([
            f"F = {bx.render(data['formula'])}",
            bx.LEGEND,
            rng.choice(_ASKS).format(vs=vs),
            answer_instruction("the essential variables in any order, each once, like {p, r}"),
        ])

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        f, names = data["formula"], data["vars"]
        essential: list[str] = []
        for x in names:
            others = [y for y in names if y != x]
            found = False
            for values in itertools.product((False, True), repeat=len(others)):
                env = dict(zip(others, values))
                t.state(f"flip {x} at " + " ".join(f"{y}{int(v)}" for y, v in env.items()))
                low = t.compute(f"F({x}=0)", bx.evaluate(f, {**env, x: False}))
                high = t.compute(f"F({x}=1)", bx.evaluate(f, {**env, x: True}))
                if t.compute("differ", low != high):
                    found = True
                    break
            if found:
                essential = t.compute("essential", essential + [x])
        t.state("answer")
        return t.compute("answer", t.fetch("essential", essential))

    def solve(self, data: dict) -> list[str]:
        names = data["vars"]
        table = bx.truth_table(data["formula"], names)  # first name is the slowest-changing bit
        n = len(names)
        out = []
        for i, x in enumerate(names):
            stride = 1 << (n - 1 - i)
            if any(table[r] != table[r | stride] for r in range(1 << n) if not r & stride):
                out.append(x)
        return out


BOOTCAMP = EssentialVariables()
