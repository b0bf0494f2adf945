"""Monotone lattice paths from (0, 0) to (a, b), one unit right or up per step, that never
rise above the line y = x + t (a ballot problem; t = 0 and a = b gives a Catalan number): a
dynamic program over the allowed points, row by row; the plain solver uses the reflection
principle, C(a + b, b) - C(a + b, b - t - 1)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.counting import ncr
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_steps: int = 8  # a, the number of right steps, is at most this
    max_shift: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.max_steps <= 80 or not 0 <= self.max_shift <= 20:
            raise ValueError(f"need max_steps in 2..80 and max_shift in 0..20, got {self.max_steps}, {self.max_shift}")


_TEMPLATES = (
    "A walker starts at ({x0}, {y0}) and takes unit steps, each either right (x + 1) or up (y + 1), until reaching ({a}, {b}). "
    "At every point along the way y <= x + {t} must hold. How many different walks are there?",
    "Count the lattice paths from ({x0}, {y0}) to ({a}, {b}) made of unit steps east and north that never go above the line y = x + {t}.",
    "An election count is under way: so far candidate A has {x0} votes and candidate B has {y0}. In the end A has {a} votes and B has {b}. "
    "The remaining ballots are counted one at a time (ballots for one candidate are indistinguishable). In how many orders of the "
    "remaining ballots does B never lead A by more than {t} at any moment?",
    "A robot on the integer grid is at ({x0}, {y0}) and must reach ({a}, {b}) moving only in the +x and +y directions, one unit at a time. "
    "It may never be at a point with y - x greater than {t}. How many routes can it take?",
    "How many monotone staircase paths (unit steps right or up) lead from ({x0}, {y0}) to ({a}, {b}) without ever crossing above the line y = x + {t}?",
)


class BallotPaths(IntegerAnswer, Bootcamp):
    id = "combinatorics/ballot_paths"
    description = "Lattice paths between two points that never rise above y = x + t (ballot / Catalan counting)"
    Config = Config
    min_distinct_prompts = {"1": 0.93, "2": 0.97}
    small_space_reason = "levels 1-2 are small grids: (start, end, t) triples number in the thousands"
    LEVELS = {
        "1": Config(max_steps=10, max_shift=3),
        "2": Config(max_steps=14, max_shift=3),
        "3": Config(max_steps=22, max_shift=4),
        "4": Config(max_steps=30, max_shift=6),
        "5": Config(max_steps=36, max_shift=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        t = rng.randint(0, config.max_shift)
        x0 = rng.randint(0, max(1, config.max_steps // 3))
        y0 = rng.randint(0, x0 + t)  # the start is on or below the line
        a = rng.randint(x0 + max(2, config.max_steps // 2), x0 + config.max_steps)
        b = rng.randint(max(y0 + 1, a - 3 * config.max_shift - 2), a + t)  # b <= a + t, else no path
        data = {"x0": x0, "y0": y0, "a": a, "b": b, "t": t}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", **data)

    def program(self, t: Tracer, data: dict) -> int:
        x0, y0, a, b, shift = data["x0"], data["y0"], data["a"], data["b"], data["t"]
        t.state(f"row y{y0}")
        row = t.compute(f"row[{y0}]", [1] * (a - x0 + 1), why=f"along y = {y0} only right steps (index = x - {x0})")
        for y in range(y0 + 1, b + 1):
            t.state(f"row y{y}")
            below = t.fetch(f"row[{y - 1}]", row)
            new = []
            for i in range(a - x0 + 1):
                if y > x0 + i + shift:
                    new.append(0)  # above the line: forbidden
                else:
                    new.append((new[i - 1] if i else 0) + (below[i] if i < len(below) else 0))
            row = t.compute(f"row[{y}]", new, why="paths to (x, y): from the left plus from below; 0 above the line")
        t.state("answer")
        return t.compute("answer", t.fetch(f"row[{b}]", row)[-1], why=f"the entry at x = {a}")

    def solve(self, data: dict) -> int:
        x0, y0, a, b, shift = data["x0"], data["y0"], data["a"], data["b"], data["t"]
        # a bad path touches y = x + t + 1; reflecting its start in that line gives a path from
        # (y0 - t - 1, x0 + t + 1) to (a, b), one for one
        ups = b - y0
        bad_ups = b - (x0 + shift + 1)
        return ncr(a - x0 + ups, ups) - ncr((a - y0 + shift + 1) + bad_ups, bad_ups)


BOOTCAMP = BallotPaths()
