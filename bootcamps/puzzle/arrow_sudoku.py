"""Arrow sudoku on small boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes): every row, column and
box holds 1..n once, and on each arrow the digits along its shaft add up to the digit in its
circle (shaft digits may repeat where the sudoku rules allow). Arrows are drawn on a random
solved board as king-step paths whose gold digits sum to the circle's; gold digits where a
second solution differs are then revealed until the constraint search (kit.backtrack) finds one
solution. Those repeated uniqueness searches hold 6x6 generation to a few hundred cases/s,
below the 1,000/s target. The board, search, trace and solver are kit.sudoku_lines's, shared
with the other line-rule sudokus; an arrow is a line drawn its own way, with its own rule."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.kit.backtrack import Problem
from bootcamps.kit.grids import cell_name
from bootcamps.kit.puzzle11 import BOXES, king_steps
from bootcamps.kit.sudoku_lines import LineSudoku


@dataclass(frozen=True)
class Config:
    size: int = 6
    arrows: int = 6
    max_shaft: int = 3  # cells on an arrow's shaft, 2..max_shaft (1 on 4x4 boards where needed)
    extra: int = 0  # gold digits shown beyond those uniqueness needs (an easier start)

    def __post_init__(self) -> None:
        if self.size not in BOXES:
            raise ValueError(f"size must be 4 or 6, got {self.size}")
        if not 1 <= self.arrows <= self.size + 2:
            raise ValueError(f"arrows must be in 1..{self.size + 2}, got {self.arrows}")
        if not 2 <= self.max_shaft <= 4:
            raise ValueError(f"max_shaft must be in 2..4, got {self.max_shaft}")
        if not 0 <= self.extra <= self.size * self.size // 2:
            raise ValueError(f"extra must be in 0..{self.size * self.size // 2}, got {self.extra}")


def draw_arrows(n: int, gold: list[int], count: int, max_shaft: int, rng: random.Random) -> list[list[int]]:
    """Up to ``count`` disjoint arrows [circle, shaft...]: shafts of 2..max_shaft cells, each cell a
    king step from the one before (the first from the circle), gold digits summing to the circle's."""
    used: set[int] = set()
    arrows: list[list[int]] = []
    for circle in rng.sample(range(n * n), n * n):
        if len(arrows) == count:
            break
        if circle in used or gold[circle] < 3:
            continue
        length = rng.randint(2, max_shaft)
        path = _walk(n, gold, [circle], gold[circle], length, used, rng)
        if path:
            arrows.append(path)
            used.update(path)
    return arrows


def _walk(n, gold, path, left, length, used, rng):
    if len(path) == length + 1:
        return list(path) if left == 0 else None
    steps = king_steps(n, path[-1])
    rng.shuffle(steps)
    for w in steps:
        if w in used or w in path or gold[w] > left - (length - len(path)):
            continue
        found = _walk(n, gold, path + [w], left - gold[w], length, used, rng)
        if found:
            return found
    return None


_TEMPLATES = (
    "Arrow sudoku, {n}x{n}. Fill the grid with digits 1-{n} so that every row, every column and every {bh}x{bw} box "
    "contains each digit exactly once. Each arrow starts in a circled cell; the digits on the cells of its shaft add "
    "up to the digit in the circle (a digit may repeat along a shaft if the sudoku rules allow it).\n\nGrid "
    "({blank} = empty, r1c1 is the top-left cell):\n{grid}\n\nArrows (circle first, then the shaft in order):\n{lines}",
    "Solve this {n}x{n} arrow sudoku; boxes are {bh} rows by {bw} columns and each row, column and box uses 1 to {n} "
    "once.\n{grid}\n(empty cells are {blank}; cells are named rXcY, row X from the top and column Y from the left)\n"
    "Every arrow below names its circle, then the cells its shaft passes through. The shaft's digits must total the "
    "circled digit; shaft digits need not differ unless they share a row, column or box.\n{lines}",
    "Here are the arrows of a {n}x{n} sudoku (rXcY = row X, column Y; the first cell of each is the circle):\n"
    "{lines}\nWrite 1..{n} into the board so that no digit repeats in any row, column or {bh}x{bw} box, and for "
    "every arrow the circle's digit equals the sum of the digits along its shaft (repeats on a shaft are allowed "
    "when no other rule forbids them). Board ({blank} marks a blank):\n{grid}",
)


class ArrowSudoku(LineSudoku):
    id = "puzzle/arrow_sudoku"
    description = "Arrow sudoku (4x4 and 6x6): shaft digits sum to the circled digit; one solution"
    Config = Config
    line_name = "Arrow"
    templates = _TEMPLATES
    lines_key = "arrows"
    LEVELS = {
        "1": Config(size=4, arrows=3, max_shaft=2, extra=4),
        "2": Config(size=4, arrows=4, max_shaft=3, extra=0),
        "3": Config(size=6, arrows=5, max_shaft=2, extra=8),
        "4": Config(size=6, arrows=6, max_shaft=3, extra=3),
        "5": Config(size=6, arrows=7, max_shaft=3, extra=0),
    }

    def draw(self, config: Config, gold: list[int], rng: random.Random) -> list[list[int]]:
        return draw_arrows(config.size, gold, config.arrows, config.max_shaft, rng)

    def line_text(self, index: int, line: list[int], n: int, arrow: str) -> str:
        return f"Arrow {index + 1}: ({cell_name(*divmod(line[0], n))}){arrow}" + arrow.join(
            cell_name(*divmod(v, n)) for v in line[1:])

    def constrain(self, problem: Problem, n: int, line: list[int]) -> None:
        problem.linear(line, 0, 0, [-1] + [1] * (len(line) - 1))  # circle = sum of the shaft

    def partial_ok(self, n: int, digits: list[int]) -> bool:
        """The placed shaft digits plus 1 per open shaft cell may not pass the circle (or n while
        the circle is open), and a full arrow must balance."""
        low = sum(x or 1 for x in digits[1:])
        if low > (digits[0] or n):
            return False
        return not (digits[0] and all(digits[1:]) and low != digits[0])


BOOTCAMP = ArrowSudoku()
