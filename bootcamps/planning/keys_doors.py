"""Keys and doors on a grid: walk from S to G one square at a time; a door (capital letter)
opens only once its key (the same letter in lower case) has been picked up, and keys stay in
hand. The fewest steps, by breadth-first search over (square, keys held)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import cell_name, neighbours
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 6
    keys: int = 1
    walls: float = 0.25
    min_steps: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 15 or not 3 <= self.cols <= 15:
            raise ValueError(f"rows and cols must be in 3..15, got {self.rows}x{self.cols}")
        if not 1 <= self.keys <= 4:
            raise ValueError(f"keys must be in 1..4, got {self.keys}")
        if not 0.0 <= self.walls <= 0.45:
            raise ValueError(f"walls must be in [0, 0.45], got {self.walls}")
        if not 1 <= self.min_steps <= 80:
            raise ValueError(f"min_steps must be in 1..80, got {self.min_steps}")


def search(grid: list[str], start: tuple[int, int], goal: tuple[int, int] | None = None) -> dict[tuple[int, int, str], int]:
    """Breadth-first search over (row, col, keys held as sorted letters): steps to each state,
    stopping at the first layer that reaches ``goal`` when one is given. States are packed as
    cell * 16 + key bits for speed."""
    rows, cols = len(grid), len(grid[0])
    flat = "".join(grid)
    links = []
    for i in range(rows * cols):
        c = i % cols
        around = [j for j in (i - cols, i + cols) if 0 <= j < rows * cols]
        around += ([i - 1] if c else []) + ([i + 1] if c < cols - 1 else [])
        links.append([j for j in around if flat[j] != "#"])
    need = [1 << "ABCD".index(ch) if ch in "ABCD" else 0 for ch in flat]
    gives = [1 << "abcd".index(ch) if ch in "abcd" else 0 for ch in flat]
    target = goal[0] * cols + goal[1] if goal is not None else -1
    first = (start[0] * cols + start[1]) * 16
    dist = {first: 0}
    frontier = [first]
    depth = 0
    while frontier:
        depth += 1
        nxt = []
        for state in frontier:
            cell, held = divmod(state, 16)
            for to in links[cell]:
                if need[to] & ~held:
                    continue
                new = to * 16 + (held | gives[to])
                if new not in dist:
                    dist[new] = depth
                    nxt.append(new)
        if target >= 0 and any(st // 16 == target for st in nxt):
            break
        frontier = nxt
    if goal is not None:  # only the goal's states are wanted
        dist = {st: d for st, d in dist.items() if st // 16 == target}
    out = {}
    for state, d in dist.items():
        cell, held = divmod(state, 16)
        out[(cell // cols, cell % cols, "".join(k for i, k in enumerate("abcd") if held >> i & 1))] = d
    return out


def fewest_steps(grid: list[str], start: tuple[int, int], goal: tuple[int, int]) -> int | None:
    found = [d for (r, c, _), d in search(grid, start, goal).items() if (r, c) == goal]
    return min(found) if found else None


def open_path(cells: list[list[str]], start: tuple[int, int], goal: tuple[int, int]) -> list[tuple[int, int]] | None:
    """A shortest S-to-G route ignoring doors (breadth-first, with parent links)."""
    rows, cols = len(cells), len(cells[0])
    parent = {start: start}
    queue = [start]
    for cell in queue:
        if cell == goal:
            route = [cell]
            while route[-1] != start:
                route.append(parent[route[-1]])
            return route[::-1]
        for nxt in neighbours(*cell, rows, cols):
            if nxt not in parent and cells[nxt[0]][nxt[1]] != "#":
                parent[nxt] = cell
                queue.append(nxt)
    return None


_TEMPLATES = (
    "A maze ('#' wall, '.' floor, S start, G goal):\n{grid}\nYou move one square up, down, left or right per step. "
    "Lower-case letters are keys, picked up by stepping on them (you keep every key). An upper-case letter is a "
    "locked door you may enter only when holding the key with the same letter ({pairs}). What is the fewest number "
    "of steps from S to G?",
    "{grid}\nIn this grid you start at S and must reach G, stepping between side-adjacent squares and never into '#'. "
    "Doors {doors} need their keys {keys} (door A needs key a, and so on); a key is collected by walking onto it and "
    "is never used up. Give the length of the shortest route.",
    "Find the minimum number of moves to get from S to G in the map below. Each move goes to a neighbouring square "
    "(no diagonals) that is not a wall (#). Squares with a capital letter are doors, passable only after you have "
    "stood on the matching small-letter key ({pairs}); keys stay with you.\n{grid}",
)


class KeysDoors(IntegerAnswer, Bootcamp):
    id = "planning/keys_doors"
    description = "Shortest walk through a grid maze where doors open only after their keys are collected"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, cols=6, keys=1, walls=0.2, min_steps=5),
        "2": Config(rows=6, cols=7, keys=1, walls=0.25, min_steps=7),
        "3": Config(rows=7, cols=8, keys=2, walls=0.25, min_steps=9),
        "4": Config(rows=8, cols=9, keys=2, walls=0.28, min_steps=11),
        "5": Config(rows=9, cols=11, keys=3, walls=0.28, min_steps=14),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            cells = [["#" if rng.random() < config.walls else "." for _ in range(config.cols)] for _ in range(config.rows)]
            free = [(r, c) for r in range(config.rows) for c in range(config.cols) if cells[r][c] == "."]
            if len(free) < 2 + 2 * config.keys:
                continue
            start, goal = rng.sample(free, 2)
            path = open_path(cells, start, goal)
            if path is None or len(path) < config.keys + 3:
                continue
            # doors go on the open shortest route, so they are in the way; keys anywhere else
            doors = rng.sample(path[1:-1], config.keys)
            spare = [cell for cell in free if cell not in path]
            if len(spare) < config.keys:
                continue
            for letter, (dr, dc), (kr, kc) in zip("abcd", doors, rng.sample(spare, config.keys)):
                cells[kr][kc], cells[dr][dc] = letter, letter.upper()
            cells[start[0]][start[1]], cells[goal[0]][goal[1]] = "S", "G"
            grid = ["".join(row) for row in cells]
            best = fewest_steps(grid, start, goal)
            if best is not None and best >= config.min_steps and best > len(path) - 1:
                return {"grid": grid}, best

    def prompt(self, data: dict, rng: random.Random) -> str:
        letters = sorted({ch for row in data["grid"] for ch in row if ch.islower()})
        pairs = ", ".join(f"key {k} opens door {k.upper()}" for k in letters)
        text = rng.choice(_TEMPLATES).format(
            grid="\n".join(data["grid"]), pairs=pairs, doors=", ".join(k.upper() for k in letters), keys=", ".join(letters)
        )
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        start = next((r, row.index("S")) for r, row in enumerate(grid) if "S" in row)
        goal = next((r, row.index("G")) for r, row in enumerate(grid) if "G" in row)
        dist = search(grid, start)
        layers: dict[int, list[tuple[int, int, str]]] = {}
        for state, d in dist.items():
            layers.setdefault(d, []).append(state)
        t.state("start")
        t.fetch("S", cell_name(*start))
        t.fetch("G", cell_name(*goal))
        for d in range(1, max(layers) + 1):
            t.state(f"step {d}")
            reached = [f"{cell_name(r, c)}{'+' + keys if keys else ''}" for r, c, keys in layers[d]]
            reached = t.compute("reached (square+keys)", reached, why="one step from the last layer; doors need keys")
            if t.goto(any(name.split("+")[0] == cell_name(*goal) for name in reached), why="at G?"):
                return t.ret("answer", d)
        return t.ret("answer", -1)

    def solve(self, data: dict) -> int:
        """Dijkstra-free alternative: distances between key squares, S and G on the map with
        the doors of keys not yet held closed, tried over every order of collecting keys."""
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        where = {ch: (r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch.islower() or ch in "SG"}
        letters = sorted(ch for ch in where if ch.islower())

        def bfs(src: tuple[int, int], held: set[str]) -> dict[tuple[int, int], int]:
            dist = {src: 0}
            queue = [src]
            for cell in queue:
                for nxt in neighbours(*cell, rows, cols):
                    ch = grid[nxt[0]][nxt[1]]
                    if ch == "#" or (ch.isupper() and ch not in "SG" and ch.lower() not in held) or nxt in dist:
                        continue
                    dist[nxt] = dist[cell] + 1
                    queue.append(nxt)
            return dist

        best = None
        for k in range(len(letters) + 1):
            for order in permutations(letters, k):
                held: set[str] = set()
                at, total = where["S"], 0
                for stop in list(order) + ["G"]:
                    dist = bfs(at, held)
                    if where[stop] not in dist:
                        break
                    total += dist[where[stop]]
                    at = where[stop]
                    held.add(stop)
                else:
                    best = total if best is None else min(best, total)
        assert best is not None
        return best


BOOTCAMP = KeysDoors()
