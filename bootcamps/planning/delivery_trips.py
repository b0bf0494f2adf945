"""Deliveries along a straight road: a truck at the depot (position 0) carries at most k
packages at a time and loads only at the depot; packages go to points on both sides. The
least total driving distance to deliver them all, where the truck need not come back after
the last delivery. (Farthest-first batches per side, each batch a round trip to its farthest
point; the single farthest point is visited last, one way.)"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    packages: int = 6
    capacity: int = 2
    max_distance: int = 50

    def __post_init__(self) -> None:
        if not 2 <= self.packages <= 60:
            raise ValueError(f"packages must be in 2..60, got {self.packages}")
        if not 1 <= self.capacity <= 10:
            raise ValueError(f"capacity must be in 1..10, got {self.capacity}")
        if not 10 <= self.max_distance <= 10_000:
            raise ValueError(f"max_distance must be in 10..10000, got {self.max_distance}")


_TEMPLATES = (
    "A delivery truck starts at the depot at position 0 on a straight road. Packages must be dropped at these "
    "positions (negative = west of the depot, positive = east): {points}. The truck holds at most {k} packages at a "
    "time and can only pick packages up at the depot. It does not have to return to the depot after the last "
    "delivery. What is the smallest total distance it must drive?",
    "Points on a number line need one parcel each: {points}. A courier begins at 0 with an empty bag that fits {k} "
    "parcels; parcels are only available at 0, so the courier must go back to 0 to refill. Once every parcel is "
    "delivered the courier can stop wherever it is. Find the minimum total distance travelled.",
    "Depot at 0; customers at {points} on one straight road (one package each). The van's capacity is {k} packages "
    "and it reloads only at the depot. The route ends at the last customer served (no final return). Give the "
    "least possible total driving distance.",
)


class DeliveryTrips(IntegerAnswer, Bootcamp):
    id = "planning/delivery_trips"
    description = "Truck deliveries on a line with capacity k from a depot, no final return: least total distance"
    Config = Config
    LEVELS = {
        "1": Config(packages=5, capacity=2, max_distance=30),
        "2": Config(packages=7, capacity=3, max_distance=60),
        "3": Config(packages=10, capacity=3, max_distance=100),
        "4": Config(packages=16, capacity=4, max_distance=300),
        "5": Config(packages=25, capacity=5, max_distance=1000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            points = [rng.choice((-1, 1)) * rng.randint(1, config.max_distance) for _ in range(config.packages)]
            if any(p < 0 for p in points) and any(p > 0 for p in points):
                data = {"points": points, "capacity": config.capacity}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(points=", ".join(map(str, data["points"])), k=data["capacity"])
        return f"{text}\n{answer_instruction('one integer, the total distance')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Each side farthest first, cut into batches of k; a batch costs twice its farthest
        point; then the farthest point of all is driven once, not twice."""
        k = data["capacity"]
        total = 0
        far = 0
        for side, sign in (("east", 1), ("west", -1)):
            t.state(f"{side} side")
            dists = t.compute(f"{side}", sorted((sign * p for p in data["points"] if sign * p > 0), reverse=True),
                              why="distances on this side, farthest first")
            for b in range(0, len(dists), k):
                t.state(f"{side} batch {b // k + 1}")
                d = t.fetch(f"{side}[{b + 1}]", dists[b])
                total = t.compute("total", t.fetch("total", total) + 2 * d, why=f"round trip to {d}")
                far = t.compute("farthest", max(t.fetch("farthest", far), d), why="largest distance so far")
        t.state("answer")
        a, f = t.fetch("total", total), t.fetch("farthest", far)
        return t.compute("distance", a - f, why=f"{a} - {f}: the farthest trip is one way")

    def solve(self, data: dict) -> int:
        """The same rule from the nearest end: a side of m points has batches ending at its
        points with index m-1, m-1-k, ... counted from the nearest."""
        k, points = data["capacity"], data["points"]
        total = 0
        for sign in (1, -1):
            side = sorted(sign * p for p in points if sign * p > 0)
            total += sum(2 * side[i] for i in range(len(side) - 1, -1, -k))
        return total - max(abs(p) for p in points)


BOOTCAMP = DeliveryTrips()
