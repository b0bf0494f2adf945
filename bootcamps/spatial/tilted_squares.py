"""Count the squares of every orientation (tilted ones included) whose four corners are all
dots of a partly filled lattice. Each square is counted once, from the corner where its edge
vector (a, b), taken counterclockwise, has a > 0 and b >= 0."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.spatial import rows_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 4
    cols: int = 4
    fill: float = 0.8

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 12 or not 2 <= self.cols <= 12 or not 0 < self.fill <= 1:
            raise ValueError(f"need rows and cols in 2..12 and fill in (0, 1], got {self.rows}, {self.cols}, {self.fill}")


_TEMPLATES = (
    "The grid below marks lattice points: o is a point, . is a missing point (neighbouring points are one unit apart). How many squares, of any size and any orientation (tilted ones count), have all four corners on points marked o?\n{grid}",
    "Count every square whose four vertices are o's in this dot lattice. Squares may be tilted; . marks a gap where there is no dot.\n{grid}",
    "In the pattern of dots below (o = dot, . = no dot, unit spacing), how many distinct squares can be drawn with a dot at each corner? Include squares whose sides are not horizontal.\n{grid}",
    "Dots sit on the o cells of this grid:\n{grid}\nFind the number of squares, axis-aligned or tilted at any angle, with every corner on a dot.",
    "Pegs stand at the o positions of a unit grid (. = empty position):\n{grid}\nHow many squares (upright or tilted) can be formed by stretching a band around four pegs?",
    "Consider the lattice points marked o below, one unit apart (. = absent).\n{grid}\nHow many squares of all sizes and orientations have their four vertices among the marked points?",
)


def _dots(grid: list[str]) -> set[tuple[int, int]]:
    return {(r, c) for r, row in enumerate(grid) for c, ch in enumerate(row) if ch == "o"}


class TiltedSquares(IntegerAnswer, Bootcamp):
    id = "spatial/tilted_squares"
    description = "Count squares of any orientation with all four corners on the dots of a lattice"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, fill=0.6),
        "2": Config(rows=4, cols=5, fill=0.65),
        "3": Config(rows=5, cols=5, fill=0.75),
        "4": Config(rows=5, cols=6, fill=0.8),
        "5": Config(rows=7, cols=7, fill=0.8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            grid = ["".join("o" if rng.random() < config.fill else "." for _ in range(config.cols)) for _ in range(config.rows)]
            data = {"grid": grid}
            gold = self.solve(data)
            if gold > 0:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(grid=rows_text(data["grid"]))
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["grid"]
        dots = _dots(grid)
        rows, cols = len(grid), len(grid[0])
        total = 0
        for r in range(rows):
            t.state(f"corners in row {r + 1}")
            row = t.fetch(f"row{r + 1}", grid[r])
            found = 0
            for c, ch in enumerate(row):
                if ch != "o":
                    continue
                # edge (a, b) from (r, c), then the next edge turned a quarter: (-b, a)
                for a in range(1, max(rows, cols)):
                    for b in range(0, max(rows, cols)):
                        corners = ((r + b, c + a), (r + b + a, c + a - b), (r + a, c - b))
                        if all(p in dots for p in corners):
                            found += 1
            count = t.compute("squares", found, why="squares whose counterclockwise edge from a corner in this row has a > 0, b >= 0")
            total = t.compute("total", t.fetch("total", total) + count, why="total + squares")
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # every unordered pair of dots as a diagonal: the other two corners are
        # (mid ± half the diagonal turned a quarter); each square has two diagonals
        dots = sorted(_dots(data["grid"]))
        present = set(dots)
        count = 0
        for i, (r1, c1) in enumerate(dots):
            for r2, c2 in dots[i + 1 :]:
                sr, sc = r1 + r2, c1 + c2  # twice the centre
                dr, dc = r2 - r1, c2 - c1
                p = ((sr - dc), (sc + dr))
                q = ((sr + dc), (sc - dr))
                if all(v % 2 == 0 for v in p + q) and (p[0] // 2, p[1] // 2) in present and (q[0] // 2, q[1] // 2) in present:
                    count += 1
        return count // 2


BOOTCAMP = TiltedSquares()
