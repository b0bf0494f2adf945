"""Sums of rectangular blocks of a grid, answered from a 2D prefix-sum table.

P[r][c] is the sum of the block above-left of (r, c); a block's sum is then
P[r2+1][c2+1] - P[r1][c2+1] - P[r2+1][c1] + P[r1][c1]. The trace builds P row by row, then
answers each query with those four reads: one state per row and one per query.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 4
    queries: int = 2
    max_value: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 30 or not 2 <= self.cols <= 30:
            raise ValueError(f"rows and cols must be in 2..30, got {self.rows}x{self.cols}")
        if not 1 <= self.queries <= 30:
            raise ValueError(f"queries must be in 1..30, got {self.queries}")
        if self.max_value < 5:
            raise ValueError(f"max_value must be >= 5, got {self.max_value}")


_TEMPLATES = (
    "Grid (rows numbered from 0 at the top, columns from 0 at the left):\n{grid}\nFor each query (r1, c1, r2, c2) "
    "give the sum of all cells in rows r1..r2 and columns c1..c2 (inclusive):\n{q}",
    "Here is a table of integers, one row per line:\n{grid}\nAnswer the rectangle-sum queries below; a query "
    "(r1, c1, r2, c2) covers rows r1 to r2 and columns c1 to c2, both ends included, with 0-based indices.\n{q}",
    "Matrix:\n{grid}\nCompute the sum of each sub-rectangle, given as top-left (r1, c1) and bottom-right (r2, c2) "
    "corners in 0-based row, column coordinates:\n{q}",
)


class PrefixSum2d(IntListAnswer, Bootcamp):
    id = "data_structure/prefix_sum_2d"
    description = "Rectangle sums of a grid from a 2D prefix-sum table (inclusion-exclusion per query)"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=4, queries=2, max_value=9),
        "2": Config(rows=4, cols=4, queries=3, max_value=9),
        "3": Config(rows=4, cols=5, queries=4, max_value=20),
        "4": Config(rows=5, cols=6, queries=5, max_value=30),
        "5": Config(rows=6, cols=8, queries=7, max_value=50),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        grid = [[rng.randint(-config.max_value, config.max_value) for _ in range(config.cols)] for _ in range(config.rows)]
        queries = []
        for _ in range(config.queries):
            r1, r2 = sorted(rng.choices(range(config.rows), k=2))
            c1, c2 = sorted(rng.choices(range(config.cols), k=2))
            queries.append([r1, c1, r2, c2])
        data = {"grid": grid, "queries": queries}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = "\n".join(" ".join(f"{v:>3}" for v in row) for row in data["grid"])
        q = "\n".join(f"{i + 1}. ({a}, {b}, {c}, {d})" for i, (a, b, c, d) in enumerate(data["queries"]))
        body = rng.choice(_TEMPLATES).format(grid=grid, q=q)
        form = f"the {len(data['queries'])} sums in query order, separated by commas (for example 12, -3)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        g = data["grid"]
        rows, cols = len(g), len(g[0])
        p = [[0] * (cols + 1) for _ in range(rows + 1)]
        for r in range(rows):
            t.state(f"prefix row {r + 1}")
            running = 0
            for c in range(cols):
                running += g[r][c]
                p[r + 1][c + 1] = p[r][c + 1] + running
            t.compute(f"P[{r + 1}]", list(p[r + 1]))
        out: list[int] = []
        for i, (r1, c1, r2, c2) in enumerate(data["queries"]):
            t.state(f"query {i + 1}")
            whole = t.fetch(f"P[{r2 + 1}][{c2 + 1}]", p[r2 + 1][c2 + 1])
            above = t.fetch(f"P[{r1}][{c2 + 1}]", p[r1][c2 + 1])
            left = t.fetch(f"P[{r2 + 1}][{c1}]", p[r2 + 1][c1])
            corner = t.fetch(f"P[{r1}][{c1}]", p[r1][c1])
            out = t.compute("sums", out + [whole - above - left + corner])
        t.state("answer")
        return t.compute("answer", t.fetch("sums", out))

    def solve(self, data: dict) -> list[int]:
        # Add up every cell of each rectangle.
        g = data["grid"]
        return [sum(g[r][c] for r in range(r1, r2 + 1) for c in range(c1, c2 + 1)) for r1, c1, r2, c2 in data["queries"]]


BOOTCAMP = PrefixSum2d()
