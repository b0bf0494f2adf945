"""Fold a sheet of squared paper several times along grid lines, punch holes through the folded stack,
unfold: where are the holes? Solved backwards, one unfold at a time: each unfold keeps the
holes and adds their mirror images across the fold line."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line
from bootcamps.trace import Tracer

# A fold is [side, k]: the line lies after the first k columns (left/right) or rows (top/bottom),
# and "left" folds the part left of the line over onto the part right of it, and so on.
FOLDS = ("left", "right", "top", "bottom")
_SYMBOLS = {"o": 1, ".": 0}
_FOLD_TEXT = {
    "left": "fold along the vertical line after column {k}, laying the part on its left over onto the right",
    "right": "fold along the vertical line after column {k}, laying the part on its right over onto the left",
    "top": "fold along the horizontal line below row {k}, laying the part above it down over the part below",
    "bottom": "fold along the horizontal line below row {k}, laying the part below it up over the part above",
}


@dataclass(frozen=True)
class Config:
    min_side: int = 3
    max_side: int = 6
    folds: int = 2
    holes: int = 1
    halves: bool = False  # every fold exactly in half

    def __post_init__(self) -> None:
        if not 2 <= self.min_side <= self.max_side <= 24:
            raise ValueError(f"need 2 <= min_side <= max_side <= 24, got {self.min_side}, {self.max_side}")
        if not 1 <= self.folds <= 6:
            raise ValueError(f"folds must be in 1..6, got {self.folds}")
        if not 1 <= self.holes <= 4:
            raise ValueError(f"holes must be in 1..4, got {self.holes}")


def line_map(k: int, size: int, moving_first: bool) -> tuple[int, list[list[int]]]:
    """Fold a strip of ``size`` cells along the line after cell ``k``. ``moving_first``: the part
    before the line moves. Returns the new size and, per new cell, the old cells stacked there."""
    if moving_first:  # new strip starts at the line; old cell k+j and its mirror k-1-j
        width = max(k, size - k)
        return width, [[c for c in (k + j, k - 1 - j) if 0 <= c < size] for j in range(width)]
    width = max(k, size - k)
    start = min(0, 2 * k - size)  # the mirrored part may reach past the old first cell
    cells = []
    for j in range(width):
        at, mirror = start + j, 2 * k - 1 - (start + j)
        cells.append(([at] if at >= 0 else []) + ([mirror] if mirror < size else []))
    return width, cells


_TEMPLATES = (
    "A sheet of squared paper is {rows} squares tall and {cols} squares wide. In order, you {folds} (a flap longer than the part it covers sticks out past it). Then you punch a "
    "hole through every layer at {holes} of the folded stack (rows counted from the top, columns from the left, "
    "both starting at 1, on the folded stack as it lies). After unfolding the sheet completely, which squares have "
    "holes?",
    "Take a {rows} x {cols} grid of paper (rows x columns). Folds, always along grid lines, one after another: {folds}. With the paper "
    "folded, holes are punched through all layers at {holes} (row, column of the folded stack, counting from its "
    "top-left square as row 1, column 1). Draw the sheet once it is opened out again.",
    "Paper folding: start with a flat sheet of {rows} rows and {cols} columns of squares; {folds}. A punch goes "
    "through the whole stack at {holes} (positions on the folded stack, top-left = row 1, column 1). Unfold it. "
    "Show every square of the original sheet, marking the holes.",
)


class PaperFoldPunch(SymbolGridAnswer, Bootcamp):
    id = "spatial/paper_fold_punch"
    description = "Fold squared paper in halves, punch through the stack, and draw where the holes are when unfolded"
    Config = Config
    grid_symbols = _SYMBOLS
    LEVELS = {
        "1": Config(min_side=4, max_side=8, folds=1, holes=2),
        "2": Config(min_side=4, max_side=8, folds=2, holes=1),
        "3": Config(min_side=5, max_side=9, folds=3, holes=2),
        "4": Config(min_side=6, max_side=10, folds=4, holes=2),
        "5": Config(min_side=8, max_side=14, folds=5, holes=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = rng.randint(config.min_side, config.max_side), rng.randint(config.min_side, config.max_side)
        data = {"rows": rows, "cols": cols, "folds": []}
        for _ in range(config.folds):
            sides = [f for f, n in zip(FOLDS, (cols, cols, rows, rows)) if n >= 2 and (n % 2 == 0 or not config.halves)]
            if not sides:
                break
            side = rng.choice(sides)
            n = cols if side in ("left", "right") else rows
            k = n // 2 if config.halves else rng.randint(1, n - 1)
            data["folds"].append([side, k])
            if side in ("left", "right"):
                cols = line_map(k, cols, side == "left")[0]
            else:
                rows = line_map(k, rows, side == "top")[0]
        cells = [[r, c] for r in range(rows) for c in range(cols)]
        data["holes"] = sorted(rng.sample(cells, min(config.holes, len(cells))))
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        folds = ", then ".join(_FOLD_TEXT[f].format(k=k) for f, k in data["folds"])
        spots = [f"row {r + 1}, column {c + 1}" for r, c in data["holes"]]
        holes = spots[0] if len(spots) == 1 else "; ".join(spots[:-1]) + " and " + spots[-1]
        text = rng.choice(_TEMPLATES).format(rows=data["rows"], cols=data["cols"], folds=folds, holes=holes)
        text += (" A fold never changes the punch positions' meaning: they count from the top-left square of the "
                 "folded stack as it lies, including any part of a flap that sticks out past the rest.")
        form = (f"the unfolded sheet, {data['rows']} rows of {data['cols']} characters from top to bottom separated by "
                "semicolons, o for a hole and . for paper (for example .o;o. for a 2x2 sheet)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "o", 0: "."})

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        sizes = [[data["rows"], data["cols"]]]
        for side, k in data["folds"]:
            rows, cols = sizes[-1]
            if side in ("left", "right"):
                sizes.append([rows, line_map(k, cols, side == "left")[0]])
            else:
                sizes.append([line_map(k, rows, side == "top")[0], cols])
        t.state("folded stack")
        holes = t.fetch("holes", [list(h) for h in data["holes"]])
        t.compute("folded size", sizes[-1], why="rows x columns after all folds")
        for i in reversed(range(len(data["folds"]))):
            t.state(f"undo fold {i + 1}")
            side, k = t.fetch(f"fold[{i + 1}]", data["folds"][i])
            rows, cols = sizes[i]
            vertical = side in ("left", "right")
            stacks = line_map(k, cols if vertical else rows, side in ("left", "top"))[1]
            opened = set()
            for r, c in holes:
                j = c if vertical else r
                for old in stacks[j] if 0 <= j < len(stacks) else []:
                    opened.add((r, old) if vertical else (old, c))
            holes = t.compute("holes", sorted([list(h) for h in opened]),
                              why=f"each hole and its mirror across the line after {'column' if vertical else 'row'} {k}")
        t.state("answer")
        rows, cols = sizes[0]
        grid = [[0] * cols for _ in range(rows)]
        for r, c in holes:
            if 0 <= r < rows and 0 <= c < cols:
                grid[r][c] = 1
        return t.ret("answer", grid)

    def solve(self, data: dict) -> list[list[int]]:
        """Forward: fold the whole sheet, each square of the folded stack remembering which
        original squares lie in it; a punch marks all of them."""
        stack = [[[(r, c)] for c in range(data["cols"])] for r in range(data["rows"])]
        for side, k in data["folds"]:
            if side in ("left", "right"):
                _, cells = line_map(k, len(stack[0]), side == "left")
                stack = [[sum((row[c] for c in group), []) for group in cells] for row in stack]
            else:
                _, cells = line_map(k, len(stack), side == "top")
                stack = [[sum((stack[r][c] for r in group), []) for c in range(len(stack[0]))] for group in cells]
        grid = [[0] * data["cols"] for _ in range(data["rows"])]
        for r, c in data["holes"]:
            for rr, cc in stack[r][c]:
                grid[rr][cc] = 1
        return grid


BOOTCAMP = PaperFoldPunch()
