"""Exact mean and variance of a data set (population: divide by n; sample: divide by n - 1),
as fractions: mean first, then the sum of squared deviations."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_count: int = 4
    max_count: int = 6
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.min_count <= self.max_count <= 200 or not 1 <= self.max_value <= 10**6:
            raise ValueError(f"need 2 <= min_count <= max_count <= 200 and max_value in 1..10**6, got {self.min_count}, {self.max_count}, {self.max_value}")


_KIND = {
    "population": "the population variance (divide the sum of squared deviations from the mean by n)",
    "sample": "the sample variance (divide the sum of squared deviations from the mean by n - 1)",
}
_TEMPLATES = (
    "Data: {values}. Compute {kind}.",
    "For the numbers {values}, find {kind}.",
    "A measurement series gave {values}. What is {kind}?",
    "Treat {values} as {what}. Find its variance exactly: {kind}.",
)
_FORM = "an integer or a fraction in lowest terms (no decimals)"


class Variance(ReducedFractionAnswer, Bootcamp):
    id = "statistics/variance"
    description = "Exact population or sample variance of a list of integers"
    Config = Config
    LEVELS = {
        "1": Config(min_count=4, max_count=6, max_value=12),
        "2": Config(min_count=6, max_count=8, max_value=30),
        "3": Config(min_count=8, max_count=12, max_value=50),
        "4": Config(min_count=12, max_count=18, max_value=200),
        "5": Config(min_count=18, max_count=30, max_value=1000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_count, config.max_count)
        while True:
            values = [rng.randint(-config.max_value // 4, config.max_value) for _ in range(n)]
            if len(set(values)) > 1:
                break
        data = {"values": values, "kind": rng.choice(("population", "sample"))}
        # n * sum of squared deviations = n * sum x^2 - (sum x)^2: integers only.
        spread = n * sum(v * v for v in values) - sum(values) ** 2
        return data, format_rational(Fraction(spread, n * (n if data["kind"] == "population" else n - 1)))

    def prompt(self, data: dict, rng: random.Random) -> str:
        what = "a whole population" if data["kind"] == "population" else "a sample"
        text = rng.choice(_TEMPLATES).format(values=", ".join(map(str, data["values"])), kind=_KIND[data["kind"]], what=what)
        return f"{text}\n{answer_instruction(_FORM)}"

    def program(self, t: Tracer, data: dict) -> str:
        values = data["values"]
        n = len(values)
        t.state("mean")
        total = t.compute("sum", sum(t.fetch("x", values)), why="add the values")
        mean = t.compute("mean", Fraction(total, n), why=f"sum / {n}")
        squares = Fraction(0)
        for i, v in enumerate(values):
            t.state(f"deviation {i}")
            squares = Fraction(t.fetch("SS", squares))
            v, mean = t.fetch(f"x[{i}]", v), Fraction(t.fetch("mean", mean))
            deviation = t.compute("d", v - mean, why="x - mean")
            squares = t.compute("SS2", squares + Fraction(deviation) ** 2, why="SS + d^2")
        t.state("answer")
        squares = Fraction(t.fetch("SS", squares))
        divisor = t.compute("div", n if data["kind"] == "population" else n - 1, why="n for a population, n - 1 for a sample")
        if divisor <= 0:
            raise ValueError("non-positive divisor after an injected error")
        return t.compute("answer", format_rational(squares / divisor), why="SS / div")

    def solve(self, data: dict) -> str:
        import statistics

        values = [Fraction(v) for v in data["values"]]
        return format_rational(statistics.pvariance(values) if data["kind"] == "population" else statistics.variance(values))


BOOTCAMP = Variance()
