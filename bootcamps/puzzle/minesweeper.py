"""Minesweeper deduction: from the numbers on the opened cells (and any flags), mark where
every mine is. The total number of mines is stated. Unique by construction: where a second
mine layout also fits, the generator opens (or flags) a cell on which the two differ, until the
constraint solver finds one layout. Those uniqueness searches hold generation to a few hundred
cases/s at level 3, not 1000."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, Problem, differing, traced_search
from bootcamps.kit.grids import answer_line, cell_name, neighbours, read_grid
from bootcamps.trace import Tracer

_SYMBOLS = {"*": 1, "x": 1, "#": 1, ".": 0, "-": 0}


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    mines: int = 8
    opened: float = 0.4  # share of safe cells opened before the uniqueness loop

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 12 or not 3 <= self.cols <= 12:
            raise ValueError(f"rows and cols must be in 3..12, got {self.rows}x{self.cols}")
        if not 1 <= self.mines < self.rows * self.cols // 2:
            raise ValueError(f"mines must be in 1..{self.rows * self.cols // 2 - 1}, got {self.mines}")
        if not 0.0 <= self.opened <= 1.0:
            raise ValueError(f"opened must be in [0, 1], got {self.opened}")


def build(rows: int, cols: int, mines: int, numbers: dict[int, int], flags: set[int]) -> Problem:
    """One 0/1 variable per cell (1 = mine): opened cells are safe, flags are mines."""
    domains = [(0,) if v in numbers else (1,) if v in flags else (0, 1) for v in range(rows * cols)]
    problem = Problem(domains)
    problem.linear(range(rows * cols), mines, mines)
    for v, count in numbers.items():
        around = [r * cols + c for r, c in neighbours(*divmod(v, cols), rows, cols, diagonal=True)]
        problem.linear(around, count, count)
    return problem


def count_around(grid: list[list[int]], r: int, c: int) -> int:
    return sum(grid[rr][cc] for rr, cc in neighbours(r, c, len(grid), len(grid[0]), diagonal=True))


_TEMPLATES = (
    "This is a Minesweeper position on a {rows}x{cols} board with exactly {mines} mines. A number on an opened cell "
    "tells how many of its up to eight neighbours (including diagonal ones) hold a mine; opened cells never hold a "
    "mine. {flag_note}Unopened cells are shown as ?. Work out where every mine is.",
    "A {rows} by {cols} Minesweeper board hides {mines} mines. Each digit counts the mines among the 8 cells around it "
    "(fewer at the edges); a digit's own cell is safe. {flag_note}Cells marked ? are still covered. Deduce the "
    "position of all {mines} mines.",
    "Find all {mines} mines on this {rows}x{cols} Minesweeper board. Digits are opened, safe cells that count the "
    "mines in the (up to) eight surrounding cells. {flag_note}Covered cells are ?.",
)


class Minesweeper(Bootcamp):
    id = "puzzle/minesweeper"
    description = "Minesweeper: deduce every mine from the opened numbers and the mine count; exactly one layout"
    Config = Config
    multiline_answer = True
    strip_markdown = False  # a mine is '*': a grid with mines in its first and last cells is no italics
    LEVELS = {
        "1": Config(rows=4, cols=4, mines=3, opened=0.6),
        "2": Config(rows=5, cols=5, mines=5, opened=0.5),
        "3": Config(rows=6, cols=6, mines=8, opened=0.5),
        "4": Config(rows=7, cols=7, mines=10, opened=0.35),
        "5": Config(rows=8, cols=8, mines=13, opened=0.3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            try:
                return self._draw(config, rng, rows, cols)
            except Budget:
                continue

    def _draw(self, config: Config, rng: random.Random, rows: int, cols: int) -> tuple[dict, list[list[int]]]:
        cells = rows * cols
        mine_cells = set(rng.sample(range(cells), config.mines))
        gold = [int(v in mine_cells) for v in range(cells)]
        grid = [gold[r * cols : (r + 1) * cols] for r in range(rows)]
        safe = [v for v in range(cells) if not gold[v]]
        numbers = {v: count_around(grid, *divmod(v, cols)) for v in rng.sample(safe, int(config.opened * len(safe)))}
        flags: set[int] = set()
        while True:
            found = build(rows, cols, config.mines, numbers, flags).solutions(limit=2, max_nodes=400)
            if len(found) == 1:
                break
            v = rng.choice(differing(found, gold))
            if gold[v]:
                flags.add(v)
            else:
                numbers[v] = count_around(grid, *divmod(v, cols))
        data = {"rows": rows, "cols": cols, "mines": config.mines,
                "numbers": sorted([v, n] for v, n in numbers.items()), "flags": sorted(flags)}
        return data, grid

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows, cols = data["rows"], data["cols"]
        board = [["?"] * cols for _ in range(rows)]
        for v, n in data["numbers"]:
            board[v // cols][v % cols] = str(n)
        for v in data["flags"]:
            board[v // cols][v % cols] = "F"
        flag_note = "Cells marked F are flagged and certainly hold a mine. " if data["flags"] else ""
        text = rng.choice(_TEMPLATES).format(rows=rows, cols=cols, mines=data["mines"], flag_note=flag_note)
        sep = rng.choice((" ", ""))
        drawn = "\n".join(sep.join(row) for row in board)
        form = (f"the whole board, {rows} rows from top to bottom separated by semicolons, * for a mine and . for a "
                "safe cell (for example *.;.. for a 2x2 board with a mine in the top-left corner)")
        return f"{text}\n\n{drawn}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "*", 0: "."})

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        return 1.0 if read_grid(text, data["rows"], data["cols"], _SYMBOLS) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        rows, cols = data["rows"], data["cols"]
        problem = build(rows, cols, data["mines"], {v: n for v, n in data["numbers"]}, set(data["flags"]))
        values = traced_search(t, problem, [cell_name(r, c) for r in range(rows) for c in range(cols)]) or []
        return [values[r * cols : (r + 1) * cols] for r in range(rows)] if len(values) == rows * cols else []

    def solve(self, data: dict) -> list[list[int]]:
        rows, cols = data["rows"], data["cols"]
        problem = build(rows, cols, data["mines"], {v: n for v, n in data["numbers"]}, set(data["flags"]))
        (values,) = problem.solutions(limit=1)
        return [values[r * cols : (r + 1) * cols] for r in range(rows)]


BOOTCAMP = Minesweeper()
