"""Lattice points strictly inside a simple lattice polygon, by Pick's theorem:
I = A - B/2 + 1 with A from the shoelace formula and B = sum of gcd(|dx|, |dy|) over the edges."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.geometry._polygons import format_points, star_polygon, twice_area
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 3
    radius: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 40 or not 3 <= self.radius <= 10**6:
            raise ValueError(f"need vertices in 3..40 and radius in 3..10**6, got {self.vertices}, {self.radius}")


_TEMPLATES = (
    "A polygon has vertices {points}, in order. How many points with integer coordinates lie strictly inside it (not on its boundary)?",
    "Count the lattice points in the interior of the simple polygon with consecutive corners {points}. Points on the edges do not count.",
    "The polygon {points} (vertices in boundary order) is drawn on grid paper. How many grid points are strictly inside?",
    "How many integer points (x, y) lie in the interior of the polygon whose vertices, in order, are {points}?",
)


class LatticePoints(IntegerAnswer, Bootcamp):
    id = "geometry/lattice_points"
    description = "Interior lattice points of a lattice polygon (Pick's theorem)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=3, radius=6),
        "2": Config(vertices=4, radius=10),
        "3": Config(vertices=5, radius=20),
        "4": Config(vertices=8, radius=60),
        "5": Config(vertices=12, radius=300),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        poly = star_polygon(rng, config.vertices, config.radius)
        shift = rng.randrange(len(poly))
        poly = poly[shift:] + poly[:shift]
        data = {"points": poly}
        boundary = sum(math.gcd(abs(poly[i][0] - poly[i - 1][0]), abs(poly[i][1] - poly[i - 1][1])) for i in range(len(poly)))
        return data, (abs(twice_area(poly)) - boundary + 2) // 2

    def prompt(self, data: dict, rng: random.Random) -> str:
        return f"{rng.choice(_TEMPLATES).format(points=format_points(data['points']))}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        points = data["points"]
        n = len(points)
        twice, boundary = 0, 0
        for i in range(n):
            t.state(f"edge {i}")
            twice, boundary = t.fetch("S", twice), t.fetch("B", boundary)
            x1, y1 = t.fetch(f"P[{i}]", points[i])
            x2, y2 = t.fetch(f"P[{(i + 1) % n}]", points[(i + 1) % n])
            twice = t.compute("S2", twice + x1 * y2 - x2 * y1, why="S + x_i*y_next - x_next*y_i")
            boundary = t.compute("B2", boundary + math.gcd(abs(x2 - x1), abs(y2 - y1)), why="B + gcd(|dx|, |dy|)")
        t.state("answer")
        area = t.compute("A", Fraction(abs(t.fetch("S", twice)), 2), why="|S| / 2")
        boundary = t.fetch("B", boundary)
        inside = Fraction(area) - Fraction(boundary, 2) + 1
        if inside.denominator != 1:
            raise ValueError("Pick's theorem gave a fraction after an injected error")
        return t.compute("I", int(inside), why="A - B/2 + 1")

    def solve(self, data: dict) -> int:
        # Brute force for small boxes: winding test of every grid point, skipping boundary points.
        p = data["points"]
        xs, ys = [q[0] for q in p], [q[1] for q in p]
        if (max(xs) - min(xs)) * (max(ys) - min(ys)) > 2_000:
            boundary = sum(math.gcd(abs(p[i][0] - p[i - 1][0]), abs(p[i][1] - p[i - 1][1])) for i in range(len(p)))
            return (abs(twice_area(p)) - boundary + 2) // 2
        count = 0
        for x in range(min(xs), max(xs) + 1):
            for y in range(min(ys), max(ys) + 1):
                if _strictly_inside(p, x, y):
                    count += 1
        return count


def _strictly_inside(p: list[list[int]], x: int, y: int) -> bool:
    inside = False
    for i in range(len(p)):
        (x1, y1), (x2, y2) = p[i - 1], p[i]
        cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
        if cross == 0 and min(x1, x2) <= x <= max(x1, x2) and min(y1, y2) <= y <= max(y1, y2):
            return False  # on an edge
        if (y1 > y) != (y2 > y):  # x < x1 + (y-y1)(x2-x1)/(y2-y1), multiplied out by (y2-y1)
            left, right = (x - x1) * (y2 - y1), (y - y1) * (x2 - x1)
            if (left < right) if y2 > y1 else (left > right):
                inside = not inside
    return inside


BOOTCAMP = LatticePoints()
