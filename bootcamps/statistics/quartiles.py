"""The quartiles Q1, median, Q3 of a data set by the "median of halves" rule: sort; the median
is the middle value (or the mean of the two middle values); Q1 and Q3 are the medians of the
lower and upper halves, leaving the median itself out of both halves when n is odd."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_count: int = 5
    max_count: int = 8
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 4 <= self.min_count <= self.max_count <= 200 or not 5 <= self.max_value <= 10**6:
            raise ValueError(f"need 4 <= min_count <= max_count <= 200 and max_value in 5..10**6, got {self.min_count}, {self.max_count}, {self.max_value}")


_RULE = ("Use this rule: sort the data; the median is the middle value (the mean of the two middle values when n is even); "
         "Q1 is the median of the values below the median's position and Q3 the median of those above it "
         "(when n is odd the median itself belongs to neither half).")
_TEMPLATES = (
    "Find the first quartile, the median and the third quartile of: {values}. {rule}",
    "Data set: {values}. {rule} Give Q1, the median and Q3.",
    "{rule} Compute the three quartiles of the numbers {values}.",
    "Scores of a class: {values}. Work out the lower quartile, the median and the upper quartile. {rule}",
)
_FORM = "Q1, median, Q3 separated by commas, each an integer, a fraction or a decimal (e.g. 7, 12.5, 20)"


def _median(values: list[int]) -> Fraction:
    n = len(values)
    return Fraction(values[n // 2]) if n % 2 else Fraction(values[n // 2 - 1] + values[n // 2], 2)


class Quartiles(Bootcamp):
    id = "statistics/quartiles"
    description = "Q1, median and Q3 by the median-of-halves rule"
    Config = Config
    LEVELS = {
        "1": Config(min_count=5, max_count=8, max_value=30),
        "2": Config(min_count=8, max_count=12, max_value=60),
        "3": Config(min_count=11, max_count=16, max_value=100),
        "4": Config(min_count=15, max_count=24, max_value=500),
        "5": Config(min_count=23, max_count=35, max_value=1000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        n = rng.randint(config.min_count, config.max_count)
        values = [rng.randint(0, config.max_value) for _ in range(n)]
        data = {"values": values}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=", ".join(map(str, data["values"])), rule=_RULE)
        return f"{text}\n{answer_instruction(_FORM)}"

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 200:
            return 0.0
        values = read_rational_list(text, 3)
        return 1.0 if values is not None and values == [Fraction(a) for a in answer] else 0.0

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("sort")
        xs = t.compute("sorted", sorted(t.fetch("data", data["values"])), why="increasing order")
        n = t.compute("n", len(xs))
        out = []
        for name, lo, hi in (("median", 0, n), ("Q1", 0, n // 2), ("Q3", (n + 1) // 2, n)):
            t.state(name)
            part = t.fetch(f"sorted[{lo}:{hi}]", xs[lo:hi])
            m = len(part)
            if m == 0:
                raise ValueError("empty half after an injected error")
            if m % 2:
                value = t.compute(name, part[m // 2], why=f"the middle value, position {m // 2}")
            else:
                value = t.compute(name, Fraction(part[m // 2 - 1] + part[m // 2], 2), why=f"mean of positions {m // 2 - 1} and {m // 2}")
            out.append(format_rational(Fraction(value)))
        return [out[1], out[0], out[2]]

    def solve(self, data: dict) -> list[str]:
        xs = sorted(data["values"])
        n = len(xs)
        lower, upper = xs[: n // 2], xs[n - n // 2 :]
        return [format_rational(_median(lower)), format_rational(_median(xs)), format_rational(_median(upper))]


BOOTCAMP = Quartiles()
