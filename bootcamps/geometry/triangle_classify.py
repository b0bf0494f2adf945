"""Classify a lattice triangle by its sides (scalene or isosceles; a lattice triangle is never
equilateral) and by its largest angle (acute, right or obtuse), from the squared side lengths:
compare them for equal sides, and the largest with the sum of the other two (the converse of
Pythagoras)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.geometry import cross, point_text
from bootcamps.parse import normalise_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_coordinate: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.max_coordinate <= 10**4:
            raise ValueError(f"max_coordinate must be in 3..10**4, got {self.max_coordinate}")


_SIDES = ("scalene", "isosceles")
_ANGLES = ("acute", "right", "obtuse")
_TEMPLATES = (
    "Classify the triangle with vertices {a}, {b} and {c}: is it scalene or isosceles, and is it acute, right or obtuse?",
    "The points {a}, {b}, {c} form a triangle. Name its type by sides (scalene / isosceles) and by angles (acute / right / obtuse).",
    "Triangle PQR has P = {a}, Q = {b}, R = {c}. Decide whether it has two equal sides (isosceles) or none (scalene), and whether its largest angle is less than, equal to or greater than 90° (acute, right, obtuse).",
    "Look at the triangle {a}-{b}-{c}. What kind of triangle is it, by side lengths (scalene or isosceles) and by angles (acute, right or obtuse)?",
)
_FORM = "two words, the side type then the angle type, e.g. scalene obtuse"


def _squared(p: list[int], q: list[int]) -> int:
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2


def _candidate(rng: random.Random, m: int, target: tuple[str, str]) -> list[list[int]]:
    """Three points built to hit ``target`` often; the classifier decides the real class."""
    a = [rng.randint(-m, m), rng.randint(-m, m)]
    h = max(1, m // 2)
    v = [rng.randint(-h, h), rng.randint(-h, h)]
    side, angle = target
    if side == "isosceles":
        p, q = v
        w = rng.choice([[-q, p], [q, -p]] if angle == "right" else [[q, p], [-q, p], [p, -q], [-p, q], [q, -p], [-q, -p]])
    elif angle == "right":
        t = rng.choice((-3, -2, -1, 1, 2, 3))
        w = [-v[1] * t, v[0] * t]
    else:
        w = [rng.randint(-m, m), rng.randint(-m, m)]
    pts = [a, [a[0] + v[0], a[1] + v[1]], [a[0] + w[0], a[1] + w[1]]]
    rng.shuffle(pts)
    return pts


class TriangleClassify(Bootcamp):
    id = "geometry/triangle_classify"
    description = "Classify a lattice triangle as scalene/isosceles and acute/right/obtuse"
    Config = Config
    LEVELS = {
        "1": Config(max_coordinate=5),
        "2": Config(max_coordinate=10),
        "3": Config(max_coordinate=25),
        "4": Config(max_coordinate=80),
        "5": Config(max_coordinate=400),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        target = (rng.choice(_SIDES), rng.choice(_ANGLES))
        for _ in range(200):
            pts = _candidate(rng, config.max_coordinate, target)
            if cross(*pts) == 0:
                continue
            data = {"a": pts[0], "b": pts[1], "c": pts[2]}
            answer = self.solve(data)
            if tuple(answer.split()) == target:
                break
        return data, answer  # the last candidate's true class if the target was never hit

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(a=point_text(data["a"]), b=point_text(data["b"]), c=point_text(data["c"]))
        return f"{text}\n{answer_instruction(_FORM)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if len(text) > 200:
            return 0.0
        words = (normalise_text(text) or "").replace(",", " ").split()
        if words and words[-1] == "triangle":
            words.pop()
        return 1.0 if len(words) == 2 and sorted(words) == sorted(answer.split()) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        sides = []
        for name, (p, q) in (("AB", "ab"), ("BC", "bc"), ("CA", "ca")):
            t.state(f"side {name} squared")
            x, y = t.fetch(p.upper(), data[p]), t.fetch(q.upper(), data[q])
            sides.append(t.compute(f"{name}^2", (x[0] - y[0]) ** 2 + (x[1] - y[1]) ** 2, why="dx^2 + dy^2"))
        t.state("sides")
        s = t.fetch("squares", sides)
        equal = t.compute("equal_pair", s[0] == s[1] or s[1] == s[2] or s[0] == s[2], why="two squared sides equal")
        side = t.compute("by_sides", "isosceles" if equal else "scalene")
        t.state("angles")
        low, mid, high = t.compute("sorted", sorted(s), why="the squared sides in increasing order")
        gap = t.compute("gap", low + mid - high, why="sum of the two smaller minus the largest")
        angle = t.compute("by_angles", "acute" if gap > 0 else "right" if gap == 0 else "obtuse", why="gap > 0 acute, 0 right, < 0 obtuse")
        return f"{side} {angle}"

    def solve(self, data: dict) -> str:
        # dot products of the edge vectors at each vertex: a zero is a right angle, a negative an obtuse one
        pts = [data["a"], data["b"], data["c"]]
        dots = []
        for i in range(3):
            o, p, q = pts[i], pts[(i + 1) % 3], pts[(i + 2) % 3]
            dots.append((p[0] - o[0]) * (q[0] - o[0]) + (p[1] - o[1]) * (q[1] - o[1]))
        angle = "right" if 0 in dots else "obtuse" if min(dots) < 0 else "acute"
        lengths = {_squared(pts[i], pts[(i + 1) % 3]) for i in range(3)}
        return f"{'isosceles' if len(lengths) < 3 else 'scalene'} {angle}"


BOOTCAMP = TriangleClassify()
