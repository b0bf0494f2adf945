"""Evaluate a SQL aggregate query (COUNT, SUM, MIN, MAX with a WHERE clause) over one table.

The table is printed in the prompt; the answer is the single integer the query returns (the
generator keeps at least one row selected, so no aggregate is NULL). The trace scans the
table row by row: fetch the cells the WHERE clause reads, compute each condition and whether
the row is kept, and update the aggregate. The tests check golds against DuckDB.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import tables
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

AGGREGATES = ("COUNT", "SUM", "MIN", "MAX")


@dataclass(frozen=True)
class Config:
    rows: int = 6
    conditions: int = 1
    allow_or: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 60:
            raise ValueError(f"rows must be in 3..60, got {self.rows}")
        if not 1 <= self.conditions <= 4:
            raise ValueError(f"conditions must be in 1..4, got {self.conditions}")


def sql_text(data: dict) -> str:
    agg, col = data["aggregate"], data["column"]
    target = "COUNT(*)" if agg == "COUNT" else f"{agg}({col})"
    return f"SELECT {target} FROM {data['table']['name']} WHERE {tables.render_where(data['where'])};"


def aggregate(agg: str, values: list[int]) -> int:
    if agg == "COUNT":
        return len(values)
    if agg == "SUM":
        return sum(values)
    return min(values) if agg == "MIN" else max(values)


_INTROS = (
    "Here is the table {name}:",
    "A database holds this table, called {name}:",
    "Given the following rows of the table {name}:",
)
_QUESTIONS = (
    "What single value does this query return?",
    "Run the query below against the table and report its result.",
    "What is the result of this SQL query?",
)


class SqlAggregate(Bootcamp):
    id = "data/sql_aggregate"
    description = "Evaluate a SQL COUNT/SUM/MIN/MAX query with a WHERE clause over a printed table"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, conditions=1, allow_or=False),
        "2": Config(rows=8, conditions=1, allow_or=False),
        "3": Config(rows=12, conditions=2, allow_or=True),
        "4": Config(rows=18, conditions=2, allow_or=True),
        "5": Config(rows=26, conditions=3, allow_or=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        theme = rng.choice(sorted(tables.THEMES))
        while True:
            table = tables.random_table(rng, theme, config.rows)
            join = "OR" if config.allow_or and rng.random() < 0.4 else "AND"
            where = {"join": join, "conds": [tables.random_cond(rng, table) for _ in range(config.conditions)]}
            kept = [row for row in table["rows"] if tables.where_holds(where, table, row)]
            if 0 < len(kept) < len(table["rows"]) or (len(kept) and config.rows <= 5):
                break
        ints = [c for c, t in zip(table["columns"][1:], table["types"][1:]) if t == "int"]
        agg = rng.choice(AGGREGATES)
        data = {"table": table, "where": where, "aggregate": agg, "column": rng.choice(ints)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = data["table"]
        return "\n".join([
            rng.choice(_INTROS).format(name=table["name"]),
            tables.render_text(table),
            rng.choice(_QUESTIONS),
            sql_text(data),
            answer_instruction("one integer"),
        ])

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        table, where, agg = data["table"], data["where"], data["aggregate"]
        col = tables.column(table, data["column"])
        names = list(dict.fromkeys(c[1] for c in where["conds"]))
        acc: int | None = None
        for row in table["rows"]:
            t.state(f"row id {row[0]}")
            cells = {n: t.fetch(f"{n}[{row[0]}]", row[tables.column(table, n)]) for n in names}
            results = [t.compute(f"[{tables.render_cond(c)}]", tables.cond_holds(c, cells[c[1]])) for c in where["conds"]]
            keep = all(results) if where["join"] == "AND" else any(results)
            if not t.goto(keep, why=f"the {where['join']} of the conditions"):
                continue
            if agg == "COUNT":
                acc = t.compute("count", (acc or 0) + 1)
                continue
            value = t.fetch(f"{data['column']}[{row[0]}]", row[col])
            if acc is None:
                acc = t.compute(agg.lower(), value, why="the first kept row")
            else:
                acc = t.compute(agg.lower(), aggregate(agg, [acc, value]) if agg != "SUM" else acc + value)
        t.state("answer")
        return t.compute("answer", t.fetch(agg.lower() if agg != "COUNT" else "count", acc))

    def solve(self, data: dict) -> int:
        table = data["table"]
        col = tables.column(table, data["column"])
        kept = [row[col] for row in table["rows"] if tables.where_holds(data["where"], table, row)]
        return aggregate(data["aggregate"], kept)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 3)]


BOOTCAMP = SqlAggregate()
