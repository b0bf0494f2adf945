"""The one station from which a car can drive once around a circular route without running dry.

Station i gives gas[i] litres; driving from station i to the next takes cost[i] litres. Cases
are drawn until exactly one start works (checked by simulating every start). The trace is the
one-pass rule: keep a running tank from the current candidate; when it goes negative, no
station up to here can be the start, so the candidate moves past it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    stations: int = 5
    max_gas: int = 9

    def __post_init__(self) -> None:
        if not 3 <= self.stations <= 500:
            raise ValueError(f"stations must be in 3..500, got {self.stations}")
        if self.max_gas < 2:
            raise ValueError(f"max_gas must be >= 2, got {self.max_gas}")


_TEMPLATES = (
    "A circular road has {n} gas stations numbered 0 to {last}. Station i provides gas[i] litres and the drive from "
    "station i to station i+1 (from {last} back to 0) uses cost[i] litres.\ngas  = {gas}\ncost = {cost}\nThe car "
    "starts with an empty tank at one station and fills up at every station it reaches. From which station can it "
    "complete the full circle? Exactly one station works.",
    "Stations 0..{last} lie on a loop. At each station you collect fuel, then spend fuel to reach the next one:\n"
    "{lines}\nStarting empty, which single starting station lets you travel all the way around and come back to it?",
    "gas = {gas}, cost = {cost} (cost[i] is the fuel needed from station i to station (i+1) mod {n}). Find the unique "
    "start index for which a car with an initially empty, unlimited tank never runs out of fuel on one full lap.",
)


def _works(gas: list[int], cost: list[int], start: int) -> bool:
    tank = 0
    n = len(gas)
    for k in range(n):
        i = (start + k) % n
        tank += gas[i] - cost[i]
        if tank < 0:
            return False
    return True


class GasStation(IntegerAnswer, Bootcamp):
    id = "greedy/gas_station"
    description = "Unique start of a circular gas-station tour (one-pass greedy trace)"
    Config = Config
    LEVELS = {
        "1": Config(stations=5, max_gas=9),
        "2": Config(stations=7, max_gas=12),
        "3": Config(stations=10, max_gas=15),
        "4": Config(stations=14, max_gas=20),
        "5": Config(stations=20, max_gas=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.stations
        for _ in range(10_000):
            gas = [rng.randint(0, config.max_gas) for _ in range(n)]
            cost = [rng.randint(1, config.max_gas) for _ in range(n)]
            if sum(gas) < sum(cost):
                continue
            starts = [s for s in range(n) if _works(gas, cost, s)]
            if len(starts) == 1:
                return {"gas": gas, "cost": cost}, starts[0]
        raise RuntimeError(f"{self.id}: no route with a unique start in 10000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        gas, cost = data["gas"], data["cost"]
        n = len(gas)
        text = rng.choice(_TEMPLATES).format(
            n=n, last=n - 1, gas=gas, cost=cost,
            lines="\n".join(f"station {i}: +{g} litres, then {c} litres to the next" for i, (g, c) in enumerate(zip(gas, cost))),
        )
        return f"{text}\n{answer_instruction('the station number as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        gas, cost = data["gas"], data["cost"]
        start, tank = 0, 0
        for i in range(len(gas)):
            t.state(f"station {i}")
            g = t.fetch(f"gas[{i}]", gas[i])
            c = t.fetch(f"cost[{i}]", cost[i])
            tank = t.compute("tank", t.fetch("tank", tank) + g - c, why=f"tank+{g}-{c}")
            if t.goto(tank < 0, why="ran dry: no start up to here works"):
                start = t.compute("start", i + 1)
                tank = t.compute("tank", 0)
        t.state("answer")
        return t.compute("answer", t.fetch("start", start))

    def solve(self, data: dict) -> int:
        # Simulate a lap from every station.
        return next(s for s in range(len(data["gas"])) if _works(data["gas"], data["cost"], s))


BOOTCAMP = GasStation()
