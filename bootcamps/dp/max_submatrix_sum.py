"""Largest sum of a non-empty rectangular block of a grid of integers (negatives included).

The trace fixes the top row, then extends the bottom row one at a time: each state reads the
column sums so far and the new row, adds them, and runs Kadane's scan over the column sums
(the best block ending at each column), keeping the best sum seen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 4
    max_abs: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 30 or not 2 <= self.cols <= 30:
            raise ValueError(f"rows and cols must be in 2..30, got {self.rows}, {self.cols}")
        if not 2 <= self.max_abs <= 1000:
            raise ValueError(f"max_abs must be in 2..1000, got {self.max_abs}")


_TEMPLATES = (
    "Here is a grid of integers:\n{grid}\nChoose a rectangle of consecutive rows and consecutive columns (at least "
    "one cell). What is the largest possible sum of the numbers inside it?",
    "A farm is divided into plots with these yearly profits (negative numbers are losses):\n{grid}\nYou may buy one "
    "rectangular block of adjacent plots. What is the best total profit you can get?",
    "Maximum sum submatrix: for the {rows} x {cols} matrix\n{grid}\nfind the maximum sum over all contiguous "
    "non-empty submatrices.",
)


class MaxSubmatrixSum(IntegerAnswer, Bootcamp):
    id = "dp/max_submatrix_sum"
    description = "Maximum sum of a contiguous rectangle in an integer grid (row-pair Kadane trace)"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=3, max_abs=9),
        "2": Config(rows=3, cols=4, max_abs=9),
        "3": Config(rows=4, cols=5, max_abs=12),
        "4": Config(rows=5, cols=6, max_abs=15),
        "5": Config(rows=6, cols=7, max_abs=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        grid = [[rng.randint(-config.max_abs, config.max_abs) for _ in range(config.cols)] for _ in range(config.rows)]
        data = {"grid": grid}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        width = max(len(str(x)) for row in grid for x in row)
        text = rng.choice(_TEMPLATES).format(
            rows=len(grid), cols=len(grid[0]), grid="\n".join(" ".join(str(x).rjust(width) for x in row) for row in grid)
        )
        return f"{text}\n{answer_instruction('the largest sum as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        best = None
        for top in range(len(grid)):
            sums = [0] * len(grid[0])
            for bottom in range(top, len(grid)):
                t.state(f"rows {top}..{bottom}")
                before = t.fetch("col sums", sums)
                row = t.fetch(f"row {bottom}", grid[bottom])
                sums = t.compute("col sums", [a + b for a, b in zip(before, row)])
                ending, run = [], None
                for x in sums:
                    run = x if run is None or run < 0 else run + x
                    ending.append(run)
                ending = t.compute("best ending at each column", ending, why="Kadane: x, or x plus a positive run")
                old = t.fetch("best", best)
                best = t.compute("best", max(ending) if old is None else max(old, max(ending)))
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Every rectangle, summed from a table of prefix sums.
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        pre = [[0] * (cols + 1) for _ in range(rows + 1)]
        for r in range(rows):
            for c in range(cols):
                pre[r + 1][c + 1] = grid[r][c] + pre[r][c + 1] + pre[r + 1][c] - pre[r][c]
        return max(
            pre[r2][c2] - pre[r1][c2] - pre[r2][c1] + pre[r1][c1]
            for r1 in range(rows) for r2 in range(r1 + 1, rows + 1) for c1 in range(cols) for c2 in range(c1 + 1, cols + 1)
        )


BOOTCAMP = MaxSubmatrixSum()
