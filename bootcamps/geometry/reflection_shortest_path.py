"""Shortest path from A to B that touches a line on the way (the mirror / river problem): A and
B lie on the same side of the line a x + b y = c, and the least |AP| + |PB| over points P of
the line is |A'B|, where A' is A reflected in the line. The traced solver reflects A; the plain
solver reflects B instead. The length is given exactly as (p/r)√q."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.geometry import point_text
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers3 import SurdFractionAnswer, format_surd_fraction, surd_fraction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_coordinate: int = 8
    max_slope: int = 0  # 0: horizontal or vertical lines only

    def __post_init__(self) -> None:
        if not 3 <= self.max_coordinate <= 10**4:
            raise ValueError(f"max_coordinate must be in 3..10**4, got {self.max_coordinate}")
        if not 0 <= self.max_slope <= 20:
            raise ValueError(f"max_slope must be in 0..20, got {self.max_slope}")


_TEMPLATES = (
    "A runner goes from A = {a} to the line {line}, touches it at some point, and then runs to B = {b}. What is the length of the shortest such route?",
    "Points A{a} and B{b} lie on the same side of the line {line}. Find the minimum of PA + PB over all points P on the line, exactly.",
    "A light ray leaves {a}, reflects off the mirror {line} and arrives at {b}. How long is its path (exact value)?",
    "A camper at {a} must fetch water from the river along {line} and carry it to the tent at {b}. Find the length of the shortest walk.",
)
_FORM = "an exact simplified value, e.g. 5√2, 13 or 7√10/3"


def _line_text(a: int, b: int, c: int) -> str:
    if b == 0:
        return f"x = {format_surd_fraction(Fraction(c, a), 1)}"
    if a == 0:
        return f"y = {format_surd_fraction(Fraction(c, b), 1)}"
    left = f"{'' if a == 1 else '-' if a == -1 else a}x {'+' if b > 0 else '-'} {'' if abs(b) == 1 else abs(b)}y"
    return f"{left} = {c}"


class ReflectionShortestPath(SurdFractionAnswer, Bootcamp):
    id = "geometry/reflection_shortest_path"
    description = "Shortest path from A to a line and on to B (reflect A in the line), exact length"
    Config = Config
    LEVELS = {
        "1": Config(10, 0),
        "2": Config(12, 1),
        "3": Config(15, 3),
        "4": Config(30, 5),
        "5": Config(80, 9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        m, s = config.max_coordinate, config.max_slope
        while True:
            if s == 0:
                a, b = rng.choice(((1, 0), (0, 1)))
            else:
                a, b = rng.randint(-s, s), rng.randint(-s, s)
                if a == 0 and b == 0 or math.gcd(a, b) != 1:
                    continue
            px, py = rng.randint(-m, m), rng.randint(-m, m)
            c = a * px + b * py  # the line passes through a lattice point
            pa = [rng.randint(-m, m), rng.randint(-m, m)]
            pb = [rng.randint(-m, m), rng.randint(-m, m)]
            sa, sb = a * pa[0] + b * pa[1] - c, a * pb[0] + b * pb[1] - c
            if sa * sb > 0 and pa != pb:
                break
        data = {"line": [a, b, c], "a": pa, "b": pb}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, a=point_text(data["a"]), b=point_text(data["b"]), line=_line_text(*data["line"]))

    def program(self, t: Tracer, data: dict) -> str:
        t.state("reflect A")
        a, b, c = t.fetch("line", data["line"])
        ax, ay = t.fetch("A", data["a"])
        side = t.compute("offset", a * ax + b * ay - c, why="a·Ax + b·Ay - c")
        norm = t.compute("a^2+b^2", a * a + b * b)
        if norm == 0:
            raise ValueError("no line after an injected error")
        image = t.compute("A'", [str(ax - Fraction(2 * a * side, norm)), str(ay - Fraction(2 * b * side, norm))], why="A - 2·offset/(a²+b²)·(a, b)")
        t.state("distance A'B")
        ix, iy = (Fraction(v) for v in t.fetch("A'", image))
        bx, by = t.fetch("B", data["b"])
        d2 = t.compute("d^2", str((ix - bx) ** 2 + (iy - by) ** 2), why="squared distance from A' to B")
        d2 = Fraction(d2)
        if d2 < 0:
            raise ValueError("negative square after an injected error")
        return t.compute("answer", format_surd_fraction(*surd_fraction(Fraction(1, d2.denominator), d2.numerator * d2.denominator)), why="square root, simplified")

    def solve(self, data: dict) -> str:
        a, b, c = data["line"]
        bx, by = data["b"]
        side = Fraction(a * bx + b * by - c, a * a + b * b)
        ix, iy = bx - 2 * a * side, by - 2 * b * side
        ax, ay = data["a"]
        d2 = (ix - ax) ** 2 + (iy - ay) ** 2
        return format_surd_fraction(*surd_fraction(Fraction(1, d2.denominator), d2.numerator * d2.denominator))


BOOTCAMP = ReflectionShortestPath()
