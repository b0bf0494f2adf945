"""Sokoban with one box: the warehouse keeper walks one square at a time and pushes the box by
walking into it (the square beyond must be free); boxes cannot be pulled. The fewest steps
(walks and pushes alike) that bring the box onto the target, by breadth-first search over
(keeper, box) positions. Generation searches the whole (keeper, box) space once per room, which
holds level 3 near 600 cases/s and level 5 near 300/s on one core (below the 1,000/s target)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


@dataclass(frozen=True)
class Config:
    rows: int = 4  # inner floor size, inside a wall border
    cols: int = 4
    walls: float = 0.1
    min_pushes: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 10 or not 3 <= self.cols <= 10:
            raise ValueError(f"rows and cols must be in 3..10, got {self.rows}x{self.cols}")
        if not 0.0 <= self.walls <= 0.3:
            raise ValueError(f"walls must be in [0, 0.3], got {self.walls}")
        if not 1 <= self.min_pushes <= 12:
            raise ValueError(f"min_pushes must be in 1..12, got {self.min_pushes}")


def layers(grid: list[str], keeper: tuple[int, int], box: tuple[int, int]):
    """Breadth-first layers of (keeper, box) states; yields (depth, new states, pushes so far)."""
    seen = {(keeper, box): 0}
    frontier = [(keeper, box)]
    depth = 0
    while frontier:
        yield depth, frontier, seen
        depth += 1
        nxt = []
        for (kr, kc), (br, bc) in frontier:
            pushes = seen[((kr, kc), (br, bc))]
            for dr, dc in STEPS:
                to = (kr + dr, kc + dc)
                if grid[to[0]][to[1]] == "#":
                    continue
                if to == (br, bc):
                    beyond = (br + dr, bc + dc)
                    if grid[beyond[0]][beyond[1]] == "#":
                        continue
                    state = (to, beyond)
                    extra = 1
                else:
                    state = (to, (br, bc))
                    extra = 0
                if state not in seen:
                    seen[state] = pushes + extra
                    nxt.append(state)
        frontier = nxt


_TEMPLATES = (
    "Sokoban with a single box. Map (rows counted from the top, '#' wall, '.' floor, '@' you, '$' the box, 'x' the target square):\n{grid}\n"
    "Each step moves you one square up, down, left or right onto floor. Walking into the box pushes it one square "
    "the same way, which is allowed only if the square beyond it is floor (not a wall). You cannot pull the box. "
    "What is the least number of steps (pushes included) to get the box onto the target?",
    "{grid}\nIn this warehouse (# = wall, @ = worker, $ = crate, x = goal square) the worker moves one square per "
    "step and can push, never pull, the crate by stepping into it when the square behind the crate is free. Find "
    "the minimum number of steps until the crate rests on the goal.",
    "Push the box ($) onto the target (x). You are @; walls are #. One step = one square orthogonally; stepping "
    "into the box shoves it one square further in that direction if that square is not a wall.\n{grid}\n"
    "How many steps does the shortest solution take?",
)


class SokobanMoves(IntegerAnswer, Bootcamp):
    id = "planning/sokoban_moves"
    description = "One-box Sokoban: the fewest steps (walks and pushes) to put the box on the target"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=5, walls=0.15, min_pushes=1),
        "2": Config(rows=4, cols=6, walls=0.12, min_pushes=3),
        "3": Config(rows=5, cols=5, walls=0.15, min_pushes=4),
        "4": Config(rows=5, cols=6, walls=0.15, min_pushes=5),
        "5": Config(rows=6, cols=6, walls=0.18, min_pushes=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            inner = [["#" if rng.random() < config.walls else "." for _ in range(config.cols)] for _ in range(config.rows)]
            grid = ["#" * (config.cols + 2)] + ["#" + "".join(row) + "#" for row in inner] + ["#" * (config.cols + 2)]
            floor = [(r, c) for r in range(len(grid)) for c in range(len(grid[0])) if grid[r][c] == "."]
            if len(floor) < 4:
                continue
            keeper, box = rng.sample(floor, 2)
            best: dict[tuple[int, int], tuple[int, int]] = {}  # box square -> (steps, pushes) when first reached
            for depth, frontier, seen in layers(grid, keeper, box):
                for k, b in frontier:
                    if b not in best:
                        best[b] = (depth, seen[(k, b)])
            far = sorted(b for b, (_, pushes) in best.items() if pushes >= config.min_pushes)
            if far:
                target = rng.choice(far)
                data = {"grid": grid, "keeper": list(keeper), "box": list(box), "target": list(target)}
                return data, best[target][0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows = [list(row) for row in data["grid"]]
        rows[data["target"][0]][data["target"][1]] = "x"
        rows[data["box"][0]][data["box"][1]] = "$"
        rows[data["keeper"][0]][data["keeper"][1]] = "@"
        text = rng.choice(_TEMPLATES).format(grid="\n".join("".join(row) for row in rows))
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        target = tuple(data["target"])
        for depth, frontier, _ in layers(data["grid"], tuple(data["keeper"]), tuple(data["box"])):
            t.state(f"after {depth} steps")
            boxes = sorted({b for _, b in frontier})
            t.compute("states", len(frontier), why="new (you, box) positions at this depth")
            reached = t.compute("box squares", [cell_name(r, c) for r, c in boxes])
            if t.goto(cell_name(*target) in reached, why="box on the target?"):
                return t.ret("answer", depth)
        return t.ret("answer", -1)

    def solve(self, data: dict) -> int:
        """Dijkstra-free 0/1 view: breadth-first search written with a deque and parent-free
        distance table over packed integer states."""
        from collections import deque

        grid = data["grid"]
        cols = len(grid[0])
        flat = "".join(grid)
        pack = lambda k, b: k * len(flat) + b  # noqa: E731
        k0 = data["keeper"][0] * cols + data["keeper"][1]
        b0 = data["box"][0] * cols + data["box"][1]
        goal = data["target"][0] * cols + data["target"][1]
        dist = {pack(k0, b0): 0}
        queue = deque([(k0, b0)])
        while queue:
            k, b = queue.popleft()
            if b == goal:
                return dist[pack(k, b)]
            for d in (-cols, cols, -1, 1):
                to = k + d
                if flat[to] == "#":
                    continue
                nb = b
                if to == b:
                    nb = b + d
                    if flat[nb] == "#":
                        continue
                key = pack(to, nb)
                if key not in dist:
                    dist[key] = dist[pack(k, b)] + 1
                    queue.append((to, nb))
        return -1


BOOTCAMP = SokobanMoves()
