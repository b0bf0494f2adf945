"""Kendall's rank correlation τ (tau-a) of paired scores without ties: count concordant and
discordant pairs, τ = (C - D) / (n(n - 1)/2), as an exact fraction."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    count: int = 5
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.count <= 30 or not self.count <= self.max_value <= 1000:
            raise ValueError(f"need count in 3..30 and max_value in count..1000, got {self.count}, {self.max_value}")


_TEMPLATES = (
    "Two judges scored the same {n} entries.\nJudge 1: {x}\nJudge 2: {y}\nCompute Kendall's tau, τ = (C - D) / (n(n-1)/2), where C and D count the concordant and discordant pairs of entries.",
    "Paired observations (x, y): {pairs}. Find Kendall's rank correlation coefficient τ = (concordant pairs - discordant pairs) / (number of pairs).",
    "For the data x = {x} and y = {y} (matched by position, no ties), what is Kendall's τ? A pair of positions is concordant when x and y order them the same way, discordant otherwise; τ = (C - D) / C(n, 2).",
    "Measure the agreement between the rankings x = {x} and y = {y} with Kendall's tau-a: (C - D) divided by n(n-1)/2, counting concordant (C) and discordant (D) pairs.",
)


class KendallTau(ExactRationalAnswer, Bootcamp):
    id = "statistics/kendall_tau"
    description = "Kendall's tau-a of paired scores (concordant minus discordant pairs), exactly"
    Config = Config
    LEVELS = {
        "1": Config(count=5, max_value=20),
        "2": Config(count=6, max_value=50),
        "3": Config(count=8, max_value=100),
        "4": Config(count=10, max_value=100),
        "5": Config(count=13, max_value=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = config.count
        data = {"x": rng.sample(range(1, config.max_value + 1), n), "y": rng.sample(range(1, config.max_value + 1), n)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        x, y = data["x"], data["y"]
        pairs = ", ".join(f"({a}, {b})" for a, b in zip(x, y))
        form = "an integer or a fraction in lowest terms (no decimals)"
        return ask(rng, _TEMPLATES, form, n=len(x), x=", ".join(map(str, x)), y=", ".join(map(str, y)), pairs=pairs)

    def program(self, t: Tracer, data: dict) -> str:
        x, y = data["x"], data["y"]
        n = len(x)
        net = 0
        for i in range(n - 1):
            t.state(f"pairs with entry {i + 1}")
            xi, yi = t.fetch(f"x{i + 1}", x[i]), t.fetch(f"y{i + 1}", y[i])
            signs = [(1 if (x[j] - xi) * (y[j] - yi) > 0 else -1) for j in range(i + 1, n)]
            row = t.compute("row", sum(signs), why="concordant - discordant among the later entries")
            net = t.compute("net", t.fetch("net", net) + row, why="net + row")
        t.state("answer")
        net = t.fetch("net", net)
        return t.compute("answer", frac_text(Fraction(net, n * (n - 1) // 2)), why="net / (n(n-1)/2)")

    def solve(self, data: dict) -> str:
        # order by x, then τ = 1 - 4·(inversions of y) / (n(n-1)), inversions by insertion
        ys = [b for _, b in sorted(zip(data["x"], data["y"]))]
        inversions, seen = 0, []
        for b in ys:
            inversions += sum(1 for s in seen if s > b)
            seen.append(b)
        n = len(ys)
        return frac_text(1 - Fraction(4 * inversions, n * (n - 1)))


BOOTCAMP = KendallTau()
