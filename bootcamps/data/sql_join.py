"""Evaluate a SQL query that joins two tables on a foreign key and aggregates the result.

Two printed tables: a parent (members with a group and a level) and a child whose rows point at
a parent by ``member_id`` (some point at no parent, so the inner join drops them). The query
filters on columns of both tables and returns COUNT, SUM, MIN or MAX. The trace walks the child
rows: fetch the foreign key, look the parent row up (or note it is missing), test the
conditions, update the aggregate. The tests check golds against DuckDB.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import tables
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

AGGREGATES = ("COUNT", "SUM", "MIN", "MAX")
PARENT_NAMES = ("ava", "bo", "cy", "di", "ed", "flo", "gus", "hal", "ivy", "jo", "kai", "lu")


@dataclass(frozen=True)
class Config:
    parents: int = 3
    children: int = 5
    conditions: int = 1

    def __post_init__(self) -> None:
        if not 2 <= self.parents <= len(PARENT_NAMES):
            raise ValueError(f"parents must be in 2..{len(PARENT_NAMES)}, got {self.parents}")
        if not 3 <= self.children <= 60:
            raise ValueError(f"children must be in 3..60, got {self.children}")
        if not 1 <= self.conditions <= 3:
            raise ValueError(f"conditions must be in 1..3, got {self.conditions}")


def make_tables(rng: random.Random, config: Config) -> tuple[dict, dict]:
    names = rng.sample(PARENT_NAMES, config.parents)
    parent = {
        "name": "members",
        "columns": ["id", "name", "team", "level"],
        "types": ["int", "text", "text", "int"],
        "rows": [[i + 1, n, rng.choice(("red", "blue", "green")), rng.randint(1, 5)] for i, n in enumerate(names)],
    }
    theme = rng.choice(("orders", "trips", "books"))
    child = tables.random_table(rng, theme, config.children)
    child["columns"].insert(1, "member_id")
    child["types"].insert(1, "int")
    for row in child["rows"]:
        row.insert(1, rng.randint(1, config.parents + 1))  # id parents+1 matches no member
    return parent, child


def sql_text(data: dict) -> str:
    p, c, agg, col = data["parent"]["name"], data["child"]["name"], data["aggregate"], data["column"]
    target = "COUNT(*)" if agg == "COUNT" else f"{agg}({c}.{col})"
    where = " AND ".join(tables.render_cond(cond, f"{t}.") for t, cond in data["conds"])
    return f"SELECT {target} FROM {c} JOIN {p} ON {c}.member_id = {p}.id WHERE {where};"


class SqlJoin(Bootcamp):
    id = "data/sql_join"
    description = "Evaluate a SQL inner join of two printed tables with a WHERE clause and an aggregate"
    Config = Config
    LEVELS = {
        "1": Config(parents=3, children=5, conditions=1),
        "2": Config(parents=3, children=8, conditions=1),
        "3": Config(parents=4, children=12, conditions=2),
        "4": Config(parents=5, children=16, conditions=2),
        "5": Config(parents=7, children=24, conditions=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            parent, child = make_tables(rng, config)
            conds = []
            for k in range(config.conditions):
                side = parent if k % 2 == 0 else child
                cols = [c for c in side["columns"][1:] if c not in ("member_id", "name")]
                conds.append([side["name"], tables.random_cond(rng, side, cols)])
            ints = [c for c, t in zip(child["columns"][2:], child["types"][2:]) if t == "int"]
            data = {"parent": parent, "child": child, "conds": conds, "aggregate": rng.choice(AGGREGATES), "column": rng.choice(ints)}
            if self._selected(data):
                return data, self.solve(data)

    def _selected(self, data: dict) -> list[int]:
        """Values of the aggregated child column on the joined rows that pass the WHERE clause."""
        parent, child = data["parent"], data["child"]
        by_id = {row[0]: row for row in parent["rows"]}
        col = tables.column(child, data["column"])
        out = []
        for row in child["rows"]:
            match = by_id.get(row[1])
            if match is None:
                continue
            rows = {parent["name"]: match, child["name"]: row}
            tabs = {parent["name"]: parent, child["name"]: child}
            if all(tables.cond_holds(cond, rows[t][tables.column(tabs[t], cond[1])]) for t, cond in data["conds"]):
                out.append(row[col])
        return out

    def prompt(self, data: dict, rng: random.Random) -> str:
        p, c = data["parent"], data["child"]
        intro = rng.choice((
            "Two tables are given.",
            "A small database has these two tables.",
            "Consider the tables below.",
        ))
        return "\n".join([
            intro,
            f"Table {p['name']}:", tables.render_text(p),
            f"Table {c['name']}:", tables.render_text(c),
            rng.choice(("What does this query return?", "Evaluate the query:", "Give the result of this SQL query.")),
            sql_text(data),
            "(JOIN is an inner join: rows without a matching member are dropped.)",
            answer_instruction("one integer"),
        ])

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        parent, child, agg = data["parent"], data["child"], data["aggregate"]
        by_id = {row[0]: row for row in parent["rows"]}
        tabs = {parent["name"]: parent, child["name"]: child}
        col = tables.column(child, data["column"])
        acc: int | None = None
        for row in child["rows"]:
            t.state(f"{child['name']} id {row[0]}")
            member = t.fetch(f"member_id[{row[0]}]", row[1])
            if not t.goto(member in by_id, why="a members row with that id exists"):
                continue
            rows = {parent["name"]: by_id[member], child["name"]: row}
            keep = True
            for table_name, cond in data["conds"]:
                owner = rows[table_name]
                cell = t.fetch(f"{table_name}.{cond[1]}[{owner[0]}]", owner[tables.column(tabs[table_name], cond[1])])
                keep = t.compute(f"[{tables.render_cond(cond, table_name + '.')}]", tables.cond_holds(cond, cell))
                if not keep:
                    break
            if not t.goto(keep, why="every condition holds"):
                continue
            value = t.fetch(f"{data['column']}[{row[0]}]", row[col]) if agg != "COUNT" else 0
            if acc is None:
                acc = t.compute(agg.lower(), 1 if agg == "COUNT" else value)
            elif agg == "COUNT":
                acc = t.compute("count", acc + 1)
            elif agg == "SUM":
                acc = t.compute("sum", acc + value)
            else:
                acc = t.compute(agg.lower(), min(acc, value) if agg == "MIN" else max(acc, value))
        t.state("answer")
        return t.compute("answer", t.fetch(agg.lower(), acc))

    def solve(self, data: dict) -> int:
        values = self._selected(data)
        agg = data["aggregate"]
        if agg == "COUNT":
            return len(values)
        return sum(values) if agg == "SUM" else (min(values) if agg == "MIN" else max(values))

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 2)]


BOOTCAMP = SqlJoin()
