"""Count the ways to tile the open cells of a grid (some cells blocked) with L-trominoes (three
cells forming a 2x2 square less one cell, in any of its four orientations), and at the higher
levels with straight trominoes (1x3, either way round) as well.

The traced solver sweeps the grid row by row: ``ways`` maps the set of cells of the next two
rows already covered by pieces reaching down from above to the number of partial tilings; each
row's open cells are covered left to right, every piece placed at its first cell in reading
order. The plain solver covers the first open cell of the whole board, memoised on the covered set.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import render
from bootcamps.trace import Tracer

# Each piece as (row, col) offsets from its first cell in reading order.
L_PIECES = (((0, 0), (0, 1), (1, 0)), ((0, 0), (0, 1), (1, 1)), ((0, 0), (1, 0), (1, 1)), ((0, 0), (1, -1), (1, 0)))
I_PIECES = (((0, 0), (0, 1), (0, 2)), ((0, 0), (1, 0), (2, 0)))


def pieces_of(straight: bool) -> tuple:
    return L_PIECES + I_PIECES if straight else L_PIECES


@dataclass(frozen=True)
class Config:
    rows: int = 4  # each case has rows-1..rows rows and cols-1..cols columns
    cols: int = 5
    holes: int = 2  # blocked cells: holes-3..holes (at least one)
    straight: bool = False  # straight trominoes allowed too

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 9 or not 3 <= self.cols <= 9:
            raise ValueError(f"rows and cols must be in 3..9, got {self.rows}x{self.cols}")
        if not 0 <= self.holes <= self.rows * self.cols // 4:
            raise ValueError(f"holes must be in 0..{self.rows * self.cols // 4}, got {self.holes}")


_L_TEXT = "An L-tromino covers three cells forming a 2x2 square with one cell missing, in any of its four orientations."
_I_TEXT = "A straight tromino covers three cells in a line, horizontal or vertical."

_TEMPLATES = (
    "In how many ways can the open cells (.) of this grid be covered exactly by {pieces}, each piece covering "
    "cells that are open, with no overlaps and every open cell covered? Blocked cells (#) stay uncovered. {desc}"
    "\n{grid}",
    "A floor has the shape below (. is floor, # is a pillar):\n{grid}\nCount the different ways to tile the whole "
    "floor with {pieces}, without cutting a tile or covering a pillar. {desc} Two tilings differ if some tile "
    "covers a different set of cells.",
    "Count the tilings of the open cells of this {r}x{c} board (# cells are removed) by {pieces}. {desc}\n{grid}\n"
    "Tilings count as different when some piece covers a different set of three cells.",
)


class TrominoTilings(IntegerAnswer, Bootcamp):
    id = "spatial/tromino_tilings"
    description = "Number of tilings of a grid region with blocked cells by L-trominoes (and straight trominoes)"
    Config = Config
    LEVELS = {
        "1": Config(rows=6, cols=7, holes=8, straight=False),
        "2": Config(rows=6, cols=8, holes=9, straight=False),
        "3": Config(rows=7, cols=5, holes=7, straight=True),
        "4": Config(rows=7, cols=6, holes=8, straight=True),
        "5": Config(rows=8, cols=6, holes=9, straight=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        pieces = pieces_of(config.straight)
        while True:  # lay random pieces at the first open cell; a cell no piece fits becomes a hole
            rows = rng.randint(config.rows - 1, config.rows)
            cols = rng.randint(config.cols - 1, config.cols)
            grid = [[0] * cols for _ in range(rows)]
            covered = [[False] * cols for _ in range(rows)]
            holes = rng.randint(1, config.holes - 2)
            for cell in rng.sample(range(rows * cols), holes):  # some holes anywhere, the rest where forced
                grid[cell // cols][cell % cols], covered[cell // cols][cell % cols] = 1, True
            for r in range(rows):
                for c in range(cols):
                    if covered[r][c]:
                        continue
                    fits = [p for p in pieces if all(0 <= r + dr < rows and 0 <= c + dc < cols
                                                     and not covered[r + dr][c + dc] for dr, dc in p)]
                    if fits and rng.random() > 0.03:
                        for dr, dc in rng.choice(fits):
                            covered[r + dr][c + dc] = True
                    else:
                        grid[r][c], covered[r][c] = 1, True
                        holes += 1
            if not max(1, config.holes - 3) <= holes <= config.holes or sum(grid[-1]) > 1:
                continue
            data = {"grid": grid, "straight": config.straight}
            return data, count_by_rows(grid, pieces)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        if data["straight"]:
            pieces, desc = "L-trominoes and straight trominoes", f"{_L_TEXT} {_I_TEXT}"
        else:
            pieces, desc = "L-trominoes", _L_TEXT
        text = rng.choice(_TEMPLATES).format(grid=render(grid, sep="", symbols={0: ".", 1: "#"}), r=len(grid),
                                             c=len(grid[0]), pieces=pieces, desc=desc)
        return f"{text}\n{answer_instruction('the number of tilings, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid, pieces = data["grid"], pieces_of(data["straight"])
        ways = {0: 1}
        for r in range(len(grid)):
            t.state(f"row {r + 1}")
            t.fetch(f"row[{r + 1}]", "".join("#" if x else "." for x in grid[r]))
            before = t.fetch("ways", sorted([m, w] for m, w in ways.items()))
            nxt: dict[int, int] = {}
            for mask, count in before:
                for out in _fill_row(grid, r, mask, pieces):
                    nxt[out] = nxt.get(out, 0) + count
            ways = nxt
            t.compute("ways", sorted([m, w] for m, w in ways.items()),
                      why="every way to cover the rest of this row; key = covered cells of the next two rows")
        t.state("answer")
        return t.compute("tilings", ways.get(0, 0), why="no piece may stick out below the last row")

    def solve(self, data: dict) -> int:
        """Cover the first open cell of the board by each piece that fits, memoised on the covered set."""
        grid, pieces = data["grid"], pieces_of(data["straight"])
        rows, cols = len(grid), len(grid[0])
        start = sum(1 << (r * cols + c) for r in range(rows) for c in range(cols) if grid[r][c])
        full = (1 << (rows * cols)) - 1
        memo: dict[int, int] = {}

        def count(covered: int) -> int:
            if covered == full:
                return 1
            if covered in memo:
                return memo[covered]
            v = (~covered & (covered + 1)).bit_length() - 1
            r0, c0 = divmod(v, cols)
            total = 0
            for piece in pieces:
                bits = 0
                for dr, dc in piece:
                    r, c = r0 + dr, c0 + dc
                    if not (0 <= r < rows and 0 <= c < cols) or (covered >> (r * cols + c)) & 1:
                        break
                    bits |= 1 << (r * cols + c)
                else:
                    total += count(covered | bits)
            memo[covered] = total
            return total

        return count(start)


def _fill_row(grid: list[list[int]], r: int, mask: int, pieces: tuple):
    """Masks of the cells of rows r+1 and r+2 covered, over every way to cover the open cells of
    row r not in ``mask`` (bits: row r, then r+1, r+2; cols bits each), placing each piece at its
    first cell in reading order."""
    rows, cols = len(grid), len(grid[0])

    def go(c: int, window: int):
        while c < cols and (grid[r][c] or (window >> c) & 1):
            c += 1
        if c == cols:
            yield window >> cols
            return
        for piece in pieces:
            bits = 0
            for dr, dc in piece:
                rr, cc = r + dr, c + dc
                bit = 1 << (dr * cols + cc)
                if not (rr < rows and 0 <= cc < cols) or grid[rr][cc] or window & bit:
                    break
                bits |= bit
            else:
                yield from go(c + 1, window | bits)

    yield from go(0, mask)


def count_by_rows(grid: list[list[int]], pieces: tuple) -> int:
    ways = {0: 1}
    for r in range(len(grid)):
        nxt: dict[int, int] = {}
        for mask, count in ways.items():
            for out in _fill_row(grid, r, mask, pieces):
                nxt[out] = nxt.get(out, 0) + count
        ways = nxt
    return ways.get(0, 0)


BOOTCAMP = TrominoTilings()
