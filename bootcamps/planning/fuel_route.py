"""Routing with a fuel tank: a rover drives one square per unit of fuel, starts full, and refills
to full whenever it drives onto a station. The fewest moves from S to G without running dry
(breadth-first search over (square, fuel left))."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    walls: float = 0.2
    stations: int = 2
    tank: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 20 or not 3 <= self.cols <= 20:
            raise ValueError(f"rows and cols must be in 3..20, got {self.rows}x{self.cols}")
        if not 0.0 <= self.walls <= 0.4:
            raise ValueError(f"walls must be in [0, 0.4], got {self.walls}")
        if not 1 <= self.stations <= 12:
            raise ValueError(f"stations must be in 1..12, got {self.stations}")
        if not 2 <= self.tank <= 30:
            raise ValueError(f"tank must be in 2..30, got {self.tank}")


def search(grid: list[str], tank: int):
    """Breadth-first layers over (row, col, fuel); yields (moves, states first reached then)."""
    rows, cols = len(grid), len(grid[0])
    start = next((r, row.index("S")) for r, row in enumerate(grid) if "S" in row)
    first = (start[0], start[1], tank)
    seen = {first}
    frontier = [first]
    depth = 0
    while frontier:
        yield depth, frontier
        depth += 1
        nxt = []
        for r, c, fuel in frontier:
            if fuel == 0:
                continue
            for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#":
                    state = (nr, nc, tank if grid[nr][nc] == "F" else fuel - 1)
                    if state not in seen:
                        seen.add(state)
                        nxt.append(state)
        frontier = nxt


def fewest(grid: list[str], tank: int) -> int | None:
    for depth, frontier in search(grid, tank):
        if any(grid[r][c] == "G" for r, c, _ in frontier):
            return depth
    return None


_TEMPLATES = (
    "A rover on the grid below ('#' rock, '.' open ground, S start, G goal, F fuel station) moves one square up, "
    "down, left or right per move, and each move burns 1 unit of fuel. Its tank holds {tank} units and starts full; "
    "driving onto an F fills it back up to {tank}. It may not make a move with an empty tank. What is the fewest "
    "number of moves to reach G?\n{grid}",
    "{grid}\nFuel-limited route: start at S with a full tank of {tank}. Every step to a side-adjacent non-# square "
    "costs one unit; entering a station F refuels to a full {tank}. The tank can never go below zero. Find the "
    "length of the shortest route from S to G.",
    "Plan a drive from S to G. Map legend: # blocked, . free, F refuelling point. One move = one square "
    "orthogonally = 1 fuel; capacity {tank}, full at the start, refilled completely at each F you drive onto; you "
    "cannot move on an empty tank.\n{grid}\nHow many moves does the best plan need?",
)


class FuelRoute(IntegerAnswer, Bootcamp):
    id = "planning/fuel_route"
    description = "Shortest grid route for a vehicle with a small fuel tank and refuelling stations"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, cols=6, walls=0.15, stations=2, tank=5),
        "2": Config(rows=6, cols=7, walls=0.18, stations=2, tank=5),
        "3": Config(rows=7, cols=8, walls=0.2, stations=3, tank=5),
        "4": Config(rows=8, cols=10, walls=0.2, stations=4, tank=6),
        "5": Config(rows=10, cols=12, walls=0.22, stations=5, tank=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            cells = [["#" if rng.random() < config.walls else "." for _ in range(config.cols)] for _ in range(config.rows)]
            free = [(r, c) for r in range(config.rows) for c in range(config.cols) if cells[r][c] == "."]
            if len(free) < config.stations + 2:
                continue
            spots = rng.sample(free, config.stations + 2)
            (sr, sc), (gr, gc) = spots[0], spots[1]
            if abs(sr - gr) + abs(sc - gc) <= config.tank:
                continue  # the goal must lie beyond one tank, so refuelling matters
            cells[sr][sc], cells[gr][gc] = "S", "G"
            for r, c in spots[2:]:
                cells[r][c] = "F"
            grid = ["".join(row) for row in cells]
            best = fewest(grid, config.tank)
            if best is not None:
                return {"grid": grid, "tank": config.tank}, best

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(grid="\n".join(data["grid"]), tank=data["tank"])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        for depth, frontier in search(grid, data["tank"]):
            t.state(f"after {depth} moves")
            t.compute("reached (square:fuel)", [f"{cell_name(r, c)}:{f}" for r, c, f in frontier],
                              why="one move from the last layer; F refills, no move on 0")
            if t.goto(any(grid[r][c] == "G" for r, c, _ in frontier), why="at G?"):
                return t.ret("answer", depth)
        return t.ret("answer", -1)

    def solve(self, data: dict) -> int:
        """Stations as waypoints: shortest fuel-free distances between S, the stations and G,
        then Dijkstra over waypoints using only hops a full tank covers (every hop starts full,
        because the rover leaves S or a station full)."""
        import heapq

        grid, tank = data["grid"], data["tank"]
        rows, cols = len(grid), len(grid[0])
        points = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] in "SFG"]

        def bfs(src: tuple[int, int]) -> dict[tuple[int, int], int]:
            dist = {src: 0}
            queue = [src]
            for r, c in queue:
                if dist[(r, c)] == tank:
                    continue
                if (r, c) != src and grid[r][c] == "F":
                    continue  # a hop ends at the first station it enters (the tank refills there)
                for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] != "#" and (nr, nc) not in dist:
                        dist[(nr, nc)] = dist[(r, c)] + 1
                        queue.append((nr, nc))
            return dist

        start = next(p for p in points if grid[p[0]][p[1]] == "S")
        best = {start: 0}
        heap = [(0, start)]
        while heap:
            d, p = heapq.heappop(heap)
            if grid[p[0]][p[1]] == "G":
                return d
            if d > best[p]:
                continue
            for q, step in bfs(p).items():
                if q in points and q != p and d + step < best.get(q, 1 << 30):
                    best[q] = d + step
                    heapq.heappush(heap, (d + step, q))
        return -1


BOOTCAMP = FuelRoute()
