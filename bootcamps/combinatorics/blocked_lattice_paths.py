"""Right/up lattice paths from (0, 0) to (W, H) that avoid a few blocked lattice points, on
grids far too large for a cell-by-cell table (answers modulo a prime at the top levels). The
traced solver sorts the blocked points and counts, for each, the paths whose first blocked
point it is: bad(P) = paths(O, P) - sum over earlier Q below-left of P of bad(Q) paths(Q, P);
the answer is paths(O, E) - sum bad(P) paths(P, E), every path count a binomial coefficient.
The plain solver is inclusion-exclusion over every chain of blocked points (a set that one
path can visit in order): sum (-1)^|S| times the product of the binomials along the chain."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.counting2 import lattice_paths
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer

MODULI = (1_000_000_007, 998_244_353, 1_000_000_009)


@dataclass(frozen=True)
class Config:
    min_side: int = 3
    max_side: int = 6
    min_blocked: int = 1
    max_blocked: int = 2
    modular: bool = False

    def __post_init__(self) -> None:
        if not 3 <= self.min_side <= self.max_side <= 200_000 or not 1 <= self.min_blocked <= self.max_blocked <= 10:
            raise ValueError(f"need 3 <= min_side <= max_side <= 200000 and 1 <= min_blocked <= max_blocked <= 10, got {self}")
        if self.max_side > 60 and not self.modular:
            raise ValueError("sides above 60 need modular answers")


_TEMPLATES = (
    "A path on the integer lattice starts at (0, 0) and ends at ({w}, {h}), each step moving one unit right (x + 1) or one unit up (y + 1). The points {pts} are blocked: a path may not pass through any of them. How many such paths are there{mod}?",
    "A robot walks on the grid of integer points from (0, 0) to ({w}, {h}) using only unit moves east (+x) and north (+y). Mines sit at the lattice points {pts}, and the robot must never step on one. Count the possible routes{mod}.",
    "Count the monotone lattice paths (unit steps right or up) from (0, 0) to ({w}, {h}) that visit none of the points {pts}{mod}.",
    "In a city whose streets form a grid, you walk from the corner (0, 0) to the corner ({w}, {h}), always going one block east or one block north. The intersections {pts} are closed. How many different walks avoid every closed intersection{mod}?",
)


class BlockedLatticePaths(IntegerAnswer, Bootcamp):
    id = "combinatorics/blocked_lattice_paths"
    description = "Right/up lattice paths avoiding blocked points on huge grids (binomials, first-blocked-point subtraction)"
    Config = Config
    min_distinct_prompts = {"1": 0.9}
    small_space_reason = "level 1 grids are at most 6 x 6 with one or two blocked points"
    LEVELS = {
        "1": Config(min_side=3, max_side=6, min_blocked=1, max_blocked=2),
        "2": Config(min_side=6, max_side=12, min_blocked=2, max_blocked=3),
        "3": Config(min_side=15, max_side=40, min_blocked=3, max_blocked=4),
        "4": Config(min_side=200, max_side=3000, min_blocked=4, max_blocked=6, modular=True),
        "5": Config(min_side=10_000, max_side=100_000, min_blocked=6, max_blocked=8, modular=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        w, h = rng.randint(config.min_side, config.max_side), rng.randint(config.min_side, config.max_side)
        count = rng.randint(config.min_blocked, config.max_blocked)
        points: set[tuple[int, int]] = set()
        while len(points) < count:
            point = (rng.randint(0, w), rng.randint(0, h))
            if point not in ((0, 0), (w, h)):
                points.add(point)
        blocked = [list(p) for p in sorted(points, key=lambda p: rng.random())]  # listed in a random order
        data = {"w": w, "h": h, "blocked": blocked, "mod": rng.choice(MODULI) if config.modular else 0,
                "template": rng.randrange(len(_TEMPLATES))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        pts = ", ".join(f"({x}, {y})" for x, y in data["blocked"])
        mod = f", modulo {data['mod']}" if data["mod"] else ""
        form = f"one integer from 0 to {data['mod'] - 1}" if data["mod"] else "one integer"
        return ask(rng, (_TEMPLATES[data["template"]],), form, w=data["w"], h=data["h"], pts=pts, mod=mod)

    def program(self, t: Tracer, data: dict) -> int:
        p = data["mod"] or None
        origin, end = (0, 0), (data["w"], data["h"])
        t.state("sort")
        points = t.compute("order", sorted(tuple(q) for q in t.fetch("blocked", [list(q) for q in data["blocked"]])),
                           why="by x, then y: a point reachable from another comes after it")
        bad: list[int] = []
        for i, point in enumerate(points):
            t.state(f"first block at {point}")
            value = t.compute("all paths", lattice_paths(origin, point, p), why=f"C({point[0] + point[1]},{point[0]})")
            for j in range(i):
                if points[j][0] <= point[0] and points[j][1] <= point[1]:
                    through = t.fetch(f"bad[{j}]", bad[j]) * lattice_paths(points[j], point, p)
                    value = value - through if p is None else (value - through) % p
            bad.append(t.compute(f"bad[{i}]", value, why="minus paths whose first block is an earlier point below-left"))
        t.state("answer")
        total = t.compute("all routes", lattice_paths(origin, end, p), why=f"C({end[0] + end[1]},{end[0]})")
        for i, point in enumerate(points):
            total -= t.fetch(f"bad[{i}]", bad[i]) * lattice_paths(point, end, p)
        return t.compute("answer", total if p is None else total % p, why="minus every path's first block times its ways on to the end")

    def solve(self, data: dict) -> int:
        p = data["mod"] or None
        points = sorted(tuple(q) for q in data["blocked"])
        end = (data["w"], data["h"])
        total = 0
        for size in range(len(points) + 1):
            for chain in combinations(points, size):  # sorted order: a chain is monotone in y too
                if any(b[1] < a[1] for a, b in zip(chain, chain[1:])):
                    continue
                stops = [(0, 0), *chain, end]
                term = (-1) ** size
                for a, b in zip(stops, stops[1:]):
                    term *= lattice_paths(a, b, p)
                total += term
        return total if p is None else total % p


BOOTCAMP = BlockedLatticePaths()
