"""Integer solutions of x1 + ... + xk = n with a lower and an upper bound on every variable
(stars and bars with bounds): a dynamic program adds one variable at a time; the plain solver
uses inclusion-exclusion over the variables that break their upper bound."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.counting import ncr
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    variables: int = 3
    max_upper: int = 8
    max_lower: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.variables <= 10:
            raise ValueError(f"variables must be in 2..10, got {self.variables}")
        if not 2 <= self.max_upper <= 60 or not 0 <= self.max_lower < self.max_upper:
            raise ValueError(f"need 2 <= max_upper <= 60 and 0 <= max_lower < max_upper, got {self.max_upper}, {self.max_lower}")


_PEOPLE = ("children", "students", "boxes", "shelves", "teams", "jars", "players", "stalls")
_ITEMS = ("identical sweets", "identical coins", "identical balls", "identical books", "identical tokens", "identical marbles")
_EQ_TEMPLATES = (
    "How many integer solutions does {eq} have, subject to {bounds}?",
    "Count the integer tuples ({names}) with {eq} and {bounds}.",
    "Find the number of solutions in integers of the equation {eq} when {bounds}.",
)
_STORY_TEMPLATES = (
    "{n} {items} are shared among {k} {people} labelled {labels}. {story} In how many ways can this be done?",
    "In how many ways can {n} {items} be distributed to {k} distinct {people} ({labels}) if {story_if}?",
)


class BoundedStarsBars(IntegerAnswer, Bootcamp):
    id = "combinatorics/bounded_stars_bars"
    description = "Integer solutions of x1 + ... + xk = n with lower and upper bounds on each variable"
    Config = Config
    LEVELS = {
        "1": Config(variables=3, max_upper=8, max_lower=2),
        "2": Config(variables=4, max_upper=10, max_lower=3),
        "3": Config(variables=5, max_upper=14, max_lower=4),
        "4": Config(variables=6, max_upper=20, max_lower=5),
        "5": Config(variables=7, max_upper=26, max_lower=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        k = rng.randint(max(2, config.variables - 1), config.variables)
        lows, highs = [], []
        for _ in range(k):
            low = rng.randint(0, config.max_lower)
            lows.append(low)
            highs.append(rng.randint(low + 1, max(low + 2, config.max_upper)))
        # a total strictly between the extremes, so both kinds of bound matter
        n = rng.randint(sum(lows) + 1, sum(highs) - 1)
        data = {"n": n, "low": lows, "high": highs, "story": rng.randrange(len(_PEOPLE) * len(_ITEMS))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        k, n = len(data["low"]), data["n"]
        names = [f"x{i + 1}" for i in range(k)]
        bounds = ", ".join(f"{lo} <= {name} <= {hi}" for name, lo, hi in zip(names, data["low"], data["high"]))
        form = "one integer"
        if rng.random() < 0.5:
            return ask(rng, _EQ_TEMPLATES, form, eq=f"{' + '.join(names)} = {n}", bounds=bounds, names=", ".join(names))
        people, items = _PEOPLE[data["story"] % len(_PEOPLE)], _ITEMS[data["story"] // len(_PEOPLE)]
        labels = [chr(65 + i) for i in range(k)]
        rules = "; ".join(f"{label} gets at least {lo} and at most {hi}" for label, lo, hi in zip(labels, data["low"], data["high"]))
        return ask(rng, _STORY_TEMPLATES, form, n=n, items=items, k=k, people=people, labels=", ".join(labels),
                   story=f"Every one of them must get a whole number of them: {rules}.", story_if=rules)

    def program(self, t: Tracer, data: dict) -> int:
        n = data["n"]
        t.state("no variables yet")
        ways = t.compute("ways", [1] + [0] * n, why="one way to reach total 0 (index = running total)")
        for i, (low, high) in enumerate(zip(data["low"], data["high"])):
            t.state(f"add x{i + 1}")
            previous = t.fetch("ways", ways)
            low, high = t.fetch(f"low[{i}]", low), t.fetch(f"high[{i}]", high)
            prefix = [0]
            for w in previous:
                prefix.append(prefix[-1] + w)  # prefix[j]: ways to reach totals below j
            ways = t.compute("ways", [(prefix[s - low + 1] if s >= low else 0) - (prefix[s - high] if s > high else 0) for s in range(n + 1)],
                             why="ways[s] sums the previous ways[s - v] over v from low to high")
        t.state("answer")
        return t.compute("answer", t.fetch("ways", ways)[n], why=f"entry {n}")

    def solve(self, data: dict) -> int:
        # shift to y_i = x_i - low_i >= 0 with y_i <= width_i; inclusion-exclusion on y_i > width_i
        rest = data["n"] - sum(data["low"])
        widths = [h - lo for lo, h in zip(data["low"], data["high"])]
        k, total = len(widths), 0
        for size in range(k + 1):
            for chosen in combinations(widths, size):
                total += (-1) ** size * ncr(rest - sum(w + 1 for w in chosen) + k - 1, k - 1)
        return total


BOOTCAMP = BoundedStarsBars()
