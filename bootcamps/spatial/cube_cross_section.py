"""Cube cross-section: the plane through three given lattice points of an n x n x n cube cuts
it in a convex polygon (a triangle up to a hexagon); the answer is the exact square of that
polygon's area. The vertices are where the plane meets the cube's twelve edges (exact
fractions), ordered around the polygon, and the area comes from the cross products of
consecutive vertices; the trace lists the crossing points edge by edge."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.numbers2 import ExactRationalAnswer
from bootcamps.trace import Tracer

WHERE = ("edges", "faces", "anywhere")


@dataclass(frozen=True)
class Config:
    size_min: int = 2
    size_max: int = 3
    where: str = "edges"  # the three points lie on cube edges, on faces, or anywhere in the cube
    tilt: int = 1  # the plane's normal has at least this many non-zero components (1 allows faces' parallels)

    def __post_init__(self) -> None:
        if not 1 <= self.size_min <= self.size_max <= 12:
            raise ValueError(f"need 1 <= size_min <= size_max <= 12, got {self.size_min}..{self.size_max}")
        if self.where not in WHERE:
            raise ValueError(f"where must be one of {WHERE}, got {self.where!r}")
        if not 1 <= self.tilt <= 3:
            raise ValueError(f"tilt must be in 1..3, got {self.tilt}")


def corners(n: int) -> list[tuple[int, int, int]]:
    return [(x, y, z) for x in (0, n) for y in (0, n) for z in (0, n)]


def cube_edges(n: int) -> list[tuple[tuple, tuple]]:
    pts = corners(n)
    return [(p, q) for i, p in enumerate(pts) for q in pts[i + 1:] if sum(a != b for a, b in zip(p, q)) == 1]


def sub(p, q):
    return tuple(a - b for a, b in zip(p, q))


def cross(u, v):
    return (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])


def dot(u, v):
    return sum(a * b for a, b in zip(u, v))


def plane(points: list) -> tuple[tuple, int]:
    normal = cross(sub(points[1], points[0]), sub(points[2], points[0]))
    return normal, dot(normal, points[0])


def section(n: int, normal: tuple, d: int) -> list[tuple]:
    """Distinct points where the plane meets the cube's edges (corners included)."""
    found = []
    for p, q in cube_edges(n):
        fp, fq = dot(normal, p) - d, dot(normal, q) - d
        if fp == 0:
            cand = [tuple(Fraction(a) for a in p)]
        elif fq == 0:
            cand = [tuple(Fraction(a) for a in q)]
        elif (fp < 0) != (fq < 0):
            s = Fraction(fp, fp - fq)
            cand = [tuple(Fraction(a) + s * (b - a) for a, b in zip(p, q))]
        else:
            cand = []
        for c in cand:
            if c not in found:
                found.append(c)
    return found


def proper(n: int, points: list) -> bool:
    """Three non-collinear points whose plane passes through the cube's interior."""
    normal, d = plane(points)
    if normal == (0, 0, 0):
        return False
    values = [dot(normal, c) - d for c in corners(n)]
    return min(values) < 0 < max(values)


_TEMPLATES = (
    "A solid cube occupies 0 <= x, y, z <= {n}. A flat plane passes through the three points {p}, {q} and {r}. "
    "The plane slices the cube, and the cut face is a convex polygon. What is the square of the area of that "
    "polygon?",
    "Cube [0, {n}] x [0, {n}] x [0, {n}] (edge length {n}). Cut it with the plane through {p}, {q} and {r}. "
    "Find (area of the cross-section)^2, i.e. the squared area of the polygon where the plane meets the solid "
    "cube.",
    "Take the cube with opposite corners (0, 0, 0) and ({n}, {n}, {n}). The plane containing the points {p}, "
    "{q} and {r} cuts the cube into two pieces; the shared cut surface is a polygon. Compute the square of its "
    "area exactly.",
)


def _point(p) -> str:
    return "(" + ", ".join(str(a) for a in p) + ")"


class CubeCrossSection(ExactRationalAnswer, Bootcamp):
    id = "spatial/cube_cross_section"
    description = "Squared area of the polygon a plane through three lattice points cuts from a cube"
    Config = Config
    LEVELS = {
        "1": Config(size_min=3, size_max=6, where="edges", tilt=1),
        "2": Config(size_min=3, size_max=7, where="edges", tilt=2),
        "3": Config(size_min=3, size_max=5, where="faces", tilt=2),
        "4": Config(size_min=4, size_max=6, where="anywhere", tilt=3),
        "5": Config(size_min=6, size_max=9, where="anywhere", tilt=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            n = rng.randint(config.size_min, config.size_max)
            points = []
            for _ in range(3):
                p = [rng.randint(0, n) for _ in range(3)]
                if config.where != "anywhere":
                    fixed = 2 if config.where == "edges" else 1  # coordinates pinned to 0 or n
                    for axis in rng.sample(range(3), fixed):
                        p[axis] = rng.choice((0, n))
                points.append(tuple(p))
            if len(set(points)) == 3 and proper(n, points) and sum(a != 0 for a in plane(points)[0]) >= config.tilt:
                data = {"n": n, "points": [list(p) for p in points]}
                return data, str(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        p, q, r = (_point(x) for x in data["points"])
        text = rng.choice(_TEMPLATES).format(n=data["n"], p=p, q=q, r=r)
        return f"{text}\n{answer_instruction('an exact integer or fraction a/b in lowest terms (for example 27/2)')}"

    def program(self, t: Tracer, data: dict) -> str:
        t.state("plane")
        n = t.fetch("n", data["n"])
        pts = [tuple(t.fetch(f"point {i + 1}", data["points"][i])) for i in range(3)]
        normal, d = plane(pts)
        t.compute("normal", list(normal), why="cross product of (P2 - P1) and (P3 - P1)")
        t.compute("offset", d, why="normal . P1; the plane is normal . X = offset")
        t.state("crossings")
        verts = section(n, normal, d)
        t.compute("vertices", [[str(a) for a in v] for v in verts], why="where the plane meets the cube's 12 edges")
        t.state("order")
        centre = tuple(sum(v[i] for v in verts) / len(verts) for i in range(3))
        u = sub(verts[0], centre)
        w = cross(normal, u)
        verts.sort(key=lambda v: math.atan2(float(dot(sub(v, centre), w)), float(dot(sub(v, centre), u))))
        t.compute("polygon", [[str(a) for a in v] for v in verts], why="sorted by angle around the centre")
        t.state("area")
        total = (Fraction(0), Fraction(0), Fraction(0))
        for i, v in enumerate(verts):
            c = cross(v, verts[(i + 1) % len(verts)])
            total = tuple(a + b for a, b in zip(total, c))
        t.compute("sum of cross products", [str(a) for a in total], why="twice the vector area of the polygon")
        area2 = dot(total, total) / 4
        return t.ret("answer", str(area2))

    def solve(self, data: dict) -> str:
        """Project onto the coordinate plane the normal leans on most, take the convex hull's
        area there (monotone chain, shoelace), and scale back by |normal| / |normal component|."""
        n, pts = data["n"], [tuple(p) for p in data["points"]]
        normal, d = plane(pts)
        drop = max(range(3), key=lambda i: abs(normal[i]))
        keep = [i for i in range(3) if i != drop]
        flat = sorted({(v[keep[0]], v[keep[1]]) for v in section(n, normal, d)})

        def turn(o, a, b):
            return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

        lower, upper = [], []
        for p in flat:
            while len(lower) >= 2 and turn(lower[-2], lower[-1], p) <= 0:
                lower.pop()
            lower.append(p)
        for p in reversed(flat):
            while len(upper) >= 2 and turn(upper[-2], upper[-1], p) <= 0:
                upper.pop()
            upper.append(p)
        hull = lower[:-1] + upper[:-1]
        twice = abs(sum(hull[i][0] * hull[(i + 1) % len(hull)][1] - hull[(i + 1) % len(hull)][0] * hull[i][1]
                        for i in range(len(hull))))
        return str(twice * twice / 4 * Fraction(dot(normal, normal), normal[drop] ** 2))


BOOTCAMP = CubeCrossSection()
