"""The characteristic polynomial det(xI - A) of an integer matrix, as its integer coefficients:
the Faddeev-LeVerrier recurrence M_k = A (M_{k-1} + c_{k-1} I), c_k = -tr(M_k) / k."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.kit.matrices import matrix_rows, random_matrix
from bootcamps.linear_algebra._elimination import bareiss_det
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_size: int = 2
    max_size: int = 3
    spread: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.min_size <= self.max_size <= 6:
            raise ValueError(f"need 2 <= min_size <= max_size <= 6, got {self.min_size}, {self.max_size}")
        if not 1 <= self.spread <= 20:
            raise ValueError(f"spread must be in 1..20, got {self.spread}")


_TEMPLATES = (
    "Find the characteristic polynomial det(xI - A) of\nA =\n{grid}",
    "Let A be the matrix below. Expand p(x) = det(xI - A).\n{grid}",
    "Compute the characteristic polynomial of the {n}×{n} matrix with rows {inline}, defined as det(xI - A).",
    "For the matrix\n{grid}\nwrite the monic polynomial det(x·I - A).",
)


class CharacteristicPolynomial(IntListAnswer, Bootcamp):
    id = "linear_algebra/characteristic_polynomial"
    description = "Coefficients of the characteristic polynomial det(xI - A) of an integer matrix"
    Config = Config
    LEVELS = {
        "1": Config(min_size=2, max_size=2, spread=9),
        "2": Config(min_size=3, max_size=3, spread=3),
        "3": Config(min_size=3, max_size=3, spread=6),
        "4": Config(min_size=4, max_size=4, spread=4),
        "5": Config(min_size=5, max_size=5, spread=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = rng.randint(config.min_size, config.max_size)
        data = {"matrix": random_matrix(rng, n, n, -config.spread, config.spread)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        m = data["matrix"]
        n = len(m)
        inline = "; ".join("(" + ", ".join(map(str, row)) + ")" for row in m)
        text = rng.choice(_TEMPLATES).format(grid=matrix_rows(m), n=n, inline=inline)
        form = (f"the {n + 1} integer coefficients from x^{n} down to the constant term, in square brackets "
                f"(e.g. [1, -3, 2] for x^2 - 3x + 2)")
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        a = data["matrix"]
        n = len(a)
        coeffs = [1]
        work = [[0] * n for _ in range(n)]
        for k in range(1, n + 1):
            t.state(f"step {k}")
            prev = t.fetch(f"M{k - 1}", [list(row) for row in work])
            c = t.fetch(f"c{k - 1}", coeffs[-1])
            shifted = [[prev[i][j] + (c if i == j else 0) for j in range(n)] for i in range(n)]
            work = t.compute(f"M{k}", [[sum(a[i][m] * shifted[m][j] for m in range(n)) for j in range(n)] for i in range(n)],
                             why=f"A (M{k - 1} + c{k - 1} I)")
            trace = t.compute("tr", sum(work[i][i] for i in range(n)), why=f"trace of M{k}")
            coeffs.append(t.compute(f"c{k}", -trace // k, why=f"-tr / {k}"))
        t.state("answer")
        return t.compute("answer", [t.fetch(f"c{k}", coeffs[k]) for k in range(n + 1)])

    def solve(self, data: dict) -> list[int]:
        # c_k = (-1)^k times the sum of the k x k principal minors
        a = data["matrix"]
        n = len(a)
        out = [1]
        for k in range(1, n + 1):
            total = sum(bareiss_det([[a[i][j] for j in idx] for i in idx]) for idx in combinations(range(n), k))
            out.append((-1) ** k * total)
        return out


BOOTCAMP = CharacteristicPolynomial()
