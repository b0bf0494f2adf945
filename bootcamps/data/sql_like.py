"""Evaluate SQL LIKE patterns: which rows does ``WHERE name LIKE ... [AND|OR] name NOT LIKE ...``
keep?

LIKE matches the whole value: ``%`` stands for any run of characters (possibly empty) and ``_``
for exactly one character; everything else matches itself, case-sensitively (the prompt says
so). Values are lower-case words, patterns are built from words of the table (so some match)
with letters replaced by ``_`` and runs replaced by ``%``. The answer is the ids of the kept
rows in ascending order. The trace takes each row and each pattern, and records the match by a
dynamic programme over prefixes (one compute per pattern, with the table's last row). The plain
solver translates the pattern to a regular expression; the tests check golds against DuckDB.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer
from bootcamps.words import VOCABULARY

WORDS = tuple(w for w in VOCABULARY if 4 <= len(w) <= 9 and w.isalpha() and w.islower())
COLUMNS = {"products": "label", "users": "handle", "files": "stem"}


@dataclass(frozen=True)
class Config:
    rows: int = 6
    patterns: int = 1
    wildcards: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 40:
            raise ValueError(f"rows must be in 3..40, got {self.rows}")
        if not 1 <= self.patterns <= 3:
            raise ValueError(f"patterns must be in 1..3, got {self.patterns}")
        if not 1 <= self.wildcards <= 5:
            raise ValueError(f"wildcards must be in 1..5, got {self.wildcards}")


def like(value: str, pattern: str) -> bool:
    """Whole-value LIKE match by a DP over prefixes of the pattern."""
    reach = [True] + [False] * len(value)  # reach[j]: pattern prefix matches value[:j]
    for ch in pattern:
        if ch == "%":
            nxt, seen = [], False
            for r in reach:
                seen = seen or r
                nxt.append(seen)
        else:
            nxt = [False] + [reach[j] and (ch == "_" or ch == value[j]) for j in range(len(value))]
        reach = nxt
    return reach[-1]


def make_pattern(rng: random.Random, word: str, wildcards: int) -> str:
    """``word`` with ``wildcards`` edits (a letter to _, a run to %), keeping two letters or more."""
    while True:
        out = _edit(rng, word, wildcards)
        if sum(c.isalpha() for c in out) >= 2:
            return out


def _edit(rng: random.Random, word: str, wildcards: int) -> str:
    chars = list(word)
    for _ in range(wildcards):
        i = rng.randrange(len(chars))
        if rng.random() < 0.5:
            chars[i] = "_"
        else:
            j = min(len(chars), i + rng.randint(1, 3))
            chars[i:j] = ["%"]
    out = "".join(chars)
    while "%%" in out:
        out = out.replace("%%", "%")
    return out


def where_text(data: dict) -> str:
    col, parts = data["column"], []
    for k, (neg, pat) in enumerate(data["patterns"]):
        clause = f"{col} {'NOT ' if neg else ''}LIKE '{pat}'"
        parts.append(clause if k == 0 else f"{data['joins'][k - 1]} {clause}")
    return " ".join(parts)


def sql_text(data: dict) -> str:
    return f"SELECT id FROM {data['table']} WHERE {where_text(data)} ORDER BY id;"


def keeps(data: dict, value: str) -> bool:
    """AND binds tighter than OR, as in SQL."""
    groups, current = [], []
    for k, (neg, pat) in enumerate(data["patterns"]):
        if k and data["joins"][k - 1] == "OR":
            groups.append(current)
            current = []
        current.append(bool(re.fullmatch(pat.replace("%", ".*").replace("_", "."), value)) != neg)
    groups.append(current)
    return any(all(g) for g in groups)


class SqlLike(IntSequenceAnswer, Bootcamp):
    id = "data/sql_like"
    description = "Evaluate SQL LIKE / NOT LIKE patterns (% and _) and list the ids of the kept rows"
    Config = Config
    LEVELS = {
        "1": Config(rows=6, patterns=1, wildcards=1),
        "2": Config(rows=8, patterns=1, wildcards=2),
        "3": Config(rows=10, patterns=2, wildcards=2),
        "4": Config(rows=13, patterns=2, wildcards=3),
        "5": Config(rows=16, patterns=3, wildcards=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        table = rng.choice(sorted(COLUMNS))
        while True:
            stem = rng.choice(WORDS)[:3]
            near = [w for w in WORDS if w.startswith(stem[:2])]
            values = [rng.choice(near) if rng.random() < 0.5 and near else rng.choice(WORDS) for _ in range(config.rows)]
            patterns = []
            for k in range(config.patterns):
                patterns.append([k > 0 and rng.random() < 0.5, make_pattern(rng, rng.choice(values), config.wildcards)])
            joins = [rng.choice(("AND", "OR")) for _ in range(config.patterns - 1)]
            data = {"table": table, "column": COLUMNS[table], "values": values, "patterns": patterns, "joins": joins}
            gold = self.solve(data)
            if gold and len(gold) < config.rows:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        col = data["column"]
        rows = "\n".join(f"{i + 1} | {v}" for i, v in enumerate(data["values"]))
        rules = rng.choice((
            "In LIKE, % matches any sequence of characters (including none) and _ matches exactly one character; "
            "other characters match only themselves, case-sensitively, and the pattern must cover the whole value.",
            "LIKE rules: the pattern must match the entire value; '_' is any single character, '%' is any run of zero "
            "or more characters, every other character must be equal (case matters).",
            "Recall: a value is LIKE a pattern when the whole value fits it, where % may stand for zero or more "
            "characters and _ for exactly one; letters must match exactly.",
        ))
        return "\n".join([
            rng.choice((f"Table {data['table']}:", f"The table {data['table']} holds:", f"Rows of {data['table']}:")),
            f"id | {col}", rows, rules,
            rng.choice(("Which ids does this query return?", "Evaluate:", "Run this query:")),
            sql_text(data) + (" (AND binds tighter than OR.)" if "OR" in data["joins"] else ""),
            answer_instruction("the ids in ascending order, comma-separated, like 2, 5, 7"),
        ])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        kept: list[int] = []
        for i, _ in enumerate(data["values"]):
            t.state(f"row id {i + 1}")
            value = t.fetch(f"{data['column']}[{i + 1}]", data["values"][i])
            groups, current = [], []
            for k, (neg, pat) in enumerate(data["patterns"]):
                if k and data["joins"][k - 1] == "OR":
                    groups.append(current)
                    current = []
                hit = t.compute(f"[{'NOT ' if neg else ''}LIKE '{pat}']", like(value, pat) != neg)
                current.append(hit)
            groups.append(current)
            if t.compute("kept", any(all(g) for g in groups)):
                kept = t.compute("ids", kept + [i + 1])
        t.state("answer")
        return t.compute("answer", t.fetch("ids", kept))

    def solve(self, data: dict) -> list[int]:
        return [i + 1 for i, v in enumerate(data["values"]) if keeps(data, v)]

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold, n = case.answer, len(case.data["values"])
        extra = next(i for i in range(1, n + 1) if i not in gold)
        return [self.format_answer(sorted(gold + [extra])), self.format_answer(gold[1:] or [extra]),
                self.format_answer(list(reversed(gold)) if len(gold) > 1 else [extra])]


BOOTCAMP = SqlLike()
