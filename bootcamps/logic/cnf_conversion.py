"""Rewrite a propositional formula in conjunctive normal form (CNF).

Any CNF equivalent to the formula passes: the verifier parses the answer with the safe formula
parser, checks that it is an AND of ORs of literals, and compares truth tables. The traced
solver builds the canonical CNF: one clause per false row of the truth table, the clause that
is false exactly on that row.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import boolexpr as bx
from bootcamps.trace import Tracer

NAME_POOLS = ("pqrstu", "abcdef", "xyzwuv", "ABCDEF")


@dataclass(frozen=True)
class Config:
    variables: int = 2
    depth: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 5:
            raise ValueError(f"variables must be in 2..5, got {self.variables}")
        if not 1 <= self.depth <= 4:
            raise ValueError(f"depth must be in 1..4, got {self.depth}")


def canonical_cnf(f: list, names: list[str]) -> list[list[str]]:
    """One clause per false row of the truth table."""
    return [
        [f"~{n}" if env[n] else n for n in names] for env in bx.rows(names) if not bx.evaluate(f, env)
    ]


_TEMPLATES = (
    "Convert the formula\n  {f}\ninto conjunctive normal form: an AND of clauses, each clause an OR of literals (a variable or its negation).",
    "Write a formula in CNF (a conjunction of disjunctions of literals) that is logically equivalent to {f} .",
    "Give an equivalent conjunctive-normal-form version of this formula over {vs}:\n{f}",
    "Find a CNF formula (clauses joined by &, literals inside a clause joined by |, negation only directly on variables) with the same truth table as {f} .",
)


class CnfConversion(Bootcamp):
    id = "logic/cnf_conversion"
    description = "Convert a propositional formula to an equivalent CNF (any equivalent CNF passes)"
    Config = Config
    LEVELS = {
        "1": Config(variables=2, depth=2),
        "2": Config(variables=3, depth=2),
        "3": Config(variables=3, depth=3),
        "4": Config(variables=4, depth=3),
        "5": Config(variables=5, depth=4),
    }
    unique_answer = False  # many CNFs are equivalent

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        names = sorted(rng.choice(NAME_POOLS)[: config.variables])
        while True:  # no tautology (empty CNF) and no contradiction: a real clause set
            f = bx.random_formula(rng, names, config.depth, p_not=0.3)
            table = bx.truth_table(f, names)
            if bx.variables(f) == names and 0 < sum(table) < len(table) and bx.clauses_of(f) is None:
                break
        data = {"formula": f, "names": names}
        return data, self.format_answer(canonical_cnf(f, names))

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = data["names"]
        text = rng.choice(_TEMPLATES).format(f=bx.render(data["formula"]), vs=", ".join(names))
        a, b = names[0], names[1]
        form = f'one CNF formula using ~ & | and parentheses, like "({a} | ~{b}) & ~{a}"'
        return f"{text}\n{bx.LEGEND}\n{answer_instruction(form)}"

    def format_answer(self, answer: object) -> str:
        if isinstance(answer, list):  # clauses as lists of literal strings
            return " & ".join(f"({' | '.join(c)})" if len(c) > 1 else c[0] for c in answer)
        return str(answer)

    def check(self, data: dict, answer: str, text: str) -> float:
        names = data["names"]
        parsed = bx.parse(text, names, words=False)  # "A or B" is a hedge here, not a clause
        if parsed is None or bx.clauses_of(parsed) is None:
            return 0.0
        return 1.0 if bx.equivalent(parsed, data["formula"], names) else 0.0

    def program(self, t: Tracer, data: dict) -> list:
        f, names = data["formula"], data["names"]
        clauses: list[list[str]] = []
        for i, env in enumerate(bx.rows(names)):
            values = [env[n] for n in names]
            t.state(f"row {i}")
            true = bx.traced_row(t, f, names, values)
            if not t.goto(not true, why="a false row needs a clause"):
                continue
            t.state(f"row {i} clause")
            row = [t.fetch(n, v) for n, v in zip(names, values)]
            # the clause false only on this row: each variable negated where the row has it true
            clause = t.compute("clause", [f"~{n}" if v else n for n, v in zip(names, row)])
            clauses = t.compute("clauses", clauses + [clause])
        t.state("answer")
        return t.compute("answer", t.fetch("clauses", clauses))

    def solve(self, data: dict) -> str:
        """Distribute OR over AND on the negation normal form (the textbook route, not the table)."""

        def nnf(node: list, positive: bool) -> list:
            kind = node[0]
            if kind == "var":
                return node if positive else ["not", node]
            if kind == "not":
                return nnf(node[1], not positive)
            a, b = node[1], node[2]
            if kind == "imp":
                return nnf(["or", ["not", a], b], positive)
            if kind == "iff":
                return nnf(["and", ["imp", a, b], ["imp", b, a]], positive)
            if kind == "xor":
                return nnf(["and", ["or", a, b], ["not", ["and", a, b]]], positive)
            op = kind if positive else ("or" if kind == "and" else "and")
            return [op, nnf(a, positive), nnf(b, positive)]

        def tidy(clauses: list[frozenset]) -> list[frozenset]:
            # drop tautological clauses and clauses that contain a smaller one (absorption)
            kept = {c for c in clauses if not any(lit.startswith("~") and lit[1:] in c for lit in c)}
            return [c for c in kept if not any(o < c for o in kept)]

        def cnf(node: list) -> list[frozenset]:
            if node[0] == "var":
                return [frozenset([node[1]])]
            if node[0] == "not":
                return [frozenset(["~" + node[1][1]])]
            left, right = cnf(node[1]), cnf(node[2])
            if node[0] == "and":
                return tidy(left + right)
            return tidy([a | b for a in left for b in right])

        clauses = sorted(sorted(c) for c in cnf(nnf(data["formula"], True)))
        return self.format_answer(clauses)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        f, names = case.data["formula"], case.data["names"]
        canonical = canonical_cnf(f, names)
        wrong = [self.format_answer(canonical[1:] or [[names[0]], [f"~{names[0]}"]])]  # a clause dropped
        wrong.append(bx.render(f))  # the formula itself is not in CNF (generation ensures it)
        return wrong


BOOTCAMP = CnfConversion()
