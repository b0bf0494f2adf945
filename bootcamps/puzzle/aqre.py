"""Aqre: the grid is cut into regions, some of them numbered; shade cells so that a numbered region
holds exactly that many shaded cells, all shaded cells form one orthogonally connected group,
and no row or column has more than three consecutive cells of one colour (four shaded or four
unshaded cells in a straight line are forbidden). Regions are random pieces of two to
``max_region`` cells; the hidden shading is a random row-by-row search under the run and
connectivity rules; a share of regions is numbered with its count (every region at the
shipped levels), then more, each where a second shading differs (or, where every count agrees,
a region is cut in two parts whose counts differ, both numbered), until the row-by-row solver
finds one shading. Puzzles whose traced search would run long are drawn again. Those solver
runs keep generation to about two hundred cases/s at level 3 on a free core (level 5, 7x7,
about forty)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.puzzle8 import one_group
from bootcamps.kit.puzzle13 import row_search, to_grid, trace_weight, traced_rows
from bootcamps.kit.puzzle17 import read_slashed_grid
from bootcamps.kit.puzzles3 import SHADE_SYMBOLS, ShadeGridAnswer, connected
from bootcamps.kit.puzzles4 import small_pieces
from bootcamps.trace import Tracer

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
POP = [bin(m).count("1") for m in range(256)]


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    max_region: int = 5  # largest region (regions have at least two cells)
    shown: float = 0.5  # share of regions numbered before the uniqueness loop

    def __post_init__(self) -> None:
        if not 4 <= self.rows <= 8 or not 4 <= self.cols <= 8:
            raise ValueError(f"rows and cols must be in 4..8, got {self.rows}x{self.cols}")
        if not 2 <= self.max_region <= 8:
            raise ValueError(f"max_region must be in 2..8, got {self.max_region}")
        if not 0.0 <= self.shown <= 1.0:
            raise ValueError(f"shown must be in [0, 1], got {self.shown}")


def short_runs(mask: int, width: int) -> bool:
    """Whether a line of ``width`` cells (bit set = shaded) has no four equal cells in a row."""
    full = (1 << width) - 1
    for m in (mask, ~mask & full):
        if m & (m >> 1) & (m >> 2) & (m >> 3):
            return False
    return True


def line_masks(cols: int) -> list[int]:
    return [m for m in range(1 << cols) if short_runs(m, cols)]


def region_rows(regions: list[str]) -> list[list[int]]:
    """For each region (letter order), its cells in each row as a mask."""
    count = 1 + max(ALPHABET.index(ch) for row in regions for ch in row)
    out = [[0] * len(regions) for _ in range(count)]
    for r, row in enumerate(regions):
        for c, ch in enumerate(row):
            out[ALPHABET.index(ch)][r] |= 1 << c
    return out


def pruner(regions: list[str], counts: list[int | None]):
    """The partial check of the row solvers on the rows placed so far (row masks, bit set =
    shaded): no four equal cells down a column, every numbered region with no more shaded
    cells than its number and enough cells left below to reach it (checked for the regions the
    newest row meets: a region above it was settled when its last row was placed), and the
    shaded cells still able to join (one group once the grid is full)."""
    rows, cols = len(regions), len(regions[0])
    full = (1 << cols) - 1
    # per row: the numbered regions it meets, each as (number, [(row, mask)...] up to this row, cells below)
    touching: list[list[tuple[int, list[tuple[int, int]], int]]] = [[] for _ in range(rows)]
    for n, part in zip(counts, region_rows(regions)):
        if n is None:
            continue
        for r in range(rows):
            if part[r]:
                below = sum(POP[m] for m in part[r + 1:])
                touching[r].append((n, [(i, part[i]) for i in range(r + 1) if part[i]], below))

    def prune(masks: list[int]) -> bool:
        r = len(masks) - 1
        if r >= 3:
            a, b, c, d = masks[r - 3:r + 1]
            if a & b & c & d or ~a & ~b & ~c & ~d & full:
                return False
        for n, part, below in touching[r]:
            have = 0
            for i, m in part:
                have += POP[masks[i] & m]
            if have > n or have + below < n:
                return False
        return one_group(masks, cols, None if r == rows - 1 else r)

    return prune


def random_shading(rows: int, cols: int, rng: random.Random) -> list[list[int]]:
    """A random connected shading with no run of four equal cells: the row search with every
    row's options shuffled."""
    lines = line_masks(cols)
    full = (1 << cols) - 1

    def prune(masks: list[int]) -> bool:
        r = len(masks) - 1
        if r >= 3:
            a, b, c, d = masks[r - 3:r + 1]
            if a & b & c & d or ~a & ~b & ~c & ~d & full:
                return False
        return one_group(masks, cols, None if r == rows - 1 else r)

    while True:
        order = [rng.sample(lines, len(lines)) for _ in range(rows)]
        try:
            found = row_search(rows, cols, prune, limit=1, max_nodes=20 * rows, candidates=order)
        except Budget:
            continue
        if found and any(found[0]):
            return to_grid(found[0], cols)


def region_counts(regions: list[str], grid: list[list[int]]) -> list[int]:
    parts = region_rows(regions)
    return [sum(bin(part[r] & sum(v << c for c, v in enumerate(row))).count("1") for r, row in enumerate(grid))
            for part in parts]


def renumber_kept(owner: list[list[int]], numbered: set[int]) -> list[list[int]]:
    """Region labels renumbered 0, 1, ... in reading order, ``numbered`` (changed in place)
    following its regions to their new labels."""
    names: dict[int, int] = {}
    out = [[names.setdefault(k, len(names)) for k in row] for row in owner]
    kept = {names[k] for k in numbered if k in names}
    numbered.clear()
    numbered.update(kept)
    return out


def split_region(owner: list[list[int]], gold: list[list[int]], other: list[list[int]], numbered: set[int],
                 rng: random.Random) -> bool:
    """Cut a region where the two shadings differ into two connected parts whose shaded counts
    differ between them, numbering both (``owner`` and ``numbered`` change in place)."""
    rows, cols = len(owner), len(owner[0])
    spots = [(r, c) for r in range(rows) for c in range(cols) if gold[r][c] != other[r][c]]
    rng.shuffle(spots)
    for x in spots:
        k = owner[x[0]][x[1]]
        region = {(r, c) for r in range(rows) for c in range(cols) if owner[r][c] == k}
        if len(region) < 2:
            continue
        for _ in range(12):
            size = rng.randint(1, len(region) - 1)
            part = {x}
            while len(part) < size:
                edge = sorted({(r + dr, c + dc) for r, c in part for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))}
                              & region - part)
                part.add(rng.choice(edge))
            if not connected(region - part):
                continue
            if sum(gold[r][c] for r, c in part) == sum(other[r][c] for r, c in part):
                continue
            fresh = 1 + max(max(row) for row in owner)
            for r, c in part:
                owner[r][c] = fresh
            numbered.update({k, fresh})
            return True
    return False


_TEMPLATES = (
    "Solve this Aqre puzzle on a {r}x{c} grid. The letters below split the grid into regions (cells with the same "
    "letter form one region):\n{regions}\n{numbers}\nShade some cells so that: a region with a number contains "
    "exactly that many shaded cells (regions without a number may hold any number of them); all shaded cells form "
    "one group connected through shared sides; and no row or column contains four or more consecutive cells of "
    "the same colour (neither four shaded nor four unshaded cells in a straight horizontal or vertical line).",
    "Aqre, {r} rows by {c} columns. Region map (one letter per region):\n{regions}\n{numbers}\nBlacken cells so "
    "that every numbered region has exactly its number of black cells, the black cells are all linked by "
    "horizontal and vertical steps into a single group, and nowhere are there more than three equal cells in a "
    "row, horizontally or vertically (so at most three black cells or three white cells consecutively).",
    "Here is an Aqre grid ({r} by {c}); cells sharing a letter belong to the same region:\n{regions}\n{numbers}\n"
    "Rules: choose cells to shade; each region given a number must have exactly that many shaded cells; the "
    "shaded cells must be orthogonally connected as one piece; and every straight run along a row or column of "
    "consecutive shaded cells, and likewise of consecutive unshaded cells, is at most three cells long.",
)


class Aqre(ShadeGridAnswer, Bootcamp):
    id = "puzzle/aqre"
    description = "Aqre: shade cells so numbered regions hold their counts, shading connected, no run of four alike"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, max_region=4, shown=1.0),
        "2": Config(rows=5, cols=5, max_region=3, shown=1.0),
        "3": Config(rows=6, cols=6, max_region=3, shown=1.0),
        "4": Config(rows=6, cols=6, max_region=4, shown=1.0),
        "5": Config(rows=7, cols=7, max_region=4, shown=1.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        lines = [line_masks(cols)] * rows
        while True:
            owner = small_pieces(rows, cols, config.max_region, rng, min_size=2)
            gold = random_shading(rows, cols, rng)
            numbered = {k for k in range(1 + max(max(row) for row in owner)) if rng.random() < config.shown}
            try:
                while True:
                    owner = renumber_kept(owner, numbered)
                    if 1 + max(max(row) for row in owner) > len(ALPHABET):
                        raise Budget("too many regions")
                    regions = ["".join(ALPHABET[k] for k in row) for row in owner]
                    truth = region_counts(regions, gold)
                    counts = [n if k in numbered else None for k, n in enumerate(truth)]
                    found = row_search(rows, cols, pruner(regions, counts), limit=2, max_nodes=600 * rows,
                                       candidates=lines)
                    if len(found) == 1:
                        break
                    other_grid = to_grid(next(s for s in found if to_grid(s, cols) != gold), cols)
                    other = region_counts(regions, other_grid)
                    options = [k for k, n in enumerate(counts) if n is None and other[k] != truth[k]]
                    if options:
                        numbered.add(rng.choice(options))
                    elif not split_region(owner, gold, other_grid, numbered, rng):
                        raise Budget("no region count or split tells the two shadings apart")
                trace_weight(rows, cols, pruner(regions, counts), lines, cap=60000)
            except Budget:
                continue
            if to_grid(found[0], cols) != gold:
                continue
            return {"regions": regions, "counts": counts}, gold

    def check(self, data: dict, answer, text: str) -> float:
        """The gold shading (the only one), in any layout the grid reader takes, also inside a
        code fence."""
        if not answer or not answer[0]:
            return 0.0
        return 1.0 if read_slashed_grid(text, len(answer), len(answer[0]), SHADE_SYMBOLS) == answer else 0.0

    def prompt(self, data: dict, rng: random.Random) -> str:
        regions, counts = data["regions"], data["counts"]
        board = "\n".join(" ".join(row) for row in regions)
        numbered = [f"{ALPHABET[k]} = {n}" for k, n in enumerate(counts) if n is not None]
        unnumbered = [ALPHABET[k] for k, n in enumerate(counts) if n is None]
        numbers = "Numbered regions (region = required number of shaded cells): " + ", ".join(numbered) + "."
        if unnumbered:
            numbers += " Regions without a number: " + ", ".join(unnumbered) + "."
        text = rng.choice(_TEMPLATES).format(r=len(regions), c=len(regions[0]), regions=board, numbers=numbers)
        form = ("the grid with # for a shaded cell and . for an unshaded one, rows separated by semicolons or one per "
                "line (for example .#..;.##.;..#.;.##. for a 4x4 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Row by row: each state lists the next rows (# shaded) that keep every line free of four
        equal cells, every numbered region able to reach its count and the shaded cells able to
        join, and takes the first."""
        regions = data["regions"]
        rows, cols = len(regions), len(regions[0])
        return traced_rows(t, rows, cols, pruner(regions, data["counts"]), [line_masks(cols)] * rows)

    def solve(self, data: dict) -> list[list[int]]:
        """Cell by cell in reading order, a set of shaded cells growing: each cell is tried
        unshaded then shaded, checking the three cells before it in its row and column and the
        region totals; at each row's end the shaded groups must still be able to join."""
        regions, counts = data["regions"], data["counts"]
        rows, cols = len(regions), len(regions[0])
        index = [[ALPHABET.index(ch) for ch in row] for row in regions]
        left = [0] * len(counts)
        for row in index:
            for k in row:
                left[k] += 1
        have = [0] * len(counts)
        grid = [[0] * cols for _ in range(rows)]

        def groups(last: int) -> list[set]:
            """The groups of shaded cells in rows 0..last."""
            cells = {(r, c) for r in range(last + 1) for c in range(cols) if grid[r][c]}
            out = []
            while cells:
                start = cells.pop()
                group, stack = {start}, [start]
                while stack:
                    r, c = stack.pop()
                    for nxt in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                        if nxt in cells:
                            cells.discard(nxt)
                            group.add(nxt)
                            stack.append(nxt)
                out.append(group)
            return out

        def row_ok(r: int) -> bool:
            """After row r: one group of shaded cells in all, or every group still touching row r."""
            found = groups(r)
            if r == rows - 1:
                return len(found) == 1
            return len(found) <= 1 or all(any(x == r for x, _ in g) for g in found)

        def place(i: int) -> bool:
            if i == rows * cols:
                return True
            r, c = divmod(i, cols)
            k = index[r][c]
            left[k] -= 1
            for v in (0, 1):
                grid[r][c] = v
                have[k] += v
                run_row = c >= 3 and all(grid[r][c - j] == v for j in range(1, 4))
                run_col = r >= 3 and all(grid[r - j][c] == v for j in range(1, 4))
                n = counts[k]
                if (not run_row and not run_col and (n is None or have[k] <= n <= have[k] + left[k])
                        and (c < cols - 1 or row_ok(r)) and place(i + 1)):
                    return True
                have[k] -= v
            grid[r][c] = 0
            left[k] += 1
            return False

        return grid if place(0) else []


BOOTCAMP = Aqre()
