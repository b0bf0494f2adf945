"""Simple exponential smoothing of a series with an exact smoothing constant α:
s_1 = x_1, s_t = α x_t + (1 - α) s_(t-1); the last smoothed value (the next-period forecast)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer

_ALPHAS = ("1/2", "1/3", "2/3", "1/4", "3/4", "1/5", "2/5", "3/5", "4/5", "1/10", "3/10", "7/10")


@dataclass(frozen=True)
class Config:
    length: int = 4
    max_value: int = 50
    alphas: int = 3  # how many of _ALPHAS (in order) may be drawn

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 20 or not 5 <= self.max_value <= 10_000 or not 1 <= self.alphas <= len(_ALPHAS):
            raise ValueError(f"need length in 2..20, max_value in 5..10000, alphas in 1..{len(_ALPHAS)}, got {self.length}, {self.max_value}, {self.alphas}")


_TEMPLATES = (
    "Apply simple exponential smoothing with α = {a} to the series {values}, starting with s_1 = x_1 and s_t = α·x_t + (1 - α)·s_(t-1). What is the final smoothed value s_{n}?",
    "Weekly demand was {values}. Using exponential smoothing (s_1 = first value, then s_t = {a}·x_t + (1 - {a})·s_(t-1)), find the forecast for next week, s_{n}.",
    "Smooth {values} exponentially with smoothing constant {a}: the first smoothed value equals the first observation, and each later one is α times the new observation plus (1 - α) times the previous smoothed value. Give the last one.",
    "With α = {a}, s_1 = x_1 and s_t = α x_t + (1 - α) s_(t-1), compute s_{n} for the data {values}.",
)


class ExponentialSmoothing(ExactRationalAnswer, Bootcamp):
    id = "statistics/exponential_smoothing"
    description = "The last value of simple exponential smoothing with a rational α, exactly"
    Config = Config
    LEVELS = {
        "1": Config(length=3, max_value=40, alphas=3),
        "2": Config(length=4, max_value=60, alphas=5),
        "3": Config(length=5, max_value=100, alphas=9),
        "4": Config(length=6, max_value=200, alphas=12),
        "5": Config(length=8, max_value=500, alphas=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        data = {"values": [rng.randint(1, config.max_value) for _ in range(config.length)], "alpha": rng.choice(_ALPHAS[: config.alphas])}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "an integer or a fraction in lowest terms (no decimals)"
        return ask(rng, _TEMPLATES, form, values=", ".join(map(str, data["values"])), a=data["alpha"], n=len(data["values"]))

    def program(self, t: Tracer, data: dict) -> str:
        alpha = Fraction(data["alpha"])
        values = data["values"]
        t.state("start")
        s = t.compute("s1", Fraction(t.fetch("x1", values[0])), why="s_1 = x_1")
        for i in range(1, len(values)):
            t.state(f"smooth x{i + 1}")
            x, prev = t.fetch(f"x{i + 1}", values[i]), Fraction(t.fetch(f"s{i}", s))
            s = t.compute(f"s{i + 1}", alpha * x + (1 - alpha) * prev, why=f"{data['alpha']}·x + (1 - {data['alpha']})·s")
        t.state("answer")
        return t.compute("answer", frac_text(Fraction(t.fetch(f"s{len(values)}", s))))

    def solve(self, data: dict) -> str:
        # unrolled: s_n = sum_{t>=2} α (1-α)^(n-t) x_t + (1-α)^(n-1) x_1
        alpha = Fraction(data["alpha"])
        x = data["values"]
        n = len(x)
        return frac_text(sum(alpha * (1 - alpha) ** (n - t) * x[t - 1] for t in range(2, n + 1)) + (1 - alpha) ** (n - 1) * x[0])


BOOTCAMP = ExponentialSmoothing()
