"""Largest all-ones rectangle in a 0/1 matrix (its area).

The trace goes row by row keeping, for every column, the height of the run of 1s ending in that
row; each row is then a histogram, and the largest rectangle under it is found with the
increasing-stack method (a bar popped from the stack spans from the bar below it to the bar
that popped it). One state per row.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 6
    density: float = 0.7

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 40 or not 2 <= self.cols <= 40:
            raise ValueError(f"rows and cols must be in 2..40, got {self.rows}, {self.cols}")
        if not 0.2 <= self.density <= 0.95:
            raise ValueError(f"density must be in 0.2..0.95, got {self.density}")


_TEMPLATES = (
    "In the 0/1 grid below, what is the area (number of cells) of the largest axis-aligned rectangle made "
    "only of 1s?\n{grid}",
    "A field map marks usable plots with 1 and rocks with 0:\n{grid}\nA farmer wants one rectangular block of "
    "usable plots (rows and columns contiguous). How many plots does the largest such block contain?",
    "Find the maximal rectangle of 1s in this binary matrix and report its area:\n{grid}",
)


def _histogram_best(heights: list[int]) -> int:
    best, stack = 0, []  # stack of indices with increasing heights
    for i, h in enumerate(heights + [0]):
        while stack and heights[stack[-1]] >= h:
            top = stack.pop()
            left = stack[-1] + 1 if stack else 0
            best = max(best, heights[top] * (i - left))
        stack.append(i)
    return best


class MaxRectangle(IntegerAnswer, Bootcamp):
    id = "dp/max_rectangle"
    description = "Area of the largest all-ones rectangle in a 0/1 matrix (row histograms, stack trace)"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=5, density=0.65),
        "2": Config(rows=5, cols=6, density=0.7),
        "3": Config(rows=6, cols=8, density=0.7),
        "4": Config(rows=8, cols=10, density=0.75),
        "5": Config(rows=10, cols=13, density=0.75),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        grid = ["".join("1" if rng.random() < config.density else "0" for _ in range(config.cols))
                for _ in range(config.rows)]
        data = {"grid": grid}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        sep = rng.choice(("", " "))
        grid = "\n".join(sep.join(row) for row in data["grid"])
        text = rng.choice(_TEMPLATES).format(grid=grid)
        return f"{text}\n{answer_instruction('the area as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        heights = [0] * len(data["grid"][0])
        best = 0
        for r, row in enumerate(data["grid"]):
            t.state(f"row {r}")
            line = t.fetch(f"row[{r}]", row)
            heights = t.compute("heights", [h + 1 if c == "1" else 0 for h, c in zip(heights, line)],
                                why="extend the run of 1s above, or reset on 0")
            here = t.compute("row_best", _histogram_best(heights), why="largest rectangle under the histogram")
            best = t.compute("best", max(best, here))
        t.state("answer")
        return t.compute("answer", t.fetch("best", best))

    def solve(self, data: dict) -> int:
        # Every rectangle, counted with a 2-D prefix sum of 1s.
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        pre = [[0] * (cols + 1) for _ in range(rows + 1)]
        for r in range(rows):
            for c in range(cols):
                pre[r + 1][c + 1] = pre[r][c + 1] + pre[r + 1][c] - pre[r][c] + (grid[r][c] == "1")
        best = 0
        for r1 in range(rows):
            for r2 in range(r1 + 1, rows + 1):
                for c1 in range(cols):
                    for c2 in range(c1 + 1, cols + 1):
                        area = (r2 - r1) * (c2 - c1)
                        if area > best and pre[r2][c2] - pre[r1][c2] - pre[r2][c1] + pre[r1][c1] == area:
                            best = area
        return best


BOOTCAMP = MaxRectangle()
