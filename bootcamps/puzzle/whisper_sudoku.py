"""Whisper sudoku on small boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes): every row, column and
box holds 1..n once, and along each whisper line any two neighbouring cells differ by at least
n/2 (2 on 4x4, 3 on 6x6; the "German whispers" of 9x9 scaled down). Generation, the traced
constraint search and the backtracking solver are shared with the other line-rule sudokus
(kit.sudoku_lines); gold digits are revealed until one solution remains, which holds 6x6
generation to a few hundred cases/s, below the 1,000/s target.

The reasoning is about low and high digits alternating along a line and middle digits that
have few partners (on 6x6 a 3 can only sit next to a 6), not about order or sums."""

from __future__ import annotations

from bootcamps.kit.backtrack import Problem
from bootcamps.kit.sudoku_lines import LineConfig as Config
from bootcamps.kit.sudoku_lines import LineSudoku, pairs_with_gap

_TEMPLATES = (
    "Whisper sudoku, {n}x{n}. Fill the grid with digits 1-{n} so that every row, every column and every {bh}x{bw} box "
    "contains each digit exactly once. {rule}\n\nGrid ({blank} = empty, r1c1 is the top-left cell):\n{grid}\n\n"
    "Whisper lines (each cell in order; consecutive cells touch, possibly diagonally):\n{lines}",
    "Solve this {n}x{n} sudoku with whisper lines. Boxes are {bh} rows by {bw} columns, and each row, column and box "
    "uses 1 to {n} once.\n{grid}\n(empty cells are {blank}; rXcY is row X from the top, column Y from the left)\n"
    "{rule} The lines:\n{lines}",
    "Below are the lines of a {n}x{n} whisper sudoku, each listed cell by cell (rXcY = row X, column Y):\n{lines}\n"
    "Write 1..{n} into the board so that no digit repeats in any row, column or {bh}x{bw} box. {rule} "
    "Board ({blank} marks a blank):\n{grid}",
)


def gap(n: int) -> int:
    return n // 2


class WhisperSudoku(LineSudoku):
    id = "puzzle/whisper_sudoku"
    description = "Whisper sudoku (4x4 and 6x6): neighbours on a line differ by at least n/2; one solution"
    Config = Config
    line_name = "Line"
    templates = _TEMPLATES
    LEVELS = {
        "1": Config(size=4, lines=2, min_length=2, max_length=3, extra=4),
        "2": Config(size=4, lines=3, min_length=3, max_length=4, extra=0),
        "3": Config(size=6, lines=3, min_length=3, max_length=4, extra=8),
        "4": Config(size=6, lines=4, min_length=3, max_length=5, extra=3),
        "5": Config(size=6, lines=5, min_length=4, max_length=6, extra=0),
    }

    def rule_text(self, n: int) -> str:
        return (f"Along each whisper line, any two cells next to each other on the line hold digits that differ by "
                f"at least {gap(n)} (a digit may repeat on a line where the sudoku rules allow it).")

    def start_ok(self, n: int, x: int, length: int) -> bool:
        return True  # every digit has a partner at least n/2 away

    def step_ok(self, n: int, digits: list[int], x: int, left: int) -> bool:
        return abs(digits[-1] - x) >= gap(n)

    def constrain(self, problem: Problem, n: int, line: list[int]) -> None:
        pairs = pairs_with_gap(n, gap(n))
        for a, b in zip(line, line[1:]):
            problem.table([a, b], pairs)

    def partial_ok(self, n: int, digits: list[int]) -> bool:
        """Every two neighbours already placed differ by at least n/2; a placed cell with no digit
        far enough away (none on 4x4 or 6x6) could not be finished."""
        return all(not (a and b) or abs(a - b) >= gap(n) for a, b in zip(digits, digits[1:]))


BOOTCAMP = WhisperSudoku()
