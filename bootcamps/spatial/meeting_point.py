"""Where should people living on a street grid meet so that their total walking distance (in
blocks: taxicab distance) is smallest? The sum splits into an east-west and a north-south part,
each minimised at a (weighted) median; the answer is the smallest total distance."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    houses: int = 3
    coord: int = 10
    max_people: int = 1  # people per house (weights) from 1..max_people

    def __post_init__(self) -> None:
        if not 2 <= self.houses <= 30 or not 3 <= self.coord <= 1000 or not 1 <= self.max_people <= 9:
            raise ValueError(f"need houses in 2..30, coord in 3..1000, max_people in 1..9, got {self.houses}, {self.coord}, {self.max_people}")


_TEMPLATES = (
    "Friends live at these street corners (x, y) of a city grid: {homes}. They walk along the streets, so the distance from (a, b) to (c, d) is |a - c| + |b - d|. They pick a meeting corner (any integer point) that makes the total distance walked by everyone as small as possible. What is that smallest total?",
    "Houses on a square street grid sit at {homes}. {people} A meeting point P with integer coordinates is chosen to minimise the sum of the taxicab distances |x - px| + |y - py| walked by everyone. Find this minimum sum.",
    "On a grid where travel is only east-west or north-south, find the least possible total travel distance for everyone at {homes} to reach one common integer point.",
    "Minimise the sum of Manhattan distances from all the people at {homes} to a single lattice point. What is the minimum value?",
)


def _weighted_median(values: list[tuple[int, int]]) -> int:
    """A point minimising sum w |v - x|: the first value where the running weight reaches half."""
    total = sum(w for _, w in values)
    running = 0
    for v, w in sorted(values):
        running += w
        if 2 * running >= total:
            return v
    raise ValueError(f"empty input {values}")


class MeetingPoint(IntegerAnswer, Bootcamp):
    id = "spatial/meeting_point"
    description = "Smallest total taxicab distance to a common meeting point (weighted medians)"
    Config = Config
    LEVELS = {
        "1": Config(houses=3, coord=12),
        "2": Config(houses=4, coord=20),
        "3": Config(houses=6, coord=30, max_people=3),
        "4": Config(houses=8, coord=60, max_people=4),
        "5": Config(houses=12, coord=100, max_people=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        homes = [[rng.randint(-config.coord, config.coord), rng.randint(-config.coord, config.coord), rng.randint(1, config.max_people)]
                 for _ in range(config.houses)]
        data = {"homes": homes}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        weighted = any(w > 1 for _, _, w in data["homes"])
        if weighted:
            homes = ", ".join(f"({x}, {y}) with {w} {'person' if w == 1 else 'people'}" for x, y, w in data["homes"])
        else:
            homes = ", ".join(f"({x}, {y})" for x, y, _ in data["homes"])
        people = "Every person walks separately, so a house with several people counts each of them." if weighted else ""
        return ask(rng, _TEMPLATES, "one integer", homes=homes, people=people)

    def program(self, t: Tracer, data: dict) -> int:
        homes = data["homes"]
        total = 0
        for axis, name in ((0, "x"), (1, "y")):
            t.state(f"{name}-median")
            pairs = t.fetch(f"{name} with weights", [(h[axis], h[2]) for h in homes])
            centre = t.compute(f"median_{name}", _weighted_median(list(pairs)), why="first value where the running weight reaches half")
            t.state(f"{name}-distance")
            part = t.compute(f"sum_{name}", sum(w * abs(v - centre) for v, w in pairs), why=f"sum w |{name} - median_{name}|")
            total = t.compute("total", t.fetch("total", total) + part, why="total + part")
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # brute force over the bounding box, each axis separately (the sum separates)
        homes = data["homes"]
        best = 0
        for axis in (0, 1):
            coords = [h[axis] for h in homes]
            best += min(sum(h[2] * abs(h[axis] - p) for h in homes) for p in range(min(coords), max(coords) + 1))
        return best


BOOTCAMP = MeetingPoint()
