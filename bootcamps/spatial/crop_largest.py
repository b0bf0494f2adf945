"""ARC-style cropping: a grid holds several coloured objects (edge-connected cells of one colour
digit on a . background); output the smallest rectangle that contains the object with the most
cells, copied from the grid. The largest object is unique by construction, and nothing else
reaches into its rectangle."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import regions
from bootcamps.kit.spatial import normalise, rows_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 7
    cols: int = 7
    objects: int = 3
    max_size: int = 5
    colours: int = 3

    def __post_init__(self) -> None:
        if not 4 <= self.rows <= 16 or not 4 <= self.cols <= 16 or not 2 <= self.objects <= 12:
            raise ValueError(f"need rows, cols in 4..16 and objects in 2..12, got {self.rows}, {self.cols}, {self.objects}")
        if not 2 <= self.max_size <= 12 or not 1 <= self.colours <= 9:
            raise ValueError(f"need max_size in 2..12 and colours in 1..9, got {self.max_size}, {self.colours}")


_TEMPLATES = (
    "The grid shows objects: groups of cells of one colour digit joined edge to edge (. is background). Crop the grid to the bounding box of the largest object (the one with the most cells).\n{grid}",
    "Find the object with the most cells (an object is an edge-connected group of same-digit cells; . is empty) and output the smallest rectangle of the grid that contains it, copied cell for cell.\n{grid}",
    "In this picture, . is background and each digit is a colour:\n{grid}\nCut out the smallest axis-aligned rectangle containing the biggest single-colour, edge-connected shape. What is the cropped grid?",
    "Output the sub-grid bounded by the largest object's extent (largest = most cells; objects are edge-connected cells of one digit):\n{grid}",
)


def _polyomino(rng: random.Random, size: int) -> list[tuple[int, int]]:
    shape = [(0, 0)]
    while len(shape) < size:
        r, c = rng.choice(shape)
        dr, dc = rng.choice(((0, 1), (1, 0), (0, -1), (-1, 0)))
        if (r + dr, c + dc) not in shape:
            shape.append((r + dr, c + dc))
    return list(normalise(shape))


class CropLargest(SymbolGridAnswer, Bootcamp):
    id = "spatial/crop_largest"
    description = "Crop a grid to the bounding box of its largest coloured object (ARC-style)"
    Config = Config
    grid_symbols = {".": ".", **{str(d): str(d) for d in range(1, 10)}}
    # cells are one digit each, so "2 2" is a row of two cells written with a space: the same grid
    adversarial_exempt = {"split_digits": "grid cells are single digits; a space between them separates cells, as in any grid"}
    LEVELS = {
        "1": Config(rows=6, cols=6, objects=2, max_size=4, colours=2),
        "2": Config(rows=7, cols=7, objects=3, max_size=5, colours=3),
        "3": Config(rows=8, cols=9, objects=4, max_size=6, colours=4),
        "4": Config(rows=10, cols=10, objects=6, max_size=7, colours=5),
        "5": Config(rows=12, cols=12, objects=8, max_size=9, colours=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        while True:
            sizes = [rng.randint(1, config.max_size - 1) for _ in range(config.objects - 1)] + [config.max_size]
            grid = [["."] * config.cols for _ in range(config.rows)]
            blocked: set[tuple[int, int]] = set()
            placed = 0
            for size in sorted(sizes, reverse=True):  # the largest first, so its box stays clear
                shape = _polyomino(rng, size)
                colour = str(rng.randint(1, config.colours))
                h, w = max(r for r, _ in shape) + 1, max(c for _, c in shape) + 1
                for _ in range(30):
                    r0, c0 = rng.randint(0, config.rows - h), rng.randint(0, config.cols - w)
                    cells = [(r0 + r, c0 + c) for r, c in shape]
                    box = [(r0 + r, c0 + c) for r in range(h) for c in range(w)]
                    if any(p in blocked for p in (box if placed == 0 else cells)):
                        continue
                    for r, c in cells:
                        grid[r][c] = colour
                    # the largest object's box and a moat are kept free; others get a moat too
                    keep = box if placed == 0 else cells
                    blocked.update((r + dr, c + dc) for r, c in keep for dr in (-1, 0, 1) for dc in (-1, 0, 1))
                    placed += 1
                    break
            if placed == config.objects:
                break
        data = {"grid": ["".join(row) for row in grid]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(grid=rows_text(data["grid"]))
        return f"{text}\n{answer_instruction('the cropped grid, one line per row, using the same characters (digits and .)')}"

    def format_answer(self, answer: list[list[str]]) -> str:
        return rows_text(answer)

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        grid = data["grid"]
        best, best_size = None, 0
        for i, cells in enumerate(regions(grid, keep=lambda v: v != ".")):
            t.state(f"object {i + 1}")
            cells = [tuple(p) for p in t.fetch(f"cells{i + 1}", [tuple(p) for p in cells])]
            size = t.compute("size", len(cells), why="count its cells")
            if t.goto(size > t.fetch("best_size", best_size), why="larger than the best so far"):
                best_size = t.compute("best_size", size)
                best = t.compute("box", [min(r for r, _ in cells), max(r for r, _ in cells), min(c for _, c in cells), max(c for _, c in cells)],
                                 why="top, bottom, left, right")
        t.state("crop")
        top, bottom, left, right = t.fetch("box", list(best))
        return t.compute("answer", [list(grid[r][left : right + 1]) for r in range(top, bottom + 1)], why="rows top..bottom, columns left..right")

    def solve(self, data: dict) -> list[list[str]]:
        # flood fill from every cell by hand, keeping the largest region's extent
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        seen: set[tuple[int, int]] = set()
        best: list[tuple[int, int]] = []
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "." or (r, c) in seen:
                    continue
                queue, region = [(r, c)], []
                seen.add((r, c))
                while queue:
                    cr, cc = queue.pop(0)
                    region.append((cr, cc))
                    for nr, nc in ((cr + 1, cc), (cr - 1, cc), (cr, cc + 1), (cr, cc - 1)):
                        if 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in seen and grid[nr][nc] == grid[r][c]:
                            seen.add((nr, nc))
                            queue.append((nr, nc))
                if len(region) > len(best):
                    best = region
        rs, cs = [p[0] for p in best], [p[1] for p in best]
        return [list(grid[r][min(cs) : max(cs) + 1]) for r in range(min(rs), max(rs) + 1)]


BOOTCAMP = CropLargest()
