"""Rewrite an aligned text table as CSV under stated quoting rules (fields with commas or double
quotes are quoted, inner quotes doubled, blank cells empty), at higher levels keeping only some
columns in a stated order."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.textkit import FIRST_NAMES, LAST_NAMES, LinesAnswer
from bootcamps.kit.wordlist import common_words
from bootcamps.trace import Tracer

CITIES = ("Paris, FR", "Lima", "Austin, TX", "Oslo", "Porto", "Cork, IE", "Kyoto", "Perth, WA", "Quito", "Bern")
NOTES = ("ok", "call back", "said \"maybe\"", "VIP", "", "late, again", "paid", "\"urgent\"", "n/a", "moved, see file")


@dataclass(frozen=True)
class Config:
    rows: int = 3
    columns: int = 3
    select: bool = False  # only some columns, in a stated order

    def __post_init__(self) -> None:
        if not 1 <= self.rows <= 30:
            raise ValueError(f"rows must be in 1..30, got {self.rows}")
        if not 2 <= self.columns <= 5:
            raise ValueError(f"columns must be in 2..5, got {self.columns}")


def csv_field(cell: str) -> str:
    """A cell as a CSV field: quoted (with inner quotes doubled) when it holds a comma or a quote."""
    if "," in cell or '"' in cell:
        return '"' + cell.replace('"', '""') + '"'
    return cell


def _cell(rng: random.Random, column: str) -> str:
    if column == "name":
        first, last = rng.choice(FIRST_NAMES).capitalize(), rng.choice(LAST_NAMES).capitalize()
        return rng.choice((f"{first} {last}", f"{last}, {first}"))
    if column == "city":
        return rng.choice(CITIES)
    if column == "amount":
        value = rng.randint(5, 25000)
        return rng.choice((f"{value:,}", str(value), f"{value}.{rng.randint(0, 99):02d}"))
    if column == "note":
        return rng.choice(NOTES)
    return rng.choice(common_words())


COLUMNS = ("name", "city", "amount", "note", "item")
_TEMPLATES = (
    "Convert this table to CSV.\n{table}\n{rules}",
    "{rules}\nTable:\n{table}",
    "Here is a report laid out as a text table:\n{table}\nWrite it as CSV. {rules}",
)
_RULES = ("Rules: one line per row, the header first; fields separated by commas with no spaces around them; the "
          "padding spaces of the table are not part of a cell; a blank cell becomes an empty field; a field that "
          "contains a comma or a double quote is enclosed in double quotes, and each double quote inside it is "
          "written twice.{select}")


class TableToCsv(LinesAnswer, Bootcamp):
    id = "text/table_to_csv"
    description = "Rewrite an aligned text table as CSV with quoting rules (optionally selected, reordered columns)"
    Config = Config
    LEVELS = {
        "1": Config(rows=2, columns=2),
        "2": Config(rows=3, columns=3),
        "3": Config(rows=4, columns=4),
        "4": Config(rows=5, columns=5, select=True),
        "5": Config(rows=8, columns=5, select=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        header = rng.sample(COLUMNS, config.columns)
        rows = [[_cell(rng, c) for c in header] for _ in range(config.rows)]
        keep = list(range(config.columns))
        if config.select:
            keep = rng.sample(range(config.columns), rng.randint(2, config.columns - 1))
        data = {"header": header, "rows": rows, "keep": keep}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = [data["header"]] + data["rows"]
        widths = [max(len(r[c]) for r in table) for c in range(len(data["header"]))]
        pipes = rng.random() < 0.5
        lines = []
        for k, row in enumerate(table):
            cells = [cell.ljust(w) for cell, w in zip(row, widths)]
            lines.append("| " + " | ".join(cells) + " |" if pipes else "   ".join(cells).rstrip())
            if k == 0:
                rule = ["-" * w for w in widths]
                lines.append("|-" + "-|-".join(rule) + "-|" if pipes else "   ".join(rule))
        select = ""
        if data["keep"] != list(range(len(data["header"]))):
            names = ", ".join(data["header"][c] for c in data["keep"])
            select = f" Keep only the columns {names}, in that order."
        text = rng.choice(_TEMPLATES).format(table="\n".join(lines), rules=_RULES.format(select=select))
        return f"{text}\n{answer_instruction('the CSV lines, one per line')}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        out = []
        for r, row in enumerate([data["header"]] + data["rows"]):
            t.state(f"row {r}")
            fields = []
            for c in data["keep"]:
                cell = t.fetch(f"table[{r}][{c}]", row[c])
                fields.append(t.compute("field", csv_field(cell), why="quoted" if csv_field(cell) != cell else "as it is"))
            out.append(t.compute(f"line[{r}]", ",".join(fields)))
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[str]:
        # Character by character: collect a field, remember whether it needs quotes, then emit.
        out = []
        for row in [data["header"]] + data["rows"]:
            fields = []
            for c in data["keep"]:
                chars, special = [], False
                for ch in row[c]:
                    special = special or ch in ',"'
                    chars.append(ch * 2 if ch == '"' else ch)
                field = "".join(chars)
                fields.append(f'"{field}"' if special else field)
            out.append(",".join(fields))
        return out


BOOTCAMP = TableToCsv()
