"""Axis-aligned rectangles on the plane: the largest number of them that overlap at one point
(interiors only: rectangles that merely share an edge or corner do not overlap). A sweep over
the x-coordinates of the edges, counting the cover of each vertical strip's y-intervals."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

LABELS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Config:
    rects: int = 4
    span: int = 12  # coordinates lie in 0..span
    max_side: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.rects <= len(LABELS):
            raise ValueError(f"rects must be in 2..{len(LABELS)}, got {self.rects}")
        if not 4 <= self.span <= 1000:
            raise ValueError(f"span must be in 4..1000, got {self.span}")
        if not 1 <= self.max_side <= self.span:
            raise ValueError(f"max_side must be in 1..span, got {self.max_side}")


_TEMPLATES = (
    "Axis-aligned rectangles, each given as (x1, y1, x2, y2) with (x1, y1) its lower-left and (x2, y2) its "
    "upper-right corner:\n{rects}\nWhat is the largest number of these rectangles that contain a common point in "
    "their interiors? (Rectangles that only touch along an edge or at a corner do not overlap there.)",
    "{rects}\nThese are rectangles on the plane (left x, bottom y, right x, top y). Find the maximum overlap depth: "
    "the most rectangles whose interiors all cover one point. Shared boundaries do not count as overlap.",
    "Several rectangular rugs lie on a floor; rug corners are given as x1 y1 x2 y2 (lower-left, upper-right):\n"
    "{rects}\nAt some spot the most rugs are stacked on top of each other. How many rugs is that? (Only the inside "
    "of a rug counts; edges that just meet are not stacked.)",
)


class OverlapDepth(IntegerAnswer, Bootcamp):
    id = "spatial/overlap_depth"
    description = "The most axis-aligned rectangles whose interiors share a point"
    Config = Config
    LEVELS = {
        "1": Config(rects=3, span=10, max_side=7),
        "2": Config(rects=5, span=16, max_side=10),
        "3": Config(rects=7, span=24, max_side=14),
        "4": Config(rects=10, span=40, max_side=22),
        "5": Config(rects=14, span=60, max_side=32),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        rects = []
        for _ in range(config.rects):
            w, h = rng.randint(1, config.max_side), rng.randint(1, config.max_side)
            x, y = rng.randint(0, config.span - w), rng.randint(0, config.span - h)
            rects.append([x, y, x + w, y + h])
        data = {"rects": rects}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.randrange(3)
        lines = []
        for label, (x1, y1, x2, y2) in zip(LABELS, data["rects"]):
            if style == 0:
                lines.append(f"{label}: ({x1}, {y1}, {x2}, {y2})")
            elif style == 1:
                lines.append(f"{label} = [{x1}, {y1}] to [{x2}, {y2}]")
            else:
                lines.append(f"{label} {x1} {y1} {x2} {y2}")
        text = rng.choice(_TEMPLATES).format(rects="\n".join(lines))
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        rects = data["rects"]
        xs = sorted({x for r in rects for x in (r[0], r[2])})
        best = 0
        for a, b in zip(xs, xs[1:]):
            t.state(f"strip x {a}..{b}")
            active = [i for i, r in enumerate(rects) if r[0] <= a and b <= r[2]]
            t.compute("rectangles spanning it", [LABELS[i] for i in active])
            events = sorted([(rects[i][1], 1) for i in active] + [(rects[i][3], -1) for i in active], key=lambda e: (e[0], e[1]))
            depth = deepest = 0
            for _, step in events:  # a top edge at the same y closes before a bottom edge opens
                depth += step
                deepest = max(deepest, depth)
            deepest = t.compute("deepest in strip", deepest, why="sweep the y-intervals, closing before opening")
            best = t.compute("best", max(best, deepest))
        t.state("answer")
        return t.ret("answer", best)

    def solve(self, data: dict) -> int:
        """Test the centre of every cell of the grid cut by all edge coordinates."""
        rects = data["rects"]
        xs = sorted({x for r in rects for x in (r[0], r[2])})
        ys = sorted({y for r in rects for y in (r[1], r[3])})
        best = 0
        for x1, x2 in zip(xs, xs[1:]):
            for y1, y2 in zip(ys, ys[1:]):
                cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
                best = max(best, sum(1 for a, b, c, d in rects if a < cx < c and b < cy < d))
        return best


BOOTCAMP = OverlapDepth()
