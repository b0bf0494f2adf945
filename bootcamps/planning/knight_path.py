"""A knight's shortest route: the fewest knight moves between two squares of a board on
which some squares are blocked (the knight may not land on them; it jumps over anything)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

_JUMPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
_FILES = "abcdefghijklmnop"


@dataclass(frozen=True)
class Config:
    size: int = 8
    blocked: float = 0.15
    min_moves: int = 3

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 16:
            raise ValueError(f"size must be in 4..16, got {self.size}")
        if not 0.0 <= self.blocked <= 0.5:
            raise ValueError(f"blocked must be in [0, 0.5], got {self.blocked}")
        if not 1 <= self.min_moves <= 20:
            raise ValueError(f"min_moves must be in 1..20, got {self.min_moves}")


def square(r: int, c: int) -> str:
    """Chess-style name: file letter (column, from a) and rank number (row, from 1)."""
    return f"{_FILES[c]}{r + 1}"


def jumps(pos: tuple[int, int], n: int, blocked: set[tuple[int, int]]) -> list[tuple[int, int]]:
    r, c = pos
    return [(r + dr, c + dc) for dr, dc in _JUMPS
            if 0 <= r + dr < n and 0 <= c + dc < n and (r + dr, c + dc) not in blocked]


def distances(n: int, blocked: set[tuple[int, int]], start: tuple[int, int]) -> dict[tuple[int, int], int]:
    dist, frontier = {start: 0}, [start]
    while frontier:
        nxt = []
        for pos in frontier:
            for new in jumps(pos, n, blocked):
                if new not in dist:
                    dist[new] = dist[pos] + 1
                    nxt.append(new)
        frontier = nxt
    return dist


_TEMPLATES = (
    "On a {n}x{n} board (files a-{last} left to right, ranks 1-{n} bottom to top) a knight stands on {s}. These "
    "squares are blocked and the knight may never land on them: {blocked}. A knight moves two squares in one "
    "direction and one square at right angles, jumping over anything in between. What is the fewest number of "
    "moves to reach {t}?",
    "Knight's route: board {n} by {n} (columns a..{last}, rows 1..{n}), start {s}, goal {t}. Forbidden squares "
    "(the knight cannot stop there, but may jump over them): {blocked}. Each move is an L-shape (2 by 1). How many "
    "moves does the shortest route take?",
    "A chess knight on {s} wants to get to {t} on a {n}x{n} board with holes at {blocked}. It moves in the usual "
    "L-shape (two squares one way, one square perpendicular) and cannot land on a hole. Find the minimum number of "
    "moves.",
)


class KnightPath(IntegerAnswer, Bootcamp):
    id = "planning/knight_path"
    description = "The fewest knight moves between two squares on a board with blocked squares"
    Config = Config
    LEVELS = {
        "1": Config(size=5, blocked=0.1, min_moves=2),
        "2": Config(size=6, blocked=0.12, min_moves=3),
        "3": Config(size=8, blocked=0.15, min_moves=4),
        "4": Config(size=10, blocked=0.2, min_moves=5),
        "5": Config(size=12, blocked=0.25, min_moves=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.size
        while True:
            cells = [(r, c) for r in range(n) for c in range(n)]
            start = rng.choice(cells)
            blocked = {p for p in cells if p != start and rng.random() < config.blocked}
            dist = distances(n, blocked, start)
            far = [p for p, d in dist.items() if d >= config.min_moves]
            if far:
                goal = rng.choice(far)
                data = {"size": n, "start": list(start), "goal": list(goal), "blocked": sorted(map(list, blocked))}
                return data, dist[goal]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        blocked = ", ".join(square(r, c) for r, c in data["blocked"]) or "none"
        text = rng.choice(_TEMPLATES).format(
            n=n, last=_FILES[n - 1], s=square(*data["start"]), t=square(*data["goal"]), blocked=blocked
        )
        return f"{text}\n{answer_instruction('the minimum number of moves, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Breadth-first: each round lists the squares first reached in that many moves."""
        n = data["size"]
        blocked = {tuple(p) for p in data["blocked"]}
        goal = square(*data["goal"])
        seen = {tuple(data["start"])}
        frontier = [square(*data["start"])]
        d = 0
        while True:
            t.state(f"round {d + 1}")
            last = t.fetch(f"reached[{d}]", list(frontier))
            new = []
            for name in last:
                pos = (int(name[1:]) - 1, _FILES.index(name[0]))
                for nxt in jumps(pos, n, blocked):
                    if nxt not in seen:
                        seen.add(nxt)
                        new.append(square(*nxt))
            d += 1
            frontier = t.compute(f"reached[{d}]", new, why="unblocked squares one jump away, not reached before")
            if t.goto(goal in frontier or not frontier, why=f"stop once {goal} is reached"):
                break
        t.state("answer")
        return t.compute("moves", d, why="rounds taken")

    def solve(self, data: dict) -> int:
        """Bidirectional search: grow balls around both ends until they touch."""
        n = data["size"]
        blocked = {tuple(p) for p in data["blocked"]}
        a, b = {tuple(data["start"])}, {tuple(data["goal"])}
        seen_a, seen_b, steps = set(a), set(b), 0
        while not (a & b):
            if len(a) > len(b):
                a, b, seen_a, seen_b = b, a, seen_b, seen_a
            a = {q for p in a for q in jumps(p, n, blocked) if q not in seen_a}
            seen_a |= a
            steps += 1
            if not a:
                raise ValueError("the goal cannot be reached")
            if a & seen_b:
                break
        return steps


BOOTCAMP = KnightPath()
