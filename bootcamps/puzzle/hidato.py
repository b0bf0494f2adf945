"""Hidato: place 1..N in the open cells of a grid (a few cells are blocked) so that each pair of
consecutive numbers sits in cells that touch, sideways or at a corner (a king's move); some
numbers are given, always 1 and N, and the filling is unique. The answer is the full grid.

A solution is a random Hamiltonian path over the open cells (Warnsdorff's rule with
backtracking, then backbite moves); a random share of its numbers is shown, more are
revealed where a second solution differs until the purpose-built search of
``kit.puzzle15`` finds exactly one, and a few shown numbers are hidden again where the
filling stays unique. King moves leave many ways to thread a gap, so several uniqueness
searches run per case: generation makes about 240 cases/s at level 3, not 1,000. The
trace is that search: the numbers placed upward from 1, each in the first cell that touches
the one before, stays within reach of the next given and cuts no empty cell off, with a
retry state wherever it has to back up."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import MAX_BOARD_CHARS, IntGridAnswer
from bootcamps.kit.puzzle15 import check_path_knobs, draw_puzzle, path_program, path_solve, render_board
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    blocked: int = 2  # cells closed at random before the path is drawn
    extra: float = 0.4  # share of the numbers shown at random before the uniqueness loop adds more
    thin: int = 6  # shown numbers the generator tries to hide again (kept hidden where still unique)
    max_trace: int = 150  # most placements the traced search may make before it reaches the solution

    def __post_init__(self) -> None:
        check_path_knobs(self.rows, self.cols, self.extra, self.max_trace)
        if not 0 <= self.blocked <= self.rows * self.cols // 6:
            raise ValueError(f"blocked must be in 0..rows*cols//6, got {self.blocked}")
        if not 0 <= self.thin <= 40:
            raise ValueError(f"thin must be in 0..40, got {self.thin}")


_TEMPLATES = (
    "Solve this Hidato puzzle. The grid has {rows} rows and {cols} columns; cells marked '#' are blocked and take "
    "no number, and the other {n} cells must hold the numbers 1 to {n}, each exactly once. Consecutive numbers "
    "(k and k+1) must be in cells that touch horizontally, vertically or diagonally, so the numbers trace a path "
    "from 1 to {n} that moves like a chess king. Some numbers are given; empty cells are shown as '{blank}'.",
    "Number path puzzle ({rows}x{cols}): write 1, 2, ..., {n} into the open cells, one number per cell, so that "
    "every number except {n} has its successor in one of the eight surrounding cells (sharing a side or a "
    "corner). Blocked cells are '#', unknown cells are '{blank}', and the given numbers stay where they are.",
    "Fill in the grid below ({rows} rows by {cols} columns) so that the numbers 1 through {n} each appear once in "
    "the {n} cells that are not blocked ('#' marks a blocked cell). Each number k < {n} must be adjacent to k + 1, "
    "where adjacent includes diagonal neighbours. Cells shown as '{blank}' are for you to fill.",
)

_WALL = re.compile(r"(?<![^\s,;|\[\]()])[#xX*](?![^\s,;|\[\]()])")


class Hidato(IntGridAnswer, Bootcamp):
    id = "puzzle/hidato"
    description = "Hidato: number the open cells 1..N so consecutive numbers touch (8 directions); 1 and N given, one solution"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, blocked=1, extra=0.4, thin=3, max_trace=60),
        "2": Config(rows=5, cols=5, blocked=1, extra=0.4, thin=4, max_trace=100),
        "3": Config(rows=6, cols=6, blocked=2, extra=0.4, thin=6, max_trace=150),
        "4": Config(rows=7, cols=7, blocked=3, extra=0.35, thin=8, max_trace=200),
        "5": Config(rows=8, cols=8, blocked=4, extra=0.35, thin=10, max_trace=260),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        puzzle, gold = draw_puzzle(config.rows, config.cols, True, config.blocked, config.extra, True, rng,
                                   max_nodes=1500, max_trace=config.max_trace, thin=config.thin)
        return {"puzzle": puzzle}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        puzzle = data["puzzle"]
        rows, cols = len(puzzle), len(puzzle[0])
        n = sum(1 for row in puzzle for v in row if v >= 0)
        blank = rng.choice((".", "_", "?"))
        text = rng.choice(_TEMPLATES).format(rows=rows, cols=cols, n=n, blank=blank)
        form = ("the completed grid, one row per line (or rows separated by semicolons), numbers separated by "
                "spaces, with # for each blocked cell (for example 1 2 #; 5 4 3)")
        return f"{text}\n\n{render_board(puzzle, blank)}\n\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        if not isinstance(text, str) or len(text) > MAX_BOARD_CHARS:
            return 0.0
        return super().check(data, answer, _WALL.sub("0", text))  # a blocked cell written as # or x reads as 0

    def format_answer(self, answer: list[list[int]]) -> str:
        return "; ".join(" ".join(str(v) if v else "#" for v in row) for row in answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        return path_program(t, data, king=True)

    def solve(self, data: dict) -> list[list[int]]:
        return path_solve(data["puzzle"], king=True)


BOOTCAMP = Hidato()
