"""A grid maze with two kinds of doors and floor switches: doors marked O start open and doors
marked C start closed, and every time the walker steps onto a switch (*) all doors flip (open
ones close, closed ones open). A shortest route from S to G as a move string, replayed by the
verifier; the optimum comes from breadth-first search over (square, flipped an odd number of
times). Unlike keys and doors, nothing is kept: a switch can undo what an earlier one did.

Speed: mazes whose doors never lengthen the route are redrawn (two searches per draw), about
500 cases/s at level 3 on one core (below 1,000/s, above 100/s)."""

from __future__ import annotations

import random
import re
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

MOVES = {"U": (-1, 0), "D": (1, 0), "L": (0, -1), "R": (0, 1)}
_MAX_CHARS = 400


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 6
    doors: int = 3
    switches: int = 1
    walls: float = 0.2
    min_steps: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 15 or not 3 <= self.cols <= 15:
            raise ValueError(f"rows and cols must be in 3..15, got {self.rows}x{self.cols}")
        if not 2 <= self.doors <= 20 or not 1 <= self.switches <= 6:
            raise ValueError(f"doors must be in 2..20 and switches in 1..6, got {self.doors}, {self.switches}")
        if not 0.0 <= self.walls <= 0.4:
            raise ValueError(f"walls must be in [0, 0.4], got {self.walls}")
        if not 1 <= self.min_steps <= 80:
            raise ValueError(f"min_steps must be in 1..80, got {self.min_steps}")


def passable(ch: str, flipped: int) -> bool:
    """Can the walker enter a square showing ``ch`` when the doors have flipped ``flipped`` (0/1) times?"""
    if ch == "#":
        return False
    if ch == "O":
        return not flipped
    if ch == "C":
        return bool(flipped)
    return True


def bfs(grid: list[str]) -> tuple[dict, dict]:
    """Steps to every (row, col, flipped) from S, and each one's (previous state, move)."""
    rows, cols = len(grid), len(grid[0])
    start = next((r, row.index("S"), 0) for r, row in enumerate(grid) if "S" in row)
    dist, parent = {start: 0}, {start: None}
    queue = deque([start])
    while queue:
        state = queue.popleft()
        r, c, f = state
        for m, (dr, dc) in MOVES.items():
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and passable(grid[nr][nc], f):
                nxt = (nr, nc, f ^ (grid[nr][nc] == "*"))
                if nxt not in dist:
                    dist[nxt] = dist[state] + 1
                    parent[nxt] = (state, m)
                    queue.append(nxt)
    return dist, parent


def parse_moves(text: str) -> list[str] | None:
    if len(text) > _MAX_CHARS:
        return None
    body = re.sub(r"[\s,;]+", "", text.strip().strip("[]").rstrip(".").upper())
    if not body or any(ch not in MOVES for ch in body):
        return None
    return list(body)


_TEMPLATES = (
    "A maze ('#' wall, '.' floor, S start, G goal, '*' switch, O and C doors):\n{grid}\nYou move one square up (U), "
    "down (D), left (L) or right (R) per step, never into a wall. Doors marked O are open at the start and doors "
    "marked C are closed; a door can be entered only while it is open. Every time you step onto a switch square, "
    "all doors change state at once: every open door closes and every closed door opens. What is a shortest route "
    "from S to G?",
    "{grid}\nFind the shortest walk from S to G in this grid. Moves: U, D, L, R (one square each; '#' blocks). "
    "Squares with O or C are doors: O doors start open, C doors start closed. Stepping onto any '*' toggles every "
    "door (open becomes closed, closed becomes open), and it happens again each time a switch is entered. You may "
    "only step onto a door square while that door is open.",
    "Switch-and-door puzzle. In the map below, '.' is floor, '#' is wall, '*' is a floor switch, O is a door that is "
    "initially open and C a door that is initially closed.\n{grid}\nEach time the walker enters a switch square, "
    "all doors flip between open and closed. Doors can only be walked onto while open. Starting at S, give a "
    "sequence of moves (U up, D down, L left, R right) of minimum length that ends on G.",
)


class SwitchMaze(Bootcamp):
    id = "planning/switch_maze"
    description = "Shortest route through a maze whose doors all flip open/closed whenever a switch is stepped on"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(rows=4, cols=5, doors=2, switches=1, walls=0.15, min_steps=5),
        "2": Config(rows=5, cols=6, doors=4, switches=1, walls=0.2, min_steps=7),
        "3": Config(rows=6, cols=8, doors=6, switches=2, walls=0.2, min_steps=10),
        "4": Config(rows=8, cols=9, doors=9, switches=2, walls=0.22, min_steps=13),
        "5": Config(rows=9, cols=11, doors=12, switches=3, walls=0.22, min_steps=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        rows, cols = config.rows, config.cols
        while True:
            cells = [["#" if rng.random() < config.walls else "." for _ in range(cols)] for _ in range(rows)]
            free = [(r, c) for r in range(rows) for c in range(cols) if cells[r][c] == "."]
            if len(free) < 2 + config.doors + config.switches + 4:
                continue
            (sr, sc), (gr, gc) = rng.sample(free, 2)
            cells[sr][sc], cells[gr][gc] = "S", "G"
            dist, parent = bfs(["".join(row) for row in cells])
            end = next((st for st in dist if st[:2] == (gr, gc)), None)
            if end is None or dist[end] < config.min_steps - 2:
                continue
            route = []
            while parent[end] is not None:
                end, _ = parent[end]
                route.append(end[:2])
            # a closed door on the open shortest route, so it is in the way; the rest anywhere
            r, c = rng.choice(route[:-1])
            cells[r][c] = "C"
            spare = [(r, c) for r, c in free if cells[r][c] == "."]
            picks = rng.sample(spare, config.doors - 1 + config.switches)
            for r, c in picks[:config.doors - 1]:
                cells[r][c] = rng.choice("OC")
            for r, c in picks[config.doors - 1:]:
                cells[r][c] = "*"
            grid = ["".join(row) for row in cells]
            dist, parent = bfs(grid)
            ends = [(d, st) for st, d in dist.items() if st[:2] == (gr, gc)]
            if not ends:
                continue
            best, end = min(ends)
            free_grid = [row.replace("O", ".").replace("C", ".").replace("*", ".") for row in grid]
            plain = min(d for st, d in bfs(free_grid)[0].items() if st[:2] == (gr, gc))
            if best < config.min_steps or best == plain:
                continue  # too short, or the doors never get in the way
            plan = []
            while parent[end] is not None:
                end, m = parent[end]
                plan.append(m)
            return {"grid": grid}, plan[::-1]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(grid="\n".join(data["grid"]))
        return f"{text}\n{answer_instruction('the moves as one string of the letters U, D, L, R (for example RRDLU)')}"

    def format_answer(self, answer: list[str]) -> str:
        return "".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        moves = parse_moves(text)
        if moves is None or len(moves) != len(answer):
            return 0.0
        grid = data["grid"]
        r, c = next((i, row.index("S")) for i, row in enumerate(grid) if "S" in row)
        flipped = 0
        for m in moves:
            r, c = r + MOVES[m][0], c + MOVES[m][1]
            if not (0 <= r < len(grid) and 0 <= c < len(grid[0])) or not passable(grid[r][c], flipped):
                return 0.0
            flipped ^= grid[r][c] == "*"
        return 1.0 if grid[r][c] == "G" else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        plan = "".join(case.answer)
        other = next(m for m in "UDLR" if m != plan[-1])  # the last step elsewhere cannot end on G
        return [plan[:-1], plan + "UD" if "U" in plan else plan + "LR", plan[:-1] + other]

    def program(self, t: Tracer, data: dict) -> list[str]:
        grid = data["grid"]
        dist, parent = bfs(grid)
        goal = next((r, row.index("G")) for r, row in enumerate(grid) if "G" in row)
        layers: dict[int, list] = {}
        for state, d in dist.items():
            layers.setdefault(d, []).append(state)
        t.state("start")
        t.fetch("S", cell_name(*layers[0][0][:2]))
        t.fetch("G", cell_name(*goal))
        for d in range(1, max(layers) + 1):
            t.state(f"step {d}")
            names = [cell_name(r, c) + ("/flipped" if f else "") for r, c, f in layers[d]]
            t.compute("reached", names, why="one move from the last layer; doors as the flips so far allow")
            hit = [s for s in layers[d] if s[:2] == goal]
            if t.goto(bool(hit), why="at G?"):
                end = hit[0]
                plan = []
                while parent[end] is not None:
                    end, m = parent[end]
                    plan.append(m)
                t.state("answer")
                return t.ret("moves", plan[::-1])
        raise ValueError("G unreachable")

    def solve(self, data: dict) -> list[str]:
        """Distances relaxed by repeated sweeps over two copies of the grid (doors as at the start,
        doors flipped) until nothing changes; then a walk back from G along decreasing distance."""
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        inf = 10**9
        dist = [[[inf] * cols for _ in range(rows)] for _ in range(2)]
        sr, sc = next((r, row.index("S")) for r, row in enumerate(grid) if "S" in row)
        gr, gc = next((r, row.index("G")) for r, row in enumerate(grid) if "G" in row)
        dist[0][sr][sc] = 0
        changed = True
        while changed:
            changed = False
            for f in (0, 1):
                for r in range(rows):
                    for c in range(cols):
                        d = dist[f][r][c]
                        if d == inf:
                            continue
                        for dr, dc in MOVES.values():
                            nr, nc = r + dr, c + dc
                            if 0 <= nr < rows and 0 <= nc < cols and passable(grid[nr][nc], f):
                                g = f ^ (grid[nr][nc] == "*")
                                if d + 1 < dist[g][nr][nc]:
                                    dist[g][nr][nc] = d + 1
                                    changed = True
        f = 0 if dist[0][gr][gc] <= dist[1][gr][gc] else 1
        r, c, plan = gr, gc, []
        while dist[f][r][c]:
            pf = f ^ (grid[r][c] == "*")  # the flip state before entering (r, c)
            for m, (dr, dc) in MOVES.items():
                pr, pc = r - dr, c - dc
                if 0 <= pr < rows and 0 <= pc < cols and passable(grid[r][c], pf) \
                        and dist[pf][pr][pc] == dist[f][r][c] - 1:
                    plan.append(m)
                    r, c, f = pr, pc, pf
                    break
        return plan[::-1]


BOOTCAMP = SwitchMaze()
