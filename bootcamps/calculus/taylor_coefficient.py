"""The coefficient of x^k in the Maclaurin series of P(x)/Q(x) with integer polynomials and
Q(0) = 1: from Q(x) * sum c_n x^n = P(x), c_n = p_n - (q_1 c_(n-1) + ... + q_d c_(n-d))."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    denominator_degree: int = 1
    numerator_degree: int = 1
    max_coefficient: int = 3
    min_k: int = 3
    max_k: int = 5

    def __post_init__(self) -> None:
        if not 1 <= self.denominator_degree <= 5 or not 0 <= self.numerator_degree <= 5 or not 1 <= self.max_coefficient <= 100:
            raise ValueError(f"need denominator_degree in 1..5, numerator_degree in 0..5, max_coefficient in 1..100, got {self.denominator_degree}, {self.numerator_degree}, {self.max_coefficient}")
        if not 1 <= self.min_k <= self.max_k <= 200:
            raise ValueError(f"need 1 <= min_k <= max_k <= 200, got {self.min_k}, {self.max_k}")


_TEMPLATES = (
    "Find the coefficient of x^{k} in the Maclaurin series (Taylor series about 0) of f(x) = ({p}) / ({q}).",
    "Expand ({p}) / ({q}) as a power series in x. What is the coefficient of x^{k}?",
    "Let f(x) = ({p}) / ({q}) = c_0 + c_1 x + c_2 x^2 + ... near x = 0. Compute c_{k}.",
    "What is f^({k})(0) / {k}! for f(x) = ({p}) / ({q})? (This is the x^{k} coefficient of its Taylor series at 0.)",
)


class TaylorCoefficient(IntegerAnswer, Bootcamp):
    id = "calculus/taylor_coefficient"
    description = "A Maclaurin coefficient of a rational function by the power-series recurrence"
    Config = Config
    LEVELS = {
        "1": Config(denominator_degree=1, numerator_degree=1, max_coefficient=9, min_k=3, max_k=6),
        "2": Config(denominator_degree=2, numerator_degree=1, max_coefficient=5, min_k=4, max_k=8),
        "3": Config(denominator_degree=2, numerator_degree=2, max_coefficient=4, min_k=6, max_k=10),
        "4": Config(denominator_degree=3, numerator_degree=2, max_coefficient=4, min_k=8, max_k=14),
        "5": Config(denominator_degree=4, numerator_degree=3, max_coefficient=5, min_k=12, max_k=20),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        c = config.max_coefficient
        q = [1] + [rng.randint(-c, c) for _ in range(config.denominator_degree - 1)] + [rng.choice((-1, 1)) * rng.randint(1, c)]
        p = [rng.randint(-c, c) for _ in range(config.numerator_degree)] + [rng.choice((-1, 1)) * rng.randint(1, c)]
        data = {"p": p, "q": q, "k": rng.randint(config.min_k, config.max_k)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(p=format_coeffs(data["p"]), q=format_coeffs(data["q"]), k=data["k"])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        p, q = data["p"], data["q"]
        c: list[int] = []
        for n in range(data["k"] + 1):
            t.state(f"c_{n}")
            pn = t.fetch(f"p_{n}", p[n] if n < len(p) else 0)
            window = [(i, q[i]) for i in range(1, min(n, len(q) - 1) + 1)]
            prev = t.fetch("previous", [c[n - i] for i, _ in window])
            qs = t.fetch("q", [qi for _, qi in window])
            value = t.compute(f"c_{n}", pn - sum(a * b for a, b in zip(qs, prev)), why=f"p_{n} - (q_1 c_{n - 1} + q_2 c_{n - 2} + ...)")
            c.append(value)
        return c[-1]

    def solve(self, data: dict) -> int:
        # long division of power series truncated after x^k: repeatedly subtract (lead) * Q
        k, q = data["k"], data["q"]
        rest = list(data["p"]) + [0] * (k + 1)
        rest = rest[: k + 1]
        out = []
        for n in range(k + 1):
            lead = rest[n]  # Q(0) = 1
            out.append(lead)
            for i, qi in enumerate(q):
                if n + i <= k:
                    rest[n + i] -= lead * qi
        return out[k]


BOOTCAMP = TaylorCoefficient()
