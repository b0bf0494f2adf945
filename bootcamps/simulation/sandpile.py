"""Stable state of an abelian sandpile after it topples.

A cell holding 4 or more grains topples: it loses 4 grains and each of its up to 4 neighbours
gains one (grains pushed past the border are lost). Toppling repeats until every cell holds at
most 3; the final grid does not depend on the order. The trace topples the first unstable cell
in reading order each time, one state per toppling. The answer is the grid, one row per line.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int_list
from bootcamps.parse import parse_grid
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 3
    extra_grains: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.size <= 12:
            raise ValueError(f"size must be in 2..12, got {self.size}")
        if not 1 <= self.extra_grains <= 200:
            raise ValueError(f"extra_grains must be in 1..200, got {self.extra_grains}")


_TEMPLATES = (
    "A sandpile sits on a {n} x {n} grid; each number is the count of grains in a cell:\n{grid}\nWhenever a cell "
    "holds 4 or more grains it topples: it loses 4 grains and each of its horizontal and vertical neighbours gains "
    "1 (grains that would fall off the edge are lost). Topple until no cell holds 4 or more. What is the final grid?",
    "Chips on a {n} by {n} board:\n{grid}\nAny square with at least 4 chips fires, sending one chip to each square "
    "directly above, below, left and right of it (chips sent off the board disappear). Keep firing until every "
    "square has at most 3 chips. Give the final board.",
    "Abelian sandpile model. Initial heights:\n{grid}\nStabilise it (a site with height >= 4 gives one grain to "
    "each of its 4 neighbours; the boundary absorbs grains) and write the stable configuration.",
)


class Sandpile(Bootcamp):
    id = "simulation/sandpile"
    description = "Stable grid of an abelian sandpile after all topplings (one state per toppling)"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=3, extra_grains=5),
        "2": Config(size=3, extra_grains=9),
        "3": Config(size=4, extra_grains=12),
        "4": Config(size=4, extra_grains=20),
        "5": Config(size=5, extra_grains=28),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        grid = [[rng.randint(0, 3) for _ in range(n)] for _ in range(n)]
        for _ in range(config.extra_grains):  # piles above 3 that must topple
            grid[rng.randrange(n)][rng.randrange(n)] += 1
        data = {"grid": grid}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        text = rng.choice(_TEMPLATES).format(n=len(grid), grid="\n".join(" ".join(map(str, row)) for row in grid))
        form = "the final grid, one row per line, numbers separated by spaces (for example\n1 0 3\n2 2 1\n0 3 3)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return "\n".join(" ".join(map(str, row)) for row in answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        n = len(answer)
        if len(text) > 40 * n * n + 100:
            return 0.0
        rows = parse_grid(text)
        if rows is None or len(rows) != n:
            return 0.0
        values = [strict_int_list(" ".join(row)) for row in rows]
        return 1.0 if values == [list(row) for row in answer] else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        grid = [list(row) for row in data["grid"]]
        n = len(grid)
        step = 0
        while True:
            step += 1
            t.state(f"scan {step}")
            flat = t.fetch("grid", [row[:] for row in grid])
            spot = t.compute("first unstable", next(([r, c] for r in range(n) for c in range(n) if flat[r][c] >= 4), None),
                             why="first cell with 4 or more, in reading order")
            if t.goto(spot is None, why="every cell holds at most 3"):
                break
            r, c = spot
            t.state(f"topple {r},{c}")
            grid[r][c] = t.compute(f"g[{r}][{c}]", t.fetch(f"g[{r}][{c}]", flat[r][c]) - 4)
            for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= rr < n and 0 <= cc < n:
                    grid[rr][cc] = t.compute(f"g[{rr}][{cc}]", t.fetch(f"g[{rr}][{cc}]", flat[rr][cc]) + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("grid", [row[:] for row in grid]))

    def solve(self, data: dict) -> list[list[int]]:
        # Topple every unstable cell at once, as many times as it can, round after round.
        grid = [list(row) for row in data["grid"]]
        n = len(grid)
        while True:
            fire = [[grid[r][c] // 4 for c in range(n)] for r in range(n)]
            if not any(any(row) for row in fire):
                return grid
            for r in range(n):
                for c in range(n):
                    grid[r][c] -= 4 * fire[r][c]
                    for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                        if 0 <= rr < n and 0 <= cc < n:
                            grid[rr][cc] += fire[r][c]


BOOTCAMP = Sandpile()
