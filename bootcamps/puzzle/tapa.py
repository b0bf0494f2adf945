"""Tapa: shade some cells so that the shaded cells form one orthogonally connected group, no 2x2
block is all shaded, clue cells stay unshaded, and every clue lists the lengths of the runs of
shaded cells among its (up to) eight neighbours, read round the ring (cells off the grid count
as unshaded; "0" means no shaded neighbour). The hidden shading is grown from one cell, adding
random neighbours that close no 2x2 block; clues are shown on a share of unshaded cells, and
more where a second shading differs, until the row-by-row solver finds one shading; a puzzle
whose row-by-row search would wander far (more than three nodes a row) is redrawn, so traces
stay short and grow with the grid. Those solver runs (a few per case) keep generation at a few
hundred cases/s at level 3 (about 200 on a loaded machine)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.puzzle13 import traced_connected_rows
from bootcamps.kit.puzzle8 import from_masks, one_group
from bootcamps.kit.puzzles3 import ShadeGridAnswer
from bootcamps.trace import Tracer

# the eight neighbours in ring order, clockwise from the top-left one
RING = ((-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1))


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    shade: float = 0.45  # share of cells shaded in the hidden solution (at most)
    shown: float = 0.15  # share of unshaded cells given a clue before the uniqueness loop

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 8 or not 3 <= self.cols <= 8:
            raise ValueError(f"rows and cols must be in 3..8, got {self.rows}x{self.cols}")
        if not 0.2 <= self.shade <= 0.6:
            raise ValueError(f"shade must be in [0.2, 0.6], got {self.shade}")
        if not 0.0 <= self.shown <= 1.0:
            raise ValueError(f"shown must be in [0, 1], got {self.shown}")


def ring_runs(bits: int) -> tuple[int, ...]:
    """The sorted run lengths of set bits in an 8-bit ring (bit k = neighbour RING[k]); (0,) for none."""
    if bits == 0:
        return (0,)
    if bits == 255:
        return (8,)
    start = next(k for k in range(8) if not bits >> k & 1)  # begin just after an unshaded cell
    runs, run = [], 0
    for i in range(1, 9):
        if bits >> ((start + i) % 8) & 1:
            run += 1
        elif run:
            runs.append(run)
            run = 0
    return tuple(sorted(runs))


RUNS = [ring_runs(b) for b in range(256)]


def clue_of(shaded: list[list[int]], r: int, c: int) -> tuple[int, ...]:
    rows, cols = len(shaded), len(shaded[0])
    bits = 0
    for k, (dr, dc) in enumerate(RING):
        rr, cc = r + dr, c + dc
        if 0 <= rr < rows and 0 <= cc < cols and shaded[rr][cc]:
            bits |= 1 << k
    return RUNS[bits]


def _outside(r: int, c: int, rows: int, cols: int) -> int:
    """The ring bits of the neighbours of r, c that fall off the grid."""
    return sum(1 << k for k, (dr, dc) in enumerate(RING) if not (0 <= r + dr < rows and 0 <= c + dc < cols))


def solutions(clues: dict, rows: int, cols: int, limit: int = 2, max_nodes: int | None = None) -> list[list[int]]:
    """Up to ``limit`` shadings (row masks, bit c = column c shaded), row by row: clue cells
    unshaded, no 2x2 shaded block, the shaded groups able to join, and every clue's ring
    compared against the ring patterns that give its runs: its top three cells once the row
    above it is placed, those plus its left and right cells once its own row is, all eight once
    the row below is."""
    full = (1 << cols) - 1
    clued = [sum(1 << c for (r, c) in clues if r == row) for row in range(rows)]
    tops: dict = {}
    halves: dict = {}
    fulls: dict = {}
    for (r, c), runs in clues.items():
        off = _outside(r, c, rows, cols)
        ok = [b for b in range(256) if not b & off and RUNS[b] == tuple(runs)]
        fulls[r, c] = set(ok)
        halves[r, c] = {b & 0b10001111 for b in ok}
        tops[r, c] = {b & 0b111 for b in ok}
    by_row = [[c for (r, c) in clues if r == row] for row in range(rows)]
    found: list[list[int]] = []
    masks: list[int] = []
    nodes = [0]

    def ring(r: int, c: int, known: int) -> int:
        """Ring bits of r, c from rows r-1..r-1+known-1 that are placed (known = how many of its rows)."""
        bits = 0
        up = masks[r - 1] if r else 0
        bits |= (up >> (c - 1) & 1 if c else 0) | (up >> c & 1) << 1 | (up >> (c + 1) & 1) << 2
        if known >= 2:
            mid = masks[r]
            bits |= (mid >> (c + 1) & 1) << 3 | ((mid >> (c - 1) & 1) << 7 if c else 0)
        if known >= 3:
            low = masks[r + 1] if r + 1 < rows else 0
            bits |= (low >> (c + 1) & 1) << 4 | (low >> c & 1) << 5 | ((low >> (c - 1) & 1) << 6 if c else 0)
        return bits

    def fits(r: int) -> bool:
        last = r == rows - 1
        if r + 1 < rows:
            for c in by_row[r + 1]:
                if ring(r + 1, c, 1) not in tops[r + 1, c]:
                    return False
        for c in by_row[r]:
            if ring(r, c, 3 if last else 2) not in (fulls if last else halves)[r, c]:
                return False
        if r:
            for c in by_row[r - 1]:
                if ring(r - 1, c, 3) not in fulls[r - 1, c]:
                    return False
        return True

    def search() -> None:
        nodes[0] += 1
        if max_nodes is not None and nodes[0] > max_nodes:
            raise Budget(f"more than {max_nodes} nodes")
        r = len(masks)
        if r == rows:
            found.append(list(masks))
            return
        above = masks[-1] if masks else 0
        last = r == rows - 1
        for m in range(full + 1):
            if m & clued[r] or m & above & (m >> 1) & (above >> 1):
                continue
            masks.append(m)
            if fits(r) and one_group(masks, cols, None if last else r):
                search()
            masks.pop()
            if len(found) >= limit:
                return

    search()
    return found


def random_wall(rows: int, cols: int, share: float, rng: random.Random) -> list[list[int]]:
    """A connected shaded set grown from a random cell, each new cell a random neighbour of the
    set that closes no 2x2 shaded block, up to ``share`` of the grid."""
    start = (rng.randrange(rows), rng.randrange(cols))
    shaded = {start}
    target = max(2, int(share * rows * cols))
    while len(shaded) < target:
        frontier = sorted({(r + dr, c + dc) for r, c in shaded for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                           if 0 <= r + dr < rows and 0 <= c + dc < cols} - shaded)
        rng.shuffle(frontier)
        for r, c in frontier:
            if not any({(r + a, c + b), (r + a, c), (r, c + b)} <= shaded for a in (-1, 1) for b in (-1, 1)):
                shaded.add((r, c))
                break
        else:
            break
    return [[int((r, c) in shaded) for c in range(cols)] for r in range(rows)]


def clue_text(runs) -> str:
    return "".join(str(v) for v in runs)


_TEMPLATES = (
    "Tapa puzzle on a {r}x{c} grid (. is an empty cell; a clue such as 13 stands for the numbers 1 and 3):\n{grid}\n"
    "Shade some of the empty cells. Clue cells stay unshaded. All shaded cells must form one group connected "
    "through shared sides, and no 2x2 block may be entirely shaded. The numbers of a clue are the lengths of the "
    "separate runs of consecutive shaded cells among the clue cell's eight neighbours, read around the ring of "
    "neighbours (in any order; cells beyond the edge count as unshaded); a clue 0 means no neighbour is shaded.",
    "Solve this Tapa grid ({r} rows, {c} columns; dots are blank, each clue's digits are separate numbers, e.g. "
    "113 means 1, 1 and 3):\n{grid}\nBlacken some blank cells so that: the black cells form a single orthogonally "
    "connected wall; no four black cells fill a 2x2 square; clue cells are never black; and going once around the "
    "(up to) eight cells touching a clue, by side or corner, the black cells form runs whose lengths are exactly "
    "the clue's numbers, in some order (0 = none of them black).",
    "Here is a Tapa board (digits in one cell are a list of numbers: 22 means two runs of length 2):\n{grid}\n"
    "Mark some cells as shaded so that: every clue cell is unshaded; walking round the ring of a clue's neighbours "
    "(the cells sharing a side or a corner with it; off-grid cells are unshaded), the consecutive shaded cells "
    "split into blocks whose sizes are the clue's numbers (order does not matter, 0 = no shaded neighbour); the "
    "shaded cells are all connected by horizontal and vertical steps; and no 2x2 square is fully shaded.",
)


class Tapa(ShadeGridAnswer, Bootcamp):
    id = "puzzle/tapa"
    description = "Tapa: a connected wall with no 2x2 block; clues list the shaded runs in their ring of neighbours"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, shade=0.45, shown=0.3),
        "2": Config(rows=5, cols=4, shade=0.45, shown=0.25),
        "3": Config(rows=6, cols=5, shade=0.45, shown=0.15),
        "4": Config(rows=7, cols=5, shade=0.45, shown=0.15),
        "5": Config(rows=8, cols=6, shade=0.45, shown=0.08),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            gold = random_wall(rows, cols, config.shade, rng)
            truth = {(r, c): clue_of(gold, r, c) for r in range(rows) for c in range(cols) if not gold[r][c]}
            clues = {cell: runs for cell, runs in truth.items() if rng.random() < config.shown}
            try:
                while True:
                    found = solutions(clues, rows, cols, limit=2, max_nodes=4000)
                    if len(found) == 1:
                        break
                    other = from_masks(next(s for s in found if from_masks(s, cols) != gold), cols)
                    options = [cell for cell in sorted(truth) if cell not in clues
                               and (other[cell[0]][cell[1]] or clue_of(other, *cell) != truth[cell])]
                    if not options:
                        raise Budget("no clue tells the two shadings apart")
                    cell = rng.choice(options)
                    clues[cell] = truth[cell]
            except Budget:
                continue
            if from_masks(found[0], cols) != gold:
                continue
            try:  # a row-by-row search that wanders far (a long trace) is redrawn
                solutions(clues, rows, cols, limit=1, max_nodes=3 * rows)
            except Budget:
                continue
            grid = [["." for _ in range(cols)] for _ in range(rows)]
            for (r, c), runs in clues.items():
                grid[r][c] = clue_text(runs)
            return {"clues": grid}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["clues"]
        width = max(len(cell) for row in grid for cell in row)
        board = "\n".join(" ".join(cell.ljust(width) for cell in row).rstrip() for row in grid)
        text = rng.choice(_TEMPLATES).format(r=len(grid), c=len(grid[0]), grid=board)
        form = ("the grid with # for a shaded cell and . for an unshaded one (clue cells are .), rows separated by "
                "semicolons or one per line (for example .#..;.##.;..#.;.... for a 4x4 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Row by row (see ``wall_rows``), rows written with # for shaded; a full grid counts
        once its shaded cells are connected."""
        grid = data["clues"]
        return traced_connected_rows(t, len(grid), lambda node: wall_rows(node, grid), "#")

    def solve(self, data: dict) -> list[list[int]]:
        """The bit-mask row solver of the generator (the traced program walks strings)."""
        grid = data["clues"]
        rows, cols = len(grid), len(grid[0])
        clues = {(r, c): tuple(int(ch) for ch in cell) for r, row in enumerate(grid)
                 for c, cell in enumerate(row) if cell != "."}
        found = solutions(clues, rows, cols, limit=1)
        return from_masks(found[0], cols) if found else []


def wall_rows(node: tuple[str, ...], grid: list[list[str]]) -> list[str]:
    """The next rows (# shaded, . unshaded): no clue cell shaded, no 2x2 block of #, every
    clue whose neighbours are partly placed still completable to its runs (some shading of
    the neighbours not yet placed gives them), and every shaded group not cut off above the
    newest row (a full grid: its shaded cells may still be split, the goal test decides)."""
    total, cols, r = len(grid), len(grid[0]), len(node)
    if r == total:
        return []
    out = []
    for m in range(1 << cols):
        row = "".join("#" if m >> (cols - 1 - c) & 1 else "." for c in range(cols))
        if any(ch == "#" and grid[r][c] != "." for c, ch in enumerate(row)):
            continue
        if r and any(row[c:c + 2] == "##" and node[-1][c:c + 2] == "##" for c in range(cols - 1)):
            continue
        placed = node + (row,)
        if not all(_still_possible(placed, grid, a, b) for a in range(max(0, r - 1), min(total, r + 2))
                   for b in range(cols) if grid[a][b] != "."):
            continue
        if r + 1 < total and _stranded(placed):
            continue
        out.append(row)
    return out


def _still_possible(placed: tuple[str, ...], grid: list[list[str]], r: int, c: int) -> bool:
    """Whether some shading of the unplaced neighbours of clue r, c gives exactly its runs."""
    total, cols = len(grid), len(grid[0])
    want = tuple(int(ch) for ch in grid[r][c])
    fixed, free = [], []
    for dr, dc in RING:
        rr, cc = r + dr, c + dc
        if not (0 <= rr < total and 0 <= cc < cols):
            fixed.append(0)
            free.append(False)
        elif rr < len(placed):
            fixed.append(int(placed[rr][cc] == "#"))
            free.append(False)
        else:
            fixed.append(0)
            free.append(grid[rr][cc] == ".")
    spots = [k for k in range(8) if free[k]]
    base = sum(v << k for k, v in enumerate(fixed))
    for choice in range(1 << len(spots)):
        bits = base | sum(1 << k for i, k in enumerate(spots) if choice >> i & 1)
        if RUNS[bits] == want:
            return True
    return False


def _stranded(placed: tuple[str, ...]) -> bool:
    """Whether some group of shaded cells lies wholly above the newest row while another exists."""
    cells = {(r, c) for r, row in enumerate(placed) for c, ch in enumerate(row) if ch == "#"}
    last = len(placed) - 1
    seen: set = set()
    groups = []
    for cell in sorted(cells):
        if cell in seen:
            continue
        stack, group = [cell], {cell}
        while stack:
            r, c = stack.pop()
            for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if nxt in cells and nxt not in group:
                    group.add(nxt)
                    stack.append(nxt)
        seen |= group
        groups.append(group)
    return len(groups) > 1 and any(all(r < last for r, _ in g) for g in groups)


BOOTCAMP = Tapa()
