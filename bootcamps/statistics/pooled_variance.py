"""The mean and population variance of several groups combined, from each group's size, mean
and population variance only: the grand mean, then within-group plus between-group spread,
Σ n_i (s_i² + (m_i - M)²) / N. The answer is the combined variance."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    groups: int = 2
    max_size: int = 12
    max_mean: int = 20
    max_variance: int = 10

    def __post_init__(self) -> None:
        if not 2 <= self.groups <= 10 or not 2 <= self.max_size <= 500:
            raise ValueError(f"need groups in 2..10 and max_size in 2..500, got {self.groups}, {self.max_size}")
        if not 2 <= self.max_mean <= 10_000 or not 1 <= self.max_variance <= 10_000:
            raise ValueError(f"need max_mean in 2..10000 and max_variance in 1..10000, got {self.max_mean}, {self.max_variance}")


_TEMPLATES = (
    "Several classes took the same test. {table} Treating all students as one population, what is the population variance of all the scores together?",
    "Groups of measurements are summarised by size, mean and population variance: {table} Find the population variance of the combined data.",
    "{table} The groups are merged into one data set. Compute its population variance (divide by the total count).",
    "Combine the following groups into one population and give its variance: {table}",
)


class PooledVariance(ExactRationalAnswer, Bootcamp):
    id = "statistics/pooled_variance"
    description = "Population variance of merged groups from their sizes, means and variances"
    Config = Config
    LEVELS = {
        "1": Config(groups=2, max_size=10, max_mean=20, max_variance=9),
        "2": Config(groups=2, max_size=30, max_mean=50, max_variance=25),
        "3": Config(groups=3, max_size=40, max_mean=80, max_variance=40),
        "4": Config(groups=4, max_size=60, max_mean=100, max_variance=60),
        "5": Config(groups=6, max_size=100, max_mean=200, max_variance=100),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        groups = [[rng.randint(2, config.max_size), rng.randint(1, config.max_mean), rng.randint(0, config.max_variance)] for _ in range(config.groups)]
        if len({m for _, m, _ in groups}) == 1:
            groups[0][1] += 1  # different means, so the between-group term matters
        data = {"groups": groups}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = " ".join(f"Group {chr(65 + i)}: n = {n}, mean = {m}, population variance = {v}." for i, (n, m, v) in enumerate(data["groups"]))
        return ask(rng, _TEMPLATES, "an integer or a fraction in lowest terms (no decimals)", table=table)

    def program(self, t: Tracer, data: dict) -> str:
        groups = data["groups"]
        t.state("grand mean")
        sizes = t.fetch("sizes", [n for n, _, _ in groups])
        total = t.compute("N", sum(sizes), why="add the sizes")
        grand = Fraction(t.compute("M", Fraction(sum(n * m for n, m, _ in groups), total), why="sum n_i m_i / N"))
        spread = Fraction(0)
        for i, (n, m, v) in enumerate(groups):
            t.state(f"group {chr(65 + i)}")
            n, m, v = t.fetch(f"n{i + 1}", n), t.fetch(f"m{i + 1}", m), t.fetch(f"v{i + 1}", v)
            gap = Fraction(t.compute("gap", m - grand, why="m_i - M"))
            part = Fraction(t.compute("part", n * (v + gap * gap), why="n_i (v_i + gap^2)"))
            spread = t.compute("spread", Fraction(t.fetch("spread", spread)) + part, why="spread + part")
        t.state("answer")
        n_total = t.fetch("N", total)
        if not n_total:
            raise ZeroDivisionError("no data after an injected error")
        return t.compute("answer", frac_text(Fraction(t.fetch("spread", spread)) / n_total), why="spread / N")

    def solve(self, data: dict) -> str:
        # through raw moments: each group's sum of squares is n (v + m^2); variance = E[x^2] - E[x]^2
        total = sum(n for n, _, _ in data["groups"])
        first = Fraction(sum(n * m for n, m, _ in data["groups"]), total)
        second = Fraction(sum(n * (v + m * m) for n, m, v in data["groups"]), total)
        return frac_text(second - first * first)


BOOTCAMP = PooledVariance()
