"""Area of a simple polygon with integer vertices given in order, by the shoelace formula."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.geometry._polygons import format_points, star_polygon, twice_area
from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    vertices: int = 4
    radius: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 40 or not 3 <= self.radius <= 10**6:
            raise ValueError(f"need vertices in 3..40 and radius in 3..10**6, got {self.vertices}, {self.radius}")


_TEMPLATES = (
    "A polygon has vertices {points}, in this order. What is its area?",
    "Find the area enclosed by the simple polygon with consecutive corners {points}.",
    "The points {points} are joined in order (and the last back to the first) to form a polygon. Compute its area.",
    "Use the shoelace formula to find the area of the polygon {points} (vertices listed in order around the boundary).",
    "A plot of land is the polygon with corners {points}, taken in order. How large is its area?",
)
_FORM = "the exact area as an integer, a fraction such as 45/2, or a decimal such as 22.5"


class PolygonArea(Bootcamp):
    id = "geometry/polygon_area"
    description = "Area of a simple lattice polygon by the shoelace formula"
    Config = Config
    LEVELS = {
        "1": Config(vertices=3, radius=8),
        "2": Config(vertices=4, radius=10),
        "3": Config(vertices=6, radius=15),
        "4": Config(vertices=9, radius=40),
        "5": Config(vertices=14, radius=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        poly = star_polygon(rng, config.vertices, config.radius)
        if rng.random() < 0.5:
            poly.reverse()  # clockwise: the signed sum is negative, the area is not
        shift = rng.randrange(len(poly))
        poly = poly[shift:] + poly[:shift]
        return {"points": poly}, format_rational(Fraction(abs(twice_area(poly)), 2))

    def prompt(self, data: dict, rng: random.Random) -> str:
        return f"{rng.choice(_TEMPLATES).format(points=format_points(data['points']))}\n{answer_instruction(_FORM)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        value = read_rational(text)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        points = data["points"]
        n = len(points)
        total = 0
        for i in range(n):
            t.state(f"edge {i}")
            total = t.fetch("S", total)
            x1, y1 = t.fetch(f"P[{i}]", points[i])
            x2, y2 = t.fetch(f"P[{(i + 1) % n}]", points[(i + 1) % n])
            term = t.compute("term", x1 * y2 - x2 * y1, why="x_i*y_next - x_next*y_i")
            total = t.compute("S2", total + term, why="S + term")
        t.state("answer")
        return t.compute("area", format_rational(Fraction(abs(t.fetch("S", total)), 2)), why="|S| / 2")

    def solve(self, data: dict) -> str:
        # Trapezoid formula: sum of (x_next - x_i) * (y_next + y_i) / 2 over the edges.
        p = data["points"]
        s = sum((p[(i + 1) % len(p)][0] - p[i][0]) * (p[(i + 1) % len(p)][1] + p[i][1]) for i in range(len(p)))
        return format_rational(Fraction(abs(s), 2))


BOOTCAMP = PolygonArea()
