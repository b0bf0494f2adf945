"""Pearson's chi-square statistic of an r x c contingency table, exactly: expected count
E = (row total)(column total)/(grand total) for each cell, then the sum of (O - E)^2 / E."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 2
    columns: int = 2
    max_count: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 6 or not 2 <= self.columns <= 6 or not 2 <= self.max_count <= 10**5:
            raise ValueError(f"need rows and columns in 2..6 and max_count in 2..10**5, got {self.rows}, {self.columns}, {self.max_count}")


_TEMPLATES = (
    "Compute Pearson's chi-square statistic (no continuity correction) for the contingency table\n{table}",
    "A survey cross-tabulated two categorical variables:\n{table}\nFind the chi-square test statistic, sum of (observed - expected)^2 / expected, with expected counts from the row and column totals.",
    "For the observed counts below, calculate the chi-square statistic for independence exactly.\n{table}",
    "Observed frequencies:\n{table}\nWhat is the value of the chi-square statistic (expected = row total * column total / grand total; no Yates correction)?",
)
_FORM = "an integer or a fraction in lowest terms, e.g. 125/36"


class ChiSquare(ExactRationalAnswer, Bootcamp):
    id = "statistics/chi_square"
    description = "Exact Pearson chi-square statistic of a contingency table"
    Config = Config
    LEVELS = {
        "1": Config(rows=2, columns=2, max_count=20),
        "2": Config(rows=2, columns=3, max_count=30),
        "3": Config(rows=3, columns=3, max_count=40),
        "4": Config(rows=3, columns=4, max_count=60),
        "5": Config(rows=4, columns=5, max_count=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        table = [[rng.randint(1, config.max_count) for _ in range(config.columns)] for _ in range(config.rows)]
        data = {"table": table}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        t = data["table"]
        head = "        " + "  ".join(f"C{j + 1:<3}" for j in range(len(t[0])))
        rows = "\n".join(f"R{i + 1}:     " + "  ".join(f"{v:<3}" for v in row) for i, row in enumerate(t))
        return ask(rng, _TEMPLATES, _FORM, table=f"{head}\n{rows}")

    def program(self, t: Tracer, data: dict) -> str:
        table = data["table"]
        t.state("totals")
        rows = t.compute("row_totals", [sum(r) for r in t.fetch("table", table)])
        cols = t.compute("column_totals", [sum(r[j] for r in table) for j in range(len(table[0]))])
        grand = t.compute("N", sum(rows), why="sum of the row totals")
        stat = Fraction(0)
        for i in range(len(table)):
            for j in range(len(table[0])):
                t.state(f"cell R{i + 1} C{j + 1}")
                o = t.fetch(f"O[{i + 1},{j + 1}]", table[i][j])
                if grand == 0:
                    raise ZeroDivisionError("zero total after an injected error")
                e = Fraction(t.compute("E", Fraction(t.fetch(f"row{i + 1}", rows[i]) * t.fetch(f"col{j + 1}", cols[j]), grand), why="row * col / N"))
                if e == 0:
                    raise ZeroDivisionError("zero expected count after an injected error")
                stat = t.compute("X2", Fraction(t.fetch("X2_0", stat)) + (o - e) ** 2 / e, why="X2_0 + (O - E)^2 / E")
        return format_rational(Fraction(stat))

    def solve(self, data: dict) -> str:
        # the shortcut N * (sum of O^2 / (row total * column total) - 1)
        table = data["table"]
        rows = [sum(r) for r in table]
        cols = [sum(c) for c in zip(*table)]
        n = sum(rows)
        total = sum(Fraction(table[i][j] ** 2, rows[i] * cols[j]) for i in range(len(rows)) for j in range(len(cols)))
        return format_rational(n * (total - 1))


BOOTCAMP = ChiSquare()
