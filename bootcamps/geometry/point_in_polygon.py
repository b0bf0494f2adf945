"""Which of several labelled points lie strictly inside a simple lattice polygon (no point is on
the boundary): cast a ray from each point towards +x and count the edges it crosses, an edge
counting when exactly one of its ends lies above the point (odd = inside)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.geometry._polygons import format_points, star_polygon
from bootcamps.kit.geometry import LabelSetAnswer, cross
from bootcamps.trace import Tracer

_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"


@dataclass(frozen=True)
class Config:
    vertices: int = 4
    points: int = 3
    radius: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.vertices <= 40 or not 1 <= self.points <= len(_LETTERS) or not 3 <= self.radius <= 10**4:
            raise ValueError(f"need vertices in 3..40, points in 1..{len(_LETTERS)}, radius in 3..10**4, got {self.vertices}, {self.points}, {self.radius}")


_TEMPLATES = (
    "A polygon has the vertices {poly}, joined in this order (and the last back to the first). Which of the points {points} lie inside it?",
    "The simple polygon with consecutive corners {poly} is drawn on a grid. Of the points {points}, list those strictly inside the polygon.",
    "Points: {points}. Polygon (vertices in order around the boundary): {poly}. Which points are inside the polygon?",
    "Fence posts stand at {poly}, connected in order to form a closed fence. Which of the markers {points} are inside the fenced area?",
)
_NOTE = "No point lies on the boundary."
_FORM = "the labels of the inside points in any order, each once, separated by commas (e.g. A, D)"


def _on_boundary(poly: list[list[int]], p: list[int]) -> bool:
    for i in range(len(poly)):
        a, b = poly[i - 1], poly[i]
        if cross(a, b, p) == 0 and min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1]):
            return True
    return False


def _winding(poly: list[list[int]], p: list[int]) -> int:
    """The winding number of the polygon around ``p`` by signed upward/downward edge crossings."""
    w = 0
    for i in range(len(poly)):
        a, b = poly[i - 1], poly[i]
        if a[1] <= p[1] < b[1] and cross(a, b, p) > 0:
            w += 1
        elif b[1] <= p[1] < a[1] and cross(a, b, p) < 0:
            w -= 1
    return w


def _pick_points(rng: random.Random, poly: list[list[int]], count: int) -> list[list[int]] | None:
    """``count`` distinct lattice points off the boundary from the bounding box, at least one
    inside (an empty answer would read like "None") and, from two points up, one outside;
    ``None`` when a thin polygon gives no inside point within a few hundred draws."""
    want_in = rng.randint(1, max(1, count - 1))
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    points: list[list[int]] = []
    have_in = 0
    for _ in range(400 * count):
        p = [rng.randint(min(xs) - 1, max(xs) + 1), rng.randint(min(ys) - 1, max(ys) + 1)]
        if p in points or _on_boundary(poly, p):
            continue
        inside = _winding(poly, p) != 0
        if inside and have_in < want_in or not inside and len(points) - have_in < count - want_in:
            points.append(p)
            have_in += inside
            if len(points) == count:
                return points
    return None


class PointInPolygon(LabelSetAnswer, Bootcamp):
    id = "geometry/point_in_polygon"
    description = "Which labelled points lie inside a simple lattice polygon (ray casting)"
    Config = Config
    LEVELS = {
        "1": Config(vertices=4, points=3, radius=5),
        "2": Config(vertices=5, points=4, radius=8),
        "3": Config(vertices=7, points=5, radius=10),
        "4": Config(vertices=10, points=7, radius=14),
        "5": Config(vertices=14, points=9, radius=20),
    }

    def labels(self, data: dict) -> list[str]:
        return list(_LETTERS[: len(data["points"])])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            poly = star_polygon(rng, config.vertices, config.radius)
            points = _pick_points(rng, poly, config.points)
            if points is not None:
                break
        if rng.random() < 0.5:
            poly.reverse()
        data = {"polygon": poly, "points": points}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        points = ", ".join(f"{_LETTERS[i]} = ({x}, {y})" for i, (x, y) in enumerate(data["points"]))
        text = rng.choice(_TEMPLATES).format(poly=format_points(data["polygon"]), points=points)
        return f"{text} {_NOTE}\n{answer_instruction(_FORM)}"

    def program(self, t: Tracer, data: dict) -> list[str]:
        poly, n = data["polygon"], len(data["polygon"])
        inside = []
        for k, point in enumerate(data["points"]):
            label = _LETTERS[k]
            t.state(f"point {label}: edges the ray crosses in height")
            px, py = t.fetch(label, point)
            spans = t.compute("spans", [i for i in range(n) if (poly[i][1] > py) != (poly[(i + 1) % n][1] > py)],
                              why="edges i (P[i] to P[i+1]) with exactly one end above the point")
            count = 0
            for i in spans:
                if not isinstance(i, int) or not 0 <= i < n:
                    raise IndexError(f"edge {i!r} out of range after an injected error")
                t.state(f"point {label}: edge {i}")
                (x1, y1), (x2, y2) = t.fetch(f"P[{i}]", poly[i]), t.fetch(f"P[{(i + 1) % n}]", poly[(i + 1) % n])
                if y1 == y2:
                    raise ZeroDivisionError("a horizontal edge cannot straddle; injected error")
                x = t.compute("x_cross", x1 + Fraction((py - y1) * (x2 - x1), y2 - y1), why="x where the edge meets the point's height")
                count = t.compute("crossings", t.fetch("c", count) + (1 if px < x else 0), why="c + 1 if x_cross is right of the point")
            t.state(f"point {label}: verdict")
            odd = t.compute("inside", t.fetch("crossings", count) % 2 == 1, why="odd crossings mean inside")
            if odd:
                inside.append(label)
        t.state("answer")
        return t.compute("answer", inside)

    def solve(self, data: dict) -> list[str]:
        return [_LETTERS[k] for k, p in enumerate(data["points"]) if _winding(data["polygon"], p) != 0]


BOOTCAMP = PointInPolygon()
