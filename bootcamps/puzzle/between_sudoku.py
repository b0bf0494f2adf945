"""Between-line sudoku on small boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes): every row, column
and box holds 1..n once, and on each between line the digits of the cells strictly inside the
line lie strictly between the digits of its two end cells (either end may be the larger).
Generation, the traced constraint search and the backtracking solver are shared with the other
line-rule sudokus (kit.sudoku_lines); gold digits are revealed until one solution remains, which
holds 6x6 generation to a few hundred cases/s, below the 1,000/s target.

The reasoning is about ranges set by the ends: a long line forces its ends far apart (a 1 or n
can never sit inside a line), and an inside digit bounds both ends."""

from __future__ import annotations

from bootcamps.kit.backtrack import Problem
from bootcamps.kit.sudoku_lines import LineConfig as Config
from bootcamps.kit.sudoku_lines import LineSudoku, between_rows

_TEMPLATES = (
    "Between-line sudoku, {n}x{n}. Fill the grid with digits 1-{n} so that every row, every column and every "
    "{bh}x{bw} box contains each digit exactly once. {rule}\n\nGrid ({blank} = empty, r1c1 is the top-left cell):\n"
    "{grid}\n\nBetween lines (end, inside cells in order, end; consecutive cells touch, possibly diagonally):\n{lines}",
    "Solve this {n}x{n} sudoku with between lines. Boxes are {bh} rows by {bw} columns, and each row, column and box "
    "uses 1 to {n} once.\n{grid}\n(empty cells are {blank}; rXcY is row X from the top, column Y from the left)\n"
    "{rule} The lines, from one end to the other:\n{lines}",
    "Below are the between lines of a {n}x{n} sudoku, each from one end cell to the other (rXcY = row X, column Y):\n"
    "{lines}\nWrite 1..{n} into the board so that no digit repeats in any row, column or {bh}x{bw} box. {rule} "
    "Board ({blank} marks a blank):\n{grid}",
)


class BetweenSudoku(LineSudoku):
    id = "puzzle/between_sudoku"
    description = "Between-line sudoku (4x4 and 6x6): inside digits lie between the line's end digits; one solution"
    Config = Config
    line_name = "Line"
    templates = _TEMPLATES
    LEVELS = {
        "1": Config(size=4, lines=2, min_length=3, max_length=3, extra=4),
        "2": Config(size=4, lines=3, min_length=3, max_length=3, extra=0),
        "3": Config(size=6, lines=3, min_length=3, max_length=4, extra=8),
        "4": Config(size=6, lines=4, min_length=3, max_length=5, extra=3),
        "5": Config(size=6, lines=5, min_length=3, max_length=5, extra=0),
    }

    def rule_text(self, n: int) -> str:
        return ("On each between line, every digit in a cell strictly inside the line (not at either end) is greater "
                "than the smaller end digit and less than the larger end digit; inside digits may repeat where the "
                "sudoku rules allow it.")

    def start_ok(self, n: int, x: int, length: int) -> bool:
        return True

    def step_ok(self, n: int, digits: list[int], x: int, left: int) -> bool:
        first = digits[0]
        if left:  # an inside cell: on one side of the first end, leaving room for the last end
            inside = digits[1:] + [x]
            return (all(y > first for y in inside) and max(inside) < n) or (all(y < first for y in inside) and min(inside) > 1)
        inside = digits[1:]  # the last end: every inside digit lies strictly between the two ends
        return all(min(first, x) < y < max(first, x) for y in inside)

    def constrain(self, problem: Problem, n: int, line: list[int]) -> None:
        problem.table(line, between_rows(n, len(line)))

    def partial_ok(self, n: int, digits: list[int]) -> bool:
        """Inside digits are never 1 or n; with one end placed they all lie on one side of it,
        with both placed strictly between them."""
        ends = [x for x in (digits[0], digits[-1]) if x]
        inside = [x for x in digits[1:-1] if x]
        if any(x in (1, n) for x in inside):
            return False
        if len(ends) == 2:
            return all(min(ends) < x < max(ends) for x in inside)
        if ends:
            return all(x > ends[0] for x in inside) or all(x < ends[0] for x in inside)
        return True


BOOTCAMP = BetweenSudoku()
