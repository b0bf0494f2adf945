"""Lay out semicolon-separated records as a fixed-width text table under stated padding rules.

Each column is as wide as its longest field (header included). A column is numeric when every
non-empty field below the header is a number (``-12``, ``3.5``); numeric columns are padded on
the left (right-aligned), all others on the right, headers included. Columns are joined by a
stated separator (1-3 spaces or `` | ``) and trailing spaces are removed. Higher levels add
empty fields, ``n/a`` (which makes a column text), an underline row of dashes after the header,
and decimal alignment: the numbers of a numeric column get zeros appended (and a decimal point
where needed) up to the column's most decimal places, before the width is measured. The first
column is always text, so no line starts with a space. The answer is the lines of the table; the
trace takes one state per column (its fields, whether numeric, its width), then one per line.
``solve`` uses format specifications instead of counting pad spaces. The tests rebuild the table
with the csv module and ``str.rjust``/``ljust`` from an independent reading of the rules.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.textkit import LinesAnswer
from bootcamps.trace import Tracer

_NUMBER = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")
_NAMES = ("New York", "Oslo", "Rio de Janeiro", "Kyoto", "Cape Town", "Lima", "San Jose", "Graz", "Perth",
          "Accra", "Quebec City", "Bern", "Hanoi", "La Paz", "Turin", "Minsk")
_PRODUCTS = ("desk lamp", "mug", "chair", "USB hub", "notebook", "pen set", "monitor arm", "kettle",
             "backpack", "phone case", "cable", "stapler")
# column name -> kind: "name" (first column), "word", "int", "dec"
_SCHEMAS = (
    ("city", [("country", "word"), ("population", "int"), ("area", "dec"), ("rank", "int"), ("rating", "dec")]),
    ("item", [("category", "word"), ("qty", "int"), ("price", "dec"), ("stock", "int"), ("discount", "dec")]),
)
_WORDS = {"country": ("Peru", "Japan", "Chile", "Ghana", "Norway", "Italy", "Austria", "Canada", "Vietnam"),
          "category": ("office", "home", "garden", "tools", "kitchen", "travel", "audio")}


@dataclass(frozen=True)
class Config:
    rows: int = 3
    columns: int = 3
    blanks: bool = False
    underline: bool = False
    decimals: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 30:
            raise ValueError(f"rows must be in 2..30, got {self.rows}")
        if not 2 <= self.columns <= 6:
            raise ValueError(f"columns must be in 2..6, got {self.columns}")


def _field(rng: random.Random, kind: str, column: str) -> str:
    if kind == "word":
        return rng.choice(_WORDS[column])
    if kind == "int":
        return str(rng.choice((rng.randint(0, 99), rng.randint(100, 99_999), -rng.randint(1, 500))))
    whole = rng.randint(0, 999) * rng.choice((1, 1, 1, -1))
    places = rng.choice((0, 1, 2, 2))
    return str(whole) if places == 0 else f"{whole}.{rng.randint(0, 10**places - 1):0{places}d}"


def _places(field: str) -> int:
    return len(field.partition(".")[2])


_TEMPLATES = (
    "Lay out the records below (fields separated by semicolons, spaces around a semicolon are not part of a "
    "field) as a fixed-width text table.",
    "Format this semicolon-separated data as an aligned plain-text table. Spaces next to a semicolon are "
    "ignored; the first record is the header.",
    "A report needs these records in aligned columns. Each line is one record, fields split at ';' and "
    "trimmed of surrounding spaces; the first line is the header.",
)


class TextColumns(LinesAnswer, Bootcamp):
    id = "text/text_columns"
    description = "Align semicolon-separated records into a fixed-width text table (numeric right-aligned)"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, columns=3, blanks=False, underline=False, decimals=False),
        "2": Config(rows=5, columns=4, blanks=False, underline=False, decimals=False),
        "3": Config(rows=6, columns=4, blanks=True, underline=True, decimals=False),
        "4": Config(rows=8, columns=5, blanks=True, underline=True, decimals=True),
        "5": Config(rows=12, columns=6, blanks=True, underline=True, decimals=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        first, rest = rng.choice(_SCHEMAS)
        cols = [first] + [name for name, _ in rng.sample(rest, config.columns - 1)]
        kinds = ["name"] + [dict(rest)[c] for c in cols[1:]]
        names = rng.sample(_NAMES if first == "city" else _PRODUCTS, config.rows)
        rows = []
        for r in range(config.rows):
            row = [names[r]] + [_field(rng, k, c) for k, c in zip(kinds[1:], cols[1:])]
            if config.blanks:
                for c in range(1, len(row)):
                    if rng.random() < 0.08:
                        row[c] = ""
                    elif kinds[c] in ("int", "dec") and rng.random() < 0.03:
                        row[c] = "n/a"
            rows.append(row)
        if any(not any(row[c] for row in rows) for c in range(len(cols))):
            return self.generate(config, rng)  # an all-blank column: draw again
        sep = rng.choice(("  ", "  ", " ", "   ", " | "))
        data = {"header": cols, "rows": rows, "sep": sep, "underline": config.underline, "decimals": config.decimals,
                "raw": [self._raw_line(rng, line) for line in [cols] + rows]}
        return data, self.solve(data)

    @staticmethod
    def _raw_line(rng: random.Random, fields: list[str]) -> str:
        out = fields[0]
        for f in fields[1:]:
            out += rng.choice((";", "; ", " ;", " ; ")) + f
        return out

    def prompt(self, data: dict, rng: random.Random) -> str:
        sep = {"  ": "exactly two spaces", " ": "exactly one space", "   ": "exactly three spaces",
               " | ": "a space, a vertical bar and a space (' | ')"}[data["sep"]]
        rules = [
            "Every column is as wide as its longest field, the header included; an empty field is blank.",
            "A column is numeric when each of its non-empty fields below the header is a number (an optional minus, "
            "digits, and optionally a point and more digits); anything else (such as n/a) makes it a text column.",
            "Numeric columns are right-aligned (padded with spaces on the left) and text columns left-aligned "
            "(padded on the right); a header is aligned like its column.",
            f"Neighbouring columns are joined by {sep}, and spaces at the end of every line are removed.",
        ]
        if data["decimals"]:
            rules.insert(2, "Before measuring widths, every number in a numeric column is written with as many "
                            "decimal places as the number with the most in that column has, appending zeros (and a "
                            "decimal point to a whole number where that count is not zero): 7 and 2.25 become 7.00 "
                            "and 2.25.")
        if data["underline"]:
            rules.append("Under the header comes one line of dashes as wide as each column, joined by the same "
                         "separator.")
        form = "the lines of the table, one per line, spaces exactly as laid out"
        return "\n".join([rng.choice(_TEMPLATES), *data["raw"], "Rules:", *(f"- {r}" for r in rules),
                          answer_instruction(form)])

    def program(self, t: Tracer, data: dict) -> list[str]:
        table = [data["header"]] + data["rows"]
        cells = [list(row) for row in table]
        widths, numeric = [], []
        for c, name in enumerate(data["header"]):
            t.state(f"column {name}")
            body = t.fetch(f"column[{name}]", [row[c] for row in data["rows"]])
            filled = [f for f in body if f]
            is_num = t.compute("numeric", bool(filled) and all(_NUMBER.fullmatch(f) for f in filled),
                               why="every non-empty field is a number")
            if is_num and data["decimals"]:
                most = t.compute("places", max(_places(f) for f in filled), why="most decimal places")
                for r, f in enumerate(body, 1):
                    if f and _places(f) < most:
                        cells[r][c] = f + ("" if "." in f else ".") + "0" * (most - _places(f))
                body = t.compute("padded numbers", [cells[r][c] for r in range(1, len(cells))])
            width = t.compute("width", max(len(name), *(len(f) for f in body)), why="longest field")
            widths.append(width)
            numeric.append(is_num)
        if data["underline"]:
            cells.insert(1, ["-" * w for w in widths])
        lines = []
        for r, row in enumerate(cells):
            t.state(f"line {r + 1}")
            parts = []
            for c, f in enumerate(row):
                pad = " " * (widths[c] - len(f))
                parts.append(pad + f if numeric[c] else f + pad)
            lines.append(t.compute(f"line[{r + 1}]", data["sep"].join(parts).rstrip(),
                                   why="pad each field to its column width, join, strip the end"))
        t.state("answer")
        return t.compute("answer", t.fetch("lines", lines))

    def solve(self, data: dict) -> list[str]:
        header, rows = data["header"], data["rows"]
        columns = list(zip(*rows))
        specs = []
        for c, col in enumerate(columns):
            nums = [f for f in col if f]
            numeric = bool(nums) and all(re.fullmatch(r"-?\d+(\.\d+)?", f) for f in nums)
            if numeric and data["decimals"]:
                places = max(len(f.split(".")[1]) if "." in f else 0 for f in nums)
                if places:
                    col = tuple(f"{float(f):.{places}f}" if f else "" for f in col)
            columns[c] = col
            width = max(len(x) for x in (header[c],) + col)
            specs.append(f"{{:{'>' if numeric else '<'}{width}}}")
        table = [list(header)] + [list(r) for r in zip(*columns)]
        if data["underline"]:
            table.insert(1, ["-" * int(re.sub(r"\D", "", s)) for s in specs])
        return [data["sep"].join(s.format(x) for s, x in zip(specs, row)).rstrip() for row in table]


BOOTCAMP = TextColumns()
