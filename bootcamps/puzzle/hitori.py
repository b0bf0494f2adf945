"""Hitori: shade cells of a number grid so that no number repeats among the unshaded cells of a
row or column, no two shaded cells share a side, and the unshaded cells stay connected. The
grid starts as a Latin square; a random non-adjacent set of cells (keeping the rest connected)
gets numbers copied from their row or column. Where a second shading also works, a cell that
it shades and the gold one leaves white is given as circled (known unshaded), until the 0/1
solver finds one shading. Those solver runs keep generation at a few hundred cases/s."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, random_latin_square
from bootcamps.kit.grids import cell_name
from bootcamps.kit.puzzles import BinaryProblem, reveal_binary
from bootcamps.kit.puzzles2 import traced_dfs
from bootcamps.kit.puzzles3 import ShadeGridAnswer, connected, flat_cells, orthogonal_pairs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 5
    shade: float = 0.25  # share of cells shaded in the hidden solution (at most)

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 8:
            raise ValueError(f"size must be in 4..8, got {self.size}")
        if not 0.1 <= self.shade <= 0.35:
            raise ValueError(f"shade must be in [0.1, 0.35], got {self.shade}")


def build(grid: list[list[int]], circled: dict[int, int]) -> BinaryProblem:
    """1 = shaded. In every row and column, of k equal numbers at least k-1 are shaded; two
    side-by-side cells are not both shaded; the unshaded cells are checked for connectivity
    on full shadings."""
    n = len(grid)
    problem = BinaryProblem(n * n, circled, accept=lambda values: connected(flat_cells(values, n, 0)))
    lines = [[(r, c) for c in range(n)] for r in range(n)] + [[(r, c) for r in range(n)] for c in range(n)]
    for line in lines:
        for value in sorted({grid[r][c] for r, c in line}):
            same = [r * n + c for r, c in line if grid[r][c] == value]
            if len(same) > 1:
                problem.add(same, len(same) - 1, len(same))
    for a, b in orthogonal_pairs(n, n):
        problem.add([a, b], 0, 1)
    return problem


_TEMPLATES = (
    "Solve this Hitori puzzle on a {n}x{n} grid:\n{grid}\nShade some cells so that (1) no number appears twice "
    "among the unshaded cells of any row or column, (2) no two shaded cells are horizontally or vertically "
    "adjacent, and (3) all unshaded cells form one connected group (moving up, down, left, right).",
    "Hitori ({n} by {n}). Blacken cells of the grid below until no row and no column has a repeated number "
    "among its remaining white cells. Black cells may touch only at corners, never along a side, and the "
    "white cells must all be connected to each other through shared sides.\n{grid}",
    "Here is a number grid:\n{grid}\nChoose cells to shade. Rules: every row and every column must have its "
    "unshaded numbers all different; shaded cells never share an edge; the unshaded cells must stay in a single "
    "orthogonally connected region.",
)


class Hitori(ShadeGridAnswer, Bootcamp):
    id = "puzzle/hitori"
    description = "Hitori: shade cells so no row or column repeats a number, shaded cells apart, the rest connected"
    Config = Config
    LEVELS = {
        "1": Config(size=4, shade=0.2),
        "2": Config(size=5, shade=0.24),
        "3": Config(size=5, shade=0.3),
        "4": Config(size=6, shade=0.18),
        "5": Config(size=6, shade=0.35),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            grid = random_latin_square(n, rng)
            shaded: set[tuple[int, int]] = set()
            order = [(r, c) for r in range(n) for c in range(n)]
            rng.shuffle(order)
            for r, c in order:
                if len(shaded) >= config.shade * n * n:
                    break
                if any((r + dr, c + dc) in shaded for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))):
                    continue
                white = {(a, b) for a in range(n) for b in range(n)} - shaded - {(r, c)}
                if connected(white):
                    shaded.add((r, c))
            for r, c in sorted(shaded):
                seen = sorted({grid[r][k] for k in range(n) if (r, k) not in shaded} |
                              {grid[k][c] for k in range(n) if (k, c) not in shaded})
                grid[r][c] = rng.choice(seen)
            gold = [int((r, c) in shaded) for r in range(n) for c in range(n)]
            try:
                circled = reveal_binary(build(grid, {}), gold, rng, max_nodes=3000, only=0)
            except (Budget, ValueError):
                continue
            data = {"grid": grid, "circled": sorted(circled)}
            return data, [gold[r * n : (r + 1) * n] for r in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["grid"])
        grid = "\n".join(" ".join(str(v) for v in row) for row in data["grid"])
        text = rng.choice(_TEMPLATES).format(n=n, grid=grid)
        if data["circled"]:
            text += ("\nThese cells are known to stay unshaded (r1c1 is the top-left cell): "
                     + ", ".join(cell_name(*divmod(v, n)) for v in data["circled"]) + ".")
        form = ("the grid, rows separated by semicolons (or one per line), # for a shaded cell and . for an "
                "unshaded one (for example .#..;.... for two rows of a 4x4 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Row by row (see ``row_moves``), rows written with # for shaded; a full grid counts
        once its white cells are connected."""
        n = len(data["grid"])

        def goal(node: tuple) -> bool:
            return len(node) == n and connected({(r, c) for r, row in enumerate(node) for c in range(n) if row[c] == "."})

        rows = traced_dfs(t, (), lambda node: tuple(row_moves(node, data)), lambda node, row: node + (row,), goal,
                          name="rows")
        if not isinstance(rows, tuple) or len(rows) != n:
            return []
        return [[int(ch == "#") for ch in str(row)] for row in rows]

    def solve(self, data: dict) -> list[list[int]]:
        """Another model: the 0/1 propagation solver over ``build``'s sums (k equal numbers in a
        line keep at most one white, no two shaded neighbours), white connectivity on full grids."""
        n = len(data["grid"])
        found = build(data["grid"], {v: 0 for v in data["circled"]}).solutions(limit=1)
        return [found[0][r * n : (r + 1) * n] for r in range(n)] if found else []


def row_moves(node: tuple[str, ...], data: dict) -> list[str]:
    """The shadings of the next row: non-adjacent shaded cells leaving the row's white numbers
    distinct, no circled cell shaded, none under a shaded cell, and no white number that a
    white cell above in its column already has, and no group of white cells walled off from
    the rows below. Fewer shaded cells first."""
    grid, n, r = data["grid"], len(data["grid"]), len(node)
    if r == n:
        return []
    circled = {v - r * n for v in data["circled"] if r * n <= v < (r + 1) * n}
    out = []
    for cells in _shadings(n):
        if cells & circled or (node and any(node[-1][c] == "#" for c in cells)):
            continue
        white = [grid[r][c] for c in range(n) if c not in cells]
        if len(set(white)) != len(white):
            continue
        if any(c not in cells and any(grid[k][c] == grid[r][c] and node[k][c] == "." for k in range(r)) for c in range(n)):
            continue
        row = "".join("#" if c in cells else "." for c in range(n))
        if r + 1 < n and not _open_ended(node + (row,)):
            continue
        out.append(row)
    return out


def _open_ended(rows: tuple[str, ...]) -> bool:
    """Whether every group of white cells in these rows reaches the last of them (a group that
    does not is walled off from the rows still to come, so the whites could never connect)."""
    n, last = len(rows[0]), len(rows) - 1
    seen = {(last, c) for c in range(n) if rows[last][c] == "."}
    stack = list(seen)
    while stack:
        r, c = stack.pop()
        for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= a <= last and 0 <= b < n and rows[a][b] == "." and (a, b) not in seen:
                seen.add((a, b))
                stack.append((a, b))
    return len(seen) == sum(row.count(".") for row in rows)


@lru_cache(maxsize=None)
def _shadings(n: int) -> tuple[frozenset, ...]:
    """Sets of pairwise non-adjacent columns of a row of n, smallest first."""
    return tuple(frozenset(cells) for k in range(n // 2 + 2) for cells in combinations(range(n), k)
                 if all(b - a > 1 for a, b in zip(cells, cells[1:])))


BOOTCAMP = Hitori()
