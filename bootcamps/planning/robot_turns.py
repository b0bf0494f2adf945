"""Robot routing with turning costs: a robot on a grid moves forward one cell at a time (cost 1)
or turns 90 degrees in place (a stated cost); obstacles block cells. The cheapest total cost
from its start cell and heading to the goal cell (any final heading), by Dijkstra over
(cell, heading)."""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

_HEADINGS = ("north", "east", "south", "west")
_STEP = ((-1, 0), (0, 1), (1, 0), (0, -1))
_SHORT = "NESW"


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    walls: float = 0.25
    max_turn_cost: int = 3

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 16 or not 3 <= self.cols <= 16:
            raise ValueError(f"need 3..16 rows and columns, got {self.rows}x{self.cols}")
        if not 0 <= self.walls <= 0.5:
            raise ValueError(f"walls must be in [0, 0.5], got {self.walls}")
        if not 1 <= self.max_turn_cost <= 20:
            raise ValueError(f"max_turn_cost must be in 1..20, got {self.max_turn_cost}")


def moves(grid: list[str], r: int, c: int, h: int, turn: int) -> list[tuple[int, int, int, int, str]]:
    """(cost, row, col, heading, name) of the three actions from (r, c) facing ``h``."""
    out = []
    dr, dc = _STEP[h]
    if 0 <= r + dr < len(grid) and 0 <= c + dc < len(grid[0]) and grid[r + dr][c + dc] != "#":
        out.append((1, r + dr, c + dc, h, "forward"))
    out.append((turn, r, c, (h + 3) % 4, "left"))
    out.append((turn, r, c, (h + 1) % 4, "right"))
    return out


def cheapest(grid: list[str], heading: int, turn: int) -> int:
    """Dijkstra without a tracer (for generation); -1 when G cannot be reached."""
    sr, sc = find(grid, "S")
    heap = [(0, sr, sc, heading)]
    seen = set()
    while heap:
        d, r, c, h = heapq.heappop(heap)
        if (r, c, h) in seen:
            continue
        if grid[r][c] == "G":
            return d
        seen.add((r, c, h))
        for cost, nr, nc, nh, _ in moves(grid, r, c, h, turn):
            if (nr, nc, nh) not in seen:
                heapq.heappush(heap, (d + cost, nr, nc, nh))
    return -1


def find(grid: list[str], mark: str) -> tuple[int, int]:
    for r, row in enumerate(grid):
        if mark in row:
            return r, row.index(mark)
    raise ValueError(f"no {mark!r} in the grid")


_TEMPLATES = (
    "A robot stands on cell S of this grid, facing {heading} (north is up). '#' cells are walls, '.' cells are free, "
    "G is the goal:\n{grid}\nIn one action the robot either moves forward one cell in the direction it faces (cost 1; "
    "not into a wall or off the grid) or turns 90 degrees left or right on the spot (cost {turn}). What is the "
    "minimum total cost to reach G, facing any direction?",
    "Grid map (rows top to bottom, '#' = blocked, S = start, G = goal):\n{grid}\nThe robot at S initially faces "
    "{heading}; up is north. Driving one cell straight ahead costs 1, and each quarter turn in place (left or "
    "right) costs {turn}. It cannot enter blocked cells or leave the map. Find the cheapest total cost of getting "
    "the robot onto G.",
    "Plan the cheapest route for a robot that can only drive forward one square (cost 1) or rotate by 90 degrees "
    "(cost {turn} each). It starts on S facing {heading} (north = towards the top row) and must reach G; walls are "
    "'#':\n{grid}\nGive the minimum total cost.",
)


class RobotTurns(IntegerAnswer, Bootcamp):
    id = "planning/robot_turns"
    description = "Robot routing on a grid where quarter turns cost extra: the cheapest cost to the goal (Dijkstra)"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=5, walls=0.2, max_turn_cost=2),
        "2": Config(rows=5, cols=6, walls=0.25, max_turn_cost=3),
        "3": Config(rows=6, cols=7, walls=0.25, max_turn_cost=4),
        "4": Config(rows=8, cols=8, walls=0.3, max_turn_cost=5),
        "5": Config(rows=9, cols=10, walls=0.3, max_turn_cost=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            cells = [["#" if rng.random() < config.walls else "." for _ in range(config.cols)] for _ in range(config.rows)]
            free = [(r, c) for r in range(config.rows) for c in range(config.cols) if cells[r][c] == "."]
            if len(free) < 2:
                continue
            (sr, sc), (gr, gc) = rng.sample(free, 2)
            if abs(sr - gr) + abs(sc - gc) < (config.rows + config.cols) // 2:
                continue
            cells[sr][sc], cells[gr][gc] = "S", "G"
            data = {"grid": ["".join(row) for row in cells], "heading": rng.randrange(4),
                    "turn": rng.randint(1, config.max_turn_cost)}
            cost = cheapest(data["grid"], data["heading"], data["turn"])
            if cost >= 0:
                return data, cost

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(grid="\n".join(data["grid"]), heading=_HEADINGS[data["heading"]], turn=data["turn"])
        return f"{text}\n{answer_instruction('the minimum cost, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Dijkstra over (row, col, heading): pop the cheapest unsettled state, relax its three actions."""
        grid, turn = data["grid"], data["turn"]
        sr, sc = find(grid, "S")
        start = (sr + 1, sc + 1, _SHORT[data["heading"]])
        dist = {start: 0}
        heap = [(0, start)]
        done = set()
        while True:
            t.state("pop")
            d, node = heapq.heappop(heap)
            if node in done:
                t.compute("skip", list(node), why="already settled")
                continue
            done.add(node)
            node = tuple(t.compute("node", list(node), why="cheapest unsettled (row, col, heading)"))
            d = t.fetch(f"dist[{node[0]},{node[1]},{node[2]}]", d)
            r, c, h = node[0] - 1, node[1] - 1, _SHORT.index(node[2])
            if t.goto(grid[r][c] == "G", why="settled on the goal"):
                return t.compute("cost", d, why="cheapest cost to G")
            for cost, nr, nc, nh, name in moves(grid, r, c, h, turn):
                nxt = (nr + 1, nc + 1, _SHORT[nh])
                new = t.compute(name, d + cost, why=f"dist + {cost}")
                if new < dist.get(nxt, 10**9):
                    dist[nxt] = new
                    heapq.heappush(heap, (new, nxt))

    def solve(self, data: dict) -> int:
        """Layered relaxation (Bellman-Ford style) over all (cell, heading) states until nothing
        changes; -1 when the goal is unreachable."""
        grid, turn = data["grid"], data["turn"]
        sr, sc = find(grid, "S")
        inf = 10**9
        best = {(r, c, h): inf for r in range(len(grid)) for c in range(len(grid[0])) for h in range(4) if grid[r][c] != "#"}
        best[(sr, sc, data["heading"])] = 0
        changed = True
        while changed:
            changed = False
            for (r, c, h), d in list(best.items()):
                if d == inf:
                    continue
                for cost, nr, nc, nh, _ in moves(grid, r, c, h, turn):
                    if d + cost < best[(nr, nc, nh)]:
                        best[(nr, nc, nh)] = d + cost
                        changed = True
        gr, gc = find(grid, "G")
        goal = min(best[(gr, gc, h)] for h in range(4))
        return goal if goal < inf else -1


BOOTCAMP = RobotTurns()
