"""Line of sight along a row of towers: an observer stands on one tower with eyes a stated
height above its top; which other towers' tops can they see? A top is seen when the straight
sight line to it passes strictly above the top of every tower in between. Traced as a scan
outward on each side keeping the steepest slope so far (exact integer cross-multiplication)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    towers: int = 8
    max_height: int = 12

    def __post_init__(self) -> None:
        if not 4 <= self.towers <= 60 or not 3 <= self.max_height <= 200:
            raise ValueError("towers must be in 4..60 and max_height in 3..200")


_TEMPLATES = (
    "Towers numbered 1 to {n} stand in a straight row, one unit apart; their heights are {h} (tower 1 first). An "
    "observer stands on top of tower {p} with eyes {e} above its top. A tower's top is visible when the straight "
    "line from the eyes to that top passes strictly above the tops of all towers between them (touching counts as "
    "blocked). Which towers' tops can the observer see? List their numbers in increasing order.",
    "Heights along a ridge, at positions 1..{n} spaced 1 apart: {h}. A lookout's eyes are {e} units above the top "
    "of position {p}. List every other position whose top can be seen: the sight line to it must stay strictly "
    "higher than every top in between.",
    "A row of {n} columns (equal spacing, heights {h}, numbered from 1 at the left). Someone standing on column {p}, "
    "eyes {e} above it, looks left and right. A column top is in view if no column strictly between them reaches "
    "the sight line or above it. Give the numbers of all columns whose tops are in view, smallest first.",
)


def _steeper(a: list[int], b: list[int] | None) -> bool:
    """Slope a = [rise, run] strictly steeper than b (run > 0), None being no slope yet."""
    return b is None or a[0] * b[1] > b[0] * a[1]


class ProfileSightlines(IntSequenceAnswer, Bootcamp):
    id = "spatial/profile_sightlines"
    description = "Which tower tops in a row an observer on one tower can see (strict line of sight)"
    Config = Config
    LEVELS = {
        "1": Config(towers=6, max_height=9),
        "2": Config(towers=9, max_height=12),
        "3": Config(towers=13, max_height=20),
        "4": Config(towers=18, max_height=30),
        "5": Config(towers=26, max_height=50),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            heights = [rng.randint(1, config.max_height) for _ in range(config.towers)]
            data = {"heights": heights, "at": rng.randint(1, config.towers), "eye": rng.randint(1, 3)}
            gold = self.solve(data)
            if 0 < len(gold) < config.towers - 1:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(n=len(data["heights"]), h=", ".join(map(str, data["heights"])),
                                             p=data["at"], e=data["eye"])
        return f"{text}\n{answer_instruction('the tower numbers in increasing order, separated by commas (e.g. 2, 5, 6)')}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        heights, p = data["heights"], data["at"]
        t.state("eye")
        eye = t.compute("eye height", heights[p - 1] + data["eye"], why="top of the tower plus eyes")
        seen: list[int] = []
        for step, side in ((-1, "left"), (1, "right")):
            steepest = None
            j = p + step
            while 1 <= j <= len(heights):
                t.state(f"{side} tower {j}")
                h = t.fetch(f"height[{j}]", heights[j - 1])
                slope = t.compute("slope", [h - eye, abs(j - p)], why="rise over run from the eyes")
                if t.goto(_steeper(slope, steepest), why="steeper than everything nearer"):
                    seen = t.compute("visible", sorted(seen + [j]))
                    steepest = t.compute("steepest", slope)
                j += step
        t.state("answer")
        return t.ret("answer", seen)

    def solve(self, data: dict) -> list[int]:
        """Every pair checked directly with exact fractions: the sight line's height above each
        tower in between."""
        heights, p = data["heights"], data["at"]
        eye = Fraction(heights[p - 1] + data["eye"])
        out = []
        for j in range(1, len(heights) + 1):
            if j == p:
                continue
            step = 1 if j > p else -1
            ok = all(eye + (heights[j - 1] - eye) * Fraction(abs(i - p), abs(j - p)) > heights[i - 1]
                     for i in range(p + step, j, step))
            if ok:
                out.append(j)
        return out


BOOTCAMP = ProfileSightlines()
