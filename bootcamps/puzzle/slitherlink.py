"""Slitherlink: draw one closed loop along the grid lines so that every numbered cell has exactly
that many of its four sides on the loop. The answer is the set of cells inside the loop: a loop
that never touches itself is exactly the boundary of a set of cells that is one connected group,
has no holes (the outside cells all reach the grid's edge) and has no two cells meeting only at a
corner with the other two cells of that 2x2 block outside (and vice versa), so the shading
determines the loop and the loop the shading. A cell's number is then how many of its four
neighbours (cells beyond the grid count as outside) lie on the other side.

Generation grows a random such shape, computes every cell's number, shows a share of them and
reveals more where a second loop (found by the row-by-row solver) differs, until the solver
finds one loop. Those solver runs keep generation at a few hundred cases/s at level 3."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.grids import regions
from bootcamps.kit.puzzle8 import flood, from_masks, one_group
from bootcamps.kit.puzzles2 import traced_dfs
from bootcamps.kit.puzzles3 import ShadeGridAnswer, connected
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    inside: float = 0.5  # share of cells inside the hidden loop
    shown: float = 0.5  # share of numbers shown before the uniqueness loop

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 8 or not 3 <= self.cols <= 8:
            raise ValueError(f"rows and cols must be in 3..8, got {self.rows}x{self.cols}")
        if not 0.2 <= self.inside <= 0.7:
            raise ValueError(f"inside must be in [0.2, 0.7], got {self.inside}")
        if not 0.0 <= self.shown <= 1.0:
            raise ValueError(f"shown must be in [0, 1], got {self.shown}")


def counts(inside: list[int], rows: int, cols: int) -> list[list[int]]:
    """Each cell's number: its neighbours (beyond the grid = outside) on the other side."""
    padded = [0] + list(inside) + [0]
    out = []
    for r in range(rows):
        a, b, c = padded[r], padded[r + 1], padded[r + 2]
        left = b ^ (b << 1)
        right = b ^ (b >> 1)
        out.append([((a ^ b) >> k & 1) + ((c ^ b) >> k & 1) + (left >> k & 1) + (right >> k & 1) for k in range(cols)])
    return out


def _pinch(upper: int, lower: int, cols: int) -> bool:
    """A 2x2 block of these two rows with its inside cells meeting only at a corner."""
    x = upper ^ lower
    return bool(x & (x >> 1) & (upper ^ (upper >> 1)) & ((1 << (cols - 1)) - 1))


def _outside_ok(masks: list[int], cols: int, last: bool) -> bool:
    """Every outside cell reaches the grid's edge (or, while rows are still to come, the last row)."""
    full = (1 << cols) - 1
    out = [~m & full for m in masks]
    edge = 1 | (1 << (cols - 1))
    seed = [o & edge for o in out]
    seed[0] = out[0]
    seed[-1] = out[-1]
    return flood(out, seed, cols) == out


def solutions(clues: list[list[int]], limit: int = 2, max_nodes: int | None = None) -> list[list[int]]:
    """Up to ``limit`` inside sets (row masks) fitting the numbers (-1 = none), row by row: a
    row must complete the numbers of the row above, keep its own numbers reachable, make no
    corner pinch, and leave no group of inside cells or of outside cells cut off."""
    rows, cols = len(clues), len(clues[0])
    full = (1 << cols) - 1
    clued = [[(k, v) for k, v in enumerate(row) if v >= 0] for row in clues]
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
        b = masks[-1] if masks else 0
        care = need = 0
        if r:  # the numbers of row r-1 are completed by row r's sides
            a = masks[-2] if r >= 2 else 0
            left, right = b ^ (b << 1), b ^ (b >> 1)
            for k, v in clued[r - 1]:
                d = v - ((a ^ b) >> k & 1) - (left >> k & 1) - (right >> k & 1)
                if d not in (0, 1):
                    return
                care |= 1 << k
                need |= d << k
        fixed = (b ^ need) & care
        last = r == rows - 1
        for m in range(full + 1):
            if m & care != fixed:
                continue
            left, right, up = m ^ (m << 1), m ^ (m >> 1), m ^ b
            ok = True
            for k, v in clued[r]:
                d = v - (up >> k & 1) - (left >> k & 1) - (right >> k & 1)
                if d not in (0, 1) or (last and d != (m >> k & 1)):
                    ok = False
                    break
            if not ok or (r and _pinch(b, m, cols)):
                continue
            masks.append(m)
            if (one_group(masks, cols, None if last else r) and _outside_ok(masks, cols, last)
                    and (not last or any(masks))):
                search()
            masks.pop()
            if len(found) >= limit:
                return

    search()
    return found


def random_shape(rows: int, cols: int, share: float, rng: random.Random) -> list[int]:
    """A random inside set (row masks): grown one neighbouring cell at a time from a random
    cell, each addition kept only if it makes no hole and no corner pinch."""
    masks = [0] * rows
    r, c = rng.randrange(rows), rng.randrange(cols)
    masks[r] |= 1 << c
    size, target = 1, max(2, round(share * rows * cols))
    for _ in range(rows * cols * 4):
        if size >= target:
            break
        r, c = rng.randrange(rows), rng.randrange(cols)
        if masks[r] >> c & 1:
            continue
        if not any(0 <= rr < rows and 0 <= cc < cols and masks[rr] >> cc & 1
                   for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))):
            continue
        masks[r] |= 1 << c
        if (any(_pinch(masks[i], masks[i + 1], cols) for i in range(max(0, r - 1), min(rows - 1, r + 1)))
                or not _outside_ok(masks, cols, True)):
            masks[r] &= ~(1 << c)
            continue
        size += 1
    return masks


_TEMPLATES = (
    "Slitherlink on a {r}x{c} grid of cells (a digit is a clue, . is a cell without one):\n{grid}\nDraw a single "
    "closed loop along the grid lines (the sides of the cells, including the outer border). The loop never branches, "
    "crosses or touches itself (each grid point is used by 0 or 2 of its line segments). Every cell with a digit must "
    "have exactly that many of its four sides on the loop; cells without a digit may have any number.",
    "Solve this Slitherlink puzzle ({r} rows, {c} columns; dots are cells with no number):\n{grid}\nConnect grid "
    "points with horizontal and vertical segments to form one loop with no crossings or branches that does not "
    "visit any grid point twice. A number in a cell tells how many of that cell's 4 edges are part of the loop.",
    "Here is a Slitherlink grid:\n{grid}\nRules: the answer is one continuous closed path running along cell edges; "
    "it never splits, crosses itself or touches itself at a corner. Each number tells exactly how many of the four "
    "edges around its cell the path uses (0 to 4); a . cell has no such requirement.",
)


class Slitherlink(ShadeGridAnswer, Bootcamp):
    id = "puzzle/slitherlink"
    description = "Slitherlink: one loop along grid lines, numbers count the loop edges around a cell; answer the inside"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, inside=0.5, shown=0.7),
        "2": Config(rows=5, cols=5, inside=0.5, shown=0.6),
        "3": Config(rows=5, cols=6, inside=0.5, shown=0.5),
        "4": Config(rows=6, cols=6, inside=0.55, shown=0.45),
        "5": Config(rows=7, cols=7, inside=0.55, shown=0.4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            shape = random_shape(rows, cols, config.inside, rng)
            full = counts(shape, rows, cols)
            clues = [[v if rng.random() < config.shown else -1 for v in row] for row in full]
            try:
                while True:
                    found = solutions(clues, limit=2, max_nodes=4000)
                    if len(found) == 1:
                        break
                    other = next(s for s in found if s != shape)
                    theirs = counts(other, rows, cols)
                    hidden = [(r, c) for r in range(rows) for c in range(cols)
                              if clues[r][c] < 0 and theirs[r][c] != full[r][c]]
                    if not hidden:
                        raise Budget("every number agrees with a second loop")
                    r, c = rng.choice(hidden)
                    clues[r][c] = full[r][c]
            except Budget:
                continue
            if found[0] != shape:
                continue
            board = ["".join("." if v < 0 else str(v) for v in row) for row in clues]
            return {"board": board}, from_masks(shape, cols)

    def prompt(self, data: dict, rng: random.Random) -> str:
        board = data["board"]
        text = rng.choice(_TEMPLATES).format(r=len(board), c=len(board[0]), grid="\n".join(board))
        form = ("the grid with # for every cell inside the loop and . for every cell outside it (the loop is then "
                "exactly the boundary between # cells and . cells or the outer border), rows separated by "
                "semicolons or one per line (for example ....;.##.;.##.;.... for a loop around the middle 2x2 block)")
        return f"{text}\n\n{answer_instruction(form)}"

    @staticmethod
    def _clues(data: dict) -> list[list[int]]:
        return [[-1 if ch == "." else int(ch) for ch in row] for row in data["board"]]

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Row by row (see ``row_moves``), rows written with # for inside; a full grid counts once
        the inside cells are one group and every outside cell reaches the border."""
        clues = self._clues(data)
        rows = len(clues)

        def goal(node: tuple) -> bool:
            if len(node) != rows:
                return False
            grid = [[ch == "#" for ch in row] for row in node]
            return _loop_shape(grid)

        found = traced_dfs(t, (), lambda node: tuple(row_moves(node, clues)), lambda node, row: node + (row,), goal,
                           name="rows")
        if not isinstance(found, tuple) or len(found) != rows:
            return []
        return [[int(ch == "#") for ch in str(row)] for row in found]

    def solve(self, data: dict) -> list[list[int]]:
        """The bit-mask row solver of the generator (the traced program counts sides cell by cell)."""
        clues = self._clues(data)
        found = solutions(clues, limit=1)
        return from_masks(found[0], len(clues[0])) if found else []


def _side_count(grid: list[list[bool]], r: int, c: int) -> tuple[int, int]:
    """(sides of cell r, c known to be on the loop, sides still unknown): a side is on the loop
    when the cells on its two sides differ; cells beyond the grid are outside, rows not yet
    placed are unknown."""
    rows, cols = len(grid), len(grid[0])
    here, known, unknown = grid[r][c], 0, 0
    for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if rr < 0 or cc < 0 or cc >= cols:
            known += here
        elif rr >= rows:
            unknown += 1
        else:
            known += here != grid[rr][cc]
    return known, unknown


def row_moves(node: tuple[str, ...], clues: list[list[int]]) -> list[str]:
    """The next rows (# inside, . outside) that finish the numbers of the row above, can still
    meet the numbers of their own row, make no two inside (or outside) cells meet only at a
    corner, and leave every inside group and every outside group able to join up."""
    total, cols, r = len(clues), len(clues[0]), len(node)
    if r == total:
        return []
    above = [[ch == "#" for ch in line] for line in node]
    last = r + 1 == total
    # the numbers of row r-1: their sides up, left and right are known, the side down is row r's to decide
    settle = []
    if r:
        for c in range(cols):
            if clues[r - 1][c] >= 0:
                known, _ = _side_count(above, r - 1, c)  # the row below is not placed yet: counted unknown
                settle.append((c, clues[r - 1][c] - known))
    mine = [(c, clues[r][c]) for c in range(cols) if clues[r][c] >= 0]
    out = []
    for m in range(1 << cols):
        row = "".join("#" if m >> c & 1 else "." for c in range(cols))
        cells = [ch == "#" for ch in row]
        if any(need != (above[r - 1][c] != cells[c]) for c, need in settle):
            continue
        ok = True
        for c, clue in mine:
            here = cells[c]
            known = (above[r - 1][c] != here if r else here) + (cells[c - 1] != here if c else here)
            known += cells[c + 1] != here if c + 1 < cols else here
            if last:
                if known + here != clue:
                    ok = False
                    break
            elif not known <= clue <= known + 1:
                ok = False
                break
        if not ok:
            continue
        grid = above + [cells]
        if r and any(grid[r - 1][c] == grid[r][c + 1] != grid[r - 1][c + 1] == grid[r][c] for c in range(cols - 1)):
            continue
        groups = regions(grid, bool)  # the groups of inside cells
        if len(groups) > 1 and any(all(a < r for a, _ in g) for g in groups):
            continue
        if last and not groups:
            continue
        if any(not any(a in (0, r) or b in (0, cols - 1) for a, b in g) for g in regions(grid, lambda v: not v)):
            continue
        out.append(row)
    return out


def _loop_shape(grid: list[list[bool]]) -> bool:
    """Whether the inside cells are one group, every outside group touches the border and no
    2x2 block is a checkerboard: then the boundary is one simple loop."""
    rows, cols = len(grid), len(grid[0])
    inside = {(r, c) for r in range(rows) for c in range(cols) if grid[r][c]}
    if not inside or not connected(inside):
        return False
    if any(not any(a in (0, rows - 1) or b in (0, cols - 1) for a, b in g) for g in regions(grid, lambda v: not v)):
        return False
    return not any(grid[r][c] == grid[r + 1][c + 1] != grid[r][c + 1] == grid[r + 1][c]
                   for r in range(rows - 1) for c in range(cols - 1))


BOOTCAMP = Slitherlink()
