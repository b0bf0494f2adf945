"""Binairo (Takuzu): fill a grid with 0s and 1s so that every row and column has as many 0s
as 1s, no three equal digits are adjacent in a row or column, and no two rows (and no two
columns) are the same. Unique by construction: digits of a random solution are revealed where
a second solution differs until the solver finds one (a few solver runs per case, so a few
hundred cases/s at level 3)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, traced_search
from bootcamps.kit.grids import answer_line, cell_name, read_grid
from bootcamps.kit.puzzles import BinaryProblem, reveal_binary
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 6  # even
    extra: int = 0  # digits revealed beyond what uniqueness needs (an easier start)

    def __post_init__(self) -> None:
        if self.size not in (4, 6, 8):
            raise ValueError(f"size must be 4, 6 or 8, got {self.size}")
        if not 0 <= self.extra <= self.size * self.size // 2:
            raise ValueError(f"extra must be in 0..{self.size * self.size // 2}, got {self.extra}")


def _distinct_lines(n: int):
    def accept(values: list[int]) -> bool:
        rows = {tuple(values[r * n : (r + 1) * n]) for r in range(n)}
        cols = {tuple(values[r * n + c] for r in range(n)) for c in range(n)}
        return len(rows) == n and len(cols) == n
    return accept


def build(n: int, shown: dict[int, int]) -> BinaryProblem:
    problem = BinaryProblem(n * n, shown, accept=_distinct_lines(n))
    for i in range(n):
        problem.add([i * n + c for c in range(n)], n // 2, n // 2)
        problem.add([r * n + i for r in range(n)], n // 2, n // 2)
        for j in range(n - 2):  # every window of three holds at least one 0 and one 1
            problem.add([i * n + j, i * n + j + 1, i * n + j + 2], 1, 2)
            problem.add([j * n + i, (j + 1) * n + i, (j + 2) * n + i], 1, 2)
    return problem


_TEMPLATES = (
    "Binairo puzzle on a {n}x{n} grid (. marks an empty cell):\n{grid}\nFill every empty cell with 0 or 1 so that "
    "each row and each column contains equally many 0s and 1s, no row or column has three equal digits in a row, "
    "and no two rows are identical and no two columns are identical.",
    "Complete this Takuzu grid:\n{grid}\nRules: only 0 and 1; every row and column is half 0s and half 1s; never "
    "three of the same digit next to each other horizontally or vertically; all rows are different from each other, "
    "and so are all columns. Empty cells are dots.",
    "Fill the dots in the {n} by {n} grid below with binary digits.\n{grid}\nEach line (row or column) must hold "
    "{h} zeros and {h} ones, must not contain 000 or 111, and must differ from every other line of the same kind.",
)


class Binairo(Bootcamp):
    id = "puzzle/binairo"
    description = "Binairo (Takuzu): balanced 0/1 rows and columns, no triples, no repeated lines; one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=4, extra=2),
        "2": Config(size=6, extra=4),
        "3": Config(size=6),
        "4": Config(size=8, extra=18),
        "5": Config(size=8, extra=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            try:
                gold = build(n, {}).solutions(limit=1, max_nodes=5000, rng=rng)[0]
                problem = build(n, {})
                start = rng.sample(range(n * n), config.extra)
                problem.fixed.update({v: gold[v] for v in start})
                shown = reveal_binary(problem, gold, rng, max_nodes=5000, batch=2)
            except Budget:
                continue
            shown.update({v: gold[v] for v in start})
            givens = ["".join(str(gold[r * n + c]) if r * n + c in shown else "." for c in range(n)) for r in range(n)]
            return {"givens": givens}, [gold[r * n : (r + 1) * n] for r in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["givens"])
        text = rng.choice(_TEMPLATES).format(n=n, h=n // 2, grid="\n".join(data["givens"]))
        form = "the full grid, one row per line or rows separated by semicolons (for example 0110;1001;... for a 4x4 grid)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        n = len(data["givens"])
        return 1.0 if read_grid(text, n, n, {"0": 0, "1": 1}) == answer else 0.0

    @staticmethod
    def _shown(data: dict) -> dict[int, int]:
        n = len(data["givens"])
        return {r * n + c: int(ch) for r, row in enumerate(data["givens"]) for c, ch in enumerate(row) if ch != "."}

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = len(data["givens"])
        problem = build(n, self._shown(data)).to_problem()
        values = traced_search(t, problem, [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Row by row from the balanced rows without triples that fit the givens, checking
        columns as they fill (no propagation)."""
        n = len(data["givens"])
        rows_ok = []
        for mask in range(1 << n):
            row = [(mask >> (n - 1 - c)) & 1 for c in range(n)]
            if sum(row) == n // 2 and all(not row[j] == row[j + 1] == row[j + 2] for j in range(n - 2)):
                rows_ok.append(row)
        options = [[row for row in rows_ok if all(ch == "." or int(ch) == x for ch, x in zip(data["givens"][r], row))]
                   for r in range(n)]
        grid: list[list[int]] = []

        def columns_ok() -> bool:
            k = len(grid)
            for c in range(n):
                col = [grid[r][c] for r in range(k)]
                if sum(col) > n // 2 or k - sum(col) > n // 2:
                    return False
                if k >= 3 and col[-1] == col[-2] == col[-3]:
                    return False
            return True

        def place(r: int) -> bool:
            if r == n:
                return len({tuple(col) for col in zip(*grid)}) == n
            for row in options[r]:
                if row in grid:
                    continue
                grid.append(row)
                if columns_ok() and place(r + 1):
                    return True
                grid.pop()
            return False

        place(0)
        return [list(row) for row in grid]


BOOTCAMP = Binairo()
