"""The area of the triangle bounded by three lines a_i x + b_i y = c_i (no two parallel, not
concurrent). The traced solver intersects the lines pairwise (Cramer's rule) and applies the
shoelace formula to the three vertices; the plain solver uses the determinant identity
Area = det(M)^2 / (2 |C1 C2 C3|), with M the 3x3 matrix of rows (a_i, b_i, -c_i) and C_i the
cofactors a_j b_k - a_k b_j of its third column."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.geometry.point_line_distance import _equation
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_coefficient: int = 4
    max_constant: int = 10

    def __post_init__(self) -> None:
        if not 1 <= self.max_coefficient <= 1000 or not 1 <= self.max_constant <= 10**6:
            raise ValueError(f"need max_coefficient in 1..1000 and max_constant in 1..10**6, got {self}")


def _meet(l1: list[int], l2: list[int]) -> tuple[Fraction, Fraction]:
    (a1, b1, c1), (a2, b2, c2) = l1, l2
    det = a1 * b2 - a2 * b1
    return Fraction(c1 * b2 - c2 * b1, det), Fraction(a1 * c2 - a2 * c1, det)


_TEMPLATES = (
    "Find the area of the triangle formed by the three lines {l1}, {l2} and {l3}.",
    "The lines {l1}, {l2} and {l3} bound a triangle. What is its exact area?",
    "Three lines are given: {l1}; {l2}; {l3}. Compute the area of the triangle they enclose.",
    "What is the area of the region enclosed by the lines {l1}, {l2}, {l3}?",
)


class TriangleFromLines(ExactRationalAnswer, Bootcamp):
    id = "geometry/triangle_from_lines"
    description = "Area of the triangle bounded by three lines"
    Config = Config
    LEVELS = {
        "1": Config(max_coefficient=2, max_constant=8),
        "2": Config(max_coefficient=4, max_constant=15),
        "3": Config(max_coefficient=7, max_constant=30),
        "4": Config(max_coefficient=15, max_constant=100),
        "5": Config(max_coefficient=40, max_constant=1000),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        m, k = config.max_coefficient, config.max_constant
        while True:
            lines = []
            for _ in range(3):
                a, b = rng.randint(-m, m), rng.randint(-m, m)
                if a < 0 or (a == 0 and b < 0):
                    a, b = -a, -b
                lines.append([a, b, rng.randint(-k, k)])
            if any(a == b == 0 for a, b, _ in lines):
                continue
            if any(l1[0] * l2[1] == l1[1] * l2[0] for i, l1 in enumerate(lines) for l2 in lines[i + 1 :]):
                continue  # parallel or equal directions
            data = {"lines": lines}
            area = self.solve(data)
            if area != 0:
                return data, frac_text(area)

    def prompt(self, data: dict, rng: random.Random) -> str:
        l1, l2, l3 = (_equation(*line) for line in data["lines"])
        return ask(rng, _TEMPLATES, "an integer or a fraction in lowest terms, e.g. 25/6", l1=l1, l2=l2, l3=l3)

    def program(self, t: Tracer, data: dict) -> str:
        lines = data["lines"]
        points = []
        for i, j in ((0, 1), (1, 2), (0, 2)):
            t.state(f"meet {i + 1},{j + 1}")
            li, lj = t.fetch(f"line {i + 1}", tuple(lines[i])), t.fetch(f"line {j + 1}", tuple(lines[j]))
            det = t.compute("det", li[0] * lj[1] - lj[0] * li[1], why="a_i b_j - a_j b_i")
            if det == 0:
                raise ValueError("parallel lines")  # only after an injected error
            x = t.compute("x", Fraction(li[2] * lj[1] - lj[2] * li[1], det), why="(c_i b_j - c_j b_i)/det")
            y = t.compute("y", Fraction(li[0] * lj[2] - lj[0] * li[2], det), why="(a_i c_j - a_j c_i)/det")
            points.append((x, y))
        t.state("shoelace")
        (x1, y1), (x2, y2), (x3, y3) = (t.fetch(f"V{i + 1}", p) for i, p in enumerate(points))
        twice = t.compute("2A", abs((x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1)), why="|cross(V2-V1, V3-V1)|")
        t.state("answer")
        return frac_text(t.compute("A", Fraction(twice) / 2))

    def solve(self, data: dict) -> Fraction:
        (a1, b1, c1), (a2, b2, c2), (a3, b3, c3) = data["lines"]
        det = a1 * (b2 * -c3 - b3 * -c2) - b1 * (a2 * -c3 - a3 * -c2) + -c1 * (a2 * b3 - a3 * b2)
        cofactors = (a2 * b3 - a3 * b2) * (a3 * b1 - a1 * b3) * (a1 * b2 - a2 * b1)
        return Fraction(det * det, 2 * abs(cofactors))


BOOTCAMP = TriangleFromLines()
