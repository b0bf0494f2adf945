"""Where a ball bouncing diagonally inside a box is after some ticks.

The box has columns 0..W-1 and rows 0..H-1. Each tick the ball moves one column and one row
along its direction (dx, dy); before moving, a component that would take it outside the box is
reversed (it bounces off that wall; in a corner both reverse). The trace is one state per
tick.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer

_DIRECTIONS = {(1, 1): "right and down", (1, -1): "right and up", (-1, 1): "left and down", (-1, -1): "left and up"}


@dataclass(frozen=True)
class Config:
    max_side: int = 6
    ticks: int = 8

    def __post_init__(self) -> None:
        if not 3 <= self.max_side <= 100:
            raise ValueError(f"max_side must be in 3..100, got {self.max_side}")
        if not 2 <= self.ticks <= 500:
            raise ValueError(f"ticks must be in 2..500, got {self.ticks}")


_TEMPLATES = (
    "A ball moves inside a box with columns 0..{wl} (left to right) and rows 0..{hl} (top to bottom). It starts at "
    "column {x}, row {y}, heading {heading}: each tick it moves one column and one row. If a move would take it "
    "past a wall, that part of its direction reverses first (it bounces), and then it moves; in a corner both "
    "parts reverse. Where is it after {t} ticks?",
    "In an old video game the screen is {w} pixels wide (x = 0..{wl}) and {h} pixels tall (y = 0..{hl}, y grows "
    "downwards). A dot starts at x = {x}, y = {y} with velocity (dx, dy) = ({dx}, {dy}). Every frame, any velocity "
    "component that would carry the dot off the screen is negated, then the dot moves by (dx, dy). Give its "
    "position after {t} frames.",
    "Billiard on a {w} x {h} grid of cells (x from 0 to {wl}, y from 0 to {hl}). Start: ({x}, {y}); direction: "
    "dx = {dx}, dy = {dy}. Per step: if x + dx is outside 0..{wl} flip dx; if y + dy is outside 0..{hl} flip dy; "
    "then x += dx, y += dy. Position after {t} steps?",
)


class BouncingBall(IntListAnswer, Bootcamp):
    id = "simulation/bouncing_ball"
    description = "Position of a diagonally bouncing ball in a box after t ticks (one state per tick)"
    Config = Config
    LEVELS = {
        "1": Config(max_side=8, ticks=10),
        "2": Config(max_side=10, ticks=14),
        "3": Config(max_side=12, ticks=20),
        "4": Config(max_side=14, ticks=28),
        "5": Config(max_side=16, ticks=40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        w, h = rng.randint(3, config.max_side), rng.randint(3, config.max_side)
        data = {
            "w": w, "h": h, "x": rng.randrange(w), "y": rng.randrange(h),
            "dx": rng.choice([-1, 1]), "dy": rng.choice([-1, 1]),
            "ticks": rng.randint(config.ticks // 2, config.ticks),
        }
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        w, h = data["w"], data["h"]
        text = rng.choice(_TEMPLATES).format(
            w=w, h=h, wl=w - 1, hl=h - 1, x=data["x"], y=data["y"], dx=data["dx"], dy=data["dy"], t=data["ticks"],
            heading=_DIRECTIONS[(data["dx"], data["dy"])],
        )
        form = "the final column and row as two integers, for example 3, 0"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        w, h = data["w"], data["h"]
        x, y, dx, dy = data["x"], data["y"], data["dx"], data["dy"]
        for tick in range(1, data["ticks"] + 1):
            t.state(f"tick {tick}")
            x, y = t.fetch("position", (x, y))
            dx, dy = t.fetch("direction", (dx, dy))
            if not 0 <= x + dx < w:
                dx = t.compute("dx", -dx, why="bounce off a side wall")
            if not 0 <= y + dy < h:
                dy = t.compute("dy", -dy, why="bounce off the top or bottom")
            x, y = t.compute("position", (x + dx, y + dy))
        t.state("answer")
        return t.compute("answer", list(t.fetch("position", (x, y))))

    def solve(self, data: dict) -> list[int]:
        # Unfold the walls: along each axis the motion is a triangle wave of period 2 * (side - 1).
        def axis(start: int, step: int, side: int) -> int:
            period = 2 * (side - 1)
            pos = start if step > 0 else period - start  # a leftward start is a rightward one mirrored
            pos = (pos + data["ticks"]) % period
            return pos if pos < side else period - pos

        return [axis(data["x"], data["dx"], data["w"]), axis(data["y"], data["dy"], data["h"])]


BOOTCAMP = BouncingBall()
