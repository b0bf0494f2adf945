"""Suguru (Tectonic): a grid cut into small regions; a region of k cells holds 1..k once each,
and two equal numbers never touch, not even diagonally. There is no row or column rule, which
sets it apart from Sudoku and its jigsaw variant. The regions and a filling are grown together
(kit.puzzle9.grow_filled_regions), then givens are revealed where a second solution
differs until the solver finds exactly one. Growing the regions and those pure-Python
uniqueness searches keep generation at one to two hundred cases/s at level 3 (where a share of
cells is shown at random first, which saves most of the search rounds)."""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem
from bootcamps.kit.grids import neighbour_table, neighbours
from bootcamps.kit.puzzle9 import RegionFillConfig as Config
from bootcamps.kit.puzzle9 import backtrack_fill, fill_generate, fill_program, owner_of, region_cells, render_digits
from bootcamps.kit.puzzles3 import DigitGridAnswer


def build(letters: list[str], givens: dict[int, int]) -> Problem:
    owner = owner_of(letters)
    rows, cols = len(owner), len(owner[0])
    groups = region_cells(owner)
    size = {v: len(groups[v]) for v in range(len(groups))}
    problem = Problem([(givens[r * cols + c],) if r * cols + c in givens else range(1, size[owner[r][c]] + 1)
                       for r in range(rows) for c in range(cols)])
    for cells in groups:
        problem.alldiff([r * cols + c for r, c in cells], range(1, len(cells) + 1))
    for r in range(rows):
        for c in range(cols):
            for rr, cc in neighbours(r, c, rows, cols, diagonal=True):
                if (rr, cc) > (r, c) and owner[rr][cc] != owner[r][c]:
                    problem.alldiff([r * cols + c, rr * cols + cc])
    return problem

def allowed(values: list[list[int]], r: int, c: int, v: int) -> bool:
    """No equal number among the eight neighbours (for the generator's filling)."""
    for a, b in neighbour_table(len(values), len(values[0]), diagonal=True)[r][c]:
        if values[a][b] == v:
            return False
    return True


_TEMPLATES = (
    "Solve this Suguru puzzle on a {rows}x{cols} grid. The letter map splits the grid into regions (cells with the "
    "same letter form one region). A region of k cells must contain each of the numbers 1 to k exactly once. Two "
    "cells holding the same number may never touch, not even at a corner (diagonally). Blank cells are shown as '{blank}'.",
    "Tectonic puzzle, {rows} rows by {cols} columns. Every outlined region (same letter = same region) with k cells "
    "is filled with 1, 2, ..., k, each once. Identical numbers must not be neighbours in any of the eight directions "
    "(horizontal, vertical or diagonal). Fill every blank ('{blank}').",
    "Fill the grid below ({rows} by {cols}). Rules: the regions are given as letters; a region made of k cells holds "
    "the numbers 1 through k with no repeats; and no two cells that share an edge or a corner hold the same number. "
    "Unknown cells are marked '{blank}'. There are no row or column rules.",
)


class Suguru(DigitGridAnswer, Bootcamp):
    id = "puzzle/suguru"
    description = "Suguru/Tectonic: a region of k cells holds 1..k, equal numbers never touch (even diagonally); one solution"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, max_region=4, extra=0.35),
        "2": Config(rows=4, cols=5, max_region=4, extra=0.35),
        "3": Config(rows=5, cols=5, max_region=5, extra=0.4),
        "4": Config(rows=6, cols=6, max_region=5, extra=0.3),
        "5": Config(rows=7, cols=7, max_region=6, extra=0.25),
    }

    def generate(self, config, rng):
        return fill_generate(config, rng, build, allowed)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows, cols = len(data["regions"]), len(data["regions"][0])
        blank = rng.choice((".", "_", "0"))
        text = rng.choice(_TEMPLATES).format(rows=rows, cols=cols, blank=blank)
        regions = "\n".join(" ".join(row) for row in data["regions"])
        form = f"the completed grid, its {rows} rows from top to bottom separated by semicolons, each row as its {cols} digits (for example 121;343)"
        return f"{text}\n\nRegions:\n{regions}\n\nNumbers:\n{render_digits(data['puzzle'], blank)}\n\n{answer_instruction(form)}"

    def program(self, t, data):
        return fill_program(t, data, build)

    def solve(self, data: dict) -> list[list[int]]:
        """Plain backtracking over the grid, checking each number against its region and its
        eight neighbours, always at the blank with the fewest numbers left."""
        owner = owner_of(data["regions"])
        rows, cols = len(owner), len(owner[0])
        groups = region_cells(owner)

        def candidates(grid, r, c):
            used = {grid[rr][cc] for rr, cc in groups[owner[r][c]]}
            used |= {grid[rr][cc] for rr, cc in neighbours(r, c, rows, cols, diagonal=True)}
            return [v for v in range(1, len(groups[owner[r][c]]) + 1) if v not in used]

        (grid,) = backtrack_fill(data["puzzle"], candidates)
        return grid


BOOTCAMP = Suguru()
