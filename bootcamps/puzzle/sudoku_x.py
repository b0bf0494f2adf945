"""Sudoku X: a Sudoku whose two main diagonals must also hold every digit once. The givens
are revealed, each where a second solution differs, until the constraint solver finds one
solution, so the answer is unique. The 9x9 uniqueness searches (pure Python) keep level 3
and above at a few hundred cases/s or less."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, Problem, reveal_until_unique
from bootcamps.kit.puzzles3 import DigitGridAnswer, traced_grid
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    box_rows: int = 2
    box_cols: int = 3
    extra: float = 0.3  # share of cells shown at random before the uniqueness loop adds more

    def __post_init__(self) -> None:
        if (self.box_rows, self.box_cols) not in ((2, 2), (2, 3), (3, 3)):
            raise ValueError(f"boxes must be 2x2, 2x3 or 3x3, got {self.box_rows}x{self.box_cols}")
        if not 0.0 <= self.extra <= 0.8:
            raise ValueError(f"extra must be in [0, 0.8], got {self.extra}")


def units(br: int, bc: int) -> list[list[int]]:
    """Rows, columns, boxes and the two diagonals, as lists of flat cell indexes."""
    n = br * bc
    out = [[r * n + c for c in range(n)] for r in range(n)] + [[r * n + c for r in range(n)] for c in range(n)]
    for top in range(0, n, br):
        for left in range(0, n, bc):
            out.append([(top + i) * n + left + j for i in range(br) for j in range(bc)])
    out.append([i * n + i for i in range(n)])
    out.append([i * n + n - 1 - i for i in range(n)])
    return out


def build(br: int, bc: int, givens: dict[int, int]) -> Problem:
    n = br * bc
    digits = range(1, n + 1)
    problem = Problem([(givens[v],) if v in givens else digits for v in range(n * n)])
    for unit in units(br, bc):
        problem.alldiff(unit, digits)
    return problem


_TEMPLATES = (
    "Solve this {n}x{n} Sudoku X. Fill each blank ({blank}) with a digit 1-{n} so that every row, every column, "
    "every {br}x{bc} box and both main diagonals (top-left to bottom-right and top-right to bottom-left) contain "
    "each digit 1-{n} exactly once.",
    "Diagonal Sudoku, {n} by {n}. Besides the usual rules (each row, column and {br}-row by {bc}-column box holds "
    "1 to {n} once each), the two long diagonals of the grid must also hold 1 to {n} once each. Blanks are {blank}.",
    "Complete the grid below. Rules: digits 1..{n}; no digit repeats in a row, a column, a {br}x{bc} box, or "
    "either of the two main diagonals (so each of these contains all {n} digits). Empty cells are shown as {blank}.",
)


class SudokuX(DigitGridAnswer, Bootcamp):
    id = "puzzle/sudoku_x"
    description = "Sudoku X: rows, columns, boxes and both main diagonals hold each digit once; unique solution"
    Config = Config
    LEVELS = {
        "1": Config(box_rows=2, box_cols=2, extra=0.25),
        "2": Config(box_rows=2, box_cols=2, extra=0.0),
        "3": Config(box_rows=2, box_cols=3, extra=0.35),
        "4": Config(box_rows=2, box_cols=3, extra=0.2),
        "5": Config(box_rows=2, box_cols=3, extra=0.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        br, bc = config.box_rows, config.box_cols
        n = br * bc
        while True:
            try:
                gold = build(br, bc, {}).solutions(limit=1, rng=rng, max_nodes=4000)[0]
                start = {v: gold[v] for v in rng.sample(range(n * n), round(config.extra * n * n))}
                shown = reveal_until_unique(lambda g: build(br, bc, g), gold, rng, start, max_nodes=4000)
            except (Budget, IndexError):
                continue
            puzzle = [[shown.get(r * n + c, 0) for c in range(n)] for r in range(n)]
            return {"box": [br, bc], "puzzle": puzzle}, [gold[r * n : (r + 1) * n] for r in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        br, bc = data["box"]
        n = br * bc
        blank = rng.choice((".", "_", "0"))
        text = rng.choice(_TEMPLATES).format(n=n, br=br, bc=bc, blank=blank)
        grid = "\n".join(" ".join(str(v) if v else blank for v in row) for row in data["puzzle"])
        form = f"the completed grid, its {n} rows from top to bottom separated by semicolons, each row as its {n} digits"
        return f"{text}\n\n{grid}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        br, bc = data["box"]
        n = br * bc
        givens = {r * n + c: v for r, row in enumerate(data["puzzle"]) for c, v in enumerate(row) if v}
        return traced_grid(t, build(br, bc, givens), n, n)

    def solve(self, data: dict) -> list[list[int]]:
        """Plain backtracking, always at the blank with the fewest allowed digits, a digit allowed where no cell
        of a shared row, column, box or diagonal already has it."""
        br, bc = data["box"]
        n = br * bc
        grid = [row[:] for row in data["puzzle"]]

        def peers_have(r: int, c: int, d: int) -> bool:
            if d in grid[r] or any(grid[i][c] == d for i in range(n)):
                return True
            top, left = r - r % br, c - c % bc
            if any(grid[top + i][left + j] == d for i in range(br) for j in range(bc)):
                return True
            if r == c and any(grid[i][i] == d for i in range(n)):
                return True
            return r + c == n - 1 and any(grid[i][n - 1 - i] == d for i in range(n))

        def fill() -> bool:
            best = None
            for r in range(n):  # the blank with the fewest allowed digits
                for c in range(n):
                    if not grid[r][c]:
                        allowed = [d for d in range(1, n + 1) if not peers_have(r, c, d)]
                        if best is None or len(allowed) < len(best[2]):
                            best = (r, c, allowed)
            if best is None:
                return True
            r, c, allowed = best
            for d in allowed:
                grid[r][c] = d
                if fill():
                    return True
            grid[r][c] = 0
            return False

        fill()
        return grid


BOOTCAMP = SudokuX()
