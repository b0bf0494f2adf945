"""Shared pieces for the twentieth batch of puzzle bootcamps (yin-yang, heyawake), shading
puzzles solved row by row over bit-mask rows (bit c = column c): the loop that turns a hidden
solution into a puzzle with one solution by revealing clues where a second solution differs
(``reveal_until_one``), a row-by-row solution counter that remembers the positions it has
counted (``row_dp``) and the length of the plain search a traced program makes (``row_dfs_nodes``), the
labels that keep one kind of cell connected along the newest row (``join_groups``), a random
solution drawn by a shuffled row search (``random_row_walk``), the row strings their traced
programs walk, and a grid reader that looks inside a code fence."""

from __future__ import annotations

import random
import re
from functools import lru_cache
from typing import Callable

from bootcamps.kit.backtrack import Budget
from bootcamps.kit.grids import MAX_GRID_CHARS, read_grid

Masks = list[int]
_FENCE = re.compile(r"`{3,}[A-Za-z]*")


def reveal_until_one(solve: Callable[[], list[Masks]], gold: Masks, options: Callable[[Masks], list],
                     reveal: Callable[[object], None], rng: random.Random) -> None:
    """Run ``solve()`` (up to two solutions) and, while it finds two, ``reveal`` a random one of
    ``options(other)`` (the clues the gold would show that rule out ``other``, a solution that
    is not the gold); raises Budget when no clue tells them apart or the only solution is not
    the gold (``solve`` may raise Budget too)."""
    while True:
        found = solve()
        if len(found) == 1:
            if found[0] != gold:
                raise Budget("the only solution is not the hidden one")
            return
        if not found:
            raise Budget("no solution")
        other = next(s for s in found if s != gold)
        choices = options(other)
        if not choices:
            raise Budget("no clue tells the two solutions apart")
        reveal(rng.choice(choices))


def row_dp(rows: int, start: Callable, step: Callable, final: Callable, options: Callable, limit: int = 2,
           max_nodes: int | None = None) -> list[Masks]:
    """Up to ``limit`` grids (row masks) built row by row, each row carrying a hashable state:
    ``options(r, above)`` lists the masks row r may take (``above`` is row r-1's mask, None for
    row 0), ``start(m)`` is the state after a first row m, ``step(r, above, state, m)`` the
    state after row r = m (None: the partial grid is dead), ``final(state)`` whether a full
    grid ending in that state is a solution. How many grids (capped at 2) follow a row and its
    state is remembered, so no position is explored twice; ``max_nodes`` caps the positions
    counted (raising Budget)."""
    memo: dict = {}

    def children(r: int, m: int, state):
        for m2 in options(r + 1, m):
            nxt = step(r + 1, m, state, m2)
            if nxt is not None:
                yield m2, nxt

    def count(r: int, m: int, state) -> int:
        if r == rows - 1:
            return int(bool(final(state)))
        key = (r, m, state)
        if key in memo:
            return memo[key]
        if max_nodes is not None and len(memo) >= max_nodes:
            raise Budget(f"more than {max_nodes} positions")
        total = 0
        for m2, nxt in children(r, m, state):
            total += count(r + 1, m2, nxt)
            if total >= 2:
                break
        memo[key] = min(total, 2)
        return memo[key]

    found: list[Masks] = []
    masks: Masks = []

    def walk(r: int, m: int, state) -> None:
        masks.append(m)
        if r == rows - 1:
            found.append(list(masks))
        else:
            for m2, nxt in children(r, m, state):
                if len(found) < limit and count(r + 1, m2, nxt):
                    walk(r + 1, m2, nxt)
        masks.pop()

    for m in options(0, None):
        state = start(m)
        if len(found) < limit and state is not None and count(0, m, state):
            walk(0, m, state)
    return found


def row_dfs_nodes(rows: int, start: Callable, step: Callable, final: Callable, options: Callable,
                  cap: int) -> int | None:
    """How many nodes a plain depth-first row search with the callbacks of ``row_dp`` (no
    memory: the search a traced program makes, in the same order) visits up to its first grid,
    or None past ``cap`` nodes (or when there is no grid)."""
    nodes = [0]

    def search(r: int, m: int, state) -> bool:
        nodes[0] += 1
        if nodes[0] > cap:
            raise Budget(f"more than {cap} nodes")
        if r == rows - 1:
            return bool(final(state))
        for m2 in options(r + 1, m):
            nxt = step(r + 1, m, state, m2)
            if nxt is not None and search(r + 1, m2, nxt):
                return True
        return False

    try:
        for m in options(0, None):
            state = start(m)
            if state is not None and search(0, m, state):
                return nodes[0]
        return None
    except Budget:
        return None


@lru_cache(maxsize=1 << 16)
def join_groups(labels: tuple[int, ...], closed: bool, bits: int) -> tuple[tuple[int, ...], bool] | None:
    """One kind of cell's groups after the next row, for a row search that wants them all
    orthogonally connected: ``labels`` names the group of each cell of the newest row (-1: not
    this kind; groups numbered by their first cell), ``closed`` says a group of this kind was
    finished above, ``bits`` are the next row's cells of this kind. The new row's labels and
    flag, or None when a group is cut off while another exists (or a cell of the kind appears
    after its one group was finished). A full grid is connected when its last row's labels are
    all -1 or 0 (``one_label``)."""
    cols = len(labels)
    if closed and bits:
        return None
    parent = list(range(2 * cols))  # 0..cols-1: groups above; cols+c: the run starting at c

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    run = [-1] * cols
    for c in range(cols):
        if bits >> c & 1:
            run[c] = run[c - 1] if c and run[c - 1] >= 0 else cols + c
            if labels[c] >= 0:
                parent[find(labels[c])] = find(run[c])
    old = {find(g) for g in labels if g >= 0}
    new = {find(x) for x in run if x >= 0}
    if old - new:  # a group above does not go on
        if len(old) > 1 or new:
            return None
        closed = True
    names: dict[int, int] = {}
    out = tuple(names.setdefault(find(x), len(names)) if x >= 0 else -1 for x in run)
    return out, closed


def start_groups(bits: int, cols: int) -> tuple[tuple[int, ...], bool]:
    """The labels (and closed flag) of a first row for ``join_groups``: one group per run."""
    out, name, prev = [], -1, False
    for c in range(cols):
        on = bool(bits >> c & 1)
        if on and not prev:
            name += 1
        out.append(name if on else -1)
        prev = on
    return tuple(out), False


def one_label(labels: tuple[int, ...]) -> bool:
    """Whether a last row's labels (``join_groups``) leave one group at most."""
    return max(labels) <= 0


def random_row_walk(rows: int, start: Callable, step: Callable, final: Callable, options: Callable,
                    rng: random.Random, max_nodes: int) -> Masks | None:
    """A grid (row masks) drawn by a depth-first row search with the callbacks of ``row_dp``,
    trying each row's options in a random order; None when it runs past ``max_nodes``."""
    masks: Masks = []
    nodes = [0]

    def search(r: int, m: int, state) -> bool:
        nodes[0] += 1
        if nodes[0] > max_nodes:
            raise Budget(f"more than {max_nodes} nodes")
        masks.append(m)
        if r == rows - 1:
            if final(state):
                return True
        else:
            nexts = list(options(r + 1, m))
            rng.shuffle(nexts)
            for m2 in nexts:
                nxt = step(r + 1, m, state, m2)
                if nxt is not None and search(r + 1, m2, nxt):
                    return True
        masks.pop()
        return False

    firsts = list(options(0, None))
    rng.shuffle(firsts)
    try:
        for m in firsts:
            state = start(m)
            if state is not None and search(0, m, state):
                return masks
    except Budget:
        return None
    return None


def row_strings(cols: int, on: str, off: str) -> list[str]:
    """Every row of ``cols`` cells written with ``on``/``off`` characters, in the order of the
    masks 0, 1, 2, ... read with column 0 as the lowest bit."""
    return ["".join(on if m >> c & 1 else off for c in range(cols)) for m in range(1 << cols)]



def read_fenced_grid(text: str, rows: int, cols: int, symbols: dict) -> list[list] | None:
    """``read_grid`` of an answer that may sit in a code fence: lines that are only a fence
    (```, optionally with a language name) are dropped first."""
    if not isinstance(text, str) or len(text) > MAX_GRID_CHARS:
        return None
    lines = [line for line in text.split("\n") if not _FENCE.fullmatch(line.strip())]
    return read_grid("\n".join(lines), rows, cols, symbols)
