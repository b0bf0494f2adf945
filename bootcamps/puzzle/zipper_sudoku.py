"""Zipper-line sudoku on small boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes): every row, column
and box holds 1..n once, and on each zipper line the two cells at the same distance from the
line's middle add up to the same total; on a line with an odd number of cells that total is the
digit in the middle cell. Generation, the traced constraint search and the backtracking solver
are shared with the other line-rule sudokus (kit.sudoku_lines); gold digits are revealed until
one solution remains, which holds 6x6 generation to a few hundred cases/s, below the 1,000/s
target.

The reasoning is about sums folded around a centre: a middle digit bounds every pair (a 3 in the
middle forces 1 and 2 around it), and an even line's pairs share one unknown total."""

from __future__ import annotations

from bootcamps.kit.backtrack import Problem
from bootcamps.kit.sudoku_lines import LineConfig as Config
from bootcamps.kit.sudoku_lines import LineSudoku

_TEMPLATES = (
    "Zipper sudoku, {n}x{n}. Fill the grid with digits 1-{n} so that every row, every column and every {bh}x{bw} box "
    "contains each digit exactly once. {rule}\n\nGrid ({blank} = empty, r1c1 is the top-left cell):\n{grid}\n\n"
    "Zipper lines (their cells from one end to the other; consecutive cells touch, possibly diagonally):\n{lines}",
    "Solve this {n}x{n} sudoku with zipper lines. Boxes are {bh} rows by {bw} columns, and each row, column and box "
    "uses 1 to {n} once.\n{grid}\n(empty cells are {blank}; rXcY is row X from the top, column Y from the left)\n"
    "{rule} The lines:\n{lines}",
    "Below are the zipper lines of a {n}x{n} sudoku, cell by cell from one end (rXcY = row X, column Y):\n{lines}\n"
    "Write 1..{n} into the board so that no digit repeats in any row, column or {bh}x{bw} box. {rule} "
    "Board ({blank} marks a blank):\n{grid}",
)


def pairs(length: int) -> list[tuple[int, int]]:
    """Index pairs at equal distance from the middle, outermost first."""
    return [(i, length - 1 - i) for i in range(length // 2)]


class ZipperSudoku(LineSudoku):
    id = "puzzle/zipper_sudoku"
    description = "Zipper-line sudoku (4x4 and 6x6): cells mirrored about a line's middle share one sum; one solution"
    Config = Config
    line_name = "Line"
    templates = _TEMPLATES
    LEVELS = {
        "1": Config(size=4, lines=2, min_length=3, max_length=3, extra=4),
        "2": Config(size=4, lines=3, min_length=3, max_length=4, extra=0),
        "3": Config(size=6, lines=3, min_length=3, max_length=5, extra=8),
        "4": Config(size=6, lines=4, min_length=3, max_length=5, extra=3),
        "5": Config(size=6, lines=5, min_length=4, max_length=6, extra=0),
    }

    def rule_text(self, n: int) -> str:
        return ("On each zipper line, the two cells the same number of steps from the line's middle add up to the same "
                "total for every such pair; when the line has an odd number of cells, that total is the digit in its "
                "middle cell. Digits may repeat on a line where the sudoku rules allow it.")

    def start_ok(self, n: int, x: int, length: int) -> bool:
        return True

    def step_ok(self, n: int, digits: list[int], x: int, left: int) -> bool:
        i, length = len(digits), len(digits) + 1 + left
        j = left  # this cell's partner: (length - 1) - i
        if j >= i:
            return True  # the first half (or the middle): its pair closes later
        if length % 2:
            return digits[j] + x == digits[length // 2]
        first = length // 2 - 1  # the innermost pair sets the total the outer ones repeat
        return j == first or digits[j] + x == digits[first] + digits[first + 1]

    def constrain(self, problem: Problem, n: int, line: list[int]) -> None:
        folded = pairs(len(line))
        if len(line) % 2:
            middle = line[len(line) // 2]
            for i, j in folded:
                problem.linear([line[i], line[j], middle], 0, 0, [1, 1, -1])
        else:
            for (i, j), (k, m) in zip(folded, folded[1:]):
                problem.linear([line[i], line[j], line[k], line[m]], 0, 0, [1, 1, -1, -1])

    def partial_ok(self, n: int, digits: list[int]) -> bool:
        """Pairs already placed share one sum. On a line with an odd number of cells that sum is
        the middle digit: a placed pair digit lies below a placed middle digit, and no placed pair
        sums past n."""
        odd = len(digits) % 2
        middle = digits[len(digits) // 2] if odd else 0
        sums = {middle} if middle else set()
        for i, j in pairs(len(digits)):
            a, b = digits[i], digits[j]
            if odd and (a >= middle > 0 or b >= middle > 0 or (a and b and a + b > n)):
                return False
            if a and b:
                sums.add(a + b)
        return len(sums) <= 1


BOOTCAMP = ZipperSudoku()
