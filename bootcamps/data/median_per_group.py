"""Give the median of a number column for every group of a printed table.

Rows belong to groups (a text column); each group's median is its middle value after sorting,
or the mean of the two middle values when the group has an even number of rows (so a median may
end in .5). An optional WHERE-style filter drops rows first. The answer is the medians of the
groups in alphabetical order of the group name (groups left empty by the filter are not listed;
the generator keeps every group non-empty). The trace collects each group's values (one state
per group: fetch the values, compute the sorted list and the median). The tests check golds
against DuckDB's ``median``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import tables, tables2
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 6
    filtered: bool = False

    def __post_init__(self) -> None:
        if not 4 <= self.rows <= 60:
            raise ValueError(f"rows must be in 4..60, got {self.rows}")


_INTROS = ("Here is the table {name}:", "The table {name} has these rows:", "Consider the table {name}:")


class MedianPerGroup(Bootcamp):
    id = "data/median_per_group"
    description = "Median of a column per group (even-sized groups average the middle two), after an optional filter"
    Config = Config
    LEVELS = {
        "1": Config(rows=6, filtered=False),
        "2": Config(rows=9, filtered=False),
        "3": Config(rows=12, filtered=True),
        "4": Config(rows=17, filtered=True),
        "5": Config(rows=24, filtered=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        theme = rng.choice(sorted(tables.THEMES))
        while True:
            table = tables.random_table(rng, theme, config.rows)
            texts = [c for c, k in zip(table["columns"][1:], table["types"][1:]) if k == "text"]
            ints = [c for c, k in zip(table["columns"][1:], table["types"][1:]) if k == "int"]
            value = rng.choice(ints)
            where = tables.random_cond(rng, table, [c for c in ints if c != value] or ints) if config.filtered and rng.random() < 0.7 else None
            data = {"table": table, "group": rng.choice(texts), "value": value, "where": where}
            medians = self.solve(data)
            if len(medians) >= 2:
                return data, medians

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = data["table"]
        keep = f"Use only the rows where {tables.render_cond(data['where'])}. " if data["where"] else ""
        return "\n".join([
            rng.choice(_INTROS).format(name=table["name"]),
            tables.render_text(table),
            f"{keep}For each {data['group']}, find the median {data['value']} (the middle value after sorting; "
            "for an even count, the average of the two middle values).",
            f"List the medians in alphabetical order of {data['group']}, considering only {data['group']} values that have at least one row{' after the filter' if keep else ''}.",
            answer_instruction("the medians separated by commas, as integers or decimals, like 41, 12.5, 7"),
        ])

    def check(self, data: dict, answer: list[str], text: str) -> float:
        values = tables2.read_decimal_list(text, len(answer))
        return 1.0 if values is not None and values == [Fraction(a) for a in answer] else 0.0

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        table = data["table"]
        g, v = tables.column(table, data["group"]), tables.column(table, data["value"])
        names = sorted({row[g] for row in table["rows"]})
        out: list[str] = []
        for name in names:
            t.state(f"group {name}")
            values = []
            for row in table["rows"]:
                if row[g] != name:
                    continue
                if data["where"] and not tables.cond_holds(data["where"], row[tables.column(table, data["where"][1])]):
                    continue
                values.append(row[v])
            values = t.fetch(f"{data['value']} where {data['group']}={name}", tuple(values))
            if not values:
                continue
            ordered = t.compute("sorted", tuple(sorted(values)))
            n = len(ordered)
            mid = Fraction(ordered[n // 2]) if n % 2 else Fraction(ordered[n // 2 - 1] + ordered[n // 2], 2)
            out.append(tables2.format_decimal(t.compute("median", mid)))
        t.state("answer")
        return t.compute("answer", list(out))

    def solve(self, data: dict) -> list[str]:
        # median by counting: the smallest value with at least half the group at or below it
        table = data["table"]
        g, v = tables.column(table, data["group"]), tables.column(table, data["value"])
        where = data["where"]
        groups: dict[str, list[int]] = {}
        for row in table["rows"]:
            if where is None or tables.cond_holds(where, row[tables.column(table, where[1])]):
                groups.setdefault(row[g], []).append(row[v])
        out = []
        for name in sorted(groups):
            vals = groups[name]
            n = len(vals)
            low = min(x for x in vals if sum(y <= x for y in vals) >= (n + 1) // 2)
            high = min(x for x in vals if sum(y <= x for y in vals) >= n // 2 + 1)
            out.append(tables2.format_decimal(Fraction(low + high, 2)))
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = [Fraction(a) for a in case.answer]
        wrong = [gold[::-1], [x + 1 for x in gold], [x + Fraction(1, 2) for x in gold]]
        return [", ".join(tables2.format_decimal(x) for x in w) for w in wrong if w != gold]


BOOTCAMP = MedianPerGroup()
