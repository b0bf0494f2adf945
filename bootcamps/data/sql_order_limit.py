"""Evaluate a SQL SELECT with WHERE, a multi-key ORDER BY (ASC/DESC), LIMIT and OFFSET.

The table is printed; the query returns the ``id`` column, so the answer is the list of ids in
the order the query returns them. The last sort key is always ``id``, so the order is total and
the answer unique. The trace first filters the rows (one state per row: fetch the cells the
WHERE clause reads, compute whether the row is kept), then picks the output rows one position
at a time: fetch the sort keys of the remaining rows and compute which comes first. The tests
check golds against DuckDB.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import tables
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 6
    conditions: int = 1  # 0 means no WHERE clause
    keys: int = 1  # sort keys before the final id
    max_limit: int = 3
    offset: bool = False

    def __post_init__(self) -> None:
        if not 4 <= self.rows <= 60:
            raise ValueError(f"rows must be in 4..60, got {self.rows}")
        if not 0 <= self.conditions <= 3:
            raise ValueError(f"conditions must be in 0..3, got {self.conditions}")
        if not 1 <= self.keys <= 3:
            raise ValueError(f"keys must be in 1..3, got {self.keys}")
        if not 1 <= self.max_limit <= 10:
            raise ValueError(f"max_limit must be in 1..10, got {self.max_limit}")


def sort_key(data: dict, row: list) -> tuple:
    """The row's ORDER BY values, then its id (compared by ``comes_first``)."""
    return tuple(row[tables.column(data["table"], name)] for name, _ in data["order"]) + (row[0],)


def comes_first(order: list, a: tuple, b: tuple) -> bool:
    """Whether sort key ``a`` precedes ``b`` in the ORDER BY (the id, last, breaks every tie)."""
    for (_, direction), x, y in zip(order + [["id", "ASC"]], a, b):
        if x != y:
            return (x < y) if direction == "ASC" else (x > y)
    return False


def sql_text(data: dict) -> str:
    where = f" WHERE {tables.render_where(data['where'])}" if data["where"]["conds"] else ""
    order = ", ".join(f"{name} {direction}" for name, direction in data["order"] + [["id", "ASC"]])
    offset = f" OFFSET {data['offset']}" if data["offset"] else ""
    return f"SELECT id FROM {data['table']['name']}{where} ORDER BY {order} LIMIT {data['limit']}{offset};"


_INTROS = (
    "The table {name} holds these rows:",
    "Here are the rows of the table {name}:",
    "A database contains the table {name}:",
)
_QUESTIONS = (
    "Which ids does this query return, in order?",
    "Run the query below and list the ids it returns, in the order it returns them.",
    "What is the result of the following SQL query (one id per returned row, in order)?",
)


class SqlOrderLimit(IntSequenceAnswer, Bootcamp):
    id = "data/sql_order_limit"
    description = "Evaluate SQL WHERE + multi-key ORDER BY ASC/DESC + LIMIT/OFFSET and list the returned ids"
    Config = Config
    LEVELS = {
        "1": Config(rows=6, conditions=0, keys=1, max_limit=3, offset=False),
        "2": Config(rows=9, conditions=1, keys=1, max_limit=3, offset=False),
        "3": Config(rows=13, conditions=1, keys=2, max_limit=4, offset=True),
        "4": Config(rows=18, conditions=2, keys=2, max_limit=5, offset=True),
        "5": Config(rows=25, conditions=2, keys=3, max_limit=6, offset=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        theme = rng.choice(sorted(tables.THEMES))
        while True:
            table = tables.random_table(rng, theme, config.rows)
            conds = [tables.random_cond(rng, table) for _ in range(config.conditions)]
            where = {"join": "OR" if len(conds) > 1 and rng.random() < 0.3 else "AND", "conds": conds}
            kept = [row for row in table["rows"] if not conds or tables.where_holds(where, table, row)]
            if len(kept) >= 3:
                break
        # small-range columns (year, qty, shelf) make ties, so later keys and id matter
        names = rng.sample(table["columns"][1:], config.keys)
        order = [[name, rng.choice(("ASC", "DESC"))] for name in names]
        offset = rng.randint(1, max(1, len(kept) // 3)) if config.offset and len(kept) > 3 else 0
        limit = rng.randint(1, config.max_limit) if len(kept) - offset > 1 else 1
        data = {"table": table, "where": where, "order": order, "limit": limit, "offset": offset}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = data["table"]
        notes = "Text sorts alphabetically by character code (upper-case letters before lower-case)."
        return "\n".join([
            rng.choice(_INTROS).format(name=table["name"]),
            tables.render_text(table),
            rng.choice(_QUESTIONS),
            sql_text(data),
            notes,
            answer_instruction('the ids in order, separated by commas, like "4, 1, 7" (write "none" if no row is returned)'),
        ])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer)) if answer else "none"

    def program(self, t: Tracer, data: dict) -> list[int]:
        table, where = data["table"], data["where"]
        names = list(dict.fromkeys(c[1] for c in where["conds"]))
        kept: list[list] = []
        for row in table["rows"] if where["conds"] else []:
            t.state(f"filter id {row[0]}")
            cells = {n: t.fetch(f"{n}[{row[0]}]", row[tables.column(table, n)]) for n in names}
            results = [t.compute(f"[{tables.render_cond(c)}]", tables.cond_holds(c, cells[c[1]])) for c in where["conds"]]
            if t.goto(all(results) if where["join"] == "AND" else any(results), why=f"the {where['join']} of the conditions"):
                kept.append(row)
        if not where["conds"]:
            t.state("no WHERE")
            kept = [r for r in table["rows"] if t.fetch(f"id[{r[0]}]", r[0]) is not None]
        remaining = list(kept)
        out: list[int] = []
        keys = ", ".join(f"{n} {d}" for n, d in data["order"]) + ", id ASC"
        for position in range(min(len(kept), data["offset"] + data["limit"])):
            t.state(f"position {position + 1}")
            best = None
            for row in remaining:
                key = t.fetch(f"key[{row[0]}]", sort_key(data, row))
                if best is None or comes_first(data["order"], key, best):
                    best = key
            chosen = t.compute("first", best[-1], why=f"first under {keys}")
            remaining = [r for r in remaining if r[0] != chosen]
            if position >= data["offset"]:
                out.append(t.compute("output", chosen))
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[int]:
        # Stable sorts from the last key to the first: Python's sort, not a selection scan.
        table = data["table"]
        rows = [r for r in table["rows"] if not data["where"]["conds"] or tables.where_holds(data["where"], table, r)]
        rows = sorted(rows, key=lambda r: r[0])
        for name, direction in reversed(data["order"]):
            rows.sort(key=lambda r: r[tables.column(table, name)], reverse=direction == "DESC")
        return [r[0] for r in rows[data["offset"] : data["offset"] + data["limit"]]]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[::-1], gold[1:] or [0], gold + [max(gold) + 1 if gold else 1]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = SqlOrderLimit()
