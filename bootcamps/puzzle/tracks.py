"""Train tracks: one railway enters the grid through a given side of a border cell and leaves
through a given side of another; in between it is a single path through orthogonally adjacent
cells that never branches or crosses itself. The number beside each row and above each column
says how many of its cells the track occupies, and a few cells show their piece. The answer is
every cell's piece (``-`` ``|`` ``L`` ``J`` ``7`` ``F``, ``.`` for no track; box-drawing
characters accepted).

Generation draws a random self-avoiding walk from a border cell to another, counts the track
cells of every row and column, shows a few pieces and then, while the cell-by-cell scan
(``kit.puzzle22``) finds a second railway, shows the gold piece of a cell where the two differ.
Where the scan needs more than ``max_nodes`` cell visits to find the railway (or far more to
rule out a second) it shows one more gold piece, which keeps the level-5 trace to a sane size.
Those solver runs keep generation at about 1,100-1,400 cases/s at level 3 (6x6) and about 110
cases/s at level 5 (8x8) on one core."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.puzzle22 import (BITS, E, N, OPPOSITE, PIECE_OF, S, SIDES, STEP, TRACK, W, PieceGridAnswer, Scan,
                                    transpose, traced_scan)
from bootcamps.trace import Tracer

SIDE_NAMES = {"N": "top", "E": "right", "S": "bottom", "W": "left"}
TRANSPOSED_SIDE = {"N": "W", "W": "N", "E": "S", "S": "E"}


@dataclass(frozen=True)
class Config:
    size: int = 6
    min_share: float = 0.3  # shortest railway, as a share of the cells
    givens: int = 1  # pieces shown before the uniqueness loop (the entry and exit sides are always given)
    max_nodes: int = 300  # cells the traced search may visit before it finds the railway

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 9:
            raise ValueError(f"size must be in 4..9, got {self.size}")
        if not 0.1 <= self.min_share <= 0.6:
            raise ValueError(f"min_share must be in [0.1, 0.6], got {self.min_share}")
        if not 0 <= self.givens <= 10:
            raise ValueError(f"givens must be in 0..10, got {self.givens}")
        if self.max_nodes < self.size * self.size:
            raise ValueError(f"max_nodes must be at least size*size = {self.size * self.size}, got {self.max_nodes}")


def border_sides(r: int, c: int, n: int) -> list[str]:
    return [s for s, ok in (("N", r == 0), ("E", c == n - 1), ("S", r == n - 1), ("W", c == 0)) if ok]


def random_railway(n: int, min_len: int, rng: random.Random, budget: int = 400) -> tuple[list[list[str]], list] | None:
    """A random railway: a walk from a random border cell, entering through its border side,
    that steps to random unvisited neighbours (backing up at dead ends) and stops at a border
    cell once it is at least ``min_len`` cells long, leaving through that cell's border side.
    The piece grid and the two ends (r, c, side); None when the walk found no such end."""
    r0, c0 = rng.choice([(r, c) for r in range(n) for c in range(n) if border_sides(r, c, n)])
    side0 = rng.choice(border_sides(r0, c0, n))
    path = [(r0, c0)]
    seen = {(r0, c0)}
    untried = [None]
    steps = [0]
    while path:
        steps[0] += 1
        if steps[0] > budget:
            return None
        r, c = path[-1]
        if untried[-1] is None:
            if len(path) >= min_len and len(path) > 1:
                came = _dir(path[-2], path[-1])
                exits = [s for s in border_sides(r, c, n) if SIDES[s] != OPPOSITE[came]]
                if exits and rng.random() < 0.5:
                    return _pieces(n, path, side0, rng.choice(exits)), [(r0, c0, side0)]
            moves = [d for d in (N, E, S, W) if (r + STEP[d][0], c + STEP[d][1]) not in seen
                     and 0 <= r + STEP[d][0] < n and 0 <= c + STEP[d][1] < n]
            if len(path) == 1:
                moves = [d for d in moves if d != SIDES[side0]]
            rng.shuffle(moves)
            untried[-1] = moves
        if not untried[-1]:
            seen.discard(path.pop())
            untried.pop()
            continue
        d = untried[-1].pop()
        nxt = (r + STEP[d][0], c + STEP[d][1])
        path.append(nxt)
        seen.add(nxt)
        untried.append(None)
    return None


def _dir(a: tuple[int, int], b: tuple[int, int]) -> int:
    return next(d for d, step in STEP.items() if (a[0] + step[0], a[1] + step[1]) == b)


def _pieces(n: int, path: list, side0: str, side1: str) -> list[list[str]]:
    grid = [["."] * n for _ in range(n)]
    for i, (r, c) in enumerate(path):
        b = SIDES[side0] if i == 0 else OPPOSITE[_dir(path[i - 1], path[i])]
        b |= SIDES[side1] if i == len(path) - 1 else _dir(path[i], path[i + 1])
        grid[r][c] = PIECE_OF[b]
    return grid


def counts(grid: list[list[str]]) -> tuple[list[int], list[int]]:
    return ([sum(p != "." for p in row) for row in grid], [sum(p != "." for p in col) for col in zip(*grid)])


def make_scan(data: dict) -> Scan:
    """The scan for a puzzle: row and column counts kept reachable, given pieces fixed."""
    rows_need, cols_need, board = data["rows"], data["cols"], data["board"]
    n = len(board)
    allowed = [[(p if p != "." else "." + TRACK) for p in line] for line in board]
    given = [[p != "." for p in line] for line in board]
    given_below = [[sum(given[i][c] for i in range(r + 1, n)) for c in range(n)] for r in range(n)]
    # track cells of row r left of column c, and of column c above row r: set when cell (r, c) is
    # first tried, from the previous cell's entry (which only counts cells fixed by then)
    row_before = [[0] * n for _ in range(n)]
    col_before = [[0] * n for _ in range(n)]
    bound_after = [[0] * (n + 1) for _ in range(n)]  # cells of row r right of c bound to be track

    def fits(grid: list, r: int, c: int) -> bool:
        """Row r and column c can still meet their counts: at least the cells already bound to
        be track (given pieces, cells the track enters from above or the left) are still to
        come, and no more than the cells left."""
        b = BITS[grid[r][c]]
        if c == 0:  # row r-1 is complete: which cells of row r the track must reach
            after = bound_after[r]
            for j in range(n - 1, -1, -1):
                after[j] = after[j + 1] + (given[r][j] or (r > 0 and (BITS[grid[r - 1][j]] & S) > 0))
        track = b != 0
        if c:
            row_before[r][c] = row_before[r][c - 1] + (grid[r][c - 1] != ".")
        if r:
            col_before[r][c] = col_before[r - 1][c] + (grid[r - 1][c] != ".")
        have = row_before[r][c] + track
        bound = bound_after[r][c + 1]
        if b & E and c + 1 < n and not given[r][c + 1] and not (r and BITS[grid[r - 1][c + 1]] & S):
            bound += 1
        if not have + bound <= rows_need[r] <= have + n - 1 - c:
            return False
        have = col_before[r][c] + track
        bound = given_below[r][c]
        if b & S and r + 1 < n and not given[r + 1][c]:
            bound += 1
        if not have + bound <= cols_need[c] <= have + n - 1 - r:
            return False
        if c == n - 1 and r + 1 < n:  # the next row must hold the track coming down into it
            down = sum(1 for j in range(n) if BITS[grid[r][j]] & S or given[r + 1][j])
            return down <= rows_need[r + 1]
        return True

    ends = [(r, c, side) for r, c, side in data["ends"]]
    return Scan(n, n, allowed, fits, ends)


_TEMPLATES = (
    "Train tracks on a {n}x{n} grid. A railway enters the grid through the {e0} and leaves through the {e1}. "
    "Between them it is one single path of track pieces through orthogonally adjacent cells: it never branches, "
    "never crosses itself and never visits a cell twice, and there is no other track anywhere. The number before "
    "each row and above each column says how many cells of that row or column the track occupies. Some cells "
    "already show their piece.\n{board}",
    "Lay one railway line across this {n} by {n} board. It comes in from outside through the {e0} and goes out "
    "through the {e1}, running cell to cell horizontally or vertically as a single non-branching, non-crossing "
    "line (each track cell joins exactly two of its sides: the neighbouring track cells, or the border at the two "
    "ends). The numbers on top count the track cells in each column, the numbers on the left the track cells in "
    "each row. Pieces printed in the grid are fixed.\n{board}",
    "Solve this Train Tracks puzzle ({n}x{n}). The rail line starts at the {e0} and ends at the {e1}; it is a "
    "single connected route through side-adjacent cells with no branches, crossings or loops, and no other rails "
    "exist. Row clues (left) and column clues (top) give the number of cells with rail in each line. Given rail "
    "pieces are shown in the grid.\n{board}",
)

_KEY = ("Pieces: - joins left and right, | joins top and bottom, L joins top and right, J joins top and left, "
        "7 joins bottom and left, F joins bottom and right; . is a cell without track.")


class Tracks(PieceGridAnswer, Bootcamp):
    id = "puzzle/tracks"
    description = "Train tracks: one railway between two border ends, row and column counts of track cells"
    Config = Config
    LEVELS = {
        "1": Config(size=5, min_share=0.3, givens=2, max_nodes=150),
        "2": Config(size=6, min_share=0.3, givens=2, max_nodes=200),
        "3": Config(size=6, min_share=0.4, givens=1, max_nodes=250),
        "4": Config(size=7, min_share=0.4, givens=1, max_nodes=300),
        "5": Config(size=8, min_share=0.4, givens=1, max_nodes=400),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        n = config.size
        while True:
            drawn = random_railway(n, max(3, round(config.min_share * n * n)), rng)
            if drawn is None:
                continue
            gold, _ = drawn
            ends = self._ends(gold)
            rows_need, cols_need = counts(gold)
            track = [(r, c) for r in range(n) for c in range(n) if gold[r][c] != "."]
            board = [["."] * n for _ in range(n)]
            for r, c in rng.sample(track, min(config.givens, len(track))):
                board[r][c] = gold[r][c]
            data = {"rows": rows_need, "cols": cols_need, "ends": ends, "board": ["".join(line) for line in board]}
            for _ in range(2 * n):
                try:
                    found, first = make_scan(data).solutions(limit=2, max_nodes=8 * config.max_nodes)
                except Budget:  # too slow to settle: show one more gold piece
                    found, first = [], 0
                if len(found) == 1 and found[0] != gold:
                    break  # never: the gold railway meets every rule
                if len(found) == 1 and first <= config.max_nodes:
                    return data, gold
                hidden = [(r, c) for r, c in track if board[r][c] == "."]
                if len(found) == 2:  # a second railway: show a gold piece it does not have
                    other = next(s for s in found if s != gold)
                    hidden = [(r, c) for r, c in hidden if other[r][c] != gold[r][c]]
                if not hidden:
                    break
                r, c = rng.choice(hidden)
                board[r][c] = gold[r][c]
                data["board"] = ["".join(line) for line in board]

    @staticmethod
    def _ends(gold: list[list[str]]) -> list[list]:
        """The (r, c, side) of the railway's two border exits, in reading order."""
        n = len(gold)
        out = []
        for r in range(n):
            for c in range(n):
                b = BITS[gold[r][c]]
                for side in border_sides(r, c, n):
                    if b & SIDES[side]:
                        out.append([r, c, side])
        return out

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["board"])
        ends = [f"{SIDE_NAMES[s]} side of cell r{r + 1}c{c + 1}" for r, c, s in data["ends"]]
        if rng.random() < 0.5:
            ends.reverse()
        width = max(len(str(v)) for v in data["rows"])
        lines = [" " * (width + 1) + " ".join(str(v) for v in data["cols"])]
        for v, line in zip(data["rows"], data["board"]):
            lines.append(f"{v:>{width}} " + " ".join(line))
        text = rng.choice(_TEMPLATES).format(n=n, e0=ends[0], e1=ends[1], board="\n".join(lines))
        text += (f"\nRows are r1..r{n} from the top, columns c1..c{n} from the left; a . in the grid is a cell "
                 f"whose piece is not given. {_KEY}")
        form = ("the full grid of pieces, one row per line with one character per cell (-, |, L, J, 7, F, or . "
                "for no track), for example for a 3x3 grid with the railway entering at the left of r2c1 and "
                "leaving at the bottom of r3c3:\n...\n-7.\n.L7\n(rows may also be separated by semicolons)")
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        """Cell by cell in reading order (``traced_scan``): besides the track arriving from above
        and from the left, each cell reads its given piece, and the counts still needed in its
        row and column (the count minus track cells already placed there)."""
        scan = make_scan(data)
        board = data["board"]

        def read(t: Tracer, grid: list, r: int, c: int) -> None:
            if board[r][c] != ".":
                t.fetch(f"given[r{r + 1}c{c + 1}]", board[r][c])
            t.fetch(f"row_left[r{r + 1}]", data["rows"][r] - sum(1 for x in grid[r][:c] if x != "."))
            t.fetch(f"col_left[c{c + 1}]", data["cols"][c] - sum(1 for i in range(r) if grid[i][c] != "."))
            side = scan.ends.get((r, c))
            if side is not None:
                t.fetch(f"exit[r{r + 1}c{c + 1}]", next(s for s, b in SIDES.items() if b == side))

        rows_text = traced_scan(t, scan, read, "pieces that take the track from above and from the left and no "
                                "other, leave the grid only at an end, keep the row and column counts reachable "
                                "and close no loop")
        return [list(line) for line in rows_text] if rows_text else []

    def solve(self, data: dict) -> list[list[str]]:
        """The same scan on the puzzle mirrored in its main diagonal (column by column), mirrored back."""
        mirrored = {"rows": data["cols"], "cols": data["rows"],
                    "ends": [[c, r, TRANSPOSED_SIDE[s]] for r, c, s in data["ends"]],
                    "board": ["".join(line) for line in transpose(data["board"])]}
        found, _ = make_scan(mirrored).solutions(limit=1)
        return transpose(found[0]) if found else []


BOOTCAMP = Tracks()
