"""Shikaku: divide the grid into rectangles so that every rectangle contains exactly one number
and that number is its area (in cells). Clues are lettered A, B, ... in reading order and the
answer names, for every cell, the letter of the clue whose rectangle covers it. Unique by
construction: a random partition into rectangles gets one clue per rectangle (placed again a
few times, then the partition is drawn again) unless an exact-cover count (the lowest uncovered cell
starts one rectangle of an unused clue) finds exactly one solution; the traced solver is a
constraint search instead (one variable per clue: which of its rectangles; no two overlap). Most random
partitions are ambiguous, so several are drawn per case: generation runs at one to a few
hundred cases/s at level 3."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem, traced_search
from bootcamps.kit.enumerated import enumerated
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import cell_name, paint_rectangles
from bootcamps.trace import Tracer

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    max_area: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 9 or not 2 <= self.cols <= 9:
            raise ValueError(f"rows and cols must be in 2..9, got {self.rows}x{self.cols}")
        if not 2 <= self.max_area <= 12:
            raise ValueError(f"max_area must be in 2..12, got {self.max_area}")


def random_rectangles(rows: int, cols: int, max_area: int, rng: random.Random) -> list[tuple[int, int, int, int]]:
    """A partition into rectangles (top, left, height, width): the first free cell in reading
    order starts a random rectangle of free cells with area at most ``max_area``."""
    free = [[True] * cols for _ in range(rows)]
    out = []
    for r in range(rows):
        for c in range(cols):
            if not free[r][c]:
                continue
            width_max = 0
            while c + width_max < cols and free[r][c + width_max]:
                width_max += 1
            shapes = [(h, w) for h in range(1, rows - r + 1) for w in range(1, width_max + 1)
                      if 1 < h * w <= max_area or h * w == 1 and rng.random() < 0.05]
            shapes = [(h, w) for h, w in shapes if all(free[r + i][c + j] for i in range(h) for j in range(w))] or [(1, 1)]
            h, w = rng.choice(shapes)
            for i in range(h):
                for j in range(w):
                    free[r + i][c + j] = False
            out.append((r, c, h, w))
    return out


def candidates(rows: int, cols: int, clues: list[list[int]]) -> list[list[tuple[int, int, int, int]]]:
    """For each clue [r, c, area], every rectangle of that area inside the grid that covers the
    clue cell and no other clue, sorted."""
    at = {(r, c) for r, c, _ in clues}
    out = []
    for r, c, area in clues:
        rects = []
        for h in range(1, area + 1):
            if area % h:
                continue
            w = area // h
            for top in range(max(0, r - h + 1), min(r, rows - h) + 1):
                for left in range(max(0, c - w + 1), min(c, cols - w) + 1):
                    cells = {(top + i, left + j) for i in range(h) for j in range(w)}
                    if cells & at == {(r, c)}:
                        rects.append((top, left, h, w))
        out.append(sorted(rects))
    return out


def overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def build(rows: int, cols: int, clues: list[list[int]]) -> tuple[Problem, list]:
    cands = candidates(rows, cols, clues)
    problem = Problem([range(len(options)) for options in cands])
    for i in range(len(cands)):
        for j in range(i + 1, len(cands)):
            if any(overlap(a, b) for a in cands[i] for b in cands[j]):
                rule = lambda v, a=cands[i], b=cands[j]: not overlap(a[v[0]], b[v[1]])  # noqa: E731
                problem.propagator([i, j], enumerated([i, j], rule))
    return problem, cands


def cover_count(rows: int, cols: int, cands: list, limit: int = 2) -> list[list[int]]:
    """Up to ``limit`` solutions (rectangle index per clue) by exact cover on cell bit masks:
    the lowest uncovered cell takes each rectangle of an unused clue that covers it."""
    at_cell: list[list[tuple[int, int, int]]] = [[] for _ in range(rows * cols)]
    for k, options in enumerate(cands):
        for v, (top, left, h, w) in enumerate(options):
            mask = 0
            for i in range(h):
                for j in range(w):
                    mask |= 1 << ((top + i) * cols + left + j)
            at_cell[(mask & -mask).bit_length() - 1].append((k, v, mask))  # indexed by its first cell
    full = (1 << (rows * cols)) - 1
    found: list[list[int]] = []
    choice = [-1] * len(cands)

    def search(covered: int) -> None:
        if len(found) >= limit:
            return
        if covered == full:
            found.append(list(choice))
            return
        low = (~covered & (covered + 1)).bit_length() - 1  # the lowest uncovered cell starts a rectangle
        for k, v, mask in at_cell[low]:
            if choice[k] == -1 and not mask & covered:
                choice[k] = v
                search(covered | mask)
                choice[k] = -1

    search(0)
    return found


_RULES = (
    "Shikaku: divide the {rows}x{cols} grid into rectangles (squares allowed) along the cell lines. Every rectangle "
    "must contain exactly one number, and that number equals the rectangle's area in cells. Every cell belongs to "
    "exactly one rectangle.",
    "Cut this {rows}-row, {cols}-column board into rectangular pieces. Each piece holds a single number, which tells "
    "how many cells the piece has; pieces cannot overlap and together cover the whole board.",
    "Partition the grid ({rows} by {cols}) into non-overlapping rectangles that cover it, so that each rectangle "
    "encloses exactly one of the numbers shown and its size (width times height) is that number.",
)


class Shikaku(SymbolGridAnswer, Bootcamp):
    id = "puzzle/shikaku"
    description = "Shikaku: divide the grid into rectangles, each holding one number equal to its area; one solution"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, max_area=4),
        "2": Config(rows=5, cols=5, max_area=6),
        "3": Config(rows=6, cols=6, max_area=8),
        "4": Config(rows=7, cols=7, max_area=9),
        "5": Config(rows=8, cols=9, max_area=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            rects = random_rectangles(rows, cols, config.max_area, rng)
            if len(rects) > len(LETTERS):
                continue
            for _ in range(6):  # a few clue placements per partition before drawing a new one
                clues = sorted([top + rng.randrange(h), left + rng.randrange(w), h * w] for top, left, h, w in rects)
                cands = candidates(rows, cols, clues)
                found = cover_count(rows, cols, cands)
                if len(found) == 1:
                    grid = paint_rectangles(rows, cols, [cands[k][v] for k, v in enumerate(found[0])])
                    return {"rows": rows, "cols": cols, "clues": clues}, grid

    @property
    def grid_symbols(self) -> dict[str, int]:  # type: ignore[override]
        return {ch: k for k, ch in enumerate(LETTERS)}

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows, cols = data["rows"], data["cols"]
        blank = rng.choice((".", "_"))
        board = [[blank] * cols for _ in range(rows)]
        for r, c, area in data["clues"]:
            board[r][c] = str(area)
        width = max(len(s) for row in board for s in row)
        text = rng.choice(_RULES).format(rows=rows, cols=cols) + "\n\n" + "\n".join(
            " ".join(s.rjust(width) for s in row) for row in board)
        text += "\n\nThe numbers are named by letters in reading order: " + ", ".join(
            f"{LETTERS[k]} = the {area} at {cell_name(r, c)}" for k, (r, c, area) in enumerate(data["clues"])) + "."
        form = ("the grid with every cell replaced by the letter of the number whose rectangle covers it, rows separated "
                "by semicolons (for example AAB;CCB for a 2x3 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return ";".join("".join(LETTERS[k] if isinstance(k, int) and 0 <= k < 26 else str(k) for k in row) for row in answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        rows, cols, clues = data["rows"], data["cols"], data["clues"]
        problem, cands = build(rows, cols, clues)
        names = [f"{LETTERS[k]}" for k in range(len(clues))]
        values = traced_search(t, problem, names) or []
        if len(values) != len(clues) or not all(isinstance(v, int) and 0 <= v < len(cands[k]) for k, v in enumerate(values)):
            return []
        t.state("paint")
        return t.compute("grid", paint_rectangles(rows, cols, [cands[k][v] for k, v in enumerate(values)]), why="each cell takes its rectangle's letter")

    def solve(self, data: dict) -> list[list[int]]:
        """Exact cover: the first uncovered cell in reading order takes one rectangle of an unused
        clue that covers it and only free cells."""
        rows, cols, clues = data["rows"], data["cols"], data["clues"]
        cands = candidates(rows, cols, clues)
        grid = [[-1] * cols for _ in range(rows)]

        def cover() -> bool:
            spot = next(((r, c) for r in range(rows) for c in range(cols) if grid[r][c] == -1), None)
            if spot is None:
                return True
            r, c = spot
            used = {v for row in grid for v in row}
            for k, options in enumerate(cands):
                if k in used:
                    continue
                for top, left, h, w in options:
                    cells = [(top + i, left + j) for i in range(h) for j in range(w)]
                    if (r, c) in cells and all(grid[i][j] == -1 for i, j in cells):
                        for i, j in cells:
                            grid[i][j] = k
                        if cover():
                            return True
                        for i, j in cells:
                            grid[i][j] = -1
            return False

        cover()
        return grid


BOOTCAMP = Shikaku()
