"""Tatamibari: divide the grid into rectangles so that each holds exactly one symbol, whose shape
it must have: + a square, - a rectangle wider than tall, | one taller than wide; and no grid
point may be a corner of four different rectangles. Unlike Shikaku there are no areas: the
symbols give only the shape. Symbols are lettered A, B, ... in reading order and the answer
names, for every cell, the letter of the symbol whose rectangle covers it. Unique by
construction: a random partition into rectangles without a four-way corner gets one symbol per
rectangle (placed again a few times, then the partition is drawn again) unless an exact-cover
count (the first uncovered cell starts a rectangle of an unused symbol; a rectangle that closes
a four-way corner is refused) finds exactly one solution; when it finds two, a symbol is moved within its rectangle to a cell
the second solution gives to another rectangle, and the count runs again. Puzzles whose
search (the traced one takes the same steps) wanders past 250 nodes are drawn again, so traces
stay short. Many partitions stay ambiguous or close a four-way corner, so several are drawn per
case: generation runs at about three hundred cases/s at level 3 on one free core (level 5,
7x7, about fifty)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import cell_name, paint_rectangles
from bootcamps.kit.puzzle17 import read_slashed_grid
from bootcamps.kit.puzzles2 import traced_dfs
from bootcamps.trace import Tracer

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
SHAPES = "+-|"


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    max_side: int = 4  # longest side of a rectangle in the hidden partition

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 9 or not 3 <= self.cols <= 9:
            raise ValueError(f"rows and cols must be in 3..9, got {self.rows}x{self.cols}")
        if not 2 <= self.max_side <= 9:
            raise ValueError(f"max_side must be in 2..9, got {self.max_side}")


def shape_of(h: int, w: int) -> str:
    return "+" if h == w else "-" if w > h else "|"


def random_partition(rows: int, cols: int, max_side: int, rng: random.Random) -> list[tuple[int, int, int, int]]:
    """Rectangles (top, left, height, width) tiling the grid: the first free cell in reading
    order starts a rectangle of free cells with random sides up to ``max_side`` (single cells
    kept rare)."""
    free = [[True] * cols for _ in range(rows)]
    out = []
    for r in range(rows):
        for c in range(cols):
            if not free[r][c]:
                continue
            span = 0
            while c + span < cols and free[r][c + span] and span < max_side:
                span += 1
            h, w = 1, 1
            for _ in range(3):
                h, w = rng.randint(1, min(max_side, rows - r)), rng.randint(1, span)
                if h * w > 1:
                    break
            for i in range(h):
                for j in range(w):
                    free[r + i][c + j] = False
            out.append((r, c, h, w))
    return out


def four_way(grid: list[list[int]]) -> bool:
    """Whether some inner grid point touches four cells of four different owners."""
    return any(len({grid[r][c], grid[r][c + 1], grid[r + 1][c], grid[r + 1][c + 1]}) == 4
               for r in range(len(grid) - 1) for c in range(len(grid[0]) - 1))


def candidates(rows: int, cols: int, clues: list[list]) -> list[list[tuple[int, int, int, int]]]:
    """For each clue [r, c, symbol], every rectangle of its shape inside the grid that covers
    the clue cell and no other clue."""
    marks = [[0] * (cols + 1) for _ in range(rows + 1)]  # marks[i][j]: clues above row i and left of column j
    at = {(r, c) for r, c, _ in clues}
    for i in range(rows):
        for j in range(cols):
            marks[i + 1][j + 1] = marks[i][j + 1] + marks[i + 1][j] - marks[i][j] + ((i, j) in at)
    out = []
    for r, c, sym in clues:
        rects = []
        for top in range(r + 1):
            for left in range(c + 1):
                for bottom in range(r + 1, rows + 1):
                    if marks[bottom][c + 1] - marks[top][c + 1] - marks[bottom][left] + marks[top][left] > 1:
                        break  # another clue already inside: taller rectangles hold it too
                    for right in range(c + 1, cols + 1):
                        if marks[bottom][right] - marks[top][right] - marks[bottom][left] + marks[top][left] > 1:
                            break
                        if shape_of(bottom - top, right - left) == sym:
                            rects.append((top, left, bottom - top, right - left))
        out.append(sorted(rects))
    return out


def corners_ok(owner: list[int], rows: int, cols: int, rect: tuple[int, int, int, int]) -> bool:
    """With ``rect`` painted into ``owner`` (flat, -1 = free): none of its inner corner points
    has four painted cells of four different owners around it."""
    top, left, h, w = rect
    for y in (top, top + h):
        for x in (left, left + w):
            if 0 < y < rows and 0 < x < cols:
                a, b = owner[(y - 1) * cols + x - 1], owner[(y - 1) * cols + x]
                c, d = owner[y * cols + x - 1], owner[y * cols + x]
                if min(a, b, c, d) >= 0 and len({a, b, c, d}) == 4:
                    return False
    return True


def cover_count(rows: int, cols: int, clues: list[list], limit: int = 2, max_nodes: int | None = None) -> list[list[int]]:
    """Up to ``limit`` solutions (owner per cell, flat) by exact cover on bit masks: the lowest
    uncovered cell takes each rectangle of an unused clue that starts there and keeps every
    corner it closes from being a four-way one."""
    cands = candidates(rows, cols, clues)
    starts: list[list[tuple[int, int, tuple[int, int, int, int], list[int]]]] = [[] for _ in range(rows * cols)]
    for k, options in enumerate(cands):
        for rect in options:
            top, left, h, w = rect
            cells = [(top + i) * cols + left + j for i in range(h) for j in range(w)]
            mask = sum(1 << a for a in cells)
            starts[top * cols + left].append((k, mask, rect, cells))
    full = (1 << (rows * cols)) - 1
    owner = [-1] * (rows * cols)
    used = [False] * len(clues)
    found: list[list[int]] = []
    nodes = [0]

    def search(covered: int) -> None:
        nodes[0] += 1
        if max_nodes is not None and nodes[0] > max_nodes:
            raise Budget(f"more than {max_nodes} nodes")
        if covered == full:
            if all(used):
                found.append(list(owner))
            return
        low = (~covered & (covered + 1)).bit_length() - 1
        for k, mask, rect, cells in starts[low]:
            if used[k] or mask & covered:
                continue
            for a in cells:
                owner[a] = k
            if corners_ok(owner, rows, cols, rect):
                used[k] = True
                search(covered | mask)
                used[k] = False
            for a in cells:
                owner[a] = -1
            if len(found) >= limit:
                return

    search(0)
    return found


_RULES = (
    "Tatamibari on a {rows}x{cols} grid. Divide the grid into rectangles along the cell lines so that every "
    "cell is in exactly one rectangle and every rectangle contains exactly one symbol. The symbol gives the "
    "rectangle's shape: + means a square, - means a rectangle wider than it is tall, | means a rectangle taller "
    "than it is wide. Also, no point of the grid may be the corner of four different rectangles.",
    "Cut this {rows}-row, {cols}-column board into rectangular pieces covering it without overlaps. Each piece "
    "holds one and only one of the symbols: a piece with + must be a square, one with - must be horizontal (more "
    "columns than rows), one with | must be vertical (more rows than columns). Four pieces may never meet at a "
    "single corner point.",
    "Partition the {rows} by {cols} grid into non-overlapping rectangles (1x1 cells count as squares) that together "
    "cover it, one symbol inside each rectangle. A '+' rectangle is square, a '-' rectangle is wider than tall, "
    "a '|' rectangle is taller than wide. Where the corners of rectangles meet, at most three rectangles may share "
    "the point.",
)


class Tatamibari(SymbolGridAnswer, Bootcamp):
    id = "puzzle/tatamibari"
    description = "Tatamibari: rectangles with one shape symbol each (+ square, - wide, | tall), no four-way corners"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=5, max_side=3),
        "2": Config(rows=5, cols=5, max_side=3),
        "3": Config(rows=5, cols=6, max_side=3),
        "4": Config(rows=6, cols=6, max_side=3),
        "5": Config(rows=7, cols=7, max_side=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            rects = random_partition(rows, cols, config.max_side, rng)
            if len(rects) > len(LETTERS) or four_way(paint_rectangles(rows, cols, rects)):
                continue
            spots = [(top + rng.randrange(h), left + rng.randrange(w)) for top, left, h, w in rects]
            gold = paint_rectangles(rows, cols, rects)
            for _ in range(2 * len(rects)):  # move symbols out of a second solution's way, a few times
                clues = sorted([r, c, shape_of(h, w)] for (r, c), (_, _, h, w) in zip(spots, rects))
                try:
                    found = cover_count(rows, cols, clues, max_nodes=60 * rows * cols)
                except Budget:
                    break
                if len(found) == 1:
                    try:  # the traced search of a puzzle that wanders far would run long: draw again
                        cover_count(rows, cols, clues, limit=1, max_nodes=250)
                    except Budget:
                        break
                    owner = found[0]
                    return {"rows": rows, "cols": cols, "clues": clues}, [owner[r * cols:(r + 1) * cols] for r in range(rows)]
                label_of = [clues.index([r, c, shape_of(h, w)]) for (r, c), (_, _, h, w) in zip(spots, rects)]
                other = next(s for s in found if s != [label_of[k] for row in gold for k in row])
                moves = []
                for k, ((r, c), (top, left, h, w)) in enumerate(zip(spots, rects)):
                    mine = {(i, j) for i in range(top, top + h) for j in range(left, left + w)}
                    label = other[r * cols + c]
                    theirs = {(a // cols, a % cols) for a, v in enumerate(other) if v == label}
                    if theirs != mine:
                        moves.extend((k, cell) for cell in sorted(mine - theirs))
                if not moves:
                    break
                k, cell = rng.choice(moves)
                spots[k] = cell

    @property
    def grid_symbols(self) -> dict[str, int]:  # type: ignore[override]
        return {ch: k for k, ch in enumerate(LETTERS)}

    def check(self, data: dict, answer, text: str) -> float:
        """The gold labelling (the only solution), in any layout the grid reader takes, also
        inside a code fence."""
        if not answer or not answer[0]:
            return 0.0
        return 1.0 if read_slashed_grid(text, len(answer), len(answer[0]), self.grid_symbols) == answer else 0.0

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows, cols = data["rows"], data["cols"]
        blank = rng.choice((".", "_"))
        board = [[blank] * cols for _ in range(rows)]
        for r, c, sym in data["clues"]:
            board[r][c] = sym
        text = rng.choice(_RULES).format(rows=rows, cols=cols) + "\n\n" + "\n".join(" ".join(row) for row in board)
        text += f"\n\n(Cells without a symbol are shown as {blank}.) The symbols are named by letters in reading order: " + ", ".join(
            f"{LETTERS[k]} = the {sym} at {cell_name(r, c)}" for k, (r, c, sym) in enumerate(data["clues"])) + "."
        form = ("the grid with every cell replaced by the letter of the symbol whose rectangle covers it, rows "
                "separated by semicolons (for example AAB;CCB for a 2x3 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return ";".join("".join(LETTERS[k] if isinstance(k, int) and 0 <= k < 26 else str(k) for k in row) for row in answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Depth-first search over the grid as text ('.' uncovered, letters placed): the first
        uncovered cell in reading order is the top-left corner of one more rectangle, chosen among
        the rectangles of unused symbols (right shape, no other symbol inside) that fit on
        uncovered cells and make no corner where four rectangles meet."""
        rows, cols, clues = data["rows"], data["cols"], data["clues"]
        cands = candidates(rows, cols, clues)

        def moves(node: tuple) -> tuple:
            text = "".join(str(row) for row in node)
            if len(text) != rows * cols or "." not in text:
                return ()
            low = text.index(".")
            owner = [LETTERS.index(ch) if ch in LETTERS else -1 for ch in text]
            out = []
            for k, options in enumerate(cands):
                if LETTERS[k] in text:
                    continue
                for rect in options:
                    top, left, h, w = rect
                    if top * cols + left != low:
                        continue
                    cells = [(top + i) * cols + left + j for i in range(h) for j in range(w)]
                    if any(text[a] != "." for a in cells):
                        continue
                    trial = list(owner)
                    for a in cells:
                        trial[a] = k
                    if corners_ok(trial, rows, cols, rect):
                        out.append(f"{LETTERS[k]} {cell_name(top, left)}-{cell_name(top + h - 1, left + w - 1)}")
            return tuple(out)

        def step(node: tuple, move) -> tuple:
            text = list("".join(str(row) for row in node))
            m = re.fullmatch(r"([A-Z]) r(\d)c(\d)-r(\d)c(\d)", str(move))
            if m and all(1 <= int(m[i]) <= (rows if i % 2 == 0 else cols) for i in range(2, 6)):
                letter = m[1]
                cells = [(i - 1) * cols + j - 1 for i in range(int(m[2]), int(m[4]) + 1) for j in range(int(m[3]), int(m[5]) + 1)]
            else:  # a garbled move: mark the first uncovered cell so the search still ends
                letter, cells = "?", [text.index(".")] if "." in text else []
            for a in cells:
                if 0 <= a < len(text):
                    text[a] = letter
            if "." in text and not cells:
                text[text.index(".")] = "?"
            flat = "".join(text)
            return tuple(flat[r * cols:(r + 1) * cols] for r in range(rows))

        def goal(node: tuple) -> bool:
            text = "".join(str(row) for row in node)
            return (len(text) == rows * cols and "." not in text
                    and set(text) == set(LETTERS[:len(clues)]))

        found = traced_dfs(t, tuple("." * cols for _ in range(rows)), moves, step, goal, name="grid")
        if not isinstance(found, tuple) or len(found) != rows:
            return []
        return [[LETTERS.index(ch) if ch in LETTERS else -1 for ch in str(row)] for row in found]

    def solve(self, data: dict) -> list[list[int]]:
        """Symbol by symbol instead of cell by cell: the unused symbol with the fewest rectangles
        still fitting takes each of them in turn; every uncovered cell must stay coverable by some
        unused symbol's rectangle; at the end no four-way corner may remain."""
        rows, cols, clues = data["rows"], data["cols"], data["clues"]
        cands = candidates(rows, cols, clues)
        grid = [[-1] * cols for _ in range(rows)]

        def fits(rect) -> bool:
            top, left, h, w = rect
            return all(grid[top + i][left + j] == -1 for i in range(h) for j in range(w))

        def place(left_over: set[int]) -> bool:
            if not left_over:
                return all(v >= 0 for row in grid for v in row) and not four_way(grid)
            options = {k: [rect for rect in cands[k] if fits(rect)] for k in left_over}
            reach = {(top + i, lft + j) for k in left_over for top, lft, h, w in options[k] for i in range(h) for j in range(w)}
            if any(grid[r][c] == -1 and (r, c) not in reach for r in range(rows) for c in range(cols)):
                return False
            k = min(left_over, key=lambda q: (len(options[q]), q))
            for top, lft, h, w in options[k]:
                for i in range(h):
                    for j in range(w):
                        grid[top + i][lft + j] = k
                if place(left_over - {k}):
                    return True
                for i in range(h):
                    for j in range(w):
                        grid[top + i][lft + j] = -1
            return False

        return grid if place(set(range(len(clues)))) else []


BOOTCAMP = Tatamibari()
