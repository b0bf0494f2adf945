"""Position of Langton's ant after some steps on a wrap-around grid.

On a white cell (.) the ant turns 90 degrees right, on a black cell (#) 90 degrees left; it
then flips the colour of the cell it stands on and moves one cell forward. Leaving one edge
brings it back on the opposite edge. The trace is one state per step.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import parse_ints
from bootcamps.trace import Tracer

_DIRECTIONS = ("up", "right", "down", "left")  # clockwise: a right turn adds 1
_MOVES = {"up": (-1, 0), "right": (0, 1), "down": (1, 0), "left": (0, -1)}


@dataclass(frozen=True)
class Config:
    rows: int = 4
    cols: int = 4
    steps: int = 6
    density: float = 0.3

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 100 or not 2 <= self.cols <= 100:
            raise ValueError(f"rows and cols must be in 2..100, got {self.rows}, {self.cols}")
        if not 1 <= self.steps <= 5000:
            raise ValueError(f"steps must be in 1..5000, got {self.steps}")
        if not 0 <= self.density < 1:
            raise ValueError(f"density must be in [0, 1), got {self.density}")


_TEMPLATES = (
    "Langton's ant walks on this {rows}x{cols} grid (rows 0..{lr} from top to bottom, columns 0..{lc} from left to "
    "right; '#' black, '.' white):\n{grid}\nIt starts at row {r}, column {c}, facing {d}. Each step: on a white cell "
    "it turns 90 degrees right, on a black cell 90 degrees left; then it flips the colour of its cell and moves one "
    "cell forward. The grid wraps around (leaving an edge re-enters on the opposite side). Where is the ant after "
    "{k} steps?",
    "An ant sits on cell (row {r}, column {c}) of a wrap-around grid, facing {d}:\n{grid}\n(rows numbered 0-{lr} "
    "top to bottom, columns 0-{lc} left to right). Rules per step: white (.) -> turn right, black (#) -> turn left; "
    "flip the cell's colour; step forward one cell. Give the ant's position after {k} steps.",
    "Simulate {k} moves of Langton's ant. Grid (toroidal; '.' = white, '#' = black; row 0 is the top row, column 0 "
    "the leftmost):\n{grid}\nStart: row {r}, column {c}, heading {d}. On white turn clockwise, on black turn "
    "counter-clockwise, invert the cell, advance one cell. Final position?",
)


class LangtonsAnt(Bootcamp):
    id = "simulation/langtons_ant"
    description = "Position of Langton's ant after k steps on a torus (one state per step)"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, steps=5),
        "2": Config(rows=5, cols=5, steps=10),
        "3": Config(rows=6, cols=6, steps=18),
        "4": Config(rows=7, cols=8, steps=30),
        "5": Config(rows=9, cols=9, steps=50),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        grid = [
            "".join("#" if rng.random() < config.density else "." for _ in range(config.cols)) for _ in range(config.rows)
        ]
        data = {
            "grid": grid, "row": rng.randrange(config.rows), "col": rng.randrange(config.cols),
            "facing": rng.choice(_DIRECTIONS), "steps": config.steps,
        }
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        text = rng.choice(_TEMPLATES).format(
            rows=len(grid), cols=len(grid[0]), lr=len(grid) - 1, lc=len(grid[0]) - 1, grid="\n".join(grid),
            r=data["row"], c=data["col"], d=data["facing"], k=data["steps"],
        )
        return f"{text}\n{answer_instruction('the final row and column as two integers, row first (for example 2, 3)')}"

    def format_answer(self, answer: list[int]) -> str:
        return f"{answer[0]}, {answer[1]}"

    def check(self, data: dict, answer: list[int], text: str) -> float:
        return 1.0 if parse_ints(text, length=2) == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        grid = [list(row) for row in data["grid"]]
        rows, cols = len(grid), len(grid[0])
        r, c, facing = data["row"], data["col"], data["facing"]
        for k in range(1, data["steps"] + 1):
            t.state(f"step {k}")
            colour = t.fetch(f"cell[{r}][{c}]", grid[r][c])
            turn = 1 if colour == "." else -1
            facing = t.compute("facing", _DIRECTIONS[(_DIRECTIONS.index(facing) + turn) % 4],
                               why="right on white, left on black")
            grid[r][c] = t.compute(f"cell[{r}][{c}]", "#" if colour == "." else ".", why="flip")
            dr, dc = _MOVES[facing]
            r = t.compute("row", (r + dr) % rows)
            c = t.compute("col", (c + dc) % cols)
        t.state("answer")
        return t.compute("answer", [t.fetch("row", r), t.fetch("col", c)])

    def solve(self, data: dict) -> list[int]:
        # Complex numbers for heading: multiplying by -1j turns right (rows grow downwards).
        black = {(i, j) for i, row in enumerate(data["grid"]) for j, ch in enumerate(row) if ch == "#"}
        rows, cols = len(data["grid"]), len(data["grid"][0])
        heading = {"up": -1, "down": 1, "left": -1j, "right": 1j}[data["facing"]]  # row + col*1j
        pos = (data["row"], data["col"])
        for _ in range(data["steps"]):
            if pos in black:
                heading *= 1j
                black.discard(pos)
            else:
                heading *= -1j
                black.add(pos)
            pos = (int((pos[0] + heading.real) % rows), int((pos[1] + heading.imag) % cols))
        return [pos[0], pos[1]]


BOOTCAMP = LangtonsAnt()
