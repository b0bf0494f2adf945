"""The rank of an integer matrix over the rationals: row-reduce to echelon form (one state per
pivot search and per row operation); the rank is the number of pivots. Matrices are built as
products of thinner random factors, so ranks below full are common."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.linear_algebra._elimination import bareiss_det, eliminate
from bootcamps.linear_algebra.determinant import format_matrix
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 3
    columns: int = 3
    max_entry: int = 3  # entries of the two factors

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 8 or not 2 <= self.columns <= 8 or not 1 <= self.max_entry <= 100:
            raise ValueError(f"need rows and columns in 2..8 and max_entry in 1..100, got {self.rows}, {self.columns}, {self.max_entry}")


_TEMPLATES = (
    "What is the rank of the matrix\n{grid}",
    "Find the rank (the number of linearly independent rows) of this {m}×{n} matrix:\n{grid}",
    "Determine rank(A) over the rational numbers, where A =\n{grid}",
    "How many of the rows of the following matrix are linearly independent, i.e. what is its rank?\n{grid}",
)


def _rank(matrix: list[list[int]]) -> int:
    """Rank by fraction-free elimination on integer rows (no Fractions)."""
    rows = [list(r) for r in matrix]
    rank, columns = 0, len(rows[0])
    for c in range(columns):
        pivot = next((r for r in range(rank, len(rows)) if rows[r][c]), None)
        if pivot is None:
            continue
        rows[rank], rows[pivot] = rows[pivot], rows[rank]
        for r in range(rank + 1, len(rows)):
            if rows[r][c]:
                a, b = rows[rank][c], rows[r][c]
                rows[r] = [a * y - b * x for x, y in zip(rows[rank], rows[r])]
        rank += 1
    return rank


class MatrixRank(IntegerAnswer, Bootcamp):
    id = "linear_algebra/matrix_rank"
    description = "Rank of an integer matrix by row reduction"
    Config = Config
    LEVELS = {
        "1": Config(rows=2, columns=3, max_entry=4),
        "2": Config(rows=3, columns=3, max_entry=3),
        "3": Config(rows=4, columns=4, max_entry=3),
        "4": Config(rows=5, columns=5, max_entry=3),
        "5": Config(rows=6, columns=7, max_entry=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        m, n, e = config.rows, config.columns, config.max_entry
        inner = rng.randint(1, min(m, n))
        left = [[rng.randint(-e, e) for _ in range(inner)] for _ in range(m)]
        right = [[rng.randint(-e, e) for _ in range(n)] for _ in range(inner)]
        matrix = [[sum(left[i][k] * right[k][j] for k in range(inner)) for j in range(n)] for i in range(m)]
        if not any(any(row) for row in matrix):
            matrix[0][0] = 1
        data = {"matrix": matrix}
        return data, _rank(matrix)

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["matrix"]
        text = rng.choice(_TEMPLATES).format(grid=format_matrix(m), m=len(m), n=len(m[0]))
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        matrix = data["matrix"]
        _, _, pivots = eliminate(t, [[Fraction(v) for v in row] for row in matrix], len(matrix[0]))
        t.state("count the pivots")
        return t.compute("rank", len(t.fetch("pivot_columns", pivots)), why="one per pivot column")

    def solve(self, data: dict) -> int:
        # the largest k with a nonzero k×k minor (brute force over row and column subsets)
        matrix = data["matrix"]
        m, n = len(matrix), len(matrix[0])
        for k in range(min(m, n), 0, -1):
            for rows in combinations(range(m), k):
                for cols in combinations(range(n), k):
                    if bareiss_det([[matrix[r][c] for c in cols] for r in rows]):
                        return k
        return 0


BOOTCAMP = MatrixRank()
