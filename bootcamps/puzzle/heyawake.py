"""Heyawake: a grid split into rectangular rooms, some rooms numbered; shade cells so that no two
shaded cells share a side, the unshaded cells form one orthogonally connected group, a numbered
room holds exactly that many shaded cells, and no straight horizontal or vertical run of
unshaded cells crosses more than one room border (spans three rooms). Rooms come from random
guillotine cuts of the grid; the hidden shading is drawn by a row-by-row search under the
rules (no room numbered yet) trying rows in a random order. A share of rooms shows its count,
and more where a second shading differs, until the row-by-row solver (which remembers the
positions it has counted) finds one shading; a puzzle whose plain row search (the trace) would
wander far, or (at higher levels) settle too soon, is redrawn; two cheap tests with every
count shown reject first most rooms that the loop would give up on. Those solver runs (several
per case) and redraws hold generation to about two hundred cases/s at level 3, and grids stay
at most 6x7 for the same reason."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from string import ascii_uppercase

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.grids import regions
from bootcamps.kit.puzzle8 import from_masks
from bootcamps.kit.puzzle13 import traced_connected_rows
from bootcamps.kit.puzzle20 import (join_groups, one_label, read_fenced_grid, reveal_until_one, row_dfs_nodes,
                                    random_row_walk, row_dp, row_strings, start_groups)
from bootcamps.kit.puzzles3 import SHADE_SYMBOLS, ShadeGridAnswer


@dataclass(frozen=True)
class Config:
    """A rows x cols grid (3..8 each) cut into rooms of at most ``room`` cells (2..9) and
    ``shown`` of the rooms numbered before the uniqueness loop adds more; the row search the
    trace makes visits ``least`` to ``most`` nodes."""

    rows: int = 5
    cols: int = 5
    room: int = 6
    shown: float = 0.4
    least: int = 0  # the plain row search (the trace) visits at least this many nodes
    most: int = 36  # and at most this many

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 8 or not 3 <= self.cols <= 8:
            raise ValueError(f"rows and cols must be in 3..8, got {self.rows}x{self.cols}")
        if not 2 <= self.room <= 9:
            raise ValueError(f"room must be in 2..9, got {self.room}")
        if not 0.0 <= self.shown <= 1.0:
            raise ValueError(f"shown must be in [0, 1], got {self.shown}")
        if not 0 <= self.least <= self.most // 2 or not self.rows <= self.most <= 200:
            raise ValueError(f"need 0 <= least <= most/2 and rows <= most <= 200, got least={self.least}, most={self.most}")


def random_rooms(rows: int, cols: int, most: int, rng: random.Random) -> list[str] | None:
    """Rectangular rooms from random straight cuts (a piece over ``most`` cells is always cut,
    a smaller one of 3+ cells now and then), lettered A, B, ... in reading order of their top
    left cells; None when that would take more than 26 letters."""
    pieces, done = [(0, 0, rows, cols)], []
    while pieces:
        r0, c0, h, w = pieces.pop()
        if h * w <= most and (h * w <= 2 or rng.random() < 0.6):
            done.append((r0, c0, h, w))
            continue
        cuts = [("h", k) for k in range(1, h)] + [("v", k) for k in range(1, w)]
        way, k = rng.choice(cuts)
        if way == "h":
            pieces += [(r0, c0, k, w), (r0 + k, c0, h - k, w)]
        else:
            pieces += [(r0, c0, h, k), (r0, c0 + k, h, w - k)]
    if len(done) > 26:
        return None
    grid = [[""] * cols for _ in range(rows)]
    for i, (r0, c0, h, w) in enumerate(sorted(done)):
        for r in range(r0, r0 + h):
            for c in range(c0, c0 + w):
                grid[r][c] = ascii_uppercase[i]
    return ["".join(row) for row in grid]


def _borders(line: str) -> int:
    """Bit c set: a room border runs between columns c-1 and c of this row."""
    return sum(1 << c for c in range(1, len(line)) if line[c] != line[c - 1])


@lru_cache(maxsize=None)
def _row_masks(cols: int, borders: int) -> tuple[int, ...]:
    """The rows (bit c set = column c shaded) with no two shaded cells side by side and no run of
    unshaded cells crossing two of the room ``borders`` (``_borders``). Only the borders matter,
    and a width has few patterns of them, so this is worked out once per pattern, not per case."""
    ok = []
    for m in range(1 << cols):
        if m & m << 1:
            continue
        crossed, good = 0, True
        for c in range(cols):
            if m >> c & 1:
                crossed = 0
            elif c and not m >> (c - 1) & 1 and borders >> c & 1:
                crossed += 1
                good = good and crossed < 2
        if good:
            ok.append(m)
    return tuple(ok)


@lru_cache(maxsize=256)
def _geometry(rooms: tuple[str, ...]) -> tuple[list, list[int], dict]:
    """What the rules need of the rooms alone, shared by the several solves of one case: the
    rows each row may take on its own (``_row_masks``), the room borders between each row and
    the one above, and a store for the rows allowed under a given row."""
    rows, cols = len(rooms), len(rooms[0])
    horizontal = [_row_masks(cols, _borders(line)) for line in rooms]
    down = [0] + [sum(1 << c for c in range(cols) if rooms[r][c] != rooms[r - 1][c]) for r in range(1, rows)]
    return horizontal, down, {}


def _rules(rooms: list[str], counts: dict[str, int]):
    """The ``row_dp`` callbacks of a heyawake grid (bit c set = column c shaded). A row has no
    two shaded cells side by side and no unshaded run inside it crossing two room borders; it
    shades nothing under a shaded cell. The state carries the unshaded groups along the newest
    row (``join_groups``), the columns whose unshaded run down to the newest row has crossed a
    room border already, and each numbered room's shaded count, which may neither pass its
    number nor fall short of it by more than the room's rows still to come can hold (at most
    half their cells, rounded up, as shaded cells never touch)."""
    rows, cols = len(rooms), len(rooms[0])
    full = (1 << cols) - 1
    letters = sorted(counts)
    index = {k: i for i, k in enumerate(letters)}
    horizontal, down, known = _geometry(tuple(rooms))
    need = [counts[k] for k in letters]
    touched = []  # per row: (room index, its cells in this row, least and most its count may be after the row)
    for r in range(rows):
        here = []
        for k in letters:
            bits = sum(1 << c for c in range(cols) if rooms[r][c] == k)
            if bits:
                width = bits.bit_count()
                below = sum(1 for rr in range(r + 1, rows) if k in rooms[rr])
                here.append((index[k], bits, need[index[k]] - (width * below + 1) // 2, need[index[k]]))
        touched.append(here)

    def options(r: int, above: int | None):
        if above is None:
            return horizontal[0]
        if (r, above) not in known:
            known[r, above] = [m for m in horizontal[r] if not m & above]
        return known[r, above]

    def tally(r: int, got: tuple[int, ...], m: int) -> tuple[int, ...] | None:
        got = list(got)
        for i, bits, least, most in touched[r]:
            got[i] += (m & bits).bit_count()
            if not least <= got[i] <= most:
                return None
        return tuple(got)

    def start(m: int):
        got = tally(0, (0,) * len(letters), m)
        return None if got is None else (start_groups(~m & full, cols), 0, got)

    def step(r: int, above: int, state: tuple, m: int):
        groups, crossed, got = state
        cont = ~m & ~above & full  # unshaded under unshaded: the run goes on
        if crossed & down[r] & cont:
            return None
        if touched[r]:  # no numbered room in this row: the counts stay as they are
            got = tally(r, got, m)
            if got is None:
                return None
        groups = join_groups(*groups, ~m & full)
        return None if groups is None else (groups, (crossed | down[r]) & cont, got)

    def final(state: tuple) -> bool:
        return one_label(state[0][0])

    return start, step, final, options


def solutions(rooms: list[str], counts: dict[str, int], limit: int = 2,
              max_nodes: int | None = None) -> list[list[int]]:
    """Up to ``limit`` shadings (row masks, bit c set = column c shaded), counted row by row
    by ``row_dp`` under the rules of ``_rules``."""
    return row_dp(len(rooms), *_rules(rooms, counts), limit=limit, max_nodes=max_nodes)


_TEMPLATES = (
    "Heyawake puzzle on a {r}x{c} grid. Each letter names the room its cell belongs to (every room is a "
    "rectangle):\n{grid}\nRoom numbers: {counts}.\nShade some cells. No two shaded cells may share a side; all "
    "unshaded cells must form one group connected through shared sides; a room with a number contains exactly "
    "that many shaded cells (rooms without a number may hold any count); and no horizontal or vertical line of "
    "consecutive unshaded cells may run through more than two rooms (it may cross at most one room border).",
    "Solve this Heyawake grid ({r} rows, {c} columns). Cells with the same letter form one rectangular room:\n"
    "{grid}\nSome rooms state how many of their cells are black: {counts}; the other rooms give no count.\n"
    "Blacken cells so that: black cells never touch along an edge; the white cells are all orthogonally "
    "connected; every stated count is met exactly; and no straight horizontal or vertical stretch of white "
    "cells passes through three or more rooms.",
    "Here is a Heyawake board divided into rectangular rooms (a letter per cell shows its room):\n{grid}\n"
    "Shaded-cell counts are given for these rooms: {counts}.\nMark cells as shaded so that every counted room "
    "has exactly its count, no two shaded cells are orthogonally adjacent, the unshaded cells all connect by "
    "horizontal and vertical steps, and any unbroken row- or column-wise line of unshaded cells stays within at "
    "most two rooms.",
)


class Heyawake(ShadeGridAnswer, Bootcamp):
    id = "puzzle/heyawake"
    description = "Heyawake: shade apart, the rest connected, room counts met, no unshaded line through three rooms"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, room=4, shown=0.5, least=0, most=10),
        "2": Config(rows=5, cols=5, room=5, shown=0.45, least=8, most=16),
        "3": Config(rows=5, cols=6, room=6, shown=0.4, least=10, most=22),
        "4": Config(rows=6, cols=6, room=6, shown=0.35, least=14, most=30),
        "5": Config(rows=6, cols=7, room=7, shown=0.3, least=18, most=36),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            rooms = random_rooms(rows, cols, config.room, rng)
            found = None if rooms is None else random_row_walk(rows, *_rules(rooms, {}), rng, max_nodes=20 * rows)
            if found is None:
                continue
            gold = from_masks(found, cols)
            truth: dict[str, int] = {}
            for r in range(rows):
                for c in range(cols):
                    truth[rooms[r][c]] = truth.get(rooms[r][c], 0) + gold[r][c]
            masks = [sum(v << c for c, v in enumerate(row)) for row in gold]
            # Two cheap tests with every room's count shown reject what the reveal loop below
            # would reject at more cost. Numbering more rooms only prunes the trace's row search,
            # so a search that runs past ``most`` nodes with all of them will with fewer too; and
            # a reveal can only help when all the counts together pin the shading.
            if row_dfs_nodes(rows, *_rules(rooms, truth), config.most) is None:
                continue
            try:
                if len(solutions(rooms, truth, max_nodes=4000)) != 1:
                    continue
            except Budget:
                continue
            counts = {k: v for k, v in truth.items() if rng.random() < config.shown}

            def options(other: list[int]) -> list[str]:
                grid = from_masks(other, cols)
                got: dict[str, int] = {}
                for r in range(rows):
                    for c in range(cols):
                        got[rooms[r][c]] = got.get(rooms[r][c], 0) + grid[r][c]
                return sorted(k for k in truth if k not in counts and got[k] != truth[k])

            try:
                reveal_until_one(lambda: solutions(rooms, counts, max_nodes=4000), masks, options,
                                 lambda k: counts.__setitem__(k, truth[k]), rng)
            except Budget:
                continue
            nodes = row_dfs_nodes(rows, *_rules(rooms, counts), config.most)
            if nodes is None or nodes < config.least:  # the trace's search: long enough, not too long
                continue
            return {"rooms": rooms, "counts": dict(sorted(counts.items()))}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        rooms, counts = data["rooms"], data["counts"]
        grid = "\n".join(" ".join(line) for line in rooms)
        listed = ", ".join(f"room {k} has {v}" for k, v in counts.items()) or "none"
        text = rng.choice(_TEMPLATES).format(r=len(rooms), c=len(rooms[0]), grid=grid, counts=listed)
        form = ("the grid with # for a shaded cell and . for an unshaded one, rows separated by semicolons or one "
                "per line (for example .#..;...#;#...;..#. for a 4x4 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def check(self, data: dict, answer, text: str) -> float:
        return 1.0 if read_fenced_grid(text, len(answer), len(answer[0]), SHADE_SYMBOLS) == answer else 0.0

    def program(self, t, data: dict) -> list[list[int]]:
        """A depth-first search placing whole rows (see ``next_rows``); a full grid is the goal
        once its unshaded cells form one group."""
        rooms, counts = data["rooms"], data["counts"]
        every = row_strings(len(rooms[0]), "#", ".")
        return traced_connected_rows(t, len(rooms), lambda node: next_rows(node, rooms, counts, every), ".")

    def solve(self, data: dict) -> list[list[int]]:
        """The remembering row counter of the generator (the traced program walks strings)."""
        rooms = data["rooms"]
        found = solutions(rooms, data["counts"], limit=1)
        return from_masks(found[0], len(rooms[0])) if found else []


def next_rows(node: tuple[str, ...], rooms: list[str], counts: dict, every: list[str]) -> list[str]:
    """The rows (# shaded, . unshaded) that may come next: no ## in the row or # under #; no
    line of unshaded cells in the row or down a column (through the placed rows) with two room
    borders in it; every numbered room's shaded count so far at most its number and short of
    it by no more than half (rounded up) of the room's cells in rows still to come; and no
    unshaded group shut off above the newest row while another exists."""
    r, total = len(node), len(rooms)
    if r == total:
        return []
    out = []
    for row in every:
        if "##" in row or (r and any(a == b == "#" for a, b in zip(node[-1], row))):
            continue
        grid = node + (row,)
        columns = ["".join(line[c] for line in grid) for c in range(len(row))]
        if _too_long(row, rooms[r]) or any(_too_long(col, "".join(room[c] for room in rooms[:r + 1]))
                                          for c, col in enumerate(columns)):
            continue
        if not all(_count_fits(grid, rooms, k, v) for k, v in counts.items()):
            continue
        if r + 1 < total:
            groups = regions(grid, lambda ch: ch == ".")
            if len(groups) > 1 and any(all(a < r for a, _ in g) for g in groups):
                continue
        out.append(row)
    return out


def _too_long(line: str, names: str) -> bool:
    """Whether a run of . in ``line`` crosses two changes of room in ``names``."""
    borders = 0
    for i, ch in enumerate(line):
        if ch == "#":
            borders = 0
        elif i and line[i - 1] == "." and names[i] != names[i - 1]:
            borders += 1
            if borders == 2:
                return True
    return False


def _count_fits(grid: tuple[str, ...], rooms: list[str], room: str, number: int) -> bool:
    shaded = sum(row[c] == "#" for row, names in zip(grid, rooms) for c in range(len(row)) if names[c] == room)
    later = sum(names.count(room) for names in rooms[len(grid):])
    return number - (later + 1) // 2 <= shaded <= number


BOOTCAMP = Heyawake()
