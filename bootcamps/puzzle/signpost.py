"""Signpost (Simon Tatham's puzzle): every cell of an r x c grid but one carries an arrow in
one of eight directions; number the cells 1..r*c so that each number's successor lies
somewhere along its cell's arrow (any distance, in that straight line). The cells holding 1
and r*c and a few more numbers are given, and the numbering is unique. The answer is the
grid of numbers.

A solution is a random Hamiltonian path of queen moves (randomised depth-first search with
backtracking); each cell's arrow points to its successor. Numbers are revealed where a
second numbering differs until the purpose-built search finds exactly one, then a few are
hidden again where the numbering stays unique. That search builds the chain from 1 forward:
the next cell is the given one when the next number is given, else an unused, unnumbered
cell along the arrow; a step is cut when it strands a cell (no unused cell left whose arrow
reaches it, or none left along its own arrow) or leaves two cells whose only way in is the
new end of the chain (about 1,400 cases/s at level 3; 5x5 at level 5 is slower, near 100/s).
The trace is that search, one state per chain it visits."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import IntGridAnswer
from bootcamps.kit.grids import cell_name
from bootcamps.kit.puzzles2 import traced_dfs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    extra: float = 0.1  # share of the numbers shown at random before the uniqueness loop adds more
    thin: int = 4  # shown numbers the generator tries to hide again (kept hidden where still unique)
    max_trace: int = 120  # most chains the traced search may visit before it reaches the solution

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 7:
            raise ValueError(f"rows must be in 3..7, got {self.rows}")
        if not 3 <= self.cols <= 7:
            raise ValueError(f"cols must be in 3..7, got {self.cols}")
        if not 0.0 <= self.extra <= 0.6:
            raise ValueError(f"extra must be in [0, 0.6], got {self.extra}")
        if not 0 <= self.thin <= 30:
            raise ValueError(f"thin must be in 0..30, got {self.thin}")
        if not self.rows * self.cols <= self.max_trace <= 1000:
            raise ValueError(f"max_trace must be in rows*cols..1000, got {self.max_trace}")


DIRS = {"N": (-1, 0), "NE": (-1, 1), "E": (0, 1), "SE": (1, 1), "S": (1, 0), "SW": (1, -1), "W": (0, -1), "NW": (-1, -1)}
_NAMES = {v: k for k, v in DIRS.items()}
_SIGN = lambda v: (v > 0) - (v < 0)  # noqa: E731


class Board:
    """Bitmask model of a puzzle: ``ray[x]`` the cells along x's arrow (nearest first),
    ``pred[y]`` the cells whose arrow passes over y, ``given`` number -> cell."""

    def __init__(self, arrows: list[list[str]], numbers: list[list[int]]):
        rows, cols = len(arrows), len(arrows[0])
        self.n = n = rows * cols
        self.cols = cols
        self.rays: list[list[int]] = []
        for r in range(rows):
            for c in range(cols):
                line = []
                if arrows[r][c] in DIRS:
                    dr, dc = DIRS[arrows[r][c]]
                    a, b = r + dr, c + dc
                    while 0 <= a < rows and 0 <= b < cols:
                        line.append(a * cols + b)
                        a, b = a + dr, b + dc
                self.rays.append(line)
        self.ray = [sum(1 << y for y in line) for line in self.rays]
        self.pred = [sum(1 << x for x in range(n) if self.ray[x] >> y & 1) for y in range(n)]
        self.given = {numbers[r][c]: r * cols + c for r in range(rows) for c in range(cols) if numbers[r][c]}
        self.given_mask = sum(1 << x for x in self.given.values())
        self.full = (1 << n) - 1
        self.end = self.given.get(n, -1)

    def fine(self, used: int, tail: int) -> bool:
        """Whether the chain (cells ``used``, ending at ``tail``) strands no unused cell: each
        needs a way in (an unused cell or the tail whose arrow reaches it), each but the last
        cell a way on (an unused cell along its arrow), and at most one may depend on the tail."""
        free = self.full & ~used
        into = free | 1 << tail
        only_tail = 0
        rest = free
        while rest:
            low = rest & -rest
            u = low.bit_length() - 1
            rest ^= low
            p = self.pred[u] & into
            if not p:
                return False
            if p == 1 << tail:
                only_tail += 1
                if only_tail > 1:
                    return False
            if u != self.end and not self.ray[u] & free:
                return False
        return True

    def moves(self, chain: list[int], used: int) -> list[int]:
        """The cells that may take number len(chain) + 1, nearest along the arrow first."""
        tail, k = chain[-1], len(chain)
        nxt = self.given.get(k + 1)
        if nxt is not None:
            options = [nxt] if self.ray[tail] >> nxt & 1 and not used >> nxt & 1 else []
        else:
            options = [y for y in self.rays[tail] if not (used | self.given_mask) >> y & 1]
        return [y for y in options if self.fine(used | 1 << y, y)]

    def solutions(self, limit: int = 2, budget: int = 20000) -> list[list[int]] | None:
        """Up to ``limit`` chains (cell per number), or None when the search passes ``budget`` nodes."""
        found: list[list[int]] = []
        start = self.given.get(1)
        if start is None:
            return found
        chain, nodes = [start], [0]

        def go(used: int) -> bool:
            nodes[0] += 1
            if nodes[0] > budget:
                return True
            if len(chain) == self.n:
                found.append(list(chain))
                return len(found) >= limit
            for y in self.moves(chain, used):
                chain.append(y)
                if go(used | 1 << y):
                    return True
                chain.pop()
            return False

        go(1 << start)
        return None if nodes[0] > budget else found

    def visits(self) -> int:
        """How many chains the first-solution search visits (the trace's length), including backs."""
        count = [0]
        chain = [self.given[1]]

        def go(used: int) -> bool:
            count[0] += 1
            if len(chain) == self.n:
                return True
            for y in self.moves(chain, used):
                chain.append(y)
                if go(used | 1 << y):
                    return True
                chain.pop()
                count[0] += 1
            return False

        go(1 << chain[0])
        return count[0]


def queen_path(rows: int, cols: int, rng: random.Random) -> list[int] | None:
    """A random Hamiltonian path of queen moves (random DFS, fewest onward moves first), or None."""
    n = rows * cols
    lines = []
    for x in range(n):
        r, c = divmod(x, cols)
        out = []
        for dr, dc in DIRS.values():
            a, b = r + dr, c + dc
            while 0 <= a < rows and 0 <= b < cols:
                out.append(a * cols + b)
                a, b = a + dr, b + dc
        lines.append(out)
    path = [rng.randrange(n)]
    seen = {path[0]}
    budget = [4000]

    def go() -> bool:
        if len(path) == n:
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        options = [y for y in lines[path[-1]] if y not in seen]
        rng.shuffle(options)
        options.sort(key=lambda y: sum(1 for z in lines[y] if z not in seen) + rng.random() * 3)
        for y in options:
            path.append(y)
            seen.add(y)
            if go():
                return True
            seen.discard(y)
            path.pop()
        return False

    return path if go() else None


def arrows_of(path: list[int], rows: int, cols: int) -> list[list[str]]:
    grid = [["*"] * cols for _ in range(rows)]
    for x, y in zip(path, path[1:]):
        (r, c), (a, b) = divmod(x, cols), divmod(y, cols)
        grid[r][c] = _NAMES[(_SIGN(a - r), _SIGN(b - c))]
    return grid


_TEMPLATES = (
    "Solve this Signpost puzzle. The grid has {rows} rows and {cols} columns. Every cell except one shows an arrow "
    "pointing in one of eight directions (N is up, S down, E right, W left, and NE, SE, SW, NW the diagonals). "
    "Write the numbers 1 to {n} into the cells, each exactly once, so that for every number k from 1 to {m} the "
    "cell holding k+1 lies somewhere in the direction of the arrow in k's cell (in that straight line, at any "
    "distance, possibly skipping over other cells). The cell holding {n} has no arrow (shown as *).",
    "Signpost ({rows}x{cols}): number all {n} cells 1, 2, ..., {n} so that you can walk from 1 to {n} in order, "
    "each step going from a cell in the exact direction its arrow points (N = up, E = right, S = down, W = left, "
    "and NE/SE/SW/NW diagonally), jumping any number of cells. The final cell, marked *, has no arrow.",
    "Each cell of the {rows}-by-{cols} grid below has a signpost arrow (N up, S down, E right, W left, plus the "
    "diagonals NE, SE, SW and NW), except the finishing cell marked *. Fill in the numbers 1 through {n} so that "
    "each number appears once and, for each k < {n}, k+1 is found by travelling from k's cell straight along its "
    "arrow by one or more cells.",
)


class Signpost(IntGridAnswer, Bootcamp):
    id = "puzzle/signpost"
    description = "Signpost: number the cells 1..N so each number's successor lies along its cell's arrow (any distance); unique"
    Config = Config
    LEVELS = {
        "1": Config(rows=3, cols=3, extra=0.1, thin=2, max_trace=40),
        "2": Config(rows=3, cols=4, extra=0.1, thin=3, max_trace=60),
        "3": Config(rows=4, cols=4, extra=0.1, thin=4, max_trace=90),
        "4": Config(rows=4, cols=5, extra=0.1, thin=5, max_trace=120),
        "5": Config(rows=5, cols=5, extra=0.05, thin=6, max_trace=160),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            path = queen_path(rows, cols, rng)
            if path is None:
                continue
            arrows = arrows_of(path, rows, cols)
            number = {x: i + 1 for i, x in enumerate(path)}
            shown = {path[0], path[-1]} | {x for x in path[1:-1] if rng.random() < config.extra}

            def board() -> Board:
                return Board(arrows, [[number[r * cols + c] if r * cols + c in shown else 0 for c in range(cols)]
                                      for r in range(rows)])

            ok = True
            while True:
                found = board().solutions()
                if found is None:
                    ok = False
                    break
                if len(found) == 1:
                    break
                other = next(s for s in found if s != path)
                differ = [x for i, x in enumerate(path) if other[i] != x]
                shown.add(rng.choice(differ))
            if not ok:
                continue
            hide = [x for x in path[1:-1] if x in shown]
            rng.shuffle(hide)
            for x in hide[: config.thin]:
                shown.discard(x)
                found = board().solutions()
                if found is None or len(found) != 1:
                    shown.add(x)
            if board().visits() > config.max_trace:
                continue
            numbers = [[number[r * cols + c] if r * cols + c in shown else 0 for c in range(cols)] for r in range(rows)]
            gold = [[number[r * cols + c] for c in range(cols)] for r in range(rows)]
            return {"arrows": arrows, "numbers": numbers}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        arrows, numbers = data["arrows"], data["numbers"]
        rows, cols = len(arrows), len(arrows[0])
        n = rows * cols
        text = rng.choice(_TEMPLATES).format(rows=rows, cols=cols, n=n, m=n - 1)
        blank = rng.choice(("?", "."))
        cells = [[f"{arrows[r][c]}:{numbers[r][c] or blank}" for c in range(cols)] for r in range(rows)]
        width = max(len(s) for row in cells for s in row)
        board = "\n".join(" ".join(s.ljust(width) for s in row).rstrip() for row in cells)
        note = (f"Each cell is written as arrow:number, with '{blank}' where the number is unknown and must be found; "
                "row 1 is the top row.")
        form = ("the completed grid of numbers, one row per line (or rows separated by semicolons), numbers separated "
                "by spaces (for example 1 5 2; 4 3 6)")
        return f"{text}\n{note}\n\n{board}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Chains of cell names from the cell of 1; a chain's options are ``Board.moves``."""
        arrows = data["arrows"]
        rows, cols = len(arrows), len(arrows[0])
        board = Board(arrows, data["numbers"])
        names = [cell_name(*divmod(x, cols)) for x in range(rows * cols)]
        index = {name: x for x, name in enumerate(names)}
        start = board.given.get(1)
        if start is None:
            return []

        def moves(node: tuple) -> tuple:
            try:
                chain = [index[name] for name in node]
            except (KeyError, TypeError):
                return ()
            used = 0
            for x in chain:
                used |= 1 << x
            if len(set(chain)) != len(chain):
                return ()
            return tuple(names[y] for y in board.moves(chain, used))

        chain = traced_dfs(t, (names[start],), moves, lambda node, move: node + (move,),
                           lambda node: isinstance(node, tuple) and len(node) == rows * cols, name="chain")
        if not isinstance(chain, tuple) or len(chain) != rows * cols:
            return []
        grid = [[0] * cols for _ in range(rows)]
        for k, name in enumerate(chain, 1):
            if name in index:
                r, c = divmod(index[name], cols)
                grid[r][c] = k
        return grid

    def solve(self, data: dict) -> list[list[int]]:
        """Another search: backwards from the last number, each earlier number in a cell whose
        arrow points at the later one (sets of cells, no pruning beyond the givens)."""
        arrows, numbers = data["arrows"], data["numbers"]
        rows, cols = len(arrows), len(arrows[0])
        n = rows * cols
        cells = [(r, c) for r in range(rows) for c in range(cols)]
        given = {numbers[r][c]: (r, c) for r, c in cells if numbers[r][c]}
        fixed = set(given.values())

        def points_at(a: tuple[int, int], b: tuple[int, int]) -> bool:
            if arrows[a[0]][a[1]] not in DIRS:
                return False
            dr, dc = DIRS[arrows[a[0]][a[1]]]
            k = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
            return k > 0 and (a[0] + dr * k, a[1] + dc * k) == b

        if n not in given:
            return []
        order = [given[n]]
        taken = {given[n]}

        def back(k: int) -> bool:  # number k goes before the cell of k + 1
            if k == 0:
                return True
            later = order[-1]
            choices = [given[k]] if k in given else [x for x in cells if x not in fixed]
            for x in choices:
                if x not in taken and points_at(x, later):
                    order.append(x)
                    taken.add(x)
                    if back(k - 1):
                        return True
                    taken.discard(x)
                    order.pop()
            return False

        if not back(n - 1):
            return []
        grid = [[0] * cols for _ in range(rows)]
        for i, (r, c) in enumerate(order):
            grid[r][c] = n - i
        return grid


BOOTCAMP = Signpost()
