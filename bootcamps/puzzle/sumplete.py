"""Sumplete: an n x n grid of digits with a target beside every row and below every column;
cross out cells so that the digits left in each row add up to the row's target and the digits
left in each column add up to the column's target. Unlike kakurasu (whose weights are the
column and row numbers) every cell carries its own printed digit, and unlike hitori nothing
about repeats matters. Unique by construction: a random grid and a random kept/crossed mask
give the targets, and the constraint search (kit.backtrack) counts solutions up to two; a
puzzle with a second solution is thrown away and drawn again."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem, traced_search
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 5
    max_digit: int = 9
    keep: float = 0.5  # chance that a cell of the hidden solution is kept

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 8:
            raise ValueError(f"size must be in 3..8, got {self.size}")
        if not 3 <= self.max_digit <= 9:
            raise ValueError(f"max_digit must be in 3..9, got {self.max_digit}")
        if not 0.2 <= self.keep <= 0.8:
            raise ValueError(f"keep must be in [0.2, 0.8], got {self.keep}")


def build(digits: list[list[int]], rows: list[int], cols: list[int]) -> Problem:
    n = len(digits)
    problem = Problem([(0, 1)] * (n * n))
    for i in range(n):
        problem.linear([i * n + c for c in range(n)], rows[i], rows[i], digits[i])
        problem.linear([r * n + i for r in range(n)], cols[i], cols[i], [digits[r][i] for r in range(n)])
    return problem


_TEMPLATES = (
    "Sumplete, {n}x{n}. Each cell holds a digit; the number after each row is that row's target and the numbers "
    "under the grid are the column targets. Cross out some cells so that, in every row and every column, the digits "
    "that are NOT crossed out add up exactly to the target.\n\n{board}",
    "Here is a {n} by {n} number grid with a target sum for every row and every column.\n{board}\nDelete (cross "
    "out) cells until each row's remaining digits total its row target and each column's remaining digits total its "
    "column target. There is exactly one way to do it.",
    "In this grid of digits, keep some cells and cross out the others. The kept digits of row i must sum to row "
    "target i and the kept digits of column j to column target j.\n{board}",
)


class Sumplete(SymbolGridAnswer, Bootcamp):
    id = "puzzle/sumplete"
    description = "Sumplete: cross out digits so every row and column keeps its target sum; one solution"
    Config = Config
    multiline_answer = True
    grid_symbols = {"k": 1, "o": 1, "1": 1, "x": 0, "0": 0}
    LEVELS = {
        "1": Config(size=3, max_digit=9, keep=0.6),
        "2": Config(size=4, max_digit=9, keep=0.55),
        "3": Config(size=5, max_digit=9, keep=0.5),
        "4": Config(size=6, max_digit=9, keep=0.5),
        "5": Config(size=7, max_digit=9, keep=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            digits = [[rng.randint(1, config.max_digit) for _ in range(n)] for _ in range(n)]
            mask = [[1 if rng.random() < config.keep else 0 for _ in range(n)] for _ in range(n)]
            rows = [sum(d * k for d, k in zip(digits[r], mask[r])) for r in range(n)]
            cols = [sum(digits[r][c] * mask[r][c] for r in range(n)) for c in range(n)]
            if 0 in rows or 0 in cols:
                continue  # an empty line gives too much away
            if len(build(digits, rows, cols).solutions(limit=2)) == 1:
                return {"digits": digits, "rows": rows, "cols": cols}, mask

    def prompt(self, data: dict, rng: random.Random) -> str:
        digits, rows, cols = data["digits"], data["rows"], data["cols"]
        n = len(digits)
        if rng.random() < 0.5:
            lines = [" ".join(map(str, row)) + f" | {target}" for row, target in zip(digits, rows)]
            lines.append("-" * (2 * n - 1))
            lines.append(" ".join(map(str, cols)) + "  (column targets)")
            board = "\n".join(lines)
        else:
            board = "\n".join(f"row {r + 1}: {' '.join(map(str, row))} (target {rows[r]})" for r, row in enumerate(digits))
            board += "\ncolumn targets, left to right: " + ", ".join(map(str, cols))
        text = rng.choice(_TEMPLATES).format(n=n, board=board)
        form = (f"the grid of decisions, {n} rows from top to bottom separated by semicolons, K for a kept cell and X "
                f"for a crossed-out cell (for example KX;XK for a 2x2 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "K", 0: "X"})

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = len(data["digits"])
        names = [cell_name(r, c) for r in range(n) for c in range(n)]
        values = traced_search(t, build(data["digits"], data["rows"], data["cols"]), names) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Row by row: every subset of a row whose digits hit its target, checked against what
        the columns still need (never negative, exactly zero after the last row)."""
        digits, rows, cols = data["digits"], data["rows"], data["cols"]
        n = len(digits)
        options = []
        for r in range(n):
            fits = []
            for bits in range(1 << n):
                mask = [(bits >> c) & 1 for c in range(n)]
                if sum(d * k for d, k in zip(digits[r], mask)) == rows[r]:
                    fits.append(mask)
            options.append(fits)
        chosen: list[list[int]] = []

        def place(r: int, need: list[int]) -> bool:
            if r == n:
                return not any(need)
            for mask in options[r]:
                left = [need[c] - digits[r][c] * mask[c] for c in range(n)]
                if min(left) >= 0:
                    chosen.append(mask)
                    if place(r + 1, left):
                        return True
                    chosen.pop()
            return False

        place(0, list(cols))
        return chosen


BOOTCAMP = Sumplete()
