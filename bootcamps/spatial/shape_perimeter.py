"""The total perimeter of the shaded cells of a grid: every unit side between a shaded cell
and an unshaded cell or the border (holes' inner sides included)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import render
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    fill: float = 0.5

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 30 or not 2 <= self.cols <= 30:
            raise ValueError(f"rows and cols must be in 2..30, got {self.rows}x{self.cols}")
        if not 0.1 <= self.fill <= 0.9:
            raise ValueError(f"fill must be in [0.1, 0.9], got {self.fill}")


_TEMPLATES = (
    "Each cell below is a unit square; # cells are painted, . cells are not:\n{grid}\nWhat is the total length of "
    "the outline of the painted area? Count every unit side that separates a painted cell from an unpainted cell or "
    "from the outside of the grid, including the sides around unpainted holes.",
    "A fence is built along every edge between a # cell and a . cell, and along every edge of a # cell on the border "
    "of this {r}x{c} map:\n{grid}\nHow many unit lengths of fence are needed?",
    "Find the perimeter of the shape made of the # squares in this grid (all regions together; inner boundaries "
    "around holes count, shared sides between two # squares do not):\n{grid}",
)


class ShapePerimeter(IntegerAnswer, Bootcamp):
    id = "spatial/shape_perimeter"
    description = "Total perimeter of the shaded cells of a grid, holes included"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=5, fill=0.5),
        "2": Config(rows=6, cols=6, fill=0.5),
        "3": Config(rows=7, cols=8, fill=0.55),
        "4": Config(rows=10, cols=10, fill=0.55),
        "5": Config(rows=14, cols=15, fill=0.6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        grid = [[int(rng.random() < config.fill) for _ in range(config.cols)] for _ in range(config.rows)]
        data = {"grid": grid}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        text = rng.choice(_TEMPLATES).format(grid=render(grid, sep="", symbols={0: ".", 1: "#"}), r=len(grid), c=len(grid[0]))
        return f"{text}\n{answer_instruction('the perimeter, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Row by row, each painted cell adds its sides that face no painted neighbour."""
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        total = 0
        for r in range(rows):
            t.state(f"row {r + 1}")
            t.fetch(f"row[{r + 1}]", "".join("#" if x else "." for x in grid[r]))
            open_sides = []
            for c in range(cols):
                if grid[r][c]:
                    near = [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
                    open_sides.append(sum(1 for rr, cc in near if not (0 <= rr < rows and 0 <= cc < cols and grid[rr][cc])))
            sides = t.compute("sides", open_sides, why="exposed sides of each painted cell, left to right")
            total = t.compute("total", total + sum(sides))
        t.state("answer")
        return t.fetch("total", total)

    def solve(self, data: dict) -> int:
        """4 sides per painted cell, minus 2 for every pair of painted neighbours."""
        grid = data["grid"]
        cells = sum(map(sum, grid))
        pairs = sum(a and b for row in grid for a, b in zip(row, row[1:]))
        pairs += sum(a and b for up, down in zip(grid, grid[1:]) for a, b in zip(up, down))
        return 4 * cells - 2 * pairs


BOOTCAMP = ShapePerimeter()
