"""Pseudo-Boolean optimisation: the least cost of a 0/1 assignment meeting linear constraints.

Variables x1..xn take the values 0 or 1. Constraints are linear inequalities with small integer
coefficients (``3 x1 + 2 x2 - x4 >= 2``, ``x2 + x3 + x5 <= 2``); the objective adds positive
costs of the variables set to 1. The instance is feasible by construction (redrawn otherwise)
and the answer is the minimum cost (one integer). Unlike clause-based MaxSAT, constraints
weigh variables and count them (cardinality and knapsack-like rows). The trace walks every
assignment in binary order, naming the first violated constraint or the cost and the best so
far. The plain solver is a depth-first branch and bound with bound propagation on each row;
the tests check golds with z3's optimiser.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 3
    constraints: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 10:
            raise ValueError(f"variables must be in 2..10, got {self.variables}")
        if not 1 <= self.constraints <= 12:
            raise ValueError(f"constraints must be in 1..12, got {self.constraints}")


def row_text(row: list) -> str:
    terms, op, rhs = row
    parts = []
    for k, (coef, v) in enumerate(terms):
        mag = "" if abs(coef) == 1 else f"{abs(coef)} "
        sign = ("- " if coef < 0 else "+ ") if k else ("-" if coef < 0 else "")
        parts.append(f"{sign}{mag}x{v}")
    return f"{' '.join(parts)} {op} {rhs}"


def row_holds(row: list, x: list[int]) -> bool:
    terms, op, rhs = row
    lhs = sum(c * x[v - 1] for c, v in terms)
    return lhs >= rhs if op == ">=" else lhs <= rhs


class PbOptimum(Bootcamp):
    id = "logic/pb_optimum"
    description = "Pseudo-Boolean optimisation: minimum cost of a 0/1 assignment meeting linear inequalities"
    Config = Config
    LEVELS = {
        "1": Config(variables=3, constraints=2),
        "2": Config(variables=4, constraints=3),
        "3": Config(variables=5, constraints=4),
        "4": Config(variables=6, constraints=5),
        "5": Config(variables=8, constraints=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.variables
        while True:
            rows = []
            for _ in range(config.constraints):
                vs = sorted(rng.sample(range(1, n + 1), rng.randint(2, min(4, n))))
                terms = [[rng.choice((1, 1, 2, 3, -1, -2)), v] for v in vs]
                hidden = [rng.randint(0, 1) for _ in range(n)]
                lhs = sum(c * hidden[v - 1] for c, v in terms)
                op = rng.choice((">=", ">=", "<="))
                rows.append([terms, op, lhs - rng.randint(0, 1) if op == ">=" else lhs + rng.randint(0, 1)])
            costs = [rng.randint(1, 9) for _ in range(n)]
            data = {"variables": n, "rows": rows, "costs": costs}
            gold = self.solve(data)
            if gold is not None and gold > 0:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["variables"]
        objective = " + ".join(f"{c} x{i + 1}" for i, c in enumerate(data["costs"]))
        return "\n".join([
            rng.choice((
                f"Each of x1..x{n} must be 0 or 1.",
                f"Binary variables x1, ..., x{n} (each 0 or 1).",
                f"Choose x1..x{n} from {{0, 1}}.",
            )),
            rng.choice(("Constraints:", "Subject to:", "They must satisfy:")),
            *[f"  {row_text(r)}" for r in data["rows"]],
            rng.choice((f"Minimise {objective}.", f"The cost is {objective}; make it as small as possible.",
                        f"Objective (to minimise): {objective}.")),
            rng.choice(("What is the minimum cost?", "Give the optimal objective value.",
                        "What is the least cost of a feasible choice?")),
            answer_instruction("one integer"),
        ])

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        n, rows, costs = data["variables"], data["rows"], data["costs"]
        best = None
        for r in range(1 << n):
            x = [r >> (n - 1 - i) & 1 for i in range(n)]
            t.state("assignment " + "".join(map(str, x)))
            broken = next((k + 1 for k, row in enumerate(rows) if not row_holds(row, x)), 0)
            if t.compute("first violated row", broken, why="0 if every row holds"):
                continue
            cost = t.compute("cost", sum(c * b for c, b in zip(costs, x)))
            if best is None or cost < best:
                best = t.compute("best", cost)
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int | None:
        n, rows, costs = data["variables"], data["rows"], data["costs"]
        best: list[int | None] = [None]

        def feasible_still(x: list[int]) -> bool:
            k = len(x)
            for terms, op, rhs in rows:
                fixed = sum(c * x[v - 1] for c, v in terms if v <= k)
                free = [c for c, v in terms if v > k]
                hi = fixed + sum(c for c in free if c > 0)
                lo = fixed + sum(c for c in free if c < 0)
                if (op == ">=" and hi < rhs) or (op == "<=" and lo > rhs):
                    return False
            return True

        def branch(x: list[int], cost: int) -> None:
            if not feasible_still(x) or (best[0] is not None and cost >= best[0]):
                return
            if len(x) == n:
                best[0] = cost
                return
            for b in (0, 1):
                branch(x + [b], cost + costs[len(x)] * b)

        branch([], 0)
        return best[0]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 2)]


BOOTCAMP = PbOptimum()
