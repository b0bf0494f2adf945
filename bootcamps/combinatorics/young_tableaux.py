"""Standard Young tableaux of a given shape (rows of lengths l1 >= l2 >= ..., filled with
1..n increasing along rows and down columns), by the hook length formula n! / prod of hooks.
The traced solver computes each cell's hook (arm + leg + 1) cell by cell; the plain solver
counts recursively: the cell holding n is a corner, so f(shape) = sum over corners of f(shape
without that corner)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_cells: int = 4
    max_cells: int = 7
    max_rows: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.min_cells <= self.max_cells <= 60 or not 2 <= self.max_rows <= 10:
            raise ValueError(f"need 3 <= min_cells <= max_cells <= 60 and max_rows in 2..10, got {self}")


@lru_cache(maxsize=20_000)
def _count(shape: tuple[int, ...]) -> int:
    if sum(shape) <= 1:
        return 1
    total = 0
    for i, length in enumerate(shape):
        below = shape[i + 1] if i + 1 < len(shape) else 0
        if length > below:  # a corner at the end of row i
            smaller = shape[:i] + (length - 1,) + shape[i + 1 :]
            total += _count(tuple(v for v in smaller if v))
    return total


_TEMPLATES = (
    "How many standard Young tableaux have shape {shape}? (Fill the rows of lengths {shape} with 1, ..., {n}, each once, increasing left to right along rows and top to bottom down columns.)",
    "In how many ways can the numbers 1 to {n} be placed in a left-justified diagram with rows of lengths {rows} (top to bottom) so that every row increases to the right and every column increases downwards?",
    "Count the standard Young tableaux of the partition {shape} of {n}.",
    "A Young diagram has rows of {rows} boxes. Fill it with 1, 2, ..., {n} so that numbers increase along each row and down each column. How many fillings are there?",
)


class YoungTableaux(IntegerAnswer, Bootcamp):
    id = "combinatorics/young_tableaux"
    description = "Number of standard Young tableaux of a shape (hook length formula)"
    Config = Config
    min_distinct_prompts = {"1": 0.05, "2": 0.12, "3": 0.35, "4": 0.6, "5": 0.75}
    small_space_reason = "a case is a partition of n into a few rows: a few dozen shapes at level 1"
    LEVELS = {
        "1": Config(min_cells=4, max_cells=7, max_rows=3),
        "2": Config(min_cells=6, max_cells=10, max_rows=3),
        "3": Config(min_cells=9, max_cells=15, max_rows=4),
        "4": Config(min_cells=14, max_cells=22, max_rows=5),
        "5": Config(min_cells=20, max_cells=32, max_rows=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            n = rng.randint(config.min_cells, config.max_cells)
            rows, left = [], n
            while left and len(rows) < config.max_rows:
                length = rng.randint(1, min(left, rows[-1] if rows else left))
                rows.append(length)
                left -= length
            if not left and len(rows) >= 2 and rows[0] >= 2:
                break
        data = {"rows": rows, "template": rng.randrange(len(_TEMPLATES))}  # the wording is part of the case: equal data means equal prompts in this small space
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows = data["rows"]
        return ask(rng, (_TEMPLATES[data["template"]],), "one integer", shape="(" + ", ".join(map(str, rows)) + ")", rows=", ".join(map(str, rows)), n=sum(rows))

    def program(self, t: Tracer, data: dict) -> int:
        rows = data["rows"]
        t.state("shape")
        n = t.compute("n", sum(t.fetch("rows", list(rows))))
        columns = [sum(1 for r in rows if r > j) for j in range(rows[0])]
        t.compute("column lengths", list(columns))
        product = 1
        for i, length in enumerate(rows):
            for j in range(length):
                t.state(f"cell {i + 1},{j + 1}")
                hook = t.compute("hook", (length - j - 1) + (columns[j] - i - 1) + 1, why="arm + leg + 1")
                product = t.compute("product", t.fetch("product", product) * hook)
        t.state("answer")
        return t.compute("answer", math.factorial(n) // t.fetch("product", product), why="n! / product of hooks")

    def solve(self, data: dict) -> int:
        return _count(tuple(data["rows"]))


BOOTCAMP = YoungTableaux()
