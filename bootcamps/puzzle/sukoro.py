"""Sukoro: write digits 1-4 into some cells of a grid and leave the rest empty, so that every
digit equals how many of its orthogonal neighbours hold digits, two equal digits never share a
side, and all the digits form one orthogonally connected group. Some cells are given as digits
and some are marked as staying empty. The answer is the grid, '.' for an empty cell.

Which cells hold digits decides everything (a digit is its count of filled neighbours), so the
search is over fillings: rows as bit masks, placed top to bottom; once row r is placed row r-1
is complete, so its digits are known and checked (1..4, the given ones, no equal pair beside it
or above it); a given digit in the newest row must lie between its count so far and that count
plus one; the filled cells must still be able to join up. The hidden filling is grown from a
three-cell path, adding random neighbouring cells while the rules hold; cells are shown (as
their digit or as empty) on a share of the grid, and more where a second filling differs, until
the search finds one; at levels 4-5 a share of the givens is then removed where a short search
still finds the filling unique. The row search has to exhaust the fillings to prove uniqueness
and gets slow fast as undecided cells grow (a 6x6 with a quarter of its cells shown ran at about
three cases/s), so about half of the cells are shown (as digits or as empty) at every level:
that keeps generation at about 430 cases/s at level 3 (6x6, bench/generation.py on a loaded
machine).

The trace is the row search itself: each state lists the rows (# filled) that keep the rules,
takes the first, and backs up from dead ends; the digits are then counted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.grids import answer_line
from bootcamps.kit.puzzle8 import one_group
from bootcamps.kit.puzzle17 import read_slashed_grid as read_grid  # any layout; code fences skipped
from bootcamps.kit.puzzle13 import row_search, to_grid, trace_weight, traced_rows
from bootcamps.kit.puzzles3 import connected
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    fill: float = 0.5  # share of cells the hidden filling grows to (at most)
    shown: float = 0.5  # share of cells shown before the uniqueness loop
    drop: float = 0.0  # share of the givens the generator then tries to remove (cheap checks only)

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 8 or not 3 <= self.cols <= 8:
            raise ValueError(f"rows and cols must be in 3..8, got {self.rows}x{self.cols}")
        if not 0.2 <= self.fill <= 0.7:
            raise ValueError(f"fill must be in [0.2, 0.7], got {self.fill}")
        if not 0.0 <= self.shown <= 1.0:
            raise ValueError(f"shown must be in [0, 1], got {self.shown}")
        if not 0.0 <= self.drop <= 1.0:
            raise ValueError(f"drop must be in [0, 1], got {self.drop}")


def digits_of(filled: list[list[int]]) -> list[list[int]]:
    """Each filled cell's digit (its filled orthogonal neighbours), 0 on empty cells."""
    rows, cols = len(filled), len(filled[0])
    out = [[0] * cols for _ in range(rows)]
    for r in range(rows):
        for c in range(cols):
            if filled[r][c]:
                out[r][c] = sum(filled[a][b] for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                                if 0 <= a < rows and 0 <= b < cols)
    return out


def valid(filled: list[list[int]]) -> bool:
    """The rules on a whole filling: digits 1..4, no equal digits side by side, one group."""
    rows, cols = len(filled), len(filled[0])
    d = digits_of(filled)
    cells = {(r, c) for r in range(rows) for c in range(cols) if filled[r][c]}
    for r, c in cells:
        if d[r][c] < 1 or (r + 1 < rows and d[r + 1][c] == d[r][c]) or (c + 1 < cols and d[r][c + 1] == d[r][c]):
            return False
    return bool(cells) and connected(cells)


def grow(rows: int, cols: int, share: float, rng: random.Random) -> list[list[int]] | None:
    """A random valid filling: a straight three-cell path, then random cells beside the group
    added while the rules still hold, up to ``share`` of the grid (None if it stays under
    half of that)."""
    filled = [[0] * cols for _ in range(rows)]
    if rng.random() < 0.5:
        r, c = rng.randrange(rows), rng.randrange(cols - 2)
        start = [(r, c), (r, c + 1), (r, c + 2)]
    else:
        r, c = rng.randrange(rows - 2), rng.randrange(cols)
        start = [(r, c), (r + 1, c), (r + 2, c)]
    for a, b in start:
        filled[a][b] = 1
    count, target = 3, round(share * rows * cols)
    while count < target:
        frontier = {(a, b) for r in range(rows) for c in range(cols) if filled[r][c]
                    for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                    if 0 <= a < rows and 0 <= b < cols and not filled[a][b]}
        options = sorted(frontier)
        rng.shuffle(options)
        for a, b in options:
            filled[a][b] = 1
            if valid(filled):
                count += 1
                break
            filled[a][b] = 0
        else:
            break
    return filled if count * 2 >= target else None


def _parse(clues: list[str]) -> tuple[list[int], list[int], dict[tuple[int, int], int]]:
    """Row masks of the cells given empty ('x') and given filled (a digit), and the digits."""
    empty = [sum(1 << c for c, ch in enumerate(row) if ch == "x") for row in clues]
    given = {(r, c): int(ch) for r, row in enumerate(clues) for c, ch in enumerate(row) if ch.isdigit()}
    full = [sum(1 << c for c, ch in enumerate(row) if ch.isdigit()) for row in clues]
    return empty, full, given


def _planes(m: int, above: int, below: int, cols: int) -> tuple[int, int, int]:
    """Bit planes (ones, twos, fours) of every cell's count of set neighbours in row mask ``m``
    with the rows ``above`` and ``below``: four one-bit inputs summed by bitwise adders."""
    full = (1 << cols) - 1
    left, right = (m << 1) & full, m >> 1
    s0 = left ^ right
    c0 = left & right
    t0 = s0 ^ above
    c1 = s0 & above
    ones = t0 ^ below
    c2 = t0 & below
    # carries c0, c1, c2 (each worth 2): their sum in twos/fours
    twos = c0 ^ c1 ^ c2
    fours = (c0 & c1) | (c0 & c2) | (c1 & c2)
    return ones, twos, fours


def pruner(clues: list[str]):
    """The partial check of the row search (masks: the rows placed so far, bit c = column c).
    Digits are bit planes: a cell's count of filled neighbours is summed for all cells of a row
    at once, so equal neighbours are planes that agree."""
    rows, cols = len(clues), len(clues[0])
    empty, full, given = _parse(clues)
    by_row = [[(c, d) for (r, c), d in sorted(given.items()) if r == i] for i in range(rows)]
    want = [tuple(sum(((d >> k) & 1) << c for c, d in by_row[r]) for k in range(3)) for r in range(rows)]

    def planes(masks: list[int], r: int) -> tuple[int, int, int]:
        return _planes(masks[r], masks[r - 1] if r else 0, masks[r + 1] if r + 1 < len(masks) else 0, cols)

    def row_ok(masks: list[int], r: int, here: tuple[int, int, int]) -> bool:
        """Row r and every row next to it are placed: its digits, and the pairs it closes."""
        m = masks[r]
        ones, twos, fours = here
        if m & ~(ones | twos | fours):
            return False  # a filled cell with no filled neighbour
        if ((ones ^ want[r][0]) | (twos ^ want[r][1]) | (fours ^ want[r][2])) & full[r]:
            return False
        if ~((ones ^ (ones >> 1)) | (twos ^ (twos >> 1)) | (fours ^ (fours >> 1))) & m & (m >> 1):
            return False  # equal digits side by side
        if r:
            above = masks[r - 1] & m
            if above:
                o, t, f = planes(masks, r - 1)
                if ~((ones ^ o) | (twos ^ t) | (fours ^ f)) & above:
                    return False  # equal digits one above the other
        return True

    def prune(masks: list[int]) -> bool:
        r = len(masks) - 1
        m = masks[r]
        if m & empty[r] or full[r] & ~m:
            return False
        if r and not row_ok(masks, r - 1, planes(masks, r - 1)):
            return False
        last = r == rows - 1
        if last:
            if not row_ok(masks, r, planes(masks, r)):
                return False
        elif by_row[r]:
            above = masks[r - 1] if r else 0
            for c, d in by_row[r]:
                have = (m >> (c - 1) & 1 if c else 0) + (m >> (c + 1) & 1) + (above >> c & 1)
                more = 0 if empty[r + 1] >> c & 1 else 1
                if not have <= d <= have + more:
                    return False
        return one_group(masks, cols, None if last else r)

    return prune


def candidates(clues: list[str]) -> list[list[int]]:
    """The masks each row may take: none of its empty cells filled, all its digit cells filled."""
    cols = len(clues[0])
    empty, full, _ = _parse(clues)
    return [[m for m in range(1 << cols) if not m & e and not f & ~m] for e, f in zip(empty, full)]


def _clue_text(gold: list[list[int]], shown: set[tuple[int, int]]) -> list[str]:
    return ["".join((str(v) if v else "x") if (r, c) in shown else "." for c, v in enumerate(row))
            for r, row in enumerate(gold)]


_TEMPLATES = (
    "Sukoro puzzle on a {r}x{c} grid. Write a digit from 1 to 4 into some of the cells and leave the others empty, "
    "so that:\n- every digit equals the number of its orthogonal neighbours (up, down, left, right) that hold "
    "digits;\n- two cells holding the same digit never share a side;\n- all cells with digits form one group "
    "connected through shared sides.\nIn the grid, a digit is given, 'x' marks a cell that must stay empty, and "
    "'?' is undecided.",
    "Solve this Sukoro ({r} rows by {c} columns). Some cells get digits 1-4, the rest stay blank. Rules: the "
    "digit in a cell is exactly how many of the (up to four) cells sharing a side with it contain digits; equal "
    "digits may not be horizontally or vertically adjacent; and the numbered cells must be connected "
    "orthogonally into a single area. Given digits are shown, 'x' is a cell known to be blank, '?' is a cell you "
    "decide.",
    "Fill some cells of this {r} by {c} board with digits (1, 2, 3 or 4), leaving the others empty. Each digit "
    "counts its filled orthogonal neighbours; no two orthogonally adjacent cells hold the same digit; every "
    "filled cell can reach every other through filled cells sharing sides. Clues: digits are fixed, an 'x' cell "
    "must remain empty, and '?' cells are open.",
)


class Sukoro(Bootcamp):
    id = "puzzle/sukoro"
    description = "Sukoro: digits 1-4 in some cells, each counting its filled neighbours; equal digits apart; one group"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(rows=4, cols=4, fill=0.5, shown=0.4, drop=0.0),
        "2": Config(rows=5, cols=5, fill=0.5, shown=0.5, drop=0.0),
        "3": Config(rows=6, cols=6, fill=0.5, shown=0.5, drop=0.0),
        "4": Config(rows=7, cols=6, fill=0.5, shown=0.5, drop=0.1),
        "5": Config(rows=7, cols=7, fill=0.5, shown=0.5, drop=0.1),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            filled = grow(rows, cols, config.fill, rng)
            if filled is None:
                continue
            gold = digits_of(filled)
            cells = [(r, c) for r in range(rows) for c in range(cols)]
            shown = set(rng.sample(cells, round(config.shown * len(cells))))
            try:
                while True:
                    clues = _clue_text(gold, shown)
                    found = row_search(rows, cols, pruner(clues), limit=2, max_nodes=800, candidates=candidates(clues))
                    if len(found) == 1:
                        break
                    other = digits_of(to_grid(next(s for s in found if to_grid(s, cols) != filled), cols))
                    shown.add(rng.choice([p for p in cells if other[p[0]][p[1]] != gold[p[0]][p[1]]]))
                order = sorted(shown)
                rng.shuffle(order)
                for p in order[: round(config.drop * len(order))]:
                    shown.discard(p)
                    clues = _clue_text(gold, shown)
                    try:  # a removal whose check would search long is not tried further
                        unique = len(row_search(rows, cols, pruner(clues), limit=2, max_nodes=150,
                                                candidates=candidates(clues))) == 1
                    except Budget:
                        unique = False
                    if not unique:
                        shown.add(p)
                clues = _clue_text(gold, shown)
                if rows * cols > 36:  # the traced search of a bigger grid can run long: keep it short
                    trace_weight(rows, cols, pruner(clues), candidates(clues), cap=60000)
            except Budget:
                continue
            return {"clues": clues}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        clues = data["clues"]
        rows, cols = len(clues), len(clues[0])
        grid = "\n".join(" ".join("?" if ch == "." else ch for ch in row) for row in clues)
        text = rng.choice(_TEMPLATES).format(r=rows, c=cols)
        form = (f"the finished grid, {rows} rows of {cols} characters (a digit, or '.' for an empty cell), one row "
                "per line or rows separated by semicolons (for example .1.;.3.;121 for a 3x3 grid)")
        return f"{text}\n\n{grid}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={0: "."})

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        if not answer or not answer[0]:
            return 0.0
        symbols = {".": 0, "0": 0, "x": 0, "1": 1, "2": 2, "3": 3, "4": 4}  # x: the prompt's own empty mark
        return 1.0 if read_grid(text, len(answer), len(answer[0]), symbols) == answer else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        """The gold with one digit changed, one digit emptied, or a filled and an empty cell of
        a row swapped: another grid, so wrong (the solution is unique)."""
        texts = []
        rows, cols = len(case.answer), len(case.answer[0])
        for k in range(3):
            grid = [list(row) for row in case.answer]
            cells = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c]]
            r, c = rng.choice(cells)
            if k == 0:
                grid[r][c] = grid[r][c] % 4 + 1
            elif k == 1:
                grid[r][c] = 0
            else:
                holes = [b for b in range(cols) if not grid[r][b]]
                if holes:
                    b = rng.choice(holes)
                    grid[r][b], grid[r][c] = grid[r][c], 0
                else:
                    grid[r][c] = 0
            texts.append(self.format_answer(grid))
        return texts

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        clues = data["clues"]
        rows, cols = len(clues), len(clues[0])
        filled = traced_rows(t, rows, cols, pruner(clues), candidates(clues))
        t.state("digits")
        t.fetch("filled", ";".join("".join("#" if v else "." for v in row) for row in filled))
        grid = [[0] * cols for _ in range(rows)]
        for r, row in enumerate(filled):
            for c, v in enumerate(row):
                if v:
                    around = [filled[a][b] for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                              if 0 <= a < rows and 0 <= b < cols]
                    grid[r][c] = sum(around)
        t.state("answer")
        return t.compute("answer", grid, why="each filled cell counts its filled neighbours")

    def solve(self, data: dict) -> list[list[int]]:
        """Plain backtracking cell by cell in reading order (filled or empty), checking each
        cell's digit once its lower neighbour is decided, then connectivity at the end."""
        clues = data["clues"]
        rows, cols = len(clues), len(clues[0])
        fill = [[-1] * cols for _ in range(rows)]
        found: list[list[list[int]]] = []

        def done_ok(r: int, c: int) -> bool:
            """Cell (r, c) and all its neighbours are decided: check its digit and left/up pairs."""
            if not fill[r][c]:
                return True
            d = _count(fill, r, c)
            if d < 1 or (clues[r][c].isdigit() and int(clues[r][c]) != d):
                return False
            if c and fill[r][c - 1] and _count(fill, r, c - 1) == d:
                return False
            return not (r and fill[r - 1][c] and _count(fill, r - 1, c) == d)

        def step(i: int) -> None:
            if found:
                return
            if i == rows * cols:
                if all(done_ok(rows - 1, c) for c in range(cols)):
                    cells = {(r, c) for r in range(rows) for c in range(cols) if fill[r][c]}
                    if cells and connected(cells):
                        found.append(digits_of(fill))
                return
            r, c = divmod(i, cols)
            ch = clues[r][c]
            for v in ((1,) if ch.isdigit() else (0,) if ch == "x" else (0, 1)):
                fill[r][c] = v
                # the cell above is now fully decided (its right neighbour came before this one)
                if (r == 0 or done_ok(r - 1, c)) and not (r == rows - 1 and c and not done_ok(r, c - 1)):
                    step(i + 1)
                fill[r][c] = -1

        step(0)
        return found[0] if found else []


def _count(fill: list[list[int]], r: int, c: int) -> int:
    rows, cols = len(fill), len(fill[0])
    return sum(1 for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
               if 0 <= a < rows and 0 <= b < cols and fill[a][b] == 1)


BOOTCAMP = Sukoro()
