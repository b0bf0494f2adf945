"""Yin-yang: colour every cell black or white so that the black cells form one orthogonally
connected group, the white cells form one too, and no 2x2 block is all one colour; some cells
are given. The hidden colouring grows a black group from a random cell (each new cell keeps the
white cells connected and closes no black 2x2 block) until no all-white 2x2 block is left; a
share of its cells is given (at least one of each colour), and more where a second colouring
differs, until the row-by-row solver (which remembers positions it has counted) finds one.
The solvers also drop a 2x2 block coloured like a chessboard, which the two connections rule
out together (a black path joining one diagonal pair and a white path joining the other would
have to cross). A puzzle whose plain row search (the trace) would wander far is redrawn. Those
solver runs (several per case) hold generation to a few hundred cases/s at level 3, and grids
stay at most 7x6 for the same reason."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.grids import answer_line, regions
from bootcamps.kit.puzzle8 import from_masks, one_group
from bootcamps.kit.puzzle20 import (join_groups, one_label, read_fenced_grid, reveal_until_one, row_dfs_nodes,
                                    row_dp, row_strings, start_groups)
from bootcamps.kit.puzzles2 import traced_dfs
from bootcamps.kit.puzzles3 import connected
from bootcamps.trace import Tracer

SYMBOLS = {"B": 1, "W": 0}


@dataclass(frozen=True)
class Config:
    """A rows x cols grid (3..8 each) with ``shown`` of its cells given before the uniqueness
    loop adds more; the row search the trace makes visits ``least`` to ``most`` nodes."""

    rows: int = 5
    cols: int = 5
    shown: float = 0.15  # share of cells given before the uniqueness loop
    least: int = 0  # the plain row search (the trace) visits at least this many nodes
    most: int = 40  # and at most this many

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 8 or not 3 <= self.cols <= 8:
            raise ValueError(f"rows and cols must be in 3..8, got {self.rows}x{self.cols}")
        if not 0.0 <= self.shown <= 0.6:
            raise ValueError(f"shown must be in [0, 0.6], got {self.shown}")
        if not 0 <= self.least <= self.most // 2 or not self.rows <= self.most <= 200:
            raise ValueError(f"need 0 <= least <= most/2 and rows <= most <= 200, got least={self.least}, most={self.most}")


def _pair_fits(above: int, row: int, full: int) -> bool:
    """No 2x2 block of two stacked rows all black, all white, or coloured like a chessboard."""
    black = above & row
    white = ~above & ~row & full
    diff = above ^ (above >> 1)  # columns c where the cell above differs from its right neighbour
    cross = (above ^ row) & ((above ^ row) >> 1) & diff  # and both cells below flip
    inner = full >> 1
    return not (black & (black >> 1) & inner or white & (white >> 1) & inner or cross & inner)


@lru_cache(maxsize=None)
def _pairs(cols: int) -> tuple[tuple[int, ...], ...]:
    """For each row mask, the masks that may lie under it (``_pair_fits``)."""
    full = (1 << cols) - 1
    return tuple(tuple(b for b in range(full + 1) if _pair_fits(a, b, full)) for a in range(full + 1))


def _rules(givens: list[str]):
    """The ``row_dp`` callbacks of a yin-yang grid (bit c set = column c black): each row keeps
    its given cells, stacked rows hold no 2x2 block of one colour (nor a chessboard one), and
    the black and white groups along the newest row are tracked (``join_groups``) so that no
    group is cut off while another of its colour exists; a full grid has one of each."""
    cols = len(givens[0])
    full = (1 << cols) - 1
    pairs = _pairs(cols)
    fits = []
    for line in givens:
        black = sum(1 << c for c, ch in enumerate(line) if ch == "B")
        white = sum(1 << c for c, ch in enumerate(line) if ch == "W")
        fits.append([m for m in range(full + 1) if m & black == black and not m & white])
    allowed = [set(f) for f in fits]
    known: dict = {}

    def options(r: int, above: int | None):
        if above is None:
            return fits[0]
        if (r, above) not in known:
            known[r, above] = [m for m in pairs[above] if m in allowed[r]]
        return known[r, above]

    def start(m: int):
        return start_groups(m, cols), start_groups(~m & full, cols)

    def step(r: int, above: int, state: tuple, m: int):
        black = join_groups(*state[0], m)
        white = join_groups(*state[1], ~m & full) if black else None
        return None if white is None else (black, white)

    def final(state: tuple) -> bool:
        return one_label(state[0][0]) and one_label(state[1][0])

    return start, step, final, options


def solutions(givens: list[str], limit: int = 2, max_nodes: int | None = None) -> list[list[int]]:
    """Up to ``limit`` colourings (row masks, bit c set = column c black), counted row by row
    by ``row_dp`` under the rules of ``_rules``."""
    return row_dp(len(givens), *_rules(givens), limit=limit, max_nodes=max_nodes)


def random_colouring(rows: int, cols: int, rng: random.Random) -> list[int] | None:
    """Black cells (row masks) grown from a random cell: each new one a white cell beside the
    black group, preferring cells of an all-white 2x2 block, that closes no black 2x2 block and
    leaves the white cells connected, until no all-white 2x2 block is left; None when the growth
    gets stuck first."""
    full = (1 << cols) - 1
    inner = full >> 1
    black = [0] * rows
    black[rng.randrange(rows)] = 1 << rng.randrange(cols)
    while True:
        white = [~m & full for m in black]
        hot = [0] * rows  # cells of all-white 2x2 blocks
        for r in range(rows - 1):
            block = white[r] & white[r + 1] & (white[r] >> 1) & (white[r + 1] >> 1) & inner
            hot[r] |= block | block << 1
            hot[r + 1] |= block | block << 1
        if not any(hot):
            return black
        front = []
        for r in range(rows):
            near = black[r] << 1 | black[r] >> 1 | (black[r - 1] if r else 0) | (black[r + 1] if r + 1 < rows else 0)
            front.extend((r, c) for c in range(cols) if (near & white[r]) >> c & 1)
        rng.shuffle(front)
        front.sort(key=lambda cell: not hot[cell[0]] >> cell[1] & 1)
        for r, c in front:
            black[r] |= 1 << c
            if (all(not (black[a] & black[a + 1] & (black[a] >> 1) & (black[a + 1] >> 1) & inner)
                    for a in (r - 1, r) if 0 <= a < rows - 1)
                    and one_group([~m & full for m in black], cols)):
                break
            black[r] ^= 1 << c
        else:
            return None


_TEMPLATES = (
    "Yin-yang puzzle on a {r}x{c} grid (B is a given black cell, W a given white cell, . an empty cell):\n{grid}\n"
    "Colour every cell black or white, keeping the given colours. All black cells must form one group connected "
    "through shared sides, all white cells must form one such group as well, and no 2x2 block of cells may be "
    "entirely black or entirely white.",
    "Solve this Yin-Yang grid ({r} rows, {c} columns). Some cells are already coloured (B = black, W = white); "
    "dots are still to be coloured:\n{grid}\nRules: every cell ends up black or white; the black cells are all "
    "orthogonally connected to each other; the white cells are all orthogonally connected to each other; no four "
    "cells forming a 2x2 square share one colour.",
    "Here is a Yin and Yang board:\n{grid}\nFill each dot with black (B) or white (W), leaving the given letters as "
    "they are, so that: one can walk between any two black cells by horizontal and vertical steps on black cells "
    "only; the same holds for the white cells; and there is no 2x2 square that is all black or all white.",
)


class YinYang(Bootcamp):
    id = "puzzle/yin_yang"
    description = "Yin-yang: colour every cell so both colours are connected and no 2x2 block is one colour"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(rows=4, cols=4, shown=0.25, least=0, most=6),
        "2": Config(rows=5, cols=5, shown=0.2, least=0, most=12),
        "3": Config(rows=5, cols=6, shown=0.18, least=0, most=20),
        "4": Config(rows=6, cols=6, shown=0.15, least=0, most=30),
        "5": Config(rows=7, cols=6, shown=0.13, least=0, most=40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            gold = random_colouring(rows, cols, rng)
            if gold is None:
                continue
            grid = from_masks(gold, cols)
            cells = [(r, c) for r in range(rows) for c in range(cols)]
            blacks = [cell for cell in cells if grid[cell[0]][cell[1]]]
            whites = [cell for cell in cells if not grid[cell[0]][cell[1]]]
            if not blacks or not whites:
                continue
            shown = {rng.choice(blacks), rng.choice(whites)} | {cell for cell in cells if rng.random() < config.shown}
            givens = [["."] * cols for _ in range(rows)]
            for r, c in shown:
                givens[r][c] = "BW"[1 - grid[r][c]]

            def reveal(cell: tuple[int, int]) -> None:
                givens[cell[0]][cell[1]] = "BW"[1 - grid[cell[0]][cell[1]]]

            def options(other: list[int]) -> list[tuple[int, int]]:
                return [(r, c) for r, c in cells if givens[r][c] == "." and (other[r] >> c & 1) != grid[r][c]]

            try:
                reveal_until_one(lambda: solutions(["".join(x) for x in givens], max_nodes=3000), gold, options,
                                 reveal, rng)
            except Budget:
                continue
            nodes = row_dfs_nodes(rows, *_rules(["".join(x) for x in givens]), config.most)
            if nodes is None or nodes < config.least:  # the trace's search: long enough, not too long
                continue
            return {"givens": ["".join(x) for x in givens]}, grid

    def prompt(self, data: dict, rng: random.Random) -> str:
        givens = data["givens"]
        grid = "\n".join(" ".join(line) for line in givens)
        text = rng.choice(_TEMPLATES).format(r=len(givens), c=len(givens[0]), grid=grid)
        form = ("the full grid with B for a black cell and W for a white one, rows separated by semicolons or one per "
                "line (for example BBBB;BWWB;BBWB;WWWW for a 4x4 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer) -> str:
        return answer_line(answer, symbols={1: "B", 0: "W"})

    def check(self, data: dict, answer, text: str) -> float:
        return 1.0 if read_fenced_grid(text, len(answer), len(answer[0]), SYMBOLS) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """A depth-first search placing whole rows (see ``next_rows``); a full grid is the goal
        once its black cells and its white cells each form one group."""
        givens = data["givens"]
        rows, cols = len(givens), len(givens[0])
        every = row_strings(cols, "B", "W")

        def goal(node: tuple) -> bool:
            return len(node) == rows and all(
                connected({(r, c) for r, row in enumerate(node) for c, ch in enumerate(row) if ch == colour})
                for colour in "BW")

        found = traced_dfs(t, (), lambda node: tuple(next_rows(node, givens, every)), lambda node, row: node + (row,),
                           goal, name="rows")
        if not isinstance(found, tuple) or len(found) != rows:
            return []
        return [[int(ch == "B") for ch in str(row)] for row in found]

    def solve(self, data: dict) -> list[list[int]]:
        """The bit-mask row solver of the generator (the traced program walks strings)."""
        givens = data["givens"]
        found = solutions(givens, limit=1)
        return from_masks(found[0], len(givens[0])) if found else []


def next_rows(node: tuple[str, ...], givens: list[str], every: list[str]) -> list[str]:
    """The rows (B black, W white) that may come next: they keep the row's given colours, form
    no 2x2 block of one colour with the row above (nor a chessboard block, which would cut one
    colour off), and leave no black or white group shut off above the newest row while another
    group of its colour exists (the full grid is judged by the goal test)."""
    r = len(node)
    if r == len(givens):
        return []
    out = []
    for row in every:
        if any(g != "." and g != ch for g, ch in zip(givens[r], row)):
            continue
        if r:
            above = node[-1]
            blocks = [above[c:c + 2] + row[c:c + 2] for c in range(len(row) - 1)]
            if any(b in ("BBBB", "WWWW", "BWWB", "WBBW") for b in blocks):
                continue
        grid = node + (row,)
        if r + 1 < len(givens) and any(_shut_off(grid, colour) for colour in "BW"):
            continue
        out.append(row)
    return out


def _shut_off(grid: tuple[str, ...], colour: str) -> bool:
    groups = regions(grid, lambda ch: ch == colour)
    last = len(grid) - 1
    return len(groups) > 1 and any(all(r < last for r, _ in g) for g in groups)


BOOTCAMP = YinYang()
