"""Palindrome sudoku on small boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes): every row, column and
box holds 1..n once, and each palindrome line reads the same from either end (its first and last
cells match, its second and second-to-last, and so on). Generation, the traced constraint search
and the backtracking solver are shared with the other line-rule sudokus (kit.sudoku_lines); gold
digits are revealed until one solution remains, which holds 6x6 generation to a few hundred
cases/s, below the 1,000/s target.

The reasoning is about equalities: a digit placed on a line is copied to its mirror cell, and
mirror cells that share a row, column or box cannot exist (the generator never draws one)."""

from __future__ import annotations

from bootcamps.kit.backtrack import Problem
from bootcamps.kit.sudoku_lines import LineConfig as Config
from bootcamps.kit.sudoku_lines import LineSudoku

_TEMPLATES = (
    "Palindrome sudoku, {n}x{n}. Fill the grid with digits 1-{n} so that every row, every column and every {bh}x{bw} "
    "box contains each digit exactly once. {rule}\n\nGrid ({blank} = empty, r1c1 is the top-left cell):\n{grid}\n\n"
    "Palindrome lines (their cells from one end to the other; consecutive cells touch, possibly diagonally):\n{lines}",
    "Solve this {n}x{n} sudoku with palindrome lines. Boxes are {bh} rows by {bw} columns, and each row, column and "
    "box uses 1 to {n} once.\n{grid}\n(empty cells are {blank}; rXcY is row X from the top, column Y from the left)\n"
    "{rule} The lines:\n{lines}",
    "Below are the palindrome lines of a {n}x{n} sudoku, cell by cell from one end (rXcY = row X, column Y):\n{lines}\n"
    "Write 1..{n} into the board so that no digit repeats in any row, column or {bh}x{bw} box. {rule} "
    "Board ({blank} marks a blank):\n{grid}",
)


class PalindromeSudoku(LineSudoku):
    id = "puzzle/palindrome_sudoku"
    description = "Palindrome sudoku (4x4 and 6x6): each line reads the same from both ends; one solution"
    Config = Config
    line_name = "Line"
    templates = _TEMPLATES
    LEVELS = {
        "1": Config(size=4, lines=2, min_length=3, max_length=3, extra=4),
        "2": Config(size=4, lines=3, min_length=3, max_length=4, extra=0),
        "3": Config(size=6, lines=3, min_length=3, max_length=5, extra=8),
        "4": Config(size=6, lines=4, min_length=4, max_length=6, extra=3),
        "5": Config(size=6, lines=5, min_length=4, max_length=6, extra=0),
    }

    def rule_text(self, n: int) -> str:
        return ("Each palindrome line reads the same forwards and backwards: its first and last cells hold the same "
                "digit, so do its second and second-to-last cells, and so on.")

    def start_ok(self, n: int, x: int, length: int) -> bool:
        return True

    def step_ok(self, n: int, digits: list[int], x: int, left: int) -> bool:
        # this cell's index is len(digits) and its mirror's is (length - 1) - index = left: the
        # second half of the line copies the first
        return left >= len(digits) or digits[left] == x

    def constrain(self, problem: Problem, n: int, line: list[int]) -> None:
        for i in range(len(line) // 2):
            problem.linear([line[i], line[-1 - i]], 0, 0, [1, -1])

    def partial_ok(self, n: int, digits: list[int]) -> bool:
        """Mirror cells already both placed hold the same digit."""
        return all(not (a and b) or a == b for a, b in zip(digits, reversed(digits)))


BOOTCAMP = PalindromeSudoku()
