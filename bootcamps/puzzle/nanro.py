"""Nanro: a grid cut into regions. Write digits into some cells so that every region holds at
least one; every digit equals how many digits its region holds; two equal digits in different
regions never share a side; no 2x2 block is completely filled; and all the digits form one
orthogonally connected group. Some digits are given. The answer is the grid, '.' for an empty
cell.

Which cells hold digits decides everything (a digit is its region's count), so the search is
over fillings: rows as bit masks, placed top to bottom, pruned as each row lands: given cells
filled, no filled 2x2 block, each region's count so far at most its known digit (a given one)
and still able to reach it (or at least one) in the rows it has left, a region whose last row
is placed checked whole, two filled cells side by side in different regions whose digits are
both known (given, or the region is complete) never equal, and the filled cells still able to
join up. The regions are grown at random (2 to ``max_region`` cells); a hidden filling is drawn
by that search with rows tried in random order; digits are shown on a share of its filled
cells, and more where a second filling differs, until the search finds one. The search only
learns a region's digit when a digit is given or the region is complete, so proving uniqueness
takes many nodes: a 6x6 with a quarter of its digits shown ran at about five cases/s on a loaded
machine. So about 40% of the digits are shown first and the grids stay small (4x4 up to 6x6 at
level 5), which gives about 550 cases/s at level 3 (5x5, bench/generation.py on a loaded
machine).

The trace is the row search itself: each state lists the rows (# filled) that keep the rules,
takes the first, and backs up from dead ends; the digits are then counted per region.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.grids import answer_line, neighbours
from bootcamps.kit.puzzle8 import one_group
from bootcamps.kit.puzzle9 import letter_map, owner_of, region_cells
from bootcamps.kit.puzzle13 import to_grid, trace_weight, traced_rows
from bootcamps.kit.puzzle17 import read_slashed_grid as read_grid  # any layout; code fences skipped
from bootcamps.kit.puzzles3 import connected
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    max_region: int = 4  # regions are grown with 2..max_region cells (a leftover cell may join one)
    shown: float = 0.4  # share of the filled cells whose digit is shown before the uniqueness loop

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 8 or not 3 <= self.cols <= 8:
            raise ValueError(f"rows and cols must be in 3..8, got {self.rows}x{self.cols}")
        if not 2 <= self.max_region <= 6:
            raise ValueError(f"max_region must be in 2..6, got {self.max_region}")
        if not 0.0 <= self.shown <= 1.0:
            raise ValueError(f"shown must be in [0, 1], got {self.shown}")


def grow_regions(rows: int, cols: int, max_size: int, rng: random.Random) -> list[list[int]]:
    """A random partition into regions: each cell not yet taken (reading order) starts a region
    of 2..max_size cells grown through free neighbours; a cell left alone joins a neighbouring
    region. The owner grid (region index per cell, numbered in reading order)."""
    owner = [[-1] * cols for _ in range(rows)]
    count = 0
    for r in range(rows):
        for c in range(cols):
            if owner[r][c] >= 0:
                continue
            size = rng.randint(2, max_size)
            cells = [(r, c)]
            owner[r][c] = count
            while len(cells) < size:
                frontier = [p for q in cells for p in neighbours(*q, rows, cols) if owner[p[0]][p[1]] < 0]
                if not frontier:
                    break
                a, b = rng.choice(frontier)
                owner[a][b] = count
                cells.append((a, b))
            if len(cells) == 1:
                joins = [owner[a][b] for a, b in neighbours(r, c, rows, cols) if owner[a][b] >= 0 and owner[a][b] != count]
                if joins:
                    owner[r][c] = rng.choice(joins)
                    continue
            count += 1
    names: dict[int, int] = {}
    return [[names.setdefault(v, len(names)) for v in row] for row in owner]


def digits_of(filled: list[list[int]], owner: list[list[int]]) -> list[list[int]]:
    """Each filled cell's digit (its region's count of filled cells), 0 on empty cells."""
    counts: dict[int, int] = {}
    for frow, orow in zip(filled, owner):
        for f, k in zip(frow, orow):
            counts[k] = counts.get(k, 0) + f
    return [[counts[k] if f else 0 for f, k in zip(frow, orow)] for frow, orow in zip(filled, owner)]


def pruner(letters: list[str], puzzle: list[list[int]]):
    """The partial check of the row search (masks: the rows placed so far, bit c = column c)."""
    owner = owner_of(letters)
    rows, cols = len(owner), len(owner[0])
    groups = region_cells(owner)
    k_count = len(groups)
    target = [0] * k_count  # a region's digit when a given one names it, else 0
    for r in range(rows):
        for c in range(cols):
            if puzzle[r][c]:
                target[owner[r][c]] = puzzle[r][c]
    given = [sum(1 << c for c in range(cols) if puzzle[r][c]) for r in range(rows)]
    last_row = [max(r for r, _ in cells) for cells in groups]
    # per row: (region, its cells in this row as a mask, its cells in later rows)
    parts = []
    for r in range(rows):
        here = []
        for k, cells in enumerate(groups):
            mask = sum(1 << c for rr, c in cells if rr == r)
            if mask:
                here.append((k, mask))
        parts.append(here)
    later = [[sum(1 for rr, _ in cells if rr > r) for cells in groups] for r in range(rows)]
    # pairs of side-by-side cells in different regions, by the row of their lower/right cell
    pairs: list[list[tuple[int, int, int, int]]] = [[] for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            for a, b in ((r + 1, c), (r, c + 1)):
                if a < rows and b < cols and owner[a][b] != owner[r][c]:
                    pairs[a].append((r, c, a, b))

    def prune(masks: list[int]) -> bool:
        r = len(masks) - 1
        m = masks[r]
        if given[r] & ~m:
            return False
        if r:
            both = m & masks[r - 1]
            if both & (both >> 1):
                return False  # a filled 2x2 block
        counts = [0] * k_count
        for i in range(r + 1):
            for k, mask in parts[i]:
                counts[k] += (masks[i] & mask).bit_count()
        known = list(target)
        for k in range(k_count):
            have = counts[k]
            if last_row[k] <= r:
                if have == 0 or (target[k] and have != target[k]):
                    return False
                known[k] = have
            else:
                need = target[k] or 1
                if have > (target[k] or 99) or have + later[r][k] < need:
                    return False
        for i in range(r + 1):
            for a, b, x, y in pairs[i]:
                if masks[a] >> b & 1 and masks[x] >> y & 1:
                    ka, kb = owner[a][b], owner[x][y]
                    if known[ka] and known[ka] == known[kb]:
                        return False
        return one_group(masks, cols, None if r == rows - 1 else r)

    return prune


def solutions(letters: list[str], puzzle: list[list[int]], limit: int = 2, max_nodes: int | None = None,
              rng: random.Random | None = None) -> list[list[int]]:
    """Up to ``limit`` fillings (row masks, bit c = column c): the rules of ``pruner`` checked
    incrementally, each row touching only the regions it holds (their counts carried down the
    search) and the pairs of neighbouring regions whose digits it makes known. ``rng`` tries
    rows in random order (the generator's hidden filling)."""
    owner = owner_of(letters)
    rows, cols = len(owner), len(owner[0])
    groups = region_cells(owner)
    k_count = len(groups)
    target = [0] * k_count
    for r in range(rows):
        for c in range(cols):
            if puzzle[r][c]:
                target[owner[r][c]] = puzzle[r][c]
    last_row = [max(r for r, _ in cells) for cells in groups]
    first_row = [min(r for r, _ in cells) for cells in groups]
    parts = []
    for r in range(rows):
        here = []
        for k, cells in enumerate(groups):
            mask = sum(1 << c for rr, c in cells if rr == r)
            if mask:
                here.append((k, mask, sum(1 for rr, _ in cells if rr > r), last_row[k] == r))
        parts.append(here)
    # neighbouring regions and, per pair of regions, the side-by-side cell pairs between them
    touching: dict[tuple[int, int], list[tuple[int, int, int, int]]] = {}
    for r in range(rows):
        for c in range(cols):
            for a, b in ((r + 1, c), (r, c + 1)):
                if a < rows and b < cols and owner[a][b] != owner[r][c]:
                    key = tuple(sorted((owner[r][c], owner[a][b])))
                    touching.setdefault(key, []).append((r, c, a, b))  # type: ignore[arg-type]
    # a pair of regions is checked at the row where both digits are first known and both are placed
    due: list[list[tuple[int, int, list]]] = [[] for _ in range(rows)]
    for (ka, kb), cell_pairs in touching.items():
        known_at = [last_row[k] if not target[k] else first_row[k] for k in (ka, kb)]
        placed_at = max(max(r1, r2) for r1, _, r2, _ in cell_pairs)
        due[max(known_at + [placed_at])].append((ka, kb, cell_pairs))
    given = [sum(1 << c for c in range(cols) if puzzle[r][c]) for r in range(rows)]
    cands = [[m for m in range(1 << cols) if not given[r] & ~m] for r in range(rows)]
    if rng is not None:
        for line in cands:
            rng.shuffle(line)
    found: list[list[int]] = []
    masks: list[int] = []
    counts = [0] * k_count
    nodes = [0]

    def search(r: int) -> None:
        nodes[0] += 1
        if max_nodes is not None and nodes[0] > max_nodes:
            raise Budget(f"more than {max_nodes} nodes")
        if r == rows:
            found.append(list(masks))
            return
        above = masks[-1] if r else 0
        for m in cands[r]:
            both = m & above
            if both & (both >> 1):
                continue
            ok = True
            for k, mask, later, closes in parts[r]:
                have = counts[k] + (m & mask).bit_count()
                t = target[k]
                if closes:
                    if have == 0 or (t and have != t):
                        ok = False
                        break
                elif (t and have > t) or have + later < (t or 1):
                    ok = False
                    break
            if not ok:
                continue
            saved = [counts[k] for k, _, _, _ in parts[r]]
            for k, mask, _, _ in parts[r]:
                counts[k] += (m & mask).bit_count()
            masks.append(m)
            for ka, kb, cell_pairs in due[r]:
                da = target[ka] or counts[ka]
                if da != (target[kb] or counts[kb]):
                    continue
                if any(masks[a] >> b & 1 and masks[x] >> y & 1 for a, b, x, y in cell_pairs):
                    ok = False
                    break
            if ok and one_group(masks, cols, None if r == rows - 1 else r):
                search(r + 1)
            masks.pop()
            for (k, _, _, _), v in zip(parts[r], saved):
                counts[k] = v
            if len(found) >= limit:
                return

    search(0)
    return found


def _puzzle_of(gold: list[list[int]], shown: set[tuple[int, int]]) -> list[list[int]]:
    return [[v if (r, c) in shown else 0 for c, v in enumerate(row)] for r, row in enumerate(gold)]


_TEMPLATES = (
    "Solve this Nanro puzzle on a {r}x{c} grid. The letter map splits the grid into regions (cells with the same "
    "letter form one region). Write digits into some of the cells, leaving the others empty, so that:\n- every "
    "region contains at least one digit;\n- each digit equals the number of cells holding digits in its region (so "
    "all digits in one region are the same);\n- two equal digits in different regions never share a side;\n- no "
    "2x2 block of cells is entirely filled;\n- all cells with digits form one group connected through shared sides.",
    "Nanro, {r} rows by {c} columns. Each region (same letter = same region) gets at least one digit; a digit tells "
    "how many cells of its region are filled in total. Cells of different regions that touch along a side may not "
    "hold the same digit. Filled cells must never cover a whole 2 by 2 square, and together they must form a single "
    "orthogonally connected area. Some digits are given; every other cell is either filled by you or left empty.",
    "Fill in this {r}x{c} Nanro grid. Rules: choose cells to number in every outlined region (shown as letters); "
    "every number in a region equals the count of numbered cells in that region, and at least one cell per region "
    "is numbered; identical numbers from two different regions cannot be orthogonal neighbours; no 2x2 square may "
    "be fully numbered; the numbered cells must all be linked horizontally and vertically.",
)


class Nanro(Bootcamp):
    id = "puzzle/nanro"
    description = "Nanro: digits in some cells, each its region's count; equal digits across regions apart; no full 2x2; one group"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(rows=4, cols=4, max_region=4, shown=0.4),
        "2": Config(rows=4, cols=5, max_region=4, shown=0.4),
        "3": Config(rows=5, cols=5, max_region=5, shown=0.4),
        "4": Config(rows=5, cols=6, max_region=5, shown=0.4),
        "5": Config(rows=6, cols=6, max_region=6, shown=0.45),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            owner = grow_regions(rows, cols, config.max_region, rng)
            letters = letter_map(owner)
            empty = [[0] * cols for _ in range(rows)]
            try:
                found = solutions(letters, empty, limit=1, max_nodes=40 * rows, rng=rng)
            except Budget:
                continue
            if not found:
                continue
            filled = to_grid(found[0], cols)
            gold = digits_of(filled, owner)
            cells = [(r, c) for r in range(rows) for c in range(cols) if gold[r][c]]
            shown = set(rng.sample(cells, round(config.shown * len(cells))))
            try:
                while True:
                    puzzle = _puzzle_of(gold, shown)
                    found = solutions(letters, puzzle, limit=2, max_nodes=800)
                    if len(found) == 1:
                        break
                    other = digits_of(to_grid(next(s for s in found if to_grid(s, cols) != filled), cols), owner)
                    options = [p for p in cells if other[p[0]][p[1]] != gold[p[0]][p[1]] and p not in shown]
                    if not options:
                        raise Budget("no digit tells the two fillings apart")
                    shown.add(rng.choice(options))
                if rows * cols > 36:  # the traced search of a bigger grid can run long: keep it short
                    trace_weight(rows, cols, pruner(letters, puzzle), [range(1 << cols)] * rows, cap=60000)
            except Budget:
                continue
            return {"regions": letters, "puzzle": puzzle}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        letters, puzzle = data["regions"], data["puzzle"]
        rows, cols = len(letters), len(letters[0])
        blank = rng.choice((".", "_", "-"))
        text = rng.choice(_TEMPLATES).format(r=rows, c=cols)
        regions = "\n".join(" ".join(row) for row in letters)
        numbers = "\n".join(" ".join(str(v) if v else blank for v in row) for row in puzzle)
        form = (f"the finished grid, {rows} rows of {cols} characters (a digit, or '.' for an empty cell), one row "
                "per line or rows separated by semicolons (for example 2.;22 for a 2x2 grid)")
        return (f"{text}\n\nRegions:\n{regions}\n\nGiven digits ('{blank}' = not given):\n{numbers}\n\n"
                f"{answer_instruction(form)}")

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={0: "."})

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        if not answer or not answer[0]:
            return 0.0
        symbols = {".": 0, "0": 0, **{str(d): d for d in range(1, 10)}}
        return 1.0 if read_grid(text, len(answer), len(answer[0]), symbols) == answer else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        """The gold with one digit changed, one digit removed, or one empty cell filled with a
        digit: another grid, so wrong (the solution is unique)."""
        texts = []
        rows, cols = len(case.answer), len(case.answer[0])
        for k in range(3):
            grid = [list(row) for row in case.answer]
            cells = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c]]
            holes = [(r, c) for r in range(rows) for c in range(cols) if not grid[r][c]]
            r, c = rng.choice(cells)
            if k == 0:
                grid[r][c] = grid[r][c] % 9 + 1
            elif k == 1 or not holes:
                grid[r][c] = 0
            else:
                a, b = rng.choice(holes)
                grid[a][b] = grid[r][c]
            texts.append(self.format_answer(grid))
        return texts

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        letters, puzzle = data["regions"], data["puzzle"]
        rows, cols = len(letters), len(letters[0])
        filled = traced_rows(t, rows, cols, pruner(letters, puzzle), [range(1 << cols)] * rows)
        t.state("digits")
        t.fetch("filled", ";".join("".join("#" if v else "." for v in row) for row in filled))
        counts: dict[str, int] = {}
        for row, line in zip(filled, letters):
            for v, k in zip(row, line):
                counts[k] = counts.get(k, 0) + v
        pairs = t.compute("region counts", [[k, v] for k, v in sorted(counts.items())], why="filled cells per region")
        counts = {p[0]: p[1] for p in pairs if isinstance(p, (list, tuple)) and len(p) == 2} if isinstance(pairs, list) else {}
        grid = [[counts.get(k, 0) if v else 0 for v, k in zip(row, line)] for row, line in zip(filled, letters)]
        t.state("answer")
        return t.compute("answer", grid, why="each filled cell shows its region's count")

    def solve(self, data: dict) -> list[list[int]]:
        """Plain backtracking cell by cell in reading order (filled or empty), with only the
        cheap local rules on the way (givens, 2x2 blocks); every region's count, the
        neighbouring digits and connectivity are checked on each full filling."""
        letters, puzzle = data["regions"], data["puzzle"]
        owner = owner_of(letters)
        rows, cols = len(owner), len(owner[0])
        sizes: dict[int, int] = {}
        for row in owner:
            for k in row:
                sizes[k] = sizes.get(k, 0) + 1
        seen: dict[int, int] = {}  # cells of each region decided so far
        counts: dict[int, int] = {k: 0 for k in sizes}
        target = {owner[r][c]: v for r in range(rows) for c in range(cols) if (v := puzzle[r][c])}
        fill = [[0] * cols for _ in range(rows)]
        found: list[list[list[int]]] = []

        def whole_ok() -> bool:
            digits = digits_of(fill, owner)
            if any(counts[k] == 0 for k in counts):
                return False
            for r in range(rows):
                for c in range(cols):
                    for a, b in ((r + 1, c), (r, c + 1)):
                        if (a < rows and b < cols and owner[a][b] != owner[r][c] and digits[r][c]
                                and digits[r][c] == digits[a][b]):
                            return False
            return connected({(r, c) for r in range(rows) for c in range(cols) if fill[r][c]})

        def step(i: int) -> None:
            if found:
                return
            if i == rows * cols:
                if whole_ok():
                    found.append(digits_of(fill, owner))
                return
            r, c = divmod(i, cols)
            k = owner[r][c]
            seen[k] = seen.get(k, 0) + 1
            for v in ((1,) if puzzle[r][c] else (0, 1)):
                if v and r and c and fill[r - 1][c - 1] and fill[r - 1][c] and fill[r][c - 1]:
                    continue
                fill[r][c] = v
                counts[k] += v
                want = target.get(k)
                left = sizes[k] - seen[k]
                if not want or counts[k] <= want <= counts[k] + left:
                    step(i + 1)
                counts[k] -= v
                fill[r][c] = 0
            seen[k] -= 1

        step(0)
        return found[0] if found else []


BOOTCAMP = Nanro()
