"""Count the grid cells within a given distance (taxicab, king-move or straight-line) of at
least one beacon."""

from __future__ import annotations

import random
from dataclasses import dataclass
from math import isqrt

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

METRICS = ("manhattan", "chebyshev", "euclidean")
_RULES = {
    "manhattan": "the distance between cells (r1, c1) and (r2, c2) is |r1 - r2| + |c1 - c2| (taxicab distance)",
    "chebyshev": "the distance between cells (r1, c1) and (r2, c2) is max(|r1 - r2|, |c1 - c2|) (the number of king moves)",
    "euclidean": "the distance between cells (r1, c1) and (r2, c2) is the straight-line distance "
                 "sqrt((r1 - r2)^2 + (c1 - c2)^2) between their centres",
}


@dataclass(frozen=True)
class Config:
    rows: int = 8  # largest board; each case draws its shape from the last four sizes up to here
    cols: int = 8
    beacons: int = 2
    max_radius: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 60 or not 2 <= self.cols <= 60:
            raise ValueError(f"rows and cols must be in 2..60, got {self.rows}x{self.cols}")
        if not 1 <= self.beacons <= 20:
            raise ValueError(f"beacons must be in 1..20, got {self.beacons}")
        if not 1 <= self.max_radius <= 30:
            raise ValueError(f"max_radius must be in 1..30, got {self.max_radius}")


_TEMPLATES = (
    "A grid has {rows} rows (numbered 1 to {rows} from the top) and {cols} columns (1 to {cols} from the left). "
    "Beacons stand in these cells: {beacons}. A beacon reaches every cell at distance at most {d} from it, where "
    "{rule}. How many cells of the grid are reached by at least one beacon (the beacons' own cells included)?",
    "Cell r3c5 means row 3, column 5. On a {rows}x{cols} board there are transmitters at {beacons}; each covers "
    "all cells within distance {d}, where {rule}. Count the board cells covered by one or more transmitters.",
    "Sprinklers sit at {beacons} in a {rows}-row, {cols}-column garden of square cells (rows and columns counted "
    "from 1 at the top left). A sprinkler waters each cell whose distance from it is {d} or less; {rule}. "
    "How many cells get water?",
)


def reach(metric: str, radius: int, dr: int) -> int:
    """How far left and right of a beacon's column the cover extends in a row ``dr`` rows away
    (-1 when the row is out of reach)."""
    dr = abs(dr)
    if dr > radius:
        return -1
    if metric == "manhattan":
        return radius - dr
    if metric == "chebyshev":
        return radius
    return isqrt(radius * radius - dr * dr)


class DistanceCover(IntegerAnswer, Bootcamp):
    id = "spatial/distance_cover"
    description = "Cells within taxicab, king-move or straight-line distance of some beacon on a grid"
    Config = Config
    LEVELS = {
        "1": Config(rows=7, cols=7, beacons=2, max_radius=2),
        "2": Config(rows=8, cols=8, beacons=2, max_radius=3),
        "3": Config(rows=10, cols=12, beacons=3, max_radius=4),
        "4": Config(rows=14, cols=16, beacons=4, max_radius=5),
        "5": Config(rows=20, cols=24, beacons=6, max_radius=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        rows = rng.randint(max(2, config.rows - 3), config.rows)  # the board's shape varies too
        cols = rng.randint(max(2, config.cols - 3), config.cols)
        cells = rng.sample(range(rows * cols), min(config.beacons, rows * cols))
        data = {
            "rows": rows, "cols": cols, "metric": rng.choice(METRICS),
            "radius": rng.randint(1, config.max_radius), "beacons": sorted(list(divmod(v, cols)) for v in cells),
        }
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        beacons = ", ".join(cell_name(r, c) for r, c in data["beacons"])
        text = rng.choice(_TEMPLATES).format(rows=data["rows"], cols=data["cols"], beacons=beacons,
                                             d=data["radius"], rule=_RULES[data["metric"]])
        return f"{text}\n{answer_instruction('the number of cells, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Row by row: each beacon in reach covers an interval of columns; merge the intervals."""
        metric, radius, cols = data["metric"], data["radius"], data["cols"]
        total = 0
        for r in range(data["rows"]):
            spans = []
            for br, bc in data["beacons"]:
                w = reach(metric, radius, r - br)
                if w >= 0:
                    spans.append([max(0, bc - w) + 1, min(cols - 1, bc + w) + 1])
            if not spans:
                continue
            t.state(f"row {r + 1}")
            spans = t.compute("spans", sorted(spans), why="columns each beacon in reach covers in this row")
            count, end = 0, 0
            for a, b in spans:
                if b > end:
                    count += b - max(a, end + 1) + 1
                    end = b
            count = t.compute("count", count, why="size of the union of the spans")
            total = t.compute("total", total + count)
        t.state("answer")
        return t.fetch("total", total)

    def solve(self, data: dict) -> int:
        """Every cell against every beacon, distances compared exactly (squared for straight lines)."""
        radius, count = data["radius"], 0
        for r in range(data["rows"]):
            for c in range(data["cols"]):
                for br, bc in data["beacons"]:
                    dr, dc = abs(r - br), abs(c - bc)
                    d = {"manhattan": dr + dc, "chebyshev": max(dr, dc), "euclidean": dr * dr + dc * dc}[data["metric"]]
                    if d <= (radius * radius if data["metric"] == "euclidean" else radius):
                        count += 1
                        break
        return count


BOOTCAMP = DistanceCover()
