"""The intersection point of two non-parallel lines, each given by two lattice points or by an
equation a*x + b*y = c, exactly: write both as a*x + b*y = c, then Cramer's rule."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.geometry import point_text
from bootcamps.kit.numbers2 import RationalTupleAnswer, ask
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_coordinate: int = 6
    equation_share: float = 0.0  # chance a line is given by its equation rather than two points

    def __post_init__(self) -> None:
        if not 2 <= self.max_coordinate <= 10**4:
            raise ValueError(f"max_coordinate must be in 2..10**4, got {self.max_coordinate}")
        if not 0.0 <= self.equation_share <= 1.0:
            raise ValueError(f"equation_share must be in [0, 1], got {self.equation_share}")


_TEMPLATES = (
    "Line L1 {l1}. Line L2 {l2}. Find the point where L1 and L2 meet.",
    "Where do the two lines intersect? The first {l1}; the second {l2}.",
    "Two straight lines are drawn in the plane: one {l1}, the other {l2}. Give their point of intersection exactly.",
    "Find the exact coordinates of the intersection of line A, which {l1}, and line B, which {l2}.",
)
_FORM = "(x, y) with each coordinate an integer or a fraction in lowest terms, e.g. (7/3, -2)"


def _equation_text(a: int, b: int, c: int) -> str:
    terms = []
    for coef, var in ((a, "x"), (b, "y")):
        if coef == 0:
            continue
        sign = "-" if coef < 0 else "+"
        size = "" if abs(coef) == 1 else str(abs(coef))
        terms.append((sign, f"{size}{var}"))
    text = ("-" if terms[0][0] == "-" else "") + terms[0][1]
    for sign, body in terms[1:]:
        text += f" {sign} {body}"
    return f"{text} = {c}"


def _describe(line: dict) -> str:
    if line["kind"] == "points":
        return f"passes through {point_text(line['p'])} and {point_text(line['q'])}"
    return f"has equation {_equation_text(*line['abc'])}"


class LineIntersection(RationalTupleAnswer, Bootcamp):
    id = "geometry/line_intersection"
    description = "Exact intersection point of two lines given by points or equations"
    Config = Config
    names = ("x", "y")
    LEVELS = {
        "1": Config(max_coordinate=5, equation_share=0.0),
        "2": Config(max_coordinate=8, equation_share=0.3),
        "3": Config(max_coordinate=12, equation_share=0.5),
        "4": Config(max_coordinate=30, equation_share=0.5),
        "5": Config(max_coordinate=100, equation_share=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        m = config.max_coordinate
        while True:
            lines = []
            for _ in range(2):
                p = [rng.randint(-m, m), rng.randint(-m, m)]
                q = [rng.randint(-m, m), rng.randint(-m, m)]
                if p == q:
                    break
                if rng.random() < config.equation_share:
                    a, b = q[1] - p[1], p[0] - q[0]
                    c, g = a * p[0] + b * p[1], math.gcd(a, b)  # g divides c too
                    sign = -1 if a < 0 or (a == 0 and b < 0) else 1
                    lines.append({"kind": "equation", "abc": [sign * a // g, sign * b // g, sign * c // g]})
                else:
                    lines.append({"kind": "points", "p": p, "q": q})
            point = _solve_point(lines) if len(lines) == 2 else None
            if point is not None:
                return {"lines": lines}, [format_rational(v) for v in point]

    def prompt(self, data: dict, rng: random.Random) -> str:
        l1, l2 = (_describe(line) for line in data["lines"])
        return ask(rng, _TEMPLATES, _FORM, l1=l1, l2=l2)

    def program(self, t: Tracer, data: dict) -> list[str]:
        coefficients = []
        for i, line in enumerate(data["lines"]):
            t.state(f"line {i + 1} in the form a*x + b*y, c")
            if line["kind"] == "points":
                (x1, y1), (x2, y2) = t.fetch(f"L{i + 1}.p", line["p"]), t.fetch(f"L{i + 1}.q", line["q"])
                a = t.compute(f"a{i + 1}", y2 - y1, why="y2 - y1")
                b = t.compute(f"b{i + 1}", x1 - x2, why="x1 - x2")
                c = t.compute(f"c{i + 1}", a * x1 + b * y1, why="a*x1 + b*y1")
            else:
                a, b, c = t.fetch(f"L{i + 1}.abc", line["abc"])
            coefficients.append((a, b, c))
        t.state("determinant")
        (a1, b1, c1), (a2, b2, c2) = (t.fetch(f"line{i + 1}", list(v)) for i, v in enumerate(coefficients))
        det = t.compute("D", a1 * b2 - a2 * b1, why="a1*b2 - a2*b1")
        if not t.goto(det != 0, why="D nonzero: the lines cross in one point"):
            raise ValueError("parallel lines after an injected error")
        t.state("x")
        dx = t.compute("Dx", c1 * b2 - c2 * b1, why="c1*b2 - c2*b1")
        x = t.compute("x", Fraction(dx, t.fetch("D", det)), why="Dx / D")
        t.state("y")
        dy = t.compute("Dy", a1 * c2 - a2 * c1, why="a1*c2 - a2*c1")
        y = t.compute("y", Fraction(dy, t.fetch("D", det)), why="Dy / D")
        return [format_rational(x), format_rational(y)]

    def solve(self, data: dict) -> list[str]:
        return [format_rational(v) for v in _solve_point(data["lines"])]


def _solve_point(lines: list[dict]) -> tuple[Fraction, Fraction] | None:
    """P + t*(Q - P) on line 1 with t from cross products against line 2 (None when parallel)."""
    pairs = []
    for line in lines:
        if line["kind"] == "points":
            pairs.append((line["p"], line["q"]))
        else:
            a, b, c = line["abc"]
            base = [Fraction(c, a), Fraction(0)] if a else [Fraction(0), Fraction(c, b)]
            pairs.append((base, [base[0] - b, base[1] + a]))
    (p, q), (r, s) = pairs
    d = [q[0] - p[0], q[1] - p[1]]
    e = [s[0] - r[0], s[1] - r[1]]
    denominator = d[0] * e[1] - d[1] * e[0]
    if denominator == 0:
        return None
    k = Fraction((r[0] - p[0]) * e[1] - (r[1] - p[1]) * e[0]) / denominator  # (R - P) x E / (D x E)
    return p[0] + k * d[0], p[1] + k * d[1]


BOOTCAMP = LineIntersection()
