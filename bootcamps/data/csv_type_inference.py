"""Infer the type of every column of a CSV file by stated rules.

Rules (in the prompt): empty cells are ignored; a column is ``boolean`` when every non-empty
value is true or false (any letter case), else ``integer`` when every value is an optional
minus sign and digits, else ``float`` when every value is digits with at most one decimal point
(integers count, an optional minus sign; no exponents), else ``date`` when every value is a real
calendar date written YYYY-MM-DD with two-digit month and day, else ``string``. A column with
no non-empty value is ``empty``. Traps: ``1e3``, ``12.5.1``, ``2023-02-30``, ``2023-2-03``,
``yes``. The answer is the list of column types in order. The trace takes each column, reads
each value and narrows the set of types still possible. The tests use a differently written
oracle (Python's own conversions with guards).
"""

from __future__ import annotations

import datetime
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

TYPES = ("boolean", "integer", "float", "date", "string")
_INT = re.compile(r"-?[0-9]+")
_FLOAT = re.compile(r"-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)")
_DATE = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")
HEADERS = ("id", "code", "price", "active", "born", "qty", "ratio", "label", "joined", "flag", "score", "zip")


@dataclass(frozen=True)
class Config:
    columns: int = 3
    rows: int = 4
    trap_p: float = 0.1

    def __post_init__(self) -> None:
        if not 2 <= self.columns <= len(HEADERS):
            raise ValueError(f"columns must be in 2..{len(HEADERS)}, got {self.columns}")
        if not 2 <= self.rows <= 30:
            raise ValueError(f"rows must be in 2..30, got {self.rows}")
        if not 0.0 <= self.trap_p <= 0.5:
            raise ValueError(f"trap_p must be in 0..0.5, got {self.trap_p}")


def fits(value: str) -> list[str]:
    """The types a single non-empty value allows."""
    out = []
    if value.casefold() in ("true", "false"):
        out.append("boolean")
    if _INT.fullmatch(value):
        out.append("integer")
    if _FLOAT.fullmatch(value):
        out.append("float")
    m = _DATE.fullmatch(value)
    if m:
        try:
            datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            out.append("date")
        except ValueError:
            pass
    return out + ["string"]


def make_value(rng: random.Random, kind: str) -> str:
    if kind == "boolean":
        return rng.choice(("true", "false", "TRUE", "False"))
    if kind == "integer":
        return str(rng.randint(-50, 999)) if rng.random() < 0.8 else "0" + str(rng.randint(1, 99))
    if kind == "float":
        return f"{rng.randint(-20, 300)}.{rng.randint(0, 99)}" if rng.random() < 0.8 else str(rng.randint(1, 99))
    if kind == "date":
        d = datetime.date(2020, 1, 1) + datetime.timedelta(days=rng.randint(0, 1500))
        return d.isoformat()
    return rng.choice(("alpha", "b2", "n/a", "Oslo", "x-1", "42a", "none"))


TRAPS = {"integer": ("1e3", "12.0", "+5"), "float": ("1e3", "12.5.1", "3,5"), "date": ("2023-02-30", "2023-2-03", "2023/01/05"),
         "boolean": ("yes", "1", "t"), "string": ("",)}


class CsvTypeInference(Bootcamp):
    id = "data/csv_type_inference"
    description = "Infer each CSV column's type (boolean, integer, float, date, string, empty) by stated rules"
    Config = Config
    LEVELS = {
        "1": Config(columns=3, rows=4, trap_p=0.0),
        "2": Config(columns=4, rows=5, trap_p=0.08),
        "3": Config(columns=5, rows=7, trap_p=0.1),
        "4": Config(columns=6, rows=9, trap_p=0.12),
        "5": Config(columns=8, rows=12, trap_p=0.12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        headers = rng.sample(HEADERS, config.columns)
        cols = []
        for _ in range(config.columns):
            kind = rng.choice(TYPES)
            values = []
            for _ in range(config.rows):
                if rng.random() < 0.1:
                    values.append("")
                elif rng.random() < config.trap_p:
                    values.append(rng.choice(TRAPS[kind]))
                else:
                    values.append(make_value(rng, kind))
            cols.append(values)
        rows = [[cols[c][r] for c in range(config.columns)] for r in range(config.rows)]
        data = {"headers": headers, "rows": rows}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        csv = "\n".join(",".join(r) for r in [data["headers"], *data["rows"]])
        rules = rng.choice((
            "Infer each column's type from its non-empty cells, checking in this order: boolean (every value is true "
            "or false, in any letter case); integer (optional '-' then digits only); float (optional '-', digits with "
            "at most one '.', so integers qualify too; no exponents); date (a valid calendar date written exactly "
            "YYYY-MM-DD with two-digit month and day); otherwise string. A column whose cells are all empty is empty.",
            "Type rules, first match wins, applied to all non-empty cells of a column: boolean if all are true/false "
            "(case-insensitive); integer if all look like -?digits; float if all look like -?digits with at most one "
            "decimal point (plain integers allowed, no 1e3 style); date if all are real dates in YYYY-MM-DD form (two "
            "digits for month and day); else string. No non-empty cell at all: empty.",
            "A column's type is the first of boolean, integer, float, date, string that fits every non-empty cell: "
            "boolean = true/false in any case; integer = optional minus and digits; float = optional minus, digits "
            "and at most one '.' (integers fit); date = an existing date as YYYY-MM-DD, zero-padded; string fits "
            "anything. Empty cells are skipped; an all-empty column is empty.",
        ))
        return "\n".join([
            rng.choice(("A CSV file:", "Here is a small CSV export (values are unquoted, empty cells are blank):",
                        "Consider this CSV data:")),
            csv, rules,
            rng.choice(("What type does each column get?", "Give the inferred type of every column.",
                        "Infer the column types.")),
            answer_instruction(f"the {len(data['headers'])} types in column order, comma-separated, like integer, "
                               "string, date"),
        ])

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if not isinstance(text, str) or len(text) > 40 * len(answer) + 20:
            return 0.0
        text = text.strip().removesuffix(".").strip()  # a sentence's final period; no type name has one
        items = [x.strip().strip("'\"`").casefold() for x in text.strip("[]").split(",")]
        return 1.0 if items == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        out: list[str] = []
        for c, header in enumerate(data["headers"]):
            possible = list(TYPES)
            seen = False
            for r, row in enumerate(data["rows"]):
                value = row[c]
                if value == "":
                    continue
                t.state(f"column {header} row {r + 1}")
                v = t.fetch(f"{header}[{r + 1}]", value)
                allowed = fits(v)
                possible = t.compute("possible", [k for k in possible if k in allowed])
                seen = True
            t.state(f"column {header} type")
            kind = t.compute("type", possible[0] if seen else "empty", why="first type left in the order")
            out = t.compute("types", out + [kind])
        t.state("answer")
        return t.compute("answer", t.fetch("types", out))

    def solve(self, data: dict) -> list[str]:
        out = []
        for c in range(len(data["headers"])):
            values = [row[c] for row in data["rows"] if row[c] != ""]
            if not values:
                out.append("empty")
                continue
            out.append(next(k for k in TYPES if all(k in fits(v) for v in values)))
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        out = []
        for _ in range(3):
            wrong = list(case.answer)
            i = rng.randrange(len(wrong))
            wrong[i] = rng.choice([k for k in TYPES + ("empty",) if k != wrong[i]])
            out.append(self.format_answer(wrong))
        return out


BOOTCAMP = CsvTypeInference()
