"""The sum of the Manhattan (|dx| + |dy|) or Chebyshev (max(|dx|, |dy|)) distances over all
pairs of n lattice points, without trying every pair: per axis, sort the coordinates; the k-th
smallest of n values contributes v * (2k - n + 1) to the sum of |differences|. Chebyshev
distance becomes Manhattan after the turn u = x + y, v = x - y (halved)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    points: int = 4
    max_coordinate: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.points <= 200 or not 2 <= self.max_coordinate <= 10**6:
            raise ValueError(f"need points in 2..200 and max_coordinate in 2..10**6, got {self.points}, {self.max_coordinate}")


_METRIC = {
    "manhattan": "the Manhattan (taxicab) distance |x1 - x2| + |y1 - y2|",
    "chebyshev": "the Chebyshev (chessboard) distance max(|x1 - x2|, |y1 - y2|)",
}
_TEMPLATES = (
    "Points: {pts}. Using {metric}, find the sum of the distances over all unordered pairs of points.",
    "For the {n} points {pts}, add up the distance between every pair (each pair once), where distance means {metric}.",
    "Warehouses stand at {pts}. Distances are measured as {metric}. What is the total of the distances between all {pairs} pairs of warehouses?",
    "Take every pair of distinct points among {pts} and measure {metric}. What do these {pairs} distances add up to?",
)


class PairwiseDistanceSum(IntegerAnswer, Bootcamp):
    id = "geometry/pairwise_distance_sum"
    description = "Sum of Manhattan or Chebyshev distances over all pairs of lattice points"
    Config = Config
    LEVELS = {
        "1": Config(points=3, max_coordinate=9),
        "2": Config(points=4, max_coordinate=20),
        "3": Config(points=6, max_coordinate=50),
        "4": Config(points=9, max_coordinate=100),
        "5": Config(points=13, max_coordinate=500),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        m = config.max_coordinate
        pts: list[list[int]] = []
        while len(pts) < config.points:
            p = [rng.randint(-m, m), rng.randint(-m, m)]
            if p not in pts:
                pts.append(p)
        data = {"points": pts, "metric": rng.choice(("manhattan", "chebyshev"))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["points"])
        pts = ", ".join(f"({x}, {y})" for x, y in data["points"])
        text = rng.choice(_TEMPLATES).format(pts=pts, n=n, pairs=n * (n - 1) // 2, metric=_METRIC[data["metric"]])
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        chebyshev = data["metric"] == "chebyshev"
        t.state("coordinates per axis")
        pts = t.fetch("points", data["points"])
        if chebyshev:
            axes = [t.compute("u", [x + y for x, y in pts], why="x + y"), t.compute("v", [x - y for x, y in pts], why="x - y")]
        else:
            axes = [t.compute("xs", [x for x, _ in pts]), t.compute("ys", [y for _, y in pts])]
        total = 0
        for name, values in zip(("u", "v") if chebyshev else ("xs", "ys"), axes):
            t.state(f"sort {name}")
            ordered = t.compute("sorted", sorted(t.fetch(name, values)), why=f"{name} in increasing order")
            n = len(ordered)
            for k, value in enumerate(ordered):
                t.state(f"{name}: the value of rank {k}")
                v = t.fetch(f"sorted[{k}]", value)
                weight = t.compute("w", 2 * k - n + 1, why=f"{k} smaller values minus {n - 1 - k} larger ones")
                total = t.compute("S", t.fetch("S0", total) + v * weight, why="S0 + value*w")
        t.state("answer")
        total = t.fetch("S", total)
        if chebyshev:
            if total % 2:
                raise ValueError(f"odd sum {total} after an injected error")
            return t.compute("answer", total // 2, why="half of the rotated Manhattan sum")
        return t.compute("answer", total)

    def solve(self, data: dict) -> int:
        pts, total = data["points"], 0
        for i in range(len(pts)):
            for j in range(i):
                dx, dy = abs(pts[i][0] - pts[j][0]), abs(pts[i][1] - pts[j][1])
                total += max(dx, dy) if data["metric"] == "chebyshev" else dx + dy
        return total


BOOTCAMP = PairwiseDistanceSum()
