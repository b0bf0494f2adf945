"""Number of pairs of list items whose sum is at most a bound.

Pairs are of positions (i < j), so equal values at two positions make different pairs. The
trace sorts the list, then walks two pointers inward: when the smallest and largest remaining
items fit, the smallest pairs with every item up to the largest (all counted at once) and the
left pointer moves; otherwise the right pointer moves. One state per pointer move.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_array, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 1000:
            raise ValueError(f"length must be in 3..1000, got {self.length}")
        if not 5 <= self.max_value <= 10**6:
            raise ValueError(f"max_value must be in 5..10^6, got {self.max_value}")


_TEMPLATES = (
    "List: {values}\nHow many pairs of positions i < j have a[i] + a[j] <= {bound}? (Equal values at different "
    "positions form different pairs.)",
    "A ride takes exactly two passengers whose combined weight is at most {bound} kg. The passengers weigh {values}. "
    "How many different pairs of passengers could ride together?",
    "Count the unordered pairs of distinct elements (by position) of {values} whose sum does not exceed {bound}.",
)


class PairSumCount(IntegerAnswer, Bootcamp):
    id = "search_sort/pair_sum_count"
    description = "Number of index pairs with sum at most a bound (sort + two-pointer trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, max_value=30),
        "2": Config(length=8, max_value=50),
        "3": Config(length=11, max_value=99),
        "4": Config(length=15, max_value=200),
        "5": Config(length=20, max_value=999),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        values = random_array(rng, config.length, 1, config.max_value)
        ranked = sorted(values)
        bound = rng.randint(ranked[0] + ranked[1], ranked[-1] + ranked[-2] - 1)  # some pairs fit, some do not
        data = {"values": values, "bound": bound}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng), bound=data["bound"])
        return f"{text}\n{answer_instruction('the number of pairs as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        bound = data["bound"]
        t.state("sort")
        s = t.compute("sorted", sorted(data["values"]))
        lo, hi, count = 0, len(s) - 1, 0
        while lo < hi:
            t.state(f"pointers {lo},{hi}")
            a, b = t.fetch(f"sorted[{lo}]", s[lo]), t.fetch(f"sorted[{hi}]", s[hi])
            if t.goto(a + b <= bound, why=f"{a} + {b} <= {bound}: {a} fits with everything up to {b}"):
                count = t.compute("count", t.fetch("count", count) + hi - lo, why=f"+ {hi} - {lo}")
                lo = t.compute("lo", lo + 1)
            else:
                hi = t.compute("hi", hi - 1)
        t.state("answer")
        return t.compute("answer", t.fetch("count", count))

    def solve(self, data: dict) -> int:
        return sum(1 for a, b in combinations(data["values"], 2) if a + b <= data["bound"])


BOOTCAMP = PairSumCount()
