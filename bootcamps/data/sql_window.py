"""Evaluate a SQL window function (ROW_NUMBER, RANK, DENSE_RANK or a running SUM) over a table.

The query partitions the rows by a text column, orders each partition by a number column
(ASC or DESC) and returns every row's window value, listed by id. The rules that decide the
answer are stated in the prompt: ROW_NUMBER breaks ties by id; RANK gives ties the same rank and
skips the following ranks; DENSE_RANK does not skip; a running SUM includes every row up to the
current one and all of its ties (SQL's default RANGE frame). The trace sorts each partition
(one state per partition: fetch its members' keys, compute the order), then computes each row's
value from its partition's order (one state per row). The tests check golds against DuckDB.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import tables
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

FUNCTIONS = ("ROW_NUMBER", "RANK", "DENSE_RANK", "SUM")
_RULES = {
    "ROW_NUMBER": "ROW_NUMBER() numbers the rows of each partition 1, 2, 3, ... in the window's order.",
    "RANK": "RANK() is 1 + the number of rows of the partition that come strictly before the row in the window's order, so tied rows share a rank and the next rank is skipped (1, 1, 3).",
    "DENSE_RANK": "DENSE_RANK() is 1 + the number of distinct ordering values before the row's own in its partition, so tied rows share a rank and no rank is skipped (1, 1, 2).",
    "SUM": "With ORDER BY inside OVER, SUM(...) is a running total: it adds up the partition's rows from the first one through the current row, including every row tied with the current row (the default RANGE frame).",
}


@dataclass(frozen=True)
class Config:
    rows: int = 6
    functions: tuple = ("ROW_NUMBER", "RANK")
    where: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 40:
            raise ValueError(f"rows must be in 3..40, got {self.rows}")
        if not self.functions or any(f not in FUNCTIONS for f in self.functions):
            raise ValueError(f"functions must be a non-empty subset of {FUNCTIONS}, got {self.functions}")


def kept_rows(data: dict) -> list[list]:
    table, where = data["table"], data["where"]
    return [r for r in table["rows"] if not where["conds"] or tables.where_holds(where, table, r)]


def sql_text(data: dict) -> str:
    fn, order = data["function"], data["order"]
    call = f"SUM({data['sum_column']})" if fn == "SUM" else f"{fn}()"
    where = f" WHERE {tables.render_where(data['where'])}" if data["where"]["conds"] else ""
    tie = ", id" if fn == "ROW_NUMBER" else ""
    return (f"SELECT id, {call} OVER (PARTITION BY {data['partition']} ORDER BY {order[0]} {order[1]}{tie}) AS w "
            f"FROM {data['table']['name']}{where} ORDER BY id;")


_INTROS = (
    "Here is the table {name}:",
    "The table {name} contains:",
    "Consider the rows of {name} below.",
)
_QUESTIONS = (
    "What values of w does this query return? List them in the query's row order (by id).",
    "Run the query and give the w column of its result, top to bottom.",
    "List the w values the following SQL query returns, in order of id.",
)


class SqlWindow(IntSequenceAnswer, Bootcamp):
    id = "data/sql_window"
    description = "Evaluate a SQL window function (ROW_NUMBER, RANK, DENSE_RANK, running SUM) per row"
    Config = Config
    LEVELS = {
        "1": Config(rows=6, functions=("ROW_NUMBER", "RANK"), where=False),
        "2": Config(rows=8, functions=("ROW_NUMBER", "RANK", "DENSE_RANK"), where=False),
        "3": Config(rows=10, functions=FUNCTIONS, where=True),
        "4": Config(rows=14, functions=FUNCTIONS, where=True),
        "5": Config(rows=20, functions=FUNCTIONS, where=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        theme = rng.choice(sorted(tables.THEMES))
        while True:
            table = tables.random_table(rng, theme, config.rows)
            texts = [c for c, t in zip(table["columns"], table["types"]) if t == "text"]
            ints = [c for c, t in zip(table["columns"][1:], table["types"][1:]) if t == "int"]
            conds = [tables.random_cond(rng, table)] if config.where else []
            data = {
                "table": table,
                "where": {"join": "AND", "conds": conds},
                "function": rng.choice(config.functions),
                "partition": rng.choice(texts),
                "order": [rng.choice(ints), rng.choice(("ASC", "DESC"))],
                "sum_column": rng.choice(ints),
            }
            if len(kept_rows(data)) >= max(3, config.rows // 2):
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = data["table"]
        return "\n".join([
            rng.choice(_INTROS).format(name=table["name"]),
            tables.render_text(table),
            rng.choice(_QUESTIONS),
            sql_text(data),
            _RULES[data["function"]],
            answer_instruction('the w values separated by commas, like "1, 2, 1"'),
        ])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        table, fn = data["table"], data["function"]
        key_col = tables.column(table, data["order"][0])
        part_col = tables.column(table, data["partition"])
        sum_col = tables.column(table, data["sum_column"])
        sign = 1 if data["order"][1] == "ASC" else -1
        rows = table["rows"]
        if data["where"]["conds"]:
            cond = data["where"]["conds"][0]
            kept = []
            for row in rows:
                t.state(f"filter id {row[0]}")
                cell = t.fetch(f"{cond[1]}[{row[0]}]", row[tables.column(table, cond[1])])
                if t.goto(tables.cond_holds(cond, cell), why=f"keep the row if {tables.render_cond(cond)}"):
                    kept.append(row)
            rows = kept
        orders: dict[str, list] = {}
        for g in dict.fromkeys(r[part_col] for r in rows):
            t.state(f"partition {g}")
            pairs = [(r[0], t.fetch(f"{data['order'][0]}[{r[0]}]", r[key_col])) for r in rows if r[part_col] == g]
            ranked = sorted(pairs, key=lambda pair: (sign * pair[1], pair[0]))
            orders[g] = t.compute(f"order[{g}]", ranked, why=f"(id, key) by {data['order'][0]} {data['order'][1]}, then id")
        out: list[int] = []
        for row in rows:
            t.state(f"row id {row[0]}")
            g = t.fetch(f"{data['partition']}[{row[0]}]", row[part_col])
            order = t.fetch(f"order[{g}]", orders[g])
            ids = [pair[0] for pair in order]
            at = ids.index(row[0]) if row[0] in ids else 0
            key = order[at][1]
            before = [pair for pair in order[:at] if pair[1] != key]
            if fn == "ROW_NUMBER":
                value = at + 1
            elif fn == "RANK":
                value = len(before) + 1
            elif fn == "DENSE_RANK":
                value = len({pair[1] for pair in before}) + 1
            else:
                upto = [pair[0] for pair in order if sign * pair[1] <= sign * key]
                value = sum(t.fetch(f"{data['sum_column']}[{i}]", table["rows"][i - 1][sum_col]) for i in upto)
            out.append(t.compute("w", value, why=_WHY[fn]))
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[int]:
        # Count-based definitions straight from the rules, no sorting.
        table, fn = data["table"], data["function"]
        k, p, s = (tables.column(table, c) for c in (data["order"][0], data["partition"], data["sum_column"]))
        sign = 1 if data["order"][1] == "ASC" else -1
        rows, out = kept_rows(data), []
        for r in rows:
            mates = [q for q in rows if q[p] == r[p]]
            before = [q for q in mates if sign * q[k] < sign * r[k]]
            if fn == "ROW_NUMBER":
                out.append(len(before) + sum(1 for q in mates if q[k] == r[k] and q[0] <= r[0]))
            elif fn == "RANK":
                out.append(len(before) + 1)
            elif fn == "DENSE_RANK":
                out.append(len({q[k] for q in before}) + 1)
            else:
                out.append(sum(q[s] for q in mates if sign * q[k] <= sign * r[k]))
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[::-1], gold[:-1], [v + 1 for v in gold]]
        return [self.format_answer(w) for w in wrong if w != gold]


_WHY = {
    "ROW_NUMBER": "position of the id in its partition's order",
    "RANK": "1 + rows strictly before it",
    "DENSE_RANK": "1 + distinct keys before it",
    "SUM": "sum up to and including its ties",
}


BOOTCAMP = SqlWindow()
