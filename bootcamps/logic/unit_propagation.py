"""Unit propagation (Boolean constraint propagation, the inner loop of DPLL and CDCL solvers):
after a few decisions, which literals does it force?

A clause whose literals are all false but one unassigned literal is a unit clause: that literal
must be made true. Propagation repeats this until no clause is unit. The clauses are satisfied
by a hidden assignment that agrees with the decisions, so propagation never reaches a conflict
(said in the prompt), and the forced literals are the same whatever order the unit clauses are
taken in. This is not the backbone (logic/sat_backbone): a literal can be entailed without
being forced by unit steps, and only the unit steps count. The trace scans the clauses in
rounds: each state fetches a clause and computes its status under the current assignment (true,
unit with its literal, or open), until a round forces nothing. The plain solver runs a queue
over occurrence lists; the tests check golds with python-sat's ``propagate``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.logic2 import NameSetAnswer
from bootcamps.kit.logic5 import literal_name, literal_names, render_clause
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 5
    clauses: int = 6
    decisions: int = 1
    min_forced: int = 1

    def __post_init__(self) -> None:
        if not 3 <= self.variables <= 30:
            raise ValueError(f"variables must be in 3..30, got {self.variables}")
        if not 2 <= self.clauses <= 80:
            raise ValueError(f"clauses must be in 2..80, got {self.clauses}")
        if not 1 <= self.decisions < self.variables:
            raise ValueError(f"decisions must be in 1..variables-1, got {self.decisions}")
        if not 1 <= self.min_forced <= self.variables - self.decisions:
            raise ValueError(f"min_forced must be in 1..variables-decisions, got {self.min_forced}")


_INTROS = (
    "A SAT solver holds these clauses over {vs} (each clause is an OR of literals; ~x means NOT x):",
    "Clauses of a CNF formula over {vs} (| is OR, ~ is NOT; every clause must be satisfied):",
    "Consider the following clause set over the variables {vs}; a literal is a variable or its negation ~x:",
)
_RULES = (
    "Unit propagation: whenever a clause has every literal false except one literal that is still unassigned, "
    "that literal is forced true. Repeat until no clause forces anything.",
    "Apply Boolean constraint propagation: a clause whose literals are all false apart from a single unassigned "
    "one is a unit clause and makes that literal true; keep going until there is no unit clause.",
    "Propagate units: if all literals of a clause but one are false and the remaining one is unassigned, assign "
    "it so it becomes true; continue to a fixed point.",
)
_ASKS = (
    "The solver has decided {dec}. Propagation reaches no conflict here. Which literals does unit propagation force (not counting the decisions)?",
    "After the decisions {dec}, run unit propagation to its fixed point (it does not hit a conflict). List the forced literals, leaving out the decisions themselves.",
    "Starting from the partial assignment {dec}, which further literals become true by unit propagation alone? (No conflict arises.)",
)


def forced_literals(n: int, clauses: list[list[int]], decisions: list[int]) -> list[int]:
    """Queue-based propagation over occurrence lists: the forced literals in the order forced."""
    value = {abs(d): d > 0 for d in decisions}
    occurs: dict[int, list[int]] = {}
    for k, clause in enumerate(clauses):
        for lit in clause:
            occurs.setdefault(-lit, []).append(k)  # clause k may become unit when lit turns false
    queue, out = list(decisions), []
    while queue:
        lit = queue.pop()
        for k in occurs.get(lit, []):
            free = [x for x in clauses[k] if abs(x) not in value]
            if any(value.get(abs(x)) == (x > 0) for x in clauses[k]) or len(free) != 1:
                continue
            value[abs(free[0])] = free[0] > 0
            out.append(free[0])
            queue.append(free[0])
    return out


class UnitPropagation(NameSetAnswer, Bootcamp):
    id = "logic/unit_propagation"
    description = "Unit propagation: the literals that Boolean constraint propagation forces after some decisions"
    Config = Config
    LEVELS = {
        "1": Config(variables=5, clauses=6, decisions=1, min_forced=2),
        "2": Config(variables=7, clauses=10, decisions=1, min_forced=3),
        "3": Config(variables=9, clauses=15, decisions=2, min_forced=4),
        "4": Config(variables=12, clauses=22, decisions=2, min_forced=6),
        "5": Config(variables=15, clauses=32, decisions=3, min_forced=8),
    }

    def names(self, data: dict) -> list[str]:
        return literal_names(data["variables"])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = config.variables
        while True:
            hidden = [rng.random() < 0.5 for _ in range(n)]
            clauses = []
            for _ in range(config.clauses):
                chosen = sorted(rng.sample(range(1, n + 1), rng.choice((2, 3, 3))))
                true_at = rng.randrange(len(chosen))
                lits = []
                for i, v in enumerate(chosen):
                    true = i == true_at or rng.random() < 0.15
                    lits.append(v if hidden[v - 1] == true else -v)
                clauses.append(lits)
            decided = sorted(rng.sample(range(1, n + 1), config.decisions))
            decisions = [v if hidden[v - 1] else -v for v in decided]
            forced = forced_literals(n, clauses, decisions)
            if len(forced) >= config.min_forced and len(forced) < n - config.decisions:
                data = {"variables": n, "clauses": clauses, "decisions": decisions}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        vs = ", ".join(f"x{v}" for v in range(1, data["variables"] + 1))
        dec = ", ".join(f"{literal_name(d)} (x{abs(d)} = {'true' if d > 0 else 'false'})" for d in data["decisions"])
        lines = [rng.choice(_INTROS).format(vs=vs)]
        lines += [f"C{k + 1}: {render_clause(c)}" for k, c in enumerate(data["clauses"])]
        lines += [rng.choice(_RULES), rng.choice(_ASKS).format(dec=dec)]
        lines.append(answer_instruction("the forced literals in any order, each once, like {x3, ~x5}"))
        return "\n".join(lines)

    def format_answer(self, answer: list[str]) -> str:
        return "{" + ", ".join(answer) + "}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        clauses = data["clauses"]
        assigned = list(data["decisions"])  # literals made true so far
        forced: list[int] = []
        rnd = 0
        while True:
            rnd += 1
            grew = False
            for k, clause in enumerate(clauses):
                t.state(f"round {rnd} clause C{k + 1}")
                lits = t.fetch(f"C{k + 1}", [literal_name(x) for x in clause])
                current = t.fetch("assigned", [literal_name(x) for x in assigned])
                if any(x in current for x in lits):
                    t.compute("status", "true")
                    continue
                free = [x for x in lits if x not in current and ("~" + x if x[0] != "~" else x[1:]) not in current]
                if len(free) != 1:
                    t.compute("status", "open" if free else "false")
                    continue
                t.compute("status", "unit " + free[0])
                lit = clause[lits.index(free[0])]
                assigned.append(lit)
                forced.append(lit)
                t.compute("assigned", [literal_name(x) for x in assigned])
                grew = True
            t.state(f"end of round {rnd}")
            if not t.compute("grew", grew):
                break
        t.state("answer")
        return t.compute("answer", sorted((literal_name(x) for x in t.fetch("forced", forced)), key=_lit_key))

    def solve(self, data: dict) -> list[str]:
        forced = forced_literals(data["variables"], data["clauses"], data["decisions"])
        return sorted((literal_name(x) for x in forced), key=_lit_key)


def _lit_key(name: str) -> tuple[int, int]:
    return int(name.lstrip("~x")), name.startswith("~")


BOOTCAMP = UnitPropagation()
