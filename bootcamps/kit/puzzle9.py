"""Shared pieces for the ninth batch of puzzle bootcamps (suguru, ripple effect): a grid cut
into small regions grown together with a filling where a region of k cells holds 1..k
(``grow_filled_regions``), the region letter map a prompt shows, a clue loop that reveals
only grid cells (constraint models may carry helper variables after the cells), and a plain
most-constrained-cell backtracker that the bootcamps' ``solve`` methods use as their second,
propagation-free way to the answer."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass
from typing import Callable, Sequence

from bootcamps.kit.backtrack import Budget, Problem
from bootcamps.kit.grids import neighbour_table, neighbours
from bootcamps.kit.puzzles3 import traced_grid
from bootcamps.trace import Tracer

LETTERS = string.ascii_uppercase + string.ascii_lowercase


@dataclass(frozen=True)
class RegionFillConfig:
    rows: int = 5
    cols: int = 5
    min_region: int = 2  # regions are drawn with min_region..max_region cells; a cell left
    # enclosed joins a neighbouring region as its next number, so a few regions grow past max_region
    max_region: int = 4
    extra: float = 0.0  # share of cells shown at random before the uniqueness loop adds more

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 9:
            raise ValueError(f"rows must be in 3..9, got {self.rows}")
        if not 3 <= self.cols <= 9:
            raise ValueError(f"cols must be in 3..9, got {self.cols}")
        if not 1 <= self.min_region <= 4:
            raise ValueError(f"min_region must be in 1..4, got {self.min_region}")
        if not max(2, self.min_region) <= self.max_region <= 6:
            raise ValueError(f"max_region must be in max(2, min_region)..6, got {self.max_region}")
        if not 0.0 <= self.extra <= 0.8:
            raise ValueError(f"extra must be in [0, 0.8], got {self.extra}")


Rules = Callable[[list[str], dict[int, int]], Problem]  # (region letters, givens) -> the model
Fits = Callable[[list[list[int]], int, int, int], bool]  # may the filling put v at (r, c)?


def fill_generate(config: RegionFillConfig, rng: random.Random, rules: Rules, fits: Fits) -> tuple[dict, list[list[int]]]:
    """A "region of k cells holds 1..k" puzzle, whose genres differ only in their extra rule:
    ``rules`` builds the genre's constraint model, ``fits`` is the rule the filling keeps.
    Regions and a filling grow together; givens are then revealed where a second solution
    differs until the model has exactly one."""
    rows, cols = config.rows, config.cols
    while True:
        made = grow_filled_regions(rows, cols, config.min_region, config.max_region, rng, fits)
        if made is None:
            continue
        owner, values = made
        letters = letter_map(owner)
        gold = [v for row in values for v in row]
        start = {v: gold[v] for v in rng.sample(range(rows * cols), round(config.extra * rows * cols))}
        try:
            shown = reveal_cells(lambda g: rules(letters, g), gold, rows * cols, rng, start, max_nodes=4000)
        except Budget:
            continue
        puzzle = [[shown.get(r * cols + c, 0) for c in range(cols)] for r in range(rows)]
        return {"regions": letters, "puzzle": puzzle}, [gold[r * cols : (r + 1) * cols] for r in range(rows)]


def fill_program(t: Tracer, data: dict, rules: Rules) -> list[list[int]]:
    """The traced constraint search over the genre's model, from the puzzle's givens."""
    rows, cols = len(data["regions"]), len(data["regions"][0])
    givens = {r * cols + c: v for r, row in enumerate(data["puzzle"]) for c, v in enumerate(row) if v}
    return traced_grid(t, rules(data["regions"], givens), rows, cols)


def region_cells(owner: Sequence[Sequence[int]]) -> list[list[tuple[int, int]]]:
    """The cells of each region, by region index."""
    out: dict[int, list[tuple[int, int]]] = {}
    for r, row in enumerate(owner):
        for c, v in enumerate(row):
            out.setdefault(v, []).append((r, c))
    return [out[k] for k in sorted(out)]


def letter_map(owner: Sequence[Sequence[int]]) -> list[str]:
    """Rows of region letters (A..Z, then a..z), one letter per cell."""
    return ["".join(LETTERS[v] for v in row) for row in owner]


def owner_of(letters: Sequence[str]) -> list[list[int]]:
    """The owner grid back from the letter rows."""
    return [[LETTERS.index(ch) for ch in row] for row in letters]


def render_digits(grid: Sequence[Sequence[int]], blank: str) -> str:
    """One line per row, cells spaced, 0 shown as ``blank``."""
    return "\n".join(" ".join(str(v) if v else blank for v in row) for row in grid)


def reveal_cells(
    build: Callable[[dict[int, int]], Problem], gold: Sequence[int], cells: int, rng: random.Random,
    revealed: dict[int, int] | None = None, max_nodes: int | None = None,
) -> dict[int, int]:
    """Reveal gold values of grid cells (variables 0..cells-1), each where a second solution
    differs, until ``build(revealed)`` has exactly one solution."""
    revealed = dict(revealed or {})
    while True:
        found = build(revealed).solutions(limit=2, max_nodes=max_nodes)
        if len(found) == 1:
            if list(found[0][:cells]) != list(gold[:cells]):
                raise ValueError("the only solution is not the gold one")
            return revealed
        if not found:
            raise ValueError("the clues admit no solution")
        other = next(s for s in found if list(s[:cells]) != list(gold[:cells]))
        revealed_at = [v for v in range(cells) if other[v] != gold[v]]
        v = rng.choice(revealed_at)
        revealed[v] = gold[v]


def backtrack_fill(
    grid: list[list[int]], candidates: Callable[[list[list[int]], int, int], list[int]], limit: int = 1
) -> list[list[list[int]]]:
    """Fill the 0 cells of ``grid`` (a copy is made) by plain backtracking: always the empty
    cell with the fewest candidates (``candidates(grid, r, c)`` lists the values allowed there
    given the cells filled so far); up to ``limit`` full grids."""
    grid = [row[:] for row in grid]
    found: list[list[list[int]]] = []

    def step() -> None:
        best, best_vals = None, None
        for r, row in enumerate(grid):
            for c, v in enumerate(row):
                if v == 0:
                    vals = candidates(grid, r, c)
                    if best_vals is None or len(vals) < len(best_vals):
                        best, best_vals = (r, c), vals
                        if len(vals) <= 1:
                            break
            if best_vals is not None and len(best_vals) <= 1:
                break
        if best is None:
            found.append([row[:] for row in grid])
            return
        r, c = best
        for v in best_vals or []:
            grid[r][c] = v
            step()
            grid[r][c] = 0
            if len(found) >= limit:
                return

    step()
    return found


def grow_filled_regions(
    rows: int, cols: int, min_size: int, max_size: int, rng: random.Random,
    allowed: Callable[[list[list[int]], int, int, int], bool], tries: int = 50,
) -> tuple[list[list[int]], list[list[int]]] | None:
    """A partition and a filling at once, for "a region of k cells holds 1..k" puzzles: cells
    are taken in reading order; each free cell starts a region of a random size, grown through
    free neighbours, and the region's cells get a permutation of 1..k that ``allowed(values,
    r, c, v)`` accepts against the cells filled so far (0 = not yet filled). A region that
    cannot be numbered shrinks (down to one cell); a cell that cannot even stand alone joins a
    neighbouring region (of at most 8 cells) as its next number. (owner, values), or
    None when a cell is left with no region at all."""
    owner = [[-1] * cols for _ in range(rows)]
    values = [[0] * cols for _ in range(rows)]
    order = [(r, c) for r in range(rows) for c in range(cols)]
    count = 0
    around = neighbour_table(rows, cols)  # a region's frontier is recomputed for every cell it grows by
    for start in order:
        if owner[start[0]][start[1]] >= 0:
            continue
        placed = False
        for size in range(rng.randint(min_size, max_size), 0, -1):
            for _ in range(tries if size > 1 else 1):
                cells = [start]
                taken = {start}
                while len(cells) < size:
                    frontier = [p for q in cells for p in around[q[0]][q[1]] if owner[p[0]][p[1]] < 0 and p not in taken]
                    if not frontier:
                        break
                    p = rng.choice(frontier)
                    taken.add(p)
                    cells.append(p)
                if len(cells) < size:
                    continue
                numbers = _number(cells, values, allowed, rng)
                if numbers is None:
                    continue
                for (r, c), v in zip(cells, numbers):
                    owner[r][c], values[r][c] = count, v
                count += 1
                placed = True
                break
            if placed:
                break
        if not placed:  # join a neighbouring region as its new largest number
            r, c = start
            sizes: dict[int, int] = {}
            for row_o in owner:
                for v in row_o:
                    sizes[v] = sizes.get(v, 0) + 1
            joins = [owner[a][b] for a, b in neighbours(r, c, rows, cols) if owner[a][b] >= 0]
            joins = [g for g in dict.fromkeys(joins) if sizes[g] < 9 and allowed(values, r, c, sizes[g] + 1)]
            if not joins:
                return None
            g = rng.choice(joins)
            owner[r][c], values[r][c] = g, sizes[g] + 1
    names: dict[int, int] = {}
    return [[names.setdefault(v, len(names)) for v in row] for row in owner], values


def _number(cells, values, allowed, rng) -> list[int] | None:
    """A random permutation of 1..len(cells) over ``cells`` that ``allowed`` accepts (placed
    one cell at a time, backtracking); None if there is none. ``values`` is restored."""
    k = len(cells)
    out: list[int] = []

    def place(i: int) -> bool:
        if i == k:
            return True
        r, c = cells[i]
        options = [v for v in range(1, k + 1) if v not in out]
        rng.shuffle(options)
        for v in options:
            if allowed(values, r, c, v):
                values[r][c] = v
                out.append(v)
                if place(i + 1):
                    return True
                out.pop()
                values[r][c] = 0
        return False

    ok = place(0)
    for r, c in cells:
        values[r][c] = 0
    return list(out) if ok else None
