"""Bloxorz: a 1x1x2 block rolls over a grid of floor tiles with holes. It either stands on one
tile or lies along a row or a column over two tiles; each roll (U, D, L, R) tips it over one
of its bottom edges, so a standing block falls flat over the two tiles beyond it, a lying
block rolled along its length stands up on the next tile, and one rolled sideways stays lying.
Every tile it rests on must be floor inside the grid. The answer is a shortest roll sequence
that ends with the block standing on the goal tile; the verifier replays it and compares its
length with the breadth-first optimum stored in the data. The traced program is a layer-by-
layer breadth-first search over (tile, orientation) states; the plain solver computes every
state's distance to the goal backwards (rolls are reversible) and walks downhill from the start.

Not planning/rolling_die_maze: the state is the block's footprint (one tile or two), not a
die's faces, so which squares it can pass over depends on how it is lying."""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.games import bfs_distance, replay_plan
from bootcamps.kit.planspat7 import read_tokens, traced_bfs_plan
from bootcamps.trace import Tracer

FLOOR, HOLE = ".", "#"
WORDS = {"UP": "U", "DOWN": "D", "LEFT": "L", "RIGHT": "R", "U": "U", "D": "D", "L": "L", "R": "R",
         "N": "U", "S": "D", "W": "L", "E": "R", "NORTH": "U", "SOUTH": "D", "WEST": "L", "EAST": "R"}
# orientation: S standing on (r, c); H lying on (r, c) and (r, c+1); V lying on (r, c) and (r+1, c)


@dataclass(frozen=True)
class Config:
    rows: int = 4
    cols: int = 5
    hole_ratio: float = 0.1
    min_rolls: int = 3
    lying_start: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 12:
            raise ValueError(f"rows must be in 3..12, got {self.rows}")
        if not 3 <= self.cols <= 14:
            raise ValueError(f"cols must be in 3..14, got {self.cols}")
        if not 0.0 <= self.hole_ratio <= 0.4:
            raise ValueError(f"hole_ratio must be in 0..0.4, got {self.hole_ratio}")
        if not 1 <= self.min_rolls <= 40:
            raise ValueError(f"min_rolls must be in 1..40, got {self.min_rolls}")


def roll(state: tuple, move: str) -> tuple:
    r, c, o = state
    if o == "S":
        return {"U": (r - 2, c, "V"), "D": (r + 1, c, "V"), "L": (r, c - 2, "H"), "R": (r, c + 1, "H")}[move]
    if o == "H":
        return {"U": (r - 1, c, "H"), "D": (r + 1, c, "H"), "L": (r, c - 1, "S"), "R": (r, c + 2, "S")}[move]
    return {"U": (r - 1, c, "S"), "D": (r + 2, c, "S"), "L": (r, c - 1, "V"), "R": (r, c + 1, "V")}[move]


def tiles(state: tuple) -> list[tuple[int, int]]:
    r, c, o = state
    return [(r, c)] if o == "S" else [(r, c), (r, c + 1)] if o == "H" else [(r, c), (r + 1, c)]


def fits(grid: list[str], state: tuple) -> bool:
    return all(0 <= r < len(grid) and 0 <= c < len(grid[0]) and grid[r][c] == FLOOR for r, c in tiles(state))


def moves_from(grid: list[str], state: tuple) -> list[tuple[str, tuple]]:
    out = []
    for move in "UDLR":
        new = roll(state, move)
        if fits(grid, new):
            out.append((move, new))
    return out


def describe(state: tuple, long: bool = False) -> str:
    r, c, o = state
    at = (lambda p: f"row {p[0] + 1}, column {p[1] + 1}") if long else (lambda p: f"({p[0] + 1},{p[1] + 1})")
    if o == "S":
        return f"standing upright on {at((r, c))}"
    a, b = tiles(state)
    return f"lying flat on {at(a)} and {at(b)}"


_TEMPLATES = (
    "A 1x1x2 block moves on a grid of floor tiles ('.') with holes ('#'); row 1 is the top row and column 1 the "
    "left column.\n{grid}\nThe block is {start}. Each move rolls it a quarter turn over one of its bottom edges, up "
    "(U), down (D), left (L) or right (R): a standing block falls flat onto the two tiles next to it in that "
    "direction; a lying block rolled along its length stands up on the tile just beyond its end; a lying block "
    "rolled sideways stays lying on the next two tiles. After every move each tile under the block must be a floor "
    "tile inside the grid. Find a shortest sequence of moves that leaves the block standing upright on row {gr}, "
    "column {gc}.",
    "Rolling block puzzle (like Bloxorz). Map, top row = row 1, left column = column 1, '.' floor, '#' hole:\n{grid}"
    "\nStart: the 2-tall block is {start}. A roll U/D/L/R tips the block over its bottom edge on that side. "
    "Standing, it ends lying across the next two tiles; lying with its long side pointing in the roll direction, it "
    "ends standing on the following tile; lying across the roll direction, it stays lying, shifted by one row or "
    "column. It may never rest on a hole or outside the map, even partly. Goal: the block standing on (row {gr}, "
    "column {gc}) after as few rolls as possible. List the rolls.",
    "{grid}\nAbove is a floor of tiles ('.') with missing tiles ('#'), rows numbered 1.. from the top and columns "
    "1.. from the left. A rectangular block of size 1x1x2 is {start}. It moves only by tipping over: rolling a "
    "standing block in a direction lays it over the two tiles on that side; rolling a lying block along its length "
    "stands it up on the tile beyond; rolling it sideways keeps it lying one tile over. Every tile it covers must be "
    "present. Which shortest sequence of rolls (U = up, D = down, L = left, R = right) brings it to stand upright on "
    "row {gr}, column {gc}?",
)


class Bloxorz(Bootcamp):
    id = "planning/bloxorz"
    description = "Roll a 1x1x2 block (standing or lying) over a grid with holes: shortest rolls to stand on the goal"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(rows=4, cols=5, hole_ratio=0.1, min_rolls=3),
        "2": Config(rows=5, cols=6, hole_ratio=0.15, min_rolls=5),
        "3": Config(rows=6, cols=8, hole_ratio=0.2, min_rolls=7, lying_start=True),
        "4": Config(rows=7, cols=10, hole_ratio=0.25, min_rolls=10, lying_start=True),
        "5": Config(rows=9, cols=12, hole_ratio=0.28, min_rolls=14, lying_start=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            cells = [(r, c) for r in range(config.rows) for c in range(config.cols)]
            holes = set(rng.sample(cells, int(config.hole_ratio * len(cells))))
            grid = ["".join(HOLE if (r, c) in holes else FLOOR for c in range(config.cols)) for r in range(config.rows)]
            free = [cell for cell in cells if cell not in holes]
            orient = rng.choice("SHV") if config.lying_start else "S"
            start = (*rng.choice(free), orient)
            if not fits(grid, start):
                continue
            dist = {start: 0}
            queue = deque([start])
            while queue:
                s = queue.popleft()
                for _, n in moves_from(grid, s):
                    if n not in dist:
                        dist[n] = dist[s] + 1
                        queue.append(n)
            far = sorted(s for s, d in dist.items() if s[2] == "S" and d >= config.min_rolls)
            if not far:
                continue
            goal = rng.choice(far)
            best = bfs_distance(start, lambda s: [n for _, n in moves_from(grid, s)], lambda s: s == goal)
            data = {"grid": grid, "start": list(start), "goal": [goal[0], goal[1]], "optimum": best}
            return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        gr, gc = data["goal"]
        text = rng.choice(_TEMPLATES).format(grid="\n".join(data["grid"]), start=describe(tuple(data["start"]), True),
                                             gr=gr + 1, gc=gc + 1)
        form = "the rolls in order as letters U, D, L, R separated by spaces (for example R R U L)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return " ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        items = read_tokens(text, "|".join(WORDS), data["optimum"] + 2, joined=True)
        if items is None or len(items) != data["optimum"]:
            return 0.0
        grid = data["grid"]

        def apply(state, word):
            new = roll(state, WORDS[word.upper()])
            return new if fits(grid, new) else None

        end = replay_plan(tuple(data["start"]), items, apply)
        return 1.0 if end == (data["goal"][0], data["goal"][1], "S") else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        plan = list(case.answer)
        flip = {"U": "D", "D": "U", "L": "R", "R": "L"}
        return [" ".join(plan[:-1]), " ".join(plan + [flip[plan[-1]], plan[-1]]),
                " ".join(plan[:-1] + [flip[plan[-1]]])]

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("start")
        grid = t.fetch("grid", data["grid"])
        start = tuple(t.fetch("start (row, col, orientation)", data["start"]))
        goal = (*t.fetch("goal", data["goal"]), "S")
        plan = traced_bfs_plan(t, start, lambda s: moves_from(grid, s), lambda s: s == goal, what="block position")
        state, out = start, []
        for k, move in enumerate(plan, 1):
            t.state(f"roll {k}")
            move = t.fetch(f"plan[{k}]", move)
            state = roll(state, move)
            out.append(move)
            t.compute("block", describe(state), why=f"tip the block {dict(U='up', D='down', L='left', R='right')[move]}")
        t.state("answer")
        return t.ret("rolls", out)

    def solve(self, data: dict) -> list[str]:
        """Distances to the goal by a backward search (each roll is undone by the opposite
        roll), then from the start always take a roll that gets one closer."""
        grid = data["grid"]
        goal = (data["goal"][0], data["goal"][1], "S")
        dist = {goal: 0}
        queue = deque([goal])
        while queue:
            s = queue.popleft()
            for _, n in moves_from(grid, s):
                if n not in dist:
                    dist[n] = dist[s] + 1
                    queue.append(n)
        state, plan = tuple(data["start"]), []
        while state != goal:
            move, state = next((m, n) for m, n in moves_from(grid, state) if dist.get(n) == dist[state] - 1)
            plan.append(move)
        return plan


BOOTCAMP = Bloxorz()
