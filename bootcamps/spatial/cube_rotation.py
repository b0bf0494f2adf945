"""A point of 3D space goes through a sequence of quarter and half turns about the x-, y- and
z-axes (right-hand rule: counterclockwise seen from the positive end of the axis); where does it
end up? Each turn permutes two coordinates and flips one sign."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.kit.matrices import mat_vec
from bootcamps.kit.spatial import AXES, quarter_turn
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    turns: int = 1
    spread: int = 9
    half_turns: bool = False  # also 180° turns
    clockwise: bool = False  # also clockwise quarter turns

    def __post_init__(self) -> None:
        if not 1 <= self.turns <= 12 or not 1 <= self.spread <= 99:
            raise ValueError(f"need turns in 1..12 and spread in 1..99, got {self.turns}, {self.spread}")


_WORDS = {1: "a quarter turn (90°) counterclockwise", 2: "a half turn (180°)", 3: "a quarter turn (90°) clockwise"}
_TEMPLATES = (
    "The point P = ({p}) is rotated, in order, by: {ops}. Rotations follow the right-hand rule: counterclockwise means as seen from the positive end of the axis looking toward the origin. Where does P end up?",
    "Start at ({p}) in xyz-space. Apply these rotations about the coordinate axes one after another: {ops}. (Counterclockwise is judged looking from the positive end of the axis back at the origin.) Give the final coordinates.",
    "A corner of a cube sits at ({p}). The cube is turned about the origin by {ops}, in that order; counterclockwise is as viewed from the positive side of each axis. What are the corner's new coordinates?",
    "Rotate the point ({p}) by {ops}, one after another. Each rotation is about an axis through the origin, and counterclockwise means counterclockwise when viewed from the positive end of that axis. Find the image.",
)


def _matrix(axis: str, turns: int) -> list[list[int]]:
    """The rotation as a matrix: its columns are the images of the unit vectors."""
    cols = [quarter_turn(e, axis, turns) for e in ([1, 0, 0], [0, 1, 0], [0, 0, 1])]
    return [[cols[j][i] for j in range(3)] for i in range(3)]


class CubeRotation(IntListAnswer, Bootcamp):
    id = "spatial/cube_rotation"
    description = "Image of a 3D point under a sequence of quarter/half turns about the coordinate axes"
    Config = Config
    LEVELS = {
        "1": Config(turns=1, spread=15),
        "2": Config(turns=2, spread=9, half_turns=True),
        "3": Config(turns=3, spread=9, half_turns=True, clockwise=True),
        "4": Config(turns=5, spread=20, half_turns=True, clockwise=True),
        "5": Config(turns=7, spread=50, half_turns=True, clockwise=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        choices = [1] + ([2] if config.half_turns else []) + ([3] if config.clockwise else [])
        point = [rng.randint(-config.spread, config.spread) for _ in range(3)]
        while len(set(map(abs, point))) < 3 or 0 in point:  # distinct magnitudes: every turn shows
            point = [rng.randint(-config.spread, config.spread) for _ in range(3)]
        ops = [[rng.choice(AXES), rng.choice(choices)] for _ in range(config.turns)]
        data = {"point": point, "ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        ops = "; ".join(f"{_WORDS[k]} about the {axis}-axis" for axis, k in data["ops"])
        text = rng.choice(_TEMPLATES).format(p=", ".join(map(str, data["point"])), ops=ops)
        return f"{text}\n{answer_instruction('the coordinates (x, y, z) as three integers in square brackets, e.g. [3, -1, 7]')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        p = list(data["point"])
        for i, (axis, k) in enumerate(data["ops"]):
            t.state(f"turn {i + 1} about {axis}")
            q = t.fetch("p", list(p))
            p = t.compute("p'", quarter_turn(q, axis, k), why=f"{k} counterclockwise quarter turn(s) about {axis}")
        t.state("answer")
        return t.compute("answer", list(t.fetch("p", p)))

    def solve(self, data: dict) -> list[int]:
        # compose the rotation matrices first (later turns on the left), then apply once
        total = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        for axis, k in data["ops"]:
            m = _matrix(axis, k)
            total = [[sum(m[i][r] * total[r][j] for r in range(3)) for j in range(3)] for i in range(3)]
        return mat_vec(total, data["point"])


BOOTCAMP = CubeRotation()
