"""Shared pieces for the thirteenth batch of puzzle bootcamps (creek, cave): a row-by-row
search over bit-mask rows (bit c = column c) pruned by a bootcamp's partial check, the same
search written against the tracer on row strings, and the connectivity tests they prune with."""

from __future__ import annotations

from typing import Callable, Sequence

from bootcamps.kit.backtrack import Budget
from bootcamps.kit.puzzle8 import flood, one_group
from bootcamps.kit.puzzles2 import traced_dfs
from bootcamps.trace import Tracer

Prune = Callable[[list[int]], bool]


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
