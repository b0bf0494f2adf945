"""Backbone of a CNF formula: the literals that are true in every satisfying assignment.

The formula is satisfiable and has a non-empty backbone, by construction (draws are redone
otherwise), and not every variable is forced at the higher levels' sizes as often. Finding a
backbone is not finding one model: every model has to agree. The trace walks the truth table:
one state per assignment, naming the first clause it falsifies (or that it is a model), and
for each model narrows the running sets of always-true and always-false variables. The plain
solver tests each literal's negation for satisfiability with truth tables held as bit masks.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 3
    clauses: int = 4
    width: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 9:
            raise ValueError(f"variables must be in 2..9, got {self.variables}")
        if not 1 <= self.width <= min(4, self.variables):
            raise ValueError(f"width must be in 1..min(4, variables), got {self.width}")
        if not 2 <= self.clauses <= 60:
            raise ValueError(f"clauses must be in 2..60, got {self.clauses}")


def literal_name(lit: int) -> str:
    return f"x{lit}" if lit > 0 else f"~x{-lit}"


def render_clause(clause: list[int]) -> str:
    return "(" + " | ".join(literal_name(lit) for lit in clause) + ")"


def model_mask(n: int, clauses: list[list[int]]) -> tuple[int, list[int]]:
    """Bit r of the result is set when assignment r satisfies every clause (x_v is bit v-1 of
    r); also each variable's mask of the rows where it is true."""
    rows = 1 << n
    full = (1 << rows) - 1
    var_true = [sum(1 << r for r in range(rows) if r >> v & 1) for v in range(n)]
    models = full
    for clause in clauses:
        sat = 0
        for lit in clause:
            sat |= var_true[lit - 1] if lit > 0 else full & ~var_true[-lit - 1]
        models &= sat
    return models, var_true


_INTROS = (
    "Consider the CNF formula over {vs} made of these clauses (| is OR, ~ is NOT, all clauses must hold):",
    "A Boolean formula is the conjunction (AND) of the clauses below, over the variables {vs}; ~ is NOT and | is OR.",
    "Every one of these clauses over {vs} must be true (each clause is an OR of literals; ~x means NOT x):",
)
_ASKS = (
    "The formula is satisfiable. Which literals are true in every satisfying assignment (its backbone)?",
    "Find the backbone: every literal (x or ~x) that takes the value true in all assignments satisfying the formula.",
    "Which variables are forced, i.e. take the same value in every satisfying assignment? Give each as the literal that is always true (x3 if x3 is always true, ~x3 if always false).",
)


class SatBackbone(NameSetAnswer, Bootcamp):
    id = "logic/sat_backbone"
    description = "Find the backbone of a satisfiable CNF: the literals true in every satisfying assignment"
    Config = Config
    LEVELS = {
        "1": Config(variables=3, clauses=4, width=2),
        "2": Config(variables=4, clauses=6, width=2),
        "3": Config(variables=5, clauses=12, width=3),
        "4": Config(variables=6, clauses=18, width=3),
        "5": Config(variables=7, clauses=24, width=3),
    }

    def names(self, data: dict) -> list[str]:
        n = data["variables"]
        return [literal_name(s * v) for v in range(1, n + 1) for s in (1, -1)]

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.variables
        while True:
            clauses = []
            for _ in range(config.clauses):
                chosen = sorted(rng.sample(range(1, n + 1), config.width))
                clauses.append([v if rng.random() < 0.5 else -v for v in chosen])
            data = {"variables": n, "clauses": clauses}
            gold = self.solve(data)
            models, _ = model_mask(n, clauses)
            if gold and bin(models).count("1") >= 2:  # at least two models: not a unique-model puzzle
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        vs = ", ".join(f"x{v}" for v in range(1, data["variables"] + 1))
        lines = [rng.choice(_INTROS).format(vs=vs)]
        lines += [f"C{k + 1}: {render_clause(c)}" for k, c in enumerate(data["clauses"])]
        lines.append(rng.choice(_ASKS))
        lines.append(answer_instruction("the literals in any order, each once, like {x2, ~x5}"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        n, clauses = data["variables"], data["clauses"]
        always_true: list[int] | None = None  # None until the first model
        always_false: list[int] | None = None
        for r in range(1 << n):
            values = [r >> (n - 1 - i) & 1 for i in range(n)]  # x1 is the slowest-changing bit
            t.state("assignment " + "".join(map(str, values)))
            broken = next((k + 1 for k, c in enumerate(clauses)
                           if not any((values[abs(lit) - 1] == 1) == (lit > 0) for lit in c)), 0)
            if t.compute("first false clause", broken, why="0 if every clause holds"):
                continue
            ones = [v + 1 for v in range(n) if values[v]]
            zeros = [v + 1 for v in range(n) if not values[v]]
            if always_true is None or always_false is None:
                always_true = t.compute("always true", ones)
                always_false = t.compute("always false", zeros)
            else:
                prev_t = t.fetch("always true", always_true)
                prev_f = t.fetch("always false", always_false)
                always_true = t.compute("always true", [v for v in prev_t if v in ones])
                always_false = t.compute("always false", [v for v in prev_f if v in zeros])
        t.state("answer")
        pos = t.fetch("always true", always_true or [])
        neg = t.fetch("always false", always_false or [])
        return t.compute("answer", [literal_name(v) for v in pos] + [literal_name(-v) for v in neg])

    def solve(self, data: dict) -> list[str]:
        n = data["variables"]
        models, var_true = model_mask(n, data["clauses"])
        if not models:
            return []
        forced_true = [literal_name(v + 1) for v in range(n) if models & ~var_true[v] == 0]
        forced_false = [literal_name(-(v + 1)) for v in range(n) if models & var_true[v] == 0]
        return forced_true + forced_false


BOOTCAMP = SatBackbone()
