"""Towers of unit cubes on a grid are seen from the front (the tallest tower of each column)
and from the side (the tallest of each row): the fewest or the most cubes that fit both
views. Fewest: for every height h, max(columns showing h, rows showing h) towers of h; most:
every cell as tall as both views allow."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    cols: int = 4
    rows: int = 4
    max_height: int = 5
    ask_most: float = 0.5  # share of cases asking for the most cubes instead of the fewest

    def __post_init__(self) -> None:
        if not 2 <= self.cols <= 12 or not 2 <= self.rows <= 12:
            raise ValueError(f"rows and cols must be in 2..12, got {self.rows}x{self.cols}")
        if not 2 <= self.max_height <= 30:
            raise ValueError(f"max_height must be in 2..30, got {self.max_height}")
        if not 0.0 <= self.ask_most <= 1.0:
            raise ValueError(f"ask_most must be in [0, 1], got {self.ask_most}")


_TEMPLATES = (
    "Towers of unit cubes stand on the cells of a grid with {cols} columns (left to right) and {rows} rows (front to "
    "back); a cell may hold no cubes. Looking from the front you see, for each column, the height of its tallest "
    "tower: {front}. Looking from the right side you see, for each row from front to back, the height of its tallest "
    "tower: {side}. What is the {word} number of cubes that could be on the grid?",
    "Front view heights (column by column, left to right): {front}. Side view heights (row by row, front to back): "
    "{side}. These views come from stacks of 1x1x1 cubes placed on a {rows}-row by {cols}-column board, each view "
    "showing the tallest stack in that column or row. Find the {word} possible total number of cubes.",
    "A builder stacks cubes on a {rows} x {cols} board (rows x columns). The skyline seen from the front is {front} "
    "(tallest stack per column) and the skyline seen from the side is {side} (tallest stack per row). Any stack "
    "height from 0 up is allowed as long as both skylines are exactly these. What is the {word} number of cubes?",
)


class ViewsCubeCount(IntegerAnswer, Bootcamp):
    id = "spatial/views_cube_count"
    description = "Fewest or most unit cubes consistent with a front view and a side view of towers on a grid"
    Config = Config
    LEVELS = {
        "1": Config(cols=3, rows=3, max_height=4, ask_most=0.5),
        "2": Config(cols=4, rows=4, max_height=5),
        "3": Config(cols=5, rows=5, max_height=7, ask_most=0.3),
        "4": Config(cols=6, rows=7, max_height=9, ask_most=0.2),
        "5": Config(cols=9, rows=8, max_height=12, ask_most=0.2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        # Any two skylines with the same maximum come from some grid (the tallest column and row meet).
        front = [rng.randint(0, config.max_height) for _ in range(config.cols)]
        side = [rng.randint(0, config.max_height) for _ in range(config.rows)]
        top = max(max(front), max(side), 1)
        for view in (front, side):
            if max(view) < top:
                view[rng.randrange(len(view))] = top
        data = {"front": front, "side": side, "ask": "most" if rng.random() < config.ask_most else "fewest"}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(
            cols=len(data["front"]), rows=len(data["side"]), front=", ".join(map(str, data["front"])),
            side=", ".join(map(str, data["side"])), word="largest" if data["ask"] == "most" else "smallest",
        )
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        front, side = data["front"], data["side"]
        total = 0
        if data["ask"] == "most":
            for c, f in enumerate(front):
                t.state(f"column {c + 1}")
                f = t.fetch(f"front[{c + 1}]", f)
                column = t.compute("column cubes", sum(min(f, s) for s in side), why="each cell min(front, side)")
                total = t.compute("total", total + column)
        else:
            for h in range(max(front), 0, -1):
                t.state(f"height {h}")
                cols = t.compute("columns showing h", sum(1 for f in front if f == h))
                rows = t.compute("rows showing h", sum(1 for s in side if s == h))
                towers = t.compute("towers of h", max(cols, rows), why="one tower per column and per row, paired up")
                total = t.compute("total", total + h * towers)
        t.state("answer")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """Fewest: greedy placement on the grid, tallest heights first, pairing a column and a
        row showing the height while both remain, then any row or column tall enough (the count
        comes from a placed grid, which is checked against both views)."""
        front, side = data["front"], data["side"]
        if data["ask"] == "most":
            return sum(min(f, s) for f in front for s in side)
        grid = [[0] * len(front) for _ in side]
        for h in sorted(set(front) | set(side), reverse=True):
            cols = [c for c, f in enumerate(front) if f == h]
            rows = [r for r, s in enumerate(side) if s == h]
            while cols or rows:
                c = cols.pop() if cols else next(c for c, f in enumerate(front) if f >= h)
                r = rows.pop() if rows else next(r for r, s in enumerate(side) if s >= h)
                grid[r][c] = max(grid[r][c], h)
        assert [max(grid[r][c] for r in range(len(side))) for c in range(len(front))] == front
        assert [max(row) for row in grid] == side
        return sum(map(sum, grid))


BOOTCAMP = ViewsCubeCount()
