"""Count the rows of a propositional formula's truth table that make it true.

The trace walks the table row by row: each state fetches the row's variable values, computes
every subformula bottom-up (named by its own text) and updates the running count.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import boolexpr as bx
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

NAME_POOLS = ("pqrstu", "abcdef", "xyzwuv", "ABCDEF", "PQRSTU")


@dataclass(frozen=True)
class Config:
    variables: int = 2
    depth: int = 2
    ops: tuple = ("and", "or", "imp")

    def __post_init__(self) -> None:
        if not 1 <= self.variables <= 6:
            raise ValueError(f"variables must be in 1..6, got {self.variables}")
        if not 1 <= self.depth <= 5:
            raise ValueError(f"depth must be in 1..5, got {self.depth}")
        if not self.ops or any(op not in bx.BINARY for op in self.ops):
            raise ValueError(f"ops must be a non-empty subset of {bx.BINARY}, got {self.ops}")


_TEMPLATES = (
    "Consider the propositional formula\n  {f}\nover the variables {vs}. Of the {rows} rows of its truth table, how many make the formula true?",
    "How many truth assignments to {vs} satisfy the formula {f} ?",
    "Count the satisfying assignments of\n  {f}\nwhere each of {vs} is independently true or false ({rows} assignments in all).",
    "Build the truth table of {f} over {vs}. In how many of the {rows} rows is the formula true?",
)


class TruthTableCount(Bootcamp):
    id = "logic/truth_table_count"
    description = "Count the truth-table rows on which a propositional formula is true"
    Config = Config
    LEVELS = {
        "1": Config(variables=2, depth=2, ops=("and", "or", "imp")),
        "2": Config(variables=3, depth=2, ops=("and", "or", "imp", "iff")),
        "3": Config(variables=4, depth=3, ops=bx.BINARY),
        "4": Config(variables=5, depth=3, ops=bx.BINARY),
        "5": Config(variables=6, depth=4, ops=bx.BINARY),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        pool = rng.choice(NAME_POOLS)
        names = sorted(pool[: config.variables])
        while True:  # every variable must occur, or the table has rows the formula ignores
            formula = bx.random_formula(rng, names, config.depth, config.ops)
            if bx.variables(formula) == names:
                break
        data = {"formula": formula, "names": names}
        return data, sum(bx.truth_table(formula, names))

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["names"]
        text = rng.choice(_TEMPLATES).format(f=bx.render(data["formula"]), vs=", ".join(names), rows=2 ** len(names))
        return f"{text}\n{bx.LEGEND}\n{answer_instruction('one integer, the number of rows')}"

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        formula, names = data["formula"], data["names"]
        count = 0
        for i, env in enumerate(bx.rows(names)):
            t.state(f"row {i}")
            true = bx.traced_row(t, formula, names, [env[n] for n in names])
            count = t.compute("count", count + 1 if true else count, why="add 1 when the row is true")
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        return sum(bx.truth_table(data["formula"], data["names"]))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        total = 2 ** len(case.data["names"])
        return [str(v) for v in {case.answer + 1, case.answer - 1, total - case.answer} - {case.answer}]


BOOTCAMP = TruthTableCount()
