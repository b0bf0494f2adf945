"""Smallest total of the numbers on a path from the top-left to the bottom-right cell of a grid,
moving only right or down.

The trace fills ``best[r][c]`` row by row: one state per cell, reading the cell above and the
cell to the left.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 4
    max_value: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 50 or not 2 <= self.cols <= 50:
            raise ValueError(f"rows and cols must be in 2..50, got {self.rows}, {self.cols}")
        if self.max_value < 1:
            raise ValueError(f"max_value must be >= 1, got {self.max_value}")


_TEMPLATES = (
    "Grid of numbers:\n{grid}\nStart at the top-left cell and end at the bottom-right cell, moving one cell right or "
    "one cell down each step. What is the smallest possible sum of the numbers on the cells you visit (both ends "
    "included)?",
    "A robot crosses a field divided into {rows} rows and {cols} columns; each cell costs the energy shown:\n{grid}\n"
    "It enters at the top-left cell, leaves from the bottom-right cell, and only moves right or down. Counting every "
    "cell it stands on, what is the least total energy?",
    "Find the minimum path sum from the upper-left to the lower-right corner of this {rows}x{cols} matrix, where each "
    "move goes right or down and the sum includes the start and end cells:\n{grid}",
)


class MinPathSum(IntegerAnswer, Bootcamp):
    id = "dp/min_path_sum"
    description = "Minimum right/down path sum across a grid (grid DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=3, max_value=9),
        "2": Config(rows=3, cols=5, max_value=9),
        "3": Config(rows=5, cols=5, max_value=20),
        "4": Config(rows=6, cols=8, max_value=30),
        "5": Config(rows=9, cols=10, max_value=50),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        grid = [[rng.randint(1, config.max_value) for _ in range(config.cols)] for _ in range(config.rows)]
        data = {"grid": grid}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        sep = rng.choice((" ", "  ", ", "))
        text = rng.choice(_TEMPLATES).format(
            grid="\n".join(sep.join(str(v) for v in row) for row in grid), rows=len(grid), cols=len(grid[0])
        )
        return f"{text}\n{answer_instruction('the minimum sum as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        best = [[0] * cols for _ in range(rows)]
        for r in range(rows):
            for c in range(cols):
                t.state(f"cell {r},{c}")
                v = t.fetch(f"g[{r}][{c}]", grid[r][c])
                came = []
                if r:
                    came.append(t.fetch(f"best[{r - 1}][{c}]", best[r - 1][c]))
                if c:
                    came.append(t.fetch(f"best[{r}][{c - 1}]", best[r][c - 1]))
                best[r][c] = t.compute(f"best[{r}][{c}]", v + min(came, default=0), why="cell plus the cheaper way in")
        t.state("answer")
        return t.compute("answer", t.fetch(f"best[{rows - 1}][{cols - 1}]", best[-1][-1]))

    def solve(self, data: dict) -> int:
        # Dijkstra over cells with right/down moves (the trace fills the table in order).
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        heap, done = [(grid[0][0], 0, 0)], set()
        while heap:
            d, r, c = heapq.heappop(heap)
            if (r, c) == (rows - 1, cols - 1):
                return d
            if (r, c) in done:
                continue
            done.add((r, c))
            for nr, nc in ((r + 1, c), (r, c + 1)):
                if nr < rows and nc < cols:
                    heapq.heappush(heap, (d + grid[nr][nc], nr, nc))
        raise ValueError("the corner is unreachable")


BOOTCAMP = MinPathSum()
