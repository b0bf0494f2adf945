"""Inverse of an invertible integer matrix, exactly, by Gauss-Jordan elimination on [A | I]."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps import parse
from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.linear_algebra._elimination import bareiss_det, eliminate
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 5000


@dataclass(frozen=True)
class Config:
    size: int = 2
    spread: int = 2  # off-diagonal entries of the triangular factors lie in -spread..spread
    max_pivot: int = 3  # pivots (diagonal of U) lie in 1..max_pivot up to sign: det is their product

    def __post_init__(self) -> None:
        if not 2 <= self.size <= 6:
            raise ValueError(f"size must be in 2..6, got {self.size}")
        if not 1 <= self.spread <= 20:
            raise ValueError(f"spread must be in 1..20, got {self.spread}")
        if not 1 <= self.max_pivot <= 20:
            raise ValueError(f"max_pivot must be in 1..20, got {self.max_pivot}")


_TEMPLATES = (
    "Find the inverse of the matrix\n{grid}",
    "Compute A^(-1) for\nA =\n{grid}",
    "The {n}×{n} matrix below is invertible. What is its inverse?\n{grid}",
    "Let A have rows {rows}. Give the matrix B with AB = BA = I.",
    "Invert this matrix exactly (use fractions, not decimals):\n{grid}",
)


def _grid(matrix: list[list[object]]) -> str:
    return "\n".join("[" + ", ".join(str(v) for v in row) + "]" for row in matrix)


class MatrixInverse(Bootcamp):
    id = "linear_algebra/matrix_inverse"
    description = "Exact inverse of an invertible integer matrix (Gauss-Jordan)"
    Config = Config
    multiline_answer = True  # one matrix row per line is the natural way to write it
    LEVELS = {
        "1": Config(size=2, spread=6, max_pivot=5),
        "2": Config(size=3, spread=2, max_pivot=2),
        "3": Config(size=3, spread=3, max_pivot=4),
        "4": Config(size=4, spread=2, max_pivot=3),
        "5": Config(size=5, spread=2, max_pivot=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        # A = (row-shuffled) L U with unit lower L and upper U: |det A| is the product of U's
        # pivots, so the inverse's denominators stay small without rejection sampling.
        n, s = config.size, config.spread
        lower = [[1 if i == j else (rng.randint(-s, s) if j < i else 0) for j in range(n)] for i in range(n)]
        upper = [[rng.choice((-1, 1)) * rng.randint(1, config.max_pivot) if i == j else (rng.randint(-s, s) if j > i else 0)
                  for j in range(n)] for i in range(n)]
        a = [[sum(lower[i][k] * upper[k][j] for k in range(n)) for j in range(n)] for i in range(n)]
        rng.shuffle(a)
        data = {"matrix": a}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["matrix"]
        rows = "; ".join("(" + ", ".join(map(str, r)) + ")" for r in m)
        text = rng.choice(_TEMPLATES).format(grid=_grid(m), n=len(m), rows=rows)
        form = "the matrix, one row per line in square brackets, entries as integers or fractions (e.g. the rows [1, -1/2] and [0, 3/4] on two lines)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[str]]) -> str:
        return _grid(answer)

    def check(self, data: dict, answer: list[list[str]], text: str) -> float:
        if len(text) > _MAX_ANSWER_CHARS:
            return 0.0
        rows = parse.parse_grid(text)
        n = len(answer)
        if rows is None or len(rows) != n or any(len(r) != n for r in rows):
            return 0.0
        for row, gold in zip(rows, answer):
            for cell, want in zip(row, gold):
                value = read_rational(cell, decimal=False)
                if value is None or value != Fraction(want):
                    return 0.0
        return 1.0

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        n = len(data["matrix"])
        augmented = [row + [1 if i == j else 0 for j in range(n)] for i, row in enumerate(data["matrix"])]
        rows, _, pivots = eliminate(t, augmented, n, jordan=True)
        if len(pivots) != n:
            raise ValueError("singular matrix after an injected error")
        t.state("read the inverse")
        right = [t.fetch(f"r[{i}][{n}:]", rows[i][n:]) for i in range(n)]
        return t.compute("answer", [[format_rational(v) for v in row] for row in right], why="the right half")

    def solve(self, data: dict) -> list[list[str]]:
        # The adjugate over the determinant, cofactor by cofactor.
        a = data["matrix"]
        n = len(a)
        det = bareiss_det(a)
        out = []
        for i in range(n):
            row = []
            for j in range(n):
                minor = [r[:i] + r[i + 1 :] for k, r in enumerate(a) if k != j]
                cofactor = (-1) ** (i + j) * (bareiss_det(minor) if minor else 1)
                row.append(format_rational(Fraction(cofactor, det)))
            out.append(row)
        return out


BOOTCAMP = MatrixInverse()
