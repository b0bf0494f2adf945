"""Sudoku's next forced move by the naked-single rule: in a partly filled sudoku (4x4, 6x6 or
9x9), exactly one empty cell has a single digit left once its row, column and box are read.
Name that cell and its digit. The generator blanks cells of a random solved grid and keeps a
board only when exactly one empty cell is a naked single, so the answer is unique."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.puzzles2 import CellDigitAnswer, random_sudoku, sudoku_board, sudoku_seen, sudoku_single_counts, sudoku_units
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 9
    blanks: int = 52

    def __post_init__(self) -> None:
        if self.size not in (4, 6, 9):
            raise ValueError(f"size must be 4, 6 or 9, got {self.size}")
        if not self.size <= self.blanks <= self.size * self.size - self.size:
            raise ValueError(f"blanks must be in {self.size}..{self.size * self.size - self.size}, got {self.blanks}")


_TEMPLATES = (
    "In this {n}x{n} sudoku every row, every column and every {h}x{w} box must end up holding the digits 1 to {n} once "
    "each. Empty cells are shown as {blank}.\n\n{board}\n\nExactly one empty cell has only one digit that its row, "
    "its column and its box still allow. Which cell is it, and which digit goes there?",
    "Look for the naked single in the sudoku below ({n}x{n}, boxes of {h} rows by {w} columns, {blank} = empty). A "
    "naked single is an empty cell for which all but one of the digits 1-{n} already appear in its row, column or "
    "box. There is exactly one such cell here.\n\n{board}\n\nGive the cell and the digit it must hold.",
    "Sudoku rules: digits 1-{n}, each exactly once per row, per column and per {h}x{w} box. In the position below "
    "({blank} marks an empty cell), only one empty cell is pinned down by its own row, column and box alone, with "
    "one candidate left.\n\n{board}\n\nFind that cell and its digit.",
)


class SudokuNakedSingle(CellDigitAnswer, Bootcamp):
    id = "puzzle/sudoku_naked_single"
    description = "Sudoku next move: the one empty cell whose row, column and box leave a single digit"
    Config = Config
    LEVELS = {
        "1": Config(size=4, blanks=10),
        "2": Config(size=6, blanks=22),
        "3": Config(size=9, blanks=50),
        "4": Config(size=9, blanks=55),
        "5": Config(size=9, blanks=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.size
        while True:
            grid = random_sudoku(n, rng)
            for k in rng.sample(range(n * n), config.blanks):
                grid[k // n][k % n] = 0
            singles = sudoku_single_counts(grid)
            if len(singles) == 1:
                r, c, d = singles[0]
                return {"grid": grid}, [r + 1, c + 1, d]

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        n = len(grid)
        _, (h, w) = sudoku_units(n)
        blank = rng.choice((".", "_", "0"))
        board = sudoku_board(grid, blank, boxes=rng.random() < 0.6)
        text = rng.choice(_TEMPLATES).format(n=n, h=h, w=w, blank=blank, board=board)
        form = "the cell and its digit as r<row>c<column>=<digit>, rows and columns numbered from 1 at the top left (for example r2c7=4)"
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        grid = data["grid"]
        n = len(grid)
        found: list[int] = []
        for r in range(n):  # every empty cell is read, so the single is seen to be the only one
            for c in range(n):
                if grid[r][c]:
                    continue
                t.state(f"cell r{r + 1}c{c + 1}")
                row, col, box = sudoku_seen(grid, r, c)
                seen = set(t.fetch("row", row)) | set(t.fetch("column", col)) | set(t.fetch("box", box))
                left = t.compute("candidates", [d for d in range(1, n + 1) if d not in seen], why="digits missing from all three")
                if len(left) == 1 and not found:
                    found = t.compute("single", [r + 1, c + 1, left[0]], why="one candidate left")
        return found

    def solve(self, data: dict) -> list[int]:
        """Candidates by set difference over the peers of each empty cell, all cells at once."""
        grid = data["grid"]
        n = len(grid)
        units, _ = sudoku_units(n)
        peers = {}
        for _, cells in units:
            for cell in cells:
                peers.setdefault(cell, set()).update(cells)
        for (r, c), others in sorted(peers.items()):
            if not grid[r][c]:
                left = set(range(1, n + 1)) - {grid[i][j] for i, j in others}
                if len(left) == 1:
                    return [r + 1, c + 1, left.pop()]
        return []


BOOTCAMP = SudokuNakedSingle()
