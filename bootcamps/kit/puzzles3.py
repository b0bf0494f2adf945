"""Shared pieces for the third batch of puzzle bootcamps (battleships, hitori, sudoku X,
jigsaw sudoku, kakuro grids, ...): answer readers for shaded and digit grids, a traced grid
search, connectivity and straight-line run helpers."""

from __future__ import annotations

from typing import Iterable, Sequence

from bootcamps.kit.backtrack import Problem, traced_search
from bootcamps.kit.grids import answer_line, cell_name, neighbours, read_grid
from bootcamps.parse import parse_grid
from bootcamps.trace import Tracer

Cell = tuple[int, int]
SHADE_SYMBOLS = {"#": 1, ".": 0}


class ShadeGridAnswer:
    """A 0/1 grid answer written with ``#`` (shaded, ship, black) and ``.`` (not), rows on lines
    or separated by semicolons; it must equal the (unique) gold grid cell for cell."""

    multiline_answer = True

    def format_answer(self, answer) -> str:
        return answer_line(answer, symbols={1: "#", 0: "."})

    def check(self, data: dict, answer, text: str) -> float:
        rows, cols = len(answer), len(answer[0])
        return 1.0 if read_grid(text, rows, cols, SHADE_SYMBOLS) == answer else 0.0


def read_digit_grid(text: str, rows: int, cols: int, allowed: str) -> list[list[int]] | None:
    """A rows x cols grid of one-character digits from ``allowed`` in any layout parse_grid
    reads (rows on lines or separated by semicolons, cells spaced or not), also flat in row
    order; None otherwise."""
    if not isinstance(text, str) or len(text) > 40 * rows * cols + 200:
        return None
    parsed = parse_grid(text, width=cols)
    if parsed is None:
        return None
    digits = "".join(cell for row in parsed for cell in row)
    if len(digits) != rows * cols or any(d not in allowed for d in digits):
        return None
    return [[int(d) for d in digits[r * cols : (r + 1) * cols]] for r in range(rows)]


class DigitGridAnswer:
    """A grid of single digits, rows separated by semicolons (``123;231;312``); it must equal
    the (unique) gold grid. Cells the puzzle leaves out (blocks) are written as 0."""

    multiline_answer = True
    adversarial_exempt = {"split_digits": "every cell is one digit, so spacing inside a row cannot change a value"}

    def format_answer(self, answer) -> str:
        return ";".join("".join(str(v) for v in row) for row in answer)

    def check(self, data: dict, answer, text: str) -> float:
        rows, cols = len(answer), len(answer[0])
        allowed = "".join(sorted({str(v) for row in answer for v in row} | set("123456789")))
        return 1.0 if read_digit_grid(text, rows, cols, allowed) == answer else 0.0


def traced_grid(t: Tracer, problem: Problem, rows: int, cols: int) -> list[list[int]]:
    """``traced_search`` over a grid whose cell (r, c) is variable r*cols+c; the grid found,
    or [] when the search (fed corrupted values) finds none."""
    names = [cell_name(r, c) for r in range(rows) for c in range(cols)]
    values = traced_search(t, problem, names) or []
    if len(values) != rows * cols:
        return []
    return [list(values[r * cols : (r + 1) * cols]) for r in range(rows)]


def connected(cells: Iterable[Cell]) -> bool:
    """Whether the cells form one orthogonally connected group (an empty set counts as connected)."""
    cells = set(cells)
    if not cells:
        return True
    start = min(cells)
    seen, stack = {start}, [start]
    while stack:
        r, c = stack.pop()
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nxt in cells and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return len(seen) == len(cells)


def grid_cells(grid: Sequence[Sequence[int]], value: int = 1) -> set[Cell]:
    return {(r, c) for r, row in enumerate(grid) for c, v in enumerate(row) if v == value}


def flat_cells(values: Sequence[int], cols: int, value: int = 1) -> set[Cell]:
    return {divmod(i, cols) for i, v in enumerate(values) if v == value}


def straight_pieces(cells: set[Cell]) -> list[int] | None:
    """The lengths (sorted, longest first) of the connected groups of ``cells`` if every group
    is a straight horizontal or vertical line, else None."""
    seen: set[Cell] = set()
    out = []
    for start in sorted(cells):
        if start in seen:
            continue
        group, stack = {start}, [start]
        while stack:
            r, c = stack.pop()
            for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if nxt in cells and nxt not in group:
                    group.add(nxt)
                    stack.append(nxt)
        seen |= group
        if len({r for r, _ in group}) > 1 and len({c for _, c in group}) > 1:
            return None
        out.append(len(group))
    return sorted(out, reverse=True)


def orthogonal_pairs(rows: int, cols: int) -> list[tuple[int, int]]:
    """Every pair of orthogonally adjacent cells as flat indexes (a < b)."""
    out = []
    for r in range(rows):
        for c in range(cols):
            for rr, cc in neighbours(r, c, rows, cols):
                if (rr, cc) > (r, c):
                    out.append((r * cols + c, rr * cols + cc))
    return out


def equal_regions(n: int, rng, swaps: int | None = None) -> list[list[int]]:
    """A random partition of the n x n grid into n connected regions of n cells each (a jigsaw
    Sudoku layout): start from the rows and make random swaps of two cells between regions
    that border both, kept only when both regions stay connected."""
    owner = [[r] * n for r in range(n)]
    cells_of = {r: {(r, c) for c in range(n)} for r in range(n)}
    for _ in range(swaps if swaps is not None else 3 * n * n):
        r, c = rng.randrange(n), rng.randrange(n)
        a = owner[r][c]
        near = [(rr, cc) for rr, cc in neighbours(r, c, n, n) if owner[rr][cc] != a]
        if not near:
            continue
        x, y = near[rng.randrange(len(near))]
        b = owner[x][y]
        options = sorted(p for p in cells_of[b] if any(owner[x][y] == a and (x, y) != (r, c)
                                                        for x, y in neighbours(*p, n, n)))
        if not options:
            continue
        p = rng.choice(options)
        new_a = (cells_of[a] - {(r, c)}) | {p}
        new_b = (cells_of[b] - {p}) | {(r, c)}
        if connected(new_a) and connected(new_b):
            cells_of[a], cells_of[b] = new_a, new_b
            owner[r][c], owner[p[0]][p[1]] = b, a
    return owner
