"""Vertices of the convex hull of n lattice points, counter-clockwise (Andrew's monotone chain).

Points on a hull edge but not at a corner are not vertices. Any starting vertex is accepted as
long as the order is counter-clockwise; the prompt asks for the leftmost-lowest first.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import clean_answer
from bootcamps.trace import Tracer

_PAIR = re.compile(r"\(\s*([+-]?\d{1,9})\s*,\s*([+-]?\d{1,9})\s*\)")
_GAP = re.compile(r"[\s,;\[\]]*")


@dataclass(frozen=True)
class Config:
    points: int = 6
    radius: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.points <= 200 or not 2 <= self.radius <= 10**6:
            raise ValueError(f"need points in 3..200 and radius in 2..10**6, got {self.points}, {self.radius}")


def _cross(o: list[int], a: list[int], b: list[int]) -> int:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _hull(points: list[list[int]]) -> list[list[int]]:
    pts = sorted(map(list, set(map(tuple, points))))
    lower: list[list[int]] = []
    for p in pts:
        while len(lower) >= 2 and _cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[list[int]] = []
    for p in reversed(pts):
        while len(upper) >= 2 and _cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


_TEMPLATES = (
    "Find the convex hull of the points {points}.",
    "Which of the points {points} are corners of their convex hull?",
    "A rubber band is stretched around pegs at {points}. Which pegs does it bend around?",
    "Compute the vertices of the smallest convex polygon containing all of the points {points}.",
)
_FORM = ("the hull's corner points in counter-clockwise order, starting from the one with the smallest x "
         "(the lowest such if several), as (x, y) pairs separated by commas, e.g. (0, 0), (4, 1), (2, 5); "
         "points in the middle of a hull edge are not corners")


class ConvexHull(Bootcamp):
    id = "geometry/convex_hull"
    description = "Corners of the convex hull of lattice points, counter-clockwise"
    Config = Config
    LEVELS = {
        "1": Config(points=5, radius=6),
        "2": Config(points=8, radius=8),
        "3": Config(points=12, radius=12),
        "4": Config(points=18, radius=20),
        "5": Config(points=30, radius=40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        while True:
            points = [[rng.randint(-config.radius, config.radius), rng.randint(-config.radius, config.radius)] for _ in range(config.points)]
            if len(set(map(tuple, points))) == len(points) and len(_hull(points)) >= 3:
                return {"points": points}, _hull(points)

    def prompt(self, data: dict, rng: random.Random) -> str:
        points = ", ".join(f"({x}, {y})" for x, y in data["points"])
        return f"{rng.choice(_TEMPLATES).format(points=points)}\n{answer_instruction(_FORM)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return ", ".join(f"({x}, {y})" for x, y in answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        text = clean_answer(text, 5000)
        if text is None:
            return 0.0
        pairs = [[int(a), int(b)] for a, b in _PAIR.findall(text)]
        if _GAP.fullmatch(_PAIR.sub(" ", text)) is None:
            return 0.0  # anything besides the pairs and separators
        gold = [list(p) for p in answer]
        if len(pairs) != len(gold):
            return 0.0
        rotations = (gold[i:] + gold[:i] for i in range(len(gold)))
        return 1.0 if any(pairs == r for r in rotations) else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        t.state("sort")
        pts = t.compute("sorted", sorted(map(list, t.fetch("points", data["points"]))), why="by x, then y")
        chains = []
        for name, order in (("lower", pts), ("upper", list(reversed(pts)))):
            chain: list[list[int]] = []
            for i, p in enumerate(order):
                t.state(f"{name} chain, point {i}")
                chain = [list(q) for q in t.fetch(name, chain)]
                p = list(t.fetch("p", p))
                while len(chain) >= 2 and _cross(chain[-2], chain[-1], p) <= 0:
                    chain.pop()
                chain = t.compute(f"{name}2", chain + [p], why="pop while the last two make no left turn with p, then push p")
            chains.append(chain)
        t.state("answer")
        lower, upper = t.fetch("lower", chains[0]), t.fetch("upper", chains[1])
        return t.compute("hull", [list(q) for q in lower[:-1] + upper[:-1]], why="lower then upper, ends dropped")

    def solve(self, data: dict) -> list[list[int]]:
        # Gift wrapping (Jarvis march) from the leftmost-lowest point, counter-clockwise.
        pts = sorted(map(tuple, data["points"]))
        start = pts[0]
        hull, current = [], start
        while True:
            hull.append(list(current))
            candidate = None
            for q in pts:
                if q == current:
                    continue
                if candidate is None:
                    candidate = q
                    continue
                turn = _cross(list(current), list(candidate), list(q))
                far = (q[0] - current[0]) ** 2 + (q[1] - current[1]) ** 2 > (candidate[0] - current[0]) ** 2 + (candidate[1] - current[1]) ** 2
                if turn < 0 or (turn == 0 and far):
                    candidate = q
            current = candidate
            if current == start:
                return hull


BOOTCAMP = ConvexHull()
