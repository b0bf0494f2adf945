"""Shared pieces for the eighth batch of puzzle bootcamps (slitherlink, yin-yang, kurodoko):
grids stored as one bit mask per row (bit c = column c), a flood fill over such masks, and the
shaded/unshaded connectivity checks their row-by-row solvers prune with."""

from __future__ import annotations

from typing import Sequence


def flood(allowed: Sequence[int], seed: Sequence[int], cols: int) -> list[int]:
    """The cells of ``allowed`` (row masks) orthogonally reachable from ``seed`` (row masks,
    cut to ``allowed``), as row masks."""
    full = (1 << cols) - 1
    cur = [s & a for s, a in zip(seed, allowed)]
    n = len(cur)
    changed = True
    while changed:
        changed = False
        for i in range(n):
            row = cur[i]
            grow = row | (row << 1) | (row >> 1)
            if i:
                grow |= cur[i - 1]
            if i + 1 < n:
                grow |= cur[i + 1]
            grow &= allowed[i] & full
            if grow != row:
                cur[i] = grow
                changed = True
    return cur


def one_group(masks: Sequence[int], cols: int, open_row: int | None = None) -> bool:
    """Whether the set cells of ``masks`` can still form one orthogonally connected group when
    rows below are added later: with ``open_row`` (the last placed row), every group must reach
    that row, unless there is only one group; with None the rows are complete and there must be
    at most one group."""
    cells = [m for m in masks]
    if not any(cells):
        return True
    if open_row is not None and cells[open_row]:
        seed = [0] * len(cells)
        seed[open_row] = cells[open_row]
    else:
        first = next(i for i, m in enumerate(cells) if m)
        seed = [0] * len(cells)
        seed[first] = cells[first] & -cells[first]
    return flood(cells, seed, cols) == cells


def to_masks(grid: Sequence[Sequence[int]], value: int = 1) -> list[int]:
    """Row masks of the cells of ``grid`` equal to ``value``."""
    return [sum(1 << c for c, v in enumerate(row) if v == value) for row in grid]


def from_masks(masks: Sequence[int], cols: int) -> list[list[int]]:
    """The 0/1 grid of row masks."""
    return [[(m >> c) & 1 for c in range(cols)] for m in masks]
