"""Creek: shade some cells of a grid. Numbers sit on the grid-line crossings (corners of cells,
the outer border included) and say how many of the (up to four) cells touching that crossing
are shaded; all unshaded cells form one orthogonally connected area. The hidden shading is grown
at random with the unshaded cells kept connected; a share of the crossing counts is shown, and
more where a second shading disagrees, until the row-by-row solver finds just one shading.
Those solver runs keep generation at several hundred cases/s at level 3 (about 740/s on
one core), below the 1,000 target."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.puzzle13 import row_search, to_grid, traced_rows, unshaded_joinable, vertex_clue_text
from bootcamps.kit.puzzles3 import ShadeGridAnswer, connected
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    shade: float = 0.4  # share of cells shaded in the hidden solution (at most)
    shown: float = 0.3  # share of crossings numbered before the uniqueness loop

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 8 or not 3 <= self.cols <= 8:
            raise ValueError(f"rows and cols must be in 3..8, got {self.rows}x{self.cols}")
        if not 0.1 <= self.shade <= 0.6:
            raise ValueError(f"shade must be in [0.1, 0.6], got {self.shade}")
        if not 0.0 <= self.shown <= 1.0:
            raise ValueError(f"shown must be in [0, 1], got {self.shown}")


def corner_counts(shaded: list[list[int]]) -> list[list[int]]:
    """For every crossing (i, j), 0 <= i <= rows, 0 <= j <= cols, the shaded cells touching it."""
    rows, cols = len(shaded), len(shaded[0])
    return [[sum(shaded[a][b] for a in (i - 1, i) for b in (j - 1, j) if 0 <= a < rows and 0 <= b < cols)
             for j in range(cols + 1)] for i in range(rows + 1)]


def _pairs(cols: int) -> list[int]:
    """For each crossing position j, the mask of the columns j-1 and j that exist."""
    return [sum(1 << b for b in (j - 1, j) if 0 <= b < cols) for j in range(cols + 1)]


def row_candidates(clues: list[list[int | None]]) -> list[list[int]]:
    """For each row, the masks that fit the crossings above and below it on their own: no
    crossing gets more shaded cells than its number, nor fewer than its number less what the
    other row beside it could add (nothing on the outer border)."""
    rows, cols = len(clues) - 1, len(clues[0]) - 1
    pair = _pairs(cols)
    out = []
    for r in range(rows):
        keep = []
        for m in range(1 << cols):
            ok = True
            for i, other in ((r, r - 1), (r + 1, r + 1)):
                for j, v in enumerate(clues[i]):
                    if v is None:
                        continue
                    have = (m & pair[j]).bit_count()
                    more = pair[j].bit_count() if 0 <= other < rows else 0
                    if not have <= v <= have + more:
                        ok = False
                        break
                if not ok:
                    break
            if ok:
                keep.append(m)
        out.append(keep)
    return out


def pruner(clues: list[list[int | None]]):
    """The partial check of the row solvers: every crossing on the two lines beside the newest
    row holds between the shaded cells already touching it and those plus the cells still to
    come, and the unshaded cells can still join up."""
    rows, cols = len(clues) - 1, len(clues[0]) - 1
    pair = _pairs(cols)
    width = [m.bit_count() for m in pair]
    lines = [[(j, v) for j, v in enumerate(line) if v is not None] for line in clues]

    def prune(masks: list[int]) -> bool:
        r = len(masks) - 1
        for i in (r, r + 1):
            if i > rows:
                continue
            for j, v in lines[i]:
                have = more = 0
                for a in (i - 1, i):
                    if 0 <= a <= r:
                        have += (masks[a] & pair[j]).bit_count()
                    elif r < a < rows:
                        more += width[j]
                if not have <= v <= have + more:
                    return False
        return unshaded_joinable(masks, rows, cols)

    return prune


def random_shading(rows: int, cols: int, share: float, rng: random.Random) -> list[list[int]]:
    """Cells shaded in random order while the unshaded cells stay connected, up to ``share``."""
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(cells)
    shaded: set = set()
    for cell in cells:
        if len(shaded) >= share * rows * cols:
            break
        if connected(set(cells) - shaded - {cell}):
            shaded.add(cell)
    return [[int((r, c) in shaded) for c in range(cols)] for r in range(rows)]


_TEMPLATES = (
    "Creek puzzle on a grid of {r} rows and {c} columns of cells. The numbers below sit on the {r1}x{c1} grid-line "
    "crossings (the corners of the cells, the outer border included); a dot is a crossing with no number:\n{grid}\n"
    "The crossing in line i and position j (both counted from 0) touches the cells in rows i-1 and i and columns "
    "j-1 and j that exist (four inside the grid, two on an edge, one at a corner). Shade some cells so that every "
    "number equals how many of the cells touching its crossing are shaded, and all unshaded cells form one area "
    "connected through shared sides.",
    "Solve this Creek grid ({r}x{c} cells). Clues are written at the cell corners, {r1} lines of {c1} corners each, "
    "'.' meaning no clue:\n{grid}\nCorner (i, j), counted from 0 at the top-left, is shared by the cells (i-1, j-1), "
    "(i-1, j), (i, j-1) and (i, j) that lie inside the grid. Blacken cells so that each clue gives exactly the "
    "number of black cells around its corner, and the white cells are all joined into one region by orthogonal steps.",
    "A Creek board has {r}x{c} cells; these are the numbers on its grid points ({r1} rows of {c1} points from the "
    "top-left corner, '.' = no number):\n{grid}\nThe point at (i, j) is the corner shared by cells (i-1, j-1), "
    "(i-1, j), (i, j-1), (i, j), as far as those exist. Choose the cells to shade: a number counts the shaded cells "
    "among those meeting at its point, and the unshaded cells must stay orthogonally connected as one group.",
)


class Creek(ShadeGridAnswer, Bootcamp):
    id = "puzzle/creek"
    description = "Creek: shade cells so corner numbers count the shaded cells around them, unshaded cells connected"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, shade=0.35, shown=0.45),
        "2": Config(rows=5, cols=5, shade=0.4, shown=0.5),
        "3": Config(rows=6, cols=6, shade=0.45, shown=0.6),
        "4": Config(rows=7, cols=7, shade=0.45, shown=0.6),
        "5": Config(rows=8, cols=8, shade=0.45, shown=0.65),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            gold = random_shading(rows, cols, config.shade, rng)
            counts = corner_counts(gold)
            clues = [[v if rng.random() < config.shown else None for v in line] for line in counts]
            try:
                while True:
                    found = row_search(rows, cols, pruner(clues), limit=2, max_nodes=4000,
                                       candidates=row_candidates(clues))
                    if len(found) == 1:
                        break
                    other = corner_counts(to_grid(next(s for s in found if to_grid(s, cols) != gold), cols))
                    options = [(i, j) for i in range(rows + 1) for j in range(cols + 1)
                               if clues[i][j] is None and other[i][j] != counts[i][j]]
                    if not options:
                        raise Budget("no crossing tells the two shadings apart")
                    i, j = rng.choice(options)
                    clues[i][j] = counts[i][j]
            except Budget:
                continue
            if to_grid(found[0], cols) != gold:
                continue
            return {"clues": clues}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = vertex_clue_text(_TEMPLATES, data["clues"], rng)
        form = ("the cell grid with # for a shaded cell and . for an unshaded one, rows separated by semicolons or "
                "one per line (for example .#..;....;..#.;#... for 4x4 cells)")
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Row by row: each state lists the next rows (# shaded) that keep every crossing count
        reachable and the unshaded cells joinable, and takes the first."""
        clues = data["clues"]
        return traced_rows(t, len(clues) - 1, len(clues[0]) - 1, pruner(clues), row_candidates(clues))

    def solve(self, data: dict) -> list[list[int]]:
        """The bit-mask row solver of the generator."""
        clues = data["clues"]
        cols = len(clues[0]) - 1
        found = row_search(len(clues) - 1, cols, pruner(clues), limit=1, candidates=row_candidates(clues))
        return to_grid(found[0], cols) if found else []


BOOTCAMP = Creek()
