"""Run DPLL by hand: how many decisions and conflicts does a fixed-heuristic DPLL make on a CNF?

The prompt fixes the algorithm completely: unit propagation to a fixpoint; stop with "satisfiable"
once every clause has a true literal; otherwise decide the lowest-numbered unassigned variable,
True first; on a conflict (a clause with every literal false) undo back to the most recent decision
still set to True and set that variable to False instead (a flip, not a new decision); with no such
decision left the formula is unsatisfiable. The answer is the number of decisions, the number of
conflicts and the verdict (1 satisfiable, 0 not). Propagation order does not change these counts
(unit propagation reaches the same fixpoint, or a conflict, in any order).

The trace records each propagation fixpoint, decision, conflict and flip; the plain solver is a
recursive DPLL that returns its counts. Speed: formulas are redrawn until the run meets the
level's minimum number of conflicts, so level 3 makes several hundred cases per second, not 1,000.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.kit.logic5 import render_clause
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 4
    clauses: int = 10
    min_conflicts: int = 0

    def __post_init__(self) -> None:
        if not 3 <= self.variables <= 20:
            raise ValueError(f"variables must be in 3..20, got {self.variables}")
        if not 3 <= self.clauses <= 120:
            raise ValueError(f"clauses must be in 3..120, got {self.clauses}")
        if not 0 <= self.min_conflicts <= 20:
            raise ValueError(f"min_conflicts must be in 0..20, got {self.min_conflicts}")


def propagate(clauses: list[list[int]], value: dict[int, bool]) -> tuple[bool, list[int]]:
    """Unit propagation to a fixpoint on ``value`` (changed in place): (no conflict, forced literals)."""
    forced = []
    while True:
        unit = None
        for c in clauses:
            free = [l for l in c if abs(l) not in value]
            if any(value.get(abs(l)) == (l > 0) for l in c if abs(l) in value):
                continue
            if not free:
                return False, forced
            if len(free) == 1 and unit is None:
                unit = free[0]
        if unit is None:
            return True, forced
        value[abs(unit)] = unit > 0
        forced.append(unit)


def all_satisfied(clauses: list[list[int]], value: dict[int, bool]) -> bool:
    return all(any(value.get(abs(l)) == (l > 0) for l in c) for c in clauses)


_INTROS = (
    "Run the DPLL procedure on this CNF formula over {vars} (| is OR, ~ is NOT; every clause must be true):",
    "Consider the clauses below over the variables {vars} (each clause is a disjunction; ~ negates). Apply "
    "DPLL to them exactly as specified.",
    "A SAT solver runs plain DPLL, no learning, on the following clauses over {vars} (| OR, ~ NOT):",
)
_RULES = (
    "The procedure: (1) Unit propagation: while some clause has all its literals false but one, which is "
    "unassigned, make that literal true; if some clause has every literal false, that is a conflict. "
    "(2) If there was no conflict and every clause has a true literal, stop: satisfiable. (3) Otherwise "
    "make a decision: the unassigned variable with the smallest index gets True; go to (1). On a conflict: "
    "undo every assignment made after the most recent decision whose variable is still True, undo that "
    "decision too, set that variable to False instead (a flip, which is not a new decision), and go to "
    "(1). If no decision is still True, stop: unsatisfiable."
)
_QUESTIONS = (
    "How many decisions does the procedure make, how many conflicts does it meet, and what is the verdict?",
    "Count the decisions and the conflicts of this run, and give its verdict.",
    "Report the number of decisions, the number of conflicts, and whether the formula is satisfiable.",
)


class DpllRun(IntSequenceAnswer, Bootcamp):
    id = "logic/dpll_run"
    description = "Run fixed-heuristic DPLL (unit propagation, smallest variable True first): count decisions and conflicts"
    Config = Config
    LEVELS = {
        "1": Config(variables=4, clauses=8, min_conflicts=0),
        "2": Config(variables=5, clauses=16, min_conflicts=1),
        "3": Config(variables=7, clauses=28, min_conflicts=2),
        "4": Config(variables=9, clauses=38, min_conflicts=3),
        "5": Config(variables=12, clauses=52, min_conflicts=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.variables
        while True:
            clauses = []
            for _ in range(config.clauses):
                vs = sorted(rng.sample(range(1, n + 1), 3))
                clauses.append([v if rng.random() < 0.5 else -v for v in vs])
            data = {"variables": n, "clauses": clauses}
            answer = self.solve(data)
            if answer[1] >= config.min_conflicts and answer[0] >= 1:
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = ", ".join(f"x{i}" for i in range(1, data["variables"] + 1))
        lines = [rng.choice(_INTROS).format(vars=names)]
        lines += [f"{k}. {render_clause(c)}" for k, c in enumerate(data["clauses"], 1)]
        lines.append(_RULES)
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction("three integers: decisions, conflicts, then 1 if satisfiable or 0 if not (e.g. 4, 2, 1)"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> list[int]:
        clauses = data["clauses"]
        n = data["variables"]
        value: dict[int, bool] = {}
        trail: list[tuple[int, str]] = []  # (variable, "decision" / "flip" / "forced")
        decisions = conflicts = 0
        while True:
            t.state("propagate")
            ok, forced = propagate(clauses, value)
            trail += [(abs(l), "forced") for l in forced]
            t.compute("forced", [f"x{l}" if l > 0 else f"~x{-l}" for l in forced], why="unit clauses, to a fixpoint")
            ok = t.compute("no conflict", ok, why="no clause has every literal false")
            if not ok:
                t.state("conflict")
                conflicts = t.compute("conflicts", conflicts + 1, why="one more conflict")
                while trail and trail[-1][1] != "decision":
                    value.pop(trail.pop()[0])
                if not trail:
                    t.compute("verdict", "unsatisfiable", why="no decision left to flip")
                    sat = 0
                    break
                var = trail.pop()[0]
                value[var] = False
                trail.append((var, "flip"))
                t.compute("flip", f"x{var}", why="the latest decision still True becomes False")
                continue
            t.state("check")
            if t.compute("all true", all_satisfied(clauses, value), why="every clause has a true literal"):
                sat = 1
                break
            var = min(v for v in range(1, n + 1) if v not in value)
            t.state("decide")
            var = t.compute("decide", var, why="smallest unassigned variable, True first")
            decisions = t.compute("decisions", decisions + 1, why="one more decision")
            value[var] = True
            trail.append((var, "decision"))
        t.state("answer")
        return t.compute("answer", [t.fetch("decisions", decisions), t.fetch("conflicts", conflicts), sat], why="decisions, conflicts, verdict")

    def solve(self, data: dict) -> list[int]:
        clauses, n = data["clauses"], data["variables"]
        counts = [0, 0]

        def run(value: dict[int, bool]) -> bool:
            value = dict(value)
            ok, _ = propagate(clauses, value)
            if not ok:
                counts[1] += 1
                return False
            if all_satisfied(clauses, value):
                return True
            var = min(v for v in range(1, n + 1) if v not in value)
            counts[0] += 1
            return run({**value, var: True}) or run({**value, var: False})

        sat = run({})
        return [counts[0], counts[1], int(sat)]


BOOTCAMP = DpllRun()
