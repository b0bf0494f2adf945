"""Spearman's rank correlation of n paired observations without ties, exactly: rank each
variable (1 = smallest), take the rank differences d, then rho = 1 - 6 sum d^2 / (n (n^2 - 1))."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_count: int = 4
    max_count: int = 5
    max_value: int = 50

    def __post_init__(self) -> None:
        if not 3 <= self.min_count <= self.max_count <= 100 or not self.max_count <= self.max_value <= 10**6:
            raise ValueError(f"need 3 <= min_count <= max_count <= 100 and max_count <= max_value <= 10**6, got {self.min_count}, {self.max_count}, {self.max_value}")


_TEMPLATES = (
    "Compute Spearman's rank correlation coefficient for the paired data\n{table}\n(no value repeats within a variable).",
    "Two judges scored the same {n} entries:\n{table}\nFind Spearman's rho between their scores, exactly.",
    "Rank x and y separately (1 for the smallest) and compute Spearman's rank correlation rho = 1 - 6*sum(d^2)/(n(n^2 - 1)) for\n{table}",
    "For the observations below, what is the Spearman rank correlation between x and y?\n{table}",
)
_FORM = "an integer or a fraction in lowest terms, e.g. -3/10"


def _ranks(values: list[int]) -> list[int]:
    order = sorted(range(len(values)), key=lambda i: values[i])
    ranks = [0] * len(values)
    for rank, i in enumerate(order, 1):
        ranks[i] = rank
    return ranks


class SpearmanRank(ExactRationalAnswer, Bootcamp):
    id = "statistics/spearman_rank"
    description = "Exact Spearman rank correlation of paired data without ties"
    Config = Config
    LEVELS = {
        "1": Config(min_count=4, max_count=5, max_value=40),
        "2": Config(min_count=5, max_count=7, max_value=60),
        "3": Config(min_count=7, max_count=9, max_value=100),
        "4": Config(min_count=9, max_count=12, max_value=200),
        "5": Config(min_count=12, max_count=16, max_value=1000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_count, config.max_count)
        x = rng.sample(range(1, config.max_value + 1), n)
        # y follows x loosely, so correlations of either sign and size occur
        noise = rng.choice((0.3, 1.0, 3.0))
        sign = rng.choice((-1, 1))
        keyed = sorted(range(n), key=lambda i: sign * x[i] + rng.gauss(0, noise * config.max_value / 3))
        y_values = sorted(rng.sample(range(1, config.max_value + 1), n))
        y = [0] * n
        for position, i in enumerate(keyed):
            y[i] = y_values[position]
        data = {"x": x, "y": y}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        table = "x: " + ", ".join(map(str, data["x"])) + "\ny: " + ", ".join(map(str, data["y"]))
        return ask(rng, _TEMPLATES, _FORM, table=table, n=len(data["x"]))

    def program(self, t: Tracer, data: dict) -> str:
        t.state("ranks")
        rx = t.compute("rank_x", _ranks(t.fetch("x", data["x"])), why="1 for the smallest x")
        ry = t.compute("rank_y", _ranks(t.fetch("y", data["y"])), why="1 for the smallest y")
        total = 0
        for i in range(len(rx)):
            t.state(f"pair {i + 1}")
            d = t.compute("d", t.fetch(f"rank_x[{i}]", rx[i]) - t.fetch(f"rank_y[{i}]", ry[i]), why="rank_x - rank_y")
            total = t.compute("D", t.fetch("D0", total) + d * d, why="D0 + d^2")
        t.state("rho")
        n = t.compute("n", len(rx))
        return t.compute("rho", format_rational(1 - Fraction(6 * t.fetch("D", total), n * (n * n - 1))), why="1 - 6D/(n(n^2-1))")

    def solve(self, data: dict) -> str:
        # Pearson's correlation of the ranks: with untied ranks both variances are equal
        rx, ry = _ranks(data["x"]), _ranks(data["y"])
        n = len(rx)
        mean = Fraction(n + 1, 2)
        cov = sum((a - mean) * (b - mean) for a, b in zip(rx, ry))
        var = sum((a - mean) ** 2 for a in rx)
        return format_rational(cov / var)


BOOTCAMP = SpearmanRank()
