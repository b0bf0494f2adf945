"""Sandwich sudoku on small boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes): every row, column
and box holds 1..n once, and a clue beside each row and above each column gives the sum of the
digits sandwiched between the 1 and the n of that line (0 when they touch). Unique by
construction: a random solved board fixes the clues, and gold digits where a second solution
differs are revealed until the constraint search (kit.backtrack, with each line's clue as a
table of the permutations that fit it) finds one solution. Those uniqueness searches, repeated
after each reveal, hold 6x6 generation to about 250 cases/s, below the 1,000/s target."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem, reveal_until_unique, traced_search
from bootcamps.kit.boards import DigitGridAnswer
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.kit.puzzle11 import BOXES, fill_cells, line_table, random_sudoku_cells, sandwich, sudoku_problem
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 6
    extra: int = 0  # gold digits shown beyond those uniqueness needs (an easier start)

    def __post_init__(self) -> None:
        if self.size not in BOXES:
            raise ValueError(f"size must be 4 or 6, got {self.size}")
        if not 0 <= self.extra <= self.size * self.size // 2:
            raise ValueError(f"extra must be in 0..{self.size * self.size // 2}, got {self.extra}")


def lines(n: int) -> list[list[int]]:
    """Rows top to bottom, then columns left to right, as cell lists."""
    return [[r * n + c for c in range(n)] for r in range(n)] + [[r * n + c for r in range(n)] for c in range(n)]


def build(n: int, row_clues: list[int], col_clues: list[int], shown: dict[int, int]) -> Problem:
    problem = sudoku_problem(n, shown)
    for cells, clue in zip(lines(n), row_clues + col_clues):
        problem.table(cells, line_table(n, "sandwich", clue))
    return problem


_TEMPLATES = (
    "Sandwich sudoku, {n}x{n}. Fill the grid with digits 1-{n} so that every row, every column and every {bh}x{bw} "
    "box contains each digit exactly once. The number beside a row (or above a column) is the sum of the digits that "
    "lie strictly between the 1 and the {n} in that row (or column); it is 0 when the 1 and the {n} are neighbours."
    "\n\nRow sums, top to bottom: {rows}\nColumn sums, left to right: {cols}\n\nGrid ({blank} = empty):\n{grid}",
    "Solve this {n}x{n} sandwich sudoku (boxes of {bh} rows by {bw} columns). Rules: each row, column and box uses "
    "1 to {n} once. In each line, the 1 and the {n} act as the bread of a sandwich and the clue is the total of the "
    "filling, the digits between them (0 if nothing is between them).\n\nGrid ({blank} marks a blank):\n{grid}\n\n"
    "Clues for rows 1-{n}: {rows}\nClues for columns 1-{n}: {cols}",
    "Place digits in the {n}x{n} board below so no digit repeats in a row, a column or a {bh}x{bw} box (each holds "
    "1..{n}). For every row and column you are told the sum of the digits found between its 1 and its {n}, "
    "whichever comes first; adjacent 1 and {n} give 0.\nRows (from the top): {rows}\nColumns (from the left): {cols}"
    "\nBoard, blanks shown as {blank}:\n{grid}",
)


class SandwichSudoku(DigitGridAnswer, Bootcamp):
    id = "puzzle/sandwich_sudoku"
    description = "Sandwich sudoku (4x4 and 6x6): line clues give the sum between the 1 and the largest digit; one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=4, extra=4),
        "2": Config(size=4, extra=0),
        "3": Config(size=6, extra=8),
        "4": Config(size=6, extra=3),
        "5": Config(size=6, extra=0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        gold = random_sudoku_cells(n, rng)
        clues = [sandwich([gold[v] for v in cells], 1, n) for cells in lines(n)]
        start = {v: gold[v] for v in rng.sample(range(n * n), config.extra)}
        shown = reveal_until_unique(lambda s: build(n, clues[:n], clues[n:], s), gold, rng, start)
        data = {"size": n, "row_clues": clues[:n], "col_clues": clues[n:],
                "givens": [[shown.get(r * n + c, 0) for c in range(n)] for r in range(n)]}
        return data, [gold[r * n : (r + 1) * n] for r in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        blank = rng.choice((".", "_"))
        sep = rng.choice((" ", ", "))
        grid = "\n".join(" ".join(str(x) if x else blank for x in row) for row in data["givens"])
        bh, bw = BOXES[n]
        text = rng.choice(_TEMPLATES).format(n=n, bh=bh, bw=bw, blank=blank, grid=grid,
                                             rows=sep.join(map(str, data["row_clues"])),
                                             cols=sep.join(map(str, data["col_clues"])))
        form = f"the solved grid, {n} rows of {n} digits from top to bottom separated by semicolons (for example 12;21)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        shown = {r * n + c: x for r, row in enumerate(data["givens"]) for c, x in enumerate(row) if x}
        problem = build(n, data["row_clues"], data["col_clues"], shown)
        values = traced_search(t, problem, [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Reading-order backtracking; a line's clue is tested as soon as the placed part of the
        line holds both its 1 and its n (everything between them is then placed), and again
        when the line is full."""
        n = data["size"]
        givens = [x for row in data["givens"] for x in row]

        def fits(placed: list[int], full: bool, clue: int) -> bool:
            total = sandwich(placed, 1, n)  # -1 until both the 1 and the n are placed
            return total == clue if full or total >= 0 else True

        def check(grid: list[int], v: int) -> bool:
            r, c = divmod(v, n)
            return (fits(grid[r * n : v + 1], c == n - 1, data["row_clues"][r])
                    and fits(grid[c : v + 1 : n], r == n - 1, data["col_clues"][c]))

        found = fill_cells(n, givens, check, limit=1)
        return [found[0][r * n : (r + 1) * n] for r in range(n)] if found else []


BOOTCAMP = SandwichSudoku()
