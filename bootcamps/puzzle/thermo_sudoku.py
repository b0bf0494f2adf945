"""Thermo sudoku on small boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes): every row, column and
box holds 1..n once, and along each thermometer the digits strictly increase from the bulb to
the tip. Generation, the traced constraint search and the backtracking solver are shared with the
other line-rule sudokus (kit.sudoku_lines); gold digits are revealed until one solution remains.
Those repeated uniqueness searches hold 6x6 generation to a few hundred cases/s (about 540/s at
level 3 on a loaded 2-core machine), below the 1,000/s target.

Where arrow sudoku sums a shaft, a thermometer orders its cells: the reasoning is about bounds
(the k-th cell from the bulb is at least k and leaves room for the cells after it), not sums."""

from __future__ import annotations

from bootcamps.kit.backtrack import Problem
from bootcamps.kit.sudoku_lines import LineConfig as Config
from bootcamps.kit.sudoku_lines import LineSudoku

_TEMPLATES = (
    "Thermo sudoku, {n}x{n}. Fill the grid with digits 1-{n} so that every row, every column and every {bh}x{bw} box "
    "contains each digit exactly once. Along each thermometer the digits must strictly increase from the bulb (its "
    "first cell) to its tip.\n\nGrid ({blank} = empty, r1c1 is the top-left cell):\n{grid}\n\nThermometers (bulb "
    "first, then each cell in order; consecutive cells touch, possibly diagonally):\n{lines}",
    "Solve this {n}x{n} sudoku with thermometers. Boxes are {bh} rows by {bw} columns, and each row, column and box "
    "uses 1 to {n} once.\n{grid}\n(empty cells are {blank}; rXcY is row X from the top, column Y from the left)\n"
    "On every thermometer listed below, each digit is larger than the one before it, starting from the bulb.\n"
    "{lines}",
    "Below are the thermometers of a {n}x{n} sudoku, each written from its bulb to its tip (rXcY = row X, column Y):\n"
    "{lines}\nWrite 1..{n} into the board so that no digit repeats in any row, column or {bh}x{bw} box, and the "
    "digits on every thermometer rise strictly from bulb to tip. Board ({blank} marks a blank):\n{grid}",
)


class ThermoSudoku(LineSudoku):
    id = "puzzle/thermo_sudoku"
    description = "Thermo sudoku (4x4 and 6x6): digits rise strictly along each thermometer; one solution"
    Config = Config
    line_name = "Thermometer"
    templates = _TEMPLATES
    LEVELS = {
        "1": Config(size=4, lines=2, min_length=2, max_length=3, extra=4),
        "2": Config(size=4, lines=3, min_length=2, max_length=4, extra=0),
        "3": Config(size=6, lines=4, min_length=3, max_length=4, extra=8),
        "4": Config(size=6, lines=5, min_length=3, max_length=5, extra=3),
        "5": Config(size=6, lines=6, min_length=3, max_length=6, extra=0),
    }

    def start_ok(self, n: int, x: int, length: int) -> bool:
        return x <= n - length + 1  # room for the rising cells after the bulb

    def step_ok(self, n: int, digits: list[int], x: int, left: int) -> bool:
        return digits[-1] < x <= n - left

    def constrain(self, problem: Problem, n: int, line: list[int]) -> None:
        for a, b in zip(line, line[1:]):
            problem.linear([b, a], 1, n - 1, [1, -1])  # the next cell is higher

    def partial_ok(self, n: int, digits: list[int]) -> bool:
        """The k-th cell (bulb k=0) of an L-cell thermometer holds k+1..n-L+k+1, and two placed
        cells i < j differ by at least j - i."""
        last_k, last_x = -1, 0
        for k, x in enumerate(digits):
            if not x:
                continue
            if not k + 1 <= x <= n - len(digits) + k + 1 or x - last_x < k - last_k:
                return False
            last_k, last_x = k, x
        return True


BOOTCAMP = ThermoSudoku()
