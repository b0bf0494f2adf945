"""Pearson's correlation coefficient r of paired data, r = Sxy / sqrt(Sxx · Syy), from exact
sums of squared and cross deviations; reported to three decimals (the square root makes r
irrational in general), any value within 0.0005 of the true r accepted."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.units import ToleranceAnswer, round_half_up
from bootcamps.trace import Tracer

_SCALE = 10**12  # r is carried with 12 exact decimals before rounding to 3


@dataclass(frozen=True)
class Config:
    count: int = 5
    max_value: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.count <= 40 or not 5 <= self.max_value <= 10_000:
            raise ValueError(f"need count in 3..40 and max_value in 5..10000, got {self.count}, {self.max_value}")


_TEMPLATES = (
    "Compute Pearson's correlation coefficient r for the paired data\nx: {x}\ny: {y}",
    "Hours studied and test scores for {n} students: {pairs}. Find the correlation coefficient r = Sxy / sqrt(Sxx·Syy).",
    "What is the (Pearson) correlation between x = {x} and y = {y}, matched by position?",
    "For the points {pairs}, find the sample correlation coefficient r.",
)


def _r_scaled(sxy: Fraction | int, sxx: Fraction | int, syy: Fraction | int) -> Fraction:
    """r = Sxy / sqrt(Sxx Syy) to 12 decimals (truncated toward zero), exactly as a fraction."""
    r2 = Fraction(sxy) ** 2 / (Fraction(sxx) * syy)
    magnitude = math.isqrt(r2.numerator * _SCALE * _SCALE // r2.denominator)
    return Fraction(magnitude if sxy >= 0 else -magnitude, _SCALE)


class PearsonCorrelation(ToleranceAnswer, Bootcamp):
    id = "statistics/pearson_correlation"
    description = "Pearson's correlation coefficient of paired data, to three decimals"
    Config = Config
    LEVELS = {
        "1": Config(count=5, max_value=12),
        "2": Config(count=6, max_value=20),
        "3": Config(count=8, max_value=50),
        "4": Config(count=10, max_value=100),
        "5": Config(count=14, max_value=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = config.count
        while True:
            x = [rng.randint(1, config.max_value) for _ in range(n)]
            slope = rng.choice((-2, -1, 1, 2))
            noise = config.max_value // rng.choice((1, 2, 4))
            y = [max(1, slope * v + rng.randint(-noise, noise) + (config.max_value if slope < 0 else 0) * 2) for v in x]
            sxx = n * sum(v * v for v in x) - sum(x) ** 2
            syy = n * sum(v * v for v in y) - sum(y) ** 2
            sxy = n * sum(a * b for a, b in zip(x, y)) - sum(x) * sum(y)
            if sxx and syy and Fraction(1, 100) <= Fraction(sxy * sxy, sxx * syy) <= Fraction(96, 100):
                break
        exact = _r_scaled(sxy, sxx, syy)
        data = {"x": x, "y": y, "exact": str(exact), "tol": "1/2000"}
        return data, str(float(round_half_up(exact, 3)))

    def prompt(self, data: dict, rng: random.Random) -> str:
        x, y = data["x"], data["y"]
        pairs = ", ".join(f"({a}, {b})" for a, b in zip(x, y))
        form = "r rounded to three decimal places (e.g. -0.482)"
        return ask(rng, _TEMPLATES, form, x=", ".join(map(str, x)), y=", ".join(map(str, y)), n=len(x), pairs=pairs)

    def format_answer(self, answer: str) -> str:
        return answer

    def program(self, t: Tracer, data: dict) -> str:
        x, y = data["x"], data["y"]
        n = len(x)
        t.state("means")
        mx = Fraction(t.compute("mean_x", Fraction(sum(t.fetch("xs", list(x))), n), why="sum x / n"))
        my = Fraction(t.compute("mean_y", Fraction(sum(t.fetch("ys", list(y))), n), why="sum y / n"))
        sxx = syy = sxy = Fraction(0)
        for i in range(n):
            t.state(f"pair {i + 1}")
            dx = Fraction(t.compute("dx", t.fetch(f"x{i + 1}", x[i]) - mx, why="x - mean_x"))
            dy = Fraction(t.compute("dy", t.fetch(f"y{i + 1}", y[i]) - my, why="y - mean_y"))
            sxx = t.compute("Sxx", Fraction(t.fetch("Sxx", sxx)) + dx * dx, why="Sxx + dx^2")
            syy = t.compute("Syy", Fraction(t.fetch("Syy", syy)) + dy * dy, why="Syy + dy^2")
            sxy = t.compute("Sxy", Fraction(t.fetch("Sxy", sxy)) + dx * dy, why="Sxy + dx dy")
        t.state("answer")
        sxx, syy, sxy = Fraction(t.fetch("Sxx", sxx)), Fraction(t.fetch("Syy", syy)), Fraction(t.fetch("Sxy", sxy))
        if sxx <= 0 or syy <= 0:
            raise ValueError("non-positive sum of squares after an injected error")
        t.compute("r2", sxy * sxy / (sxx * syy), why="Sxy^2 / (Sxx Syy)")
        return t.compute("answer", str(float(round_half_up(_r_scaled(sxy, sxx, syy), 3))), why="sign of Sxy times sqrt(r2), three decimals")

    def solve(self, data: dict) -> str:
        import statistics

        return f"{statistics.correlation(data['x'], data['y']):.3f}"


BOOTCAMP = PearsonCorrelation()
