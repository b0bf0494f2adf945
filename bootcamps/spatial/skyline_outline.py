"""The skyline of rectangular buildings standing on a line, seen from afar: its key points
(x, height), one wherever the outline's height changes, left to right, ending at height 0.
Traced as a sweep over the buildings' edges; solved again with a max-heap of open buildings."""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.games3 import format_pairs, read_int_pairs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    buildings: int = 4
    width: int = 20  # x-coordinates lie in 0..width
    max_height: int = 12

    def __post_init__(self) -> None:
        if not 2 <= self.buildings <= 40:
            raise ValueError(f"buildings must be in 2..40, got {self.buildings}")
        if not 8 <= self.width <= 500 or not 3 <= self.max_height <= 200:
            raise ValueError("width must be in 8..500 and max_height in 3..200")


_TEMPLATES = (
    "Rectangular buildings stand on flat ground (the x-axis). Each is given as (left x, right x, height):\n{b}\n"
    "Seen from far away they merge into one skyline. List the skyline's key points: a point (x, h) wherever the "
    "outline's height changes to h at position x, from left to right. The last key point has height 0, and two "
    "consecutive key points never have the same height.",
    "Outline the skyline of these buildings (left edge, right edge, height):\n{b}\nGive the key points (x, h) of "
    "the silhouette in increasing x: the height jumps to h at x and stays there until the next key point; ground "
    "level is height 0. Do not list a point where the height does not actually change.",
    "A city block, drawn from the side, has these rectangles standing on the ground, each as [left, right, height]:\n"
    "{b}\nTrace the upper contour of their union from left to right and report every position x where its height "
    "changes, together with the new height (the final change is down to 0).",
)


class SkylineOutline(Bootcamp):
    id = "spatial/skyline_outline"
    description = "Key points of the skyline silhouette of rectangular buildings on a line"
    Config = Config
    LEVELS = {
        "1": Config(buildings=3, width=12, max_height=9),
        "2": Config(buildings=5, width=20, max_height=12),
        "3": Config(buildings=8, width=30, max_height=15),
        "4": Config(buildings=12, width=45, max_height=20),
        "5": Config(buildings=18, width=70, max_height=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        buildings = []
        for _ in range(config.buildings):
            left = rng.randint(0, config.width - 2)
            right = rng.randint(left + 1, min(config.width, left + max(2, config.width // 3)))
            buildings.append([left, right, rng.randint(1, config.max_height)])
        buildings.sort()
        data = {"buildings": buildings}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(b="\n".join(f"({l}, {r}, {h})" for l, r, h in data["buildings"]))
        return f"{text}\n{answer_instruction('the key points as (x, h) pairs separated by commas, e.g. (1, 5), (4, 0)')}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return format_pairs(answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        pairs = read_int_pairs(text, max_pairs=len(answer) + 5)
        return 1.0 if pairs is not None and [list(p) for p in pairs] == [list(p) for p in answer] else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        buildings = data["buildings"]
        xs = sorted({x for l, r, _ in buildings for x in (l, r)})
        points: list[list[int]] = []
        height = 0
        for x in xs:
            t.state(f"x={x}".replace("=", " "))
            covering = [h for i, (l, r, h) in enumerate(buildings) if l <= x < r]
            top = t.compute("tallest covering", max(covering, default=0), why="buildings with left <= x < right")
            if t.goto(top != height, why="height changes"):
                points = t.compute("key points", points + [[x, top]])
                height = top
        t.state("answer")
        return t.ret("answer", points)

    def solve(self, data: dict) -> list[list[int]]:
        """Events sorted by x; a max-heap of (-height, right) with lazy deletion of ended buildings."""
        events = sorted({x for l, r, _ in data["buildings"] for x in (l, r)})
        starts = sorted(data["buildings"])
        heap: list[tuple[int, int]] = []
        i, points = 0, []
        for x in events:
            while i < len(starts) and starts[i][0] <= x:
                heapq.heappush(heap, (-starts[i][2], starts[i][1]))
                i += 1
            while heap and heap[0][1] <= x:
                heapq.heappop(heap)
            h = -heap[0][0] if heap else 0
            if not points or points[-1][1] != h:
                points.append([x, h])
        return points


BOOTCAMP = SkylineOutline()
