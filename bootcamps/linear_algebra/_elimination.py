"""Traced Gaussian elimination over the rationals, shared by the determinant, inverse and
linear-system bootcamps: one state per pivot choice and one per row operation."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

Row = list  # of Fraction


def row_text(row: list[Fraction]) -> list[Fraction]:
    return [Fraction(v) for v in row]


def eliminate(t: Any, rows: list[Row], columns: int, jordan: bool = False) -> tuple[list[Row], int, list[int]]:
    """Row-reduce ``rows`` on their first ``columns`` columns. Returns the rows, the number of
    row swaps and the pivot columns. With ``jordan`` every pivot is scaled to 1 and cleared
    above and below (reduced echelon form); otherwise only below (echelon form)."""
    rows = [row_text(r) for r in rows]
    swaps = 0
    pivots: list[int] = []
    top = 0
    for col in range(columns):
        if top >= len(rows):
            break
        t.state(f"pivot for column {col}")
        column = t.fetch(f"col[{col}]", [rows[r][col] for r in range(top, len(rows))])
        found = next((i for i, v in enumerate(column) if v != 0), None)
        chosen = t.compute("pivot_row", None if found is None else top + found, why="first row from the top with a nonzero entry")
        if chosen is None:
            continue
        if not isinstance(chosen, int) or not top <= chosen < len(rows):
            raise IndexError(f"pivot row {chosen!r} is out of range")  # only after an injected error
        if chosen != top:
            rows[top], rows[chosen] = rows[chosen], rows[top]
            swaps = t.compute("swaps", swaps + 1, why="swap it to the top: one more swap")
        if jordan:
            t.state(f"scale row {top}")
            row = row_text(t.fetch(f"r[{top}]", rows[top]))  # a claim read back may hold ints
            pivot = Fraction(t.fetch("p", row[col]))
            if pivot == 0:
                raise ZeroDivisionError("zero pivot after an injected error")
            rows[top] = row_text(t.compute(f"r[{top}]'", [v / pivot for v in row], why="divide the row by p"))
        targets = [i for i in range(len(rows)) if i != top and (jordan or i > top)]
        for i in targets:
            if rows[i][col] == 0:
                continue
            t.state(f"clear r[{i}] column {col}")
            target = row_text(t.fetch(f"r[{i}]", rows[i]))
            pivot_row = row_text(t.fetch(f"r[{top}]", rows[top]))
            if pivot_row[col] == 0:
                raise ZeroDivisionError("zero pivot after an injected error")
            factor = t.compute("f", Fraction(target[col]) / pivot_row[col], why=f"r[{i}][{col}] / r[{top}][{col}]")
            factor = Fraction(factor)
            rows[i] = row_text(t.compute(f"r[{i}]'", [a - factor * b for a, b in zip(target, pivot_row)], why=f"r[{i}] - f*r[{top}]"))
        pivots.append(col)
        top += 1
    return rows, swaps, pivots


def bareiss_det(matrix: list[list[int]]) -> int:
    """Fraction-free elimination: every division is exact, so it stays in the integers."""
    n = len(matrix)
    m = [list(r) for r in matrix]
    sign, prev = 1, 1
    for k in range(n - 1):
        if m[k][k] == 0:
            swap = next((i for i in range(k + 1, n) if m[i][k]), None)
            if swap is None:
                return 0
            m[k], m[swap] = m[swap], m[k]
            sign = -sign
        for i in range(k + 1, n):
            for j in range(k + 1, n):
                m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) // prev
        prev = m[k][k]
    return sign * m[n - 1][n - 1]
