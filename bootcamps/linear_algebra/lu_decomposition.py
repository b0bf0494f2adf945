"""The Doolittle LU factorisation A = L U (L unit lower triangular, U upper triangular) of a
matrix whose leading principal minors are nonzero, so no row swaps are needed and L, U are
unique: row i of U, then column i of L, for i = 1..n."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.matrices import MATRIX_FORM, RationalMatrixAnswer, mat_mul, matrix_rows, text_matrix, unit_lower
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 3
    spread: int = 3
    max_pivot: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.size <= 6:
            raise ValueError(f"size must be in 2..6, got {self.size}")
        if not 1 <= self.spread <= 9 or not 1 <= self.max_pivot <= 9:
            raise ValueError(f"spread and max_pivot must be in 1..9, got {self.spread}, {self.max_pivot}")


_TEMPLATES = (
    "Factor A = L U with L unit lower triangular (ones on its diagonal) and U upper triangular, for\nA =\n{grid}\nGive {which}.",
    "Compute the Doolittle LU decomposition (no row exchanges; L has ones on the diagonal) of the matrix\n{grid}\nWhat is {which}?",
    "Write the matrix with rows {inline} as L times U, where L is lower triangular with unit diagonal and U is upper triangular. Report {which}.",
    "Gaussian elimination without pivoting factors\n{grid}\ninto L U (L unit lower triangular holding the multipliers, U the upper triangular result). Find {which}.",
)
_WHICH = {"L": "the factor L", "U": "the factor U"}


class LuDecomposition(RationalMatrixAnswer, Bootcamp):
    id = "linear_algebra/lu_decomposition"
    description = "One factor (L or U) of the Doolittle LU decomposition of a matrix"
    Config = Config
    LEVELS = {
        "1": Config(size=2, spread=6, max_pivot=6),
        "2": Config(size=3, spread=2, max_pivot=3),
        "3": Config(size=3, spread=4, max_pivot=5),
        "4": Config(size=4, spread=3, max_pivot=4),
        "5": Config(size=5, spread=3, max_pivot=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        n, s = config.size, config.spread
        lower = unit_lower(rng, n, s)
        upper = [[rng.choice((-1, 1)) * rng.randint(1, config.max_pivot) if i == j else (rng.randint(-s, s) if j > i else 0)
                  for j in range(n)] for i in range(n)]
        data = {"matrix": [[int(v) for v in row] for row in mat_mul(lower, upper)], "want": rng.choice(("L", "U"))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["matrix"]
        inline = "; ".join("(" + ", ".join(map(str, row)) + ")" for row in m)
        text = rng.choice(_TEMPLATES).format(grid=matrix_rows(m), inline=inline, which=_WHICH[data["want"]])
        return f"{text}\n{answer_instruction(MATRIX_FORM + ', zeros written out')}"

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        a = data["matrix"]
        n = len(a)
        lower = [[Fraction(1 if i == j else 0) for j in range(n)] for i in range(n)]
        upper = [[Fraction(0)] * n for _ in range(n)]
        for i in range(n):
            t.state(f"row {i + 1} of U")
            li = [Fraction(v) for v in t.fetch(f"L[{i}][:{i}]", lower[i][:i])]
            for j in range(i, n):
                col = [Fraction(v) for v in t.fetch(f"U[:{i}][{j}]", [upper[k][j] for k in range(i)])]
                upper[i][j] = Fraction(t.compute(f"U[{i}][{j}]", a[i][j] - sum((x * y for x, y in zip(li, col)), Fraction(0)),
                                                 why=f"A[{i}][{j}] - L[{i}][:{i}]·U[:{i}][{j}]"))
            if i + 1 < n:
                t.state(f"column {i + 1} of L")
                ui = [Fraction(v) for v in t.fetch(f"U[:{i + 1}][{i}]", [upper[k][i] for k in range(i + 1)])]
                if ui[i] == 0:
                    raise ZeroDivisionError("zero pivot after an injected error")
                for r in range(i + 1, n):
                    row = [Fraction(v) for v in t.fetch(f"L[{r}][:{i}]", lower[r][:i])]
                    lower[r][i] = Fraction(t.compute(f"L[{r}][{i}]", (a[r][i] - sum((x * y for x, y in zip(row, ui)), Fraction(0))) / ui[i],
                                                     why=f"(A[{r}][{i}] - L[{r}][:{i}]·U[:{i}][{i}]) / U[{i}][{i}]"))
        t.state("answer")
        want = t.fetch("want", data["want"])
        return t.compute("answer", text_matrix(lower if want == "L" else upper), why=f"the factor {want}")

    def solve(self, data: dict) -> list[list[str]]:
        # plain elimination below the diagonal; the multipliers fill L, what is left is U
        u = [[Fraction(v) for v in row] for row in data["matrix"]]
        n = len(u)
        lower = [[Fraction(1 if i == j else 0) for j in range(n)] for i in range(n)]
        for k in range(n):
            for r in range(k + 1, n):
                f = u[r][k] / u[k][k]
                lower[r][k] = f
                u[r] = [x - f * y for x, y in zip(u[r], u[k])]
        return text_matrix(lower if data["want"] == "L" else u)


BOOTCAMP = LuDecomposition()
