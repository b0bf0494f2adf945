"""Evaluate a SQL LEFT JOIN query with NULLs: what single number does it return?

Two printed tables: parents and children pointing at a parent by a key column (some children
point at no parent, some parents have no child). The query LEFT JOINs parents to children,
optionally with an extra condition inside ON (which keeps unmatched parents) and a WHERE clause
(where a comparison with NULL is unknown, so the row is dropped, unless it tests IS NULL), then
aggregates: COUNT(*), COUNT(b.id) (NULLs not counted), COUNT(DISTINCT a.id), SUM(b.col) or
SUM(COALESCE(b.col, d)). The generator keeps at least one row after WHERE, so the answer is
never NULL. Gold comes from ``kit.tables2``'s join (never a SQL engine); the trace is one state
per parent row: its matching children, the joined rows WHERE keeps, the running aggregate. The
tests check golds against DuckDB.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, IntegerAnswer, answer_instruction
from bootcamps.kit import tables, tables2
from bootcamps.trace import Tracer

TARGETS = ("count_star", "count_child", "count_distinct", "sum", "sum_coalesce")


@dataclass(frozen=True)
class Config:
    parents: int = 3
    children: int = 4
    where: int = 0
    on_extra: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.parents <= len(tables2.PERSON_NAMES):
            raise ValueError(f"parents must be in 2..{len(tables2.PERSON_NAMES)}, got {self.parents}")
        if not 2 <= self.children <= 60:
            raise ValueError(f"children must be in 2..60, got {self.children}")
        if not 0 <= self.where <= 3:
            raise ValueError(f"where must be in 0..3, got {self.where}")


def target_sql(data: dict) -> str:
    kind, col = data["target"], data["child"]["columns"][2]
    return {
        "count_star": "COUNT(*)",
        "count_child": "COUNT(b.id)",
        "count_distinct": "COUNT(DISTINCT a.id)",
        "sum": f"SUM(b.{col})",
        "sum_coalesce": f"SUM(COALESCE(b.{col}, {data['default']}))",
    }[kind]


def sql_text(data: dict) -> str:
    p, c, key = data["parent"]["name"], data["child"]["name"], data["key"]
    on = f"b.{key} = a.id"
    if data["on_extra"]:
        on += " AND " + tables2.render_sql_cond(data["on_extra"], "b.")
    text = f"SELECT {target_sql(data)} FROM {p} AS a LEFT JOIN {c} AS b ON {on}"
    if data["where"]:
        text += " WHERE " + " AND ".join(tables2.render_sql_cond(cond, f"{side}.") for side, cond in data["where"])
    return text + ";"


def joined_value(data: dict, side: str, name: str, prow: list, crow: list | None) -> object:
    if side == "a":
        return prow[tables.column(data["parent"], name)]
    return None if crow is None else crow[tables.column(data["child"], name)]


def random_where(rng: random.Random, parent: dict, child: dict) -> list:
    roll = rng.random()
    if roll < 0.3:
        return ["a", tables.random_cond(rng, parent, [parent["columns"][2]])]
    if roll < 0.5:
        return ["b", [rng.choice(("isnull", "notnull")), rng.choice(("id", child["columns"][2]))]]
    return ["b", tables.random_cond(rng, child, child["columns"][2:])]


def contribution(data: dict, crow: list | None) -> int | None:
    """What one kept joined row adds to the aggregate (None: nothing, a NULL)."""
    kind = data["target"]
    if kind == "count_star":
        return 1
    if kind == "count_child":
        return None if crow is None else 1
    value = None if crow is None else crow[2]
    return data["default"] if value is None and kind == "sum_coalesce" else value


_INTROS = ("Two tables are given.", "A small database has these two tables.", "Consider the following tables.")
_RULES = (
    "SQL rules: LEFT JOIN keeps every row of the left table; a left row with no matching right row "
    "appears once with NULL in every right column. A condition inside ON only decides which right rows match. "
    "In WHERE, a comparison with NULL is neither true nor false, so the row is dropped (IS NULL / IS NOT NULL test for NULL). "
    "COUNT(x) and SUM(x) skip NULLs; COUNT(*) counts rows; COALESCE(x, d) is d when x is NULL."
)


class SqlLeftJoin(IntegerAnswer, Bootcamp):
    id = "data/sql_left_join"
    description = "Evaluate a SQL LEFT JOIN with ON/WHERE conditions and NULL-aware aggregates over two printed tables"
    Config = Config
    LEVELS = {
        "1": Config(parents=3, children=4, where=0, on_extra=False),
        "2": Config(parents=4, children=6, where=1, on_extra=False),
        "3": Config(parents=5, children=8, where=1, on_extra=True),
        "4": Config(parents=6, children=11, where=2, on_extra=True),
        "5": Config(parents=8, children=15, where=2, on_extra=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            parent, child, key = tables2.random_pair(rng, config.parents, config.children)
            on_extra = tables.random_cond(rng, child, child["columns"][2:]) if config.on_extra and rng.random() < 0.7 else None
            where = [random_where(rng, parent, child) for _ in range(rng.randint(max(0, config.where - 1), config.where))]
            data = {
                "parent": parent, "child": child, "key": key, "on_extra": on_extra, "where": where,
                "target": rng.choice(TARGETS), "default": rng.randint(0, 9),
            }
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
            _RULES,
            "What single value does this query return?",
            sql_text(data),
            answer_instruction("one integer"),
        ])

    def program(self, t: Tracer, data: dict) -> int:
        key = tables.column(data["child"], data["key"])
        extra = data["on_extra"]
        total: int | None = None
        seen = 0
        for prow in data["parent"]["rows"]:
            t.state(f"a.id {prow[0]}")
            pid = t.fetch("a.id", prow[0])
            matches = [c for c in data["child"]["rows"] if c[key] == pid and (extra is None or tables2.sql_cond(extra, c[tables.column(data["child"], extra[1])]))]
            ids = t.compute("matching b.id", [c[0] for c in matches] or [None], why="none: one row with NULLs")
            rows = [next((c for c in matches if c[0] == i), None) for i in ids]
            kept = [c for c in rows if all(tables2.sql_cond(cond, joined_value(data, side, cond[1], prow, c)) for side, cond in data["where"])]
            kept_ids = t.compute("kept by WHERE", [None if c is None else c[0] for c in kept])
            if not kept_ids:
                continue
            if data["target"] == "count_distinct":
                seen = t.compute("distinct a.id", seen + 1)
                continue
            by_id = {c[0]: c for c in kept if c is not None}
            for i in kept_ids:
                add = contribution(data, by_id.get(i))
                if add is not None:
                    total = t.compute("total", add if total is None else total + add)
        t.state("answer")
        if data["target"] == "count_distinct":
            return t.compute("answer", t.fetch("distinct a.id", seen))
        if total is None and data["target"] in ("count_star", "count_child"):
            total = 0
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int | None:
        # materialise the whole joined table first, then filter and aggregate (SQL's own order)
        rows = tables2.left_join(data["parent"], data["child"], data["key"], data["on_extra"])
        kept = [(p, c) for p, c in rows if all(tables2.sql_cond(cond, joined_value(data, s, cond[1], p, c)) for s, cond in data["where"])]
        if not kept:
            return None
        kind = data["target"]
        if kind == "count_star":
            return len(kept)
        if kind == "count_child":
            return sum(1 for _, c in kept if c is not None)
        if kind == "count_distinct":
            return len({p[0] for p, _ in kept})
        values = [contribution(data, c) for _, c in kept]
        values = [v for v in values if v is not None]
        return sum(values) if values else None

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 2)]


BOOTCAMP = SqlLeftJoin()
