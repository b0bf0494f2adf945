"""Cheapest way to paint a row of houses when neighbours must get different colours.

Each house has a price per colour. The trace keeps ``best[c]``, the cheapest cost of the houses
so far with the last one painted c; one state per house, where each colour adds its price to
the cheapest previous total of a different colour.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

COLOURS = ("red", "green", "blue", "yellow", "white", "black")


@dataclass(frozen=True)
class Config:
    houses: int = 4
    colours: int = 3
    max_cost: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.houses <= 100:
            raise ValueError(f"houses must be in 2..100, got {self.houses}")
        if not 2 <= self.colours <= len(COLOURS):
            raise ValueError(f"colours must be in 2..{len(COLOURS)}, got {self.colours}")
        if self.max_cost < 3:
            raise ValueError(f"max_cost must be >= 3, got {self.max_cost}")


_TEMPLATES = (
    "A row of {n} houses must each be painted one of the colours {names}, and no two neighbouring houses may have "
    "the same colour. The cost of painting each house in each colour is:\n{table}\nWhat is the minimum total cost?",
    "Paint {n} houses in a line using the colours {names}; adjacent houses need different colours. Prices per house "
    "(in the colour order {names}):\n{table}\nFind the cheapest total.",
    "Costs to paint the houses of a street ({names}, in this order):\n{table}\nEvery house gets one colour, and "
    "houses next to each other must differ. Report the lowest possible total cost.",
)


class PaintHouse(IntegerAnswer, Bootcamp):
    id = "dp/paint_house"
    description = "Cheapest colouring of a row of houses with neighbours different (last-colour DP)"
    Config = Config
    LEVELS = {
        "1": Config(houses=4, colours=3, max_cost=20),
        "2": Config(houses=5, colours=3, max_cost=30),
        "3": Config(houses=7, colours=3, max_cost=40),
        "4": Config(houses=9, colours=4, max_cost=60),
        "5": Config(houses=12, colours=4, max_cost=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        costs = [[rng.randint(1, config.max_cost) for _ in range(config.colours)] for _ in range(config.houses)]
        data = {"costs": costs, "colours": list(rng.sample(COLOURS, config.colours))}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = ", ".join(data["colours"])
        style = rng.randrange(2)
        rows = []
        for h, row in enumerate(data["costs"]):
            if style:
                rows.append(f"house {h + 1}: " + ", ".join(f"{c} {v}" for c, v in zip(data["colours"], row)))
            else:
                rows.append(f"house {h + 1}: " + " ".join(map(str, row)))
        text = rng.choice(_TEMPLATES).format(n=len(data["costs"]), names=names, table="\n".join(rows))
        return f"{text}\n{answer_instruction('the minimum total cost as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        costs, names = data["costs"], data["colours"]
        best = [0] * len(names)
        for h in range(len(costs)):
            t.state(f"house {h + 1}")
            previous = t.fetch("best", list(best))
            for c, name in enumerate(names):
                price = t.fetch(f"cost[{h + 1}][{name}]", costs[h][c])
                cheapest = min(v for k, v in enumerate(previous) if k != c) if h else 0
                best[c] = t.compute(f"best[{name}]", price + cheapest, why=f"price + cheapest previous colour other than {name}")
        t.state("answer")
        return t.compute("answer", min(t.fetch("best", list(best))))

    def solve(self, data: dict) -> int:
        # Shortest path through the layered graph (house, colour) by relaxing layer by layer from the back.
        costs = data["costs"]
        k = len(costs[0])
        after = list(costs[-1])  # cheapest cost from this house to the end, by its colour
        for row in reversed(costs[:-1]):
            after = [row[c] + min(after[d] for d in range(k) if d != c) for c in range(k)]
        return min(after)


BOOTCAMP = PaintHouse()
