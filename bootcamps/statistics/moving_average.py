"""The k-point trailing moving averages of a series (simple: equal weights; or linearly
weighted: weights 1, 2, ..., k, the newest heaviest), one per full window, exactly: a running
window sum updated by adding the new value and dropping the oldest."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import RationalTupleAnswer, ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    window: int = 3
    max_value: int = 30
    weighted_share: float = 0.0  # chance the case asks for the linearly weighted average

    def __post_init__(self) -> None:
        if not 2 <= self.window < self.length <= 30:
            raise ValueError(f"need 2 <= window < length <= 30, got {self.window}, {self.length}")
        if not 5 <= self.max_value <= 10_000 or not 0 <= self.weighted_share <= 1:
            raise ValueError(f"need max_value in 5..10000 and weighted_share in [0, 1], got {self.max_value}, {self.weighted_share}")


_KINDS = {
    "simple": "the simple {k}-point moving average (the plain mean of each run of {k} consecutive values)",
    "weighted": "the {k}-point linearly weighted moving average (weights 1, 2, ..., {k} from the oldest to the newest value of each run of {k}, divided by the sum of the weights)",
}
_TEMPLATES = (
    "Monthly sales were {values}. Compute {kind}, for every window that fits.",
    "For the time series {values}, list {kind}, one value per complete window, oldest first.",
    "A sensor logged {values}. Smooth the readings with {kind}. Give every smoothed value in order.",
    "Series: {values}. Find {kind} at each position where a full window is available.",
)


class MovingAverage(RationalTupleAnswer, Bootcamp):
    id = "statistics/moving_average"
    description = "Simple or linearly weighted k-point moving averages of a series, exactly"
    Config = Config
    LEVELS = {
        "1": Config(length=5, window=2, max_value=30),
        "2": Config(length=6, window=3, max_value=60),
        "3": Config(length=8, window=3, max_value=100, weighted_share=0.3),
        "4": Config(length=10, window=4, max_value=200, weighted_share=0.5),
        "5": Config(length=14, window=5, max_value=500, weighted_share=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        data = {"values": [rng.randint(1, config.max_value) for _ in range(config.length)], "window": config.window,
                "kind": "weighted" if rng.random() < config.weighted_share else "simple"}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        k = data["window"]
        count = len(data["values"]) - k + 1
        kind = _KINDS[data["kind"]].format(k=k)
        form = f"the {count} averages in order, comma-separated, each an integer or a fraction in lowest terms (e.g. 7, 22/3, 8)"
        return ask(rng, _TEMPLATES, form, values=", ".join(map(str, data["values"])), kind=kind)

    def program(self, t: Tracer, data: dict) -> list[str]:
        values, k = data["values"], data["window"]
        weighted = data["kind"] == "weighted"
        weights = list(range(1, k + 1)) if weighted else [1] * k
        t.state("first window")
        head = t.fetch("window", values[:k])
        total = t.compute("plain", sum(head), why="sum of the window")
        score = t.compute("score", sum(w * v for w, v in zip(weights, head)), why="weighted sum" if weighted else "same as the plain sum")
        out = [t.compute("avg[0]", frac_text(Fraction(score, sum(weights))), why=f"score / {sum(weights)}")]
        for i in range(1, len(values) - k + 1):
            t.state(f"slide to {i}")
            old, new = t.fetch("old", values[i - 1]), t.fetch("new", values[i + k - 1])
            prev_total, prev_score = t.fetch("plain", total), t.fetch("score", score)
            # moving one step lowers every old weight by 1 (weighted) or drops the oldest value (simple)
            score = t.compute("score", prev_score - prev_total + k * new if weighted else prev_score - old + new,
                              why="score - plain + k*new" if weighted else "score - old + new")
            total = t.compute("plain", prev_total - old + new, why="plain - old + new")
            out.append(t.compute(f"avg[{i}]", frac_text(Fraction(score, sum(weights))), why=f"score / {sum(weights)}"))
        t.state("answer")
        return t.compute("answer", [t.fetch(f"avg[{i}]", v) for i, v in enumerate(out)])

    def solve(self, data: dict) -> list[str]:
        values, k = data["values"], data["window"]
        weights = list(range(1, k + 1)) if data["kind"] == "weighted" else [1] * k
        return [frac_text(Fraction(sum(w * v for w, v in zip(weights, values[i : i + k])), sum(weights))) for i in range(len(values) - k + 1)]


BOOTCAMP = MovingAverage()
