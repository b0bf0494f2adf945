"""Two walkers collect coins on a grid: both start at the top-left cell and move only right or
down to the bottom-right cell, avoiding walls; a coin on a cell both visit is collected once.
The most coins they can collect together.

The trace runs the classic joint DP over steps: after s steps the walkers stand on the same
anti-diagonal, at rows r1 <= r2, and best[r1][r2] is the most coins so far. One state per step
holds the table of reachable row pairs.
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
    max_coins: int = 5
    walls: float = 0.1

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 20 or not 2 <= self.cols <= 20:
            raise ValueError(f"rows and cols must be in 2..20, got {self.rows}x{self.cols}")
        if self.max_coins < 1:
            raise ValueError(f"max_coins must be >= 1, got {self.max_coins}")
        if not 0 <= self.walls < 0.5:
            raise ValueError(f"walls must be in [0, 0.5), got {self.walls}")


_TEMPLATES = (
    "Grid (numbers are coins on a cell, # is a wall):\n{grid}\nTwo robots both start in the top-left cell and both "
    "travel to the bottom-right cell, each moving only right or down and never entering a wall. They pick up every "
    "coin on the cells they visit, but a cell's coins can be taken only once even if both robots visit it. What is "
    "the largest total number of coins they can collect?",
    "A farmer's field:\n{grid}\n(# marks rocks that cannot be crossed; a digit is the number of cherries there.) Two "
    "pickers walk from the north-west corner to the south-east corner, each step going one cell east or south. "
    "Cherries on a cell are picked by whoever gets there first. How many cherries can the two pick in total at most?",
    "Cells:\n{grid}\nChoose two monotone (right/down) paths from the top-left to the bottom-right cell that avoid "
    "'#'. Maximise the sum of the values over the union of the cells they cover (shared cells count once).",
)


class CherryPickup(IntegerAnswer, Bootcamp):
    id = "dp/cherry_pickup"
    description = "Most coins two right/down walkers collect together (joint anti-diagonal DP)"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=4, max_coins=5, walls=0.1),
        "2": Config(rows=4, cols=4, max_coins=6, walls=0.12),
        "3": Config(rows=5, cols=5, max_coins=7, walls=0.15),
        "4": Config(rows=6, cols=7, max_coins=9, walls=0.15),
        "5": Config(rows=8, cols=9, max_coins=9, walls=0.18),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            grid = []
            for _ in range(config.rows):
                row = ""
                for _ in range(config.cols):
                    roll = rng.random()
                    row += "#" if roll < config.walls else str(rng.randint(1, config.max_coins)) if roll < 0.65 else "0"
                grid.append(row)
            grid[0] = "0" + grid[0][1:]
            grid[-1] = grid[-1][:-1] + "0"
            data = {"grid": grid}
            gold = self.solve(data)
            if gold is not None:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        sep = rng.choice(("", " "))
        text = rng.choice(_TEMPLATES).format(grid="\n".join(sep.join(row) for row in data["grid"]))
        return f"{text}\n{answer_instruction('the total as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        g = data["grid"]
        rows, cols = len(g), len(g[0])
        best = {(0, 0): 0}
        for step in range(1, rows + cols - 1):
            t.state(f"step {step}")
            prev = {(a, b): v for a, b, v in t.fetch("best", [[a, b, v] for (a, b), v in sorted(best.items())])}
            cur: dict[tuple[int, int], int] = {}
            for r1 in range(max(0, step - cols + 1), min(rows - 1, step) + 1):
                for r2 in range(r1, min(rows - 1, step) + 1):
                    c1, c2 = step - r1, step - r2
                    if g[r1][c1] == "#" or g[r2][c2] == "#":
                        continue
                    before = [prev[(a, b)] for a in (r1 - 1, r1) for b in (r2 - 1, r2)
                              if (min(a, b), max(a, b)) == (a, b) and (a, b) in prev]
                    if before:
                        gain = int(g[r1][c1]) + (int(g[r2][c2]) if r1 != r2 else 0)
                        cur[(r1, r2)] = max(before) + gain
            best = t.compute("best", [[a, b, v] for (a, b), v in sorted(cur.items())],
                             why="best over the four previous row pairs + coins on both cells")
            best = {(a, b): v for a, b, v in best}
        t.state("answer")
        return t.compute("answer", t.fetch(f"best[{rows - 1}][{rows - 1}]", best[(rows - 1, rows - 1)]))

    def solve(self, data: dict) -> int | None:
        # Top-down recursion on the two positions, walker 1 and walker 2 each moved one step per
        # call (memoised); None when no wall-free route exists.
        from functools import lru_cache

        g = data["grid"]
        rows, cols = len(g), len(g[0])
        low = -(10**9)

        @lru_cache(maxsize=None)
        def go(r1: int, c1: int, r2: int) -> int:
            c2 = r1 + c1 - r2
            if r1 >= rows or c1 >= cols or r2 >= rows or c2 >= cols or g[r1][c1] == "#" or g[r2][c2] == "#":
                return low
            here = int(g[r1][c1]) + (int(g[r2][c2]) if (r1, c1) != (r2, c2) else 0)
            if (r1, c1) == (rows - 1, cols - 1):
                return here
            return here + max(go(r1 + 1, c1, r2 + 1), go(r1 + 1, c1, r2), go(r1, c1 + 1, r2 + 1), go(r1, c1 + 1, r2))

        best = go(0, 0, 0)
        return best if best >= 0 else None


BOOTCAMP = CherryPickup()
