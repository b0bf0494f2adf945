"""Evaluate a SQL self-join: pairs of rows of one table that share a key and compare on numbers.

``SELECT COUNT(*)`` or ``COUNT(DISTINCT a.id)`` ``FROM t AS a JOIN t AS b ON a.key = b.key AND
a.id < b.id (or a.id <> b.id) WHERE`` one to three comparisons between a's and b's number columns
(``a.salary > b.salary``, ``b.age - a.age >= 5``). ``a.id < b.id`` counts each unordered pair
once; ``<>`` counts both orders. COUNT(DISTINCT a.id) counts the rows that have at least one
partner. The trace takes each row as ``a`` and each other row with the same key as ``b``,
testing the conditions. The tests check golds against DuckDB.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import tables
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

# theme -> (join key column, number columns)
KEYS = {"employees": ("dept", ("age", "salary")), "trips": ("zone", ("km", "fare")),
        "students": ("house", ("math", "art")), "orders": ("product", ("qty", "price"))}
CMPS = ("<", ">", "<=", ">=", "=")


@dataclass(frozen=True)
class Config:
    rows: int = 5
    conditions: int = 1
    offsets: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 40:
            raise ValueError(f"rows must be in 3..40, got {self.rows}")
        if not 1 <= self.conditions <= 3:
            raise ValueError(f"conditions must be in 1..3, got {self.conditions}")


def cond_text(c: list) -> str:
    left, op, right, offset = c
    if offset:
        return f"b.{right} - a.{left} {op} {offset}"
    return f"a.{left} {op} b.{right}"


def cond_value(c: list, a: dict, b: dict) -> bool:
    left, op, right, offset = c
    x, y = (b[right] - a[left], offset) if offset else (a[left], b[right])
    return {"<": x < y, ">": x > y, "<=": x <= y, ">=": x >= y, "=": x == y}[op]


def sql_text(data: dict) -> str:
    name, key = data["table"]["name"], data["key"]
    target = "COUNT(*)" if data["target"] == "pairs" else "COUNT(DISTINCT a.id)"
    where = " AND ".join(cond_text(c) for c in data["conds"])
    return f"SELECT {target} FROM {name} AS a JOIN {name} AS b ON a.{key} = b.{key} AND a.id {data['order']} b.id WHERE {where};"


class SqlSelfJoin(Bootcamp):
    id = "data/sql_self_join"
    description = "Evaluate a SQL self-join counting row pairs (or rows with a partner) that share a key"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, conditions=1, offsets=False),
        "2": Config(rows=7, conditions=1, offsets=False),
        "3": Config(rows=9, conditions=2, offsets=True),
        "4": Config(rows=12, conditions=2, offsets=True),
        "5": Config(rows=16, conditions=3, offsets=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        theme = rng.choice(sorted(KEYS))
        key, nums = KEYS[theme]
        while True:
            table = tables.random_table(rng, theme, config.rows)
            conds = []
            for _ in range(config.conditions):
                left = rng.choice(nums)
                right = left if rng.random() < 0.7 else rng.choice(nums)
                if config.offsets and rng.random() < 0.4 and left == right:
                    conds.append([left, rng.choice(("<=", ">=")), right, rng.choice((2, 3, 5, 10))])
                else:
                    conds.append([left, rng.choice(CMPS[:4]), right, 0])
            data = {"table": table, "key": key, "order": rng.choice(("<", "<>")), "conds": conds,
                    "target": rng.choice(("pairs", "rows"))}
            gold = self.solve(data)
            if gold >= 1:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        tab = data["table"]
        return "\n".join([
            rng.choice(("One table is given.", "Here is a table.", "Consider this table.")),
            f"Table {tab['name']}:", tables.render_text(tab),
            rng.choice(("What does this self-join query return?", "Evaluate the query:",
                        "Give the single number this SQL query returns.")),
            sql_text(data),
            rng.choice((
                "(The table is joined with itself: a and b range over its rows; only pairs meeting the ON and WHERE conditions count.)",
                "(a and b are two copies of the same table; each (a, b) pair of rows passing ON and WHERE is one joined row.)",
                "(Self-join: every combination of a row a with a row b is considered, and kept when ON and WHERE hold.)",
            )),
            answer_instruction("one integer"),
        ])

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def _rows(self, data: dict) -> list[dict]:
        tab = data["table"]
        return [dict(zip(tab["columns"], row)) for row in tab["rows"]]

    def program(self, t: Tracer, data: dict) -> int:
        rows, key = self._rows(data), data["key"]
        count, partnered = 0, []
        for a in rows:
            for b in rows:
                ok_id = a["id"] < b["id"] if data["order"] == "<" else a["id"] != b["id"]
                if not ok_id:
                    continue
                t.state(f"a id {a['id']}, b id {b['id']}")
                ka = t.fetch(f"{key}[{a['id']}]", a[key])
                kb = t.fetch(f"{key}[{b['id']}]", b[key])
                if not t.compute("same key", ka == kb):
                    continue
                keep = True
                for c in data["conds"]:
                    keep = t.compute(f"[{cond_text(c)}]", cond_value(c, a, b))
                    if not keep:
                        break
                if keep:
                    count = t.compute("pairs", count + 1)
                    if a["id"] not in partnered:
                        partnered = t.compute("rows with a partner", partnered + [a["id"]])
        t.state("answer")
        if data["target"] == "pairs":
            return t.compute("answer", t.fetch("pairs", count))
        return t.compute("answer", len(t.fetch("rows with a partner", partnered)))

    def solve(self, data: dict) -> int:
        groups: dict = {}
        for row in self._rows(data):
            groups.setdefault(row[data["key"]], []).append(row)
        pairs, ids = 0, set()
        for members in groups.values():
            for a in members:
                for b in members:
                    if (a["id"] < b["id"] if data["order"] == "<" else a["id"] != b["id"]) and \
                            all(cond_value(c, a, b) for c in data["conds"]):
                        pairs += 1
                        ids.add(a["id"])
        return pairs if data["target"] == "pairs" else len(ids)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 2)]


BOOTCAMP = SqlSelfJoin()
