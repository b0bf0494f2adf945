"""The area covered by a set of overlapping axis-aligned rectangles (the area of their union)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rects: int = 3
    span: int = 10  # coordinates lie in 0..span

    def __post_init__(self) -> None:
        if not 2 <= self.rects <= 12:
            raise ValueError(f"rects must be in 2..12, got {self.rects}")
        if not 4 <= self.span <= 200:
            raise ValueError(f"span must be in 4..200, got {self.span}")


_TEMPLATES = (
    "Rectangles with sides parallel to the axes are drawn on a plane. Each is given by its corners "
    "(x1, y1) and (x2, y2), with x1 < x2 and y1 < y2:\n{rects}\nWhat is the total area covered by at least one "
    "rectangle? Overlapping parts count once.",
    "A painter covers the floor with these rectangular rugs (lower-left corner, upper-right corner; sides parallel "
    "to the walls):\n{rects}\nRugs may overlap. How many square units of floor are covered?",
    "Find the area of the union of the following axis-aligned rectangles, each written as "
    "[x1, x2] x [y1, y2]:\n{rects}\n(Area shared by several rectangles is counted only once.)",
)


class RectUnionArea(IntegerAnswer, Bootcamp):
    id = "spatial/rect_union_area"
    description = "Area of the union of overlapping axis-aligned rectangles"
    Config = Config
    LEVELS = {
        "1": Config(rects=2, span=10),
        "2": Config(rects=3, span=15),
        "3": Config(rects=4, span=20),
        "4": Config(rects=6, span=40),
        "5": Config(rects=9, span=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        rects = []
        for _ in range(config.rects):
            x1, x2 = sorted(rng.sample(range(config.span + 1), 2))
            y1, y2 = sorted(rng.sample(range(config.span + 1), 2))
            rects.append([x1, y1, x2, y2])
        data = {"rects": rects}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        template = rng.choice(_TEMPLATES)
        if "[x1, x2]" in template:
            lines = [f"{i + 1}. [{x1}, {x2}] x [{y1}, {y2}]" for i, (x1, y1, x2, y2) in enumerate(data["rects"])]
        else:
            lines = [f"{i + 1}. ({x1}, {y1}) to ({x2}, {y2})" for i, (x1, y1, x2, y2) in enumerate(data["rects"])]
        text = template.format(rects="\n".join(lines))
        return f"{text}\n{answer_instruction('the covered area, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Sweep left to right: between two consecutive x edges, the covered height is the
        length of the union of the y-intervals of the rectangles spanning that strip."""
        rects = data["rects"]
        t.state("edges")
        xs = t.compute("xs", sorted({x for r in rects for x in (r[0], r[2])}), why="every left and right edge, sorted")
        area = 0
        for i in range(len(xs) - 1):
            t.state(f"strip {i + 1}")
            left = t.fetch(f"xs[{i}]", xs[i])
            right = t.fetch(f"xs[{i + 1}]", xs[i + 1])
            spans = t.compute("spans", sorted([r[1], r[3]] for r in rects if r[0] <= left and right <= r[2]),
                              why="y-intervals of the rectangles covering this strip")
            covered, reach = 0, None
            for y1, y2 in spans:  # merge the sorted intervals
                if reach is None or y1 > reach:
                    covered += y2 - y1
                    reach = y2
                elif y2 > reach:
                    covered += y2 - reach
                    reach = y2
            height = t.compute("height", covered, why="length of the union of the spans")
            area = t.compute("area", area + (right - left) * height, why="area + (right-left)*height")
        t.state("answer")
        return t.fetch("area", area)

    def solve(self, data: dict) -> int:
        """Count unit squares covered by some rectangle."""
        covered = set()
        for x1, y1, x2, y2 in data["rects"]:
            covered.update((x, y) for x in range(x1, x2) for y in range(y1, y2))
        return len(covered)


BOOTCAMP = RectUnionArea()
