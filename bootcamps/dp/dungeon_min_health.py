"""Dungeon: the least starting health that lets a knight cross a grid of rooms from the top-left
to the bottom-right, moving only right or down, if his health must stay at least 1 at all times.

Each room adds its number to his health (negative: a monster, positive: a potion), including
the first and the last room. The trace works backwards from the last room: ``need[r][c]``, the
health needed on entering room (r, c), is ``max(1, min(need right, need below) - room)``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 4
    max_abs: int = 10

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 30 or not 2 <= self.cols <= 30:
            raise ValueError(f"rows and cols must be in 2..30, got {self.rows}, {self.cols}")
        if not 3 <= self.max_abs <= 1000:
            raise ValueError(f"max_abs must be in 3..1000, got {self.max_abs}")


_TEMPLATES = (
    "A knight crosses a dungeon grid from the top-left room to the bottom-right room, moving only right or "
    "down. Entering a room changes his health by its number (negative: a monster, positive: a potion; the first "
    "and last rooms count too). If his health ever drops to 0 or below he dies. Rooms:\n{grid}\nWhat is the "
    "smallest whole-number starting health that lets him arrive alive?",
    "A robot's battery changes by the amount in each cell it enters (the start cell included) on a path from "
    "the top-left to the bottom-right cell, stepping right or down:\n{grid}\nThe charge must stay at least 1 the "
    "whole way. What is the least initial charge that makes some path possible?",
    "Grid of gains and losses:\n{grid}\nFind the minimum initial points such that some monotone (right/down) "
    "path from the top-left to the bottom-right keeps the running total (initial points plus every visited "
    "cell, the first included) at 1 or more after every cell.",
)


class DungeonMinHealth(IntegerAnswer, Bootcamp):
    id = "dp/dungeon_min_health"
    description = "Least starting health to cross a grid right/down staying >= 1 (backward DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(rows=2, cols=3, max_abs=10),
        "2": Config(rows=3, cols=4, max_abs=15),
        "3": Config(rows=4, cols=5, max_abs=20),
        "4": Config(rows=5, cols=6, max_abs=30),
        "5": Config(rows=7, cols=8, max_abs=50),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        grid = [[rng.randint(-config.max_abs, config.max_abs // 2) for _ in range(config.cols)]
                for _ in range(config.rows)]  # mostly losses, so the start health matters
        data = {"grid": grid}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        width = max(len(str(v)) for row in data["grid"] for v in row)
        grid = "\n".join(" ".join(str(v).rjust(width) for v in row) for row in data["grid"])
        text = rng.choice(_TEMPLATES).format(grid=grid)
        return f"{text}\n{answer_instruction('the starting health as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        need = [[0] * cols for _ in range(rows)]
        for r in range(rows - 1, -1, -1):
            for c in range(cols - 1, -1, -1):
                t.state(f"room {r},{c}")
                after = []
                if c + 1 < cols:
                    after.append(t.fetch(f"need[{r}][{c + 1}]", need[r][c + 1]))
                if r + 1 < rows:
                    after.append(t.fetch(f"need[{r + 1}][{c}]", need[r + 1][c]))
                room = t.fetch(f"room[{r}][{c}]", grid[r][c])
                exit_need = min(after) if after else 1  # alive (health >= 1) after the last room
                need[r][c] = t.compute(f"need[{r}][{c}]", max(1, exit_need - room), why="max(1, next need - room)")
        t.state("answer")
        return t.compute("answer", t.fetch("need[0][0]", need[0][0]))

    def solve(self, data: dict) -> int:
        # Bisection on the start health; a start works if the best reachable health (more is never
        # worse) stays >= 1 along some path, found by a forward DP.
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])

        def survives(start: int) -> bool:
            best = [[None] * cols for _ in range(rows)]
            for r in range(rows):
                for c in range(cols):
                    before = [x for x in (best[r - 1][c] if r else None, best[r][c - 1] if c else None) if x is not None]
                    here = (max(before) if before else start if r == c == 0 else None)
                    if here is None:
                        continue
                    here += grid[r][c]
                    best[r][c] = here if here >= 1 else None
            return best[-1][-1] is not None

        lo, hi = 1, 1 + sum(abs(v) for row in grid for v in row)
        while lo < hi:
            mid = (lo + hi) // 2
            if survives(mid):
                hi = mid
            else:
                lo = mid + 1
        return lo


BOOTCAMP = DungeonMinHealth()
