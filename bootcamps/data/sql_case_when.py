"""Evaluate an aggregate over a SQL CASE WHEN expression on a printed table.

The query is ``SELECT AGG(CASE WHEN c1 THEN v1 WHEN c2 THEN v2 ... [ELSE v] END) FROM t
[WHERE ...]`` with AGG in SUM, COUNT, MIN, MAX; each value is a constant or a number column.
CASE takes the first WHEN whose condition is true; without ELSE it gives NULL, which COUNT,
SUM, MIN and MAX skip. The generator keeps at least one non-NULL value, so the answer is never
NULL. Gold comes from ``kit.tables2.case_value`` row by row (never a SQL engine); the trace is
one state per row: fetch the cells the conditions read, compute the branch taken, the value and
the running aggregate. The tests check golds against DuckDB.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, IntegerAnswer, answer_instruction
from bootcamps.kit import tables, tables2
from bootcamps.trace import Tracer

AGGREGATES = ("SUM", "COUNT", "MIN", "MAX")


@dataclass(frozen=True)
class Config:
    rows: int = 5
    whens: int = 1
    where: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 60:
            raise ValueError(f"rows must be in 3..60, got {self.rows}")
        if not 1 <= self.whens <= 5:
            raise ValueError(f"whens must be in 1..5, got {self.whens}")


def sql_text(data: dict) -> str:
    text = f"SELECT {data['aggregate']}({tables2.render_case(data['case'])}) FROM {data['table']['name']}"
    if data["where"]:
        text += f" WHERE {tables.render_cond(data['where'])}"
    return text + ";"


def random_value(rng: random.Random, ints: list[str]) -> list:
    return ["col", rng.choice(ints)] if rng.random() < 0.4 else ["num", rng.randint(-5, 20)]


_INTROS = ("Here is the table {name}:", "The table {name} holds these rows:", "Given the table {name}:")
_RULES = (
    "CASE evaluates its WHEN conditions in order and takes the value of the first one that is true; "
    "if none is true it takes the ELSE value, or NULL when there is no ELSE. "
    "COUNT, SUM, MIN and MAX ignore NULL values (COUNT of an expression counts its non-NULL values)."
)


class SqlCaseWhen(IntegerAnswer, Bootcamp):
    id = "data/sql_case_when"
    description = "Evaluate SUM/COUNT/MIN/MAX over a SQL CASE WHEN expression (first true branch, NULL without ELSE)"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, whens=1, where=False),
        "2": Config(rows=7, whens=2, where=False),
        "3": Config(rows=10, whens=2, where=True),
        "4": Config(rows=14, whens=3, where=True),
        "5": Config(rows=20, whens=4, where=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        theme = rng.choice(sorted(tables.THEMES))
        while True:
            table = tables.random_table(rng, theme, config.rows)
            ints = [c for c, k in zip(table["columns"][1:], table["types"][1:]) if k == "int"]
            whens = [[tables.random_cond(rng, table), random_value(rng, ints)] for _ in range(config.whens)]
            other = ["null"] if rng.random() < 0.35 else random_value(rng, ints)
            data = {
                "table": table,
                "case": ["case", whens, other],
                "aggregate": rng.choice(AGGREGATES),
                "where": tables.random_cond(rng, table) if config.where and rng.random() < 0.7 else None,
            }
            value = self.solve(data)
            if value is not None:
                return data, value

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([
            rng.choice(_INTROS).format(name=data["table"]["name"]),
            tables.render_text(data["table"]),
            _RULES,
            "What value does this query return?",
            sql_text(data),
            answer_instruction("one integer"),
        ])

    def program(self, t: Tracer, data: dict) -> int:
        table, case, agg = data["table"], data["case"], data["aggregate"]
        acc: int | None = None
        for row in table["rows"]:
            t.state(f"row id {row[0]}")
            cell = lambda name, row=row: row[tables.column(table, name)]  # noqa: E731 - read one cell
            if data["where"]:
                w = data["where"]
                if not t.compute(f"[{tables.render_cond(w)}]", tables.cond_holds(w, t.fetch(f"{w[1]}[{row[0]}]", cell(w[1])))):
                    continue
            branch = len(case[1])
            for k, (cond, _) in enumerate(case[1]):
                if t.compute(f"[{tables.render_cond(cond)}]", tables.cond_holds(cond, t.fetch(f"{cond[1]}[{row[0]}]", cell(cond[1])))):
                    branch = k
                    break
            expr = case[1][branch][1] if branch < len(case[1]) else case[2]
            value = t.compute("case value", tables2.expr_value(expr, cell))
            if value is None:
                continue
            if agg == "COUNT":
                acc = t.compute("count", (acc or 0) + 1)
            elif acc is None:
                acc = t.compute(agg.lower(), value, why="the first non-NULL value")
            else:
                acc = t.compute(agg.lower(), acc + value if agg == "SUM" else (min if agg == "MIN" else max)(acc, value))
        t.state("answer")
        return t.compute("answer", acc if acc is not None or agg != "COUNT" else 0)

    def solve(self, data: dict) -> int | None:
        table = data["table"]
        values = []
        for row in table["rows"]:
            if data["where"] and not tables.where_holds({"join": "AND", "conds": [data["where"]]}, table, row):
                continue
            values.append(tables2.case_value(data["case"], lambda name, row=row: row[tables.column(table, name)]))
        present = [v for v in values if v is not None]
        if not present:
            return None  # NULL: regenerated
        agg = data["aggregate"]
        return {"SUM": sum, "COUNT": len, "MIN": min, "MAX": max}[agg](present)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 5)]


BOOTCAMP = SqlCaseWhen()
