"""How many decision nodes has the reduced ordered BDD of a formula, for the order x1 < x2 < ...?

A reduced ordered binary decision diagram tests the variables in a fixed order, merges equal
subgraphs and drops tests whose two branches agree. Its nodes that test x_i correspond one to
one to the distinct subfunctions obtained by fixing x1..x_(i-1) that still depend on x_i, so the
traced solver goes level by level over truth tables: each state fetches the distinct
subfunctions at one level (as truth-table strings), keeps those whose two halves differ, and
passes the distinct halves down. The plain solver builds the diagram by Shannon expansion with
a unique table (hash-consing), a different algorithm.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit import boolexpr
from bootcamps.kit.logic2 import cofactors
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 3
    depth: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 8:
            raise ValueError(f"variables must be in 2..8, got {self.variables}")
        if not 1 <= self.depth <= 6:
            raise ValueError(f"depth must be in 1..6, got {self.depth}")


def table(formula: list, n: int) -> str:
    """The truth table (x1 slowest, false first), evaluated on all rows at once: each
    subformula is an integer whose bit r is its value on row r."""
    rows = 2**n
    full = (1 << rows) - 1
    masks = {f"x{i + 1}": sum(1 << r for r in range(rows) if r >> (n - 1 - i) & 1) for i in range(n)}

    def value(f: list) -> int:
        kind = f[0]
        if kind == "var":
            return masks[f[1]]
        if kind == "const":
            return full if f[1] else 0
        if kind == "not":
            return full ^ value(f[1])
        a, b = value(f[1]), value(f[2])
        return {"and": a & b, "or": a | b, "xor": a ^ b, "imp": (full ^ a) | b, "iff": full ^ (a ^ b)}[kind]

    bits = value(formula)
    return "".join("1" if bits >> r & 1 else "0" for r in range(rows))


def robdd_nodes(tt: str) -> int:
    """Decision nodes of the ROBDD of a truth table: distinct subfunctions per level that
    depend on that level's variable."""
    total, level = 0, {tt}
    while len(next(iter(level))) > 1:
        total += sum(1 for f in level if cofactors(f)[0] != cofactors(f)[1])
        level = {h for f in level for h in cofactors(f)}
    return total


_INTROS = (
    "Build the reduced ordered binary decision diagram (ROBDD) of the formula below with the "
    "variable order {order}: every node tests one variable (variables appear along each path in "
    "that order), equal subdiagrams are shared, and a node whose two branches lead to the same "
    "subdiagram is removed.",
    "Consider the ROBDD of this Boolean function under the order {order}. In a reduced ordered "
    "BDD no two nodes represent the same subfunction and no node has identical low and high "
    "children.",
    "Take the binary decision diagram of the formula with variables tested in the order {order}, "
    "fully reduced (isomorphic subgraphs merged, redundant tests removed).",
)
_QUESTIONS = (
    "How many decision (non-terminal) nodes does it have? Do not count the 0 and 1 terminals.",
    "Count its internal nodes, i.e. the nodes that test a variable (the terminals 0 and 1 are not counted).",
)


class BddSize(IntegerAnswer, Bootcamp):
    id = "logic/bdd_size"
    description = "Count the decision nodes of a formula's reduced ordered BDD for a given variable order"
    Config = Config
    LEVELS = {
        "1": Config(variables=3, depth=2),
        "2": Config(variables=4, depth=3),
        "3": Config(variables=5, depth=3),
        "4": Config(variables=6, depth=4),
        "5": Config(variables=7, depth=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.variables
        names = [f"x{i + 1}" for i in range(n)]
        while True:  # use most of the variables, and not a constant
            formula = boolexpr.random_formula(rng, names, config.depth)
            if len(boolexpr.variables(formula)) >= min(n, config.depth + 1):
                data = {"variables": n, "formula": formula}
                gold = robdd_nodes(table(formula, n))
                if gold >= 2:
                    return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        order = " < ".join(f"x{i + 1}" for i in range(data["variables"]))
        lines = [rng.choice(_INTROS).format(order=order), boolexpr.LEGEND, f"Formula: {boolexpr.render(data['formula'])}"]
        lines.append(rng.choice(_QUESTIONS))
        lines.append(answer_instruction("one integer"))
        return "\n".join(lines)

    def program(self, t: Tracer, data: dict) -> int:
        n = data["variables"]
        t.state("truth table")
        level = [t.compute("table", table(data["formula"], n), why="rows x1..xn from 0...0 to 1...1")]
        total = 0
        for i in range(n):
            t.state(f"level x{i + 1}")
            level = t.fetch(f"subfunctions(x{i + 1})", level)
            tests = [f for f in level if cofactors(f)[0] != cofactors(f)[1]]
            count = t.compute(f"nodes(x{i + 1})", len(tests), why="subfunctions whose halves differ")
            total = t.compute("total", total + count)
            if i + 1 < n:
                halves = []
                for f in level:
                    for h in cofactors(f):
                        if h not in halves:
                            halves.append(h)
                level = t.compute(f"subfunctions(x{i + 2})", halves)
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        n = data["variables"]
        names = [f"x{i + 1}" for i in range(n)]
        leaves = [int(boolexpr.evaluate(data["formula"], row)) for row in boolexpr.rows(names)]
        unique: dict[tuple[int, int, int], int] = {}

        def build(i: int, start: int) -> int:  # Shannon expansion; node ids 0 and 1 are the terminals
            if i == n:
                return leaves[start]
            half = 2 ** (n - i - 1)
            low, high = build(i + 1, start), build(i + 1, start + half)
            if low == high:
                return low
            return unique.setdefault((i, low, high), len(unique) + 2)

        build(0, 0)
        return len(unique)


BOOTCAMP = BddSize()
