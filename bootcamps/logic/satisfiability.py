"""CNF satisfiability: give any satisfying assignment, or say the clauses are unsatisfiable.

Roughly half the cases are unsatisfiable (clause counts sit near the threshold). Any
model passes: the verifier checks every clause. The trace is chronological backtracking over
x1, x2, ...: each state sets one variable and evaluates the clauses whose last variable it is;
a false clause sends the search back to the latest variable still set to 0.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.boolexpr import parse_assignment
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

UNSAT = "unsatisfiable"
_UNSAT_WORDS = {w: UNSAT for w in ("unsatisfiable", "unsat", "not satisfiable", "no solution", "no satisfying assignment")}


@dataclass(frozen=True)
class Config:
    variables: int = 3
    clauses: int = 5
    width: int = 2  # literals per clause (distinct variables)

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 16:
            raise ValueError(f"variables must be in 2..16, got {self.variables}")
        if not 1 <= self.width <= min(4, self.variables):
            raise ValueError(f"width must be in 1..min(4, variables), got {self.width}")
        if not 1 <= self.clauses <= 100:
            raise ValueError(f"clauses must be in 1..100, got {self.clauses}")


def satisfied(clause: list[int], values: list[int]) -> bool:
    """Literal ``+v`` is true when x_v = 1, ``-v`` when x_v = 0 (values are 0-based by v-1)."""
    return any((values[abs(lit) - 1] == 1) == (lit > 0) for lit in clause)


def find_model(n: int, clauses: list[list[int]]) -> list[int] | None:
    """Plain DPLL with unit propagation (a different search from the traced one)."""

    def simplify(cs: list[list[int]], lit: int) -> list[list[int]] | None:
        out = []
        for c in cs:
            if lit in c:
                continue
            reduced = [x for x in c if x != -lit]
            if not reduced:
                return None
            out.append(reduced)
        return out

    def dpll(cs: list[list[int]], chosen: dict[int, int]) -> dict[int, int] | None:
        while True:
            unit = next((c[0] for c in cs if len(c) == 1), None)
            if unit is None:
                break
            chosen = {**chosen, abs(unit): int(unit > 0)}
            cs = simplify(cs, unit)
            if cs is None:
                return None
        if not cs:
            return chosen
        v = abs(cs[0][0])
        for lit in (v, -v):
            rest = simplify(cs, lit)
            if rest is not None:
                found = dpll(rest, {**chosen, v: int(lit > 0)})
                if found is not None:
                    return found
        return None

    model = dpll(clauses, {})
    return None if model is None else [model.get(v, 0) for v in range(1, n + 1)]


def render_clause(clause: list[int]) -> str:
    return " | ".join(f"x{lit}" if lit > 0 else f"~x{-lit}" for lit in clause)


_INTROS = (
    "Find values (0 or 1) for the variables {vs} that make every one of these clauses true, "
    "or say that no such values exist. A clause is true when at least one of its literals is; "
    "~x means NOT x.",
    "Here is a Boolean formula in conjunctive normal form over {vs} (| is OR, ~ is NOT; all the "
    "clauses must hold at once). Give a satisfying assignment, or state that it is unsatisfiable.",
    "Is there an assignment of true (1) / false (0) to {vs} satisfying all the clauses below? "
    "Each clause is an OR of literals, and ~x is the negation of x. If there is, give one; if not, say so.",
)


class Satisfiability(Bootcamp):
    id = "logic/satisfiability"
    description = "CNF-SAT: give a satisfying assignment (any one is checked) or answer unsatisfiable"
    Config = Config
    LEVELS = {
        "1": Config(variables=3, clauses=8, width=2),
        "2": Config(variables=5, clauses=27, width=3),
        "3": Config(variables=7, clauses=37, width=3),
        "4": Config(variables=9, clauses=47, width=3),
        "5": Config(variables=11, clauses=55, width=3),
    }
    unique_answer = False  # several models may satisfy the clauses

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        # Clause counts sit near the satisfiability threshold, so about half the draws are
        # unsatisfiable without steering the draw (steering would leak the outcome).
        n, clauses = config.variables, []
        for _ in range(config.clauses):
            chosen: set[int] = set()
            while len(chosen) < config.width:
                chosen.add(rng.randrange(1, n + 1))
            clauses.append([v if rng.random() < 0.5 else -v for v in sorted(chosen)])
        data = {"variables": n, "clauses": clauses}
        return data, self.format_answer(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = [f"x{v}" for v in range(1, data["variables"] + 1)]
        lines = [rng.choice(_INTROS).format(vs=", ".join(names))]
        lines += [f"C{k + 1}: {render_clause(c)}" for k, c in enumerate(data["clauses"])]
        form = f'either every variable with its value, like "x1=1, x2=0, ...", or the word "{UNSAT}"'
        lines.append(answer_instruction(form))
        return "\n".join(lines)

    def format_answer(self, answer: object) -> str:
        if isinstance(answer, list):
            return ", ".join(f"x{v + 1}={b}" for v, b in enumerate(answer))
        return str(answer)

    def check(self, data: dict, answer: str, text: str) -> float:
        if answer == UNSAT:
            return 1.0 if strict_word(text, _UNSAT_WORDS) == UNSAT else 0.0
        names = [f"x{v}" for v in range(1, data["variables"] + 1)]
        env = parse_assignment(text, names)
        if env is None:
            return 0.0
        values = [int(env[name]) for name in names]
        return 1.0 if all(satisfied(c, values) for c in data["clauses"]) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int] | str:
        n, clauses = data["variables"], data["clauses"]
        due: list[list[int]] = [[] for _ in range(n)]  # clauses decided once x_{i+1} is set
        for k, clause in enumerate(clauses):
            due[max(abs(lit) for lit in clause) - 1].append(k)
        values: list[int] = []
        value = 0
        while True:
            i = len(values)
            t.state(f"set x{i + 1} to {value}")
            values = t.compute("assignment", values + [value], why=f"x{i + 1} := {value}")
            ok = True
            for k in due[i]:
                ok = t.compute(f"C{k + 1}", satisfied(clauses[k], values), why=render_clause(clauses[k]))
                if not ok:
                    break
            if ok and len(values) == n:
                break
            if ok:
                value = 0
                continue
            while values and values[-1] == 1:  # both values failed: undo
                values = values[:-1]
            if not values:
                t.state("exhausted")
                t.fetch("assignment", values)
                return t.compute("answer", UNSAT, why="every branch has a false clause")
            values, value = values[:-1], 1
        t.state("answer")
        return t.compute("answer", t.fetch("assignment", values))

    def solve(self, data: dict) -> list[int] | str:
        model = find_model(data["variables"], data["clauses"])
        return UNSAT if model is None else model

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        n, clauses = case.data["variables"], case.data["clauses"]
        # falsify one clause outright: set each of its literals false, the rest at random
        clause = rng.choice(clauses)
        values = [rng.randint(0, 1) for _ in range(n)]
        for lit in clause:
            values[abs(lit) - 1] = 0 if lit > 0 else 1
        wrong = [self.format_answer(values), self.format_answer(values[:-1])]
        if case.answer != UNSAT:
            wrong.append(UNSAT)
        return wrong


BOOTCAMP = Satisfiability()
