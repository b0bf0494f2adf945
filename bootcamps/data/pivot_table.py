"""Build a pivot table: one text column down the side, another across the top, SUM or COUNT in the cells.

The table is printed; rows of the pivot are the values of one text column, columns the values
of another (both listed in the prompt, in alphabetical order), and each cell aggregates a number
column (SUM, or COUNT of rows) over the rows with that pair of values, 0 where there are none.
An optional filter drops rows first. The answer is the grid of cells. The trace reads each
table row (fetch its two keys and its value, compute the updated cell), then lists the grid.
The tests check golds against DuckDB's GROUP BY.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import tables
from bootcamps.kit.boards import IntGridAnswer
from bootcamps.trace import Tracer

THEMES = ("employees", "orders", "trips", "books")


@dataclass(frozen=True)
class Config:
    rows: int = 6
    filtered: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 60:
            raise ValueError(f"rows must be in 3..60, got {self.rows}")


def axes(data: dict) -> tuple[list[str], list[str]]:
    """The pivot's row labels and column labels (alphabetical, rows kept by the filter only)."""
    table = data["table"]
    a, b = tables.column(table, data["down"]), tables.column(table, data["across"])
    kept = [r for r in table["rows"] if keep(data, r)]
    return sorted({r[a] for r in kept}), sorted({r[b] for r in kept})


def keep(data: dict, row: list) -> bool:
    w = data["where"]
    return w is None or tables.cond_holds(w, row[tables.column(data["table"], w[1])])


_INTROS = ("Here is the table {name}:", "The table {name} contains:", "Consider this table, {name}:")


class PivotTable(IntGridAnswer, Bootcamp):
    id = "data/pivot_table"
    description = "Pivot a printed table: one text column down, another across, SUM or COUNT per cell (0 if empty)"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, filtered=False),
        "2": Config(rows=8, filtered=False),
        "3": Config(rows=12, filtered=True),
        "4": Config(rows=17, filtered=True),
        "5": Config(rows=24, filtered=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        theme = rng.choice(THEMES)
        while True:
            table = tables.random_table(rng, theme, config.rows)
            texts = [c for c, k in zip(table["columns"][1:], table["types"][1:]) if k == "text"]
            ints = [c for c, k in zip(table["columns"][1:], table["types"][1:]) if k == "int"]
            down, across = rng.sample(texts, 2)
            value = rng.choice(ints)
            where = tables.random_cond(rng, table, [c for c in ints if c != value]) if config.filtered and rng.random() < 0.7 else None
            data = {"table": table, "down": down, "across": across, "value": value,
                    "agg": rng.choice(("SUM", "COUNT")), "where": where}
            row_labels, col_labels = axes(data)
            if len(row_labels) >= 2 and len(col_labels) >= 2:
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = data["table"]
        row_labels, col_labels = axes(data)
        what = f"the sum of {data['value']}" if data["agg"] == "SUM" else "the number of rows"
        filt = f"Use only the rows where {tables.render_cond(data['where'])}. " if data["where"] else ""
        form = (f"{len(row_labels)} lines (one per {data['down']}, in the order given), each with {len(col_labels)} integers "
                f"separated by spaces (one per {data['across']}, in the order given); for example 3 0 12")
        return "\n".join([
            rng.choice(_INTROS).format(name=table["name"]),
            tables.render_text(table),
            f"{filt}Make a pivot table with one row per {data['down']} ({', '.join(row_labels)}) and one column per "
            f"{data['across']} ({', '.join(col_labels)}). Each cell is {what} over the rows with that {data['down']} and "
            f"{data['across']}, or 0 if there are none.",
            answer_instruction(form),
        ])

    def format_answer(self, answer: list[list[int]]) -> str:
        return "\n".join(" ".join(map(str, row)) for row in answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        table = data["table"]
        a, b, v = (tables.column(table, data[k]) for k in ("down", "across", "value"))
        row_labels, col_labels = axes(data)
        grid = {(r, c): 0 for r in row_labels for c in col_labels}
        for row in table["rows"]:
            t.state(f"row id {row[0]}")
            if data["where"]:
                w = data["where"]
                cell = t.fetch(f"{w[1]}[{row[0]}]", row[tables.column(table, w[1])])
                if not t.compute(f"[{tables.render_cond(w)}]", tables.cond_holds(w, cell)):
                    continue
            key = (t.fetch(f"{data['down']}[{row[0]}]", row[a]), t.fetch(f"{data['across']}[{row[0]}]", row[b]))
            add = t.fetch(f"{data['value']}[{row[0]}]", row[v]) if data["agg"] == "SUM" else 1
            grid[key] = t.compute(f"cell[{key[0]}, {key[1]}]", grid[key] + add)
        t.state("answer")
        return t.compute("answer", [[grid[(r, c)] for c in col_labels] for r in row_labels])

    def solve(self, data: dict) -> list[list[int]]:
        # one pass per cell over the whole table
        table = data["table"]
        a, b, v = (tables.column(table, data[k]) for k in ("down", "across", "value"))
        row_labels, col_labels = axes(data)
        return [
            [sum(r[v] if data["agg"] == "SUM" else 1 for r in table["rows"] if keep(data, r) and r[a] == x and r[b] == y) for y in col_labels]
            for x in row_labels
        ]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = [list(r) for r in case.answer]
        wrong = [gold[::-1], [[x + 1 for x in r] for r in gold], [r[::-1] for r in gold]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = PivotTable()
