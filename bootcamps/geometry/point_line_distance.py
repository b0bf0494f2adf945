"""The exact distance from a point to a line (given by an equation ax + by = c or by two of its
points), in simplest surd form (p/r)·√q. The traced solver uses |a x0 + b y0 - c| / sqrt(a² + b²);
the plain solver divides twice the area of the triangle formed by the point and two points of
the line by the length of the base between them."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.geometry.heron_area import FORM
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers3 import SurdFractionAnswer, format_surd_fraction, sqrt_of_product
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_coord: int = 6
    through_points: bool = False  # the line may be given by two points

    def __post_init__(self) -> None:
        if not 3 <= self.max_coord <= 10_000:
            raise ValueError(f"max_coord must be in 3..10000, got {self.max_coord}")


def _equation(a: int, b: int, c: int) -> str:
    left = format_coeffs([0, a]) if a else ""
    right = format_coeffs([0, b], "y") if b else ""
    if left and right:
        left += (" - " + right[1:]) if right.startswith("-") else " + " + right
    return f"{left or right} = {c}"


_TEMPLATES = (
    "Find the exact distance from the point P{p} to the line {line}.",
    "How far is the point {p} from the line {line}? Give the exact distance.",
    "Compute the perpendicular distance between the point {p} and the line {line}.",
    "What is the shortest distance from {p} to the line {line}?",
)


class PointLineDistance(SurdFractionAnswer, Bootcamp):
    id = "geometry/point_line_distance"
    description = "Exact distance from a point to a line (surd form)"
    Config = Config
    LEVELS = {
        "1": Config(max_coord=6, through_points=False),
        "2": Config(max_coord=12, through_points=False),
        "3": Config(max_coord=30, through_points=True),
        "4": Config(max_coord=200, through_points=True),
        "5": Config(max_coord=2_000, through_points=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        r = config.max_coord
        while True:
            q1 = [rng.randint(-r, r), rng.randint(-r, r)]
            q2 = [rng.randint(-r, r), rng.randint(-r, r)]
            p = [rng.randint(-r, r), rng.randint(-r, r)]
            a, b = q2[1] - q1[1], q1[0] - q2[0]  # normal of the line through q1, q2
            c = a * q1[0] + b * q1[1]
            if (a or b) and a * p[0] + b * p[1] != c:
                break
        if config.through_points and rng.random() < 0.6:
            line = {"kind": "points", "q1": q1, "q2": q2}
        else:
            g = math.gcd(a, b, c)
            sign = -1 if (a < 0 or (a == 0 and b < 0)) else 1
            line = {"kind": "equation", "abc": [sign * a // g, sign * b // g, sign * c // g]}
        data = {"p": p, "line": line}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        line = data["line"]
        if line["kind"] == "points":
            text = f"through the points ({line['q1'][0]}, {line['q1'][1]}) and ({line['q2'][0]}, {line['q2'][1]})"
        else:
            text = _equation(*line["abc"])
        return ask(rng, _TEMPLATES, FORM, p=f"({data['p'][0]}, {data['p'][1]})", line=text)

    def program(self, t: Tracer, data: dict) -> str:
        line = data["line"]
        t.state("line")
        if line["kind"] == "points":
            q1, q2 = t.fetch("Q1", tuple(line["q1"])), t.fetch("Q2", tuple(line["q2"]))
            a = t.compute("a", q2[1] - q1[1], why="y2 - y1")
            b = t.compute("b", q1[0] - q2[0], why="x1 - x2")
            c = t.compute("c", a * q1[0] + b * q1[1], why="a x1 + b y1")
        else:
            a, b, c = t.fetch("(a, b, c)", tuple(line["abc"]))
        t.state("distance")
        x0, y0 = t.fetch("P", tuple(data["p"]))
        top = t.compute("|ax0+by0-c|", abs(a * x0 + b * y0 - c))
        norm = t.compute("a^2+b^2", a * a + b * b)
        t.state("answer")
        if norm == 0:
            raise ValueError("not a line")  # only after an injected error
        outside, inside = sqrt_of_product([norm])
        return t.compute("d", format_surd_fraction(Fraction(top * outside, norm), inside), why="top/sqrt(n) = top·sqrt(n)/n")

    def solve(self, data: dict) -> str:
        # distance = twice the area of the triangle (P, Q1, Q2) over the base |Q1 Q2|
        line = data["line"]
        if line["kind"] == "points":
            q1 = [Fraction(v) for v in line["q1"]]
            q2 = [Fraction(v) for v in line["q2"]]
        else:
            a, b, c = line["abc"]
            q1 = [Fraction(c, a), Fraction(0)] if a else [Fraction(0), Fraction(c, b)]
            q2 = [q1[0] + b, q1[1] - a]  # one step along the direction (b, -a)
        (x0, y0), (dx, dy) = data["p"], (q2[0] - q1[0], q2[1] - q1[1])
        twice_area = abs(dx * (y0 - q1[1]) - dy * (x0 - q1[0]))
        base_square = dx * dx + dy * dy  # an integer: both kinds step by integers
        outside, inside = sqrt_of_product([int(base_square)])
        return format_surd_fraction(twice_area / (outside * inside), inside)  # T / (k√q) = T√q / (kq)


BOOTCAMP = PointLineDistance()
