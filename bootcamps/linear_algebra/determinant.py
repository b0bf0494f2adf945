"""Determinant of an integer n×n matrix by Gaussian elimination over the rationals
(the product of the pivots, negated once per row swap)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from itertools import permutations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.linear_algebra._elimination import bareiss_det, eliminate
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 2
    max_entry: int = 9
    zero_share: float = 0.0  # chance an entry is 0: forces row swaps and skipped columns

    def __post_init__(self) -> None:
        if not 2 <= self.size <= 8:
            raise ValueError(f"size must be in 2..8, got {self.size}")
        if not 1 <= self.max_entry <= 10**6:
            raise ValueError(f"max_entry must be in 1..10**6, got {self.max_entry}")
        if not 0.0 <= self.zero_share < 1.0:
            raise ValueError(f"zero_share must be in [0, 1), got {self.zero_share}")


_TEMPLATES = (
    "Compute the determinant of the matrix\n{grid}",
    "Find det(A) for\nA =\n{grid}",
    "What is the determinant of this {n}×{n} integer matrix?\n{grid}",
    "Let A be the matrix with rows {rows}. Evaluate det A.",
    "Calculate |A|, the determinant, where A has the rows:\n{grid}",
)


def format_matrix(matrix: list[list[object]]) -> str:
    return "\n".join("[" + ", ".join(str(v) for v in row) + "]" for row in matrix)


class Determinant(IntegerAnswer, Bootcamp):
    id = "linear_algebra/determinant"
    description = "Determinant of an integer n×n matrix by elimination"
    Config = Config
    LEVELS = {
        "1": Config(size=2, max_entry=12),
        "2": Config(size=3, max_entry=9),
        "3": Config(size=4, max_entry=9, zero_share=0.15),
        "4": Config(size=5, max_entry=12, zero_share=0.2),
        "5": Config(size=6, max_entry=15, zero_share=0.25),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        matrix = [
            [0 if rng.random() < config.zero_share else rng.randint(-config.max_entry, config.max_entry) for _ in range(config.size)]
            for _ in range(config.size)
        ]
        data = {"matrix": matrix}
        return data, bareiss_det(matrix)

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["matrix"]
        rows = "; ".join("(" + ", ".join(map(str, r)) + ")" for r in m)
        text = rng.choice(_TEMPLATES).format(grid=format_matrix(m), n=len(m), rows=rows)
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = len(data["matrix"])
        rows, swaps, pivots = eliminate(t, data["matrix"], n)
        t.state("multiply the diagonal")
        diagonal = t.fetch("diag", [rows[i][i] for i in range(n)])
        swaps = t.fetch("swaps", swaps)
        product = Fraction(1)
        for v in diagonal:
            product *= v
        det = t.compute("det", -product if swaps % 2 else product, why="product of the diagonal, negated per swap")
        if Fraction(det).denominator != 1:
            raise ValueError(f"non-integer determinant {det} after an injected error")
        return t.compute("answer", int(det), why="the determinant")

    def solve(self, data: dict) -> int:
        return _det(data["matrix"])


def _det(matrix: list[list[int]]) -> int:
    """Leibniz's sum over permutations (signs by inversion count) for n <= 6, else Bareiss."""
    n = len(matrix)
    if n <= 6:
        total = 0
        for perm in permutations(range(n)):
            inversions = sum(1 for i in range(n) for j in range(i + 1, n) if perm[i] > perm[j])
            term = 1
            for i, j in enumerate(perm):
                term *= matrix[i][j]
                if not term:
                    break
            total += -term if inversions % 2 else term
        return total
    return bareiss_det(matrix)


BOOTCAMP = Determinant()
