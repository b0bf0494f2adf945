"""Kakuro, a whole small grid: fill the white cells with digits 1-9 so that each across and down
run (two or more white cells between black cells or the edge) adds up to its clue with no digit
repeated. The layout is a random pattern of black cells (runs of one cell are blacked out), the
digits a random filling; a digit is given wherever a second filling also fits, until the
constraint solver finds one. Those pure-Python searches keep generation near 100 cases/s at level 3."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, Problem, reveal_until_unique
from bootcamps.kit.grids import cell_name
from bootcamps.kit.puzzles3 import DigitGridAnswer, traced_grid
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 4
    cols: int = 4
    black: float = 0.2  # chance that a cell starts black

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 8 or not 3 <= self.cols <= 8:
            raise ValueError(f"rows and cols must be in 3..8, got {self.rows}x{self.cols}")
        if not 0.0 <= self.black <= 0.4:
            raise ValueError(f"black must be in [0, 0.4], got {self.black}")


def find_runs(white: list[list[bool]]) -> list[list[tuple[int, int]]]:
    """Maximal horizontal then vertical runs of white cells, of any length."""
    rows, cols = len(white), len(white[0])
    out = []
    for lines in ([[(r, c) for c in range(cols)] for r in range(rows)], [[(r, c) for r in range(rows)] for c in range(cols)]):
        for line in lines:
            run: list[tuple[int, int]] = []
            for r, c in line:
                if white[r][c]:
                    run.append((r, c))
                    continue
                if run:
                    out.append(run)
                run = []
            if run:
                out.append(run)
    return out


def build(rows: int, cols: int, runs: list[list], givens: dict[int, int]) -> Problem:
    """Digits 1-9 in the white cells (black cells fixed to 0), each run all different with its sum
    (a sum of 0 leaves a run's total free: that is how a random filling is drawn)."""
    in_run = {r * cols + c for cells, _ in runs for r, c in cells}
    problem = Problem([(givens[v],) if v in givens else range(1, 10) if v in in_run else (0,) for v in range(rows * cols)])
    for cells, total in runs:
        scope = [r * cols + c for r, c in cells]
        problem.alldiff(scope)
        if total:
            problem.linear(scope, total, total)
    return problem


_TEMPLATES = (
    "Solve this Kakuro. In the {rows}x{cols} layout below, # is a black cell and . is a white cell to fill"
    "{given}. Put a digit 1-9 in every white cell so that each run listed below (consecutive white cells in a "
    "row or column) adds up to its sum and has no repeated digit.",
    "Kakuro puzzle ({rows} rows, {cols} columns; # black, . white{given}). Every white cell gets one digit from "
    "1 to 9. For each across or down run of white cells below, the digits must be all different and total the "
    "given clue.",
    "Fill the white cells (.) of this cross-sum grid with digits 1 to 9{given}; black cells (#) stay empty. "
    "Each horizontal or vertical run named below must sum to its clue, using no digit twice within the run.",
)


class Kakuro(DigitGridAnswer, Bootcamp):
    id = "puzzle/kakuro"
    description = "Kakuro: fill a small grid so every across and down run hits its sum without repeats"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=3, black=0.0),
        "2": Config(rows=3, cols=4, black=0.1),
        "3": Config(rows=4, cols=4, black=0.15),
        "4": Config(rows=4, cols=5, black=0.15),
        "5": Config(rows=5, cols=5, black=0.18),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            white = [[rng.random() >= config.black for _ in range(cols)] for _ in range(rows)]
            changed = True
            while changed:  # black out every white cell that sits in a run of one
                changed = False
                for run in find_runs(white):
                    if len(run) == 1:
                        white[run[0][0]][run[0][1]] = False
                        changed = True
            runs = [run for run in find_runs(white) if len(run) > 1]
            if sum(map(sum, white)) < max(4, rows * cols // 2):
                continue
            try:
                digits = build(rows, cols, [[run, 0] for run in runs], {}).solutions(limit=1, rng=rng, max_nodes=2000)[0]
                clued = [[run, sum(digits[r * cols + c] for r, c in run)] for run in runs]
                shown = reveal_until_unique(lambda g: build(rows, cols, clued, g), digits, rng, max_nodes=3000)
            except (Budget, IndexError):
                continue
            data = {"rows": rows, "cols": cols, "white": ["".join("." if w else "#" for w in row) for row in white],
                    "runs": [[[list(p) for p in run], total] for run, total in clued],
                    "given": sorted([v, x] for v, x in shown.items())}
            return data, [digits[r * cols : (r + 1) * cols] for r in range(rows)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows, cols = data["rows"], data["cols"]
        given = {v: x for v, x in data["given"]}
        grid = "\n".join(" ".join(str(given[r * cols + c]) if r * cols + c in given else data["white"][r][c]
                                  for c in range(cols)) for r in range(rows))
        note = " (a digit in the layout is a white cell already filled)" if given else ""
        text = rng.choice(_TEMPLATES).format(rows=rows, cols=cols, given=note)
        lines = []
        for cells, total in data["runs"]:
            across = cells[0][0] == cells[-1][0]
            lines.append(f"{'across' if across else 'down'} {cell_name(*cells[0])}-{cell_name(*cells[-1])}: sum {total}")
        form = (f"the grid, its {rows} rows from top to bottom separated by semicolons, each row as its {cols} digits "
                "with 0 for a black cell (for example 0390;1250 for two rows of 4)")
        return f"{text}\n\n{grid}\n\nRuns (r1c1 is the top-left cell):\n" + "\n".join(lines) + f"\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        rows, cols = data["rows"], data["cols"]
        runs = [[[tuple(p) for p in cells], total] for cells, total in data["runs"]]
        return traced_grid(t, build(rows, cols, runs, {v: x for v, x in data["given"]}), rows, cols)

    def solve(self, data: dict) -> list[list[int]]:
        """Cell by cell in reading order, a digit allowed while each of its two runs keeps
        distinct digits and a partial sum that the run's remaining cells can still complete."""
        rows, cols = data["rows"], data["cols"]
        given = {v: x for v, x in data["given"]}
        runs = [([tuple(p) for p in cells], total) for cells, total in data["runs"]]
        of: dict[tuple[int, int], list[int]] = {}
        for k, (cells, _) in enumerate(runs):
            for p in cells:
                of.setdefault(p, []).append(k)
        grid = [[0] * cols for _ in range(rows)]
        order = sorted(of)

        def ok(k: int) -> bool:
            cells, total = runs[k]
            vals = [grid[r][c] for r, c in cells if grid[r][c]]
            left = len(cells) - len(vals)
            if len(set(vals)) != len(vals):
                return False
            rest = total - sum(vals)
            return left * (left + 1) // 2 <= rest <= sum(range(10 - left, 10)) if left else rest == 0

        def fill(i: int) -> bool:
            if i == len(order):
                return True
            r, c = order[i]
            for d in ([given[r * cols + c]] if r * cols + c in given else range(1, 10)):
                grid[r][c] = d
                if all(ok(k) for k in of[(r, c)]) and fill(i + 1):
                    return True
            grid[r][c] = 0
            return False

        fill(0)
        return grid


BOOTCAMP = Kakuro()
