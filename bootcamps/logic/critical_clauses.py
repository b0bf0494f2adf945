"""Critical clauses of an unsatisfiable CNF: which clauses does every unsatisfiable core need?

The prompt gives an unsatisfiable set of numbered clauses. A clause is critical when removing it
alone makes the rest satisfiable; equivalently, some assignment falsifies that clause and no
other. Critical clauses are exactly those lying in every minimal unsatisfiable subset, so the
answer (the set of critical clause numbers, possibly none) is unique.

The trace looks, clause by clause, for an assignment that breaks only that clause (the first in
binary order, as a bit string x1..xn), reading each assignment's broken-clause set computed once.
The plain solver re-solves the formula without each clause by brute force over assignments.
Speed: a random CNF is drawn until it is unsatisfiable (checked over all assignments), so level 3
makes a few hundred cases per second rather than 1,000.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int_list
from bootcamps.kit.logic5 import render_clause
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 3
    clauses: int = 8
    width: int = 2  # literals per clause (at most)

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 10:
            raise ValueError(f"variables must be in 2..10, got {self.variables}")
        if not 3 <= self.clauses <= 60:
            raise ValueError(f"clauses must be in 3..60, got {self.clauses}")
        if not 1 <= self.width <= min(4, self.variables):
            raise ValueError(f"width must be in 1..min(4, variables), got {self.width}")


def broken(clauses: list[list[int]], n: int, row: int) -> list[int]:
    """Indexes of the clauses falsified by assignment ``row`` (x1 is the highest bit)."""
    value = [(row >> (n - 1 - i)) & 1 for i in range(n)]
    return [k for k, c in enumerate(clauses) if not any((value[abs(l) - 1] == 1) == (l > 0) for l in c)]


def _clause(rng: random.Random, n: int, width: int) -> list[int]:
    k = rng.randint(max(1, width - 1), width)
    vs = sorted(rng.sample(range(1, n + 1), k))
    return [v if rng.random() < 0.5 else -v for v in vs]


_INTROS = (
    "The following clauses over {vars} are unsatisfiable together (no assignment makes them all true). "
    "Each clause is an OR of literals; ~ is NOT.",
    "Here is an unsatisfiable CNF formula over {vars}, one numbered clause per line (| is OR, ~ is NOT):",
    "These numbered disjunctive clauses over {vars} cannot all be true at once (| means OR, ~ means NOT):",
)
_QUESTIONS = (
    "A clause is critical if removing just that clause leaves a satisfiable set. Which clauses are critical?",
    "Which clauses would, each on its own, make the remaining clauses satisfiable if it were deleted? "
    "(These are the clauses contained in every minimal unsatisfiable subset.)",
    "List every clause whose single removal makes the rest of the set satisfiable.",
)


class CriticalClauses(Bootcamp):
    id = "logic/critical_clauses"
    description = "Unsatisfiable CNF: the clauses whose single removal makes it satisfiable (those in every unsat core)"
    Config = Config
    LEVELS = {
        "1": Config(variables=3, clauses=8, width=2),
        "2": Config(variables=4, clauses=12, width=3),
        "3": Config(variables=5, clauses=18, width=3),
        "4": Config(variables=6, clauses=26, width=3),
        "5": Config(variables=7, clauses=36, width=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.variables
        while True:
            clauses: list[list[int]] = []
            while len(clauses) < config.clauses:
                c = _clause(rng, n, config.width)
                if c not in clauses:
                    clauses.append(c)
            if all(broken(clauses, n, r) for r in range(1 << n)):
                data = {"variables": n, "clauses": clauses}
                answer = self.solve(data)
                if answer or rng.random() < 0.1:
                    return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["variables"]
        names = ", ".join(f"x{i}" for i in range(1, n + 1))
        lines = [rng.choice(_INTROS).format(vars=names)]
        lines += [f"{k}. {render_clause(c)}" for k, c in enumerate(data["clauses"], 1)]
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction("the clause numbers separated by commas, in any order (e.g. 2, 5, 7), or none"))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer)) if answer else "none"

    def check(self, data: dict, answer: list[int], text: str) -> float:
        got = strict_int_list(text, max_items=len(data["clauses"]))
        if got is None or len(set(got)) != len(got):
            return 0.0
        return 1.0 if sorted(got) == sorted(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        n, clauses = data["variables"], data["clauses"]
        alone: dict[int, str] = {}
        for row in range(1 << n):  # the first assignment that breaks each clause alone
            b = broken(clauses, n, row)
            if len(b) == 1 and b[0] not in alone:
                alone[b[0]] = format(row, f"0{n}b")
        critical = []
        for k, c in enumerate(clauses):
            t.state(f"clause {k + 1}")
            t.fetch(f"clause[{k + 1}]", render_clause(c))
            witness = t.compute("breaks only it", alone.get(k), why="first assignment x1..xn falsifying this clause and no other")
            if t.compute("critical", witness is not None, why="the rest is satisfiable exactly when such an assignment exists"):
                critical.append(k + 1)
        t.state("answer")
        return t.compute("answer", critical, why="the critical clause numbers")

    def solve(self, data: dict) -> list[int]:
        n, clauses = data["variables"], data["clauses"]

        def satisfiable(cs: list[list[int]]) -> bool:
            for bits in itertools.product((False, True), repeat=n):
                if all(any(bits[abs(l) - 1] == (l > 0) for l in c) for c in cs):
                    return True
            return False

        return [k + 1 for k in range(len(clauses)) if satisfiable(clauses[:k] + clauses[k + 1:])]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        m = len(case.data["clauses"])
        extra = rng.choice([k for k in range(1, m + 1) if k not in gold] or [1])
        out = [self.format_answer(sorted(set(gold + [extra])))]
        if gold:
            out.append(self.format_answer(gold[1:]))
        return out


BOOTCAMP = CriticalClauses()
