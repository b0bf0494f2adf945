"""Ripple Effect: a grid cut into regions; a region of k cells holds 1..k once each, and when
the same number n appears twice in one row or one column there must be at least n other
cells between them (so two 1s may not be adjacent, two 3s in a row need three cells in
between). Unlike Suguru, diagonal contact is allowed and the spacing grows with the number.
The regions and a filling are grown together (kit.puzzle9.grow_filled_regions), then givens
are revealed where a second solution differs until the solver finds exactly one. Those
pure-Python uniqueness searches keep generation at one to two hundred cases/s at level 3 (where
a share of cells is shown at random first, which saves most of the search rounds)."""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem
from bootcamps.kit.puzzle9 import RegionFillConfig as Config
from bootcamps.kit.puzzle9 import backtrack_fill, fill_generate, fill_program, owner_of, region_cells, render_digits
from bootcamps.kit.puzzles3 import DigitGridAnswer


def spaced(a: int, b: int, gap: int):
    """Cells ``a`` and ``b``, ``gap`` apart in a line, may hold the same number n only if n < gap:
    a propagator (what enumerating the pair's values would prune, without the enumeration)
    taking a number of ``gap`` or more placed in one cell out of the other's candidates."""
    least = 1 << gap  # the bit of the smallest number that needs more room than the gap

    def revise(doms: list[int]) -> list[int] | None:
        changed = []
        for here, there in ((a, b), (b, a)):
            d, e = doms[here], doms[there]
            if d & (d - 1) == 0 and d >= least and e & d:
                e &= ~d
                if not e:
                    return None
                doms[there] = e
                changed.append(there)
        return changed

    return revise


def build(letters: list[str], givens: dict[int, int]) -> Problem:
    owner = owner_of(letters)
    rows, cols = len(owner), len(owner[0])
    groups = region_cells(owner)
    size = [len(g) for g in groups]
    problem = Problem([(givens[r * cols + c],) if r * cols + c in givens else range(1, size[owner[r][c]] + 1)
                       for r in range(rows) for c in range(cols)])
    for cells in groups:
        problem.alldiff([r * cols + c for r, c in cells], range(1, len(cells) + 1))
    for r in range(rows):
        for c in range(cols):
            here = size[owner[r][c]]
            for dr, dc in ((0, 1), (1, 0)):
                for gap in range(1, max(size) + 1):
                    rr, cc = r + dr * gap, c + dc * gap
                    if rr >= rows or cc >= cols:
                        break
                    if owner[rr][cc] != owner[r][c] and gap <= min(here, size[owner[rr][cc]]):
                        problem.propagator([r * cols + c, rr * cols + cc], spaced(r * cols + c, rr * cols + cc, gap))
    return problem


def allowed(values: list[list[int]], r: int, c: int, v: int) -> bool:
    """No equal number within v cells along the row or column (for the generator's filling)."""
    row = values[r]
    if v in row[max(0, c - v):c] or v in row[c + 1:c + v + 1]:
        return False
    return all(values[a][c] != v for a in range(max(0, r - v), min(len(values), r + v + 1)) if a != r)


_TEMPLATES = (
    "Solve this Ripple Effect puzzle ({rows}x{cols}). The letter map divides the grid into regions (same letter = "
    "same region). A region of k cells contains the numbers 1 to k, each once. If two cells in the same row or the "
    "same column hold the same number n, at least n cells must separate them (for example two 2s in a row need two "
    "cells in between). Blank cells are shown as '{blank}'.",
    "Ripple Effect, {rows} rows by {cols} columns. Fill each region (cells sharing a letter) of size k with 1..k "
    "without repeats. Equal numbers 'ripple': a number n may appear again in its row or column only after at least "
    "n other cells in between (two 1s cannot be neighbours, two 3s need a gap of three cells). Blanks: '{blank}'.",
    "Fill the grid ({rows} by {cols}; unknown cells are '{blank}'). Each outlined region, drawn as a letter map, with "
    "k cells holds 1, 2, ..., k exactly once. Whenever the same number n occurs twice in one row or one column, "
    "the number of cells strictly between the two must be n or more. Diagonal contact does not matter.",
)


class RippleEffect(DigitGridAnswer, Bootcamp):
    id = "puzzle/ripple_effect"
    description = "Ripple Effect: regions of k cells hold 1..k; equal numbers n in a row or column are more than n apart"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, max_region=3, extra=0.4),
        "2": Config(rows=4, cols=5, max_region=3, extra=0.45),
        "3": Config(rows=5, cols=5, max_region=4, extra=0.45),
        "4": Config(rows=6, cols=6, max_region=4, extra=0.35),
        "5": Config(rows=7, cols=7, max_region=5, extra=0.3),
    }

    def generate(self, config, rng):
        return fill_generate(config, rng, build, allowed)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows, cols = len(data["regions"]), len(data["regions"][0])
        blank = rng.choice((".", "_", "0"))
        text = rng.choice(_TEMPLATES).format(rows=rows, cols=cols, blank=blank)
        regions = "\n".join(" ".join(row) for row in data["regions"])
        form = f"the completed grid, its {rows} rows from top to bottom separated by semicolons, each row as its {cols} digits (for example 213;121)"
        return f"{text}\n\nRegions:\n{regions}\n\nNumbers:\n{render_digits(data['puzzle'], blank)}\n\n{answer_instruction(form)}"

    def program(self, t, data):
        return fill_program(t, data, build)

    def solve(self, data: dict) -> list[list[int]]:
        """Plain backtracking: a number is allowed where its region lacks it and no equal number
        sits within that many cells along the row or column."""
        owner = owner_of(data["regions"])
        rows, cols = len(owner), len(owner[0])
        groups = region_cells(owner)

        def candidates(grid, r, c):
            used = {grid[rr][cc] for rr, cc in groups[owner[r][c]]}
            out = []
            for v in range(1, len(groups[owner[r][c]]) + 1):
                if v in used:
                    continue
                near = [(r + d, c) for d in range(-v, v + 1)] + [(r, c + d) for d in range(-v, v + 1)]
                if all(not (0 <= rr < rows and 0 <= cc < cols) or (rr, cc) == (r, c) or grid[rr][cc] != v for rr, cc in near):
                    out.append(v)
            return out

        (grid,) = backtrack_fill(data["puzzle"], candidates)
        return grid


BOOTCAMP = RippleEffect()
