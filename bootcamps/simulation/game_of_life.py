"""Grid of Conway's Game of Life after some generations (cells beyond the border stay dead).

A live cell (#) survives with 2 or 3 live neighbours among its 8; a dead cell (.) comes alive
with exactly 3. The answer is the whole grid, one row per line. The trace visits every cell of
every generation: it reads the 3x3 block around the cell, counts the live neighbours and
applies the rule.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 5000


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    generations: int = 1
    density: float = 0.4

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 60 or not 3 <= self.cols <= 60:
            raise ValueError(f"rows and cols must be in 3..60, got {self.rows}, {self.cols}")
        if not 1 <= self.generations <= 100:
            raise ValueError(f"generations must be in 1..100, got {self.generations}")
        if not 0 < self.density < 1:
            raise ValueError(f"density must be in (0, 1), got {self.density}")


_TEMPLATES = (
    "Conway's Game of Life on a {rows}x{cols} board; cells outside the board are always dead. '#' is alive, '.' is "
    "dead. Each generation, a live cell with 2 or 3 live neighbours (of its 8) stays alive, other live cells die, and "
    "a dead cell with exactly 3 live neighbours becomes alive. Starting board:\n{grid}\nWhat is the board after "
    "{gens} generation(s)?",
    "Apply {gens} step(s) of the Game of Life rules (birth with exactly 3 live neighbours, survival with 2 or 3, "
    "death otherwise; 8-cell neighbourhoods; everything off the edge is dead) to:\n{grid}\nGive the resulting grid.",
    "Cells marked # are alive and . are dead, in a bounded {rows}-by-{cols} world:\n{grid}\nEvery cell looks at its 8 "
    "neighbours: a living cell survives only with 2 or 3 living neighbours; an empty cell becomes alive with exactly "
    "3. Show the world after {gens} generation(s).",
)


class GameOfLife(Bootcamp):
    id = "simulation/game_of_life"
    description = "Game of Life board after k generations on a bounded grid (cell-by-cell trace)"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=5, generations=1),
        "2": Config(rows=5, cols=5, generations=1),
        "3": Config(rows=5, cols=6, generations=2),
        "4": Config(rows=6, cols=7, generations=3),
        "5": Config(rows=8, cols=8, generations=4),
    }
    multiline_answer = True

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        grid = [
            "".join("#" if rng.random() < config.density else "." for _ in range(config.cols)) for _ in range(config.rows)
        ]
        data = {"grid": grid, "generations": config.generations}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        text = rng.choice(_TEMPLATES).format(
            rows=len(grid), cols=len(grid[0]), grid="\n".join(grid), gens=data["generations"]
        )
        form = f"the {len(grid)} rows of the board, one per line, each {len(grid[0])} characters of # and ."
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return "\n".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > _MAX_ANSWER_CHARS:
            return 0.0
        # Rows of # and . (spaces between cells allowed); parse.parse_grid would strip a final '.'.
        rows = [line.replace(" ", "") for line in text.strip().strip("`").splitlines() if line.strip()]
        return 1.0 if rows == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        grid = list(data["grid"])
        rows, cols = len(grid), len(grid[0])
        for g in range(1, data["generations"] + 1):
            new = []
            for r in range(rows):
                line = ""
                for c in range(cols):
                    t.state(f"gen {g} cell {r},{c}")
                    block = t.fetch(f"block({r},{c})", [
                        "".join(grid[i][j] if 0 <= i < rows and 0 <= j < cols else "." for j in (c - 1, c, c + 1))
                        for i in (r - 1, r, r + 1)
                    ])
                    alive = t.compute("alive", "".join(block).count("#") - (block[1][1] == "#"), why="live neighbours")
                    cell = t.compute("cell", "#" if alive == 3 or (alive == 2 and block[1][1] == "#") else ".")
                    line += cell
                new.append(line)
            t.state(f"gen {g} done")
            grid = t.compute("grid", new)
        t.state("answer")
        return t.compute("answer", t.fetch("grid", grid))

    def solve(self, data: dict) -> list[str]:
        # A set of live coordinates and neighbour counts (the trace scans the grid cell by cell).
        rows, cols = len(data["grid"]), len(data["grid"][0])
        live = {(r, c) for r, row in enumerate(data["grid"]) for c, ch in enumerate(row) if ch == "#"}
        for _ in range(data["generations"]):
            counts: dict[tuple[int, int], int] = {}
            for r, c in live:
                for dr in (-1, 0, 1):
                    for dc in (-1, 0, 1):
                        if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < cols:
                            counts[(r + dr, c + dc)] = counts.get((r + dr, c + dc), 0) + 1
            live = {p for p, k in counts.items() if k == 3 or (k == 2 and p in live)}
        return ["".join("#" if (r, c) in live else "." for c in range(cols)) for r in range(rows)]


BOOTCAMP = GameOfLife()
