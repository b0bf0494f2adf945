"""The least-squares solution of an overdetermined integer system A x ≈ b: form the normal
equations (AᵀA) x = Aᵀb, then eliminate; the unique minimiser exactly (A has full column rank)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import solve_exact
from bootcamps.kit.matrices import linear_equation, random_matrix, rank
from bootcamps.kit.numbers2 import RationalTupleAnswer, ask, frac_text
from bootcamps.linear_algebra._elimination import eliminate
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    equations: int = 3
    unknowns: int = 2
    spread: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.unknowns < self.equations <= 10 or self.unknowns > 4:
            raise ValueError(f"need 2 <= unknowns <= 4 and unknowns < equations <= 10, got {self.unknowns}, {self.equations}")
        if not 1 <= self.spread <= 9:
            raise ValueError(f"spread must be in 1..9, got {self.spread}")


_VARS = "xyzw"
_TEMPLATES = (
    "The system below has more equations than unknowns and no exact solution in general. Find the least-squares solution (minimising the sum of squared residuals):\n{eqs}",
    "Fit {vars} to the overdetermined equations\n{eqs}\nin the least-squares sense: minimise the sum of the squares of (left side - right side).",
    "Let A be the coefficient matrix and b the right-hand side of\n{eqs}\nSolve the normal equations AᵀA v = Aᵀb for v = ({vars}).",
    "Which values of {vars} make the total squared error of these equations as small as possible?\n{eqs}",
)


class LeastSquares(RationalTupleAnswer, Bootcamp):
    id = "linear_algebra/least_squares"
    description = "Exact least-squares solution of an overdetermined integer linear system"
    Config = Config
    LEVELS = {
        "1": Config(equations=3, unknowns=2, spread=3),
        "2": Config(equations=4, unknowns=2, spread=4),
        "3": Config(equations=4, unknowns=3, spread=3),
        "4": Config(equations=5, unknowns=3, spread=4),
        "5": Config(equations=6, unknowns=4, spread=3),
    }

    def item_names(self, data: dict, answer: list[str]) -> tuple[str, ...]:
        return tuple(_VARS[: len(answer)])  # "x = 1/2, y = 3" names the unknowns in order

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            a = random_matrix(rng, config.equations, config.unknowns, -config.spread, config.spread)
            if rank(a) == config.unknowns and all(any(row) for row in a):
                break
        b = [rng.randint(-3 * config.spread, 3 * config.spread) for _ in range(config.equations)]
        data = {"a": a, "b": b}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["a"][0])
        eqs = "\n".join(linear_equation(row, _VARS, rhs) for row, rhs in zip(data["a"], data["b"]))
        names = ", ".join(_VARS[:n])
        form = f"{names} in this order, comma-separated, each an integer or a fraction in lowest terms (e.g. {', '.join(['1/2', '-3', '4/7', '0'][:n])})"
        return ask(rng, _TEMPLATES, form, eqs=eqs, vars=names)

    def program(self, t: Tracer, data: dict) -> list[str]:
        a, b = data["a"], data["b"]
        n = len(a[0])
        rows = []
        for i in range(n):
            t.state(f"normal equation {i + 1}")
            col_i = t.fetch(f"A col {i}", [row[i] for row in a])
            entries = [t.compute(f"N[{i}][{j}]", sum(x * row[j] for x, row in zip(col_i, a)), why=f"col {i} · col {j}") for j in range(n)]
            rhs = t.compute(f"r[{i}]", sum(x * y for x, y in zip(col_i, b)), why=f"col {i} · b")
            rows.append(entries + [rhs])
        reduced, _, pivots = eliminate(t, rows, n, jordan=True)
        if len(pivots) != n:
            raise ValueError("singular normal equations after an injected error")
        t.state("answer")
        return t.compute("answer", [frac_text(t.fetch(f"r[{i}][{n}]", reduced[i][n])) for i in range(n)])

    def solve(self, data: dict) -> list[str]:
        a, b = data["a"], data["b"]
        n = len(a[0])
        ata = [[sum(row[i] * row[j] for row in a) for j in range(n)] for i in range(n)]
        atb = [sum(row[i] * y for row, y in zip(a, b)) for i in range(n)]
        return [frac_text(v) for v in solve_exact(ata, atb)]


BOOTCAMP = LeastSquares()
