"""Rain on a height map: a grid of block columns; water drains off the grid's outer edge and
flows between edge-adjacent cells, so each cell's water rises to the lowest "spill level" on
any path from it to the border. The total trapped water, by the priority-queue sweep inward
from the border (each cell is popped at its spill level)."""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 4
    cols: int = 4
    max_height: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 12 or not 3 <= self.cols <= 12:
            raise ValueError(f"rows and cols must be in 3..12, got {self.rows}x{self.cols}")
        if not 2 <= self.max_height <= 30:
            raise ValueError(f"max_height must be in 2..30, got {self.max_height}")


_TEMPLATES = (
    "A {rows} x {cols} field is built of square columns of blocks; the numbers give the height of each column "
    "(one row of the field per line):\n{grid}\nRain falls until no more water can be held. Water can flow between "
    "cells that share a side, and any water that reaches a cell on the outer edge of the field runs off it. How many "
    "unit cubes of water stay on the field?",
    "Height map ({rows} rows, {cols} columns):\n{grid}\nTreat it as a relief of unit blocks and pour water on it. "
    "Water spreads to side-adjacent cells (not diagonally) and escapes over the boundary of the map, so a cell holds "
    "water only up to the lowest level at which it could spill to the edge. Give the total volume of trapped water "
    "in unit cubes.",
    "Compute the rainwater trapped by this 2D elevation grid (each entry is a stack height; cells connect through "
    "their four sides; water leaving any border cell is lost):\n{grid}",
)


class RainTrapped2D(Bootcamp):
    id = "spatial/rain_trapped_2d"
    description = "Total rainwater trapped on a 2D height map (water spills over the border, flows side to side)"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=4, max_height=4),
        "2": Config(rows=4, cols=5, max_height=6),
        "3": Config(rows=5, cols=6, max_height=9),
        "4": Config(rows=7, cols=7, max_height=12),
        "5": Config(rows=9, cols=10, max_height=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            rim = [config.max_height // 2, config.max_height]
            grid = []
            for r in range(config.rows):
                row = []
                for c in range(config.cols):
                    border = r in (0, config.rows - 1) or c in (0, config.cols - 1)
                    row.append(rng.randint(*rim) if border and rng.random() < 0.8 else rng.randint(0, config.max_height))
                grid.append(row)
            data = {"grid": grid}
            gold = self.solve(data)
            if gold > 0:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = "\n".join(" ".join(f"{h:>2}" for h in row) for row in data["grid"])
        text = rng.choice(_TEMPLATES).format(rows=len(data["grid"]), cols=len(data["grid"][0]), grid=grid)
        return f"{text}\n{answer_instruction('one integer (the number of unit cubes of water)')}"

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == int(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        t.state("border")
        heap = [(grid[r][c], r, c) for r in range(rows) for c in range(cols) if r in (0, rows - 1) or c in (0, cols - 1)]
        t.compute("border cells", len(heap), why="water spills from these")
        heapq.heapify(heap)
        seen = {(r, c) for _, r, c in heap}
        total = 0
        while heap:
            level, r, c = heapq.heappop(heap)
            fresh = [(nr, nc) for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                     if 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in seen]
            if not fresh:
                continue
            t.state(f"pop r{r + 1}c{c + 1}")
            level = t.fetch(f"level[r{r + 1}c{c + 1}]", level)
            for nr, nc in fresh:
                seen.add((nr, nc))
                h = t.fetch(f"h[r{nr + 1}c{nc + 1}]", grid[nr][nc])
                water = t.compute(f"water[r{nr + 1}c{nc + 1}]", max(0, level - h), why="spill level minus height")
                total = t.compute("total", total + water)
                heapq.heappush(heap, (max(level, h), nr, nc))
        t.state("answer")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """Relaxation: the water surface starts at the border heights and +inf inside and drops
        to max(height, lowest neighbour surface) until nothing changes."""
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        inf = 10**9
        surf = [[grid[r][c] if r in (0, rows - 1) or c in (0, cols - 1) else inf for c in range(cols)] for r in range(rows)]
        changed = True
        while changed:
            changed = False
            for r in range(1, rows - 1):
                for c in range(1, cols - 1):
                    low = min(surf[r - 1][c], surf[r + 1][c], surf[r][c - 1], surf[r][c + 1])
                    new = max(grid[r][c], low)
                    if new < surf[r][c]:
                        surf[r][c], changed = new, True
        return sum(surf[r][c] - grid[r][c] for r in range(rows) for c in range(cols))


BOOTCAMP = RainTrapped2D()
