"""Evaluate a SQL GROUP BY query (optional WHERE and HAVING) and list every result row.

The answer is each group key with its aggregate, in the query's ORDER BY order (by key). The
trace scans the rows once, keeping the running aggregate of every group seen so far, then
applies HAVING group by group. The tests check golds against DuckDB.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit import tables
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

AGGREGATES = ("COUNT", "SUM", "MIN", "MAX")
_PAIR = re.compile(r"\s*([A-Za-z]+)\s*(?::|=|->)\s*(\S+)\s*")


@dataclass(frozen=True)
class Config:
    rows: int = 6
    where: bool = False
    having: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 60:
            raise ValueError(f"rows must be in 3..60, got {self.rows}")


def _fold(agg: str, acc: int | None, value: int) -> int:
    if acc is None:
        return 1 if agg == "COUNT" else value
    if agg == "COUNT":
        return acc + 1
    if agg == "SUM":
        return acc + value
    return min(acc, value) if agg == "MIN" else max(acc, value)


def sql_text(data: dict) -> str:
    agg, col, key, name = data["aggregate"], data["column"], data["key"], data["table"]["name"]
    target = "COUNT(*)" if agg == "COUNT" else f"{agg}({col})"
    text = f"SELECT {key}, {target} FROM {name}"
    if data["where"]:
        text += f" WHERE {tables.render_where(data['where'])}"
    text += f" GROUP BY {key}"
    if data["having"]:
        text += f" HAVING {target} {data['having'][0]} {data['having'][1]}"
    return text + f" ORDER BY {key};"


def parse_pairs(text: str, limit: int) -> list[tuple[str, int]] | None:
    """``key: value`` pairs separated by commas or semicolons; ``none`` is no rows."""
    if len(text) > 40 * limit + 40:
        return None
    text = text.strip().rstrip(".")
    if len(text) >= 2 and text[0] == text[-1] == '"':  # the prompt shows its form quoted
        text = text[1:-1].strip().rstrip(".")
    if text.casefold() in ("none", "no rows", "empty"):
        return []
    out = []
    for item in re.split(r"[,;]", text):
        match = _PAIR.fullmatch(item)
        value = strict_int(match.group(2)) if match else None
        if value is None:
            return None
        out.append((match.group(1).casefold(), value))
    return out


_QUESTIONS = (
    "What rows does this query return?",
    "List the result of the following query, row by row.",
    "Evaluate this SQL query on the table.",
)


class GroupBy(Bootcamp):
    id = "data/group_by"
    description = "Evaluate a SQL GROUP BY query with aggregates, WHERE and HAVING over a printed table"
    Config = Config
    LEVELS = {
        "1": Config(rows=6, where=False, having=False),
        "2": Config(rows=9, where=True, having=False),
        "3": Config(rows=12, where=True, having=False),
        "4": Config(rows=16, where=True, having=True),
        "5": Config(rows=24, where=True, having=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        theme = rng.choice(sorted(tables.THEMES))
        while True:
            table = tables.random_table(rng, theme, config.rows)
            texts = [c for c, t in zip(table["columns"], table["types"]) if t == "text"]
            ints = [c for c, t in zip(table["columns"][1:], table["types"][1:]) if t == "int"]
            key = rng.choice(texts)
            agg = rng.choice(AGGREGATES)
            where = {"join": "AND", "conds": [tables.random_cond(rng, table, [c for c in table["columns"][1:] if c != key])]} if config.where else None
            data = {"table": table, "key": key, "aggregate": agg, "column": rng.choice(ints), "where": where, "having": None}
            groups = self.groups(data)
            if config.having and len(groups) >= 2:
                values = sorted(v for _, v in groups)
                data["having"] = [rng.choice((">", ">=", "<", "<=")), values[len(values) // 2]]
            answer = self.solve(data)
            if len(answer) >= 1 and len(groups) >= 2:
                return data, answer

    def groups(self, data: dict) -> list[tuple[str, int]]:
        table = data["table"]
        k, c = tables.column(table, data["key"]), tables.column(table, data["column"])
        acc: dict[str, int] = {}
        for row in table["rows"]:
            if data["where"] is None or tables.where_holds(data["where"], table, row):
                acc[row[k]] = _fold(data["aggregate"], acc.get(row[k]), row[c])
        return sorted(acc.items())

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([
            f"Table {data['table']['name']}:",
            tables.render_text(data["table"]),
            rng.choice(_QUESTIONS),
            sql_text(data),
            "Text sorts in ordinary character order (uppercase letters before lowercase).",
            answer_instruction(f'each result row as "{data["key"]}: value", rows in order, separated by commas (like "a: 3, b: 10"), or "none" if no row is returned'),
        ])

    def format_answer(self, answer: list) -> str:
        return ", ".join(f"{k}: {v}" for k, v in answer) if answer else "none"

    def check(self, data: dict, answer: list, text: str) -> float:
        pairs = parse_pairs(text, len(answer) + 10)
        return 1.0 if pairs == [(str(k).casefold(), v) for k, v in answer] else 0.0

    def program(self, t: Tracer, data: dict) -> list:
        table, agg = data["table"], data["aggregate"]
        k, c = tables.column(table, data["key"]), tables.column(table, data["column"])
        where = data["where"]
        acc: list = []  # [key, value] pairs, sorted by key
        for row in table["rows"]:
            t.state(f"row id {row[0]}")
            if where is not None:
                cond = where["conds"][0]
                cell = t.fetch(f"{cond[1]}[{row[0]}]", row[tables.column(table, cond[1])])
                if not t.goto(tables.cond_holds(cond, cell), why=tables.render_cond(cond)):
                    continue
            key = t.fetch(f"{data['key']}[{row[0]}]", row[k])
            value = t.fetch(f"{data['column']}[{row[0]}]", row[c]) if agg != "COUNT" else 0
            current = dict((g, v) for g, v in acc)
            current[key] = _fold(agg, current.get(key), value)
            acc = t.compute("groups", sorted([g, v] for g, v in current.items()), why=f"{agg} per {data['key']}")
        result = acc
        if data["having"]:
            op, bound = data["having"]
            kept = []
            for g, v in acc:
                t.state(f"having {g}")
                value = t.fetch(f"{agg.lower()}[{g}]", v)
                if t.goto(tables.cond_holds(["cmp", "", op, bound], value), why=f"{agg} {op} {bound}"):
                    kept.append([g, value])
            t.state("after having")
            result = t.compute("result", kept)
        t.state("answer")
        return t.compute("answer", t.fetch("result", result))

    def solve(self, data: dict) -> list:
        groups = self.groups(data)
        if data["having"]:
            op, bound = data["having"]
            groups = [(g, v) for g, v in groups if tables.cond_holds(["cmp", "", op, bound], v)]
        return [[g, v] for g, v in groups]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = [list(p) for p in case.answer]
        bumped = [list(p) for p in gold]
        bumped[0][1] += 1
        wrong = [self.format_answer(bumped), self.format_answer(gold[1:]) if len(gold) > 1 else "none"]
        wrong.append(self.format_answer(list(reversed(gold))) if len(gold) > 1 else self.format_answer(gold + [["zzz", 0]]))
        return wrong


BOOTCAMP = GroupBy()
