"""Fewest refuelling stops: a car with an unlimited tank starts with some fuel (one unit per
kilometre) and drives to a target along a road with fuel stations, each offering a fixed
amount. Greedy with hindsight: drive as far as the fuel allows, and whenever it runs short
take the largest offer among the stations already passed."""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    stations: int = 5
    target: int = 100

    def __post_init__(self) -> None:
        if not 2 <= self.stations <= 60:
            raise ValueError(f"stations must be in 2..60, got {self.stations}")
        if not 50 <= self.target <= 10**6:
            raise ValueError(f"target must be in 50..10^6, got {self.target}")


_TEMPLATES = (
    "A car must drive {target} km along a straight road. It starts at km 0 with {fuel} litres of fuel and uses exactly "
    "one litre per km; its tank has no upper limit. Fuel stations stand along the road at (km, litres offered): "
    "{stations}. Stopping at a station adds all of that station's litres. The car may arrive at a station or at the "
    "destination with an empty tank. What is the fewest number of stops needed to reach km {target}?",
    "Road trip: destination at distance {target}, starting fuel {fuel} (1 unit of fuel per unit of distance, "
    "unlimited tank). Stations, as position:fuel pairs, are {stations}; a stop at a station takes all its fuel. "
    "Reaching a place with exactly zero fuel left is fine. Find the minimum number of refuelling stops to get to the "
    "destination.",
    "You drive from 0 to {target} with {fuel} units of fuel in a tank of unlimited size, burning one unit per unit "
    "of distance. Along the way the stations {stations} (position, fuel available) can each be used once, giving all "
    "their fuel. How few stops suffice to arrive at {target}? (Running dry exactly on arrival is allowed.)",
)


class RefuelStops(IntegerAnswer, Bootcamp):
    id = "planning/refuel_stops"
    description = "Fewest refuelling stops to a destination (stations offer fixed fuel, unlimited tank)"
    Config = Config
    LEVELS = {
        "1": Config(stations=5, target=100),
        "2": Config(stations=8, target=300),
        "3": Config(stations=12, target=1000),
        "4": Config(stations=18, target=5000),
        "5": Config(stations=28, target=20000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        target = rng.randint(config.target // 2, config.target)
        n = config.stations
        while True:
            spots = sorted(rng.sample(range(1, target), n))
            fuel = rng.randint(target // (n + 1), 2 * target // (n + 1))
            offers = [rng.randint(target // (3 * n) + 1, 3 * target // n) for _ in range(n)]
            data = {"target": target, "fuel": fuel, "stations": [[p, f] for p, f in zip(spots, offers)]}
            stops = self.solve(data)
            if stops >= max(2, n // 3):  # several stops, so the choice of stations matters
                return data, stops

    def prompt(self, data: dict, rng: random.Random) -> str:
        stations = ", ".join(f"({p}, {f})" for p, f in data["stations"])
        text = rng.choice(_TEMPLATES).format(target=data["target"], fuel=data["fuel"], stations=stations)
        return f"{text}\n{answer_instruction('one integer, the number of stops')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Drive on; every station passed goes into a pool; when the next point is out of reach,
        take the largest offer in the pool (a stop) and try again."""
        target, stations = data["target"], data["stations"]
        reach = data["fuel"]
        pool: list[int] = []
        stops = 0
        points = [(p, f) for p, f in stations] + [(target, 0)]
        for i, (p, f) in enumerate(points):
            while reach < p:
                t.state(f"short of {p}")
                r = t.fetch("reach", reach)
                if not pool:
                    raise ValueError(f"target {target} cannot be reached")
                best = t.compute("take", -heapq.heappop(pool), why="largest offer passed so far")
                reach = t.compute("reach", r + best, why=f"{r} + {best}")
                stops = t.compute("stops", stops + 1, why="one more stop")
            if i < len(stations):
                t.state(f"pass station {i + 1}")
                heapq.heappush(pool, -t.fetch(f"offer[{p}]", f))
        t.state("answer")
        return t.ret("answer", stops)

    def solve(self, data: dict) -> int:
        """far[j] = the farthest point reachable with j stops, updated station by station."""
        stations = data["stations"]
        far = [data["fuel"]] + [-1] * len(stations)
        for i, (p, f) in enumerate(stations):
            for j in range(i, -1, -1):
                if far[j] >= p:
                    far[j + 1] = max(far[j + 1], far[j] + f)
        for j, d in enumerate(far):
            if d >= data["target"]:
                return j
        return -1


BOOTCAMP = RefuelStops()
