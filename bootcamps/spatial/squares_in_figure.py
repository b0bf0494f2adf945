"""Count the squares of every size in a line drawing: a grid of unit cells drawn in ASCII
(corners '+', horizontal edges '--', vertical edges '|') with some unit edges left out. A k x k
square counts when all 4k unit edges of its outline are drawn. Counted with run lengths: how
far the drawn line continues right of and below every corner."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_int
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 3
    missing: float = 0.15  # share of unit edges left out

    def __post_init__(self) -> None:
        if not 1 <= self.rows <= 12 or not 2 <= self.cols <= 12:
            raise ValueError(f"rows must be in 1..12 and cols in 2..12, got {self.rows}x{self.cols}")
        if not 0.0 <= self.missing <= 0.6:
            raise ValueError(f"missing must be in [0, 0.6], got {self.missing}")


def drawing(h: list[list[int]], v: list[list[int]]) -> str:
    """``h[y][x]``: the edge from corner (x, y) to (x+1, y); ``v[y][x]``: from (x, y) to (x, y+1)."""
    lines = []
    for y in range(len(h)):
        lines.append("+" + "+".join("--" if e else "  " for e in h[y]) + "+")
        if y < len(v):
            lines.append("  ".join("|" if e else " " for e in v[y]).rstrip())
    return "\n".join(lines)


_TEMPLATES = (
    "The figure below was meant to be a grid of {rows} x {cols} unit squares, but some unit segments were never "
    "drawn ('+' marks a grid point, '--' a drawn horizontal segment, '|' a drawn vertical one; blanks are missing "
    "segments):\n{fig}\nHow many squares of any size (1x1, 2x2, ...) have their whole outline drawn? A square counts "
    "only if every unit segment on its four sides is present; lines inside it do not matter.",
    "Count all squares, of every size, whose complete boundary appears in this drawing (grid points are '+', "
    "horizontal unit segments '--', vertical unit segments '|'; a gap means the segment is missing):\n{fig}\n"
    "Squares have their corners on grid points and sides along the grid lines; segments inside a square are "
    "irrelevant.",
    "How many squares can you find in this figure? It is a {rows}-by-{cols} lattice of cells drawn with '+' at the "
    "lattice points, '--' for horizontal unit segments and '|' for vertical ones, with some segments erased:\n{fig}\n"
    "A k x k square is found only when all 4k unit segments around it are drawn (what lies inside it is ignored).",
)


class SquaresInFigure(Bootcamp):
    id = "spatial/squares_in_figure"
    description = "Count squares of every size whose whole outline is drawn in a grid figure with missing segments"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=3, missing=0.25),
        "2": Config(rows=3, cols=4, missing=0.2),
        "3": Config(rows=4, cols=4, missing=0.15),
        "4": Config(rows=5, cols=6, missing=0.15),
        "5": Config(rows=7, cols=8, missing=0.12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            h = [[int(rng.random() >= config.missing) for _ in range(config.cols)] for _ in range(config.rows + 1)]
            v = [[int(rng.random() >= config.missing) for _ in range(config.cols + 1)] for _ in range(config.rows)]
            data = {"h": h, "v": v}
            gold = self.solve(data)
            if gold > 0:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(rows=len(data["v"]), cols=len(data["h"][0]), fig=drawing(data["h"], data["v"]))
        return f"{text}\n{answer_instruction('one integer')}"

    def check(self, data: dict, answer: int, text: str) -> float:
        return 1.0 if strict_int(text) == int(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        h, v = data["h"], data["v"]
        rows, cols = len(v), len(h[0])
        t.state("runs")
        # right[y][x]: drawn unit segments in a row going right from corner (x, y); down likewise
        right = [[0] * (cols + 1) for _ in range(rows + 1)]
        down = [[0] * (cols + 1) for _ in range(rows + 1)]
        for y in range(rows, -1, -1):
            for x in range(cols, -1, -1):
                if x < cols and h[y][x]:
                    right[y][x] = right[y][x + 1] + 1
                if y < rows and v[y][x]:
                    down[y][x] = down[y + 1][x] + 1
        right = t.compute("right runs", right, why="drawn segments continuing right of each corner")
        down = t.compute("down runs", down, why="drawn segments continuing below each corner")
        total = 0
        for k in range(1, min(rows, cols) + 1):
            for y in range(rows - k + 1):
                t.state(f"size {k} top row {y}")
                found = 0
                for x in range(cols - k + 1):
                    top, left = t.fetch(f"right[{y}][{x}]", right[y][x]), t.fetch(f"down[{y}][{x}]", down[y][x])
                    if top < k or left < k:
                        continue
                    bottom, side = t.fetch(f"right[{y + k}][{x}]", right[y + k][x]), t.fetch(f"down[{y}][{x + k}]", down[y][x + k])
                    if bottom >= k and side >= k:
                        found += 1
                total = t.compute("total", total + t.compute("found", found, why=f"{k}x{k} squares with top edge on line {y}"))
        t.state("answer")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """Every square, every unit segment of its outline checked directly."""
        h, v = data["h"], data["v"]
        rows, cols = len(v), len(h[0])
        count = 0
        for k in range(1, min(rows, cols) + 1):
            for y in range(rows - k + 1):
                for x in range(cols - k + 1):
                    if all(h[y][x + i] and h[y + k][x + i] and v[y + i][x] and v[y + i][x + k] for i in range(k)):
                        count += 1
        return count


BOOTCAMP = SquaresInFigure()
