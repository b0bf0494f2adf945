"""Power sums of the roots of a monic integer polynomial: r1^k + ... + rn^k (complex roots,
with multiplicity) from the coefficients alone, by Vieta's formulas and Newton's identities;
the plain solver takes the trace of the k-th power of the companion matrix."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_degree: int = 2
    max_degree: int = 2
    max_coefficient: int = 6
    min_power: int = 2
    max_power: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.min_degree <= self.max_degree <= 10:
            raise ValueError(f"need 2 <= min_degree <= max_degree <= 10, got {self.min_degree}, {self.max_degree}")
        if not 1 <= self.max_coefficient <= 100 or not 2 <= self.min_power <= self.max_power <= 20:
            raise ValueError(f"need max_coefficient in 1..100 and 2 <= min_power <= max_power <= 20, got {self}")


_TEMPLATES = (
    "Let r1, ..., r{n} be the roots (complex, counted with multiplicity) of {p} = 0. Compute {sum}.",
    "The polynomial {p} has roots r1, ..., r{n}, repeated roots listed as often as they occur. Find the value of {sum}.",
    "If the {n} roots of the equation {p} = 0 are r1, ..., r{n}, what is {sum}? (Roots may be complex.)",
    "Without solving {p} = 0, find the sum of the {k}th powers of its {n} roots (with multiplicity).",
    "For the polynomial P(x) = {p} with roots r1, ..., r{n} (over the complex numbers, with multiplicity), evaluate {sum}.",
)


def _newton(coefficients: list[int], k: int) -> int:
    """p_k by Newton's identities written for a monic x^n + a_(n-1) x^(n-1) + ... + a_0:
    p_m + a_(n-1) p_(m-1) + ... + m a_(n-m) = 0 (terms with n - i < 0 dropped)."""
    n = len(coefficients) - 1
    sums = [n]
    for m in range(1, k + 1):
        total = sum(coefficients[n - i] * sums[m - i] for i in range(1, min(m - 1, n) + 1))
        if m <= n:
            total += m * coefficients[n - m]
        sums.append(-total)
    return sums[k]


class VietaPowerSums(IntegerAnswer, Bootcamp):
    id = "algebra/vieta_power_sums"
    description = "Sum of the k-th powers of a polynomial's roots, by Vieta's formulas and Newton's identities"
    Config = Config
    LEVELS = {
        "1": Config(min_degree=2, max_degree=2, max_coefficient=40, min_power=2, max_power=4),
        "2": Config(min_degree=3, max_degree=3, max_coefficient=15, min_power=3, max_power=5),
        "3": Config(min_degree=3, max_degree=4, max_coefficient=9, min_power=4, max_power=6),
        "4": Config(min_degree=4, max_degree=5, max_coefficient=9, min_power=5, max_power=8),
        "5": Config(min_degree=5, max_degree=7, max_coefficient=12, min_power=7, max_power=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_degree, config.max_degree)
        coefficients = [rng.randint(-config.max_coefficient, config.max_coefficient) for _ in range(n)] + [1]  # monic, constant first
        if coefficients[0] == 0:
            coefficients[0] = rng.choice((-1, 1)) * rng.randint(1, config.max_coefficient)
        data = {"coefficients": coefficients, "k": rng.randint(config.min_power, config.max_power)}
        return data, _newton(coefficients, data["k"])

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, k = len(data["coefficients"]) - 1, data["k"]
        terms = " + ".join(f"r{i}^{k}" for i in range(1, n + 1)) if n <= 3 else f"r1^{k} + r2^{k} + ... + r{n}^{k}"
        return ask(rng, _TEMPLATES, "one integer", p=format_coeffs(data["coefficients"]), n=n, k=k, sum=terms)

    def program(self, t: Tracer, data: dict) -> int:
        coefficients, k = data["coefficients"], data["k"]
        n = len(coefficients) - 1
        t.state("elementary symmetric sums")
        c = t.fetch("coefficients", coefficients)
        # x^n - e1 x^(n-1) + e2 x^(n-2) - ...: e_i is (-1)^i times the coefficient of x^(n-i)
        e = t.compute("e", [1] + [(-1) ** i * c[n - i] for i in range(1, n + 1)], why="Vieta: e_i is (-1)^i a_(n-i)")
        sums = [n]
        for m in range(1, k + 1):
            t.state(f"power sum {m}")
            e_now = t.fetch("e", e)
            previous = t.fetch("p", sums)
            total = sum((-1) ** (i - 1) * e_now[i] * previous[m - i] for i in range(1, min(m - 1, n) + 1))
            if m <= n:
                total += (-1) ** (m - 1) * m * e_now[m]
            value = t.compute(f"p{m}", total, why="Newton: sum of (-1)^(i-1) e_i p_(m-i), plus (-1)^(m-1) m e_m while m <= n")
            sums = previous + [value]
        t.state("answer")
        return t.compute("answer", t.fetch(f"p{k}", sums[k]))

    def solve(self, data: dict) -> int:
        # trace(C^k) for the companion matrix C of the monic polynomial
        coefficients, k = data["coefficients"], data["k"]
        n = len(coefficients) - 1
        companion = [[0] * n for _ in range(n)]
        for i in range(1, n):
            companion[i][i - 1] = 1
        for i in range(n):
            companion[i][n - 1] = -coefficients[i]
        power = [[int(i == j) for j in range(n)] for i in range(n)]
        for _ in range(k):
            power = [[sum(power[i][m] * companion[m][j] for m in range(n)) for j in range(n)] for i in range(n)]
        return sum(power[i][i] for i in range(n))


BOOTCAMP = VietaPowerSums()
