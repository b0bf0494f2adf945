"""Cheapest route across a grid of cell costs, moving up, down, left or right.

Each cell holds a digit 1-9, the price of stepping onto it; the start cell (top left) is free
and the route ends on the bottom-right cell. Moves may go in all four directions, so this is a
shortest-path problem (Dijkstra), not a right/down table. The trace pops one cell per state,
with its settled cost and the neighbours it improves.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 4
    cols: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 30 or not 2 <= self.cols <= 30:
            raise ValueError(f"rows and cols must be in 2..30, got {self.rows}x{self.cols}")


_TEMPLATES = (
    "Each cell of this grid shows the cost of stepping onto it:\n{grid}\nStart in the top-left cell (its cost is "
    "not paid) and reach the bottom-right cell, moving one cell up, down, left or right at a time. Every cell you "
    "enter costs its number (the last cell included). What is the cheapest total cost?",
    "A hiker crosses a field map of difficulty digits:\n{grid}\nShe starts on the top-left square, free of charge, "
    "and walks to the bottom-right square through side-adjacent squares (no diagonals; turning back is allowed). "
    "Entering a square costs its digit. Find the least total cost.",
    "Grid of weights:\n{grid}\nA path from (0, 0) to the bottom-right corner moves between orthogonally adjacent "
    "cells; its cost is the sum of the weights of all cells on it except the starting one. Minimum path cost?",
)


def _grid(rng: random.Random, rows: int, cols: int) -> list[str]:
    # Mostly expensive cells with a cheap winding band, so detours up and left can pay off.
    cells = [[rng.randint(5, 9) for _ in range(cols)] for _ in range(rows)]
    r = c = 0
    for _ in range(rows * cols):
        cells[r][c] = rng.randint(1, 3)
        dr, dc = rng.choice(((1, 0), (0, 1), (-1, 0), (0, -1), (1, 0), (0, 1)))
        r, c = min(max(r + dr, 0), rows - 1), min(max(c + dc, 0), cols - 1)
    for _ in range(rows * cols // 4):
        cells[rng.randrange(rows)][rng.randrange(cols)] = rng.randint(1, 9)
    return ["".join(map(str, row)) for row in cells]


class GridDijkstra(IntegerAnswer, Bootcamp):
    id = "graph/grid_dijkstra"
    description = "Cheapest four-direction route through a grid of cell costs (Dijkstra trace)"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=4),
        "2": Config(rows=4, cols=5),
        "3": Config(rows=5, cols=6),
        "4": Config(rows=7, cols=7),
        "5": Config(rows=9, cols=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"grid": _grid(rng, config.rows, config.cols)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        sep = rng.choice(("", " "))
        grid = "\n".join(sep.join(row) for row in data["grid"])
        text = rng.choice(_TEMPLATES).format(grid=grid)
        return f"{text}\n{answer_instruction('the minimum cost as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        goal = (rows - 1, cols - 1)
        dist = {(0, 0): 0}
        heap = [(0, 0, 0)]
        done = set()
        while True:
            t.state("pop")
            d, r, c = t.compute("pop", list(min(heap)), why="cheapest open cell (row, col on ties)")
            heap.remove((d, r, c))
            if (r, c) in done:
                continue
            done.add((r, c))
            if t.goto((r, c) == goal, why="goal settled"):
                break
            better = []
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in done:
                    cost = int(t.fetch(f"g[{nr}][{nc}]", grid[nr][nc]))
                    if d + cost < dist.get((nr, nc), 10**9):
                        dist[(nr, nc)] = t.compute(f"d[{nr}][{nc}]", d + cost)
                        better.append((d + cost, nr, nc))
            heap.extend(better)
        t.state("answer")
        return t.compute("answer", t.fetch(f"d[{goal[0]}][{goal[1]}]", d))

    def solve(self, data: dict) -> int:
        # Bellman-Ford style relaxation sweeps until nothing changes (the trace uses Dijkstra).
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        big = 10**9
        dist = [[big] * cols for _ in range(rows)]
        dist[0][0] = 0
        changed = True
        while changed:
            changed = False
            for r in range(rows):
                for c in range(cols):
                    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                        if 0 <= nr < rows and 0 <= nc < cols and dist[nr][nc] + int(grid[r][c]) < dist[r][c]:
                            dist[r][c] = dist[nr][nc] + int(grid[r][c])
                            changed = True
        return dist[-1][-1]


BOOTCAMP = GridDijkstra()
