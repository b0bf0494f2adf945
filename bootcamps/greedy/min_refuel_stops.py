"""Fewest refuelling stops to reach a destination along a road with fuel stations.

The car starts with some fuel (1 unit per mile); station i at mile p_i offers f_i units (all of
it, taken at once). The greedy passes stations keeping their fuel in a max-heap and, whenever
the tank cannot reach the next point, refuels from the largest station passed. One state per
point along the road. Cases are drawn so that the destination is reachable.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    stations: int = 4
    target: int = 100

    def __post_init__(self) -> None:
        if not 2 <= self.stations <= 100:
            raise ValueError(f"stations must be in 2..100, got {self.stations}")
        if self.target < 20:
            raise ValueError(f"target must be >= 20, got {self.target}")


_TEMPLATES = (
    "A car drives from mile 0 to mile {target} and burns one litre per mile. It starts with {fuel} litres. Fuel "
    "stations (mile: litres available) are {st}. Stopping at a station gives the car all of that station's fuel "
    "(the tank has no limit). What is the least number of stops needed to reach mile {target}?",
    "Destination at distance {target}; initial fuel {fuel}; consumption 1 per unit of distance; unlimited tank. "
    "Stations along the way, as (position, fuel): {st}. Find the minimum number of refuelling stops to arrive.",
    "You must travel {target} km with {fuel} units of fuel to start with (1 unit per km, no tank limit). At the "
    "stations listed as km -> fuel ({st}) you may stop and take all the fuel there. How few stops suffice?",
)


class MinRefuelStops(IntegerAnswer, Bootcamp):
    id = "greedy/min_refuel_stops"
    description = "Fewest refuelling stops to reach a destination (max-heap of passed stations)"
    Config = Config
    LEVELS = {
        "1": Config(stations=4, target=100),
        "2": Config(stations=6, target=150),
        "3": Config(stations=8, target=250),
        "4": Config(stations=11, target=400),
        "5": Config(stations=15, target=600),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            positions = sorted(rng.sample(range(1, config.target), config.stations))
            fuels = [rng.randint(config.target // 20, config.target // 3) for _ in positions]
            start = rng.randint(config.target // 8, config.target // 3)
            data = {"target": config.target, "fuel": start, "stations": [[p, f] for p, f in zip(positions, fuels)]}
            gold = self.solve(data)
            if gold >= 1:  # reachable, and not with the starting fuel alone
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.randrange(2)
        st = ", ".join(f"({p}, {f})" if style else f"{p}: {f}" for p, f in data["stations"])
        body = rng.choice(_TEMPLATES).format(target=data["target"], fuel=data["fuel"], st=st)
        return f"{body}\n{answer_instruction('one integer (the number of stops)')}"

    def program(self, t: Tracer, data: dict) -> int:
        tank = data["fuel"]
        passed: list[int] = []  # fuel of stations passed, negated for a max-heap
        stops = 0
        for i, (pos, fuel) in enumerate(data["stations"] + [[data["target"], 0]]):
            t.state(f"reach mile {pos}")
            while tank < pos:
                best = -heapq.heappop(passed)
                tank = t.compute("tank", tank + best)
                stops = t.compute("stops", stops + 1)
            heapq.heappush(passed, -t.fetch(f"station[{i}] fuel", fuel))
        t.state("answer")
        return t.compute("answer", t.fetch("stops", stops))

    def solve(self, data: dict) -> int:
        # Reach[k] = farthest mile with k stops, over the stations in order (a knapsack-like DP);
        # -1 when the target is out of reach.
        reach = [data["fuel"]] + [0] * len(data["stations"])
        for i, (pos, fuel) in enumerate(data["stations"]):
            for k in range(i, -1, -1):
                if reach[k] >= pos:
                    reach[k + 1] = max(reach[k + 1], reach[k] + fuel)
        return next((k for k, r in enumerate(reach) if r >= data["target"]), -1)


BOOTCAMP = MinRefuelStops()
