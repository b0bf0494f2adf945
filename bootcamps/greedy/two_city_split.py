"""Cheapest way to send exactly half of 2n people to city A and the other half to city B.

Each person has a cost for each city. The trace sorts the people by how much cheaper A is than
B (cost_A - cost_B, smallest first); the first n go to A, the rest to B. One state per person
in that order, adding the chosen city's cost.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    pairs: int = 2
    max_cost: int = 50

    def __post_init__(self) -> None:
        if not 1 <= self.pairs <= 100:
            raise ValueError(f"pairs must be in 1..100, got {self.pairs}")
        if self.max_cost < 5:
            raise ValueError(f"max_cost must be >= 5, got {self.max_cost}")


_TEMPLATES = (
    "A company flies {m} people to interviews: exactly {n} must go to city A and {n} to city B. The costs (to A, to "
    "B) per person are:\n{table}\nWhat is the minimum total cost?",
    "Split {m} candidates evenly between two offices ({n} each). Sending a candidate to office A or B costs:\n{table}\n"
    "Find the cheapest possible total.",
    "Each of {m} people must be assigned to A or B with exactly {n} in each group. Per-person costs (A, B):\n{table}\n"
    "Report the smallest achievable sum of costs.",
)


class TwoCitySplit(IntegerAnswer, Bootcamp):
    id = "greedy/two_city_split"
    description = "Even split of people between two cities at least cost (sort by cost difference greedy)"
    Config = Config
    LEVELS = {
        "1": Config(pairs=2, max_cost=60),
        "2": Config(pairs=3, max_cost=80),
        "3": Config(pairs=4, max_cost=99),
        "4": Config(pairs=6, max_cost=150),
        "5": Config(pairs=8, max_cost=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        costs = [[rng.randint(5, config.max_cost), rng.randint(5, config.max_cost)] for _ in range(2 * config.pairs)]
        data = {"costs": costs}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.choice(("person {i}: A {a}, B {b}", "{i}: ({a}, {b})", "#{i} -> A costs {a}, B costs {b}"))
        table = "\n".join(style.format(i=i + 1, a=a, b=b) for i, (a, b) in enumerate(data["costs"]))
        m = len(data["costs"])
        text = rng.choice(_TEMPLATES).format(m=m, n=m // 2, table=table)
        return f"{text}\n{answer_instruction('the minimum total cost as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        costs = data["costs"]
        half = len(costs) // 2
        t.state("order")
        order = t.compute("order", sorted(range(1, len(costs) + 1), key=lambda p: (costs[p - 1][0] - costs[p - 1][1], p)),
                          why="people by cost_A - cost_B, smallest first")
        total = 0
        for rank, person in enumerate(order):
            t.state(f"place {rank + 1}")
            a, b = t.fetch(f"cost[{person}]", tuple(costs[person - 1]) if 1 <= person <= len(costs) else (0, 0))
            city = t.compute("city", "A" if rank < half else "B")
            total = t.compute("total", total + (a if city == "A" else b))
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # Dynamic programming over people and the number already sent to A.
        costs = data["costs"]
        half = len(costs) // 2
        best = {0: 0}
        for a, b in costs:
            nxt: dict[int, int] = {}
            for sent, cost in best.items():
                for to_a, add in ((sent + 1, a), (sent, b)):
                    if to_a <= half:
                        nxt[to_a] = min(nxt.get(to_a, 10**12), cost + add)
            best = nxt
        return best[half]


BOOTCAMP = TwoCitySplit()
