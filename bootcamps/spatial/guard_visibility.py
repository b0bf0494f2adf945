"""Guards in a walled grid see along their row and column until a wall; count the open cells
that no guard sees."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import render
from bootcamps.kit.puzzles import segments
from bootcamps.trace import Tracer

_SYMBOLS = {0: ".", 1: "#", 2: "G"}


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    walls: float = 0.2
    guards: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 30 or not 2 <= self.cols <= 30:
            raise ValueError(f"rows and cols must be in 2..30, got {self.rows}x{self.cols}")
        if not 0.0 <= self.walls <= 0.6:
            raise ValueError(f"walls must be in [0, 0.6], got {self.walls}")
        if not 1 <= self.guards <= 30:
            raise ValueError(f"guards must be in 1..30, got {self.guards}")


_TEMPLATES = (
    "In this floor plan, # is a wall, . an open cell and G a guard standing in an open cell:\n{grid}\nA guard sees "
    "every cell in its own row and column, in all four directions, up to (not through) the first wall or the edge. "
    "Guards do not block each other's view. How many open cells (. cells, not counting guards' own cells) are seen "
    "by no guard?",
    "Each G below is a lamp that lights its own row and column in straight lines until a wall (#) or the border "
    "stops the light; other lamps do not block it.\n{grid}\nCount the . cells that stay dark.",
    "Rooks (G) stand on a board with obstacles (#); empty squares are dots.\n{grid}\nA rook watches the squares it "
    "could slide to horizontally or vertically, where obstacles block but other rooks do not (the rook's view passes "
    "through them). How many empty squares are watched by no rook?",
)


class GuardVisibility(IntegerAnswer, Bootcamp):
    id = "spatial/guard_visibility"
    description = "Open cells of a walled grid unseen by guards who look along rows and columns"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=5, walls=0.2, guards=1),
        "2": Config(rows=6, cols=6, walls=0.2, guards=2),
        "3": Config(rows=7, cols=8, walls=0.22, guards=3),
        "4": Config(rows=9, cols=10, walls=0.25, guards=4),
        "5": Config(rows=12, cols=13, walls=0.25, guards=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        grid = [[int(rng.random() < config.walls) for _ in range(config.cols)] for _ in range(config.rows)]
        open_cells = [r * config.cols + c for r in range(config.rows) for c in range(config.cols) if not grid[r][c]]
        for v in rng.sample(open_cells, min(config.guards, len(open_cells))):
            grid[v // config.cols][v % config.cols] = 2
        data = {"grid": grid}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(grid=render(data["grid"], sep="", symbols=_SYMBOLS))
        return f"{text}\n{answer_instruction('the number of unseen open cells, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Every straight run of non-wall cells that holds a guard is seen whole."""
        grid = data["grid"]
        runs = segments([[v != 1 for v in row] for row in grid])
        seen: set[tuple[int, int]] = set()
        for i, run in enumerate(runs):
            guards = [(r, c) for r, c in run if grid[r][c] == 2]
            if not guards:
                continue
            t.state(f"run {i + 1}")
            t.fetch("guard", f"r{guards[0][0] + 1}c{guards[0][1] + 1}")
            seen.update(run)
            t.compute("sees", f"r{run[0][0] + 1}c{run[0][1] + 1}..r{run[-1][0] + 1}c{run[-1][1] + 1}",
                      why="the whole run between walls")
        count = 0
        for r, row in enumerate(grid):
            t.state(f"row {r + 1}")
            unseen = t.compute("unseen", sum(1 for c, v in enumerate(row) if v == 0 and (r, c) not in seen))
            count = t.compute("count", count + unseen)
        t.state("answer")
        return t.fetch("count", count)

    def solve(self, data: dict) -> int:
        """Walk out from every guard in the four directions, marking cells until a wall."""
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        seen = set()
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] != 2:
                    continue
                for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                    rr, cc = r + dr, c + dc
                    while 0 <= rr < rows and 0 <= cc < cols and grid[rr][cc] != 1:
                        seen.add((rr, cc))
                        rr, cc = rr + dr, cc + dc
        return sum(1 for r in range(rows) for c in range(cols) if grid[r][c] == 0 and (r, c) not in seen)


BOOTCAMP = GuardVisibility()
