"""Shared pieces for a fourth batch of puzzle bootcamps (kropki, suguru, str8ts, aquarium,
end view, doppelblock, shikaku, dominosa, number paths, counts): boards with marks between
neighbouring cells, row-permutation brute force for Latin-style oracles, region partitions
into small pieces, and the traced counting search."""

from __future__ import annotations

import random
from itertools import permutations
from typing import Callable, Sequence

from bootcamps.kit.backtrack import Problem, _lowest, values_of
from bootcamps.kit.grids import ORTHOGONAL, cell_name
from bootcamps.trace import Tracer

Cell = tuple[int, int]


def rows_of(values: Sequence[int], cols: int) -> list[list[int]]:
    """A flat row-major list cut into rows of ``cols`` cells."""
    return [list(values[i : i + cols]) for i in range(0, len(values), cols)]


def edge_board(cells: Sequence[Sequence[str]], right: dict[Cell, str], down: dict[Cell, str]) -> str:
    """A board with a mark between row neighbours (``right[(r, c)]`` sits between (r, c) and
    (r, c+1)) and a line of marks between rows (``down[(r, c)]`` under cell (r, c)); cells are
    padded to one width, a missing mark is a space."""
    width = max(len(s) for row in cells for s in row)
    lines = []
    for r, row in enumerate(cells):
        line = ""
        for c, s in enumerate(row):
            line += s.rjust(width)
            if c < len(row) - 1:
                line += f" {right.get((r, c), ' ')} "
        lines.append(line.rstrip())
        if r < len(cells) - 1:
            marks = [down.get((r, c), " ").rjust(width) for c in range(len(row))]
            lines.append("   ".join(marks).rstrip())
    return "\n".join(lines)


def neighbour_pairs(rows: int, cols: int) -> list[tuple[int, int, int, int]]:
    """Every orthogonally adjacent pair (r1, c1, r2, c2), left-right pairs first."""
    return ([(r, c, r, c + 1) for r in range(rows) for c in range(cols - 1)]
            + [(r, c, r + 1, c) for r in range(rows - 1) for c in range(cols)])


def row_perm_search(n: int, symbols: Sequence[int], row_ok: Callable[[int, tuple[int, ...]], bool],
                    col_ok: Callable[[int, tuple[int, ...]], bool], pair_ok: Callable[[int, tuple, tuple], bool],
                    limit: int = 2) -> list[list[list[int]]]:
    """Brute force for Latin-style puzzles: rows are permutations of ``symbols`` passing
    ``row_ok(r, row)``; each new row must differ column-wise from the ones above (no repeat of
    a non-zero value in a column), pass ``pair_ok(r, above, row)``, and full columns pass
    ``col_ok(c, column)``. Up to ``limit`` solutions, each a list of rows."""
    options = [[p for p in sorted(set(permutations(symbols))) if row_ok(r, p)] for r in range(n)]
    found: list[list[list[int]]] = []
    chosen: list[tuple[int, ...]] = []

    def place(r: int) -> None:
        if len(found) >= limit:
            return
        if r == n:
            if all(col_ok(c, tuple(row[c] for row in chosen)) for c in range(len(symbols))):
                found.append([list(row) for row in chosen])
            return
        for p in options[r]:
            if any(p[c] and any(row[c] == p[c] for row in chosen) for c in range(len(p))):
                continue
            if chosen and not pair_ok(r, chosen[-1], p):
                continue
            chosen.append(p)
            place(r + 1)
            chosen.pop()

    place(0)
    return found


def small_pieces(rows: int, cols: int, max_size: int, rng: random.Random, min_size: int = 1) -> list[list[int]]:
    """A partition of the grid into connected pieces of min_size..max_size cells (region index
    per cell, numbered in reading order of first cell): each piece grows from a free cell by
    random free neighbours up to a random target size in min_size..max_size; pieces smaller than ``min_size`` are
    merged into a neighbour where that keeps the size in range, else the draw is repeated."""
    while True:
        owner = [[-1] * cols for _ in range(rows)]
        sizes: list[int] = []
        for r0 in range(rows):
            for c0 in range(cols):
                if owner[r0][c0] != -1:
                    continue
                k = len(sizes)
                target = rng.randint(min_size, max_size)
                owner[r0][c0] = k
                piece = [(r0, c0)]
                while len(piece) < target:
                    free = [(r + dr, c + dc) for r, c in piece for dr, dc in ORTHOGONAL
                            if 0 <= r + dr < rows and 0 <= c + dc < cols and owner[r + dr][c + dc] == -1]
                    if not free:
                        break
                    rr, cc = rng.choice(sorted(set(free)))
                    owner[rr][cc] = k
                    piece.append((rr, cc))
                sizes.append(len(piece))
        ok = True
        for k in range(len(sizes)):
            if 0 < sizes[k] < min_size:
                cells = [(r, c) for r in range(rows) for c in range(cols) if owner[r][c] == k]
                near = sorted({owner[r + dr][c + dc] for r, c in cells for dr, dc in ORTHOGONAL
                               if 0 <= r + dr < rows and 0 <= c + dc < cols and owner[r + dr][c + dc] != k})
                near = [j for j in near if sizes[j] + sizes[k] <= max_size]
                if not near:
                    ok = False
                    break
                j = rng.choice(near)
                for r, c in cells:
                    owner[r][c] = j
                sizes[j] += sizes[k]
                sizes[k] = 0
        if ok:
            return renumber(owner)


def renumber(owner: Sequence[Sequence[int]]) -> list[list[int]]:
    """Region labels renumbered 0, 1, ... in reading order of each region's first cell."""
    names: dict[int, int] = {}
    return [[names.setdefault(v, len(names)) for v in row] for row in owner]


def region_cells(owner: Sequence[Sequence[int]]) -> list[list[Cell]]:
    """The cells of each region, in reading order."""
    out: list[list[Cell]] = [[] for _ in range(1 + max(max(row) for row in owner))]
    for r, row in enumerate(owner):
        for c, k in enumerate(row):
            out[k].append((r, c))
    return out


def region_letters(owner: Sequence[Sequence[int]]) -> str:
    """The region map as rows of letters (A, B, ...; then a..z), one row per line."""
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    return "\n".join(" ".join(alphabet[k] for k in row) for row in owner)


def traced_count(t: Tracer, problem: Problem, names: Sequence[str]) -> int:
    """Count every solution of ``problem`` with one state per branch: propagate, pick the open
    variable with the fewest candidates, try each candidate in turn and add up the counts of
    the branches (a dead branch counts 0, a complete one 1)."""
    def branch(doms: list[int], label: str) -> int:
        t.state(label)
        ok = t.compute("consistent", problem.propagate(doms), why="the rules narrow the candidates")
        if not ok:
            return t.compute("count", 0, why="a rule is broken")
        open_vars = [v for v, d in enumerate(doms) if d & (d - 1)]
        if not open_vars:
            return t.compute("count", 1, why="every cell is fixed")
        var = min(open_vars, key=lambda v: (bin(doms[v]).count("1"), v))
        cands = t.compute(f"cands[{names[var]}]", values_of(doms[var]), why="the open cell with fewest candidates")
        total = 0
        for x in cands:
            sub = list(doms)
            sub[var] = 1 << x if isinstance(x, int) and 0 <= x <= 62 else 0
            got = branch(sub, f"try {names[var]} as {x}")
            t.state(f"back at {label}")
            total = t.compute("total", t.fetch("total", total) + t.fetch(f"count[{names[var]}:{x}]", got), why="add the branch")
        return total

    return branch(list(problem.domains), "start")


def fixed_values(doms: Sequence[int]) -> list[int]:
    return [_lowest(d) for d in doms]


def cell_names(rows: int, cols: int) -> list[str]:
    return [cell_name(r, c) for r in range(rows) for c in range(cols)]


def latin_count(grid: Sequence[Sequence[int]], limit: int, box: tuple[int, int] | None = None) -> int:
    """Completions of a partial Latin square (0 = empty), counted up to ``limit`` (the count
    stops there): bit masks per row and column, the empty cell with fewest candidates first.
    With ``box`` = (height, width) the boxes of a sudoku must hold each digit once too."""
    n = len(grid)
    full = (1 << (n + 1)) - 2
    rows, cols = [0] * n, [0] * n
    bh, bw = box if box else (1, 1)  # without boxes every cell is its own box (no rule)
    boxes = [0] * (n * n)
    nb = n // bw  # boxes per band
    empty = []
    for r in range(n):
        for c in range(n):
            v = grid[r][c]
            if v:
                b = r // bh * nb + c // bw
                if rows[r] >> v & 1 or cols[c] >> v & 1 or boxes[b] >> v & 1:
                    return 0
                rows[r] |= 1 << v
                cols[c] |= 1 << v
                boxes[b] |= 1 << v
            else:
                empty.append((r, c))

    popcount = [bin(m).count("1") for m in range(1 << (n + 1))]

    def count(left: list) -> int:
        if not left:
            return 1
        best, best_free, best_k = -1, 0, 99
        for i, (r, c) in enumerate(left):
            free = full & ~(rows[r] | cols[c] | boxes[r // bh * nb + c // bw])
            k = popcount[free]
            if k < best_k:
                best, best_free, best_k = i, free, k
                if k <= 1:
                    break
        if best_k == 0:
            return 0
        left[best], left[-1] = left[-1], left[best]
        r, c = left.pop()
        b = r // bh * nb + c // bw
        total = 0
        free = best_free
        while free and total < limit:
            bit = free & -free
            free ^= bit
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
            total += count(left)
            rows[r] ^= bit
            cols[c] ^= bit
            boxes[b] ^= bit
        left.append((r, c))
        left[best], left[-1] = left[-1], left[best]
        return min(total, limit)

    return count(empty)


def blank_to_bound(grid: Sequence[Sequence[int]], rng: random.Random, max_count: int,
                   box: tuple[int, int] | None = None) -> tuple[list[list[int]], int]:
    """Blank the longest prefix of a random cell order of a solved grid whose completions stay
    at most ``max_count`` (a binary search: completions only grow as cells are blanked); the
    blanked grid and its completion count (at least 1)."""
    n = len(grid)
    order = rng.sample(range(n * n), n * n)

    def blanked(k: int) -> list[list[int]]:
        out = [list(row) for row in grid]
        for cell in order[:k]:
            out[cell // n][cell % n] = 0
        return out

    lo, hi = 0, n * n
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if latin_count(blanked(mid), max_count + 1, box) <= max_count:
            lo = mid
        else:
            hi = mid - 1
    out = blanked(lo)
    return out, latin_count(out, max_count + 1, box)


class CountAnswer:
    """Mixin: the answer is one count, read strictly (ASCII digits only, no expressions)."""

    def check(self, data: dict, answer: int, text: str) -> float:
        from bootcamps.kit.literal import strict_int

        value = strict_int(text)
        return 1.0 if value is not None and value == int(answer) else 0.0
