"""The orthocentre of a lattice triangle, exactly: where the altitudes meet. The altitude from
A is perpendicular to BC: (C - B) · P = (C - B) · A, and likewise from B; the traced solver
solves this 2x2 system by Cramer's rule. The plain solver uses Euler's line, H = A + B + C - 2O
with O the circumcentre."""

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
        if not 3 <= self.max_coordinate <= 10**4:
            raise ValueError(f"max_coordinate must be in 3..10**4, got {self.max_coordinate}")


_TEMPLATES = (
    "Orthocentre problem: for A = {a}, B = {b}, C = {c}, drop the altitude from each corner onto the line of the opposite side. Where do the altitudes cross?",
    "The three altitudes of triangle {a}, {b}, {c} meet in a single point. What are its exact coordinates?",
    "Triangle PQR has P{a}, Q{b}, R{c}. Locate the point H where the lines through each vertex perpendicular to the opposite side meet.",
    "Give the exact intersection point of the altitudes of the triangle whose corners are {a}, {b} and {c}.",
)
_FORM = "the point H as (x, y), exact coordinates (integers or reduced fractions), e.g. (7/3, -2)"


class Orthocenter(RationalTupleAnswer, Bootcamp):
    id = "geometry/orthocenter"
    description = "Exact orthocentre (meeting point of the altitudes) of a lattice triangle"
    Config = Config
    names = ("x", "y")
    LEVELS = {
        "1": Config(6),
        "2": Config(12),
        "3": Config(25),
        "4": Config(60),
        "5": Config(200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        m = config.max_coordinate
        corners: list[list[int]] = []
        while len(corners) < 3:
            corners.append([rng.randint(-m, m), rng.randint(-m, m)])
            if len(corners) == 3 and (cross(*corners) == 0 or _right_angled(corners)):
                corners = []  # degenerate, or right-angled (the orthocentre is then a vertex)
        data = dict(zip("abc", corners))
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, a=point_text(data["a"]), b=point_text(data["b"]), c=point_text(data["c"]))

    def program(self, t: Tracer, data: dict) -> list[str]:
        rows = []
        for vertex, (p, q) in (("a", ("b", "c")), ("b", ("a", "c"))):
            t.state(f"altitude from {vertex.upper()}")
            v = t.fetch(vertex.upper(), data[vertex])
            s, e = t.fetch(p.upper(), data[p]), t.fetch(q.upper(), data[q])
            direction = t.compute(f"side {p.upper()}{q.upper()}", [e[0] - s[0], e[1] - s[1]], why=f"{q.upper()} - {p.upper()}")
            rhs = t.compute(f"rhs_{vertex}", direction[0] * v[0] + direction[1] * v[1], why=f"side · {vertex.upper()}")
            rows.append((direction[0], direction[1], rhs))
        t.state("solve")
        (u1, v1, w1), (u2, v2, w2) = (t.fetch(f"eq_{n}", list(r)) for n, r in zip("ab", rows))
        det = t.compute("D", u1 * v2 - u2 * v1, why="determinant of the two side vectors")
        if det == 0:
            raise ZeroDivisionError("parallel sides after an injected error")
        x = t.compute("x", Fraction(w1 * v2 - w2 * v1, det), why="Cramer's rule")
        y = t.compute("y", Fraction(u1 * w2 - u2 * w1, det), why="Cramer's rule")
        return [format_rational(x), format_rational(y)]

    def solve(self, data: dict) -> list[str]:
        (ax, ay), (bx, by), (cx, cy) = data["a"], data["b"], data["c"]
        d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
        sa, sb, sc = ax * ax + ay * ay, bx * bx + by * by, cx * cx + cy * cy
        ox = Fraction(sa * (by - cy) + sb * (cy - ay) + sc * (ay - by), d)
        oy = Fraction(sa * (cx - bx) + sb * (ax - cx) + sc * (bx - ax), d)
        return [format_rational(ax + bx + cx - 2 * ox), format_rational(ay + by + cy - 2 * oy)]


def _right_angled(pts: list[list[int]]) -> bool:
    for i in range(3):
        o, p, q = pts[i], pts[(i + 1) % 3], pts[(i + 2) % 3]
        if (p[0] - o[0]) * (q[0] - o[0]) + (p[1] - o[1]) * (q[1] - o[1]) == 0:
            return True
    return False


BOOTCAMP = Orthocenter()
