"""Evaluate a chain of SQL set operations (UNION, INTERSECT, EXCEPT, with or without ALL) over
two printed tables and list the resulting values.

Two tables share a layout (this year's and last year's records). Each operand is ``SELECT col
FROM t WHERE cond``; operands are combined left to right with explicit parentheses. Without ALL
the operations are on sets (duplicates removed); with ALL they keep duplicates: UNION ALL adds
multiplicities, INTERSECT ALL takes the smaller, EXCEPT ALL subtracts (never below zero). The
prompt states these rules. The answer is the result sorted ascending (ORDER BY), duplicates
included. The trace filters each operand row by row, then applies the operations one at a
time. The tests check golds against DuckDB.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import tables
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

# theme -> the small-range integer column the queries select
SELECTED = {"orders": "qty", "books": "copies", "students": "year"}
OPS = ("UNION", "INTERSECT", "EXCEPT")


@dataclass(frozen=True)
class Config:
    rows: int = 5
    operations: int = 1
    allow_all: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 40:
            raise ValueError(f"rows must be in 3..40, got {self.rows}")
        if not 1 <= self.operations <= 4:
            raise ValueError(f"operations must be in 1..4, got {self.operations}")


def combine(op: str, left: Counter, right: Counter) -> Counter:
    """A set operation on multisets of values; a name ending in ' ALL' keeps multiplicities."""
    base, keep = op.split(" ")[0], op.endswith(" ALL")
    if not keep:  # set semantics: each side's distinct values
        a, b = set(left), set(right)
        values = a | b if base == "UNION" else (a & b if base == "INTERSECT" else a - b)
        return Counter(values)
    if base == "UNION":
        return left + right
    return left & right if base == "INTERSECT" else left - right


def sql_text(data: dict) -> str:
    col = data["column"]
    parts = [f"SELECT {col} FROM {tab} WHERE {tables.render_cond(cond)}" for tab, cond in data["operands"]]
    text = parts[0]
    for op, part in zip(data["ops"], parts[1:]):
        text = f"({text}) {op} ({part})"
    return f"SELECT {col} FROM ({text}) AS result ORDER BY {col};"


class SqlSetOps(IntSequenceAnswer, Bootcamp):
    id = "data/sql_set_ops"
    description = "Evaluate SQL UNION / INTERSECT / EXCEPT (and their ALL forms) over two printed tables"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, operations=1, allow_all=False),
        "2": Config(rows=7, operations=1, allow_all=True),
        "3": Config(rows=9, operations=2, allow_all=True),
        "4": Config(rows=12, operations=2, allow_all=True),
        "5": Config(rows=15, operations=3, allow_all=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        theme = rng.choice(sorted(SELECTED))
        base = tables.THEMES[theme][0]
        names = (f"{base}_2023", f"{base}_2024")
        while True:
            tabs = [tables.random_table(rng, theme, config.rows, name=n) for n in names]
            col = SELECTED[theme]
            others = [c for c in tabs[0]["columns"][1:] if c != col]
            operands = []
            for k in range(config.operations + 1):
                tab = tabs[k % 2] if k < 2 else rng.choice(tabs)
                operands.append([tab["name"], tables.random_cond(rng, tab, others)])
            ops = [rng.choice(OPS) + (" ALL" if config.allow_all and rng.random() < 0.5 else "")
                   for _ in range(config.operations)]
            data = {"tables": tabs, "column": col, "operands": operands, "ops": ops}
            gold = self.solve(data)
            if gold and all(self._operand(data, k) for k in range(len(operands))):
                return data, gold

    def _operand(self, data: dict, k: int) -> list[int]:
        name, cond = data["operands"][k]
        tab = next(t for t in data["tables"] if t["name"] == name)
        ci, vi = tables.column(tab, cond[1]), tables.column(tab, data["column"])
        return [row[vi] for row in tab["rows"] if tables.cond_holds(cond, row[ci])]

    def prompt(self, data: dict, rng: random.Random) -> str:
        intro = rng.choice((
            "Two tables with the same columns hold last year's and this year's records.",
            "Here are two tables of the same shape.",
            "A database keeps one table per year; both are printed below.",
        ))
        rules = rng.choice((
            "Set operations: UNION, INTERSECT and EXCEPT remove duplicates (they work on sets). UNION ALL keeps "
            "every row of both sides; INTERSECT ALL keeps a value min(m, n) times and EXCEPT ALL max(m - n, 0) "
            "times, where the left side has it m times and the right side n times.",
            "Without ALL, UNION / INTERSECT / EXCEPT return distinct values only. With ALL they count copies: a "
            "value appearing m times on the left and n times on the right appears m + n times in UNION ALL, "
            "min(m, n) times in INTERSECT ALL and max(m - n, 0) times in EXCEPT ALL.",
            "Rules: plain UNION, INTERSECT, EXCEPT deduplicate their result. The ALL forms keep duplicates: "
            "UNION ALL concatenates, INTERSECT ALL keeps min(m, n) copies, EXCEPT ALL keeps max(m - n, 0) copies "
            "(m copies on the left, n on the right).",
        ))
        ask = rng.choice(("What rows does this query return?", "Evaluate this query:", "Run the query below by hand."))
        lines = [intro]
        for tab in data["tables"]:
            lines += [f"Table {tab['name']}:", tables.render_text(tab)]
        lines += [rules, ask, sql_text(data)]
        lines.append(answer_instruction(f"the {data['column']} values in the order returned (ascending, duplicates "
                                        "included), comma-separated, like 1, 3, 3, 7"))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        col = data["column"]
        results = []
        for k, (name, cond) in enumerate(data["operands"]):
            tab = next(x for x in data["tables"] if x["name"] == name)
            ci, vi = tables.column(tab, cond[1]), tables.column(tab, col)
            kept: list[int] = []
            for row in tab["rows"]:
                t.state(f"operand {k + 1} {name} id {row[0]}")
                cell = t.fetch(f"{name}.{cond[1]}[{row[0]}]", row[ci])
                if t.compute(f"[{tables.render_cond(cond)}]", tables.cond_holds(cond, cell)):
                    kept = t.compute(f"operand {k + 1}", kept + [t.fetch(f"{name}.{col}[{row[0]}]", row[vi])])
            t.state(f"operand {k + 1} done")
            results.append(t.compute(f"operand {k + 1}", sorted(kept)))
        acc = results[0]
        for k, op in enumerate(data["ops"]):
            t.state(f"apply {op} with operand {k + 2}")
            left = t.fetch("result" if k else "operand 1", acc)
            right = t.fetch(f"operand {k + 2}", results[k + 1])
            acc = t.compute("result", sorted(combine(op, Counter(left), Counter(right)).elements()))
        t.state("answer")
        return t.compute("answer", t.fetch("result", acc))

    def solve(self, data: dict) -> list[int]:
        acc = Counter(self._operand(data, 0))
        for k, op in enumerate(data["ops"]):
            acc = combine(op, acc, Counter(self._operand(data, k + 1)))
        return sorted(acc.elements())

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = case.answer
        out = [self.format_answer(gold + [gold[-1]]), self.format_answer(gold[:-1] or [gold[0] + 1])]
        out.append(self.format_answer(sorted(set(gold))) if len(set(gold)) < len(gold) else self.format_answer([gold[0] + 1] + gold[1:]))
        return out


BOOTCAMP = SqlSetOps()
