"""Stacks of unit cubes on a grid, given as a height map: the exposed surface area of the whole
solid (faces touching another cube are hidden; with ``on_table`` the bottom faces are hidden
too). Cell by cell: the top and bottom if the stack is non-empty, plus each side's height
above its neighbour."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import cell_name, neighbours
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 3
    max_height: int = 4
    empty: float = 0.15  # chance a cell has no cubes
    on_table: bool = False  # bottom faces rest on a table and do not count

    def __post_init__(self) -> None:
        if not 1 <= self.rows <= 10 or not 2 <= self.cols <= 10:
            raise ValueError(f"need 1 <= rows <= 10 and 2 <= cols <= 10, got {self.rows}x{self.cols}")
        if not 1 <= self.max_height <= 20:
            raise ValueError(f"max_height must be in 1..20, got {self.max_height}")
        if not 0.0 <= self.empty <= 0.6:
            raise ValueError(f"empty must be in [0, 0.6], got {self.empty}")


def exposed_area(heights: list[list[int]], on_table: bool) -> int:
    """The program's cell-by-cell count without a tracer (generation's fast path)."""
    rows, cols = len(heights), len(heights[0])
    total = 0
    for r in range(rows):
        for c in range(cols):
            h = heights[r][c]
            if h:
                total += 1 if on_table else 2
                for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    other = heights[nr][nc] if 0 <= nr < rows and 0 <= nc < cols else 0
                    total += max(0, h - other)
    return total


_TEMPLATES = (
    "Unit cubes are stacked on a square grid. The number in each cell is how many cubes are stacked there (0 = none):"
    "\n{grid}\n{floor} How many unit squares of surface are exposed in total? (A face pressed against another cube's "
    "face is not exposed.)",
    "A sculpture is built from 1x1x1 cubes; the height map below gives the size of the column of cubes standing on "
    "each cell.\n{grid}\n{floor} What is the total surface area of the sculpture, counting every face of a cube that "
    "does not touch another cube?",
    "Height map of towers of unit cubes (rows are rows of the grid, each number a tower height):\n{grid}\n{floor} "
    "Count the unit faces you could paint, i.e. the exposed surface area of the whole shape.",
)
_FLOOR = {
    True: "The shape stands on a table, so faces resting on the table are not exposed.",
    False: "The shape hangs in the air, so its bottom faces are exposed too.",
}


class CubeStackSurface(IntegerAnswer, Bootcamp):
    id = "spatial/cube_stack_surface"
    description = "Exposed surface area of stacks of unit cubes given as a height map"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=3, max_height=3, empty=0.1),
        "2": Config(rows=3, cols=3, max_height=5, on_table=True),
        "3": Config(rows=4, cols=4, max_height=6),
        "4": Config(rows=5, cols=5, max_height=8, empty=0.25, on_table=True),
        "5": Config(rows=6, cols=7, max_height=9, empty=0.3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        heights = [[0 if rng.random() < config.empty else rng.randint(1, config.max_height) for _ in range(config.cols)]
                   for _ in range(config.rows)]
        if not any(map(any, heights)):
            heights[0][0] = 1
        data = {"heights": heights, "on_table": config.on_table}
        return data, exposed_area(heights, config.on_table)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = "\n".join(" ".join(map(str, row)) for row in data["heights"])
        text = rng.choice(_TEMPLATES).format(grid=grid, floor=_FLOOR[data["on_table"]])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        heights = data["heights"]
        rows, cols = len(heights), len(heights[0])
        caps = 1 if data["on_table"] else 2
        total = 0
        for r in range(rows):
            for c in range(cols):
                t.state(f"cell {cell_name(r, c)}")
                h = t.fetch(f"h[{cell_name(r, c)}]", heights[r][c])
                if not t.goto(h > 0, why="cubes here?"):
                    continue
                sides = 0
                for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                    nr, nc = r + dr, c + dc
                    other = heights[nr][nc] if 0 <= nr < rows and 0 <= nc < cols else 0
                    if 0 <= nr < rows and 0 <= nc < cols:
                        other = t.fetch(f"h[{cell_name(nr, nc)}]", other)
                    sides += max(0, h - other)
                exposed = t.compute("exposed", caps + sides, why=f"{caps} cap(s) + sides above the neighbours")
                total = t.compute("total", total + exposed)
        t.state("answer")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """Voxel by voxel: six faces each, minus two for every pair of touching cubes (and the
        bottom faces on a table)."""
        heights = data["heights"]
        rows, cols = len(heights), len(heights[0])
        cubes = sum(map(sum, heights))
        touching = sum(h - 1 for row in heights for h in row if h)  # vertical contacts inside a column
        for r in range(rows):
            for c in range(cols):
                touching += sum(min(heights[r][c], heights[nr][nc]) for nr, nc in neighbours(r, c, rows, cols) if (nr, nc) > (r, c))
        table = sum(1 for row in heights for h in row if h) if data["on_table"] else 0
        return 6 * cubes - 2 * touching - table


BOOTCAMP = CubeStackSurface()
