"""Shared pieces of the sandwich and arrow sudoku bootcamps: small sudoku
boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes) for the constraint solver, a random solved
board, line clue functions, and a plain reading-order backtracker that the bootcamps' ``solve``
methods use as a second solver written apart from ``kit.backtrack``'s propagation."""

from __future__ import annotations

import random
from functools import lru_cache
from itertools import permutations
from typing import Callable, Sequence

from bootcamps.kit.backtrack import Problem

BOXES = {4: (2, 2), 6: (2, 3)}


class TableProblem(Problem):
    """A ``Problem`` with one more constraint kind, ``table``: the scope's values must be one of
    the listed tuples. Propagation keeps, for each scope variable, the values some tuple that
    fits every current domain supports (a line rule over whole permutations prunes at once,
    where a ``predicate`` would wait until the line is nearly filled)."""

    def table(self, scope: Sequence[int], rows: Sequence[tuple[int, ...]]) -> None:
        if len(set(scope)) != len(scope) or any(len(row) != len(scope) for row in rows):
            raise ValueError(f"a table needs distinct scope variables and rows of {len(scope)} values")
        self._add("table", scope, tuple(tuple(row) for row in rows))

    def _revise(self, index: int, doms: list[int]) -> list[int] | None:
        kind, scope, rows = self.constraints[index]
        if kind != "table":
            return super()._revise(index, doms)
        current = [doms[v] for v in scope]
        support = [0] * len(scope)
        for row in rows:
            for d, x in zip(current, row):
                if not (d >> x) & 1:
                    break
            else:
                for i, x in enumerate(row):
                    support[i] |= 1 << x
        changed = []
        for i, v in enumerate(scope):
            d = current[i] & support[i]
            if not d:
                return None
            if d != current[i]:
                doms[v] = d
                changed.append(v)
        return changed

    def is_solution(self, values: Sequence[int]) -> bool:
        for kind, scope, rows in self.constraints:
            if kind == "table" and len(values) == len(self.domains) and tuple(values[v] for v in scope) not in rows:
                return False
        return super().is_solution(values)


@lru_cache(maxsize=None)
def line_table(n: int, rule: str, clue: int) -> tuple[tuple[int, ...], ...]:
    """The permutations of 1..n whose ``rule`` value ("sandwich": sum between 1 and n;
    "visible": sum of heights seen from the front) equals ``clue``."""
    measure = {"sandwich": lambda p: sandwich(p, 1, n), "visible": visible_sum}[rule]
    return tuple(p for p in permutations(range(1, n + 1)) if measure(p) == clue)


def box_cells(n: int) -> list[list[int]]:
    """The cells (r*n+c) of each box of an n x n sudoku, boxes in reading order."""
    bh, bw = BOXES[n]
    return [[(br + r) * n + bc + c for r in range(bh) for c in range(bw)]
            for br in range(0, n, bh) for bc in range(0, n, bw)]


def sudoku_problem(n: int, fixed: dict[int, int]) -> Problem:
    """An n x n sudoku (n = 4 or 6) over 1..n as a ``Problem``; ``fixed`` maps cells to digits."""
    if n not in BOXES:
        raise ValueError(f"sudoku size must be 4 or 6, got {n}")
    full = range(1, n + 1)
    problem = TableProblem([(fixed[v],) if v in fixed else full for v in range(n * n)])
    for i in range(n):
        problem.alldiff([i * n + c for c in range(n)], full)
        problem.alldiff([r * n + i for r in range(n)], full)
    for cells in box_cells(n):
        problem.alldiff(cells, full)
    return problem


def king_steps(n: int, v: int) -> list[int]:
    """The cells (r*n+c) a king step from cell ``v`` of an n x n grid, in reading order (the
    paths of arrows and thermometers)."""
    r, c = divmod(v, n)
    return [(r + dr) * n + c + dc for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < n and 0 <= c + dc < n]


def draw_lines(n: int, gold: Sequence[int], count: int, low: int, high: int, rng: random.Random,
               start_ok: Callable[[int, int], bool], step_ok: Callable[[list[int], int, int], bool]) -> list[list[int]]:
    """Up to ``count`` disjoint lines of low..high cells on a solved n x n board ``gold`` (flat),
    each cell a king step from the one before: the lines of line-rule sudokus (thermometers,
    whispers, renban). A line starts at a cell whose digit passes ``start_ok(digit, length)``
    and grows by cells whose digit passes ``step_ok(digits so far, digit, cells left after it)``."""
    used: set[int] = set()
    lines: list[list[int]] = []
    for first in rng.sample(range(n * n), n * n):
        if len(lines) == count:
            break
        length = rng.randint(low, high)
        if first in used or not start_ok(gold[first], length):
            continue
        path = _line_walk(n, gold, [first], length, used, rng, step_ok)
        if path:
            lines.append(path)
            used.update(path)
    return lines


def _line_walk(n, gold, path, length, used, rng, step_ok):
    if len(path) == length:
        return list(path)
    steps = king_steps(n, path[-1])
    rng.shuffle(steps)
    left = length - len(path) - 1  # cells still to add after the next one
    digits = [gold[v] for v in path]
    for w in steps:
        if w in used or w in path or not step_ok(digits, gold[w], left):
            continue
        found = _line_walk(n, gold, path + [w], length, used, rng, step_ok)
        if found:
            return found
    return None


def random_sudoku_cells(n: int, rng: random.Random) -> list[int]:
    """A random solved n x n sudoku, flat in reading order (a randomised search)."""
    return sudoku_problem(n, {}).solutions(limit=1, rng=rng)[0]


def sandwich(line: Sequence[int], low: int, high: int) -> int:
    """The sum of the digits strictly between the digits ``low`` and ``high`` of a line; -1 when
    either is missing (no clue is ever -1)."""
    line = list(line)
    if low not in line or high not in line:
        return -1
    i, j = sorted((line.index(low), line.index(high)))
    return sum(line[i + 1 : j])


def visible_sum(line: Sequence[int]) -> int:
    """The sum of the heights seen from the front of a line: each one taller than all before it."""
    total, tallest = 0, 0
    for h in line:
        if h > tallest:
            total, tallest = total + h, h
    return total


def fill_cells(n: int, givens: Sequence[int], check: Callable[[list[int], int], bool], limit: int = 2,
               boxes: bool = True) -> list[list[int]]:
    """Plain backtracking in reading order over an n x n grid of digits 1..n (0 in ``givens`` is
    blank): rows, columns (and sudoku boxes when ``boxes``) by bit masks; after each placement
    ``check(grid, cell)`` may reject the partial grid. Up to ``limit`` full grids, flat."""
    grid = [0] * (n * n)
    rows, cols, bxs = [0] * n, [0] * n, [0] * n
    box_of = [0] * (n * n)
    if boxes:
        for b, cells in enumerate(box_cells(n)):
            for v in cells:
                box_of[v] = b
    found: list[list[int]] = []

    def place(v: int) -> None:
        if len(found) >= limit:
            return
        if v == n * n:
            found.append(list(grid))
            return
        r, c, b = v // n, v % n, box_of[v]
        used = rows[r] | cols[c] | (bxs[b] if boxes else 0)
        for x in ([givens[v]] if givens[v] else range(1, n + 1)):
            bit = 1 << x
            if used & bit:
                continue
            grid[v] = x
            rows[r] |= bit
            cols[c] |= bit
            if boxes:
                bxs[b] |= bit
            if check(grid, v):
                place(v + 1)
            rows[r] ^= bit
            cols[c] ^= bit
            if boxes:
                bxs[b] ^= bit
            grid[v] = 0

    place(0)
    return found
