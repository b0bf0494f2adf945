"""Sudoku's hidden-single rule on a named unit: in a partly filled sudoku (4x4, 6x6 or 9x9), a
given digit is missing from a given row, column or box, and only one of that unit's empty
cells can take it (every other one already sees the digit in its own row, column or box).
Which cell is it? The generator keeps only (unit, digit) pairs with exactly one place, and
prefers cells that are not naked singles, so the cell is found by where the digit can go
rather than by what the cell can hold."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.puzzles2 import CellAnswer, random_sudoku, sudoku_board, sudoku_masks, sudoku_seen, sudoku_units
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 9
    blanks: int = 50
    min_empty: int = 5  # empty cells the unit has at least

    def __post_init__(self) -> None:
        if self.size not in (4, 6, 9):
            raise ValueError(f"size must be 4, 6 or 9, got {self.size}")
        if not self.size <= self.blanks <= self.size * self.size - self.size:
            raise ValueError(f"blanks must be in {self.size}..{self.size * self.size - self.size}, got {self.blanks}")
        if not 2 <= self.min_empty <= self.size:
            raise ValueError(f"min_empty must be in 2..{self.size}, got {self.min_empty}")


_TEMPLATES = (
    "Sudoku ({n}x{n}; every row, column and {h}x{w} box holds 1-{n} once each; {blank} = empty cell):\n\n{board}\n\n"
    "The digit {d} is still missing from {unit}. Exactly one empty cell of {unit} can hold it: every other empty cell "
    "there already has a {d} in its own row, column or box. Which cell must the {d} go in?",
    "Here is a {n} by {n} sudoku in progress (boxes are {h} rows by {w} columns; {blank} marks an empty cell).\n\n"
    "{board}\n\nWhere does the {d} of {unit} go? Cross out each empty cell of {unit} that shares a row, column or box "
    "with a {d} already placed; one cell remains.",
    "Hidden single. In the grid below, each row, column and {h}x{w} box must contain the digits 1 to {n} exactly once "
    "({blank} stands for an empty cell).\n\n{board}\n\nConsider {unit} and the digit {d}. Name the only cell of {unit} "
    "where {d} can be placed.",
)


class SudokuHiddenSingle(CellAnswer, Bootcamp):
    id = "puzzle/sudoku_hidden_single"
    description = "Sudoku next move: the only cell of a named row, column or box that can take a named digit"
    Config = Config
    LEVELS = {
        "1": Config(size=4, blanks=9, min_empty=2),
        "2": Config(size=6, blanks=22, min_empty=3),
        "3": Config(size=9, blanks=48, min_empty=5),
        "4": Config(size=9, blanks=54, min_empty=6),
        "5": Config(size=9, blanks=60, min_empty=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.size
        units, _ = sudoku_units(n)
        while True:
            grid = random_sudoku(n, rng)
            for k in rng.sample(range(n * n), config.blanks):
                grid[k // n][k % n] = 0
            masks = sudoku_masks(grid)
            options, plain = [], []
            for u, (_, cells) in enumerate(units):
                empty = [cell for cell in cells if cell in masks]
                if len(empty) < config.min_empty:
                    continue
                for d in range(1, n + 1):
                    spots = [cell for cell in empty if masks[cell] >> d & 1]
                    if len(spots) == 1 and not any(grid[r][c] == d for r, c in cells):
                        m = masks[spots[0]]
                        (options if m & (m - 1) else plain).append((u, d, spots[0]))
            pool = options or plain
            if pool:
                u, d, (r, c) = rng.choice(pool)
                return {"grid": grid, "unit": u, "digit": d}, [r + 1, c + 1]

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        n = len(grid)
        units, (h, w) = sudoku_units(n)
        blank = rng.choice((".", "_", "0"))
        name = units[data["unit"]][0]
        if name.startswith("box"):
            name += " (boxes are numbered 1 to {} left to right, top to bottom)".format(n)
        board = sudoku_board(grid, blank, boxes=rng.random() < 0.6)
        text = rng.choice(_TEMPLATES).format(n=n, h=h, w=w, blank=blank, board=board, d=data["digit"], unit=name)
        form = "the cell as r<row>c<column>, rows and columns numbered from 1 at the top left (for example r3c8)"
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        grid, d = data["grid"], data["digit"]
        units, _ = sudoku_units(len(grid))
        free: list[int] = []
        for r, c in units[data["unit"]][1]:
            if grid[r][c]:
                continue
            t.state(f"cell r{r + 1}c{c + 1}")
            row, col, box = sudoku_seen(grid, r, c)
            seen = set(t.fetch("row", row)) | set(t.fetch("column", col)) | set(t.fetch("box", box))
            if not t.compute(f"{d} seen", d in seen, why=f"is a {d} already in its row, column or box"):
                free = t.compute("place", [r + 1, c + 1], why=f"the {d} can go here")
        return free

    def solve(self, data: dict) -> list[int]:
        """Mark every cell a placed copy of the digit attacks, then read the unit's unmarked empty cells."""
        grid, d = data["grid"], data["digit"]
        n = len(grid)
        units, _ = sudoku_units(n)
        attacked = set()
        for _, cells in units:
            if any(grid[r][c] == d for r, c in cells):
                attacked.update(cells)
        (cell,) = [(r, c) for r, c in units[data["unit"]][1] if not grid[r][c] and (r, c) not in attacked]
        return [cell[0] + 1, cell[1] + 1]


BOOTCAMP = SudokuHiddenSingle()
