"""Shared pieces for the thirteenth batch of puzzle bootcamps (creek, cave): a row-by-row
search over bit-mask rows (bit c = column c) pruned by a bootcamp's partial check, the same
search written against the tracer on row strings, and the connectivity tests they prune with.
Also what cave shares with puzzle/kurodoko, whose numbers likewise count the unshaded cells
they see: the config knobs (``SightConfig``) and that count, on a full grid (``sight``) and on
the rows placed so far (``sight_fits``); and the traced row search kurodoko and puzzle/tapa
share, whose goal is one connected group of unshaded or of shaded cells
(``traced_connected_rows``)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, ClassVar, Sequence

from bootcamps.kit.backtrack import Budget
from bootcamps.kit.puzzle8 import flood, one_group
from bootcamps.kit.puzzles2 import traced_dfs
from bootcamps.kit.puzzles3 import connected
from bootcamps.trace import Tracer

Prune = Callable[[list[int]], bool]


@dataclass(frozen=True)
class SightConfig:
    """The knobs of a shading puzzle whose numbers count the unshaded cells they see: a grid of
    3..8 by 3..8 cells, at most ``shade`` of it shaded in the hidden solution (0.1 up to the
    genre's ``max_shade``) and ``shown`` of the unshaded cells numbered before the uniqueness
    loop. Each bootcamp subclasses it as its own ``Config``, with its own defaults."""

    rows: int = 5
    cols: int = 5
    shade: float = 0.25  # share of cells shaded in the hidden solution (at most)
    shown: float = 0.3  # share of unshaded cells numbered before the uniqueness loop
    max_shade: ClassVar[float] = 0.35

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 8 or not 3 <= self.cols <= 8:
            raise ValueError(f"rows and cols must be in 3..8, got {self.rows}x{self.cols}")
        if not 0.1 <= self.shade <= self.max_shade:
            raise ValueError(f"shade must be in [0.1, {self.max_shade}], got {self.shade}")
        if not 0.0 <= self.shown <= 1.0:
            raise ValueError(f"shown must be in [0, 1], got {self.shown}")


def sight(shaded: Sequence[Sequence[int]], r: int, c: int) -> int:
    """How many unshaded cells the cell r, c sees in its row and column, itself included: the
    view in each of the four directions stops at a shaded cell or the grid's edge."""
    rows, cols = len(shaded), len(shaded[0])
    total = 1
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        rr, cc = r + dr, c + dc
        while 0 <= rr < rows and 0 <= cc < cols and not shaded[rr][cc]:
            total += 1
            rr, cc = rr + dr, cc + dc
    return total


def sight_fits(masks: Sequence[int], clues: Sequence[tuple[int, int, int]], rows: int, cols: int) -> bool:
    """Whether every number (r, c, v) of ``clues`` (in row order) in the placed rows (row masks,
    bit set = shaded) can still see exactly v cells: it sees no more than v already, and the
    rows to come (if its view down reaches the newest row) can still make up the rest."""
    r = len(masks) - 1
    for cr, c, v in clues:
        if cr > r:
            break
        line = masks[cr]
        seen, k = 1, c + 1
        while k < cols and not line >> k & 1:
            seen, k = seen + 1, k + 1
        k = c - 1
        while k >= 0 and not line >> k & 1:
            seen, k = seen + 1, k - 1
        k = cr - 1
        while k >= 0 and not masks[k] >> c & 1:
            seen, k = seen + 1, k - 1
        k = cr + 1
        while k <= r and not masks[k] >> c & 1:
            seen, k = seen + 1, k + 1
        more = rows - 1 - r if k > r else 0
        if not seen <= v <= seen + more:
            return False
    return True


def vertex_clue_text(templates: Sequence[str], clues: Sequence[Sequence[int | None]], rng: random.Random) -> str:
    """A prompt for a puzzle whose clues sit on the (rows+1) x (cols+1) cell corners (creek,
    slant): one template, drawn with ``rng``, filled with the cell counts ``r``/``c``, the
    corner counts ``r1``/``c1`` and the corner grid (``.`` where a corner has no clue)."""
    grid = "\n".join(" ".join("." if v is None else str(v) for v in line) for line in clues)
    r, c = len(clues) - 1, len(clues[0]) - 1
    return rng.choice(templates).format(r=r, c=c, r1=r + 1, c1=c + 1, grid=grid)


def row_search(rows: int, cols: int, prune: Prune, limit: int = 2, max_nodes: int | None = None,
               candidates: Sequence[Sequence[int]] | None = None) -> list[list[int]]:
    """Up to ``limit`` grids (lists of row masks, bit set = shaded) built row by row, keeping a
    partial grid only while ``prune(masks)`` holds (it sees the rows placed so far; a full grid
    when ``len(masks) == rows``). ``candidates[r]`` lists the masks row r may take (all by
    default), in the order they are tried."""
    every = range(1 << cols)
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
        for m in candidates[r] if candidates else every:
            masks.append(m)
            if prune(masks):
                search()
            masks.pop()
            if len(found) >= limit:
                return

    search()
    return found


def row_text(mask: int, cols: int) -> str:
    return "".join("#" if mask >> c & 1 else "." for c in range(cols))


def text_mask(row: str) -> int:
    return sum(1 << c for c, ch in enumerate(row) if ch == "#")


def traced_rows(t: Tracer, rows: int, cols: int, prune: Prune,
                candidates: Sequence[Sequence[int]] | None = None) -> list[list[int]]:
    """The first grid ``row_search`` would find, as a traced depth-first search whose nodes are
    tuples of row strings (# shaded, . unshaded) and whose moves are the rows that keep
    ``prune`` true; the 0/1 grid, or [] when there is none."""

    def moves(node: tuple) -> tuple:
        r = len(node)
        if r == rows:
            return ()
        placed = [text_mask(x) for x in node]
        return tuple(row_text(m, cols) for m in (candidates[r] if candidates else range(1 << cols))
                     if prune(placed + [m]))

    found = traced_dfs(t, (), moves, lambda node, row: node + (row,), lambda node: len(node) == rows, name="rows")
    return _found_grid(found, rows)


def traced_connected_rows(t: Tracer, rows: int, moves: Callable[[tuple], Sequence[str]],
                          joined: str) -> list[list[int]]:
    """A traced depth-first search row by row whose nodes are tuples of row strings (# shaded,
    . unshaded) and whose moves are ``moves(node)``, the next rows the genre allows; a full grid
    is the goal once its ``joined`` cells ("." for the unshaded ones, "#" for the shaded ones)
    form one orthogonally connected group. The 0/1 grid (1 = #), or [] when there is none."""

    def goal(node: tuple) -> bool:
        return len(node) == rows and connected(
            {(r, c) for r, row in enumerate(node) for c, ch in enumerate(row) if ch == joined})

    found = traced_dfs(t, (), lambda node: tuple(moves(node)), lambda node, row: node + (row,), goal, name="rows")
    return _found_grid(found, rows)


def _found_grid(found: object, rows: int) -> list[list[int]]:
    """The 0/1 grid of a traced row search's result (a tuple of row strings, # = 1), or [] when
    it found none (or, fed corrupted values, something else)."""
    if not isinstance(found, tuple) or len(found) != rows:
        return []
    return [[int(ch == "#") for ch in str(row)] for row in found]


def unshaded_joinable(masks: Sequence[int], rows: int, cols: int) -> bool:
    """Whether the unshaded cells of the placed rows can still form one connected group."""
    full = (1 << cols) - 1
    r = len(masks) - 1
    return one_group([~m & full for m in masks], cols, None if r == rows - 1 else r)


def shaded_reach_border(masks: Sequence[int], rows: int, cols: int) -> bool:
    """Whether every shaded cell of the placed rows reaches the grid's edge through shaded
    cells, counting the last placed row as edge while rows are still to come."""
    edge = 1 | 1 << (cols - 1)
    r = len(masks) - 1
    seed = [m & edge for m in masks]
    seed[0] = masks[0]
    seed[r] = masks[r]
    return flood(list(masks), seed, cols) == list(masks)


def to_grid(masks: Sequence[int], cols: int) -> list[list[int]]:
    return [[m >> c & 1 for c in range(cols)] for m in masks]


def trace_weight(rows: int, cols: int, prune: Prune, candidates: Sequence[Sequence[int]], cap: int) -> int:
    """About how many characters ``traced_rows`` writes (each visit restates the rows placed
    and the options listed or still untried); raises Budget once past ``cap``, so a generator
    can drop puzzles whose trace would run long."""
    width = cols + 4
    total = [0]

    def visit(masks: list[int]) -> bool:
        r = len(masks)
        if r == rows:
            return True
        options = [m for m in candidates[r] if prune(masks + [m])]
        total[0] += (r + len(options)) * width + 40
        for i, m in enumerate(options):
            if visit(masks + [m]):
                return True
            total[0] += (r + len(options) - i - 1) * width + 40
            if total[0] > cap:
                raise Budget(f"a trace over {cap} characters")
        return False

    visit([])
    return total[0]
