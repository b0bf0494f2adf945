"""Masyu: draw one closed loop through the centres of orthogonally adjacent cells (it never
branches, crosses or visits a cell twice) that passes through every circle. At a white circle
the loop goes straight through and turns in the previous or the next cell (or both); at a black
circle it turns and goes straight through both the next and the previous cell. The answer is
every cell's piece (``-`` ``|`` ``L`` ``J`` ``7`` ``F``, ``.`` off the loop; box-drawing
characters accepted).

Generation starts from a few circles true of a random simple loop (the border of a growing set
of squares between cell centres) and, while two loops A and B fit the circles, shows a circle
true of A and false of B (or the other way round); the answer is the loop the circles finally
single out. Two loops are found by the cell-by-cell scan (``kit.puzzle22``) trying pieces in a
random order, and where that takes long by the scan with memory, which proves uniqueness. At
the easier levels a share of the other true circles is shown as well, and where the traced
search (pieces in a fixed order, no memory) would visit more than ``max_nodes`` cells, more
true circles are shown until it does not, which keeps the level-5 trace to a sane size.

Those uniqueness searches make generation slow: about 130-250 cases/s at 5x5 (levels 1-3) and
about 25 cases/s at 6x6 (levels 4-5) on one core; 7x7 runs at a few cases/s, so 6x6 is the
largest size offered."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.puzzle22 import (BITS, CORNER, STEP, STRAIGHT, TRACK, N, E, S, W, PieceGridAnswer, Scan,
                                    random_loop, transpose, traced_scan)
from bootcamps.trace import Tracer

WHITE, BLACK = "o", "x"
NAMES = {WHITE: "white", BLACK: "black"}
SEED_SHARE = 0.1  # share of a random loop's true circles the generator starts from


@dataclass(frozen=True)
class Config:
    size: int = 6
    share: float = 0.5  # share of the squares between cell centres inside the seed loop
    extra: float = 0.0  # share of the circles not needed for uniqueness shown anyway (easier)
    max_nodes: int = 300  # cells the traced search may visit before it finds the loop

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 9:
            raise ValueError(f"size must be in 4..9, got {self.size}")
        if not 0.2 <= self.share <= 0.7:
            raise ValueError(f"share must be in [0.2, 0.7], got {self.share}")
        if not 0.0 <= self.extra <= 1.0:
            raise ValueError(f"extra must be in [0, 1], got {self.extra}")
        if self.max_nodes < self.size * self.size:
            raise ValueError(f"max_nodes must be at least size*size = {self.size * self.size}, got {self.max_nodes}")


def _at(grid: list, r: int, c: int) -> str | None:
    return grid[r][c] if 0 <= r < len(grid) and 0 <= c < len(grid[0]) else None


def circle_holds(grid: list, r: int, c: int, kind: str) -> bool:
    """Whether a circle of ``kind`` at (r, c) is true of a finished grid."""
    p = grid[r][c]
    if kind == WHITE:
        if p == "-":
            return _at(grid, r, c - 1) != "-" or _at(grid, r, c + 1) != "-"
        if p == "|":
            return _at(grid, r - 1, c) != "|" or _at(grid, r + 1, c) != "|"
        return False
    if p not in CORNER:
        return False
    for d in (N, E, S, W):
        if BITS[p] & d:
            dr, dc = STEP[d]
            if _at(grid, r + dr, c + dc) != ("|" if d in (N, S) else "-"):
                return False
    return True


def true_circles(grid: list[list[str]]) -> list[tuple[int, int, str]]:
    """Every (r, c, kind) where a circle of that kind would be true of the finished grid."""
    n = len(grid)
    return [(r, c, k) for r in range(n) for c in range(n) for k in (WHITE, BLACK) if circle_holds(grid, r, c, k)]


def make_scan(circles: list[str], rng: random.Random | None = None) -> Scan:
    """The scan for a puzzle (rows of ``o`` white, ``x`` black, ``.`` none); with ``rng``, each
    cell tries its pieces in a random order (the generator's search for two different loops)."""
    n = len(circles)
    allowed = [[STRAIGHT if k == WHITE else CORNER if k == BLACK else "." + TRACK for k in line] for line in circles]
    if rng is not None:
        allowed = [["".join(rng.sample(a, len(a))) for a in line] for line in allowed]

    def fits(grid: list, r: int, c: int) -> bool:
        """The circle rules that the cells placed so far settle: a black circle's arms up and
        left run straight, and its arms right and down stay inside the grid with room for a
        straight cell; the cell right of (below) a black circle whose arm points at it runs
        straight; the cell after a white circle whose other neighbour runs straight on turns."""
        p = grid[r][c]
        b = BITS[p]
        if circles[r][c] == BLACK:
            if b & N and grid[r - 1][c] != "|":
                return False
            if b & W and grid[r][c - 1] != "-":
                return False
            if b & E and c + 2 >= n or b & S and r + 2 >= n:
                return False
        if c and circles[r][c - 1] != ".":
            left = grid[r][c - 1]
            if circles[r][c - 1] == BLACK and BITS[left] & E and p != "-":
                return False
            if circles[r][c - 1] == WHITE and left == "-" and grid[r][c - 2] == "-" and p == "-":
                return False
        if r and circles[r - 1][c] != ".":
            up = grid[r - 1][c]
            if circles[r - 1][c] == BLACK and BITS[up] & S and p != "|":
                return False
            if circles[r - 1][c] == WHITE and up == "|" and grid[r - 2][c] == "|" and p == "|":
                return False
        return True

    return Scan(n, n, allowed, fits)


def reads(circles: list[str]):
    """The cells the masyu ``fits`` of cell (r, c) looks at (for the memoised count)."""
    n = len(circles)

    def cells(r: int, c: int) -> list[tuple[int, int]]:
        out = []
        if circles[r][c] == BLACK:
            out += [(r - 1, c), (r, c - 1)]
        if c and circles[r][c - 1] != ".":
            out += [(r, c - 1), (r, c - 2)]
        if r and circles[r - 1][c] != ".":
            out += [(r - 1, c), (r - 2, c)]
        return [(a, b) for a, b in out if 0 <= a < n and 0 <= b < n]

    return cells


_TEMPLATES = (
    "Masyu on a {n}x{n} grid (o = white circle, x = black circle, . = empty cell):\n{board}\nDraw a single closed "
    "loop that moves between the centres of horizontally or vertically adjacent cells. It may not branch, cross "
    "itself or visit any cell twice, and it must pass through every circle. At a white circle the loop travels "
    "straight through the cell and turns in at least one of the two cells just before and just after it. At a "
    "black circle the loop turns 90 degrees, and it goes straight through both the next and the previous cell.",
    "Solve this Masyu puzzle ({n} by {n}; 'o' marks a white pearl, 'x' a black pearl, '.' a plain cell):\n{board}\n"
    "Rules: make one loop through cell centres using horizontal and vertical steps only; no branches, crossings "
    "or repeated cells; every pearl lies on the loop. White pearls: the loop passes straight through, and it "
    "must make a turn in the cell before or the cell after (at least one). Black pearls: the loop makes a turn "
    "there, and on both sides it continues straight for at least one more cell.",
    "Here is a {n}x{n} Masyu board:\n{board}\nwhere o is a white circle, x a black circle and . a cell without "
    "a circle. Find the one closed, non-self-touching loop (through cell centres, orthogonal moves, each cell "
    "used at most once) visiting all circles, such that: it goes straight through each white circle and bends "
    "in one or both of the neighbouring loop cells; it bends at each black circle and runs straight through the "
    "two loop cells on either side of it.",
)

_KEY = ("Pieces: - joins left and right, | joins top and bottom, L joins top and right, J joins top and left, "
        "7 joins bottom and left, F joins bottom and right; . is a cell the loop does not visit.")


class Masyu(PieceGridAnswer, Bootcamp):
    id = "puzzle/masyu"
    description = "Masyu: one loop through cell centres and all circles, straight at white, turning at black"
    Config = Config
    LEVELS = {
        "1": Config(size=5, extra=0.5, max_nodes=100),
        "2": Config(size=5, extra=0.2, max_nodes=150),
        "3": Config(size=5, extra=0.0, max_nodes=200),
        "4": Config(size=6, extra=0.2, max_nodes=300),
        "5": Config(size=6, extra=0.0, max_nodes=400),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        n = config.size
        while True:
            seed = random_loop(n, n, config.share, rng)
            board = [["."] * n for _ in range(n)]
            for r, c, k in true_circles(seed):
                if rng.random() < SEED_SHARE:
                    board[r][c] = k
            gold = self._settle(board, config, rng)
            if gold is None:
                continue
            for r, c, k in true_circles(gold):
                if board[r][c] == "." and rng.random() < config.extra:
                    board[r][c] = k
            # a short enough traced search: show more circles of the (unique) loop
            true = [(r, c, k) for r, c, k in true_circles(gold) if board[r][c] == "."]
            rng.shuffle(true)
            while True:
                circles = ["".join(line) for line in board]
                try:
                    make_scan(circles).solutions(limit=1, max_nodes=config.max_nodes)
                    return {"circles": circles}, gold
                except Budget:
                    if not true:
                        break
                    r, c, k = true.pop()
                    board[r][c] = k

    @staticmethod
    def _settle(board: list[list[str]], config: Config, rng: random.Random) -> list[list[str]] | None:
        """Add circles to ``board`` until one loop is left, and return it (None when stuck):
        while two loops A and B fit, show a circle true of A and false of B (or the other way
        round); the loop kept is whichever the circles single out. Two loops are found by the
        scan with pieces tried in a random order, and where that takes long by the memoised
        count."""
        n = config.size
        for _ in range(2 * n * n):
            circles = ["".join(line) for line in board]
            scan = make_scan(circles, rng)
            try:
                found, _ = scan.solutions(limit=2, max_nodes=300)
            except Budget:
                try:
                    found = scan.memo_solutions(reads(circles), limit=2, max_states=40 * config.max_nodes)
                except Budget:
                    return None
            if len(found) < 2:
                return found[0] if found else None
            rng.shuffle(found)
            for a, b in (found, found[::-1]):
                options = [(r, c, k) for r, c, k in true_circles(a)
                           if board[r][c] == "." and not circle_holds(b, r, c, k)]
                if options:
                    r, c, k = rng.choice(options)
                    board[r][c] = k
                    break
            else:
                return None
        return None

    def prompt(self, data: dict, rng: random.Random) -> str:
        circles = data["circles"]
        n = len(circles)
        board = "\n".join(" ".join(line) for line in circles)
        text = rng.choice(_TEMPLATES).format(n=n, board=board)
        text += f"\nRows are listed from the top, cells from the left. {_KEY}"
        form = ("the grid of loop pieces, one row per line with one character per cell (-, |, L, J, 7, F, or . "
                "for a cell off the loop), for example for a 3x3 grid whose loop runs around the border:\nF-7\n|.|\n"
                "L-J\n(rows may also be separated by semicolons)")
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        """Cell by cell in reading order (``traced_scan``): besides the loop arriving from above
        and from the left, a cell reads its own circle and the circles of its left and upper
        neighbours, with the pieces those rules look at."""
        circles = data["circles"]
        scan = make_scan(circles)

        def read(t: Tracer, grid: list, r: int, c: int) -> None:
            kind = circles[r][c]
            if kind != ".":
                t.fetch(f"circle[r{r + 1}c{c + 1}]", NAMES[kind])
            if kind == BLACK:
                for rr, cc in ((r - 1, c), (r, c - 1)):
                    if rr >= 0 and cc >= 0:
                        t.fetch(f"piece[r{rr + 1}c{cc + 1}]", grid[rr][cc])
            for (rr, cc), (r2, c2) in ((((r, c - 1)), (r, c - 2)), ((r - 1, c), (r - 2, c))):
                if rr >= 0 and cc >= 0 and circles[rr][cc] != ".":
                    t.fetch(f"circle[r{rr + 1}c{cc + 1}]", NAMES[circles[rr][cc]])
                    t.fetch(f"piece[r{rr + 1}c{cc + 1}]", grid[rr][cc])
                    if circles[rr][cc] == WHITE and r2 >= 0 and c2 >= 0:
                        t.fetch(f"piece[r{r2 + 1}c{c2 + 1}]", grid[r2][c2])

        rows_text = traced_scan(t, scan, read, "pieces that take the loop from above and from the left and no other, "
                                "close no loop early, and keep every circle rule these cells settle")
        return [list(line) for line in rows_text] if rows_text else []

    def solve(self, data: dict) -> list[list[str]]:
        """The same scan on the puzzle mirrored in its main diagonal (column by column), mirrored back."""
        mirrored = ["".join(col) for col in zip(*data["circles"])]
        found, _ = make_scan(mirrored).solutions(limit=1)
        return transpose(found[0]) if found else []


BOOTCAMP = Masyu()
