"""The area of the overlap of two convex lattice polygons, exactly. The traced solver clips
one polygon by each edge line of the other in turn (Sutherland-Hodgman), keeping the part on
the inner side and adding the crossing points, then takes the shoelace area of what is left.
The plain solver takes the convex hull of the corners of each polygon that lie in the other
together with all edge-edge crossing points."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.geometry._polygons import format_points
from bootcamps.kit.geometry import cross
from bootcamps.kit.geometry2 import clip_convex, clip_edge, convex_hull, random_convex, shoelace
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    points: int = 4  # random points whose hull is each polygon
    radius: int = 4

    def __post_init__(self) -> None:
        if not 3 <= self.points <= 40:
            raise ValueError(f"points must be in 3..40, got {self.points}")
        if not 2 <= self.radius <= 10**4:
            raise ValueError(f"radius must be in 2..10**4, got {self.radius}")


_TEMPLATES = (
    "Two convex polygons are given by their vertices in counter-clockwise order. P: {p}. Q: {q}. What is the area of the region covered by both P and Q?",
    "Find the exact area of the intersection of the convex polygon with corners {p} and the convex polygon with corners {q} (each listed counter-clockwise).",
    "Polygon P has vertices {p} and polygon Q has vertices {q}, both convex and listed counter-clockwise. Compute the area of P ∩ Q.",
    "Two convex plates lie on a table: one with corners {p}, the other with corners {q} (counter-clockwise). How large is the area where they overlap?",
)
_FORM = "the exact area as an integer or a fraction in lowest terms, e.g. 37/6"


def _point_value(p: tuple) -> list:
    return [p[0], p[1]]


class ConvexOverlapArea(ExactRationalAnswer, Bootcamp):
    id = "geometry/convex_overlap_area"
    description = "Exact area of the intersection of two convex lattice polygons (clipping)"
    Config = Config
    LEVELS = {
        "1": Config(points=4, radius=3),
        "2": Config(points=5, radius=5),
        "3": Config(points=7, radius=8),
        "4": Config(points=10, radius=15),
        "5": Config(points=14, radius=40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        r = config.radius
        while True:
            p = random_convex(rng, config.points, r)
            q = random_convex(rng, config.points, r, rng.randint(-r, r), rng.randint(-r, r))
            overlap = clip_convex(p, q)
            twice = shoelace(overlap) if len(overlap) >= 3 else 0
            if twice > 0 and twice != shoelace(p) and twice != shoelace(q):  # overlap, no containment
                break
        data = {"p": p, "q": q}
        return data, format_rational(Fraction(twice, 2))

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, p=format_points(data["p"]), q=format_points(data["q"]))

    def program(self, t: Tracer, data: dict) -> str:
        poly = [list(v) for v in data["p"]]
        clipper = data["q"]
        for i in range(len(clipper)):
            t.state(f"clip by edge {i + 1} of Q")
            a, b = t.fetch("edge", [clipper[i], clipper[(i + 1) % len(clipper)]])
            kept = t.fetch("kept", poly)
            cut = clip_edge([tuple(v) for v in kept], a, b) if kept else []
            poly = t.compute("new kept", [_point_value(v) for v in cut], why="keep points left of the edge, add the crossings")
        t.state("shoelace area")
        poly = t.fetch("kept", poly)
        twice = t.compute("2A", shoelace(poly) if len(poly) >= 3 else 0, why="sum of x_i*y_next - x_next*y_i")
        return t.compute("A", format_rational(Fraction(twice, 2)), why="2A / 2")

    def solve(self, data: dict) -> str:
        p, q = data["p"], data["q"]

        def inside(v: list, poly: list) -> bool:
            return all(cross(poly[i], poly[(i + 1) % len(poly)], v) >= 0 for i in range(len(poly)))

        candidates = [tuple(v) for v in p if inside(v, q)] + [tuple(v) for v in q if inside(v, p)]
        for i in range(len(p)):
            a, b = p[i], p[(i + 1) % len(p)]
            for j in range(len(q)):
                c, d = q[j], q[(j + 1) % len(q)]
                den = cross([0, 0], [b[0] - a[0], b[1] - a[1]], [d[0] - c[0], d[1] - c[1]])
                if den == 0:
                    continue
                s = Fraction(cross([0, 0], [c[0] - a[0], c[1] - a[1]], [d[0] - c[0], d[1] - c[1]]), den)
                u = Fraction(cross([0, 0], [c[0] - a[0], c[1] - a[1]], [b[0] - a[0], b[1] - a[1]]), den)
                if 0 <= s <= 1 and 0 <= u <= 1:
                    candidates.append((a[0] + s * (b[0] - a[0]), a[1] + s * (b[1] - a[1])))
        hull = convex_hull(candidates)
        return format_rational(Fraction(shoelace(hull), 2) if len(hull) >= 3 else Fraction(0))


BOOTCAMP = ConvexOverlapArea()
