"""Evaluate a SQL ``WITH RECURSIVE`` query that walks a parent-pointer table.

A table of nodes has ``id``, ``parent_id`` (``NULL`` for a root) and a number column. The
recursive CTE starts from one node at depth 0 and either walks down (each step adds the rows
whose ``parent_id`` is in the previous step's rows, depth + 1) or up (each step adds the parent
of the previous row). At higher levels the recursive part stops at a depth limit
(``WHERE r.depth < K``) and the outer query keeps only some depths. The outer query returns one
integer: ``COUNT(*)``, ``SUM`` of the number column, ``MAX(depth)`` or ``SUM(depth)`` (never over
no rows, so never NULL). The trace evaluates the CTE as an engine does, one state per iteration
(fetch the working rows, fetch each one's children or parent, compute the next working rows),
then one state per result row for the aggregate; ``solve`` instead walks up from every node to
see whether and how far the start lies above it. The tests check golds against DuckDB.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import tables
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

# theme -> (table name, parent column, number column, number range)
THEMES = {
    "staff": ("staff", "manager_id", "salary", (30, 99)),
    "folders": ("folders", "parent_id", "size_mb", (1, 60)),
    "categories": ("categories", "parent_id", "items", (0, 40)),
    "accounts": ("accounts", "parent_id", "balance", (5, 95)),
}
TARGETS = ("count", "sum", "max_depth", "sum_depth")


@dataclass(frozen=True)
class Config:
    rows: int = 8
    allow_up: bool = False
    depth_limit: bool = False
    depth_filter: bool = False

    def __post_init__(self) -> None:
        if not 4 <= self.rows <= 60:
            raise ValueError(f"rows must be in 4..60, got {self.rows}")


def sql_text(data: dict) -> str:
    """The query, as printed in the prompt and run by the DuckDB oracle."""
    name, par, num = data["table"]["name"], data["parent"], data["number"]
    if data["direction"] == "down":
        step = f"  SELECT c.id, r.depth + 1 FROM {name} AS c JOIN r ON c.{par} = r.id"
        if data["limit"] is not None:
            step += f" WHERE r.depth < {data['limit']}"
    else:
        step = f"  SELECT n.{par}, r.depth + 1 FROM {name} AS n JOIN r ON n.id = r.id WHERE n.{par} IS NOT NULL"
        if data["limit"] is not None:
            step += f" AND r.depth < {data['limit']}"
    target = {"count": "COUNT(*)", "sum": f"SUM(t.{num})", "max_depth": "MAX(r.depth)",
              "sum_depth": "SUM(r.depth)"}[data["target"]]
    outer = f"SELECT {target} FROM r"
    if data["target"] == "sum":
        outer += f" JOIN {name} AS t ON t.id = r.id"
    if data["min_depth"]:
        outer += f" WHERE r.depth >= {data['min_depth']}"
    return "\n".join([
        "WITH RECURSIVE r(id, depth) AS (",
        f"  SELECT id, 0 FROM {name} WHERE id = {data['start']}",
        "  UNION ALL",
        step,
        ")",
        outer + ";",
    ])


def _result_rows(data: dict) -> list[tuple[int, int]]:
    """(id, depth) rows of the CTE, found by walking parent pointers up from every node."""
    parents = {row[0]: row[1] for row in data["table"]["rows"]}
    limit = data["limit"]
    rows = []
    for node in parents:
        if data["direction"] == "down":
            depth, cur = 0, node
            while cur is not None and cur != data["start"]:
                cur, depth = parents[cur], depth + 1
            if cur is not None and (limit is None or depth <= limit):
                rows.append((node, depth))
    if data["direction"] == "up":
        depth, cur = 0, data["start"]
        while cur is not None and (limit is None or depth <= limit):
            rows.append((cur, depth))
            cur, depth = parents[cur], depth + 1
    return [(i, d) for i, d in rows if d >= data["min_depth"]]


_INTROS = (
    "Here is the table {name}; {par} points at the parent row (NULL for a top-level row):",
    "A database holds this table, called {name}. Each row's {par} is the id of its parent, or NULL if it has none.",
    "Given the rows of the table {name} (the column {par} refers to another row's id; NULL means no parent):",
)
_QUESTIONS = (
    "What single value does this recursive query return?",
    "Evaluate the query below against the table and report its result.",
    "Run this SQL (standard WITH RECURSIVE semantics: the first SELECT seeds the result, and the "
    "second is applied to the rows added by the previous step until it adds none) and give the value.",
)


class SqlRecursiveCte(Bootcamp):
    id = "data/sql_recursive_cte"
    description = "Evaluate a SQL WITH RECURSIVE query that walks a parent-pointer table down or up"
    Config = Config
    LEVELS = {
        "1": Config(rows=7, allow_up=False, depth_limit=False, depth_filter=False),
        "2": Config(rows=10, allow_up=True, depth_limit=False, depth_filter=False),
        "3": Config(rows=17, allow_up=True, depth_limit=True, depth_filter=False),
        "4": Config(rows=22, allow_up=True, depth_limit=True, depth_filter=True),
        "5": Config(rows=40, allow_up=True, depth_limit=True, depth_filter=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        theme = rng.choice(sorted(THEMES))
        name, par, num, (lo, hi) = THEMES[theme]
        n = config.rows
        while True:
            order = rng.sample(range(1, n + 1), n)  # order[0] is a root; each later node hangs below an earlier one
            parent = {order[0]: None}
            for k in range(1, n):
                parent[order[k]] = None if rng.random() < 0.12 else order[rng.randrange(max(0, k - 4), k)]
            rows = [[i, parent[i], rng.randint(lo, hi)] for i in range(1, n + 1)]
            table = {"name": name, "columns": ["id", par, num], "types": ["int", "int", "int"], "rows": rows}
            direction = "up" if config.allow_up and rng.random() < 0.35 else "down"
            data = {"table": table, "parent": par, "number": num, "direction": direction,
                    "start": rng.randint(1, n), "limit": None, "min_depth": 0, "target": rng.choice(TARGETS)}
            full = _result_rows(data)
            deepest = max(d for _, d in full)
            if deepest < 2 + (n >= 14) + (direction == "up") or len(full) < 3 + (direction == "down") * n // 4:
                continue
            if config.depth_limit and rng.random() < 0.6:
                data["limit"] = rng.randint(max(1, deepest // 2), deepest - 1)
            if config.depth_filter and rng.random() < 0.6:
                data["min_depth"] = rng.randint(1, 2)
            if len(_result_rows(data)) >= 2:
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = data["table"]
        shown = dict(table, rows=[["NULL" if v is None else v for v in row] for row in table["rows"]])
        return "\n".join([
            rng.choice(_INTROS).format(name=table["name"], par=data["parent"]),
            tables.render_text(shown),
            rng.choice(_QUESTIONS),
            sql_text(data),
            answer_instruction("one integer"),
        ])

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        rows, limit = data["table"]["rows"], data["limit"]
        down = data["direction"] == "down"
        t.state("seed")
        working = [[t.fetch("start id", data["start"]), 0]]
        result = t.compute("r", list(working), why="the seed row at depth 0")
        step = 0
        while True:
            step += 1
            t.state(f"iteration {step}")
            working = t.fetch("working rows", working)
            added = []
            for node, depth in working:
                if limit is not None and not t.goto(depth < limit, why=f"depth {depth} < {limit}"):
                    continue
                if down:
                    kids = t.fetch(f"ids with {data['parent']} = {node}", [r[0] for r in rows if r[1] == node])
                    added += [[k, depth + 1] for k in kids]
                else:
                    up = t.fetch(f"{data['parent']}[{node}]", rows[node - 1][1])
                    if up is not None:
                        added.append([up, depth + 1])
            working = t.compute("new rows", added, why="rows produced from the working rows")
            result = t.compute("r", result + added)
            if not t.goto(bool(added), why="repeat while the step adds rows"):
                break
        target, num = data["target"], data["number"]
        acc = None
        for node, depth in result:
            t.state(f"outer row {node}")
            depth = t.fetch(f"depth[{node}]", depth)
            if data["min_depth"] and not t.goto(depth >= data["min_depth"], why=f"depth >= {data['min_depth']}"):
                continue
            if target == "count":
                acc = t.compute("count", (acc or 0) + 1)
            elif target == "sum":
                acc = t.compute("sum", (acc or 0) + t.fetch(f"{num}[{node}]", rows[node - 1][2]))
            elif target == "sum_depth":
                acc = t.compute("sum", (acc or 0) + depth)
            else:
                acc = t.compute("max", depth if acc is None else max(acc, depth))
        t.state("answer")
        return t.compute("answer", t.fetch("aggregate", acc))

    def solve(self, data: dict) -> int:
        found = _result_rows(data)
        values = {row[0]: row[2] for row in data["table"]["rows"]}
        target = data["target"]
        if target == "count":
            return len(found)
        if target == "sum":
            return sum(values[i] for i, _ in found)
        if target == "sum_depth":
            return sum(d for _, d in found)
        return max(d for _, d in found)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 2)]


BOOTCAMP = SqlRecursiveCte()
