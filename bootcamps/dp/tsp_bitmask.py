"""Length of a shortest round trip that visits every city once (a small travelling salesman).

The trace is the Held-Karp bitmask DP from city 0: one state per (set of visited cities, last
city), reading the best tours of the set without the last city and adding the last leg; a
final state closes the tour back to city 0.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    cities: int = 4
    max_distance: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.cities <= 9:
            raise ValueError(f"cities must be in 3..9, got {self.cities}")
        if not 5 <= self.max_distance <= 1000:
            raise ValueError(f"max_distance must be in 5..1000, got {self.max_distance}")


_TEMPLATES = (
    "A salesman starts in city 0, must visit each of the cities 1..{last} exactly once, and return to city 0. "
    "Travel distances (symmetric) are:\n{table}\nWhat is the length of the shortest such round trip?",
    "A delivery drone leaves the depot (point 0), flies to every drop point 1..{last} once and comes back. The "
    "flight times between points are:\n{table}\nWhat is the smallest possible total flight time?",
    "Travelling salesman problem on {n} cities numbered 0..{last}; the distance matrix row i lists d(i, 0), d(i, 1), "
    "...:\n{matrix}\nFind the minimum length of a tour that visits every city exactly once and returns to its start.",
)


class TspBitmask(IntegerAnswer, Bootcamp):
    id = "dp/tsp_bitmask"
    description = "Shortest round trip through all cities of a small symmetric instance (Held-Karp bitmask trace)"
    Config = Config
    LEVELS = {
        "1": Config(cities=4, max_distance=20),
        "2": Config(cities=5, max_distance=30),
        "3": Config(cities=5, max_distance=50),
        "4": Config(cities=6, max_distance=60),
        "5": Config(cities=7, max_distance=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.cities
        dist = [[0] * n for _ in range(n)]
        for i in range(n):
            for j in range(i + 1, n):
                dist[i][j] = dist[j][i] = rng.randint(1, config.max_distance)
        data = {"dist": dist}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        dist = data["dist"]
        n = len(dist)
        sep = rng.choice(("-", " to ", "<->"))
        text = rng.choice(_TEMPLATES).format(
            n=n, last=n - 1,
            table="\n".join(f"{i}{sep}{j}: {dist[i][j]}" for i in range(n) for j in range(i + 1, n)),
            matrix="\n".join(" ".join(str(x) for x in row) for row in dist),
        )
        return f"{text}\n{answer_instruction('the shortest total as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        dist = data["dist"]
        n = len(dist)
        best: dict[tuple[int, int], int] = {}
        masks = sorted(range(1, 1 << (n - 1)), key=lambda m: (bin(m).count("1"), m))  # subsets of cities 1..n-1
        for mask in masks:
            members = [c for c in range(1, n) if mask >> (c - 1) & 1]
            for last in members:
                t.state(f"visited {members} ending at {last}")
                rest = [c for c in members if c != last]
                if not rest:
                    best[(mask, last)] = t.compute(f"best[{members}][{last}]", t.fetch(f"d(0,{last})", dist[0][last]))
                    continue
                before = mask & ~(1 << (last - 1))
                options = [t.fetch(f"best[{rest}][{p}]", best[(before, p)]) + t.fetch(f"d({p},{last})", dist[p][last])
                           for p in rest]
                best[(mask, last)] = t.compute(f"best[{members}][{last}]", min(options),
                                               why="min over the previous city p of best + d(p, last)")
        full = (1 << (n - 1)) - 1
        t.state("close the tour")
        tours = [t.fetch(f"best[all][{c}]", best[(full, c)]) + t.fetch(f"d({c},0)", dist[c][0]) for c in range(1, n)]
        return t.compute("answer", min(tours))

    def solve(self, data: dict) -> int:
        # Every order of the other cities, city 1 before the last city (each tour once per direction).
        dist = data["dist"]
        n = len(dist)
        return min(
            dist[0][p[0]] + sum(dist[a][b] for a, b in zip(p, p[1:])) + dist[p[-1]][0]
            for p in permutations(range(1, n))
        )


BOOTCAMP = TspBitmask()
