"""Number of paths from the top-left to the bottom-right cell of a grid with blocked cells,
moving only right or down.

The trace fills ``ways[r][c]`` one cell per state: 0 on a blocked cell, otherwise the ways
into the cell above plus the ways into the cell to the left.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    walls: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 30 or not 2 <= self.cols <= 30:
            raise ValueError(f"rows and cols must be in 2..30, got {self.rows}, {self.cols}")
        if not 1 <= self.walls <= self.rows * self.cols // 3:
            raise ValueError(f"walls must be in 1..rows*cols/3, got {self.walls}")


_TEMPLATES = (
    "A robot stands on the top-left cell of this grid and must reach the bottom-right cell, moving only one cell "
    "right or one cell down each step. Cells marked # are blocked; . cells are free.\n{grid}\nHow many different "
    "paths can it take?",
    "Count the monotone lattice paths (each step right or down) from the upper-left corner to the lower-right "
    "corner of the map below that never enter a wall (#):\n{grid}",
    "In the {rows} by {cols} city map below, '.' is a street corner you can pass and '#' is a building. Walking "
    "only east or south, how many routes lead from the north-west corner to the south-east corner?\n{grid}",
)


class GridPathsObstacles(IntegerAnswer, Bootcamp):
    id = "dp/grid_paths_obstacles"
    description = "Number of right/down paths across a grid avoiding blocked cells (cell-by-cell counting trace)"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, cols=5, walls=5),
        "2": Config(rows=5, cols=6, walls=6),
        "3": Config(rows=6, cols=7, walls=8),
        "4": Config(rows=7, cols=8, walls=11),
        "5": Config(rows=8, cols=10, walls=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        inner = range(1, config.rows * config.cols - 1)  # never the two corners
        for _ in range(1000):
            blocked = set(rng.sample(inner, config.walls))  # an exact wall count keeps the grids varied
            cells = "".join("#" if i in blocked else "." for i in range(config.rows * config.cols))
            data = {"grid": [cells[r * config.cols : (r + 1) * config.cols] for r in range(config.rows)]}
            count = self.solve(data)
            if count > 1:
                return data, count
        raise RuntimeError(f"{self.id}: no grid with several paths in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        text = rng.choice(_TEMPLATES).format(rows=len(grid), cols=len(grid[0]), grid="\n".join(grid))
        return f"{text}\n{answer_instruction('the number of paths as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        ways = [[0] * cols for _ in range(rows)]
        for r in range(rows):
            for c in range(cols):
                t.state(f"cell {r},{c}")
                cell = t.fetch(f"grid[{r}][{c}]", grid[r][c])
                if t.goto(cell == "#", why="a blocked cell has no paths"):
                    ways[r][c] = t.compute(f"ways[{r}][{c}]", 0)
                    continue
                if r == 0 and c == 0:
                    ways[r][c] = t.compute(f"ways[{r}][{c}]", 1, why="the start")
                    continue
                up = t.fetch(f"ways[{r - 1}][{c}]", ways[r - 1][c]) if r else 0
                left = t.fetch(f"ways[{r}][{c - 1}]", ways[r][c - 1]) if c else 0
                ways[r][c] = t.compute(f"ways[{r}][{c}]", up + left, why="from above plus from the left")
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways[{rows - 1}][{cols - 1}]", ways[rows - 1][cols - 1]))

    def solve(self, data: dict) -> int:
        # Paths to the goal, counted backwards from each cell (right/down neighbours), bottom row first.
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        after = [0] * (cols + 1)
        for r in range(rows - 1, -1, -1):
            row = [0] * (cols + 1)
            for c in range(cols - 1, -1, -1):
                if grid[r][c] == ".":
                    row[c] = 1 if (r, c) == (rows - 1, cols - 1) else row[c + 1] + after[c]
            after = row
        return after[0]


BOOTCAMP = GridPathsObstacles()
