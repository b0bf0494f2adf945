"""Cave (Corral, Bag): shade some cells so that the unshaded cells form one orthogonally
connected area without holes (every shaded cell reaches the grid's edge through shaded cells),
and every number sits on an unshaded cell and equals how many unshaded cells it sees along its
row and column, itself included, until a shaded cell or the edge. Unlike puzzle/kurodoko,
shaded cells may touch each other; instead they must all connect to the border. The hidden
shading grows inwards from the border (the unshaded area kept connected); numbers are shown on
a share of unshaded cells, and more where a second shading differs, until the row-by-row
solver finds one shading. Those solver runs keep generation near 200 cases/s at level 3
(and some tens a second at level 5, where the row solver's partial view checks prune weakly and
puzzles whose traced search would run long are dropped)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.puzzle13 import (SightConfig, row_search, shaded_reach_border, sight, sight_fits, to_grid,
                                    trace_weight, traced_rows, unshaded_joinable)
from bootcamps.kit.puzzles3 import ShadeGridAnswer, connected
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config(SightConfig):
    """Cave's knobs: a rows x cols grid (3..8 each), at most ``shade`` of it shaded (0.1 to 0.5:
    shaded cells may touch, all tied to the edge) and ``shown`` of the unshaded cells numbered at
    first."""

    rows: int = 5
    cols: int = 5
    shade: float = 0.35  # share of cells shaded in the hidden solution (at most)
    shown: float = 0.3  # share of unshaded cells numbered before the uniqueness loop
    max_shade: ClassVar[float] = 0.5


def row_candidates(numbers: list[list[int]]) -> list[list[int]]:
    """For each row, the masks that leave its numbers unshaded and let none of them see more
    cells along the row than its number."""
    cols = len(numbers[0])
    out = []
    for line in numbers:
        keep = []
        for m in range(1 << cols):
            if any(v and m >> c & 1 for c, v in enumerate(line)):
                continue
            ok = True
            for c, v in enumerate(line):
                if v:
                    seen, k = 1, c + 1
                    while k < cols and not m >> k & 1:
                        seen, k = seen + 1, k + 1
                    k = c - 1
                    while k >= 0 and not m >> k & 1:
                        seen, k = seen + 1, k - 1
                    if seen > v:
                        ok = False
                        break
            if ok:
                keep.append(m)
        out.append(keep)
    return out


def pruner(numbers: list[list[int]]):
    """The partial check of the row solvers: every number placed so far sees no more than its
    count and could still see it with the rows to come; the unshaded cells can still join; the
    shaded cells still reach the edge (or the newest row, which later rows may continue)."""
    rows, cols = len(numbers), len(numbers[0])
    clues = [(r, c, v) for r, line in enumerate(numbers) for c, v in enumerate(line) if v]

    def prune(masks: list[int]) -> bool:
        return (sight_fits(masks, clues, rows, cols) and unshaded_joinable(masks, rows, cols)
                and shaded_reach_border(masks, rows, cols))

    return prune


def random_cave(rows: int, cols: int, share: float, rng: random.Random) -> list[list[int]]:
    """Shaded cells grown from the border in random order (each one on the edge or beside a
    shaded cell), keeping the unshaded cells connected, up to ``share`` of the grid."""
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    shaded: set = set()
    grew = True
    while grew and len(shaded) < share * rows * cols:
        grew = False
        rng.shuffle(cells)
        for r, c in cells:
            if len(shaded) >= share * rows * cols:
                break
            if (r, c) in shaded:
                continue
            edge = r in (0, rows - 1) or c in (0, cols - 1)
            if not edge and not any(x in shaded for x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))):
                continue
            if rng.random() < 0.5 and connected(set(cells) - shaded - {(r, c)}):
                shaded.add((r, c))
                grew = True
    return [[int((r, c) in shaded) for c in range(cols)] for r in range(rows)]


_TEMPLATES = (
    "Cave puzzle on a {r}x{c} grid (. is an empty cell):\n{grid}\nShade some cells. Numbered cells stay unshaded. "
    "All unshaded cells must form one area connected through shared sides, and that area has no holes: every "
    "shaded cell is joined to the edge of the grid by a chain of shaded cells sharing sides. Shaded cells may "
    "touch. Each number equals the count of unshaded cells visible from its cell looking up, down, left and right "
    "(the cell itself included), where the view in each direction stops at a shaded cell or the grid's edge.",
    "Solve this Corral (Cave) grid with {r} rows and {c} columns; dots are blank cells:\n{grid}\nDecide which cells "
    "are walls (shaded). The open cells form a single orthogonally connected cave, and every wall cell connects "
    "to the outer border through other wall cells (no enclosed walls inside the cave). A number is always an open "
    "cell and tells how many open cells lie in its row and column segment seen from it, counting itself and "
    "stopping at the first wall or the border in each of the four directions.",
    "Here is a Cave board:\n{grid}\nMark cells as shaded so that: cells with numbers are unshaded; the unshaded "
    "cells are all connected by horizontal and vertical steps; each shaded cell links to the outside border through "
    "shaded cells (so the unshaded region has no holes; shaded cells are allowed to be adjacent); and each number "
    "is the total of unshaded cells it sees, itself plus those in a straight line up, down, left and right until a "
    "shaded cell or the edge.",
)


class Cave(ShadeGridAnswer, Bootcamp):
    id = "puzzle/cave"
    description = "Cave (Corral): one holeless unshaded area; numbers count the unshaded cells they see"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, shade=0.3, shown=0.45),
        "2": Config(rows=5, cols=5, shade=0.35, shown=0.5),
        "3": Config(rows=6, cols=6, shade=0.35, shown=0.7),
        "4": Config(rows=6, cols=7, shade=0.4, shown=0.75),
        "5": Config(rows=7, cols=7, shade=0.4, shown=0.8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            gold = random_cave(rows, cols, config.shade, rng)
            counts = [[0 if gold[r][c] else sight(gold, r, c) for c in range(cols)] for r in range(rows)]
            numbers = [[v if v and rng.random() < config.shown else 0 for v in line] for line in counts]
            try:
                while True:
                    found = row_search(rows, cols, pruner(numbers), limit=2, max_nodes=1500,
                                       candidates=row_candidates(numbers))
                    if len(found) == 1:
                        break
                    other = to_grid(next(s for s in found if to_grid(s, cols) != gold), cols)
                    options = [(r, c) for r in range(rows) for c in range(cols) if counts[r][c] and not numbers[r][c]
                               and (other[r][c] or sight(other, r, c) != counts[r][c])]
                    if not options:
                        raise Budget("no number tells the two shadings apart")
                    r, c = rng.choice(options)
                    numbers[r][c] = counts[r][c]
                if rows * cols > 36:  # the traced search of a bigger grid can run long: keep it short
                    trace_weight(rows, cols, pruner(numbers), row_candidates(numbers), cap=70000)
            except Budget:
                continue
            if to_grid(found[0], cols) != gold:
                continue
            return {"numbers": numbers}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        numbers = data["numbers"]
        grid = "\n".join(" ".join(str(v) if v else "." for v in line) for line in numbers)
        text = rng.choice(_TEMPLATES).format(r=len(numbers), c=len(numbers[0]), grid=grid)
        form = ("the grid with # for a shaded cell and . for an unshaded one (numbered cells are .), rows separated by "
                "semicolons or one per line (for example .#..;....;..#.;#... for a 4x4 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Row by row: each state lists the next rows (# shaded) that keep every number able to
        see its count, the unshaded cells joinable and the shaded cells tied to the edge, and
        takes the first."""
        numbers = data["numbers"]
        return traced_rows(t, len(numbers), len(numbers[0]), pruner(numbers), row_candidates(numbers))

    def solve(self, data: dict) -> list[list[int]]:
        """The bit-mask row solver of the generator."""
        numbers = data["numbers"]
        cols = len(numbers[0])
        found = row_search(len(numbers), cols, pruner(numbers), limit=1, candidates=row_candidates(numbers))
        return to_grid(found[0], cols) if found else []


BOOTCAMP = Cave()
