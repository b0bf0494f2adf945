"""Kurodoko (Kuromasu): shade some cells so that no two shaded cells share a side, the unshaded
cells form one orthogonally connected group, and every number (always on an unshaded cell) equals
how many unshaded cells it sees along its row and column, itself included, until a shaded cell
or the edge. The hidden shading is grown at random (no two shaded side by side, the rest kept
connected); numbers are shown on a share of unshaded cells, and more where a second shading
differs (a cell it shades, or one whose count it changes) until the row-by-row solver finds one
shading. Those solver runs keep generation at a few hundred cases/s at level 3."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.grids import regions
from bootcamps.kit.puzzle13 import SightConfig, sight, sight_fits, traced_connected_rows
from bootcamps.kit.puzzle8 import from_masks, one_group
from bootcamps.kit.puzzles3 import ShadeGridAnswer, connected
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config(SightConfig):
    """Kurodoko's knobs: a rows x cols grid (3..8 each), at most ``shade`` of it shaded (0.1 to
    0.35: shaded cells never touch) and ``shown`` of the unshaded cells numbered at first."""

    rows: int = 5
    cols: int = 5
    shade: float = 0.25  # share of cells shaded in the hidden solution (at most)
    shown: float = 0.3  # share of unshaded cells numbered before the uniqueness loop
    max_shade: ClassVar[float] = 0.35


def solutions(numbers: list[list[int]], limit: int = 2, max_nodes: int | None = None) -> list[list[int]]:
    """Up to ``limit`` shadings (row masks, bit = shaded), row by row: no shaded cell beside
    another or on a number, unshaded groups able to join, and every number placed so far
    between what its cell already sees and what it could still see downwards."""
    rows, cols = len(numbers), len(numbers[0])
    full = (1 << cols) - 1
    numbered = [sum(1 << c for c, v in enumerate(row) if v) for row in numbers]
    clues = [(r, c, v) for r, row in enumerate(numbers) for c, v in enumerate(row) if v]
    found: list[list[int]] = []
    masks: list[int] = []
    nodes = [0]

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
            if m & (m << 1) or m & above or m & numbered[r]:
                continue
            masks.append(m)
            if (sight_fits(masks, clues, rows, cols)
                    and one_group([~x & full for x in masks], cols, None if last else r)):
                search()
            masks.pop()
            if len(found) >= limit:
                return

    search()
    return found


def random_shading(rows: int, cols: int, share: float, rng: random.Random) -> list[list[int]]:
    """Shaded cells added in random order while none touches another along a side and the
    unshaded cells stay connected, up to ``share`` of the grid."""
    shaded: set[tuple[int, int]] = set()
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    for r, c in cells:
        if len(shaded) >= share * rows * cols:
            break
        if any((r + dr, c + dc) in shaded for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))):
            continue
        if connected(set(cells) - shaded - {(r, c)}):
            shaded.add((r, c))
    return [[int((r, c) in shaded) for c in range(cols)] for r in range(rows)]


_TEMPLATES = (
    "Kurodoko puzzle on a {r}x{c} grid (. is an empty cell):\n{grid}\nShade some cells. Numbered cells stay "
    "unshaded. No two shaded cells may share a side, and all unshaded cells must form one group connected through "
    "shared sides. Each number equals the count of unshaded cells visible from its cell looking up, down, left and "
    "right (the cell itself included), where the view in each direction stops at a shaded cell or the grid's edge.",
    "Solve this Kuromasu grid ({r} rows, {c} columns; dots are blank cells):\n{grid}\nChoose cells to blacken. "
    "Rules: a number is never blackened; black cells never touch along an edge; the white cells stay connected "
    "orthogonally; and from each number, counting the number's own cell plus every white cell in a straight line "
    "in the four directions up to the first black cell or the border gives exactly that number.",
    "Here is a Kurodoko board:\n{grid}\nMark some cells as shaded so that: every number sees exactly that many "
    "unshaded cells (itself plus the unshaded cells in its row and column reached before a shaded cell or the "
    "edge blocks the view); shaded cells are not orthogonally adjacent; the unshaded cells are all connected by "
    "horizontal and vertical steps; cells with numbers are unshaded.",
)


class Kurodoko(ShadeGridAnswer, Bootcamp):
    id = "puzzle/kurodoko"
    description = "Kurodoko: shade cells apart, the rest connected, numbers count the unshaded cells they see"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, shade=0.2, shown=0.5),
        "2": Config(rows=5, cols=5, shade=0.24, shown=0.45),
        "3": Config(rows=5, cols=6, shade=0.26, shown=0.4),
        "4": Config(rows=6, cols=6, shade=0.28, shown=0.4),
        "5": Config(rows=7, cols=7, shade=0.3, shown=0.3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            gold = random_shading(rows, cols, config.shade, rng)
            counts = [[0 if gold[r][c] else sight(gold, r, c) for c in range(cols)] for r in range(rows)]
            numbers = [[v if v and rng.random() < config.shown else 0 for v in row] for row in counts]
            try:
                while True:
                    found = solutions(numbers, limit=2, max_nodes=3000)
                    if len(found) == 1:
                        break
                    other = from_masks(next(s for s in found if from_masks(s, cols) != gold), cols)
                    options = [(r, c) for r in range(rows) for c in range(cols) if counts[r][c] and not numbers[r][c]
                               and (other[r][c] or sight(other, r, c) != counts[r][c])]
                    if not options:
                        raise Budget("no number tells the two shadings apart")
                    r, c = rng.choice(options)
                    numbers[r][c] = counts[r][c]
            except Budget:
                continue
            if from_masks(found[0], cols) != gold:
                continue
            return {"numbers": numbers}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        numbers = data["numbers"]
        grid = "\n".join(" ".join(str(v) if v else "." for v in row) for row in numbers)
        text = rng.choice(_TEMPLATES).format(r=len(numbers), c=len(numbers[0]), grid=grid)
        form = ("the grid with # for a shaded cell and . for an unshaded one (numbered cells are .), rows separated by "
                "semicolons or one per line (for example .#..;....;..#.;#... for a 4x4 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Row by row (see ``row_moves``), rows written with # for shaded; a full grid counts once
        its unshaded cells are connected."""
        numbers = data["numbers"]
        return traced_connected_rows(t, len(numbers), lambda node: row_moves(node, numbers), ".")

    def solve(self, data: dict) -> list[list[int]]:
        """The bit-mask row solver of the generator (the traced program walks strings)."""
        numbers = data["numbers"]
        found = solutions(numbers, limit=1)
        return from_masks(found[0], len(numbers[0])) if found else []


def row_moves(node: tuple[str, ...], numbers: list[list[int]]) -> list[str]:
    """The next rows (# shaded, . unshaded): no two shaded cells side by side (in the row or
    under a shaded cell), no number shaded, every number placed so far still able to see its
    count (rows below may add to what it sees downwards), and every unshaded group still able
    to join the others (a full grid: one group)."""
    total, cols, r = len(numbers), len(numbers[0]), len(node)
    if r == total:
        return []
    out = []
    for m in range(1 << cols):
        row = "".join("#" if m >> (cols - 1 - c) & 1 else "." for c in range(cols))
        if "##" in row or any(ch == "#" and (numbers[r][c] or (r and node[-1][c] == "#")) for c, ch in enumerate(row)):
            continue
        grid = node + (row,)
        if not all(_can_see(grid, numbers, a, b, total) for a in range(r + 1) for b in range(cols) if numbers[a][b]):
            continue
        groups = regions(grid, lambda ch: ch == ".")  # the groups of unshaded cells
        if r + 1 == total:
            if len(groups) > 1:
                continue
        elif len(groups) > 1 and any(all(a < r for a, _ in g) for g in groups):
            continue
        out.append(row)
    return out


def _can_see(grid: tuple[str, ...], numbers: list[list[int]], r: int, c: int, total: int) -> bool:
    """Whether the number at r, c can still see exactly its count in these placed rows."""
    placed = len(grid)
    line = grid[r]
    left = len(line[:c]) - len(line[:c].rstrip("."))
    right = len(line[c + 1 :]) - len(line[c + 1 :].lstrip("."))
    column = "".join(row[c] for row in grid)
    up = len(column[:r]) - len(column[:r].rstrip("."))
    below = column[r + 1 :]
    down = len(below) - len(below.lstrip("."))
    seen = 1 + left + right + up + down
    more = total - placed if "#" not in below else 0
    return seen <= numbers[r][c] <= seen + more


BOOTCAMP = Kurodoko()
