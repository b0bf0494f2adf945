"""Dominosa: a (n+1) x (n+2) grid of numbers 0..n is to be cut into dominoes (two cells sharing
a side) so that every pair of numbers a <= b from 0..n (the full double-n set) shows up on
exactly one domino. The answer gives, for every cell, the side its domino partner lies on
(U, D, L or R), which pins down the cutting and nothing else. The generator tiles the grid at
random, lays a shuffled double-n set on the tiles (each turned at random), then, while a
domino-by-domino search finds a second cutting, shows one more domino of the hidden cutting that
the second one lacks as a given. Those searches keep generation at a few hundred cases/s at
level 3."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.kit.puzzles2 import traced_dfs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    n: int = 3  # highest number; the grid is (n+1) x (n+2)

    def __post_init__(self) -> None:
        if not 2 <= self.n <= 8:
            raise ValueError(f"n must be in 2..8, got {self.n}")


# the answer grid holds a code per cell for the side its partner is on, written as a letter
_LETTERS = {0: "U", 1: "D", 2: "L", 3: "R"}
_SIDE = {(-1, 0): 0, (1, 0): 1, (0, -1): 2, (0, 1): 3}


def random_tiling(rows: int, cols: int, rng: random.Random) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """A random domino tiling: the first free cell (row by row) joins its right or lower
    neighbour, in random order, backing up on a dead end."""
    free = [[True] * cols for _ in range(rows)]
    tiles: list = []

    def fill() -> bool:
        spot = next(((r, c) for r in range(rows) for c in range(cols) if free[r][c]), None)
        if spot is None:
            return True
        r, c = spot
        ways = [(r, c + 1), (r + 1, c)]
        rng.shuffle(ways)
        for a, b in ways:
            if a < rows and b < cols and free[a][b]:
                free[r][c] = free[a][b] = False
                tiles.append(((r, c), (a, b)))
                if fill():
                    return True
                tiles.pop()
                free[r][c] = free[a][b] = True
        return False

    fill()
    return tiles


def cuttings(grid: list[list[int]], limit: int = 2, max_nodes: int | None = None, given: tuple = ()) -> list[dict]:
    """Up to ``limit`` cuttings (cell -> partner cell), domino by domino: each step takes the
    unplaced domino with the fewest places left (two free side-by-side cells carrying its two
    numbers) and tries each place; a domino with no place left is a dead end. ``given`` holds
    placed dominoes as (cell, cell) pairs."""
    rows, cols = len(grid), len(grid[0])
    edges = []
    for r in range(rows):
        for c in range(cols):
            for a, b in ((r, c + 1), (r + 1, c)):
                if a < rows and b < cols:
                    x, y = grid[r][c], grid[a][b]
                    edges.append(((r, c), (a, b), (min(x, y), max(x, y))))
    n = max(max(row) for row in grid)
    keys = [(a, b) for a in range(n + 1) for b in range(a, n + 1)]
    taken: set = set()
    placed: list = []
    used: set = set()
    for p, q in given:
        p, q = tuple(p), tuple(q)
        stone = tuple(sorted((grid[p[0]][p[1]], grid[q[0]][q[1]])))
        if p in taken or q in taken or stone in used:
            return []
        taken.update((p, q))
        used.add(stone)
        placed.append((p, q))
    found: list[dict] = []
    nodes = [0]

    def search() -> None:
        nodes[0] += 1
        if max_nodes is not None and nodes[0] > max_nodes:
            raise Budget(f"more than {max_nodes} nodes")
        if len(used) == len(keys):
            pairs = {}
            for p, q in placed:
                pairs[p], pairs[q] = q, p
            found.append(pairs)
            return
        spots: dict = {k: [] for k in keys if k not in used}
        for p, q, k in edges:
            if k in spots and p not in taken and q not in taken:
                spots[k].append((p, q))
        key = min(spots, key=lambda k: len(spots[k]))
        for p, q in spots[key]:
            taken.update((p, q))
            used.add(key)
            placed.append((p, q))
            search()
            placed.pop()
            used.discard(key)
            taken.difference_update((p, q))
            if len(found) >= limit:
                return

    search()
    return found


def sides(pairs: dict, rows: int, cols: int) -> list[list[int]]:
    """The side codes of a cutting (0..3 for U, D, L, R): the side each cell's partner is on."""
    return [[_SIDE[pairs[r, c][0] - r, pairs[r, c][1] - c] for c in range(cols)] for r in range(rows)]


_TEMPLATES = (
    "Dominosa puzzle: the {r}x{c} grid below holds the numbers 0 to {n}.\n{grid}\nCut the whole grid into "
    "dominoes, each made of two cells that share a side, so that every pair of numbers from 0 to {n} (a double "
    "such as 0-0 included, and the order inside a pair not mattering) appears on exactly one domino. There are "
    "{d} such pairs and {d} dominoes.",
    "A complete double-{n} domino set ({d} stones: every unordered pair of numbers 0..{n}, doubles included) was "
    "laid face up to cover a {r}-row by {c}-column rectangle, and then the stone outlines were erased. Here are "
    "the numbers that remain:\n{grid}\nWork out where each stone lay: every stone covers two cells sharing a side, "
    "and each pair of numbers occurs on exactly one stone.",
    "Pair up the cells of this grid ({r} rows, {c} columns, numbers 0..{n}):\n{grid}\nEvery cell must be paired "
    "with one horizontally or vertically adjacent cell, and the {d} pairs of numbers you get must be all "
    "different, so that together they are exactly the pairs a,b with 0 <= a <= b <= {n}.",
)


class Dominosa(SymbolGridAnswer, Bootcamp):
    id = "puzzle/dominosa"
    description = "Dominosa: cut a grid of numbers 0..n into the full double-n domino set, each stone once"
    Config = Config
    grid_symbols = {letter: code for code, letter in _LETTERS.items()}
    LEVELS = {
        "1": Config(n=3),
        "2": Config(n=4),
        "3": Config(n=5),
        "4": Config(n=6),
        "5": Config(n=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.n
        rows, cols = n + 1, n + 2
        while True:
            tiles = random_tiling(rows, cols, rng)
            stones = [(a, b) for a in range(n + 1) for b in range(a, n + 1)]
            rng.shuffle(stones)
            grid = [[0] * cols for _ in range(rows)]
            pairs = {}
            for (p, q), stone in zip(tiles, stones):
                x, y = stone if rng.random() < 0.5 else stone[::-1]
                grid[p[0]][p[1]], grid[q[0]][q[1]] = x, y
                pairs[p], pairs[q] = q, p
            given: list = []
            try:
                while True:
                    found = cuttings(grid, limit=2, max_nodes=60 * len(stones), given=tuple(given))
                    if len(found) == 1:
                        break
                    other = next(f for f in found if f != pairs)
                    options = [(p, q) for p, q in tiles if other[p] != q and [list(p), list(q)] not in given]
                    p, q = rng.choice(options)
                    given.append([list(p), list(q)])
            except Budget:
                continue
            if found[0] == pairs:
                return {"grid": grid, "given": sorted(given)}, sides(pairs, rows, cols)

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        n = max(max(row) for row in grid)
        board = "\n".join(" ".join(str(v) for v in row) for row in grid)
        text = rng.choice(_TEMPLATES).format(r=len(grid), c=len(grid[0]), n=n, d=(n + 1) * (n + 2) // 2, grid=board)
        if data["given"]:
            shown = ", ".join(f"{cell_name(*p)}-{cell_name(*q)} ({grid[p[0]][p[1]]}-{grid[q[0]][q[1]]})"
                              for p, q in data["given"])
            text += (f"\nThese dominoes are already known to be in the cutting (cells named rXcY, row X and column Y "
                     f"counted from 1 at the top left): {shown}.")
        form = ("a grid of the same shape with one letter per cell telling on which side that cell's domino partner "
                "lies: U (up), D (down), L (left) or R (right), rows separated by semicolons or one per line (for "
                "example LR;LR is a 2x2 grid cut into two side-by-side horizontal dominoes, DD;UU into two vertical "
                "ones)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols=_LETTERS)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Cell by cell: each node lists the dominoes placed so far (as rXcY-rXcY); its moves
        are the ways to pair the free cell with the fewest ways left (see ``cell_moves``)."""
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        names = {cell_name(r, c): (r, c) for r in range(rows) for c in range(cols)}

        def goal(node: tuple) -> bool:
            return len(node) * 2 == rows * cols and not cell_moves(node, grid, names)[1]

        root = tuple(f"{cell_name(*p)}-{cell_name(*q)}" for p, q in data["given"])
        found = traced_dfs(t, root, lambda node: tuple(cell_moves(node, grid, names)[0]),
                           lambda node, move: node + (move,), goal, name="dominoes")
        if not isinstance(found, tuple):
            return []
        pairs = {}
        for move in found:
            p, _, q = str(move).partition("-")
            if p not in names or q not in names:
                return []
            pairs[names[p]], pairs[names[q]] = names[q], names[p]
        if len(pairs) != rows * cols:
            return []
        return sides(pairs, rows, cols)

    def solve(self, data: dict) -> list[list[int]]:
        """The domino-by-domino search of the generator (the traced program goes cell by cell)."""
        grid = data["grid"]
        found = cuttings(grid, limit=1, given=tuple(data["given"]))
        return sides(found[0], len(grid), len(grid[0])) if found else []


def cell_moves(node: tuple, grid: list[list[int]], names: dict) -> tuple[list[str], bool]:
    """The placements to try next and whether the node is broken (an unreadable or clashing
    placement). Placements pair the free cell (first in reading order among ties) with the
    fewest free side neighbours whose pair of numbers is not used yet; none when some free
    cell has no such neighbour."""
    rows, cols = len(grid), len(grid[0])
    taken: set = set()
    used: set = set()
    for move in node:
        p, _, q = str(move).partition("-")
        if p not in names or q not in names:
            return [], True
        (a, b), (x, y) = names[p], names[q]
        stone = tuple(sorted((grid[a][b], grid[x][y])))
        if abs(a - x) + abs(b - y) != 1 or (a, b) in taken or (x, y) in taken or stone in used:
            return [], True
        taken.update(((a, b), (x, y)))
        used.add(stone)
    best = None
    for r in range(rows):
        for c in range(cols):
            if (r, c) in taken:
                continue
            ways = []
            for a, b in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
                if 0 <= a < rows and 0 <= b < cols and (a, b) not in taken:
                    if tuple(sorted((grid[r][c], grid[a][b]))) not in used:
                        first, second = min((r, c), (a, b)), max((r, c), (a, b))
                        ways.append(f"{cell_name(*first)}-{cell_name(*second)}")
            if best is None or len(ways) < len(best):
                best = ways
            if not ways:
                return [], False
    return best or [], False


BOOTCAMP = Dominosa()
