"""The circumcentre of a triangle with lattice vertices, exactly: the point equidistant from
A, B and C, where the perpendicular bisectors of AB and AC meet (a 2x2 linear system)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.geometry import cross, point_text
from bootcamps.kit.numbers2 import RationalTupleAnswer, ask
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_coordinate: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.max_coordinate <= 10**4:
            raise ValueError(f"max_coordinate must be in 2..10**4, got {self.max_coordinate}")


_TEMPLATES = (
    "Find the circumcentre of the triangle with vertices A = {a}, B = {b} and C = {c}.",
    "A circle passes through the three points {a}, {b} and {c}. Where is its centre?",
    "Give the exact coordinates of the point that is equally far from {a}, {b} and {c}.",
    "Triangle ABC has A{a}, B{b}, C{c}. Locate the centre of its circumscribed circle.",
    "The perpendicular bisectors of the sides of the triangle {a}, {b}, {c} meet in one point. Find it.",
)
_FORM = "(x, y) with each coordinate an integer or a fraction in lowest terms, e.g. (5/2, -1/3)"


class Circumcenter(RationalTupleAnswer, Bootcamp):
    id = "geometry/circumcenter"
    description = "Exact circumcentre of a lattice triangle"
    Config = Config
    names = ("x", "y")
    LEVELS = {
        "1": Config(max_coordinate=5),
        "2": Config(max_coordinate=9),
        "3": Config(max_coordinate=15),
        "4": Config(max_coordinate=40),
        "5": Config(max_coordinate=150),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        m = config.max_coordinate
        while True:
            pts = [[rng.randint(-m, m), rng.randint(-m, m)] for _ in range(3)]
            if cross(*pts) != 0:
                break
        data = {"a": pts[0], "b": pts[1], "c": pts[2]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, a=point_text(data["a"]), b=point_text(data["b"]), c=point_text(data["c"]))

    def program(self, t: Tracer, data: dict) -> list[str]:
        rows = []
        for name in "bc":
            # |P - A|^2 = |P - B|^2  <=>  2(B - A) . P = |B|^2 - |A|^2
            t.state(f"bisector of A{name.upper()}")
            ax, ay = t.fetch("A", data["a"])
            px, py = t.fetch(name.upper(), data[name])
            u = t.compute(f"u_{name}", 2 * (px - ax), why=f"2*({name.upper()}.x - A.x)")
            v = t.compute(f"v_{name}", 2 * (py - ay), why=f"2*({name.upper()}.y - A.y)")
            w = t.compute(f"w_{name}", px * px + py * py - ax * ax - ay * ay, why=f"|{name.upper()}|^2 - |A|^2")
            rows.append((u, v, w))
        t.state("solve the two bisector equations")
        (u1, v1, w1), (u2, v2, w2) = (t.fetch(f"eq_{n}", list(r)) for n, r in zip("bc", rows))
        det = t.compute("D", u1 * v2 - u2 * v1, why="u_b*v_c - u_c*v_b")
        if det == 0:
            raise ZeroDivisionError("collinear points after an injected error")
        x = t.compute("x", Fraction(w1 * v2 - w2 * v1, det), why="(w_b*v_c - w_c*v_b) / D")
        y = t.compute("y", Fraction(u1 * w2 - u2 * w1, det), why="(u_b*w_c - u_c*w_b) / D")
        return [format_rational(x), format_rational(y)]

    def solve(self, data: dict) -> list[str]:
        # the closed formula with |A|^2, |B|^2, |C|^2 weights
        (ax, ay), (bx, by), (cx, cy) = data["a"], data["b"], data["c"]
        d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
        sa, sb, sc = ax * ax + ay * ay, bx * bx + by * by, cx * cx + cy * cy
        x = Fraction(sa * (by - cy) + sb * (cy - ay) + sc * (ay - by), d)
        y = Fraction(sa * (cx - bx) + sb * (ax - cx) + sc * (bx - ax), d)
        return [format_rational(x), format_rational(y)]


BOOTCAMP = Circumcenter()
