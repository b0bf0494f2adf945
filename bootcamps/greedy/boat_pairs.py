"""Fewest boats to carry everyone, each boat holding at most two people within a weight limit.

The trace is the two-pointer greedy on the sorted weights: the heaviest person left always
takes a boat; the lightest person left joins them when the two fit together. One state per
boat.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import random_array, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    people: int = 6
    limit: int = 100

    def __post_init__(self) -> None:
        if not 2 <= self.people <= 500:
            raise ValueError(f"people must be in 2..500, got {self.people}")
        if not 10 <= self.limit <= 10**6:
            raise ValueError(f"limit must be in 10..10^6, got {self.limit}")


_TEMPLATES = (
    "People weighing {weights} kg must cross a river. Each boat carries at most two people, and their total weight "
    "may not exceed {limit} kg. What is the smallest number of boats needed to carry everyone (each boat crosses "
    "once)?",
    "Items with sizes {weights} are packed into bins of capacity {limit}; a bin may hold at most two items. How "
    "few bins suffice?",
    "A cable car cabin takes at most 2 riders and {limit} kg in total. The riders weigh {weights}. How many cabin "
    "trips are needed at the minimum, if every rider rides exactly once?",
)


class BoatPairs(IntegerAnswer, Bootcamp):
    id = "greedy/boat_pairs"
    description = "Fewest two-person boats under a weight limit (sorted two-pointer greedy trace)"
    Config = Config
    LEVELS = {
        "1": Config(people=6, limit=100),
        "2": Config(people=8, limit=120),
        "3": Config(people=11, limit=150),
        "4": Config(people=15, limit=200),
        "5": Config(people=21, limit=300),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        limit = rng.randint(config.limit * 3 // 4, config.limit)
        weights = random_array(rng, config.people, limit // 6, limit)
        data = {"weights": weights, "limit": limit}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(weights=render_any(data["weights"], rng), limit=data["limit"])
        return f"{text}\n{answer_instruction('the number of boats as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        limit = data["limit"]
        t.state("sort")
        w = t.compute("sorted", sorted(data["weights"]))
        lo, hi, boats = 0, len(w) - 1, 0
        while lo <= hi:
            t.state(f"boat {boats + 1}")
            heavy = t.fetch(f"sorted[{hi}]", w[hi])
            if lo < hi:
                light = t.fetch(f"sorted[{lo}]", w[lo])
                if t.goto(light + heavy <= limit, why=f"{light} + {heavy} <= {limit}: they share"):
                    lo = t.compute("lo", lo + 1)
            hi = t.compute("hi", hi - 1)
            boats = t.compute("boats", t.fetch("boats", boats) + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("boats", boats))

    def solve(self, data: dict) -> int:
        # The best k pairs are the 2k lightest people paired outside-in; take the largest k that fits.
        w, limit = sorted(data["weights"]), data["limit"]
        pairs = max(k for k in range(len(w) // 2 + 1) if all(w[i] + w[2 * k - 1 - i] <= limit for i in range(k)))
        return len(w) - pairs


BOOTCAMP = BoatPairs()
