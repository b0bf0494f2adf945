"""Count the axis-aligned rectangles (squares included) made only of open cells in a grid
with some blocked cells."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import render
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 4
    cols: int = 5
    blocked: float = 0.2

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 20 or not 2 <= self.cols <= 20:
            raise ValueError(f"rows and cols must be in 2..20, got {self.rows}x{self.cols}")
        if not 0.0 <= self.blocked < 1.0:
            raise ValueError(f"blocked must be in [0, 1), got {self.blocked}")


_TEMPLATES = (
    "In the grid below, . is an open cell and # a blocked one:\n{grid}\nHow many rectangles (any size from 1x1 up, "
    "squares included, sides along the grid lines) consist only of open cells?",
    "Count every axis-aligned rectangle of whole cells that contains no blocked cell (#) in this {r}x{c} grid "
    "(open cells are .). A single open cell counts as a 1x1 rectangle; rectangles may overlap.\n{grid}",
    "A {r} by {c} floor plan has open tiles (.) and pillars (#):\n{grid}\nHow many different rectangular areas made "
    "entirely of open tiles are there? Count every size and position, including single tiles.",
)


class CountRectangles(IntegerAnswer, Bootcamp):
    id = "spatial/count_rectangles"
    description = "Count the all-open axis-aligned rectangles in a grid with blocked cells"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=5, blocked=0.3),
        "2": Config(rows=5, cols=6, blocked=0.25),
        "3": Config(rows=6, cols=7, blocked=0.2),
        "4": Config(rows=8, cols=9, blocked=0.15),
        "5": Config(rows=10, cols=12, blocked=0.12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        grid = [[int(rng.random() < config.blocked) for _ in range(config.cols)] for _ in range(config.rows)]
        data = {"grid": grid}
        return data, count_by_heights(grid)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        text = rng.choice(_TEMPLATES).format(grid=render(grid, symbols={0: ".", 1: "#"}), r=len(grid), c=len(grid[0]))
        return f"{text}\n{answer_instruction('the number of rectangles, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Row by row: heights of open runs ending at this row; rectangles whose bottom-right
        corner is (r, c) are sum over left edges of the smallest height between them."""
        grid = data["grid"]
        cols = len(grid[0])
        heights = [0] * cols
        total = 0
        for r, row in enumerate(grid):
            t.state(f"row {r + 1}")
            cells = t.fetch(f"row[{r + 1}]", row[:])
            prev = t.fetch("heights", heights[:])
            heights = t.compute("heights", [0 if cells[c] else prev[c] + 1 for c in range(cols)],
                                why="open cells extend the run above, blocked cells reset it")
            ending = []
            for c in range(cols):
                low, count = heights[c], 0
                for left in range(c, -1, -1):
                    low = min(low, heights[left])
                    if low == 0:
                        break
                    count += low
                ending.append(count)
            ending = t.compute("ending", ending, why="rectangles with their bottom-right corner in each cell")
            total = t.compute("total", total + sum(ending), why="add this row's rectangles")
        t.state("answer")
        return t.fetch("total", total)

    def solve(self, data: dict) -> int:
        """Brute force over every rectangle with a 2-D prefix sum of blocked cells."""
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        pre = [[0] * (cols + 1) for _ in range(rows + 1)]
        for r in range(rows):
            for c in range(cols):
                pre[r + 1][c + 1] = grid[r][c] + pre[r][c + 1] + pre[r + 1][c] - pre[r][c]
        count = 0
        for r1 in range(rows):
            for r2 in range(r1 + 1, rows + 1):
                for c1 in range(cols):
                    for c2 in range(c1 + 1, cols + 1):
                        if pre[r2][c2] - pre[r1][c2] - pre[r2][c1] + pre[r1][c1] == 0:
                            count += 1
        return count


def count_by_heights(grid: list[list[int]]) -> int:
    cols = len(grid[0])
    heights = [0] * cols
    total = 0
    for row in grid:
        heights = [0 if row[c] else heights[c] + 1 for c in range(cols)]
        for c in range(cols):
            low = heights[c]
            for left in range(c, -1, -1):
                low = min(low, heights[left])
                if low == 0:
                    break
                total += low
    return total


BOOTCAMP = CountRectangles()
