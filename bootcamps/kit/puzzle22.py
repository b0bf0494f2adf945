"""Paths and loops through cell centres (train tracks, masyu): track pieces, reading a piece
grid from model text, random simple loops, and the cell-by-cell scan that both the generators
(counting solutions up to 2) and the traced programs run.

A piece is one character naming the two sides of its cell the track leaves through:
``-`` left-right, ``|`` up-down, ``L`` up-right, ``J`` up-left, ``7`` down-left, ``F``
down-right, ``.`` no track (the pipe letters of a well-known puzzle); the box-drawing
characters ─ │ └ ┘ ┐ ┌ are read as the same pieces.

The scan (``Scan``) fills the cells in reading order. A cell's piece must take the track
coming down from the cell above and in from the cell to the left (and nothing else), must not
leave the grid except through a given end, and must not close a loop too early: every open
track end on the frontier knows its partner (the other end of its stretch, or the outside),
and a piece that joins the two ends of one stretch closes a loop, which is allowed only where a
loop is wanted and no other stretch is open (then every later cell stays empty). A path
between two given ends is finished when the stretches from both ends meet. Each genre adds its
own rules as a ``fits(grid, r, c)`` check on the cells placed so far.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from bootcamps.kit.backtrack import Budget
from bootcamps.kit.grids import MAX_GRID_CHARS

N, E, S, W = 1, 2, 4, 8
SIDES = {"N": N, "E": E, "S": S, "W": W}
STEP = {N: (-1, 0), E: (0, 1), S: (1, 0), W: (0, -1)}
OPPOSITE = {N: S, S: N, E: W, W: E}
BITS = {".": 0, "-": E | W, "|": N | S, "L": N | E, "J": N | W, "7": S | W, "F": E | S}
PIECE_OF = {b: p for p, b in BITS.items()}
TRACK = "-|LJ7F"
STRAIGHT = "-|"
CORNER = "LJ7F"
BOX = {"─": "-", "│": "|", "└": "L", "┘": "J", "┐": "7", "┌": "F"}
# a piece of the grid mirrored in its main diagonal (rows become columns)
TRANSPOSED = {".": ".", "#": "#", "-": "|", "|": "-", "L": "7", "7": "L", "J": "J", "F": "F"}

NONE, OUT = -1, -2  # frontier slot: no open end; an end whose partner is outside the grid


def piece_symbols(extra: dict[str, str] | None = None) -> dict[str, str]:
    """Accepted answer characters (case-insensitive) mapped to canonical pieces."""
    out = {p: p for p in BITS}
    out.update(BOX)
    out.update({"l": "L", "j": "J", "f": "F"})
    if extra:
        out.update(extra)
    return out


def read_piece_grid(text: object, rows: int, cols: int, symbols: dict[str, str]) -> list[list[str]] | None:
    """The rows x cols grid of one-character cells an answer spells: rows on lines (or
    separated by ';'), cells written together or separated by spaces or commas (not bars: '|'
    is a piece), lines that are only a code fence skipped, an optional bracket or quote around
    a row dropped; a single run of rows*cols cells is read in row order. None otherwise."""
    if not isinstance(text, str) or len(text) > min(MAX_GRID_CHARS, 12 * rows * cols + 200):
        return None
    lines = [line for line in text.replace(";", "\n").split("\n") if not line.strip().startswith("```")]
    out: list[list[str]] = []
    for line in lines:
        cells = "".join(ch for ch in line if ch not in " \t,\"'`[]")
        if not cells:
            continue
        row = []
        for ch in cells:
            piece = symbols.get(ch, symbols.get(ch.upper()))
            if piece is None:
                return None
            row.append(piece)
        out.append(row)
    if len(out) == 1 and rows > 1 and len(out[0]) == rows * cols:
        out = [out[0][r * cols : (r + 1) * cols] for r in range(rows)]
    if len(out) != rows or any(len(row) != cols for row in out):
        return None
    return out


def transpose(grid: Sequence[Sequence[str]]) -> list[list[str]]:
    """The grid mirrored in its main diagonal, pieces turned to match."""
    return [[TRANSPOSED[grid[r][c]] for r in range(len(grid))] for c in range(len(grid[0]))]


def advance(mate: Sequence[int], c: int, bits: int, out_e: bool, out_s: bool,
            loop: bool) -> tuple[list[int], bool] | None:
    """The frontier after a piece with sides ``bits`` goes into column ``c``: slots 0..cols-1
    are the open ends coming down into each column, slot cols the end coming in from the left;
    each holds its partner slot, OUT or NONE. Returns (new frontier, finished) or None when the
    piece closes a loop it may not (a path never loops; a loop closes only with no other
    stretch open) or finishes the path while another stretch is open."""
    m = list(mate)
    right = len(m) - 1

    def finish() -> tuple[list[int], bool] | None:
        return (m, True) if all(v == NONE for v in m) else None

    if bits & N and bits & W:
        a, b = m[c], m[right]
        m[c] = m[right] = NONE
        if a == right:  # both ends of one stretch: a loop
            return finish() if loop else None
        if a == OUT and b == OUT:
            return finish()
        if a >= 0:
            m[a] = b
        if b >= 0:
            m[b] = a
        return m, False
    if bits & (N | W):  # one end comes in, one goes out
        slot = c if bits & N else right
        a = m[slot]
        m[slot] = NONE
        if bits & S:
            target = OUT if out_s else c
        else:
            target = OUT if out_e else right
        if target == OUT:
            if a == OUT:
                return finish()
            m[a] = OUT
        else:
            m[target] = a
            if a >= 0:
                m[a] = target
        return m, False
    if bits:  # a new stretch starts here, going right and down
        if out_e and out_s:
            return None
        if out_e:
            m[c] = OUT
        elif out_s:
            m[right] = OUT
        else:
            m[c], m[right] = right, c
    return m, False


class Scan:
    """The cell-by-cell search over one puzzle (see the module docstring).

    ``allowed[r][c]``: the pieces a cell may hold, in the order they are tried (a degree-0
    piece such as ``.`` or ``#`` carries no track). ``fits(grid, r, c)``: the genre's rules,
    called with the new piece in ``grid[r][c]`` and every earlier cell placed (later cells are
    None). ``ends``: (r, c, side) where the track leaves the grid (a path puzzle); with none the
    answer is one closed loop."""

    def __init__(self, rows: int, cols: int, allowed: Sequence[Sequence[str]],
                 fits: Callable[[list[list[str | None]], int, int], bool],
                 ends: Sequence[tuple[int, int, str]] = ()):
        self.rows, self.cols = rows, cols
        self.allowed = allowed
        self.fits = fits
        self.loop = not ends
        self.ends = {(r, c): SIDES[side] for r, c, side in ends}
        self._cache: dict = {}

    def start(self) -> list[int]:
        mate = [NONE] * (self.cols + 1)
        for (r, c), side in self.ends.items():
            if side == N and r == 0:
                mate[c] = OUT
        return mate

    def row_start(self, mate: list[int], r: int) -> list[int]:
        """The frontier at the first cell of row r: an end through the left border comes in."""
        if self.ends.get((r, 0)) == W:
            mate = list(mate)
            mate[-1] = OUT
        return mate

    def _candidates(self, r: int, c: int, up: bool, left: bool, done: bool) -> list[tuple[str, int, bool, bool]]:
        """(piece, sides, leaves right, leaves down) for the pieces of cell (r, c) that take
        exactly the track coming from above and from the left, leave the grid only through an
        end, and carry no track once the track is finished; cached per cell and inflow."""
        key = (r, c, up, left, done)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        cols, rows = self.cols, self.rows
        side = self.ends.get((r, c))
        out_e, out_s = side == E and c == cols - 1, side == S and r == rows - 1
        out = []
        for p in self.allowed[r][c]:
            b = BITS.get(p, 0)
            if bool(b & N) != up or bool(b & W) != left or (done and b):
                continue
            if bool(b & E) != out_e and (out_e or c == cols - 1):
                continue
            if bool(b & S) != out_s and (out_s or r == rows - 1):
                continue
            out.append((p, b, out_e, out_s))
        self._cache[key] = out
        return out

    def options(self, grid: list[list[str | None]], mate: Sequence[int], done: bool, r: int, c: int
                ) -> list[tuple[str, list[int], bool]]:
        """(piece, frontier after it, finished) for every piece cell (r, c) may take."""
        out = []
        row = grid[r]
        for p, b, out_e, out_s in self._candidates(r, c, mate[c] != NONE, mate[-1] != NONE, done):
            nxt = advance(mate, c, b, out_e, out_s, self.loop)
            if nxt is None:
                continue
            row[c] = p
            if self.fits(grid, r, c):
                out.append((p, nxt[0], done or nxt[1]))
            row[c] = None
        return out

    def solutions(self, limit: int = 2, max_nodes: int | None = None) -> tuple[list[list[list[str]]], int]:
        """Up to ``limit`` solved grids, and the cells visited before the first was found (the
        length of the traced search); Budget past ``max_nodes`` visits."""
        rows, cols = self.rows, self.cols
        total = rows * cols
        grid: list[list[str | None]] = [[None] * cols for _ in range(rows)]
        found: list[list[list[str]]] = []
        nodes = [0, 0]

        def rec(k: int, mate: list[int], done: bool) -> None:
            if k == total:
                if done:
                    if not found:
                        nodes[1] = nodes[0]
                    found.append([list(row) for row in grid])  # type: ignore[arg-type]
                return
            nodes[0] += 1
            if max_nodes is not None and nodes[0] > max_nodes:
                raise Budget(f"more than {max_nodes} cells visited")
            r, c = divmod(k, cols)
            if c == 0:
                mate = self.row_start(mate, r)
            for p, nxt, fin in self.options(grid, mate, done, r, c):
                grid[r][c] = p
                rec(k + 1, nxt, fin)
                grid[r][c] = None
                if len(found) >= limit:
                    return

        rec(0, self.start(), False)
        return found, nodes[1]


    def memo_solutions(self, reads: Callable[[int, int], Sequence[tuple[int, int]]], limit: int = 2,
                       max_states: int | None = None) -> list[list[list[str]]]:
        """Up to ``limit`` solved grids by the same scan with memory: two partial fillings that
        reach cell k with the same frontier, the same finished flag and the same pieces in every
        earlier cell that a later ``fits`` may look at (``reads(r, c)``: the cells the check of
        cell (r, c) reads) have the same completions, so each such state is searched once and
        its completions (up to ``limit``) remembered. Budget past ``max_states`` states. (The
        genre's ``fits`` must then read nothing else of the grid than ``reads`` says.)"""
        rows, cols = self.rows, self.cols
        total = rows * cols
        later: list[list[tuple[int, int]]] = [[] for _ in range(total + 1)]
        for k in range(total - 1, -1, -1):  # earlier cells read at cell k or after
            seen = set(later[k + 1])
            for q in reads(*divmod(k, cols)):
                if q[0] * cols + q[1] < k:
                    seen.add(q)
            later[k] = sorted(x for x in seen if x[0] * cols + x[1] < k)
        grid: list[list[str | None]] = [[None] * cols for _ in range(rows)]
        memo: dict = {}

        def rec(k: int, mate: list[int], done: bool) -> list[tuple[str, ...]]:
            if k == total:
                return [()] if done else []
            r, c = divmod(k, cols)
            if c == 0:
                mate = self.row_start(mate, r)
            key = (k, tuple(mate), done, tuple(grid[a][b] for a, b in later[k]))
            if key in memo:
                return memo[key]
            if max_states is not None and len(memo) >= max_states:
                raise Budget(f"more than {max_states} states")
            out: list[tuple[str, ...]] = []
            for p, nxt, fin in self.options(grid, mate, done, r, c):
                grid[r][c] = p
                for rest in rec(k + 1, nxt, fin):
                    out.append((p,) + rest)
                    if len(out) >= limit:
                        break
                grid[r][c] = None
                if len(out) >= limit:
                    break
            memo[key] = out
            return out

        flat = rec(0, self.start(), False)
        return [[list(f[r * cols : (r + 1) * cols]) for r in range(rows)] for f in flat]


def loop_pieces(inside: Sequence[Sequence[bool]]) -> list[list[str]] | None:
    """The loop through cell centres around a set of squares of the dual grid (``inside`` has
    rows-1 x cols-1 squares, square (i, j) between the centres of cells (i, j) and (i+1, j+1)):
    a cell's piece joins its sides that border exactly one inside square. None unless that is
    one simple loop (every cell 0 or 2 sides, and one connected loop)."""
    h, w = len(inside), len(inside[0])
    rows, cols = h + 1, w + 1

    def sq(i: int, j: int) -> bool:
        return 0 <= i < h and 0 <= j < w and inside[i][j]

    grid = []
    on = 0
    for r in range(rows):
        row = []
        for c in range(cols):
            b = 0
            if sq(r - 1, c - 1) != sq(r - 1, c):
                b |= N
            if sq(r, c - 1) != sq(r, c):
                b |= S
            if sq(r - 1, c - 1) != sq(r, c - 1):
                b |= W
            if sq(r - 1, c) != sq(r, c):
                b |= E
            if b not in PIECE_OF:
                return None
            on += b != 0
            row.append(PIECE_OF[b])
        grid.append(row)
    start = next(((r, c) for r in range(rows) for c in range(cols) if grid[r][c] != "."), None)
    if start is None or walk_length(grid, start) != on:
        return None
    return grid


def walk_length(grid: Sequence[Sequence[str]], start: tuple[int, int]) -> int:
    """Cells visited following the track from ``start`` until it returns (or leaves)."""
    r, c = start
    came = 0
    length = 0
    while True:
        length += 1
        b = BITS[grid[r][c]] & ~came
        if not b:
            return length
        d = b & -b
        dr, dc = STEP[d]
        r, c = r + dr, c + dc
        came = OPPOSITE[d]
        if (r, c) == start or not (0 <= r < len(grid) and 0 <= c < len(grid[0])) or length > len(grid) * len(grid[0]):
            return length


def random_loop(rows: int, cols: int, share: float, rng: random.Random) -> list[list[str]]:
    """A random simple loop through cell centres: squares of the dual grid grown one
    neighbouring square at a time from a random square, each kept only while the loop around
    them stays simple; stops near ``share`` of the squares."""
    h, w = rows - 1, cols - 1
    while True:
        inside = [[False] * w for _ in range(h)]
        i, j = rng.randrange(h), rng.randrange(w)
        inside[i][j] = True
        size, target = 1, max(2, round(share * h * w))
        grid = loop_pieces(inside)
        for _ in range(h * w * 6):
            if size >= target:
                break
            i, j = rng.randrange(h), rng.randrange(w)
            if inside[i][j] or not any(0 <= a < h and 0 <= b < w and inside[a][b]
                                       for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))):
                continue
            inside[i][j] = True
            nxt = loop_pieces(inside)
            if nxt is None:
                inside[i][j] = False
                continue
            grid = nxt
            size += 1
        if grid is not None:
            return grid


class PieceGridAnswer:
    """Mixin: the answer is the grid of pieces (see ``read_piece_grid``); it must equal the
    unique gold grid cell for cell. ``extra_symbols``: more accepted characters."""

    multiline_answer = True
    extra_symbols: dict[str, str] = {}

    def check(self, data: dict, answer, text: str) -> float:
        if not answer or not answer[0]:
            return 0.0
        got = read_piece_grid(text, len(answer), len(answer[0]), piece_symbols(self.extra_symbols))
        return 1.0 if got == answer else 0.0

    def format_answer(self, answer) -> str:
        return "\n".join("".join(str(v) for v in row) for row in answer)

    def wrong_answers(self, case, rng) -> list[str]:
        """Three grids, each with one cell's piece replaced by another (the default perturbation
        may only change a letter's case, which reads as the same piece)."""
        gold = case.answer
        symbols = sorted(set(BITS) | set(self.extra_symbols.values()))
        out = []
        for _ in range(3):
            grid = [list(row) for row in gold]
            r, c = rng.randrange(len(grid)), rng.randrange(len(grid[0]))
            grid[r][c] = rng.choice([p for p in symbols if p != grid[r][c]])
            out.append(self.format_answer(grid))
        return out


def traced_scan(t, scan: Scan, read: Callable, why: str) -> list[list[str]]:
    """``Scan.solutions`` written against the tracer, one state per visit of a cell. A first
    visit reads whether the track comes down from the cell above and in from the cell to the
    left, then what the genre's ``read(t, grid, r, c)`` fetches (its clues about this cell),
    lists the pieces that fit (``why`` says which) and places the first; a return visit (after
    a dead end further on) reads the pieces not yet tried. With none left the search backs up
    one cell. Past the last cell, the track must be finished (the path joined up, or the loop
    closed), else it backs up. The program goes on with the traced values, so an injected
    error propagates."""
    rows, cols = scan.rows, scan.cols
    total = rows * cols
    grid: list[list[str | None]] = [[None] * cols for _ in range(rows)]
    frames: list[list] = []  # per cell on the search path: [frontier in, finished in, untried]
    mate, done = scan.start(), False
    k = 0
    while True:
        if k == total:
            t.state("finish")
            finished = t.compute("finished", done, why="the track is one finished path or loop")
            if finished is True:
                t.goto("done")
                t.state("answer")
                return t.compute("grid", ["".join(str(p) for p in row) for row in grid], why="every cell has its piece")
            t.goto("back", why="stretches are left open, so back up")
            k -= 1
            r, c = divmod(k, cols)
            grid[r][c] = None
            continue
        r, c = divmod(k, cols)
        t.state(f"cell r{r + 1}c{c + 1}")
        if k == len(frames):
            mate_in = scan.row_start(mate, r) if c == 0 else mate
            t.fetch("from_above", "yes" if mate_in[c] != NONE else "no")
            t.fetch("from_left", "yes" if mate_in[cols] != NONE else "no")
            read(t, grid, r, c)
            pieces = [p for p, _, _ in scan.options(grid, mate_in, done, r, c)]
            untried = t.compute("options", pieces, why=why)
            frames.append([mate_in, done, untried])
        else:
            untried = t.fetch("untried", frames[k][2])
        if not isinstance(untried, list):
            raise ValueError(f"not a list of pieces: {untried!r}")
        if untried:
            piece = t.compute("place", untried[0], why="the first piece left")
            frames[k][2] = untried[1:]
            mate_in, done_in, _ = frames[k]
            side = scan.ends.get((r, c))
            bits = 0 if piece == "#" and "#" in scan.allowed[r][c] else BITS[piece]  # '#': a shaded cell
            nxt = advance(mate_in, c, bits, side == E and c == cols - 1, side == S and r == rows - 1, scan.loop)
            if nxt is None:
                raise ValueError(f"piece {piece!r} does not fit here")
            grid[r][c] = piece
            mate, done = nxt[0], done_in or nxt[1]
            k += 1
            continue
        frames.pop()
        if not frames:
            t.goto("end", why="no piece fits the first cell")
            return []
        t.goto("back", why="no piece fits, so undo the cell before")
        k -= 1
        r, c = divmod(k, cols)
        grid[r][c] = None
