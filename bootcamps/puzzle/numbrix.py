"""Numbrix: place 1..N (N = rows x cols) in a grid so that each pair of consecutive numbers
sits in cells that share a side (no diagonal steps), the numbers forming one snake through
every cell; some numbers are given (1 and N only by chance) and the filling is unique. The
answer is the full grid. Unlike Hidato, steps are orthogonal and no cell is blocked, so the
path alternates colours like a chessboard and the free ends can lie anywhere.

A solution is a random Hamiltonian path of the grid (Warnsdorff's rule with backtracking,
then backbite moves); a random share of its numbers is shown and more are revealed where a
second solution differs until the purpose-built search of ``kit.puzzle15`` finds exactly one.
The uniqueness searches run several times per case: generation makes about 290 cases/s at
level 3, not 1,000. The trace is that search: from the smallest given upward to N, then
downward to 1, each number in the first cell that shares a side with its neighbour number,
stays within Manhattan reach of the next given and cuts no empty cell off, with a retry state
wherever it has to back up."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import IntGridAnswer
from bootcamps.kit.puzzle15 import check_path_knobs, draw_puzzle, path_program, path_solve, render_board
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    extra: float = 0.2  # share of the numbers shown at random before the uniqueness loop adds more
    max_trace: int = 150  # most placements the traced search may make before it reaches the solution

    def __post_init__(self) -> None:
        check_path_knobs(self.rows, self.cols, self.extra, self.max_trace)


_TEMPLATES = (
    "Solve this Numbrix puzzle on a {rows}x{cols} grid. Fill every cell with one of the numbers 1 to {n}, each "
    "number used exactly once, so that consecutive numbers (k and k+1) are in cells that share a side: up, down, "
    "left or right, never diagonally. The numbers therefore form a single path through all {n} cells. Some numbers "
    "are already placed; empty cells are shown as '{blank}'.",
    "Number snake ({rows} rows, {cols} columns): write 1, 2, ..., {n} into the grid, one number per cell and each "
    "number once, such that every number below {n} has the next number directly above, below, left or right of "
    "it (diagonal neighbours do not count). Keep the given numbers; cells marked '{blank}' are blank.",
    "Complete the grid below ({rows} by {cols}) so that it holds each of 1 through {n} exactly once and you can "
    "walk from 1 to {n} in order, always stepping to a horizontally or vertically adjacent cell. The numbers that "
    "are shown must stay; '{blank}' marks a cell to fill. Where 1 and {n} go may not be shown.",
)


class Numbrix(IntGridAnswer, Bootcamp):
    id = "puzzle/numbrix"
    description = "Numbrix: fill the grid with 1..N so consecutive numbers share a side (4 directions); one solution"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, extra=0.25, max_trace=60),
        "2": Config(rows=5, cols=5, extra=0.2, max_trace=100),
        "3": Config(rows=6, cols=6, extra=0.2, max_trace=150),
        "4": Config(rows=7, cols=7, extra=0.15, max_trace=220),
        "5": Config(rows=8, cols=8, extra=0.15, max_trace=300),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        puzzle, gold = draw_puzzle(config.rows, config.cols, False, 0, config.extra, False, rng,
                                   max_nodes=1500, max_trace=config.max_trace)
        return {"puzzle": puzzle}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        puzzle = data["puzzle"]
        rows, cols = len(puzzle), len(puzzle[0])
        blank = rng.choice((".", "_", "?"))
        text = rng.choice(_TEMPLATES).format(rows=rows, cols=cols, n=rows * cols, blank=blank)
        form = ("the completed grid, one row per line (or rows separated by semicolons), numbers separated by "
                "spaces (for example 1 2 3; 6 5 4)")
        return f"{text}\n\n{render_board(puzzle, blank)}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        return path_program(t, data, king=False)

    def solve(self, data: dict) -> list[list[int]]:
        return path_solve(data["puzzle"], king=False)


BOOTCAMP = Numbrix()
