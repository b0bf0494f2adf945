"""Boards of numbers for puzzle bootcamps: read an integer grid answer, the mixin that checks one,
and the line-propagation step shared by "every line sums to S" fillers."""

from __future__ import annotations

import re
from typing import Any, Sequence

from bootcamps.kit.grids import read_grid
from bootcamps.parse import parse_grid

MAX_BOARD_CHARS = 6_000
_INT_CELL = re.compile(r"[+-]?[0-9]{1,7}")


def read_int_grid(text: object, rows: int, cols: int) -> list[list[int]] | None:
    """The integer grid an answer spells (rows on lines or separated by ';', cells by spaces,
    commas or bars, optional brackets), or ``None`` unless it is exactly ``rows`` x ``cols``
    integer literals. Length is bounded before parsing."""
    if not isinstance(text, str) or len(text) > MAX_BOARD_CHARS:
        return None
    parsed = parse_grid(text)
    if parsed is None or len(parsed) != rows or any(len(row) != cols for row in parsed):
        return None
    if not all(_INT_CELL.fullmatch(cell) for row in parsed for cell in row):
        return None
    return [[int(cell) for cell in row] for row in parsed]


def render_int_grid(grid: Sequence[Sequence[Any]]) -> str:
    """Rows separated by semicolons, cells by single spaces: ``1 2 3; 4 5 6``."""
    return "; ".join(" ".join(str(v) for v in row) for row in grid)


class IntGridAnswer:
    """Mixin: the answer is a grid of integers of the gold's shape, read with ``read_int_grid``."""

    multiline_answer = True

    def check(self, data: dict, answer: Any, text: str) -> float:
        if not answer or not answer[0]:
            return 0.0
        return 1.0 if read_int_grid(text, len(answer), len(answer[0])) == answer else 0.0

    def format_answer(self, answer: Any) -> str:
        return render_int_grid(answer)


class SymbolGridAnswer:
    """Mixin: the answer is a grid of one-character cells; ``grid_symbols`` maps each accepted
    character (case-insensitive) to its cell value, and the shape is the gold grid's."""

    multiline_answer = True
    grid_symbols: dict[str, Any] = {}

    def check(self, data: dict, answer: Any, text: str) -> float:
        if not answer or not answer[0]:
            return 0.0
        return 1.0 if read_grid(text, len(answer), len(answer[0]), self.grid_symbols) == answer else 0.0


class DigitGridAnswer(SymbolGridAnswer):
    """Mixin: an n x n grid of the digits 1..n (n = the gold's size, at most 9)."""

    def check(self, data: dict, answer: Any, text: str) -> float:
        n = len(answer)
        if not 1 <= n <= 9:
            return 0.0
        return 1.0 if read_grid(text, n, n, {str(d): d for d in range(1, n + 1)}) == answer else 0.0


def forced_line(lines: Sequence[Sequence[int]], values: Sequence[int | None], totals: Sequence[int]) -> tuple[int, int, int] | None:
    """The first line (index into ``lines``, lists of cell indices) with exactly one unknown
    cell in ``values``: (line index, cell, the value its total forces). ``None`` when no line
    has exactly one unknown."""
    for i, line in enumerate(lines):
        unknown = [cell for cell in line if values[cell] is None]
        if len(unknown) == 1:
            known = sum(values[cell] for cell in line if values[cell] is not None)  # type: ignore[misc]
            return i, unknown[0], totals[i] - known
    return None


def propagate_lines(lines: Sequence[Sequence[int]], values: Sequence[int | None], totals: Sequence[int]) -> list[int | None]:
    """Fill every cell that lines with one unknown force, until none is left; the filled copy.
    Work queue over lines with unknown counts (linear in the board per call)."""
    values = list(values)
    on: dict[int, list[int]] = {}
    for i, line in enumerate(lines):
        for cell in line:
            on.setdefault(cell, []).append(i)
    missing = [sum(1 for cell in line if values[cell] is None) for line in lines]
    queue = [i for i, m in enumerate(missing) if m == 1]
    while queue:
        i = queue.pop()
        if missing[i] != 1:
            continue
        cell = next(c for c in lines[i] if values[c] is None)
        values[cell] = totals[i] - sum(values[c] for c in lines[i] if c != cell)  # type: ignore[misc]
        for j in on[cell]:
            missing[j] -= 1
            if missing[j] == 1:
                queue.append(j)
    return values
