"""The sum p(1) + p(2) + ... + p(N) for a polynomial p of degree <= 4 and a large N, by the
closed forms of the power sums 1^j + 2^j + ... + N^j (Faulhaber), one degree at a time."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    degree: int = 1
    max_coefficient: int = 5
    min_n: int = 10
    max_n: int = 100

    def __post_init__(self) -> None:
        if not 1 <= self.degree <= 4 or not 1 <= self.max_coefficient <= 1000 or not 2 <= self.min_n <= self.max_n <= 10**9:
            raise ValueError(f"need degree in 1..4, max_coefficient in 1..1000, 2 <= min_n <= max_n <= 10**9, got {self.degree}, {self.max_coefficient}, {self.min_n}, {self.max_n}")


_FAULHABER = {  # sum_{k=1}^{N} k^j
    0: lambda n: n,
    1: lambda n: n * (n + 1) // 2,
    2: lambda n: n * (n + 1) * (2 * n + 1) // 6,
    3: lambda n: (n * (n + 1) // 2) ** 2,
    4: lambda n: n * (n + 1) * (2 * n + 1) * (3 * n * n + 3 * n - 1) // 30,
}
_FORMULA = {0: "N", 1: "N(N+1)/2", 2: "N(N+1)(2N+1)/6", 3: "(N(N+1)/2)^2", 4: "N(N+1)(2N+1)(3N^2+3N-1)/30"}
_TEMPLATES = (
    "Compute the sum of p(k) for k = 1, 2, ..., {N}, where p(k) = {p}.",
    "Let p(k) = {p}. Find p(1) + p(2) + ... + p({N}).",
    "Evaluate the sum over k from 1 to {N} of ({p}).",
    "A sequence has general term t_k = {p} (k = 1, 2, 3, ...). What is the sum of its first {N} terms?",
)


class PowerSums(IntegerAnswer, Bootcamp):
    id = "sequence/power_sums"
    description = "Sum of a polynomial's values over k = 1..N by Faulhaber's power-sum formulas"
    Config = Config
    LEVELS = {
        "1": Config(degree=1, max_coefficient=9, min_n=10, max_n=200),
        "2": Config(degree=2, max_coefficient=9, min_n=20, max_n=500),
        "3": Config(degree=2, max_coefficient=12, min_n=100, max_n=5000),
        "4": Config(degree=3, max_coefficient=15, min_n=1000, max_n=10**5),
        "5": Config(degree=4, max_coefficient=20, min_n=10**4, max_n=10**7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int | str]:
        coeffs = [rng.randint(-config.max_coefficient, config.max_coefficient) for _ in range(config.degree)]
        coeffs.append(rng.choice((-1, 1)) * rng.randint(1, config.max_coefficient))  # the leading one is nonzero
        data = {"coeffs": coeffs, "N": rng.randint(config.min_n, config.max_n)}
        total = self.solve(data)
        return data, total if abs(total) < 2**53 else str(total)  # digits past JSON's safe integers

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(p=format_coeffs(data["coeffs"], "k"), N=data["N"])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["N"]
        total = 0
        for j, c in enumerate(data["coeffs"]):
            if c == 0:
                continue
            t.state(f"k^{j} terms")
            c = t.fetch(f"coefficient of k^{j}", c)
            big_n = t.fetch("N", n)
            power_sum = t.compute(f"S{j}", _FAULHABER[j](big_n), why=_FORMULA[j])
            total = t.compute("total", t.fetch("running", total) + c * power_sum, why=f"running + coefficient * S{j}")
        return total

    def solve(self, data: dict) -> int:
        # the partial sums form a polynomial of degree d + 1 in N: its first d + 2 values by brute
        # force, then Newton's forward-difference formula at N
        coeffs, n = data["coeffs"], data["N"]
        d = len(coeffs) - 1

        def p(k: int) -> int:
            return sum(c * k**j for j, c in enumerate(coeffs))

        values, acc = [], 0
        for k in range(d + 2):
            acc += p(k) if k else 0
            values.append(acc)
        total, binom, row = 0, Fraction(1), values
        for i in range(d + 2):
            total += binom * row[0]
            row = [b - a for a, b in zip(row, row[1:])]
            binom = binom * (n - i) / (i + 1)
        return int(total)


BOOTCAMP = PowerSums()
