"""Frogs and toads (leapfrog): in a row of cells, frogs only ever move right and toads only
left; an animal either slides into the next cell if it is empty or jumps over exactly one
neighbouring animal (of either kind) into the empty cell just beyond. The fewest moves that turn
the given arrangement into the target one, by breadth-first search over arrangements; the trace
replays one optimal plan move by move.

Generation runs a full breadth-first search per case over every arrangement reachable from
the start (up to thousands at the top levels), to pick a target far enough away: level 3 makes
about 400 cases per second and level 5 about 75, not thousands."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games import bidirectional_distance
from bootcamps.trace import Tracer

FROG, TOAD, GAP = "F", "T", "_"


@dataclass(frozen=True)
class Config:
    cells_min: int = 6
    cells_max: int = 7
    animals: int = 2
    min_moves: int = 3

    def __post_init__(self) -> None:
        if not 4 <= self.cells_min <= self.cells_max <= 16:
            raise ValueError(f"need 4 <= cells_min <= cells_max <= 16, got {self.cells_min}..{self.cells_max}")
        if not 1 <= self.animals or 2 * self.animals >= self.cells_max:
            raise ValueError(f"animals must be >= 1 with 2 * animals < cells_max, got {self.animals}")
        if not 1 <= self.min_moves <= 40:
            raise ValueError(f"min_moves must be in 1..40, got {self.min_moves}")


def moves(row: str) -> list[str]:
    """Every arrangement one move away (frogs step or jump right, toads left)."""
    out = []
    n = len(row)
    for i, ch in enumerate(row):
        if ch == GAP:
            continue
        step = 1 if ch == FROG else -1
        for dist in (1, 2):
            j = i + step * dist
            if not 0 <= j < n or row[j] != GAP:
                continue
            if dist == 2 and row[i + step] == GAP:
                continue
            cells = list(row)
            cells[i], cells[j] = GAP, ch
            out.append("".join(cells))
            break
    return out


def bfs(start: str) -> dict[str, tuple[int, str | None]]:
    """Distance and parent of every arrangement reachable from start."""
    seen = {start: (0, None)}
    frontier = [start]
    depth = 0
    while frontier:
        depth += 1
        nxt = []
        for row in frontier:
            for other in moves(row):
                if other not in seen:
                    seen[other] = (depth, row)
                    nxt.append(other)
        frontier = nxt
    return seen


_TEMPLATES = (
    "A row of {n} lily pads holds frogs (F), toads (T) and empty pads (_). Frogs only ever move to the right and "
    "toads only to the left. In one move a single animal either hops onto the next pad in its direction if that "
    "pad is empty, or jumps over exactly one neighbouring animal (frog or toad) onto the empty pad just beyond it.\n"
    "Start: {start}\nTarget: {target}\nWhat is the fewest number of moves that turns the start row into the "
    "target row?",
    "Leapfrog puzzle.\nNow:  {start}\nGoal: {target}\nRules: F pieces move rightwards only, T pieces leftwards "
    "only, and _ is an empty square. A move is either a slide of one piece into the adjacent empty square ahead "
    "of it, or a jump of one piece over a single adjacent piece (of any kind) into the empty square directly "
    "behind that piece. How many moves does the shortest solution take?",
    "Frogs (F) face right and toads (T) face left on a line of {n} stones; _ marks a free stone. Each move, one "
    "animal moves forward: to the next stone if it is free, or over one animal standing on the next stone to the "
    "free stone after it (never over two, never backwards). Find the minimum number of moves to go from\n"
    "{start}\nto\n{target}",
)


class FrogsAndToads(IntegerAnswer, Bootcamp):
    id = "planning/frogs_and_toads"
    description = "Frogs and toads leapfrog puzzle: the fewest slides and jumps to reach a target row"
    Config = Config
    LEVELS = {
        "1": Config(cells_min=6, cells_max=9, animals=3, min_moves=3),
        "2": Config(cells_min=7, cells_max=10, animals=3, min_moves=6),
        "3": Config(cells_min=8, cells_max=11, animals=4, min_moves=9),
        "4": Config(cells_min=9, cells_max=12, animals=4, min_moves=13),
        "5": Config(cells_min=10, cells_max=12, animals=5, min_moves=17),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            n = rng.randint(config.cells_min, config.cells_max)
            frogs = rng.randint(1, config.animals)
            toads = rng.randint(1, config.animals)
            if frogs + toads >= n:
                continue
            cells = [FROG] * frogs + [TOAD] * toads + [GAP] * (n - frogs - toads)
            rng.shuffle(cells)
            start = "".join(cells)
            seen = bfs(start)
            far = sorted(row for row, (d, _) in seen.items() if d >= config.min_moves)
            if far:
                target = rng.choice(far)
                return {"start": start, "target": target}, seen[target][0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(n=len(data["start"]), start=data["start"], target=data["target"])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("start")
        start = t.fetch("start", data["start"])
        target = t.fetch("target", data["target"])
        seen = {start: None}
        frontier, depth = [start], 0
        while frontier and target not in seen:
            depth += 1
            t.state(f"layer {depth}")
            nxt = []
            for row in frontier:
                for other in moves(row):
                    if other not in seen:
                        seen[other] = row
                        nxt.append(other)
            t.compute("new rows", len(nxt), why="every slide or jump from the previous layer, not seen before")
            t.goto(target in seen, why="target reached?")
            frontier = nxt
        path = [target]
        while seen[path[-1]] is not None:
            path.append(seen[path[-1]])
        path.reverse()
        for i in range(1, len(path)):
            t.state(f"move {i}")
            t.fetch("row", path[i - 1])
            t.compute("next row", path[i], why="one slide or jump on the shortest route")
        return t.ret("answer", len(path) - 1)

    def solve(self, data: dict) -> int:
        """Bidirectional search: forward moves from the start, reversed moves from the target."""
        best = bidirectional_distance(data["start"], data["target"], moves, back_moves)
        return -1 if best is None else best


def back_moves(row: str) -> list[str]:
    """Arrangements one move before row: a frog moving left is a frog moving right in the mirror image."""
    return [prev[::-1] for prev in moves(row[::-1])]


BOOTCAMP = FrogsAndToads()
