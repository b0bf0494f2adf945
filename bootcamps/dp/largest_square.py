"""Side of the largest all-ones square in a 0/1 grid.

``side[r][c]`` is the largest all-ones square whose bottom-right corner is cell (r, c): one plus
the smallest of its upper, left and upper-left neighbours when the cell is 1, else 0. The trace
fills the grid row by row, one state per row.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 4
    cols: int = 5
    density: float = 0.7

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 40 or not 2 <= self.cols <= 40:
            raise ValueError(f"rows and cols must be in 2..40, got {self.rows}, {self.cols}")
        if not 0.1 <= self.density <= 0.95:
            raise ValueError(f"density must be in 0.1..0.95, got {self.density}")


_TEMPLATES = (
    "In the grid below (rows top to bottom), find the largest square block made only of 1s. What is its side "
    "length?\n{grid}",
    "Binary matrix:\n{grid}\nWhat is the side of the biggest axis-aligned square sub-matrix whose entries are all 1? "
    "(0 if there is no 1 at all.)",
    "{grid}\nAbove is a {r} x {c} field of 0s and 1s. Report the side length of the largest square region (contiguous "
    "rows and columns) containing only 1s.",
)


class LargestSquare(IntegerAnswer, Bootcamp):
    id = "dp/largest_square"
    description = "Largest all-ones square in a 0/1 grid (min-of-three-neighbours DP)"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=5, density=0.7),
        "2": Config(rows=5, cols=6, density=0.72),
        "3": Config(rows=6, cols=8, density=0.75),
        "4": Config(rows=8, cols=10, density=0.78),
        "5": Config(rows=10, cols=12, density=0.8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        grid = ["".join("1" if rng.random() < config.density else "0" for _ in range(config.cols)) for _ in range(config.rows)]
        data = {"grid": grid}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        sep = rng.choice(("", " "))
        grid = "\n".join(sep.join(row) for row in data["grid"])
        text = rng.choice(_TEMPLATES).format(grid=grid, r=len(data["grid"]), c=len(data["grid"][0]))
        return f"{text}\n{answer_instruction('the side length as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        above = [0] * len(grid[0])
        best = 0
        for r, row in enumerate(grid):
            t.state(f"row {r}")
            cells = t.fetch(f"row[{r}]", row)
            previous = t.fetch("above", list(above))
            current: list[int] = []
            for c, cell in enumerate(cells):
                if cell != "1":
                    current.append(0)
                elif r == 0 or c == 0:
                    current.append(1)
                else:
                    current.append(1 + min(previous[c], current[c - 1], previous[c - 1]))
            above = t.compute("side", current, why="1 + min(up, left, up-left) where the cell is 1")
            best = t.compute("best", max([best] + above))
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Try every top-left corner and grow the square while its new border is all 1s.
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        best = 0
        for r in range(rows):
            for c in range(cols):
                k = 0
                while r + k < rows and c + k < cols and all(grid[r + k][c + j] == "1" for j in range(k + 1)) and all(
                    grid[r + i][c + k] == "1" for i in range(k + 1)
                ):
                    k += 1
                best = max(best, k)
        return best


BOOTCAMP = LargestSquare()
