"""Conditional probability from a two-way table of counts: one person is chosen at random from
everyone counted; the exact probability of a joint, union or conditional event about the row
and column categories. The traced solver reads the needed cell, row and column totals; the
plain solver expands the table into individuals and counts them."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer

_CONTEXTS = (
    ("students", "year", ["first-year", "second-year", "third-year", "fourth-year"], "favourite sport", ["football", "tennis", "swimming", "chess", "running"]),
    ("patients", "age group", ["under 30", "30 to 60", "over 60", "unknown age"], "test result", ["positive", "negative", "inconclusive", "pending", "not tested"]),
    ("customers", "region", ["North", "South", "East", "West"], "plan", ["basic", "standard", "premium", "family", "student"]),
    ("employees", "department", ["sales", "research", "support", "finance"], "commute", ["car", "bus", "bicycle", "walking", "train"]),
    ("voters", "district", ["district 1", "district 2", "district 3", "district 4"], "vote", ["yes", "no", "abstain", "spoiled ballot", "absent"]),
    ("visitors", "ticket type", ["adult", "child", "senior", "student"], "favourite exhibit", ["dinosaurs", "space", "oceans", "insects", "volcanoes"]),
)
KINDS = ("joint", "union", "row_given_col", "col_given_row", "not_row_given_col")


@dataclass(frozen=True)
class Config:
    rows: int = 2
    cols: int = 2
    max_count: int = 30

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 4 or not 2 <= self.cols <= 5 or not 5 <= self.max_count <= 10_000:
            raise ValueError(f"need rows in 2..4, cols in 2..5, max_count in 5..10000, got {self}")


_TEMPLATES = (
    "A survey of {who} is summarised below (rows: {row_name}; columns: {col_name}).\n{table}\nOne of these {who} is chosen at random. {question}",
    "The table counts {who} by {row_name} (rows) and {col_name} (columns):\n{table}\nIf a person is picked uniformly at random from the table, {question_lower}",
    "{table}\nThe counts above classify {who} by {row_name} and by {col_name}. Choosing one of them at random, {question_lower}",
)


def _question(data: dict) -> str:
    _, row_name, rows, col_name, cols = _CONTEXTS[data["context"]]
    r, c = rows[data["row"]], cols[data["col"]]
    kind = data["kind"]
    if kind == "joint":
        return f"What is the probability that the person's {row_name} is {r} and their {col_name} is {c}?"
    if kind == "union":
        return f"What is the probability that the person's {row_name} is {r} or their {col_name} is {c} (or both)?"
    if kind == "row_given_col":
        return f"Given that the person's {col_name} is {c}, what is the probability that their {row_name} is {r}?"
    if kind == "col_given_row":
        return f"Given that the person's {row_name} is {r}, what is the probability that their {col_name} is {c}?"
    return f"Given that the person's {col_name} is {c}, what is the probability that their {row_name} is not {r}?"


class TwoWayTable(ReducedFractionAnswer, Bootcamp):
    id = "probability/two_way_table"
    description = "Joint, union and conditional probabilities from a two-way table of counts"
    Config = Config
    LEVELS = {
        "1": Config(rows=2, cols=2, max_count=40),
        "2": Config(rows=2, cols=3, max_count=60),
        "3": Config(rows=3, cols=3, max_count=90),
        "4": Config(rows=3, cols=4, max_count=150),
        "5": Config(rows=4, cols=5, max_count=400),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        context = rng.randrange(len(_CONTEXTS))
        counts = [[rng.randint(1, config.max_count) for _ in range(config.cols)] for _ in range(config.rows)]
        data = {"context": context, "counts": counts, "row": rng.randrange(config.rows), "col": rng.randrange(config.cols), "kind": rng.choice(KINDS)}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        who, row_name, rows, col_name, cols = _CONTEXTS[data["context"]]
        n_cols = len(data["counts"][0])
        lines = [" | ".join([row_name] + cols[:n_cols])]
        lines += [" | ".join([rows[i]] + [str(v) for v in row]) for i, row in enumerate(data["counts"])]
        question = _question(data)
        lower = question[0].lower() + question[1:]
        return ask(rng, _TEMPLATES, "an exact fraction in lowest terms (or 0 or 1), e.g. 12/47", who=who, row_name=row_name, col_name=col_name,
                   table="\n".join(lines), question=question, question_lower=lower)

    def program(self, t: Tracer, data: dict) -> str:
        counts, r, c, kind = data["counts"], data["row"], data["col"], data["kind"]
        total = 0
        for i, row in enumerate(counts):
            t.state(f"row {i} total")
            total = t.compute("total", total + sum(t.fetch(f"row[{i}]", row)), why="running total of everyone")
        row_total = col_total = 0
        for j in range(len(counts[r])):
            t.state(f"cell {r},{j}")
            row_total = t.compute("row total", row_total + t.fetch(f"cell[{r}][{j}]", counts[r][j]))
        for i in range(len(counts)):
            t.state(f"cell {i},{c}")
            col_total = t.compute("column total", col_total + t.fetch(f"cell[{i}][{c}]", counts[i][c]))
        t.state("the event")
        cell = t.fetch(f"cell[{r}][{c}]", counts[r][c])
        if kind == "joint":
            top, bottom = cell, total
        elif kind == "union":
            top = t.compute("union", row_total + col_total - cell, why="row + column - the shared cell")
            bottom = total
        elif kind == "row_given_col":
            top, bottom = cell, col_total
        elif kind == "col_given_row":
            top, bottom = cell, row_total
        else:
            top = t.compute("others", col_total - cell, why="the column without the row's cell")
            bottom = col_total
        if bottom <= 0:
            raise ValueError("empty condition after an injected error")
        return t.compute("answer", format_rational(Fraction(top, bottom)), why="favourable / possible")

    def solve(self, data: dict) -> str:
        people = [(i, j) for i, row in enumerate(data["counts"]) for j, v in enumerate(row) for _ in range(v)]
        r, c, kind = data["row"], data["col"], data["kind"]
        events = {
            "joint": (lambda p: p == (r, c), lambda p: True),
            "union": (lambda p: p[0] == r or p[1] == c, lambda p: True),
            "row_given_col": (lambda p: p[0] == r, lambda p: p[1] == c),
            "col_given_row": (lambda p: p[1] == c, lambda p: p[0] == r),
            "not_row_given_col": (lambda p: p[0] != r, lambda p: p[1] == c),
        }
        event, given = events[kind]
        pool = [p for p in people if given(p)]
        return format_rational(Fraction(sum(1 for p in pool if event(p)), len(pool)))


BOOTCAMP = TwoWayTable()
