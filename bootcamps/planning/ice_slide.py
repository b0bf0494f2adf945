"""Ice-floor puzzle: a puck pushed up, down, left or right slides until a rock or the rink's
edge stops it. The fewest pushes that leave it resting on the goal square (it does not stop
when merely passing over the goal), by breadth-first search over resting squares."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

DIRECTIONS = (("up", -1, 0), ("down", 1, 0), ("left", 0, -1), ("right", 0, 1))


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    rocks: float = 0.15
    min_pushes: int = 2

    def __post_init__(self) -> None:
        if not 4 <= self.rows <= 20 or not 4 <= self.cols <= 20:
            raise ValueError(f"rows and cols must be in 4..20, got {self.rows}x{self.cols}")
        if not 0.0 <= self.rocks <= 0.4:
            raise ValueError(f"rocks must be in [0, 0.4], got {self.rocks}")
        if not 1 <= self.min_pushes <= 12:
            raise ValueError(f"min_pushes must be in 1..12, got {self.min_pushes}")


def slide(grid: list[str], r: int, c: int, dr: int, dc: int) -> tuple[int, int]:
    """Where a puck pushed from (r, c) in direction (dr, dc) comes to rest."""
    while 0 <= r + dr < len(grid) and 0 <= c + dc < len(grid[0]) and grid[r + dr][c + dc] != "#":
        r, c = r + dr, c + dc
    return r, c


def resting_distances(grid: list[str], start: tuple[int, int]) -> dict[tuple[int, int], int]:
    """Breadth-first search: the fewest pushes to every square the puck can rest on."""
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for r, c in frontier:
            for _, dr, dc in DIRECTIONS:
                cell = slide(grid, r, c, dr, dc)
                if cell not in dist:
                    dist[cell] = dist[(r, c)] + 1
                    nxt.append(cell)
        frontier = nxt
    return dist


_TEMPLATES = (
    "A puck lies on an icy rink drawn below ('#' rock, '.' ice, S the puck, G the goal square). Each push sends the "
    "puck up, down, left or right, and it keeps sliding until the next square is a rock or outside the rink; it "
    "cannot stop halfway, and sliding over G does not count. What is the least number of pushes after which the "
    "puck rests on G?\n{grid}",
    "{grid}\nOn this frozen pond (S start, G goal, # boulders), a stone slides in the direction you kick it (up, "
    "down, left, right) until a boulder or the pond's edge stops it. How many kicks, at minimum, until the stone "
    "comes to rest exactly on G?",
    "Ice puzzle. Moves: choose a direction (north, south, west, east); the player slides that way until blocked by a "
    "rock (#) or the wall around the map, stopping on the last free square. Start at S; find the minimum number of "
    "moves needed to stop on G.\n{grid}",
)


class IceSlide(IntegerAnswer, Bootcamp):
    id = "planning/ice_slide"
    description = "Ice sliding puzzle: the fewest pushes to make a sliding puck stop on the goal square"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, cols=5, rocks=0.15, min_pushes=2),
        "2": Config(rows=6, cols=7, rocks=0.15, min_pushes=3),
        "3": Config(rows=8, cols=8, rocks=0.14, min_pushes=4),
        "4": Config(rows=10, cols=10, rocks=0.12, min_pushes=5),
        "5": Config(rows=12, cols=13, rocks=0.11, min_pushes=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            grid = ["".join("#" if rng.random() < config.rocks else "." for _ in range(config.cols))
                    for _ in range(config.rows)]
            free = [(r, c) for r in range(config.rows) for c in range(config.cols) if grid[r][c] == "."]
            start = rng.choice(free)
            dist = resting_distances(grid, start)
            far = sorted(cell for cell, d in dist.items() if d >= config.min_pushes)
            if far:
                goal = rng.choice(far)
                return {"grid": grid, "start": list(start), "goal": list(goal)}, dist[goal]

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows = [list(row) for row in data["grid"]]
        rows[data["start"][0]][data["start"][1]] = "S"
        rows[data["goal"][0]][data["goal"][1]] = "G"
        text = rng.choice(_TEMPLATES).format(grid="\n".join("".join(row) for row in rows))
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid, goal = data["grid"], tuple(data["goal"])
        t.state("start")
        frontier = [tuple(t.fetch("S", data["start"]))]
        seen = set(frontier)
        depth = 0
        while frontier:
            depth += 1
            t.state(f"push {depth}")
            reached = []
            for r, c in frontier:
                for _, dr, dc in DIRECTIONS:
                    cell = slide(grid, r, c, dr, dc)
                    if cell not in seen:
                        seen.add(cell)
                        reached.append(cell)
            names = t.compute("new resting squares", [cell_name(*cell) for cell in reached],
                              why="slide every square of the last layer in four directions")
            if t.goto(cell_name(*goal) in names, why="goal reached?"):
                return t.ret("answer", depth)
            frontier = reached
        return t.ret("answer", -1)

    def solve(self, data: dict) -> int:
        """Bellman-Ford style relaxation over all free squares until nothing improves."""
        grid, start, goal = data["grid"], tuple(data["start"]), tuple(data["goal"])
        best = {start: 0}
        changed = True
        while changed:
            changed = False
            for cell, d in list(best.items()):
                for _, dr, dc in DIRECTIONS:
                    end = slide(grid, *cell, dr, dc)
                    if d + 1 < best.get(end, 1 << 30):
                        best[end] = d + 1
                        changed = True
        return best[goal]


BOOTCAMP = IceSlide()
