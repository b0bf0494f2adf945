"""Random simple lattice polygons for the geometry bootcamps: integer vertices sorted by angle
around an interior point (a star-shaped polygon is simple), listed counter-clockwise."""

from __future__ import annotations

import math
import random


def star_polygon(rng: random.Random, vertices: int, radius: int) -> list[list[int]]:
    """``vertices`` distinct integer points in [-radius, radius]^2, counter-clockwise around the
    origin with distinct angles and no three consecutive points collinear."""
    while True:
        points: dict[float, tuple[int, int]] = {}
        while len(points) < vertices:
            x, y = rng.randint(-radius, radius), rng.randint(-radius, radius)
            if (x, y) != (0, 0):
                points.setdefault(math.atan2(y, x), (x, y))
        ordered = [list(points[a]) for a in sorted(points)]
        if _proper(ordered):
            return ordered


def _cross(o: list[int], a: list[int], b: list[int]) -> int:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _proper(poly: list[list[int]]) -> bool:
    n = len(poly)
    # no collinear consecutive triple, and the origin strictly inside every fan triangle
    for i in range(n):
        a, b, c = poly[i - 1], poly[i], poly[(i + 1) % n]
        if _cross(a, b, c) == 0 or _cross([0, 0], a, b) <= 0:
            return False
    return True


def twice_area(poly: list[list[int]]) -> int:
    """Shoelace sum: twice the signed area (positive counter-clockwise)."""
    return sum(poly[i - 1][0] * poly[i][1] - poly[i][0] * poly[i - 1][1] for i in range(len(poly)))


def format_points(poly: list[list[int]]) -> str:
    return ", ".join(f"({x}, {y})" for x, y in poly)
