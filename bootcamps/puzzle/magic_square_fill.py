"""Complete a magic square: every row, column and both main diagonals add up to a stated total;
some entries are blank (entries may repeat and need not be 1..n^2). The givens are pared down
from a hidden square only while "a line with one blank forces it" still fills the whole grid,
so the completion is unique by construction and found line by line."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import IntGridAnswer, forced_line, propagate_lines
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

# Classical squares (each line sums to the same total); new squares are positive integer
# combinations of their symmetric images, which keep every line sum equal.
_BASES = {
    4: ([[16, 2, 3, 13], [5, 11, 10, 8], [9, 7, 6, 12], [4, 14, 15, 1]],
        [[16, 3, 2, 13], [5, 10, 11, 8], [9, 6, 7, 12], [4, 15, 14, 1]],
        [[1, 8, 13, 12], [14, 11, 2, 7], [4, 5, 16, 9], [15, 10, 3, 6]]),
    5: ([[17, 24, 1, 8, 15], [23, 5, 7, 14, 16], [4, 6, 13, 20, 22], [10, 12, 19, 21, 3], [11, 18, 25, 2, 9]],
        [[1, 15, 24, 8, 17], [23, 7, 16, 5, 14], [20, 4, 13, 22, 6], [12, 21, 10, 19, 3], [9, 18, 2, 11, 25]]),
    6: ([[35, 1, 6, 26, 19, 24], [3, 32, 7, 21, 23, 25], [31, 9, 2, 22, 27, 20],
         [8, 28, 33, 17, 10, 15], [30, 5, 34, 12, 14, 16], [4, 36, 29, 13, 18, 11]],),
}


@dataclass(frozen=True)
class Config:
    size: int = 3
    extra: int = 0  # givens kept beyond the pared-down minimum (an easier start)

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 6:
            raise ValueError(f"size must be in 3..6, got {self.size}")
        if not 0 <= self.extra <= self.size * self.size:
            raise ValueError(f"extra must be in 0..{self.size * self.size}, got {self.extra}")


def lines_of(n: int) -> list[list[int]]:
    """Cell indices of the rows, the columns, the main diagonal and the anti-diagonal."""
    rows = [[r * n + c for c in range(n)] for r in range(n)]
    cols = [[r * n + c for r in range(n)] for c in range(n)]
    return rows + cols + [[i * n + i for i in range(n)], [i * n + n - 1 - i for i in range(n)]]


def line_name(i: int, n: int) -> str:
    return f"row {i + 1}" if i < n else f"column {i - n + 1}" if i < 2 * n else ("main diagonal" if i == 2 * n else "anti-diagonal")


def _symmetry(grid: list[list[int]], rng: random.Random) -> list[list[int]]:
    """One of the 8 rotations/reflections, then possibly swapping a mirror pair of rows and the
    same pair of columns (which keeps both diagonals)."""
    n = len(grid)
    out = [list(row) for row in grid]
    for _ in range(rng.randrange(4)):
        out = [list(row) for row in zip(*out[::-1])]
    if rng.random() < 0.5:
        out = [row[::-1] for row in out]
    if n >= 4 and rng.random() < 0.5:
        i = rng.randrange(n // 2 - (n % 2 == 0 and n == 4))  # a pair (i, n-1-i) away from the centre
        j = n - 1 - i
        k = i + 1 if i + 1 < n // 2 else i
        if k != i:
            out[i], out[k] = out[k], out[i]
            out[j], out[n - 1 - k] = out[n - 1 - k], out[j]
            out = [list(row) for row in zip(*out)]
            out[i], out[k] = out[k], out[i]
            out[j], out[n - 1 - k] = out[n - 1 - k], out[j]
            out = [list(row) for row in zip(*out)]
    return out


def random_square(n: int, rng: random.Random) -> list[list[int]]:
    if n == 3:  # every 3x3 magic square is c + a*A + b*B (Lucas)
        c = rng.randint(8, 40)
        a = rng.randint(1, c // 2)
        b = rng.choice([x for x in range(-(c - a - 1), c - a) if x not in (0, a, -a)] or [0])
        sq = [[c - b, c + a + b, c - a], [c - a + b, c, c + a - b], [c + a, c - a - b, c + b]]
        return _symmetry(sq, rng)
    bases = _BASES[n]
    first, second = _symmetry(rng.choice(bases), rng), _symmetry(rng.choice(bases), rng)
    w1, w2, shift = rng.randint(1, 3), rng.randint(0, 2), rng.randint(0, 9)
    return [[w1 * x + w2 * y + shift for x, y in zip(r1, r2)] for r1, r2 in zip(first, second)]


_TEMPLATES = (
    "Fill in the blanks ({blank}) of this {n}x{n} grid so that every row, every column and both main diagonals add "
    "up to {total}. Numbers may repeat and need not be 1 to {nn}.\n{grid}",
    "A magic square with magic sum {total}: each of its {n} rows, {n} columns and 2 diagonals totals {total}. Some "
    "entries are missing (shown as {blank}); entries can be any integers, repeats allowed. Complete it.\n{grid}",
    "Complete the grid below. Rule: the numbers in each row, each column, and each of the two long diagonals sum to "
    "{total}. Missing numbers are marked {blank}; nothing else is required of them (they may repeat).\n{grid}",
)


class MagicSquareFill(IntGridAnswer, Bootcamp):
    id = "puzzle/magic_square_fill"
    description = "Complete a magic square with a stated line sum; givens pared so the completion is forced"
    Config = Config
    LEVELS = {
        "1": Config(size=3, extra=2),
        "2": Config(size=3),
        "3": Config(size=4, extra=2),
        "4": Config(size=5),
        "5": Config(size=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        square = random_square(n, rng)
        flat = [v for row in square for v in row]
        total = sum(square[0])
        lines = lines_of(n)
        values: list[int | None] = list(flat)
        order = list(range(n * n))
        rng.shuffle(order)
        for cell in order:  # blank a cell only while the line rule still fills every blank
            values[cell] = None
            if None in propagate_lines(lines, values, [total] * len(lines)):
                values[cell] = flat[cell]
        blanks = [i for i, v in enumerate(values) if v is None]
        for cell in rng.sample(blanks, min(config.extra, max(0, len(blanks) - 1))):
            values[cell] = flat[cell]
        grid = [values[r * n : (r + 1) * n] for r in range(n)]
        return {"size": n, "total": total, "grid": grid, "blank": rng.choice(["_", "?", "."])}, square

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, blank = data["size"], data["blank"]
        shown = "\n".join(" ".join(blank if v is None else str(v) for v in row) for row in data["grid"])
        text = rng.choice(_TEMPLATES).format(n=n, nn=n * n, total=data["total"], grid=shown, blank=blank)
        form = (f"the completed grid, {n} rows from top to bottom separated by semicolons, numbers in a row separated "
                "by spaces (for example 1 2; 3 4)")
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n, total = data["size"], data["total"]
        lines = lines_of(n)
        values: list[int | None] = [v for row in data["grid"] for v in row]
        while None in values:
            step = forced_line(lines, values, [total] * len(lines))
            if step is None:
                break
            i, cell, _ = step
            t.state(f"{line_name(i, n)}")
            others = [t.fetch(cell_name(*divmod(c, n)), values[c]) for c in lines[i] if c != cell]
            values[cell] = t.compute(cell_name(*divmod(cell, n)), total - sum(v or 0 for v in others),
                                     why=f"{total} minus the other {n - 1} numbers of the {line_name(i, n)}")
        t.state("answer")
        grid = [[t.fetch(cell_name(r, c), values[r * n + c]) for c in range(n)] for r in range(n)]
        return grid

    def solve(self, data: dict) -> list[list[int]]:
        """Gaussian elimination over the rationals on the line equations (unknowns = blanks)."""
        from fractions import Fraction

        n, total = data["size"], data["total"]
        flat = [v for row in data["grid"] for v in row]
        unknown = [i for i, v in enumerate(flat) if v is None]
        col = {cell: j for j, cell in enumerate(unknown)}
        rows = []
        for line in lines_of(n):
            coeffs = [Fraction(0)] * (len(unknown) + 1)
            rhs = total
            for cell in line:
                if flat[cell] is None:
                    coeffs[col[cell]] += 1
                else:
                    rhs -= flat[cell]
            coeffs[-1] = Fraction(rhs)
            rows.append(coeffs)
        pivot_row = 0
        where = {}
        for j in range(len(unknown)):
            pick = next((r for r in range(pivot_row, len(rows)) if rows[r][j] != 0), None)
            if pick is None:
                continue
            rows[pivot_row], rows[pick] = rows[pick], rows[pivot_row]
            lead = rows[pivot_row][j]
            rows[pivot_row] = [x / lead for x in rows[pivot_row]]
            for r in range(len(rows)):
                if r != pivot_row and rows[r][j] != 0:
                    f = rows[r][j]
                    rows[r] = [a - f * b for a, b in zip(rows[r], rows[pivot_row])]
            where[j] = pivot_row
            pivot_row += 1
        for j, cell in enumerate(unknown):
            flat[cell] = int(rows[where[j]][-1])
        return [flat[r * n : (r + 1) * n] for r in range(n)]


BOOTCAMP = MagicSquareFill()
