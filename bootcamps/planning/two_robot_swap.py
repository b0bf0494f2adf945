"""Two robots swap places: robots A and B stand on two squares of a walled grid; one move sends
one robot to an orthogonally adjacent open square that the other robot is not standing on. The
fewest moves after which A stands on B's starting square and B on A's, by breadth-first search
over ordered pairs of squares; the trace replays one shortest plan move by move.

Cases are kept only where the swap needs a detour: the answer exceeds twice the maze distance
between the robots, so one robot has to step aside into a branch or loop to let the other pass.
Generation runs a pair search per attempt (squares numbered, pairs packed into integers): level
3 makes over a thousand cases per second, level 5 (rarer long detours) a few dozen."""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from functools import partial

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games import bidirectional_distance
from bootcamps.trace import Tracer

WALL, OPEN = "#", "."


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 4
    wall_ratio: float = 0.3
    min_moves: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 10:
            raise ValueError(f"rows must be in 2..10, got {self.rows}")
        if not 2 <= self.cols <= 10:
            raise ValueError(f"cols must be in 2..10, got {self.cols}")
        if not 0.0 <= self.wall_ratio <= 0.6:
            raise ValueError(f"wall_ratio must be in 0..0.6, got {self.wall_ratio}")
        if not 1 <= self.min_moves <= 60:
            raise ValueError(f"min_moves must be in 1..60, got {self.min_moves}")


def adjacent(grid: list[str], cell: tuple[int, int]) -> list[tuple[int, int]]:
    r, c = cell
    out = []
    for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= nr < len(grid) and 0 <= nc < len(grid[0]) and grid[nr][nc] == OPEN:
            out.append((nr, nc))
    return out


def successors(grid: list[str], pair: tuple) -> list[tuple]:
    a, b = pair
    return [(n, b) for n in adjacent(grid, a) if n != b] + [(a, n) for n in adjacent(grid, b) if n != a]


def swap_moves(adj: list[list[int]], a: int, b: int) -> int:
    """Fewest moves from (a, b) to (b, a) on squares numbered 0..k-1 (a pair is x * k + y);
    -1 when the swap is impossible. Used by the generator, where speed matters."""
    k = len(adj)
    goal = b * k + a
    dist = {a * k + b: 0}
    queue = deque([a * k + b])
    while queue:
        code = queue.popleft()
        d = dist[code]
        if code == goal:
            return d
        x, y = divmod(code, k)
        for z in adj[x]:
            if z != y and z * k + y not in dist:
                dist[z * k + y] = d + 1
                queue.append(z * k + y)
        for z in adj[y]:
            if z != x and x * k + z not in dist:
                dist[x * k + z] = d + 1
                queue.append(x * k + z)
    return -1


def distances(grid: list[str], a: tuple) -> dict[tuple, int]:
    """Maze distance from a to every square it connects to."""
    dist = {a: 0}
    queue = deque([a])
    while queue:
        cell = queue.popleft()
        for n in adjacent(grid, cell):
            if n not in dist:
                dist[n] = dist[cell] + 1
                queue.append(n)
    return dist


_TEMPLATES = (
    "Two robots, A and B, move on this grid ('#' is a wall, '.' is floor; rows are numbered from the top and "
    "columns from the left, starting at 1):\n{grid}\nA is on row {ar}, column {ac} and B is on row {br}, column "
    "{bc}. In one move exactly one robot steps to an orthogonally adjacent floor square that is not occupied by the "
    "other robot (robots cannot pass through each other or through walls). What is the fewest number of moves after "
    "which A stands on B's starting square and B on A's starting square?",
    "Robot swap puzzle.\n{grid}\n('#' = blocked, '.' = free; positions are (row, column) counted from 1 at the top "
    "left.) Robot A starts at ({ar}, {ac}), robot B at ({br}, {bc}). Each move moves a single robot one square up, "
    "down, left or right onto a free square not holding the other robot. Find the minimum number of moves needed "
    "for the two robots to exchange their positions.",
    "In a warehouse laid out as the grid below, walls are '#' and open floor is '.':\n{grid}\nRobot A waits at "
    "row {ar}, column {ac}; robot B waits at row {br}, column {bc} (rows from the top, columns from the left, both "
    "from 1). The robots move one at a time in any order (the same robot may move several times in a row), one "
    "square north, south, east or west per move, never onto a wall and never onto the square the other robot "
    "occupies. How many moves, at the least, until A is where B began and B is where A began?",
)


class TwoRobotSwap(IntegerAnswer, Bootcamp):
    id = "planning/two_robot_swap"
    description = "Two robots on a walled grid exchange places without colliding: fewest single-robot moves"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=5, wall_ratio=0.3, min_moves=4),
        "2": Config(rows=5, cols=5, wall_ratio=0.35, min_moves=8),
        "3": Config(rows=5, cols=6, wall_ratio=0.4, min_moves=11),
        "4": Config(rows=6, cols=7, wall_ratio=0.42, min_moves=15),
        "5": Config(rows=7, cols=8, wall_ratio=0.45, min_moves=19),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        cells = [(r, c) for r in range(config.rows) for c in range(config.cols)]
        while True:
            walls = set(rng.sample(cells, int(config.wall_ratio * len(cells))))
            grid = ["".join(WALL if (r, c) in walls else OPEN for c in range(config.cols)) for r in range(config.rows)]
            free = [cell for cell in cells if cell not in walls]
            index = {cell: i for i, cell in enumerate(free)}
            adj = [[index[n] for n in adjacent(grid, cell)] for cell in free]
            for _ in range(8):  # a few pairs per grid, the second robot among the far squares
                a = rng.choice(free)
                dist = distances(grid, a)
                far = sorted(dist, key=lambda cell: (-dist[cell], cell))[: max(1, len(dist) // 3)]
                b = rng.choice(far)
                if b == a:
                    continue
                moves = swap_moves(adj, index[a], index[b])
                if moves >= config.min_moves and moves > 2 * dist[b]:
                    return {"grid": grid, "a": list(a), "b": list(b)}, moves

    def prompt(self, data: dict, rng: random.Random) -> str:
        (ar, ac), (br, bc) = data["a"], data["b"]
        text = rng.choice(_TEMPLATES).format(grid="\n".join(data["grid"]), ar=ar + 1, ac=ac + 1, br=br + 1, bc=bc + 1)
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("start")
        grid = t.fetch("grid", data["grid"])
        a = tuple(t.fetch("A", data["a"]))
        b = tuple(t.fetch("B", data["b"]))
        start, goal = (a, b), (b, a)
        parent: dict[tuple, tuple | None] = {start: None}
        frontier, depth = [start], 0
        while goal not in parent:
            depth += 1
            t.state(f"layer {depth}")
            nxt = []
            for pair in frontier:
                for other in successors(grid, pair):
                    if other not in parent:
                        parent[other] = pair
                        nxt.append(other)
            t.compute("new positions", len(nxt), why="every single-robot step from the previous layer, not seen before")
            t.goto(goal in parent, why="robots swapped?")
            frontier = nxt
        path = [goal]
        while parent[path[-1]] is not None:
            path.append(parent[path[-1]])
        path.reverse()
        for i in range(1, len(path)):
            t.state(f"move {i}")
            t.fetch("robots", [list(path[i - 1][0]), list(path[i - 1][1])])
            t.compute("robots", [list(path[i][0]), list(path[i][1])], why="one robot steps, on a shortest plan (A, B)")
        return t.ret("answer", len(path) - 1)

    def solve(self, data: dict) -> int:
        """Bidirectional search (moves are reversible, so the goal side uses the same step rule)."""
        grid = data["grid"]
        a, b = tuple(data["a"]), tuple(data["b"])
        step = partial(successors, grid)
        best = bidirectional_distance((a, b), (b, a), step, step)
        return -1 if best is None else best


BOOTCAMP = TwoRobotSwap()
