"""Nonogram: shade cells so that each row's and column's runs of shaded cells have the clue's
lengths, in order. Unique by construction, and solvable by line logic alone: cells of a random
picture are revealed until reasoning one line at a time (no guessing) settles every cell."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.grids import answer_line, cell_name, read_grid
from bootcamps.kit.puzzles import line_logic, line_options, line_solve, runs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    density: float = 0.55

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 12 or not 3 <= self.cols <= 12:
            raise ValueError(f"rows and cols must be in 3..12, got {self.rows}x{self.cols}")
        if not 0.2 <= self.density <= 0.8:
            raise ValueError(f"density must be in [0.2, 0.8], got {self.density}")


def _clue_text(clue: list[int]) -> str:
    return " ".join(map(str, clue)) if clue else "0"


def _options(data: dict) -> tuple[list, list]:
    cols = len(data["col_clues"])
    rows = len(data["row_clues"])
    return ([line_options(c, cols) for c in data["row_clues"]], [line_options(c, rows) for c in data["col_clues"]])


_TEMPLATES = (
    "Solve this {r}x{c} nonogram. Each clue lists, in order, the lengths of the runs of consecutive shaded cells in "
    "that row (left to right) or column (top to bottom); runs are separated by at least one empty cell, and 0 means "
    "the line is empty.\nRow clues (top to bottom):\n{rows}\nColumn clues (left to right):\n{cols}",
    "Paint-by-numbers puzzle, {r} rows by {c} columns. The numbers for a row give the sizes of its blocks of filled "
    "cells from left to right; for a column, from top to bottom. Blocks are separated by gaps of one or more blank "
    "cells; a 0 clue means no filled cell.\nRows:\n{rows}\nColumns:\n{cols}",
    "Fill in the grid ({r} rows, {c} columns) so that the shaded runs in every line match its clue (run lengths in "
    "order, gaps of at least one cell between runs, 0 for an empty line).\nRow clues, row 1 first:\n{rows}\n"
    "Column clues, column 1 first:\n{cols}",
)


class Nonogram(Bootcamp):
    id = "puzzle/nonogram"
    description = "Nonogram: shade a grid so row and column runs match their clues; unique, line-solvable"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(rows=4, cols=4, density=0.6),
        "2": Config(rows=5, cols=5, density=0.55),
        "3": Config(rows=6, cols=6, density=0.55),
        "4": Config(rows=8, cols=8, density=0.55),
        "5": Config(rows=10, cols=10, density=0.55),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        gold = [[int(rng.random() < config.density) for _ in range(cols)] for _ in range(rows)]
        data = {"row_clues": [runs(row) for row in gold], "col_clues": [runs(col) for col in zip(*gold)], "shown": []}
        grid: list[list[int | None]] = [[None] * cols for _ in range(rows)]
        row_opts, col_opts = _options(data)
        ok, lists = line_logic(row_opts, col_opts, grid)
        while True:  # reveal an unsettled cell and carry on from where line logic stopped
            unknown = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] is None]
            if not unknown:
                break
            r, c = rng.choice(unknown)
            grid[r][c] = gold[r][c]
            data["shown"].append([r, c, gold[r][c]])
            ok, lists = line_logic(row_opts, col_opts, grid, lists, [r, rows + c])
        if not ok or grid != gold:
            raise AssertionError("line logic contradicted the picture it was drawn from")
        data["shown"].sort()
        return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows = "\n".join(f"row {i + 1}: {_clue_text(c)}" for i, c in enumerate(data["row_clues"]))
        cols = "\n".join(f"column {i + 1}: {_clue_text(c)}" for i, c in enumerate(data["col_clues"]))
        text = rng.choice(_TEMPLATES).format(r=len(data["row_clues"]), c=len(data["col_clues"]), rows=rows, cols=cols)
        if data["shown"]:
            text += "\nAlso given (r1c1 is the top-left cell): " + ", ".join(
                f"{cell_name(r, c)} is {'shaded' if v else 'empty'}" for r, c, v in data["shown"]) + "."
        form = "the grid, one row per line or rows separated by semicolons, # for a shaded cell and . for an empty one (for example #.;.# for a 2x2 grid)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "#", 0: "."})

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        grid = read_grid(text, len(data["row_clues"]), len(data["col_clues"]), {"#": 1, ".": 0})
        return 1.0 if grid == answer else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Sweep the lines: a line keeps the placements of its runs that agree with its known
        cells; a cell that every remaining placement fills (or leaves empty) becomes known."""
        rows, cols = len(data["row_clues"]), len(data["col_clues"])
        row_opts, col_opts = _options(data)
        lists = [list(o) for o in row_opts] + [list(o) for o in col_opts]
        grid: list[list[int | None]] = [[None] * cols for _ in range(rows)]
        t.state("givens")
        shown = t.fetch("shown", [list(x) for x in data["shown"]])
        for r, c, v in shown:
            if 0 <= r < rows and 0 <= c < cols:
                grid[r][c] = v
        changed = True
        sweep = 0
        while changed and sweep < 4 * (rows + cols):
            changed = False
            sweep += 1
            for line in range(rows + cols):
                cells = [(line, c) for c in range(cols)] if line < rows else [(r, line - rows) for r in range(rows)]
                known = [grid[r][c] for r, c in cells]
                kept = [o for o in lists[line] if all(k is None or k == v for k, v in zip(known, o))]
                lists[line] = kept
                new = [kept[0][i] if kept and k is None and all(o[i] == kept[0][i] for o in kept) else -1
                       for i, k in enumerate(known)]
                if all(x < 0 for x in new):
                    continue
                name = f"row {line + 1}" if line < rows else f"column {line - rows + 1}"
                t.state(f"sweep {sweep} {name}")
                t.fetch("clue", (data["row_clues"] + data["col_clues"])[line])
                t.fetch("known", ["?" if k is None else k for k in known])
                t.compute("fits", len(kept), why="placements of the runs that agree with the known cells")
                new = t.compute("forced", ["-" if x < 0 else x for x in new], why="cells all those placements agree on")
                for (r, c), x in zip(cells, new):
                    if x in (0, 1) and grid[r][c] is None:
                        grid[r][c] = x
                        changed = True
        t.state("solution")
        return t.compute("grid", [[0 if v is None else v for v in row] for row in grid])

    def solve(self, data: dict) -> list[list[int]]:
        """Line solving with guesses on the fewest-placement line; givens narrow the row placements."""
        row_opts, col_opts = _options(data)
        fixed = {(r, c): v for r, c, v in data["shown"]}
        row_opts = [[o for o in opts if all(fixed.get((r, c), x) == x for c, x in enumerate(o))] for r, opts in enumerate(row_opts)]
        found = line_solve(row_opts, col_opts, limit=1)
        return found[0] if found else []


BOOTCAMP = Nonogram()
