"""The length of the chord a line cuts from a circle, exactly: the distance from the centre to
the line is d = |a·h + b·k - c| / √(a² + b²), and the half-chord, the radius and d form a right
triangle, so the chord is 2·√(r² - d²), written in simplest form (p/s)·√q. The circle may be
given as x² + y² + Dx + Ey + F = 0 (complete the square first). The plain solver substitutes
the line into the circle and takes the distance between the two roots of the quadratic."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.geometry import point_text
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers3 import SurdFractionAnswer, format_surd_fraction, sqrt_of_product, square_free_parts
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_coordinate: int = 6
    max_coefficient: int = 3
    equation_share: float = 0.0  # chance the circle is given by its expanded equation

    def __post_init__(self) -> None:
        if not 2 <= self.max_coordinate <= 10**4:
            raise ValueError(f"max_coordinate must be in 2..10**4, got {self.max_coordinate}")
        if not 1 <= self.max_coefficient <= 1000:
            raise ValueError(f"max_coefficient must be in 1..1000, got {self.max_coefficient}")
        if not 0.0 <= self.equation_share <= 1.0:
            raise ValueError(f"equation_share must be in [0, 1], got {self.equation_share}")


def _term(value: int, body: str, first: bool) -> str:
    if value == 0:
        return ""
    size = "" if abs(value) == 1 and body else str(abs(value))
    if first:
        return f"{'-' if value < 0 else ''}{size}{body}"
    return f" {'+' if value > 0 else '-'} {size}{body}"


def line_text(a: int, b: int, c: int) -> str:
    left = _term(a, "x", True) + _term(b, "y", a == 0)
    return f"{left} = {c}"


def circle_text(h: int, k: int, r2: int, equation: bool) -> str:
    if equation:
        d, e, f = -2 * h, -2 * k, h * h + k * k - r2
        return f"x^2 + y^2{_term(d, 'x', False)}{_term(e, 'y', False)}{_term(f, '', False)} = 0"
    return f"with centre {point_text([h, k])} and radius squared {r2}"


_TEMPLATES = (
    "The line {line} cuts the circle {circle} in two points. How far apart are they?",
    "Find the exact length of the chord that the line {line} makes in the circle {circle}.",
    "A circle is given: {circle}. The straight line {line} crosses it. Compute the length of the part of the line inside the circle.",
    "Compute the distance between the two intersection points of the line {line} and the circle {circle}.",
)
_FORM = "an exact number in simplest form: an integer, a fraction, or (p/s)·√q with q square-free, e.g. 4√13/5"


class ChordLength(SurdFractionAnswer, Bootcamp):
    id = "geometry/chord_length"
    description = "Exact length of the chord a line cuts from a circle (surd form)"
    Config = Config
    LEVELS = {
        "1": Config(max_coordinate=5, max_coefficient=2, equation_share=0.0),
        "2": Config(max_coordinate=8, max_coefficient=4, equation_share=0.3),
        "3": Config(max_coordinate=15, max_coefficient=7, equation_share=0.5),
        "4": Config(max_coordinate=40, max_coefficient=15, equation_share=0.8),
        "5": Config(max_coordinate=150, max_coefficient=40, equation_share=1.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        m, q = config.max_coordinate, config.max_coefficient
        h, k = rng.randint(-m, m), rng.randint(-m, m)
        r2 = rng.randint(2, 2 * m * m)
        while True:
            a, b = rng.randint(-q, q), rng.randint(-q, q)
            if a == 0 and b == 0:
                continue
            reach = (a * a + b * b) * r2  # the line cuts the circle when (a h + b k - c)^2 < reach
            bound = int(reach**0.5)
            offset = rng.randint(-bound, bound)
            if offset * offset < reach:
                break
        data = {"h": h, "k": k, "r2": r2, "a": a, "b": b, "c": a * h + b * k - offset,
                "equation": rng.random() < config.equation_share}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        circle = circle_text(data["h"], data["k"], data["r2"], data["equation"])
        return ask(rng, _TEMPLATES, _FORM, line=line_text(data["a"], data["b"], data["c"]), circle=circle)

    def program(self, t: Tracer, data: dict) -> str:
        t.state("centre and radius squared")
        if data["equation"]:
            h, k = data["h"], data["k"]
            d, e, f = t.fetch("D", -2 * h), t.fetch("E", -2 * k), t.fetch("F", h * h + k * k - data["r2"])
            h = t.compute("h", Fraction(-d, 2), why="-D/2")
            k = t.compute("k", Fraction(-e, 2), why="-E/2")
            r2 = t.compute("r^2", h * h + k * k - f, why="h^2 + k^2 - F")
        else:
            h, k, r2 = t.fetch("h", data["h"]), t.fetch("k", data["k"]), t.fetch("r^2", data["r2"])
        t.state("distance from the centre to the line")
        a, b, c = t.fetch("a", data["a"]), t.fetch("b", data["b"]), t.fetch("c", data["c"])
        gap = t.compute("g", a * h + b * k - c, why="a*h + b*k - c")
        norm = t.compute("n", a * a + b * b, why="a^2 + b^2")
        if norm == 0:
            raise ZeroDivisionError("no line after an injected error")
        d2 = t.compute("d^2", Fraction(gap * gap, norm), why="g^2 / n")
        t.state("half chord by Pythagoras")
        half2 = t.compute("half^2", r2 - d2, why="r^2 - d^2")
        chord2 = t.compute("L^2", 4 * half2, why="(2 half)^2")
        t.state("simplify the root")
        chord2 = Fraction(t.fetch("L^2", chord2))
        if chord2 <= 0:
            raise ValueError("the line misses the circle after an injected error")
        outside, inside = sqrt_of_product([chord2.numerator, chord2.denominator])
        t.compute("sqrt(num*den)", [outside, inside], why="k√q with q square-free")
        return t.compute("L", format_surd_fraction(Fraction(outside, chord2.denominator), inside), why="k√q / den")

    def solve(self, data: dict) -> str:
        # substitute the line into (x-h)^2 + (y-k)^2 = r^2, along the parameter s of the point
        # P(s) = P0 + s*(-b, a) with P0 = c*(a, b)/n on the line: s^2 n + 2 s B + C = 0
        a, b, c, h, k, r2 = (data[key] for key in ("a", "b", "c", "h", "k", "r2"))
        n = a * a + b * b
        x0, y0 = Fraction(c * a, n) - h, Fraction(c * b, n) - k
        lin = -b * x0 + a * y0
        const = x0 * x0 + y0 * y0 - r2
        disc = lin * lin - n * const  # (s1 - s2)^2 = 4 disc / n^2; length = |s1 - s2| √n
        length2 = 4 * disc / n
        outside, inside = square_free_parts(length2.numerator * length2.denominator)
        return format_surd_fraction(Fraction(outside, length2.denominator), inside)


BOOTCAMP = ChordLength()
