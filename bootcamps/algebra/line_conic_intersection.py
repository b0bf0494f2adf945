"""Where a line meets a conic (a circle, a parabola y = ax^2 + bx + c or x = ay^2 + by + c, an
ellipse or a hyperbola) given by an equation with integer coefficients, exactly. The cases are
built so every intersection point is rational: the conic passes through a lattice point P and
the line goes through P with a rational slope (a secant: the second point is rational too),
touches the conic at P (a tangent: one point), runs parallel to a parabola's axis or a
hyperbola's asymptote (one point), or is a tangent pushed off the conic (no point, at the
higher levels). The traced solver solves the line for y (or x when it is vertical),
substitutes into the conic, and reads the points off the discriminant and the quadratic
formula; the plain solver eliminates the other variable instead."""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import clean_answer, format_coeffs, format_rational, read_rational
from bootcamps.trace import Tracer

_KINDS = ("circle", "parabola", "ellipse", "hyperbola")


@dataclass(frozen=True)
class Config:
    kinds: tuple = ("circle", "parabola")
    spread: int = 3  # centre, point and parabola coefficients within -spread..spread
    max_slope: int = 2  # direction vectors of secants within -max_slope..max_slope
    integer_points: bool = True
    special_share: float = 0.0  # chance of a tangent, an axis-parallel line or a missing line
    expanded_share: float = 0.0  # chance the conic is written multiplied out, = 0

    def __post_init__(self) -> None:
        if not self.kinds or any(k not in _KINDS for k in self.kinds):
            raise ValueError(f"kinds must be a non-empty subset of {_KINDS}, got {self.kinds}")
        if not 2 <= self.spread <= 20 or not 1 <= self.max_slope <= 6:
            raise ValueError(f"need spread in 2..20 and max_slope in 1..6, got {self.spread}, {self.max_slope}")
        if not 0 <= self.special_share <= 0.8 or not 0 <= self.expanded_share <= 1:
            raise ValueError(f"need special_share in 0..0.8 and expanded_share in 0..1, got {self.special_share}, "
                             f"{self.expanded_share}")


def _shift(var: str, h: int) -> str:
    return var if h == 0 else f"({var} - {h})" if h > 0 else f"({var} + {-h})"


def _scaled_square(coef: int, var: str, h: int) -> str:
    body = f"{_shift(var, h)}^2"
    return body if coef == 1 else f"{coef}{body}"


def general_text(conic: list[int]) -> str:
    """``A x^2 + C y^2 + D x + E y + F = 0`` without zero terms."""
    parts = []
    for coef, body in zip(conic, ("x^2", "y^2", "x", "y", "")):
        if coef == 0:
            continue
        mag = abs(coef)
        text = str(mag) if not body else (body if mag == 1 else f"{mag}{body}")
        parts.append(("-" if coef < 0 else "") + text if not parts else f"{'-' if coef < 0 else '+'} {text}")
    return " ".join(parts) + " = 0"


def line_text(line: list[int]) -> str:
    a, b, c = line
    if b == 0:
        return f"x = {format_rational(Fraction(c, a))}"
    if a % b == 0 and c % b == 0:
        return f"y = {format_coeffs([c // b, -a // b])}"
    parts = []
    for coef, body in ((a, "x"), (b, "y")):
        if coef:
            mag = abs(coef)
            text = body if mag == 1 else f"{mag}{body}"
            parts.append(("-" if coef < 0 else "") + text if not parts else f"{'-' if coef < 0 else '+'} {text}")
    return f"{' '.join(parts)} = {c}"


def _rational_sqrt(value: Fraction) -> Fraction | None:
    if value < 0:
        return None
    n, d = math.isqrt(value.numerator), math.isqrt(value.denominator)
    return Fraction(n, d) if n * n == value.numerator and d * d == value.denominator else None


def _roots(q2: Fraction, q1: Fraction, q0: Fraction) -> list[Fraction] | None:
    """Real roots of q2 t^2 + q1 t + q0 (not all zero), sorted; ``None`` when irrational."""
    if q2 == 0:
        return [-q0 / q1] if q1 != 0 else []
    root = _rational_sqrt(q1 * q1 - 4 * q2 * q0)
    if q1 * q1 - 4 * q2 * q0 < 0:
        return []
    if root is None:
        return None
    return sorted({(-q1 - root) / (2 * q2), (-q1 + root) / (2 * q2)})


def intersect(conic: list[int], line: list[int], eliminate: str) -> list[tuple[Fraction, Fraction]] | None:
    """Points of A x^2 + C y^2 + D x + E y + F = 0 on a x + b y = c, solving the line for the
    variable ``eliminate`` ("y" needs b != 0, "x" needs a != 0); ``None`` when irrational."""
    A, C, D, E, F = (Fraction(v) for v in conic)
    a, b, c = (Fraction(v) for v in line)
    if eliminate == "x":  # swap the roles of x and y, then swap back
        A, C, D, E = C, A, E, D
        a, b = b, a
    p, r = -a / b, c / b  # the eliminated variable is p t + r in the other one, t
    q2, q1, q0 = A + C * p * p, 2 * C * p * r + D + E * p, C * r * r + E * r + F
    if q2 == q1 == 0:
        return None  # the line lies on the conic (never generated)
    roots = _roots(q2, q1, q0)
    if roots is None:
        return None
    points = [(t, p * t + r) for t in roots]
    return points if eliminate == "y" else sorted((y, x) for x, y in points)


def format_points(points: list) -> str:
    if not points:
        return "none"
    return ", ".join(f"({format_rational(Fraction(x))}, {format_rational(Fraction(y))})" for x, y in points)


_POINT = re.compile(r"\(\s*([^(),]+?)\s*,\s*([^(),]+?)\s*\)")
_SEPARATOR = re.compile(r"\s*(?:,|;|\band\b|\\cup|\\text\{\s*and\s*\})?\s*")
_NONE = re.compile(r"(?:none|no (?:real )?(?:intersection )?points?|no (?:real )?intersections?|no solutions?|"
                   r"\\emptyset|\\varnothing|∅|\{\s*\}|empty(?: set)?)", re.IGNORECASE)


def read_points(text: object) -> list[tuple[Fraction, Fraction]] | None:
    """``(1, -2), (3/2, 5)`` (any order, ``;`` or ``and`` between, braces around) or ``none``;
    ``None`` for anything else or a point given twice."""
    cleaned = clean_answer(text, 400)
    if cleaned is None:
        return None
    cleaned = cleaned.strip()
    if _NONE.fullmatch(cleaned):
        return []
    if len(cleaned) >= 2 and cleaned[0] + cleaned[-1] in ("{}", "[]"):
        cleaned = cleaned[1:-1].strip()
    if cleaned.startswith("\\{") and cleaned.endswith("\\}"):
        cleaned = cleaned[2:-2].strip()
    points, pos = [], 0
    while pos < len(cleaned):
        match = _POINT.match(cleaned, pos)
        if match is None or len(points) >= 4:
            return None
        xy = [read_rational(g, decimal=True, fraction=True) for g in match.groups()]
        if xy[0] is None or xy[1] is None:
            return None
        points.append((xy[0], xy[1]))
        pos = _SEPARATOR.match(cleaned, match.end()).end()
        if pos < len(cleaned) and pos == match.end():
            return None  # two points need something between them
    if not points or len(set(points)) != len(points):
        return None
    return sorted(points)


_TEMPLATES = (
    "Find all points where the line {line} meets the {kind} {conic}.",
    "The {kind} {conic} and the line {line} are drawn in the xy-plane. At which points do they intersect?",
    "Determine every intersection point of the line {line} with the curve {conic} ({article} {kind}).",
    "Solve the system {conic} and {line} for real (x, y).",
)
_FORM = ("the intersection points as (x, y) pairs separated by commas, each point once, with exact "
         "coordinates (integers or fractions), e.g. (1, -2), (3/5, 4); write none if there is no real intersection point")


class LineConicIntersection(Bootcamp):
    id = "algebra/line_conic_intersection"
    description = "Exact intersection points of a line with a circle, parabola, ellipse or hyperbola"
    Config = Config
    LEVELS = {
        "1": Config(kinds=("circle", "parabola"), spread=4, max_slope=2, integer_points=True),
        "2": Config(kinds=("circle", "parabola"), spread=4, max_slope=3, integer_points=False, special_share=0.2),
        "3": Config(kinds=("circle", "parabola", "ellipse"), spread=4, max_slope=3, integer_points=False,
                    special_share=0.3, expanded_share=0.3),
        "4": Config(kinds=("circle", "parabola", "ellipse", "hyperbola"), spread=5, max_slope=4,
                    integer_points=False, special_share=0.3, expanded_share=0.6),
        "5": Config(kinds=("circle", "parabola", "ellipse", "hyperbola"), spread=7, max_slope=5,
                    integer_points=False, special_share=0.3, expanded_share=1.0),
    }

    def _conic(self, config: Config, rng: random.Random, kind: str) -> tuple[list[int], str, tuple[int, int]]:
        s = config.spread
        h, k = rng.randint(-s, s), rng.randint(-s, s)
        u, v = rng.randint(-s, s), rng.randint(-s, s)
        x0, y0 = h + u, k + v
        if kind == "parabola":
            a = rng.choice([c for c in range(-2, 3) if c]) if not config.integer_points else rng.choice((1, 1, -1, 2))
            b = rng.randint(-s, s)
            sideways = not config.integer_points and rng.random() < 0.3
            if sideways:  # x = a y^2 + b y + c
                c = x0 - a * y0 * y0 - b * y0
                return [0, a, -1, b, c], f"x = {format_coeffs([c, b, a], 'y')}", (x0, y0)
            c = y0 - a * x0 * x0 - b * x0
            return [a, 0, b, -1, c], f"y = {format_coeffs([c, b, a])}", (x0, y0)
        if kind == "circle":
            A = C = 1
        elif kind == "ellipse":
            A, C = rng.sample(range(1, 6), 2)
        else:
            A, C = rng.randint(1, 5), -rng.randint(1, 5)
        R = A * u * u + C * v * v
        if R == 0 or (R < 0 and kind != "hyperbola"):
            raise ValueError("degenerate")
        conic = [A, C, -2 * A * h, -2 * C * k, A * h * h + C * k * k - R]
        if rng.random() < config.expanded_share:
            return conic, general_text(conic), (x0, y0)
        left = f"{_scaled_square(A, 'x', h)} {'+' if C > 0 else '-'} {_scaled_square(abs(C), 'y', k)}"
        return conic, f"{left} = {R}", (x0, y0)

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list]:
        while True:
            kind = rng.choice(config.kinds)
            try:
                conic, text, (x0, y0) = self._conic(config, rng, kind)
            except ValueError:
                continue
            A, C, D, E, _ = conic
            special = rng.random() < config.special_share
            if not special:
                m = config.max_slope
                d1, d2 = (1, rng.randint(-m, m)) if config.integer_points else (rng.randint(-m, m), rng.randint(-m, m))
            else:
                gx, gy = 2 * A * x0 + D, 2 * C * y0 + E  # the gradient at P: the tangent is normal to it
                d1, d2 = -gy, gx
                choice = rng.random()
                root = math.isqrt(-A * C) if kind == "hyperbola" else 0
                if choice < 0.25 and kind == "parabola":
                    d1, d2 = (0, 1) if A else (1, 0)  # parallel to the axis
                elif choice < 0.25 and kind == "hyperbola" and root * root == -A * C:
                    d1, d2 = root, rng.choice((A, -A))  # parallel to an asymptote: A d1^2 = -C d2^2
            g = math.gcd(d1, d2)
            if g == 0:
                continue
            d1, d2 = d1 // g, d2 // g
            line = [d2, -d1, d2 * x0 - d1 * y0]
            if special and rng.random() < 0.4 and config.special_share >= 0.3:
                line[2] += rng.choice((-3, -2, -1, 1, 2, 3))  # push the line off the point
            if line[0] < 0 or (line[0] == 0 and line[1] < 0):
                line = [-v for v in line]
            data = {"kind": kind, "conic": conic, "conic_text": text, "line": line}
            points = self.solve_points(data)
            if points is None:
                continue
            if config.integer_points and (len(points) != 2 or any(v.denominator != 1 for p in points for v in p)):
                continue
            if any(abs(v.numerator) > 400 or v.denominator > 60 for p in points for v in p):
                continue
            return data, [[format_rational(x), format_rational(y)] for x, y in points]

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, line=line_text(data["line"]), conic=data["conic_text"], kind=data["kind"],
                   article="an" if data["kind"] == "ellipse" else "a")

    def format_answer(self, answer: list) -> str:
        return format_points(answer)

    def check(self, data: dict, answer: list, text: str) -> float:
        got = read_points(text)
        return 1.0 if got is not None and got == sorted((Fraction(x), Fraction(y)) for x, y in answer) else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        points = [(Fraction(x), Fraction(y)) for x, y in case.answer]
        if not points:
            return ["(0, 0)", "(1, 1)"]
        swapped = sorted((y, x) for x, y in points)
        out = [format_points([(x + 1, y) if i == 0 else (x, y) for i, (x, y) in enumerate(points)]),
               format_points(swapped) if swapped != sorted(points) else format_points([(-x - 1, y) for x, y in points]),
               "none"]
        if len(points) == 2:
            out.append(format_points(points[:1]))
        return out

    def program(self, t: Tracer, data: dict) -> list:
        t.state("line")
        a, b, c = (Fraction(v) for v in t.fetch("line", data["line"]))
        vertical = t.goto(b == 0, why="the line has no y term" if b == 0 else "the line can be solved for y")
        var, other = ("y", "x") if vertical else ("x", "y")
        if vertical:
            solved = t.compute("x(y)", [Fraction(0), c / a], why="x is a constant on the line: [slope, intercept] in y")
        else:
            solved = t.compute("y(x)", [-a / b, c / b], why="y from the line as [slope, intercept] in x")
        t.state("substitute")
        A, C, D, E, F = (Fraction(v) for v in t.fetch("conic", data["conic"]))
        if vertical:
            A, C, D, E = C, A, E, D
        p, r = (Fraction(v) for v in t.fetch(f"{other}({var})", solved))
        quad = t.compute("quadratic", [A + C * p * p, 2 * C * p * r + D + E * p, C * r * r + E * r + F],
                         why=f"coefficients of {var}^2, {var}, 1 after substituting into the conic")
        t.state("solve")
        q2, q1, q0 = (Fraction(v) for v in t.fetch("quadratic", quad))
        if q2 == 0:
            roots = t.compute("roots", [-q0 / q1], why="no square term: one linear solution")
        else:
            disc = t.compute("discriminant", q1 * q1 - 4 * q2 * q0, why="b^2 - 4ac")
            if disc < 0 or _rational_sqrt(Fraction(disc)) is None:
                roots = t.compute("roots", [], why="negative discriminant: no real point")
            else:
                root = _rational_sqrt(Fraction(disc))
                roots = t.compute("roots", sorted({(-q1 - root) / (2 * q2), (-q1 + root) / (2 * q2)}),
                                  why="(-b -+ sqrt of the discriminant) / 2a; a zero discriminant gives one point")
        t.state("points")
        roots = [Fraction(v) for v in t.fetch("roots", roots)]
        points = []
        for value in roots:
            mate = t.compute(f"{other} at {var} {format_rational(value)}", p * value + r, why="from the solved line")
            points.append((mate, value) if vertical else (value, mate))
        points = t.compute("points", sorted([list(q) for q in points]))
        return [[format_rational(Fraction(x)), format_rational(Fraction(y))] for x, y in points]

    def solve_points(self, data: dict) -> list[tuple[Fraction, Fraction]] | None:
        return intersect(data["conic"], data["line"], "x" if data["line"][0] != 0 else "y")

    def solve(self, data: dict) -> list:
        return [[format_rational(x), format_rational(y)] for x, y in self.solve_points(data)]


BOOTCAMP = LineConicIntersection()
