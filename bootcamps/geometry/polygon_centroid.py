"""The centroid (centre of mass of the uniform region) of a simple lattice polygon, exactly:
with c_i = x_i·y_{i+1} - x_{i+1}·y_i over the edges, C_x = Σ (x_i + x_{i+1})·c_i / (3·Σ c_i)
and likewise for y. The plain solver fans the polygon into triangles from its first vertex and
averages the triangles' centroids weighted by their signed areas."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.geometry._polygons import format_points, star_polygon
from bootcamps.kit.geometry import cross
from bootcamps.kit.geometry2 import place
from bootcamps.kit.numbers2 import RationalTupleAnswer, ask
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 4
    radius: int = 6
    shift: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 40:
            raise ValueError(f"vertices must be in 3..40, got {self.vertices}")
        if not 3 <= self.radius <= 10**5 or not 0 <= self.shift <= 10**5:
            raise ValueError(f"need radius in 3..10**5 and shift in 0..10**5, got {self.radius}, {self.shift}")


_TEMPLATES = (
    "A thin plate of uniform density has the shape of the polygon with vertices {points}, in this order. Where is its centre of mass?",
    "Find the centroid of the region enclosed by the simple polygon {points} (vertices listed in order around the boundary).",
    "The points {points} are joined in order, the last back to the first, to form a polygon. Compute the exact coordinates of the centroid of the enclosed area.",
    "Compute the area centroid (not the average of the vertices) of the polygon whose consecutive corners are {points}.",
)
_FORM = "(x, y) with each coordinate an integer or a fraction in lowest terms, e.g. (13/6, -5/4)"


class PolygonCentroid(RationalTupleAnswer, Bootcamp):
    id = "geometry/polygon_centroid"
    description = "Exact centroid of the region bounded by a simple lattice polygon"
    Config = Config
    names = ("x", "y")
    LEVELS = {
        "1": Config(vertices=3, radius=5, shift=3),
        "2": Config(vertices=4, radius=6, shift=6),
        "3": Config(vertices=5, radius=10, shift=10),
        "4": Config(vertices=7, radius=20, shift=30),
        "5": Config(vertices=10, radius=60, shift=100),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        poly = place(rng, star_polygon(rng, config.vertices, config.radius), config.shift)
        start = rng.randrange(len(poly))
        data = {"points": poly[start:] + poly[:start]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, points=format_points(data["points"]))

    def program(self, t: Tracer, data: dict) -> list[str]:
        pts = data["points"]
        n = len(pts)
        total, sx, sy = 0, 0, 0
        for i in range(n):
            j = (i + 1) % n
            t.state(f"edge {i + 1}")
            (x1, y1), (x2, y2) = t.fetch(f"P{i + 1}", pts[i]), t.fetch(f"P{j + 1}", pts[j])
            c = t.compute("c", x1 * y2 - x2 * y1, why="x_i*y_next - x_next*y_i")
            total = t.compute("S", total + c, why="S + c")
            sx = t.compute("Sx", sx + (x1 + x2) * c, why="Sx + (x_i + x_next)*c")
            sy = t.compute("Sy", sy + (y1 + y2) * c, why="Sy + (y_i + y_next)*c")
        t.state("centroid")
        total, sx, sy = t.fetch("S", total), t.fetch("Sx", sx), t.fetch("Sy", sy)
        if total == 0:
            raise ZeroDivisionError("zero area after an injected error")
        gx = t.compute("C.x", Fraction(sx, 3 * total), why="Sx / (3 S)")
        gy = t.compute("C.y", Fraction(sy, 3 * total), why="Sy / (3 S)")
        return [format_rational(gx), format_rational(gy)]

    def solve(self, data: dict) -> list[str]:
        pts = data["points"]
        weight, mx, my = 0, Fraction(0), Fraction(0)
        for b, c in zip(pts[1:-1], pts[2:]):
            w = cross(pts[0], b, c)  # twice the signed area of the fan triangle
            weight += w
            mx += w * Fraction(pts[0][0] + b[0] + c[0], 3)
            my += w * Fraction(pts[0][1] + b[1] + c[1], 3)
        return [format_rational(mx / weight), format_rational(my / weight)]


BOOTCAMP = PolygonCentroid()
