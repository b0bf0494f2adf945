"""Grid of Brian's Brain (a three-state cellular automaton) after some generations.

Cells are off (.), firing (#) or refractory (+). Each generation: a firing cell becomes
refractory, a refractory cell turns off, and an off cell fires when exactly two of its eight
neighbours are firing (cells beyond the border are off). The trace is one state per generation,
holding the whole new grid.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    generations: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 20 or not 3 <= self.cols <= 20:
            raise ValueError(f"rows and cols must be in 3..20, got {self.rows}x{self.cols}")
        if not 1 <= self.generations <= 20:
            raise ValueError(f"generations must be in 1..20, got {self.generations}")


_TEMPLATES = (
    "Brian's Brain automaton. Symbols: '.' off, '#' firing, '+' refractory. All cells update together each "
    "generation: # becomes +, + becomes ., and . becomes # if exactly two of its eight neighbours are # (cells "
    "outside the grid are off). Starting grid:\n{grid}\nWhat is the grid after {g} generation(s)?",
    "Apply {g} step(s) of Brian's Brain to\n{grid}\nwhere # = firing, + = dying (refractory) and . = ready/off. A "
    "firing cell always becomes dying, a dying cell becomes off, and an off cell starts firing exactly when two of "
    "its 8 neighbours are firing. The area beyond the edges is off. Give the final grid.",
    "Three-state automaton (off '.', on '#', dying '+'): on -> dying, dying -> off, off -> on iff exactly 2 Moore "
    "neighbours are on; simultaneous updates, off cells around the border. Initial grid:\n{grid}\nShow it after {g} "
    "update(s).",
)


class BriansBrain(SymbolGridAnswer, Bootcamp):
    id = "simulation/brians_brain"
    description = "Brian's Brain automaton grid after some generations (fire, refract, rest)"
    Config = Config
    grid_symbols = {".": ".", "#": "#", "+": "+"}
    LEVELS = {
        "1": Config(rows=4, cols=5, generations=1),
        "2": Config(rows=5, cols=5, generations=2),
        "3": Config(rows=5, cols=6, generations=3),
        "4": Config(rows=6, cols=7, generations=3),
        "5": Config(rows=7, cols=8, generations=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        cells = rng.choices(".#+", weights=(5, 3, 2), k=config.rows * config.cols)
        grid = ["".join(cells[r * config.cols : (r + 1) * config.cols]) for r in range(config.rows)]
        data = {"grid": grid, "generations": config.generations}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(grid="\n".join(data["grid"]), g=data["generations"])
        rows, cols = len(data["grid"]), len(data["grid"][0])
        form = f"the {rows} rows of {cols} symbols, one row per line, using . # + as in the question"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[str]]) -> str:
        return "\n".join("".join(row) for row in answer)

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        grid = list(data["grid"])
        rows, cols = len(grid), len(grid[0])
        for g in range(1, data["generations"] + 1):
            t.state(f"generation {g}")
            new = []
            for r in range(rows):
                line = ""
                for c in range(cols):
                    if grid[r][c] == "#":
                        line += "+"
                    elif grid[r][c] == "+":
                        line += "."
                    else:
                        firing = sum(grid[i][j] == "#" for i in range(r - 1, r + 2) for j in range(c - 1, c + 2)
                                     if 0 <= i < rows and 0 <= j < cols)
                        line += "#" if firing == 2 else "."
                new.append(line)
            grid = t.compute(f"grid {g}", new)
        t.state("answer")
        return t.compute("answer", [list(row) for row in grid])

    def solve(self, data: dict) -> list[list[str]]:
        # Scatter: every firing cell adds one to the counts of its neighbours.
        grid = [list(row) for row in data["grid"]]
        rows, cols = len(grid), len(grid[0])
        for _ in range(data["generations"]):
            counts = [[0] * cols for _ in range(rows)]
            for r in range(rows):
                for c in range(cols):
                    if grid[r][c] == "#":
                        for i in range(max(0, r - 1), min(rows, r + 2)):
                            for j in range(max(0, c - 1), min(cols, c + 2)):
                                if (i, j) != (r, c):
                                    counts[i][j] += 1
            grid = [["+" if grid[r][c] == "#" else "." if grid[r][c] == "+" else ("#" if counts[r][c] == 2 else ".")
                     for c in range(cols)] for r in range(rows)]
        return grid


BOOTCAMP = BriansBrain()
