"""Evaluate a SQL query whose WHERE clause uses a subquery: IN, NOT IN, EXISTS or a scalar AVG.

Two printed tables: parents and children pointing at a parent by a key column. Query shapes:
children whose key is IN / NOT IN the ids of parents with some property; parents for which a
child with some property EXISTS / NOT EXISTS (a correlated subquery); children whose number is
above the AVG of a subquery (all children, or, correlated, the children of the same parent).
The outer SELECT is COUNT(*) or SUM of a number column (never over no rows, so never NULL).
Averages are compared exactly (as fractions). Gold comes from a plain evaluation here (never a
SQL engine); the trace first computes the subquery (a set of ids or an average), then one state
per outer row. The tests check golds against DuckDB.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, Case, IntegerAnswer, answer_instruction
from bootcamps.kit import tables, tables2
from bootcamps.trace import Tracer

SHAPES = ("in", "not_in", "exists", "not_exists", "avg", "avg_corr")


@dataclass(frozen=True)
class Config:
    parents: int = 3
    children: int = 5
    shapes: int = 2  # how many of SHAPES (in that order) may appear

    def __post_init__(self) -> None:
        if not 2 <= self.parents <= len(tables2.PERSON_NAMES):
            raise ValueError(f"parents must be in 2..{len(tables2.PERSON_NAMES)}, got {self.parents}")
        if not 3 <= self.children <= 60:
            raise ValueError(f"children must be in 3..60, got {self.children}")
        if not 1 <= self.shapes <= len(SHAPES):
            raise ValueError(f"shapes must be in 1..{len(SHAPES)}, got {self.shapes}")


def sql_text(data: dict) -> str:
    p, c, key, shape, cond = data["parent"]["name"], data["child"]["name"], data["key"], data["shape"], data["cond"]
    num = data["child"]["columns"][2]
    target = "COUNT(*)" if data["target"] == "count" else ("SUM(LENGTH(name))" if shape in ("exists", "not_exists") else f"SUM({num})")
    if shape in ("in", "not_in"):
        neg = "NOT " if shape == "not_in" else ""
        return f"SELECT {target} FROM {c} WHERE {key} {neg}IN (SELECT id FROM {p} WHERE {tables.render_cond(cond)});"
    if shape in ("exists", "not_exists"):
        neg = "NOT " if shape == "not_exists" else ""
        return (f"SELECT {target} FROM {p} AS a WHERE {neg}EXISTS "
                f"(SELECT 1 FROM {c} AS b WHERE b.{key} = a.id AND {tables.render_cond(cond, 'b.')});")
    if shape == "avg":
        inner = f" WHERE {tables.render_cond(cond)}" if cond else ""
        return f"SELECT {target} FROM {c} WHERE {num} > (SELECT AVG({num}) FROM {c}{inner});"
    return f"SELECT {target} FROM {c} AS b WHERE b.{num} > (SELECT AVG(x.{num}) FROM {c} AS x WHERE x.{key} = b.{key});"


def outer_value(data: dict, row: list) -> int:
    if data["target"] == "count":
        return 1
    return len(row[1]) if data["shape"] in ("exists", "not_exists") else row[2]


_INTROS = ("Two tables are given.", "A small database holds these two tables.", "Here are two related tables.")
_NOTES = (
    "AVG is the exact mean (not rounded). The query has no NULLs to worry about.",
    "Averages are exact means, compared without rounding; no column holds NULL.",
    "Treat AVG as the exact average; every value in the tables is present (no NULLs).",
)


class SqlSubquery(IntegerAnswer, Bootcamp):
    id = "data/sql_subquery"
    description = "Evaluate a SQL query filtered by a subquery: IN / NOT IN, correlated EXISTS, or a (correlated) AVG"
    Config = Config
    LEVELS = {
        "1": Config(parents=3, children=5, shapes=2),
        "2": Config(parents=4, children=7, shapes=4),
        "3": Config(parents=5, children=9, shapes=6),
        "4": Config(parents=6, children=12, shapes=6),
        "5": Config(parents=8, children=16, shapes=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            parent, child, key = tables2.random_pair(rng, config.parents, config.children)
            shape = rng.choice(SHAPES[: config.shapes])
            if shape in ("in", "not_in"):
                cond = tables.random_cond(rng, parent, parent["columns"][1:])
            elif shape in ("exists", "not_exists"):
                cond = tables.random_cond(rng, child, child["columns"][2:])
            else:
                cond = tables.random_cond(rng, child, [child["columns"][3]]) if shape == "avg" and rng.random() < 0.5 else None
            data = {"parent": parent, "child": child, "key": key, "shape": shape, "cond": cond,
                    "target": rng.choice(("count", "sum"))}
            value = self.solve(data)
            if value is not None:
                return data, value

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([
            rng.choice(_INTROS),
            f"Table {data['parent']['name']}:",
            tables.render_text(data["parent"]),
            f"Table {data['child']['name']}:",
            tables.render_text(data["child"]),
            rng.choice(_NOTES) + (" LENGTH(s) is the number of characters of s." if "LENGTH" in sql_text(data) else ""),
            "What does this query return?",
            sql_text(data),
            answer_instruction("one integer"),
        ])

    def program(self, t: Tracer, data: dict) -> int:
        parent, child, shape, cond = data["parent"], data["child"], data["shape"], data["cond"]
        k = tables.column(child, data["key"])
        t.state("subquery")
        if shape in ("in", "not_in"):
            col = tables.column(parent, cond[1])
            inner = t.compute("subquery ids", [r[0] for r in parent["rows"] if tables.cond_holds(cond, r[col])])
        elif shape in ("exists", "not_exists"):
            col = tables.column(child, cond[1])
            inner = t.compute("parents with such a child", sorted({r[k] for r in child["rows"] if tables.cond_holds(cond, r[col])}))
        elif shape == "avg":
            rows = [r for r in child["rows"] if cond is None or tables.cond_holds(cond, r[tables.column(child, cond[1])])]
            total = t.compute("subquery sum", sum(r[2] for r in rows))
            inner = t.compute("average", Fraction(total, t.compute("subquery count", len(rows))))
        else:
            inner = t.compute("keys", sorted({r[k] for r in child["rows"]}))
        outer = parent["rows"] if shape in ("exists", "not_exists") else child["rows"]
        acc = 0
        for row in outer:
            t.state(f"row id {row[0]}")
            if shape in ("in", "not_in", "exists", "not_exists"):
                probe = t.fetch(f"{data['key']}[{row[0]}]" if shape in ("in", "not_in") else f"id[{row[0]}]", row[k] if shape in ("in", "not_in") else row[0])
                keep = t.compute("in the subquery", probe in inner) != shape.startswith("not")
            else:
                value = t.fetch(f"{child['columns'][2]}[{row[0]}]", row[2])
                if shape == "avg_corr":
                    group = t.fetch(f"{data['key']}[{row[0]}]", row[k])
                    mates = [r[2] for r in child["rows"] if r[k] == group]
                    limit = t.compute(f"average of {data['key']} {group}", Fraction(sum(mates), len(mates)))
                else:
                    limit = inner
                keep = t.compute(f"[{value} > avg]", value > limit)
            if t.goto(keep, why="the WHERE result"):
                acc = t.compute("total", acc + outer_value(data, row))
        t.state("answer")
        return t.compute("answer", t.fetch("total", acc))

    def solve(self, data: dict) -> int | None:
        # a nested-loop evaluation, row by row, the way the SQL reads (no precomputed sets)
        parent, child, shape, cond = data["parent"], data["child"], data["shape"], data["cond"]
        k = tables.column(child, data["key"])
        holds = lambda table, r: tables.cond_holds(cond, r[tables.column(table, cond[1])])  # noqa: E731
        kept = []
        if shape in ("in", "not_in"):
            for r in child["rows"]:
                found = any(p[0] == r[k] for p in parent["rows"] if holds(parent, p))
                if found == (shape == "in"):
                    kept.append(r)
        elif shape in ("exists", "not_exists"):
            for p in parent["rows"]:
                found = any(r[k] == p[0] and holds(child, r) for r in child["rows"])
                if found == (shape == "exists"):
                    kept.append(p)
        else:
            for r in child["rows"]:
                pool = [x[2] for x in child["rows"] if (shape == "avg" and (cond is None or holds(child, x))) or (shape == "avg_corr" and x[k] == r[k])]
                if pool and r[2] * len(pool) > sum(pool):
                    kept.append(r)
        if not kept:
            return None  # an empty result: COUNT 0 teaches little, SUM is NULL; regenerated
        return sum(outer_value(data, r) for r in kept)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 3)]


BOOTCAMP = SqlSubquery()
