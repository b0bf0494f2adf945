"""Clean a messy CSV by stated rules, then count the rows left or total one of their columns.

Rows come with stray spaces, mixed letter case, missing values (empty, NA, null), malformed or
out-of-range numbers and duplicates that only match after normalising. The rules, applied to
each row in order: trim spaces and lower-case the text fields; drop a row with a missing
field (empty, NA or null in any letter case); drop a row whose age is not a whole number from 0 to 120 or whose score is not a whole
number; drop a row equal (after normalising) to an earlier kept row. The trace handles one
row per state. The tests check golds with DuckDB reading the same CSV.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer

FIRST = ("ana", "bo", "cal", "dee", "eli", "fox", "gil", "hana", "ivo", "jas", "kei", "lia")
CITIES = ("rome", "kyiv", "lima", "oslo", "pune", "riga")
MISSING = ("", "NA", "null")
_WHOLE = re.compile(r"-?[0-9]+")


@dataclass(frozen=True)
class Config:
    rows: int = 6
    mess: float = 0.3  # chance that a row gets one defect

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 60:
            raise ValueError(f"rows must be in 3..60, got {self.rows}")
        if not 0.0 <= self.mess <= 0.9:
            raise ValueError(f"mess must be in 0..0.9, got {self.mess}")


def clean_row(row: list[str]) -> tuple[str, list | None]:
    """(verdict, normalised row): verdict is "ok", "missing" or "invalid"."""
    name, city, age, score = (field.strip() for field in row)
    if any(f.lower() in ("", "na", "null") for f in (name, city, age, score)):  # in any letter case
        return "missing", None
    if not _WHOLE.fullmatch(age) or not 0 <= int(age) <= 120 or not _WHOLE.fullmatch(score):
        return "invalid", None
    return "ok", [name.lower(), city.lower(), int(age), int(score)]


def messy(rng: random.Random, value: str) -> str:
    """The same value as a person might type it: stray spaces, other letter case."""
    if rng.random() < 0.3:
        value = rng.choice((value.upper(), value.capitalize()))
    if rng.random() < 0.3:
        value = " " * rng.randint(1, 2) + value + " " * rng.randint(0, 2)
    return value


_QUESTIONS = {
    "count": "How many rows are left after cleaning?",
    "sum_score": "What is the sum of the score column over the rows left after cleaning?",
    "sum_age": "What is the total age over the rows left after cleaning?",
}


class CsvCleaning(Bootcamp):
    id = "data/csv_cleaning"
    description = "Clean a messy CSV (trim, case, missing values, bad numbers, duplicates) and count or total the rest"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, mess=0.3),
        "2": Config(rows=8, mess=0.4),
        "3": Config(rows=12, mess=0.45),
        "4": Config(rows=18, mess=0.5),
        "5": Config(rows=26, mess=0.55),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        rows: list[list[str]] = []
        for _ in range(config.rows):
            if rows and rng.random() < config.mess / 2:  # a duplicate of an earlier row, retyped
                source = rng.choice(rows)
                rows.append([messy(rng, v.strip().lower()) if k < 2 else v.strip() for k, v in enumerate(source)])
                continue
            row = [rng.choice(FIRST), rng.choice(CITIES), str(rng.randint(18, 90)), str(rng.randint(0, 100))]
            row = [messy(rng, v) if k < 2 else v for k, v in enumerate(row)]
            if rng.random() < config.mess:
                k = rng.randrange(4)
                row[k] = rng.choice(MISSING) if rng.random() < 0.5 or k < 2 else rng.choice(("12x", "7.5", "-3", "150", "n/a", "4 0"))
            rows.append(row)
        data = {"header": ["name", "city", "age", "score"], "rows": rows, "question": rng.choice(sorted(_QUESTIONS))}
        return data, self.solve(data)

    def csv_text(self, data: dict) -> str:
        lines = [",".join(data["header"])]
        lines += [",".join(row) for row in data["rows"]]
        return "\n".join(lines)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return "\n".join([
            rng.choice(("A CSV export looks like this:", "Here is a messy CSV file:", "You receive the following CSV data:")),
            "```",
            self.csv_text(data),
            "```",
            "Clean it with these rules, row by row from the top:",
            "1. Trim spaces around every field and write the name and city in lower case.",
            "2. Drop the row if any field is empty, NA or null (in any letter case).",
            "3. Drop the row if age is not a whole number from 0 to 120, or score is not a whole number.",
            "4. Drop the row if it is identical (after steps 1-3) to a row kept earlier.",
            _QUESTIONS[data["question"]],
            answer_instruction("one integer"),
        ])

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        kept: list[str] = []  # normalised rows as "name|city|age|score"
        total = 0
        question = data["question"]
        for i, raw in enumerate(data["rows"]):
            t.state(f"row {i + 1}")
            fields = t.fetch(f"row[{i + 1}]", ",".join(raw))
            verdict, row = clean_row(fields.split(","))
            verdict = t.compute("verdict", verdict, why="missing field, bad number or ok")
            if verdict != "ok" or row is None:
                continue
            key = t.compute("clean", "|".join(map(str, row)))
            if not t.goto(key not in t.fetch("kept", kept), why="keep unless already kept"):
                continue
            kept = t.compute("kept", kept + [key])
            if question == "count":
                total = t.compute("count", total + 1)
            else:
                value = int(key.split("|")[3 if question == "sum_score" else 2])
                total = t.compute("total", total + value)
        t.state("answer")
        return t.compute("answer", t.fetch("count" if question == "count" else "total", total))

    def solve(self, data: dict) -> int:
        seen: set[tuple] = set()
        rows = []
        for raw in data["rows"]:
            verdict, row = clean_row(raw)
            if verdict == "ok" and tuple(row) not in seen:
                seen.add(tuple(row))
                rows.append(row)
        if data["question"] == "count":
            return len(rows)
        return sum(r[3] if data["question"] == "sum_score" else r[2] for r in rows)

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [str(case.answer + d) for d in (-1, 1, 2)]


BOOTCAMP = CsvCleaning()
