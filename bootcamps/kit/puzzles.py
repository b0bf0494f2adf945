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
    # (free cell, region) pairs beside the regions; stale pairs are skipped when drawn
    frontier = [(rr, cc, owner[r][c]) for r in range(rows) for c in range(cols) if owner[r][c] != -1
                for rr, cc in ((r + dr, c + dc) for dr, dc in ORTHOGONAL)
                if 0 <= rr < rows and 0 <= cc < cols and owner[rr][cc] == -1]
    while frontier:
        i = rng.randrange(len(frontier))
        frontier[i], frontier[-1] = frontier[-1], frontier[i]
        r, c, region = frontier.pop()
        if owner[r][c] != -1:
            continue
        owner[r][c] = region
        frontier.extend((rr, cc, region) for rr, cc in ((r + dr, c + dc) for dr, dc in ORTHOGONAL)
                        if 0 <= rr < rows and 0 <= cc < cols and owner[rr][cc] == -1)
    if any(-1 in row for row in owner):
        raise ValueError("some cells cannot be reached from any seed")
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


# ---------------------------------------------------------------- 0/1 puzzles


class BinaryProblem:
    """A fast solver for puzzles whose cells are 0/1 and whose rules are weighted sums in a
    range (``lo <= sum(w * x) <= hi``): shading, lamps, stars, tents. Counters per constraint
    make propagation incremental, which is what lets a generator count solutions up to two
    per case in well under a millisecond. ``accept`` (a function of a full assignment) adds a
    rule that is only checked on complete solutions (distinct rows in Binairo)."""

    def __init__(self, n: int, fixed: dict[int, int] | None = None, accept=None):
        if n < 1:
            raise ValueError(f"a problem needs at least one variable, got {n}")
        self.n = n
        self.fixed = dict(fixed or {})
        for v, x in self.fixed.items():
            if not 0 <= v < n or x not in (0, 1):
                raise ValueError(f"bad fixed value {x!r} for variable {v!r} of {n}")
        self.accept = accept
        self.cons: list[tuple[tuple[int, ...], tuple[int, ...], int, int]] = []
        self.widest: list[int] = []  # the largest |weight| of each constraint
        self.watch: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        self.nodes = 0
        self._prepared: tuple | None = None

    def add(self, scope, lo: int, hi: int, weights=None) -> None:
        scope = tuple(scope)
        weights = tuple(weights) if weights is not None else (1,) * len(scope)
        if len(weights) != len(scope) or 0 in weights or len(set(scope)) != len(scope):
            raise ValueError(f"need distinct variables and one nonzero weight each, got {scope!r} / {weights!r}")
        if any(not 0 <= v < self.n for v in scope):
            raise ValueError(f"scope {scope!r} names a variable outside 0..{self.n - 1}")
        index = len(self.cons)
        self.cons.append((scope, weights, lo, hi))
        self.widest.append(max(abs(w) for w in weights))
        for v, w in zip(scope, weights):
            self.watch[v].append((index, w))

    def is_solution(self, values) -> bool:
        if len(values) != self.n or any(x not in (0, 1) for x in values):
            return False
        if any(values[v] != x for v, x in self.fixed.items()):
            return False
        for scope, weights, lo, hi in self.cons:
            if not lo <= sum(w * values[v] for v, w in zip(scope, weights)) <= hi:
                return False
        return self.accept is None or bool(self.accept(list(values)))

    def solutions(self, limit: int = 2, max_nodes: int | None = None, rng: random.Random | None = None) -> list[list[int]]:
        """Up to ``limit`` solutions; raises ``backtrack.Budget`` past ``max_nodes`` nodes. With
        ``rng`` each branch tries its two values in random order (a random solution first)."""
        from bootcamps.kit.backtrack import Budget

        self.nodes = 0
        values = [-1] * self.n
        cur = [0] * len(self.cons)
        trail: list[int] = []
        found: list[list[int]] = []
        widest = self.widest

        def assign(v: int, x: int, queue: list[int]) -> None:
            values[v] = x
            trail.append(v)
            for ci, w in self.watch[v]:
                if w > 0:
                    pos[ci] -= w
                else:
                    neg[ci] -= w
                cur[ci] += w * x
                queue.append(ci)

        def undo(mark: int) -> None:
            while len(trail) > mark:
                v = trail.pop()
                x = values[v]
                values[v] = -1
                for ci, w in self.watch[v]:
                    if w > 0:
                        pos[ci] += w
                    else:
                        neg[ci] += w
                    cur[ci] -= w * x

        if self._prepared is None or self._prepared[0] != len(self.cons):  # reused while no rule is added
            self._prepared = (len(self.cons), [tuple(zip(c[0], c[1])) for c in self.cons],
                              [(c[2], c[3]) for c in self.cons],
                              [sum(w for w in c[1] if w > 0) for c in self.cons],
                              [sum(w for w in c[1] if w < 0) for c in self.cons])
        _, pairs, bounds, pos0, neg0 = self._prepared
        pos, neg = list(pos0), list(neg0)

        def propagate(queue: list[int]) -> bool:
            while queue:
                ci = queue.pop()
                lo, hi = bounds[ci]
                base = cur[ci]
                low, high = base + neg[ci], base + pos[ci]
                if low > hi or high < lo:
                    return False
                wide = widest[ci]
                if low + wide <= hi and high - wide >= lo:
                    continue  # no single variable can be forced: skip the scan
                for v, w in pairs[ci]:
                    if values[v] >= 0:
                        continue
                    if w > 0:
                        force = 0 if low + w > hi else 1 if high - w < lo else -1
                    else:
                        force = 0 if high + w < lo else 1 if low - w > hi else -1
                    if force >= 0:
                        assign(v, force, queue)
                        base = cur[ci]
                        low, high = base + neg[ci], base + pos[ci]
                        if low > hi or high < lo:
                            return False
            return True

        def search() -> None:
            self.nodes += 1
            if max_nodes is not None and self.nodes > max_nodes:
                raise Budget(f"more than {max_nodes} nodes")
            try:
                v = values.index(-1)
            except ValueError:
                if self.accept is None or self.accept(list(values)):
                    found.append(list(values))
                return
            for x in ((1, 0) if rng is None or rng.random() < 0.5 else (0, 1)):
                mark = len(trail)
                queue: list[int] = []
                assign(v, x, queue)
                if propagate(queue):
                    search()
                undo(mark)
                if len(found) >= limit:
                    return

        queue: list[int] = list(range(len(self.cons)))
        for v, x in sorted(self.fixed.items()):
            assign(v, x, queue)
        if propagate(queue):
            search()
        return found

    def to_problem(self):
        """The same puzzle as a ``backtrack.Problem`` (for ``traced_search``): see
        ``kit.binary_sums.as_problem``."""
        from bootcamps.kit.binary_sums import as_problem  # binary_sums builds on backtrack, not on this module

        return as_problem(self)


def reveal_binary(
    problem: BinaryProblem, gold: Sequence[int], rng: random.Random, max_nodes: int = 5000, only: int | None = None,
    batch: int = 1,
) -> dict[int, int]:
    """Fix gold values of ``problem`` (in its ``fixed``), each at a variable where a second
    solution differs (and, with ``only``, where gold has that value: stars, never empty
    cells), until exactly one solution is left; the values revealed. ``batch`` > 1 reveals up
    to that many differing values per solver run (fewer runs, a few more clues). Raises
    ``backtrack.Budget`` when a search runs past ``max_nodes`` (the caller draws again)."""
    revealed: dict[int, int] = {}
    while True:
        found = problem.solutions(limit=2, max_nodes=max_nodes)
        if len(found) == 1:
            if found[0] != list(gold):
                raise ValueError("the only solution is not the gold one")
            return revealed
        if not found:
            raise ValueError("the gold solution breaks the puzzle's own rules")
        other = found[0] if found[0] != list(gold) else found[1]
        options = [i for i, (a, b) in enumerate(zip(other, gold)) if a != b and only in (None, b)]
        if not options:
            raise ValueError(f"no differing variable has gold value {only}")
        for v in rng.sample(options, min(batch, max(1, len(options) // 3))):
            revealed[v] = gold[v]
            problem.fixed[v] = gold[v]


# ---------------------------------------------------------------- line puzzles


def line_solve(
    row_options: Sequence[Sequence[Sequence[int]]], col_options: Sequence[Sequence[Sequence[int]]],
    limit: int = 2, max_nodes: int | None = None,
) -> list[list[list[int]]]:
    """Solutions (up to ``limit``) of a grid whose every row and column must be one of its
    allowed lines (nonograms: the lines with the clue's runs; skyscrapers: the permutations
    with the clue's visible counts). Line solving first: a line keeps the options that agree
    with the known cells, and a cell on which all of them agree is known. Then a guess on
    the line with the fewest options. Raises ``backtrack.Budget`` past ``max_nodes`` guesses."""
    from bootcamps.kit.backtrack import Budget

    rows, cols = len(row_options), len(col_options)
    found: list[list[list[int]]] = []
    nodes = 0

    def settle(grid: list[list[int | None]], lists: list[list], pending: set[int]) -> bool:
        while pending:
            line = pending.pop()
            cells = [(line, c) for c in range(cols)] if line < rows else [(r, line - rows) for r in range(rows)]
            known = [(i, grid[r][c]) for i, (r, c) in enumerate(cells) if grid[r][c] is not None]
            kept = [o for o in lists[line] if all(o[i] == v for i, v in known)]
            if not kept:
                return False
            lists[line] = kept
            if len(known) == len(cells):
                continue
            for i, (r, c) in enumerate(cells):
                if grid[r][c] is None:
                    first = kept[0][i]
                    if all(o[i] == first for o in kept):
                        grid[r][c] = first
                        pending.add(c + rows if line < rows else r)  # the crossing line
        return True

    def search(grid: list[list[int | None]], lists: list[list], pending: set[int]) -> None:
        nonlocal nodes
        nodes += 1
        if max_nodes is not None and nodes > max_nodes:
            raise Budget(f"more than {max_nodes} nodes")
        if not settle(grid, lists, pending):
            return
        open_lines = [i for i in range(rows + cols) if len(lists[i]) > 1]
        if not open_lines:
            if all(v is not None for row in grid for v in row):
                found.append([list(row) for row in grid])
            return
        line = min(open_lines, key=lambda i: len(lists[i]))
        for option in lists[line]:
            child = [list(row) for row in grid]
            for i, v in enumerate(option):
                r, c = (line, i) if line < rows else (i, line - rows)
                child[r][c] = v
            crossing = set(range(rows, rows + cols)) if line < rows else set(range(rows))
            search(child, lists[:line] + [[option]] + lists[line + 1 :], crossing)  # settle replaces, never mutates, a list
            if len(found) >= limit:
                return

    search([[None] * cols for _ in range(rows)], [list(o) for o in row_options] + [list(o) for o in col_options],
           set(range(rows + cols)))
    return found


def line_logic(
    row_options: Sequence[Sequence[Sequence[int]]], col_options: Sequence[Sequence[Sequence[int]]],
    grid: list[list[int | None]], lists: list[list] | None = None, lines: Sequence[int] | None = None,
) -> tuple[bool, list[list]]:
    """Line solving without guesses, in place on ``grid`` (None = unknown): each line keeps the
    options agreeing with its known cells, and cells on which they all agree become known.
    ``lists`` (the options still open per line: rows, then columns) and ``lines`` (the lines to
    look at first) let a caller continue after revealing a cell. Returns (consistent, lists)."""
    rows, cols = len(row_options), len(col_options)
    if lists is None:
        lists = [list(o) for o in row_options] + [list(o) for o in col_options]
    pending = set(range(rows + cols)) if lines is None else set(lines)
    while pending:
        line = min(pending)
        pending.discard(line)
        cells = [(line, c) for c in range(cols)] if line < rows else [(r, line - rows) for r in range(rows)]
        known = [(i, grid[r][c]) for i, (r, c) in enumerate(cells) if grid[r][c] is not None]
        kept = [o for o in lists[line] if all(o[i] == v for i, v in known)]
        lists[line] = kept
        if not kept:
            return False, lists
        for i, (r, c) in enumerate(cells):
            if grid[r][c] is None and all(o[i] == kept[0][i] for o in kept):
                grid[r][c] = kept[0][i]
                pending.add(c + rows if line < rows else r)
    return True, lists
