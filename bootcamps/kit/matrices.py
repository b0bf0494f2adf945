"""Exact small-matrix helpers for the linear-algebra and calculus bootcamps.

* Builders: ``random_matrix``, ``unit_lower`` / ``unit_upper`` (det 1 factors), ``unimodular``
  (an integer matrix with an integer inverse) and ``with_rank`` (a product that has a chosen
  rank), all driven by the case RNG.
* Arithmetic over ``Fraction``: ``mat_mul``, ``mat_vec``, ``transpose``, ``dot``, ``rref``
  (plain, untraced Gauss-Jordan) and ``rank``; ``charpoly`` (Faddeev-LeVerrier, plain).
* Text: ``matrix_rows`` (one bracketed row per line, for prompts and answers) and
  ``read_matrix`` (a grid of exact rationals of a known shape, or ``None``).
* ``RationalMatrixAnswer``: the answer is a matrix of exact rationals stored as texts.
"""

from __future__ import annotations

import random
import re
from fractions import Fraction
from typing import Any, Sequence

from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.parse import parse_grid

MAX_MATRIX_CHARS = 6_000
Matrix = list  # of rows, each a list of Fraction or int


# ---------------------------------------------------------------- builders


def random_matrix(rng: random.Random, rows: int, cols: int, lo: int, hi: int) -> list[list[int]]:
    return [[rng.randint(lo, hi) for _ in range(cols)] for _ in range(rows)]


def unit_lower(rng: random.Random, n: int, spread: int) -> list[list[int]]:
    """Lower triangular with ones on the diagonal, entries below in -spread..spread."""
    return [[1 if i == j else (rng.randint(-spread, spread) if j < i else 0) for j in range(n)] for i in range(n)]


def unit_upper(rng: random.Random, n: int, spread: int) -> list[list[int]]:
    return transpose(unit_lower(rng, n, spread))


def unimodular(rng: random.Random, n: int, spread: int) -> list[list[int]]:
    """A row-shuffled product L U of unit triangular factors: determinant +-1."""
    m = mat_mul(unit_lower(rng, n, spread), unit_upper(rng, n, spread))
    rng.shuffle(m)
    return [[int(v) for v in row] for row in m]


def with_rank(rng: random.Random, rows: int, cols: int, rank: int, spread: int) -> list[list[int]]:
    """A rows x cols integer matrix of exactly ``rank``: (rows x rank) times (rank x cols), each
    factor of full rank (a unimodular block on top, random entries below)."""
    if not 1 <= rank <= min(rows, cols):
        raise ValueError(f"rank must be in 1..{min(rows, cols)}, got {rank}")
    left = unimodular(rng, rank, 1) + random_matrix(rng, rows - rank, rank, -spread, spread)
    rng.shuffle(left)
    right = [row + random_matrix(rng, 1, cols - rank, -spread, spread)[0] for row in unimodular(rng, rank, 1)]
    order = list(range(cols))
    rng.shuffle(order)
    right = [[row[k] for k in order] for row in right]
    return [[int(v) for v in row] for row in mat_mul(left, right)]


# ---------------------------------------------------------------- arithmetic


def transpose(m: Sequence[Sequence[Any]]) -> list[list[Any]]:
    return [list(col) for col in zip(*m)]


def dot(a: Sequence[Any], b: Sequence[Any]) -> Any:
    return sum((x * y for x, y in zip(a, b)), 0)


def mat_mul(a: Sequence[Sequence[Any]], b: Sequence[Sequence[Any]]) -> list[list[Any]]:
    cols = transpose(b)
    return [[dot(row, col) for col in cols] for row in a]


def mat_vec(a: Sequence[Sequence[Any]], v: Sequence[Any]) -> list[Any]:
    return [dot(row, v) for row in a]


def rref(m: Sequence[Sequence[Any]]) -> tuple[list[list[Fraction]], list[int]]:
    """Reduced row echelon form and pivot columns, plainly (no trace)."""
    rows = [[Fraction(v) for v in row] for row in m]
    pivots: list[int] = []
    top = 0
    for col in range(len(rows[0]) if rows else 0):
        pick = next((r for r in range(top, len(rows)) if rows[r][col] != 0), None)
        if pick is None:
            continue
        rows[top], rows[pick] = rows[pick], rows[top]
        p = rows[top][col]
        rows[top] = [v / p for v in rows[top]]
        for r in range(len(rows)):
            if r != top and rows[r][col] != 0:
                f = rows[r][col]
                rows[r] = [a - f * b for a, b in zip(rows[r], rows[top])]
        pivots.append(col)
        top += 1
        if top == len(rows):
            break
    return rows, pivots


def rank(m: Sequence[Sequence[Any]]) -> int:
    return len(rref(m)[1])


def charpoly(m: Sequence[Sequence[int]]) -> list[int]:
    """Coefficients of det(xI - A), highest power first (Faddeev-LeVerrier, exact)."""
    n = len(m)
    a = [[Fraction(v) for v in row] for row in m]
    coeffs = [Fraction(1)]
    work = [[Fraction(0)] * n for _ in range(n)]  # M_0 = 0
    for k in range(1, n + 1):
        work = [[work[i][j] + (coeffs[-1] if i == j else 0) for j in range(n)] for i in range(n)]
        work = mat_mul(a, work)
        coeffs.append(-sum(work[i][i] for i in range(n)) / k)
    return [int(c) for c in coeffs]


# ---------------------------------------------------------------- text


def matrix_rows(m: Sequence[Sequence[Any]]) -> str:
    """One bracketed row per line: ``[1, -1/2]``."""
    return "\n".join("[" + ", ".join(format_rational(Fraction(v)) if not isinstance(v, str) else v for v in row) + "]" for row in m)


_QUOTIENT_INTEGER = re.compile(r"/|frac")


def read_matrix(text: object, rows: int, cols: int) -> list[list[Fraction]] | None:
    """The rows x cols grid of exact rationals an answer spells (rows on lines or split by ';',
    entries integers or reduced fractions; an integer written as a quotient such as ``4/2`` or
    ``3/1`` is refused), or ``None``. Length is bounded before parsing."""
    if not isinstance(text, str) or len(text) > MAX_MATRIX_CHARS:
        return None
    grid = parse_grid(text)
    if grid is None or len(grid) != rows or any(len(row) != cols for row in grid):
        return None
    out = []
    for row in grid:
        values = []
        for cell in row:
            value = read_rational(cell, decimal=False, reduced=True)
            if value is None or (value.denominator == 1 and _QUOTIENT_INTEGER.search(cell)):
                return None
            values.append(value)
        out.append(values)
    return out


class RationalMatrixAnswer:
    """Mixin: the answer is a matrix of exact rationals stored as texts (``[["1", "-1/2"]]``),
    written one row per line (or rows split by ``;``); every entry must equal the gold's."""

    multiline_answer = True

    def check(self, data: dict, answer: list[list[str]], text: str) -> float:
        if not answer or not answer[0]:
            return 0.0
        got = read_matrix(text, len(answer), len(answer[0]))
        if got is None:
            return 0.0
        return 1.0 if got == [[Fraction(v) for v in row] for row in answer] else 0.0

    def format_answer(self, answer: list[list[str]]) -> str:
        return matrix_rows(answer)


MATRIX_FORM = "the matrix, one row per line in square brackets, entries as integers or fractions in lowest terms (e.g. the rows [1, -1/2] and [0, 3/4] on two lines)"


def text_matrix(m: Sequence[Sequence[Any]]) -> list[list[str]]:
    """A matrix of exact values as the texts an answer stores."""
    return [[format_rational(Fraction(v)) for v in row] for row in m]


def linear_equation(coeffs: Sequence[int], names: Sequence[str], rhs: Any) -> str:
    """``3x - y + 2z = 5``: zero terms dropped, unit coefficients bare (at least one nonzero)."""
    parts: list[str] = []
    for c, name in zip(coeffs, names):
        if c == 0:
            continue
        size = "" if abs(c) == 1 else str(abs(c))
        if not parts:
            parts.append(f"{'-' if c < 0 else ''}{size}{name}")
        else:
            parts.append(f"{'-' if c < 0 else '+'} {size}{name}")
    if not parts:
        raise ValueError(f"an equation needs a nonzero coefficient, got {list(coeffs)}")
    return f"{' '.join(parts)} = {rhs}"
