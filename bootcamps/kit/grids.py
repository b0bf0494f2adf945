"""Rectangular grids for puzzle and spatial bootcamps: make, render, read back an answer,
neighbours, connected regions, cell names."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable, Hashable, Iterator, Sequence

from bootcamps.parse import parse_grid

ORTHOGONAL = ((-1, 0), (1, 0), (0, -1), (0, 1))
DIAGONAL = ((-1, -1), (-1, 1), (1, -1), (1, 1))
# One answer grid is never more than this many characters; longer text is not read.
MAX_GRID_CHARS = 20_000
# A list of row strings, as JSON or Python writes it: ["1.2", "21."] or ['#.', '.#'].
_QUOTED_ROWS = re.compile(r'\[\s*(?:"[^"\n]*"|\'[^\'\n]*\')(?:\s*,\s*(?:"[^"\n]*"|\'[^\'\n]*\'))*\s*,?\s*\]')
_QUOTED = re.compile(r'"([^"\n]*)"|\'([^\'\n]*)\'')


def make_grid(rows: int, cols: int, fill: Any = 0) -> list[list[Any]]:
    if rows < 1 or cols < 1:
        raise ValueError(f"a grid needs at least one row and column, got {rows}x{cols}")
    return [[fill] * cols for _ in range(rows)]


def cell_name(r: int, c: int) -> str:
    """1-based row/column name of a cell, as prompts and traces show it: ``r1c1`` is top left."""
    return f"r{r + 1}c{c + 1}"


def render(grid: Sequence[Sequence[Any]], sep: str = " ", symbols: dict | None = None) -> str:
    """One line per row; cells mapped through ``symbols`` (default ``str``) and joined by ``sep``."""
    return "\n".join(sep.join(_symbol(v, symbols) for v in row) for row in grid)


def answer_line(grid: Sequence[Sequence[Any]], sep: str = "", symbols: dict | None = None) -> str:
    """A grid answer on one line, rows separated by semicolons (``12;21``)."""
    return ";".join(sep.join(_symbol(v, symbols) for v in row) for row in grid)


def _symbol(value: Any, symbols: dict | None) -> str:
    """A cell's text; a value without a symbol (a perturbed or corrupted one) prints as itself."""
    if symbols is not None and isinstance(value, (int, str)) and value in symbols:
        return str(symbols[value])
    return str(value)


def read_grid(text: str, rows: int, cols: int, symbols: dict[str, Any]) -> list[list[Any]] | None:
    """The grid an answer spells, rows on lines, separated by ';' or quoted in a list
    (cells by spaces, commas, bars, or nothing when each cell is one character), each cell a key of ``symbols``
    (matched case-insensitively); ``None`` unless it is exactly ``rows`` x ``cols``. A grid
    written as one run of rows*cols one-character cells is read in row order."""
    if not isinstance(text, str) or len(text) > MAX_GRID_CHARS:
        return None
    folded = {str(k).casefold(): v for k, v in symbols.items()}
    if _QUOTED_ROWS.fullmatch(text.strip()) and not {'"', "'"} & set(folded):
        text = "\n".join(a or b for a, b in _QUOTED.findall(text))  # each quoted string is a row
    if "." in folded and text.rstrip().endswith("."):
        text = text.rstrip() + ";"  # the parser drops a final period, but here it is a cell
    # a line of cell symbols is a row even where they are rule characters ("- - -", "+++")
    parsed = parse_grid(text, width=cols, cells="".join(k for k in folded if len(k) == 1))
    if parsed is None:
        return None
    if len(parsed) == 1 and rows > 1:
        flat = parsed[0]
        if len(flat) == 1 and len(flat[0]) == rows * cols:
            flat = list(flat[0])
        if len(flat) != rows * cols:
            return None
        parsed = [flat[r * cols : (r + 1) * cols] for r in range(rows)]
    if len(parsed) != rows or any(len(row) != cols for row in parsed):
        return None
    out = []
    for row in parsed:
        cells = []
        for token in row:
            key = token.casefold()
            if key not in folded:
                return None
            cells.append(folded[key])
        out.append(cells)
    return out


def neighbours(r: int, c: int, rows: int, cols: int, diagonal: bool = False) -> Iterator[tuple[int, int]]:
    """In-grid neighbours of (r, c): the four orthogonal ones, plus the diagonal ones if asked."""
    for dr, dc in ORTHOGONAL + (DIAGONAL if diagonal else ()):
        rr, cc = r + dr, c + dc
        if 0 <= rr < rows and 0 <= cc < cols:
            yield rr, cc


@lru_cache(maxsize=None)
def neighbour_table(rows: int, cols: int, diagonal: bool = False) -> tuple[tuple[tuple[tuple[int, int], ...], ...], ...]:
    """``neighbours`` of every cell, in its order, listed once per grid size: ``table[r][c]``.
    For hot loops (a generator's filling, a region's frontier) that ask hundreds of thousands
    of times a second."""
    return tuple(tuple(tuple(neighbours(r, c, rows, cols, diagonal)) for c in range(cols)) for r in range(rows))


def regions(
    grid: Sequence[Sequence[Hashable]], keep: Callable[[Any], bool] = lambda v: True, diagonal: bool = False
) -> list[list[tuple[int, int]]]:
    """Connected regions of equal values among cells where ``keep(value)``; each region's
    cells sorted, regions in order of their first cell (reading order)."""
    rows, cols = len(grid), len(grid[0]) if grid else 0
    seen = [[False] * cols for _ in range(rows)]
    out = []
    for r in range(rows):
        for c in range(cols):
            if seen[r][c] or not keep(grid[r][c]):
                continue
            seen[r][c] = True
            stack, cells = [(r, c)], []
            while stack:
                cr, cc = stack.pop()
                cells.append((cr, cc))
                for nr, nc in neighbours(cr, cc, rows, cols, diagonal):
                    if not seen[nr][nc] and grid[nr][nc] == grid[r][c] and keep(grid[nr][nc]):
                        seen[nr][nc] = True
                        stack.append((nr, nc))
            out.append(sorted(cells))
    return out


def paint_rectangles(rows: int, cols: int, rects: Sequence[tuple[int, int, int, int]]) -> list[list[int]]:
    """A rows x cols grid where each cell holds the index of the (top, left, height, width)
    rectangle covering it, and -1 where none does (later rectangles win overlaps)."""
    grid = [[-1] * cols for _ in range(rows)]
    for k, (top, left, h, w) in enumerate(rects):
        for i in range(h):
            grid[top + i][left:left + w] = [k] * w
    return grid


def rotate(grid: Sequence[Sequence[Any]], quarter_turns: int) -> list[list[Any]]:
    """The grid turned clockwise by ``quarter_turns`` quarter turns."""
    out = [list(row) for row in grid]
    for _ in range(quarter_turns % 4):
        out = [list(row) for row in zip(*out[::-1])]
    return out


def latin_rows(square: Sequence[Sequence[int]]) -> bool:
    """Whether every row and column of a square grid is a permutation of 1..n."""
    n = len(square)
    want = list(range(1, n + 1))
    return all(len(row) == n and sorted(row) == want for row in square) and all(sorted(col) == want for col in zip(*square))
