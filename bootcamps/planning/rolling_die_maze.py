"""Rolling die maze: a standard die sits on one square of a walled grid with known top, south
and east faces; each move tips it over one bottom edge onto a neighbouring open square. The
fewest rolls that bring the die onto the goal square with a required number on top, by
breadth-first search over (square, orientation) states (at most 24 orientations per square);
the trace replays one shortest route roll by roll.

Not spatial/dice_rolls (which follows a given roll sequence): here the route is to be found,
and the orientation constraint at the goal makes the shortest walk longer than the maze
distance."""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

WALL, OPEN = "#", "."
# (row step, column step) per direction; row 0 is the northern edge.
STEPS = {"N": (-1, 0), "S": (1, 0), "E": (0, 1), "W": (0, -1)}


@dataclass(frozen=True)
class Config:
    rows: int = 4
    cols: int = 4
    wall_ratio: float = 0.15
    min_rolls: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 12:
            raise ValueError(f"rows must be in 2..12, got {self.rows}")
        if not 2 <= self.cols <= 12:
            raise ValueError(f"cols must be in 2..12, got {self.cols}")
        if not 0.0 <= self.wall_ratio <= 0.4:
            raise ValueError(f"wall_ratio must be in 0..0.4, got {self.wall_ratio}")
        if not 1 <= self.min_rolls <= 40:
            raise ValueError(f"min_rolls must be in 1..40, got {self.min_rolls}")


def roll(die: tuple[int, int, int], direction: str) -> tuple[int, int, int]:
    """(top, south, east) after tipping the die one square toward direction."""
    top, south, east = die
    if direction == "N":
        return south, 7 - top, east
    if direction == "S":
        return 7 - south, top, east
    if direction == "E":
        return 7 - east, south, top
    return east, south, 7 - top


def neighbours(grid: list[str], state: tuple) -> list[tuple[str, tuple]]:
    r, c, die = state
    out = []
    for name, (dr, dc) in STEPS.items():
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[0]) and grid[nr][nc] == OPEN:
            out.append((name, (nr, nc, roll(die, name))))
    return out


def bfs(grid: list[str], start: tuple) -> dict[tuple, tuple[int, tuple | None, str | None]]:
    seen = {start: (0, None, None)}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        depth = seen[state][0]
        for name, nxt in neighbours(grid, state):
            if nxt not in seen:
                seen[nxt] = (depth + 1, state, name)
                queue.append(nxt)
    return seen


_TEMPLATES = (
    "A standard six-sided die (opposite faces add up to 7) stands on a grid of squares; '#' squares are walls and "
    "'.' squares are open. Row 1 is the northern edge and column 1 the western edge.\n{grid}\n"
    "The die is on row {sr}, column {sc} with {top} on top, {south} facing south and {east} facing east. One move "
    "rolls the die over one of its bottom edges onto the neighbouring open square to the north, south, east or west "
    "(rolling north brings the south face to the top, rolling east brings the west face to the top, and so on). It "
    "may not leave the grid or roll onto a wall. What is the fewest number of rolls that leaves the die on row {gr}, "
    "column {gc} showing {want} on top?",
    "Die maze ({rows} rows x {cols} columns, north at the top, '#' = blocked, '.' = free):\n{grid}\n"
    "Start square: (row {sr}, col {sc}); the die shows top {top}, south {south}, east {east}; opposite faces sum to "
    "7. Each move tips the die one square north, south, east or west onto a free square inside the grid; tipping "
    "toward a direction sends the top face to that side and lifts the opposite side face to the top. Goal: the die "
    "resting on (row {gr}, col {gc}) with {want} facing up. Find the minimum number of moves.",
    "You must roll a die through this maze (walls '#', open '.', rows counted from the north, columns from the "
    "west):\n{grid}\nIt begins at row {sr}, column {sc}: the top face shows {top}, the south face {south} and the "
    "east face {east} (faces on opposite sides add to 7). A roll tips it over a bottom edge into the adjacent free "
    "square in that direction, so for a roll south the north face comes up and the old top ends facing south. "
    "How few rolls suffice to end on row {gr}, column {gc} with the number {want} on top?",
)


class RollingDieMaze(IntegerAnswer, Bootcamp):
    id = "planning/rolling_die_maze"
    description = "Roll a die through a walled grid to the goal square with a required face on top: fewest rolls"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=4, wall_ratio=0.1, min_rolls=3),
        "2": Config(rows=4, cols=5, wall_ratio=0.15, min_rolls=5),
        "3": Config(rows=5, cols=6, wall_ratio=0.2, min_rolls=7),
        "4": Config(rows=6, cols=8, wall_ratio=0.25, min_rolls=10),
        "5": Config(rows=8, cols=9, wall_ratio=0.28, min_rolls=13),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            cells = [(r, c) for r in range(config.rows) for c in range(config.cols)]
            walls = set(rng.sample(cells, int(config.wall_ratio * len(cells))))
            grid = ["".join(WALL if (r, c) in walls else OPEN for c in range(config.cols)) for r in range(config.rows)]
            free = [cell for cell in cells if cell not in walls]
            start = rng.choice(free)
            top = rng.randint(1, 6)
            south = rng.choice([f for f in range(1, 7) if f not in (top, 7 - top)])
            east = rng.choice([f for f in range(1, 7) if f not in (top, 7 - top, south, 7 - south)])
            seen = bfs(grid, (start[0], start[1], (top, south, east)))
            best: dict[tuple, int] = {}
            for (r, c, die), (d, _, _) in seen.items():
                key = (r, c, die[0])
                best[key] = min(best.get(key, d), d)
            far = sorted(key for key, d in best.items() if d >= config.min_rolls and (key[0], key[1]) != start)
            if not far:
                continue
            gr, gc, want = rng.choice(far)
            data = {"grid": grid, "start": list(start), "die": [top, south, east], "goal": [gr, gc], "want": want}
            return data, best[(gr, gc, want)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        top, south, east = data["die"]
        text = rng.choice(_TEMPLATES).format(
            grid="\n".join(data["grid"]), rows=len(data["grid"]), cols=len(data["grid"][0]),
            sr=data["start"][0] + 1, sc=data["start"][1] + 1, top=top, south=south, east=east,
            gr=data["goal"][0] + 1, gc=data["goal"][1] + 1, want=data["want"])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("start")
        grid = t.fetch("grid", data["grid"])
        sr, sc = t.fetch("start", data["start"])
        die = tuple(t.fetch("die (top, south, east)", data["die"]))
        gr, gc = t.fetch("goal", data["goal"])
        want = t.fetch("wanted top", data["want"])
        start = (sr, sc, die)
        parent: dict[tuple, tuple | None] = {start: None}
        frontier, depth, hit = [start], 0, None
        while hit is None:
            depth += 1
            t.state(f"layer {depth}")
            nxt = []
            for state in frontier:
                for _, other in neighbours(grid, state):
                    if other not in parent:
                        parent[other] = state
                        nxt.append(other)
                        if hit is None and other[:2] == (gr, gc) and other[2][0] == want:
                            hit = other
            t.compute("new states", len(nxt), why="every roll from the previous layer to a (square, orientation) not seen")
            t.goto(hit is not None, why="goal square reached with the wanted top?")
            frontier = nxt
        path = [hit]
        while parent[path[-1]] is not None:
            path.append(parent[path[-1]])
        path.reverse()
        for i in range(1, len(path)):
            t.state(f"roll {i}")
            t.fetch("at", list(path[i - 1][:2]) + list(path[i - 1][2]))
            t.compute("now", list(path[i][:2]) + list(path[i][2]), why="one roll on a shortest route (row, col, top, south, east)")
        return t.ret("answer", len(path) - 1)

    def solve(self, data: dict) -> int:
        """Full BFS over all states, then the nearest one matching the goal."""
        seen = bfs(data["grid"], (data["start"][0], data["start"][1], tuple(data["die"])))
        gr, gc = data["goal"]
        return min(d for (r, c, die), (d, _, _) in seen.items() if (r, c) == (gr, gc) and die[0] == data["want"])


BOOTCAMP = RollingDieMaze()
