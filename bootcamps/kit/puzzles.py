"""Helpers shared by the pencil-and-paper puzzle and spatial bootcamps: polyomino shapes and
their symmetries, line runs (nonogram clues), skyscraper visibility, straight-line segments
of open cells (light up, guards), random region partitions grown from seeds, and cube-net
folding."""

from __future__ import annotations

import random
from typing import Sequence

from bootcamps.kit.grids import ORTHOGONAL

Cell = tuple[int, int]

# ---------------------------------------------------------------- polyominoes


def normalise(cells: Sequence[Cell]) -> tuple[Cell, ...]:
    """A shape moved so its top-most row and left-most column are 0, cells sorted."""
    rs, cs = zip(*cells)
    r0, c0 = min(rs), min(cs)
    return tuple(sorted([(r - r0, c - c0) for r, c in cells]))


def orientations(cells: Sequence[Cell], reflect: bool = True) -> set[tuple[Cell, ...]]:
    """The distinct normalised images of a shape under quarter turns (and mirror images)."""
    out = set()
    shape = list(cells)
    for mirror in ((False, True) if reflect else (False,)):
        cur = [(r, -c) for r, c in shape] if mirror else shape
        for _ in range(4):
            cur = [(c, -r) for r, c in cur]  # a quarter turn clockwise
            out.add(normalise(cur))
    return out


def canonical(cells: Sequence[Cell], reflect: bool = True) -> tuple[Cell, ...]:
    """One representative of a shape's orientation class (the smallest)."""
    return min(orientations(cells, reflect))


def random_polyomino(size: int, rng: random.Random) -> tuple[Cell, ...]:
    """A connected shape of ``size`` cells grown one random neighbour at a time."""
    if size < 1:
        raise ValueError(f"a polyomino needs at least one cell, got {size}")
    cells = [(0, 0)]
    taken = {(0, 0)}
    frontier = [(dr, dc) for dr, dc in ORTHOGONAL]  # may repeat a cell: a cell with more taken neighbours is likelier
    while len(cells) < size:
        cell = frontier[rng.randrange(len(frontier))]
        if cell in taken:
            continue
        taken.add(cell)
        cells.append(cell)
        frontier.extend((cell[0] + dr, cell[1] + dc) for dr, dc in ORTHOGONAL)
    return normalise(cells)


def shape_rows(cells: Sequence[Cell], filled: str = "#", empty: str = ".") -> list[str]:
    """A shape drawn in its bounding box, one string per row."""
    shape = normalise(cells)
    height = max(r for r, _ in shape) + 1
    width = max(c for _, c in shape) + 1
    taken = set(shape)
    return ["".join(filled if (r, c) in taken else empty for c in range(width)) for r in range(height)]


# ---------------------------------------------------------------- lines


def runs(line: Sequence[int]) -> list[int]:
    """Lengths of the blocks of consecutive 1s in a line, left to right (a nonogram clue)."""
    out, count = [], 0
    for x in line:
        if x:
            count += 1
        elif count:
            out.append(count)
            count = 0
    if count:
        out.append(count)
    return out


def line_options(clue: Sequence[int], length: int) -> list[tuple[int, ...]]:
    """Every 0/1 line of ``length`` cells whose runs are ``clue``, in lexicographic order."""
    clue = list(clue)
    out: list[tuple[int, ...]] = []

    def place(i: int, start: int, prefix: list[int]) -> None:
        if i == len(clue):
            out.append(tuple(prefix + [0] * (length - len(prefix))))
            return
        rest = sum(clue[i + 1 :]) + len(clue) - i - 1
        for pos in range(start, length - rest - clue[i] + 1):
            line = prefix + [0] * (pos - len(prefix)) + [1] * clue[i]
            if i + 1 < len(clue):
                line.append(0)
            place(i + 1, len(line), line)

    place(0, 0, [])
    return out


def visible(line: Sequence[int]) -> int:
    """How many heights in ``line`` are taller than every height before them (skyscrapers)."""
    count, tallest = 0, 0
    for h in line:
        if h > tallest:
            count, tallest = count + 1, h
    return count


def segments(open_cells: Sequence[Sequence[bool]]) -> list[list[Cell]]:
    """Maximal horizontal, then vertical, runs of open cells (length 1 included), each in
    reading order: the cells a lamp or guard standing in the run can see along that line."""
    rows, cols = len(open_cells), len(open_cells[0])
    out: list[list[Cell]] = []
    for r in range(rows):
        run: list[Cell] = []
        for c in range(cols + 1):
            if c < cols and open_cells[r][c]:
                run.append((r, c))
            elif run:
                out.append(run)
                run = []
    for c in range(cols):
        run = []
        for r in range(rows + 1):
            if r < rows and open_cells[r][c]:
                run.append((r, c))
            elif run:
                out.append(run)
                run = []
    return out


def grow_regions(rows: int, cols: int, seeds: Sequence[Sequence[Cell]], rng: random.Random) -> list[list[int]]:
    """A partition of the grid into connected regions, region i grown from the cells ``seeds[i]``
    by adding one random free neighbour of a random region at a time; the grid of region indexes."""
    owner = [[-1] * cols for _ in range(rows)]
    for i, cells in enumerate(seeds):
        for r, c in cells:
            if owner[r][c] != -1:
                raise ValueError(f"seed cell {(r, c)} is claimed twice")
            owner[r][c] = i
    free = rows * cols - sum(len(s) for s in seeds)
    while free:
        options = [
            (rr, cc, owner[r][c])
            for r in range(rows)
            for c in range(cols)
            if owner[r][c] != -1
            for rr, cc in ((r + dr, c + dc) for dr, dc in ORTHOGONAL)
            if 0 <= rr < rows and 0 <= cc < cols and owner[rr][cc] == -1
        ]
        rr, cc, region = rng.choice(options)
        owner[rr][cc] = region
        free -= 1
    return owner


# ---------------------------------------------------------------- cube nets

# A cube lying on a grid: which original side (U, D, N, S, E, W) now faces each way. Rolling it
# one cell in a direction tips it over that edge: the side facing that way comes to the bottom.
STEPS = {"E": (0, 1), "W": (0, -1), "N": (-1, 0), "S": (1, 0)}
_ROLL = {  # new side -> the side it came from
    "E": {"D": "E", "E": "U", "U": "W", "W": "D", "N": "N", "S": "S"},
    "W": {"D": "W", "W": "U", "U": "E", "E": "D", "N": "N", "S": "S"},
    "N": {"D": "N", "N": "U", "U": "S", "S": "D", "E": "E", "W": "W"},
    "S": {"D": "S", "S": "U", "U": "N", "N": "D", "E": "E", "W": "W"},
}
OPPOSITE = {"U": "D", "D": "U", "N": "S", "S": "N", "E": "W", "W": "E"}


def roll(sides: dict[str, str], direction: str) -> dict[str, str]:
    """The cube's sides after rolling one cell ``direction`` (E, W, N or S)."""
    return {new: sides[old] for new, old in _ROLL[direction].items()}


def random_cube_net(rng: random.Random) -> dict[Cell, str]:
    """A random net of the cube: six grid cells, each mapped to the original side of a cube
    that lands on it when the cube is rolled across the net from its first cell (0, 0)."""
    while True:
        net = {(0, 0): "D"}
        at = {(0, 0): {s: s for s in "UDNSEW"}}
        for _ in range(40):
            if len(net) == 6:
                return net
            cell = rng.choice(sorted(net))
            direction = rng.choice("EWNS")
            dr, dc = STEPS[direction]
            nxt = (cell[0] + dr, cell[1] + dc)
            sides = roll(at[cell], direction)
            if nxt not in net and sides["D"] not in net.values():
                net[nxt] = sides["D"]
                at[nxt] = sides
