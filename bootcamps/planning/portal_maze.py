"""Maze with one-way portals: walking one square at a time (up, down, left or right) through a
walled grid, stepping onto a portal entrance (capital letter) instantly carries the walker to
the matching exit (the same lowercase letter) at no extra cost; exits are ordinary squares and
do not lead back. The fewest steps from S to G, by breadth-first search where an entrance is
replaced by its exit."""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))
LETTERS = "ABCDEF"


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    walls: float = 0.25
    portals: int = 2
    min_steps: int = 4

    def __post_init__(self) -> None:
        if not 4 <= self.rows <= 20 or not 4 <= self.cols <= 20:
            raise ValueError(f"rows and cols must be in 4..20, got {self.rows}x{self.cols}")
        if not 0.0 <= self.walls <= 0.45:
            raise ValueError(f"walls must be in [0, 0.45], got {self.walls}")
        if not 1 <= self.portals <= len(LETTERS):
            raise ValueError(f"portals must be in 1..{len(LETTERS)}, got {self.portals}")
        if not 1 <= self.min_steps <= 60:
            raise ValueError(f"min_steps must be in 1..60, got {self.min_steps}")


def landing(grid: list[str], exits: dict[str, tuple[int, int]], r: int, c: int) -> tuple[int, int]:
    """Where a walker entering square (r, c) ends up: an entrance forwards it to its exit."""
    ch = grid[r][c]
    return exits[ch.lower()] if ch in LETTERS else (r, c)


def neighbours(grid: list[str], exits: dict, r: int, c: int) -> list[tuple[int, int]]:
    out = []
    for dr, dc in STEPS:
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[0]) and grid[nr][nc] != "#":
            out.append(landing(grid, exits, nr, nc))
    return out


def find_exits(grid: list[str]) -> dict[str, tuple[int, int]]:
    return {ch: (r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch.islower()}


def find(grid: list[str], mark: str) -> tuple[int, int]:
    for r, row in enumerate(grid):
        if mark in row:
            return r, row.index(mark)
    raise ValueError(mark)


def bfs(grid: list[str], start: tuple[int, int]) -> dict[tuple[int, int], int]:
    exits = find_exits(grid)
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for cell in frontier:
            for other in neighbours(grid, exits, *cell):
                if other not in dist:
                    dist[other] = dist[cell] + 1
                    nxt.append(other)
        frontier = nxt
    return dist


_TEMPLATES = (
    "A walker moves through the maze below one square per step, up, down, left or right, never onto a wall (#) "
    "and never off the grid. Capital letters are one-way portal entrances: stepping onto one instantly moves the "
    "walker to the square with the same lowercase letter, and that step counts once. Lowercase squares are "
    "ordinary floor (nothing happens there). What is the least number of steps from S to G?\n{grid}",
    "{grid}\nIn this grid, '#' is a wall and '.' is floor. Each step goes to an orthogonally adjacent non-wall "
    "square. A square marked with an uppercase letter is a teleporter: entering it sends you at once, at no extra "
    "cost, to the matching lowercase square (teleporters only work in that direction; lowercase squares behave "
    "like floor). Find the minimum number of steps needed to get from S to G.",
    "Shortest route with one-way portals. Map (S start, G goal, # wall, . floor):\n{grid}\nMoves: one square "
    "north, south, east or west per move, staying on the map and off walls. Moving onto an uppercase letter "
    "transports you immediately to the lowercase copy of that letter (the transport itself is free, and lowercase "
    "squares are plain floor). How many moves does the shortest route from S to G take?",
)


class PortalMaze(IntegerAnswer, Bootcamp):
    id = "planning/portal_maze"
    description = "Grid maze with one-way portals: the fewest steps from start to goal"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, cols=5, walls=0.22, portals=1, min_steps=3),
        "2": Config(rows=6, cols=7, walls=0.25, portals=2, min_steps=5),
        "3": Config(rows=8, cols=8, walls=0.27, portals=2, min_steps=7),
        "4": Config(rows=10, cols=10, walls=0.28, portals=3, min_steps=9),
        "5": Config(rows=12, cols=13, walls=0.3, portals=4, min_steps=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        cells = [(r, c) for r in range(config.rows) for c in range(config.cols)]
        while True:
            grid = [["#" if rng.random() < config.walls else "." for _ in range(config.cols)]
                    for _ in range(config.rows)]
            picks = rng.sample(cells, 2 + 2 * config.portals)
            for (r, c), mark in zip(picks, "SG" + "".join(ch + ch.lower() for ch in LETTERS[:config.portals])):
                grid[r][c] = mark
            rows = ["".join(row) for row in grid]
            dist = bfs(rows, picks[0])
            steps = dist.get(picks[1])
            if steps is None or steps < config.min_steps:
                continue
            # the portals must matter: treating them as plain floor gives another answer
            plain = ["".join("." if ch.isalpha() and ch not in "SG" else ch for ch in row) for row in rows]
            if bfs(plain, picks[0]).get(picks[1]) == steps:
                continue
            return {"grid": rows}, steps

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(grid="\n".join(data["grid"]))
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        exits = find_exits(grid)
        t.state("start")
        start = find(grid, "S")
        t.fetch("S", cell_name(*start))
        goal = t.fetch("G", cell_name(*find(grid, "G")))
        t.compute("portals", [f"{ch.upper()}->{cell_name(*cell)}" for ch, cell in sorted(exits.items())],
                  why="each entrance sends the walker to its lowercase exit")
        frontier, seen, depth = [start], {start}, 0
        while frontier:
            depth += 1
            t.state(f"step {depth}")
            reached = []
            for cell in frontier:
                for other in neighbours(grid, exits, *cell):
                    if other not in seen:
                        seen.add(other)
                        reached.append(other)
            names = t.compute("new squares", [cell_name(*cell) for cell in reached],
                              why="one step from every square of the last layer, entrances replaced by exits")
            if t.goto(goal in names, why="goal reached?"):
                return t.ret("answer", depth)
            frontier = reached
        return t.ret("answer", -1)

    def solve(self, data: dict) -> int:
        """Dijkstra with a heap on the explicit (square -> landing square) edge list."""
        grid = data["grid"]
        exits = find_exits(grid)
        start, goal = find(grid, "S"), find(grid, "G")
        best = {start: 0}
        heap = [(0, start)]
        while heap:
            d, cell = heapq.heappop(heap)
            if cell == goal:
                return d
            if d > best[cell]:
                continue
            for other in neighbours(grid, exits, *cell):
                if d + 1 < best.get(other, 1 << 30):
                    best[other] = d + 1
                    heapq.heappush(heap, (d + 1, other))
        return -1


BOOTCAMP = PortalMaze()
