"""How many pairs among n lattice segments meet (share at least one point, touching and
overlapping included): for each pair, the four orientation tests, with the collinear cases
settled by bounding boxes."""

from __future__ import annotations

import random
from fractions import Fraction
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.geometry import orientation
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    segments: int = 4
    grid: int = 6  # endpoints in [0, grid]^2: a small grid makes meetings (and touchings) common

    def __post_init__(self) -> None:
        if not 2 <= self.segments <= 40 or not 3 <= self.grid <= 10**4:
            raise ValueError(f"need segments in 2..40 and grid in 3..10**4, got {self.segments}, {self.grid}")


_TEMPLATES = (
    "Here are {n} line segments in the plane:\n{segs}\nHow many pairs of them intersect? Two segments intersect when they share at least one point (touching at an endpoint or overlapping counts).",
    "Count the unordered pairs of segments below that have a point in common (crossing, touching or overlapping):\n{segs}",
    "Segments (each from one endpoint to the other):\n{segs}\nOf all {pairs} pairs, how many meet, i.e. share at least one point, endpoints included?",
    "{n} sticks lie on a table with these endpoints:\n{segs}\nHow many pairs of sticks touch or cross each other (a common point of any kind counts)?",
)


def _on_box(p: list[int], q: list[int], r: list[int]) -> bool:
    """r lies within the bounding box of p and q (used when the three are collinear)."""
    return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(p[1], q[1])


def _meet(a: list[int], b: list[int], c: list[int], d: list[int]) -> tuple[list[int], bool]:
    o = [orientation(a, b, c), orientation(a, b, d), orientation(c, d, a), orientation(c, d, b)]
    if o[0] * o[1] < 0 and o[2] * o[3] < 0:
        return o, True
    touching = (o[0] == 0 and _on_box(a, b, c)) or (o[1] == 0 and _on_box(a, b, d)) \
        or (o[2] == 0 and _on_box(c, d, a)) or (o[3] == 0 and _on_box(c, d, b))
    return o, touching


class SegmentIntersections(IntegerAnswer, Bootcamp):
    id = "geometry/segment_intersections"
    description = "Count the pairs of lattice segments that share a point"
    Config = Config
    LEVELS = {
        "1": Config(segments=3, grid=5),
        "2": Config(segments=4, grid=6),
        "3": Config(segments=6, grid=8),
        "4": Config(segments=8, grid=10),
        "5": Config(segments=11, grid=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        g = config.grid
        segments = []
        while len(segments) < config.segments:
            p, q = [rng.randint(0, g), rng.randint(0, g)], [rng.randint(0, g), rng.randint(0, g)]
            if p != q and [p, q] not in segments and [q, p] not in segments:
                segments.append([p, q])
        data = {"segments": segments}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        segs = "\n".join(f"S{i + 1}: ({p[0]}, {p[1]}) to ({q[0]}, {q[1]})" for i, (p, q) in enumerate(data["segments"]))
        n = len(data["segments"])
        text = rng.choice(_TEMPLATES).format(n=n, segs=segs, pairs=n * (n - 1) // 2)
        return f"{text}\n{answer_instruction('one integer (the number of pairs)')}"

    def program(self, t: Tracer, data: dict) -> int:
        segs = data["segments"]
        count = 0
        for i in range(len(segs)):
            for j in range(i + 1, len(segs)):
                t.state(f"S{i + 1} and S{j + 1}")
                a, b = t.fetch(f"S{i + 1}", segs[i])
                c, d = t.fetch(f"S{j + 1}", segs[j])
                o, meet = _meet(a, b, c, d)
                t.compute("orient", o, why="signs of (AB,C), (AB,D), (CD,A), (CD,B)")
                meet = t.compute("meet", meet, why="proper crossing, or a zero sign with the point inside the other's box")
                count = t.compute("count", t.fetch("n", count) + (1 if meet else 0), why="n + 1 if they meet")
        return count

    def solve(self, data: dict) -> int:
        # parametric form P + t(Q - P): solve for t and u exactly, intervals for collinear pairs

        def meets(s: list[list[int]], r: list[list[int]]) -> bool:
            (x1, y1), (x2, y2) = s
            (x3, y3), (x4, y4) = r
            den = (x2 - x1) * (y4 - y3) - (y2 - y1) * (x4 - x3)
            if den != 0:
                t = Fraction((x3 - x1) * (y4 - y3) - (y3 - y1) * (x4 - x3), den)
                u = Fraction((x3 - x1) * (y2 - y1) - (y3 - y1) * (x2 - x1), den)
                return 0 <= t <= 1 and 0 <= u <= 1
            if (x3 - x1) * (y2 - y1) - (y3 - y1) * (x2 - x1) != 0:
                return False  # parallel, not on one line
            # collinear: project on the axis with the larger extent and compare intervals
            axis = 0 if x1 != x2 else 1
            lo1, hi1 = sorted((s[0][axis], s[1][axis]))
            lo2, hi2 = sorted((r[0][axis], r[1][axis]))
            return max(lo1, lo2) <= min(hi1, hi2)

        segs = data["segments"]
        return sum(meets(segs[i], segs[j]) for i in range(len(segs)) for j in range(i + 1, len(segs)))


BOOTCAMP = SegmentIntersections()
