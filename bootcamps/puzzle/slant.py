"""Slant (Gokigen Naname): draw one diagonal, '/' or '\\', in every cell of a grid so that each
number on a grid point (a corner of the cells, the outer border included) counts the diagonals
that end at that point, and the diagonals never close a loop. The hidden grid is drawn at random
cell by cell, each cell taking a random diagonal that closes no loop; every point count is then
computed and counts are removed in random order while a cell-by-cell search (point-count bounds
plus a union-find over the points against loops) still finds just one grid. At levels 1-2 a
share of the removed counts is put back, for a gentler puzzle.

Those uniqueness searches (one per point of the grid, each a full search of the tree when the
puzzle is unique) keep generation at about 160 cases/s at level 3 (5x6 cells, 42 points) on one
core, below the 1,000 target; they are what makes the answer unique. Generation also drops the
few puzzles whose traced search would visit more than ``max_nodes`` cells, which keeps the
level-5 trace under about 100,000 characters.

Answers: one row per line (or rows separated by ';'), one '/' or '\\' per cell, written together
or separated by spaces, commas or bars; a backslash escaped as a doubled one (JSON strings,
code) is read as one where the text does not read as it stands (``kit.puzzle17``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.puzzle13 import vertex_clue_text
from bootcamps.kit.puzzle17 import read_slashed_grid
from bootcamps.trace import Tracer

BACK, FORWARD = "\\", "/"
_SYMBOLS = {BACK: BACK, FORWARD: FORWARD}


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    put_back: float = 0.0  # share of the removable counts shown anyway (easier puzzles)
    max_nodes: int = 300  # cells the traced search may visit (bounds the trace)

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 9 or not 2 <= self.cols <= 9:
            raise ValueError(f"rows and cols must be in 2..9, got {self.rows}x{self.cols}")
        if not 0.0 <= self.put_back <= 1.0:
            raise ValueError(f"put_back must be in [0, 1], got {self.put_back}")
        if self.max_nodes < self.rows * self.cols:
            raise ValueError(f"max_nodes must be at least rows*cols = {self.rows * self.cols}, got {self.max_nodes}")


def corners(r: int, c: int) -> tuple[tuple[int, int], ...]:
    """The points of cell (r, c): top-left, top-right, bottom-left, bottom-right."""
    return (r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)


def ends(mark: str, r: int, c: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """The two points a diagonal of cell (r, c) joins: '\\' top-left to bottom-right, '/' the others."""
    tl, tr, bl, br = corners(r, c)
    return (tl, br) if mark == BACK else (tr, bl)


def point_counts(grid: list[list[str]]) -> list[list[int]]:
    """For every point (i, j), the diagonals of the grid ending there."""
    rows, cols = len(grid), len(grid[0])
    out = [[0] * (cols + 1) for _ in range(rows + 1)]
    for r in range(rows):
        for c in range(cols):
            for i, j in ends(grid[r][c], r, c):
                out[i][j] += 1
    return out


def search(clues: list[list[int | None]], limit: int = 2, max_nodes: int | None = None) -> list[list[int]]:
    """Up to ``limit`` grids (flat, 1 = '\\', 0 = '/') meeting the point counts with no loop.
    Cells are filled in reading order; each mark must keep every point of its cell within
    reach (no more diagonals than its number, and enough cells still open to reach it), and its
    two ends must not already be joined (a union-find over the points, undone on return).
    ``max_nodes``: raise Budget past that many visited cells."""
    rows, cols = len(clues) - 1, len(clues[0]) - 1
    width = cols + 1
    points = (rows + 1) * width
    hi, lo, open_ = [4] * points, [0] * points, [0] * points
    for i, line in enumerate(clues):
        for j, v in enumerate(line):
            if v is not None:
                hi[i * width + j] = lo[i * width + j] = v
    cells = []
    for r in range(rows):
        for c in range(cols):
            tl = r * width + c
            cells.append((tl, tl + 1, tl + width, tl + width + 1))
            for p in cells[-1]:
                open_[p] += 1
    if any(lo[p] > open_[p] for p in range(points)):
        return []
    count = [0] * points
    parent = list(range(points))
    n = rows * cols
    grid = [0] * n
    found: list[list[int]] = []
    budget = [max_nodes if max_nodes is not None else -1]

    def root(x: int) -> int:
        while parent[x] != x:
            x = parent[x]
        return x

    def visit(k: int) -> bool:
        if k == n:
            found.append(grid[:])
            return len(found) >= limit
        budget[0] -= 1
        if budget[0] == -1:
            raise Budget(f"more than {max_nodes} cells visited")
        tl, tr, bl, br = cells[k]
        open_[tl] -= 1
        open_[tr] -= 1
        open_[bl] -= 1
        open_[br] -= 1
        stop = False
        for mark, a, b, x, y in ((1, tl, br, tr, bl), (0, tr, bl, tl, br)):
            if count[a] >= hi[a] or count[b] >= hi[b]:
                continue
            if lo[x] > count[x] + open_[x] or lo[y] > count[y] + open_[y]:
                continue
            ra, rb = root(a), root(b)
            if ra == rb:
                continue
            count[a] += 1
            count[b] += 1
            parent[ra] = rb
            grid[k] = mark
            stop = visit(k + 1)
            parent[ra] = ra
            count[a] -= 1
            count[b] -= 1
            if stop:
                break
        open_[tl] += 1
        open_[tr] += 1
        open_[bl] += 1
        open_[br] += 1
        return stop

    visit(0)
    return found


def random_grid(rows: int, cols: int, rng: random.Random) -> list[list[str]] | None:
    """Cells in reading order, each a random diagonal that closes no loop (None if neither fits)."""
    width = cols + 1
    parent = list(range((rows + 1) * width))

    def root(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    grid = []
    for r in range(rows):
        row = []
        for c in range(cols):
            options = [BACK, FORWARD] if rng.random() < 0.5 else [FORWARD, BACK]
            for mark in options:
                (a, b), (d, e) = ends(mark, r, c)
                ra, rb = root(a * width + b), root(d * width + e)
                if ra != rb:
                    parent[ra] = rb
                    row.append(mark)
                    break
            else:
                return None
        grid.append(row)
    return grid


def _flat(found: list[int], cols: int) -> list[list[str]]:
    return [[BACK if v else FORWARD for v in found[r : r + cols]] for r in range(0, len(found), cols)]


_TEMPLATES = (
    "Slant puzzle (Gokigen Naname) on a grid of {r} rows and {c} columns of cells. Every cell gets exactly one "
    "diagonal: '\\' joins its top-left and bottom-right corners, '/' joins its top-right and bottom-left corners. "
    "Numbers sit on the grid points (the corners of the cells, the outer border included), shown here as {r1} lines "
    "of {c1} points from the top-left, '.' for a point without a number:\n{grid}\n"
    "The point in line i and position j (both from 0) is the corner shared by the cells in rows i-1, i and columns "
    "j-1, j that exist. Draw the diagonals so that each number equals how many diagonals end at its point, and the "
    "diagonals never form a closed loop (no cycle of diagonals joined end to end).",
    "Solve this Gokigen Naname ({r}x{c} cells). Put a '/' or a '\\' in every cell. The clues below are on the cell "
    "corners, {r1} rows of {c1} corners each ('.' means no clue):\n{grid}\n"
    "Corner (i, j), counted from 0 at the top-left, touches cells (i-1, j-1), (i-1, j), (i, j-1) and (i, j) where they "
    "exist. A '\\' in a cell touches its top-left and bottom-right corners; a '/' touches its top-right and "
    "bottom-left corners. Each clue is the number of diagonals touching its corner. The diagonals must not make any "
    "closed loop.",
    "A Slant board has {r} rows and {c} columns of cells; each cell must be filled with one diagonal line, '/' "
    "(from its lower-left to its upper-right corner) or '\\' (from its upper-left to its lower-right corner). These "
    "are the numbers on the lattice points, {r1} lines of {c1} points, top-left first, '.' = no number:\n{grid}\n"
    "Point (i, j) is the corner where cells (i-1, j-1), (i-1, j), (i, j-1), (i, j) meet, as far as they are on the "
    "board. A number says exactly how many of the lines end at that point. No set of lines may close up into a "
    "loop.",
)


class Slant(SymbolGridAnswer, Bootcamp):
    id = "puzzle/slant"
    description = "Slant (Gokigen Naname): a diagonal per cell, corner numbers count diagonal ends, no loops"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, put_back=0.5, max_nodes=100),
        "2": Config(rows=5, cols=5, put_back=0.25, max_nodes=150),
        "3": Config(rows=5, cols=6, max_nodes=200),
        "4": Config(rows=6, cols=6, max_nodes=300),
        "5": Config(rows=7, cols=7, max_nodes=400),
    }
    grid_symbols = _SYMBOLS

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        rows, cols = config.rows, config.cols
        while True:
            gold = random_grid(rows, cols, rng)
            if gold is None:
                continue
            counts = point_counts(gold)
            clues: list[list[int | None]] = [list(line) for line in counts]
            points = [(i, j) for i in range(rows + 1) for j in range(cols + 1)]
            rng.shuffle(points)
            removed = []
            for i, j in points:
                clues[i][j] = None
                if len(search(clues, limit=2)) > 1:
                    clues[i][j] = counts[i][j]
                else:
                    removed.append((i, j))
            for i, j in removed:
                if rng.random() < config.put_back:
                    clues[i][j] = counts[i][j]
            try:
                found = search(clues, limit=1, max_nodes=config.max_nodes)
            except Budget:
                continue
            if found and _flat(found[0], cols) == gold:
                return {"clues": clues}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = vertex_clue_text(_TEMPLATES, data["clues"], rng)
        form = ("the grid of diagonals, one row per line with one '/' or '\\' per cell (for example, for 3x3 cells:\n"
                "\\/\\\n//\\\n\\\\/\n)")
        return f"{text}\n\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list[list[str]], text: str) -> float:
        if not answer or not answer[0]:
            return 0.0
        return 1.0 if read_slashed_grid(text, len(answer), len(answer[0]), _SYMBOLS) == answer else 0.0

    def format_answer(self, answer: list[list[str]]) -> str:
        return "\n".join("".join(str(v) for v in row) for row in answer)

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        """Depth-first over the cells in reading order. A first visit reads the clues of the
        cell's numbered corners with how many diagonals already end there, lists the marks that
        keep each of them reachable and close no loop, and places the first; a return visit
        reads the marks left; with none left the search backs up to the previous cell."""
        clues = data["clues"]
        rows, cols = len(clues) - 1, len(clues[0]) - 1
        count = [[0] * (cols + 1) for _ in range(rows + 1)]
        placed: list[str] = []
        untried: list[list[str]] = []
        n = rows * cols
        while len(placed) < n:
            k = len(placed)
            r, c = divmod(k, cols)
            t.state(f"cell r{r + 1}c{c + 1}")
            if len(untried) == k:
                seen = {}
                for i, j in corners(r, c):
                    if clues[i][j] is not None:
                        need = t.fetch(f"clue({i},{j})", clues[i][j])
                        have = t.fetch(f"ends({i},{j})", count[i][j])
                        seen[(i, j)] = (need, have)
                options = t.compute("options", self._options(placed, seen, r, c, rows, cols),
                                    why="marks whose numbered corners stay reachable and that close no loop")
                untried.append(list(options))
            else:
                options = t.fetch("untried", tuple(untried[-1]))
            if options:
                mark = t.compute("place", options[0], why="the first mark left")
                untried[-1] = list(options[1:])
                for i, j in ends(mark, r, c):
                    count[i][j] += 1
                placed.append(mark)
                continue
            untried.pop()
            if not placed:
                t.goto("end", why="no mark fits the first cell")
                return []
            k -= 1
            r, c = divmod(k, cols)
            for i, j in ends(placed.pop(), r, c):
                count[i][j] -= 1
            t.goto("back", why=f"no mark fits, so undo cell r{r + 1}c{c + 1}")
        t.state("answer")
        rows_text = tuple("".join(placed[r * cols : (r + 1) * cols]) for r in range(rows))
        t.compute("grid", rows_text, why="every cell has its diagonal")
        return [list(line) for line in rows_text]

    @staticmethod
    def _options(placed: list[str], seen: dict, r: int, c: int, rows: int, cols: int) -> tuple[str, ...]:
        """The marks for cell (r, c), '\\' first, given ``seen`` (point -> (clue, ends so far))
        for its numbered corners and the marks ``placed`` before it in reading order."""
        later = {p: sum(1 for a, b in ((p[0] - 1, p[1] - 1), (p[0] - 1, p[1]), (p[0], p[1] - 1), p)
                        if 0 <= a < rows and 0 <= b < cols and a * cols + b > r * cols + c)
                 for p in corners(r, c)}
        parent: dict = {}

        def root(x):
            while parent.get(x, x) != x:
                x = parent[x]
            return x

        for k, mark in enumerate(placed):
            a, b = ends(mark, *divmod(k, cols))
            parent[root(a)] = root(b)
        out = []
        for mark in (BACK, FORWARD):
            touched = ends(mark, r, c)
            ok = root(touched[0]) != root(touched[1])
            for p, (need, have) in seen.items():
                now = have + (p in touched)
                ok = ok and now <= need <= now + later[p]
            if ok:
                out.append(mark)
        return tuple(out)

    def solve(self, data: dict) -> list[list[str]]:
        """Deduction with guessing: fill every mark a full or starved corner or a would-be loop
        forces, and where nothing is forced try both marks in the first open cell."""
        clues = data["clues"]
        rows, cols = len(clues) - 1, len(clues[0]) - 1
        result = _deduce([[None] * cols for _ in range(rows)], clues)
        return result or []


def _deduce(grid: list[list[str | None]], clues: list[list[int | None]]) -> list[list[str]] | None:
    rows, cols = len(grid), len(grid[0])
    grid = [row[:] for row in grid]
    changed = True
    while changed:
        changed = False
        for i in range(rows + 1):
            for j in range(cols + 1):
                need = clues[i][j]
                if need is None:
                    continue
                have, free = 0, []
                for r, c in ((i - 1, j - 1), (i - 1, j), (i, j - 1), (i, j)):
                    if 0 <= r < rows and 0 <= c < cols:
                        if grid[r][c] is None:
                            free.append((r, c))
                        elif (i, j) in ends(grid[r][c], r, c):
                            have += 1
                if not have <= need <= have + len(free):
                    return None
                if free and need in (have, have + len(free)):
                    for r, c in free:
                        touching = BACK if (i, j) in ends(BACK, r, c) else FORWARD
                        other = FORWARD if touching == BACK else BACK
                        grid[r][c] = touching if need > have else other
                    changed = True
        parent: dict = {}

        def root(x):
            while parent.get(x, x) != x:
                x = parent[x]
            return x

        for r in range(rows):
            for c in range(cols):
                if grid[r][c] is not None:
                    a, b = ends(grid[r][c], r, c)
                    ra, rb = root(a), root(b)
                    if ra == rb:
                        return None
                    parent[ra] = rb
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] is None:
                    fits = [m for m in (BACK, FORWARD) if root(ends(m, r, c)[0]) != root(ends(m, r, c)[1])]
                    if not fits:
                        return None
                    if len(fits) == 1:
                        grid[r][c] = fits[0]
                        changed = True
                        break
            if changed:
                break
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] is None:
                for mark in (BACK, FORWARD):
                    grid[r][c] = mark
                    done = _deduce(grid, clues)
                    if done is not None:
                        return done
                return None
    return grid  # type: ignore[return-value]


BOOTCAMP = Slant()
