"""Unit cubes glued at listed integer positions (x, y, z), z up: how many unit squares does
the sculpture cover in each of its three orthogonal views (front, side, top)? Each view is the
set of distinct coordinate pairs once the viewing axis is dropped."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    cubes: int = 6
    size: int = 3  # coordinates lie in 0..size-1

    def __post_init__(self) -> None:
        if not 2 <= self.cubes <= 80 or not 2 <= self.size <= 10:
            raise ValueError("cubes must be in 2..80 and size in 2..10")
        if self.cubes > self.size**3:
            raise ValueError("more cubes than positions")


_TEMPLATES = (
    "A sculpture is made of unit cubes; each cube occupies the cell with the given integer coordinates (x, y, z), "
    "where x runs left to right, y runs from front to back and z runs upward:\n{cubes}\nLight shone straight along "
    "the y-axis casts a shadow on the back wall, light along the x-axis casts one on the side wall, and light from "
    "straight above casts one on the floor. How many unit squares does each of the three shadows cover? Give them as "
    "front (x-z plane), side (y-z plane), top (x-y plane).",
    "Cubes of side 1 sit at these lattice cells (x, y, z), with z the height:\n{cubes}\nDraw the three orthographic "
    "views: the front view shows (x, z), the side view shows (y, z) and the top view shows (x, y). Count the filled "
    "squares in each view and report front, side, top.",
    "Project this set of unit cubes (given as cells (x, y, z)) onto the three coordinate planes:\n{cubes}\nA square "
    "of a projection is filled when at least one cube lies on the line through it. Report the number of filled "
    "squares on the xz-plane (front view), the yz-plane (side view) and the xy-plane (top view), in that order.",
)


class BlockShadows(Bootcamp):
    id = "spatial/block_shadows"
    description = "Areas of the front, side and top views (shadows) of a set of unit cubes"
    Config = Config
    LEVELS = {
        "1": Config(cubes=5, size=3),
        "2": Config(cubes=9, size=4),
        "3": Config(cubes=15, size=5),
        "4": Config(cubes=24, size=6),
        "5": Config(cubes=40, size=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        cells = [[x, y, z] for x in range(config.size) for y in range(config.size) for z in range(config.size)]
        cubes = sorted(rng.sample(cells, config.cubes))
        data = {"cubes": cubes}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(cubes="\n".join(f"({x}, {y}, {z})" for x, y, z in data["cubes"]))
        return f"{text}\n{answer_instruction('three integers separated by commas: front, side, top (e.g. 4, 5, 3)')}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def check(self, data: dict, answer: list[int], text: str) -> float:
        return 1.0 if strict_int_list(text, max_items=3) == list(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> list[int]:
        front: list[list[int]] = []
        side: list[list[int]] = []
        top: list[list[int]] = []
        counts = {"front": 0, "side": 0, "top": 0}
        for i, (x, y, z) in enumerate(data["cubes"]):
            t.state(f"cube {i + 1}")
            x, y, z = t.fetch(f"cube[{i + 1}]", [x, y, z])
            for name, view, pair in (("front", front, [x, z]), ("side", side, [y, z]), ("top", top, [x, y])):
                if pair not in view:
                    view.append(pair)
                    counts[name] = t.compute(f"{name} count", counts[name] + 1, why=f"new square {tuple(pair)}")
        t.state("answer")
        return t.ret("answer", [counts["front"], counts["side"], counts["top"]])

    def solve(self, data: dict) -> list[int]:
        """Boolean occupancy per axis line: a view square is filled when its line holds a cube."""
        size = max(max(c) for c in data["cubes"]) + 1
        occ = {tuple(c) for c in data["cubes"]}
        rng_ = range(size)
        front = sum(any((a, k, b) in occ for k in rng_) for a in rng_ for b in rng_)
        side = sum(any((k, a, b) in occ for k in rng_) for a in rng_ for b in rng_)
        top = sum(any((a, b, k) in occ for k in rng_) for a in rng_ for b in rng_)
        return [front, side, top]


BOOTCAMP = BlockShadows()
