"""Renban sudoku on small boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes): every row, column and
box holds 1..n once, and each renban line holds a set of consecutive digits with no repeats, in
any order (a 3-cell line might hold 4, 2, 3). Generation, the traced constraint search and the
backtracking solver are shared with the other line-rule sudokus (kit.sudoku_lines); gold digits
are revealed until one solution remains, which holds 6x6 generation to a few hundred cases/s,
below the 1,000/s target.

The reasoning is about which runs a line can hold (a 5-cell line on 6x6 always holds 2..5, a
digit far from another on the line rules the run out), not about order or sums."""

from __future__ import annotations

from bootcamps.kit.backtrack import Problem
from bootcamps.kit.sudoku_lines import LineConfig as Config
from bootcamps.kit.sudoku_lines import LineSudoku, consecutive_runs, placed

_TEMPLATES = (
    "Renban sudoku, {n}x{n}. Fill the grid with digits 1-{n} so that every row, every column and every {bh}x{bw} box "
    "contains each digit exactly once. {rule}\n\nGrid ({blank} = empty, r1c1 is the top-left cell):\n{grid}\n\n"
    "Renban lines (their cells; consecutive cells touch, possibly diagonally):\n{lines}",
    "Solve this {n}x{n} sudoku with renban lines. Boxes are {bh} rows by {bw} columns, and each row, column and box "
    "uses 1 to {n} once.\n{grid}\n(empty cells are {blank}; rXcY is row X from the top, column Y from the left)\n"
    "{rule} The lines:\n{lines}",
    "Below are the renban lines of a {n}x{n} sudoku (rXcY = row X, column Y):\n{lines}\nWrite 1..{n} into the board "
    "so that no digit repeats in any row, column or {bh}x{bw} box. {rule} Board ({blank} marks a blank):\n{grid}",
)


class RenbanSudoku(LineSudoku):
    id = "puzzle/renban_sudoku"
    description = "Renban sudoku (4x4 and 6x6): each line holds a run of consecutive digits; one solution"
    Config = Config
    line_name = "Line"
    templates = _TEMPLATES
    LEVELS = {
        "1": Config(size=4, lines=2, min_length=2, max_length=3, extra=4),
        "2": Config(size=4, lines=3, min_length=2, max_length=3, extra=0),
        "3": Config(size=6, lines=3, min_length=3, max_length=4, extra=8),
        "4": Config(size=6, lines=4, min_length=3, max_length=5, extra=3),
        "5": Config(size=6, lines=5, min_length=3, max_length=5, extra=0),
    }

    def rule_text(self, n: int) -> str:
        return ("The digits on each renban line are all different and form a set of consecutive numbers (like 2, 3, 4), "
                "in any order along the line.")

    def start_ok(self, n: int, x: int, length: int) -> bool:
        return True

    def step_ok(self, n: int, digits: list[int], x: int, left: int) -> bool:
        total = len(digits) + 1 + left
        return x not in digits and max(max(digits), x) - min(min(digits), x) <= total - 1

    def constrain(self, problem: Problem, n: int, line: list[int]) -> None:
        problem.table(line, consecutive_runs(n, len(line)))

    def partial_ok(self, n: int, digits: list[int]) -> bool:
        """The placed digits differ and span at most the line's length minus one."""
        have = placed(digits)
        return len(set(have)) == len(have) and (not have or max(have) - min(have) < len(digits))


BOOTCAMP = RenbanSudoku()
