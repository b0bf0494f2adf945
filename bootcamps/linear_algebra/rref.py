"""The reduced row echelon form of an integer matrix (often rank-deficient, not square), exactly:
Gauss-Jordan elimination, one state per pivot choice, row scaling and row clearing."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.matrices import MATRIX_FORM, RationalMatrixAnswer, matrix_rows, rref, text_matrix, with_rank
from bootcamps.linear_algebra._elimination import eliminate
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 4
    min_rank: int = 1
    max_rank: int = 2
    spread: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 6 or not 2 <= self.cols <= 7:
            raise ValueError(f"need rows in 2..6 and cols in 2..7, got {self.rows}, {self.cols}")
        if not 1 <= self.min_rank <= self.max_rank <= min(self.rows, self.cols):
            raise ValueError(f"need 1 <= min_rank <= max_rank <= min(rows, cols), got {self.min_rank}, {self.max_rank}")
        if not 1 <= self.spread <= 9:
            raise ValueError(f"spread must be in 1..9, got {self.spread}")


_RULES = ("(every nonzero row starts with a leading 1, each leading 1 lies to the right of the one above it "
          "and is the only nonzero entry of its column, and zero rows come last)")
_TEMPLATES = (
    "Find the reduced row echelon form {rules} of the matrix\n{grid}",
    "Row-reduce this matrix all the way to reduced row echelon form {rules}:\n{grid}",
    "A is the {r}×{c} matrix below. What is rref(A)? Reduced row echelon form means {rules}.\n{grid}",
    "Apply Gauss-Jordan elimination to the matrix with rows {inline} and give its reduced row echelon form {rules}.",
)


class Rref(RationalMatrixAnswer, Bootcamp):
    id = "linear_algebra/rref"
    description = "Reduced row echelon form of an integer matrix, exactly (Gauss-Jordan)"
    Config = Config
    LEVELS = {
        "1": Config(rows=2, cols=3, min_rank=1, max_rank=2, spread=4),
        "2": Config(rows=3, cols=3, min_rank=2, max_rank=2, spread=3),
        "3": Config(rows=3, cols=4, min_rank=2, max_rank=3, spread=3),
        "4": Config(rows=4, cols=5, min_rank=2, max_rank=3, spread=3),
        "5": Config(rows=5, cols=6, min_rank=3, max_rank=4, spread=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        r = rng.randint(config.min_rank, config.max_rank)
        data = {"matrix": with_rank(rng, config.rows, config.cols, r, config.spread)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["matrix"]
        inline = "; ".join("(" + ", ".join(map(str, row)) + ")" for row in m)
        text = rng.choice(_TEMPLATES).format(rules=_RULES, grid=matrix_rows(m), r=len(m), c=len(m[0]), inline=inline)
        return f"{text}\n{answer_instruction(MATRIX_FORM + ', zero rows included')}"

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        m = data["matrix"]
        rows, _, _ = eliminate(t, m, len(m[0]), jordan=True)
        t.state("read the reduced matrix")
        final = [t.fetch(f"r[{i}]", rows[i]) for i in range(len(rows))]
        return t.compute("answer", text_matrix(final), why="the rows as they stand")

    def solve(self, data: dict) -> list[list[str]]:
        return text_matrix(rref(data["matrix"])[0])


BOOTCAMP = Rref()
