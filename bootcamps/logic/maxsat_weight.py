"""Weighted MaxSAT: the least total weight of clauses that any assignment must leave false.

Each clause carries a positive weight; an assignment pays the weights of the clauses it
falsifies. The clause set is unsatisfiable by construction (the draw is redone otherwise), so
the optimum is positive, and conflicting unit clauses with different weights make the cheap
violation matter. The answer is one integer. The trace walks the whole truth table: one state
per assignment with the falsified clauses' weights summed and the running minimum. The plain
solver branches variable by variable with a lower bound (clauses already false); the tests
check golds with python-sat's RC2 MaxSAT solver.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.kit.logic5 import render_clause
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 3
    clauses: int = 6
    max_weight: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 10:
            raise ValueError(f"variables must be in 2..10, got {self.variables}")
        if not 3 <= self.clauses <= 60:
            raise ValueError(f"clauses must be in 3..60, got {self.clauses}")
        if not 1 <= self.max_weight <= 50:
            raise ValueError(f"max_weight must be in 1..50, got {self.max_weight}")


_INTROS = (
    "Each clause below has a weight (an OR of literals; ~x is NOT x). An assignment of true/false to {vs} pays "
    "the weight of every clause it makes false.",
    "Weighted clauses over {vs} (| is OR, ~ is NOT). The cost of an assignment is the sum of the weights of the "
    "clauses it falsifies.",
    "Consider these weighted clauses on the variables {vs}; violating a clause (making all its literals false) "
    "costs its weight.",
)
_ASKS = (
    "What is the minimum possible total cost over all assignments?",
    "Find the smallest total weight of falsified clauses that any assignment can achieve (weighted MaxSAT).",
    "Not all clauses can hold at once. What is the least total weight an assignment must give up?",
)


def falsified(clause: list[int], bits: list[bool]) -> bool:
    return not any(bits[abs(x) - 1] == (x > 0) for x in clause)


class MaxsatWeight(Bootcamp):
    id = "logic/maxsat_weight"
    description = "Weighted MaxSAT: the minimum total weight of falsified clauses over all assignments"
    Config = Config
    LEVELS = {
        "1": Config(variables=3, clauses=6, max_weight=5),
        "2": Config(variables=4, clauses=9, max_weight=6),
        "3": Config(variables=5, clauses=13, max_weight=8),
        "4": Config(variables=6, clauses=18, max_weight=9),
        "5": Config(variables=8, clauses=26, max_weight=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.variables
        while True:
            clauses = []
            for _ in range(config.clauses):
                width = rng.choice((1, 2, 2, 3)) if n >= 3 else rng.choice((1, 2))
                chosen = sorted(rng.sample(range(1, n + 1), width))
                clauses.append([[v if rng.random() < 0.5 else -v for v in chosen], rng.randint(1, config.max_weight)])
            data = {"variables": n, "clauses": clauses}
            gold = self.solve(data)
            if gold > 0:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        vs = ", ".join(f"x{v}" for v in range(1, data["variables"] + 1))
        lines = [rng.choice(_INTROS).format(vs=vs)]
        lines += [f"C{k + 1}: {render_clause(c)}  weight {w}" for k, (c, w) in enumerate(data["clauses"])]
        lines += [rng.choice(_ASKS), answer_instruction("one integer (the minimum total weight)")]
        return "\n".join(lines)

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        n, clauses = data["variables"], data["clauses"]
        best = None
        for r in range(1 << n):
            bits = [bool(r >> (n - 1 - i) & 1) for i in range(n)]
            t.state("assignment " + "".join("1" if b else "0" for b in bits))
            broken = [k + 1 for k, (c, _) in enumerate(clauses) if falsified(c, bits)]
            t.compute("false clauses", broken)
            cost = t.compute("cost", sum(clauses[k - 1][1] for k in broken))
            if best is None or cost < best:
                best = t.compute("best", cost)
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        n, clauses = data["variables"], data["clauses"]
        # clauses grouped by their last variable: decided (and paid) when that variable is set
        closing: list[list[tuple[list[int], int]]] = [[] for _ in range(n + 1)]
        for c, w in clauses:
            closing[max(abs(x) for x in c)].append((c, w))
        best = sum(w for _, w in clauses)
        bits = [False] * n

        def branch(k: int, paid: int) -> None:
            nonlocal best
            if paid >= best:
                return
            if k > n:
                best = paid
                return
            for b in (True, False):
                bits[k - 1] = b
                branch(k + 1, paid + sum(w for c, w in closing[k] if falsified(c, bits)))

        branch(1, 0)
        return best

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 2)]


BOOTCAMP = MaxsatWeight()
