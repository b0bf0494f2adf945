"""Count the ways to tile the open cells of a grid (some cells blocked) with 1x2 dominoes."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import render
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 4  # largest board: each case has rows-1..rows rows and cols-2..cols columns
    cols: int = 4
    holes: int = 2  # most blocked cells: each case has holes-2..holes

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 10 or not 2 <= self.cols <= 10:
            raise ValueError(f"rows and cols must be in 2..10, got {self.rows}x{self.cols}")
        if not 0 <= self.holes <= self.rows * self.cols // 3:
            raise ValueError(f"holes must be in 0..{self.rows * self.cols // 3}, got {self.holes}")


_TEMPLATES = (
    "In how many ways can the open cells (.) of this grid be covered by 1x2 dominoes, each domino covering two "
    "open cells that share a side, with no overlaps, no domino on a blocked cell (#) and every open cell covered?"
    "\n{grid}",
    "A floor has the shape below (. is floor, # is a pillar):\n{grid}\nCount the different ways to tile the whole "
    "floor with 2x1 tiles (horizontal or vertical) without cutting any tile or covering a pillar.",
    "Count the perfect domino tilings of the open cells in this {r}x{c} board (# cells are removed):\n{grid}\n"
    "Two tilings differ if some domino covers a different pair of cells.",
)


class DominoTilings(IntegerAnswer, Bootcamp):
    id = "spatial/domino_tilings"
    description = "Number of domino tilings of a grid region with blocked cells"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, cols=6, holes=7),
        "2": Config(rows=6, cols=6, holes=8),
        "3": Config(rows=6, cols=7, holes=8),
        "4": Config(rows=7, cols=8, holes=9),
        "5": Config(rows=8, cols=9, holes=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:  # open cells balanced between the two chessboard colours, so tilings may exist
            rows = rng.randint(max(2, config.rows - 1), config.rows)  # the board's shape varies too
            cols = rng.randint(max(2, config.cols - 2), config.cols)
            holes = rng.randint(max(0, config.holes - 2), config.holes)
            blocked = set(rng.sample(range(rows * cols), holes))
            black_open = sum(1 for r in range(rows) for c in range(cols) if (r + c) % 2 and r * cols + c not in blocked)
            if 2 * black_open == rows * cols - holes:
                grid = [[int(r * cols + c in blocked) for c in range(cols)] for r in range(rows)]
                data = {"grid": grid}
                count = count_by_profile(grid)
                if count > 0:
                    return data, count

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        text = rng.choice(_TEMPLATES).format(grid=render(grid, sep="", symbols={0: ".", 1: "#"}), r=len(grid), c=len(grid[0]))
        return f"{text}\n{answer_instruction('the number of tilings, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Row by row: ways[mask] counts the partial tilings in which the cells of the next row
        marked in mask are already covered by vertical dominoes from this row."""
        grid = data["grid"]
        rows = len(grid)
        ways = {0: 1}
        for r in range(rows):
            t.state(f"row {r + 1}")
            t.fetch(f"row[{r + 1}]", "".join("#" if x else "." for x in grid[r]))
            before = t.fetch("ways", sorted([m, w] for m, w in ways.items()))
            nxt: dict[int, int] = {}
            for mask, count in before:
                for out in _fill_row(grid[r], grid[r + 1] if r + 1 < rows else None, mask):
                    nxt[out] = nxt.get(out, 0) + count
            ways = {m: w for m, w in nxt.items()}
            t.compute("ways", sorted([m, w] for m, w in ways.items()), why="every way to cover the rest of this row")
        t.state("answer")
        return t.compute("tilings", ways.get(0, 0), why="no domino may stick out below the last row")

    def solve(self, data: dict) -> int:
        """Cover the first open cell right or down, memoised on the set of covered cells."""
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        start = sum(1 << (r * cols + c) for r in range(rows) for c in range(cols) if grid[r][c])
        full = (1 << (rows * cols)) - 1
        memo: dict[int, int] = {}

        def count(covered: int) -> int:
            if covered == full:
                return 1
            if covered in memo:
                return memo[covered]
            v = (~covered & (covered + 1)).bit_length() - 1  # the first open cell
            total = 0
            if v % cols + 1 < cols and not (covered >> (v + 1)) & 1:
                total += count(covered | (3 << v))
            if v + cols < rows * cols and not (covered >> (v + cols)) & 1:
                total += count(covered | (1 << v) | (1 << (v + cols)))
            memo[covered] = total
            return total

        return count(start)


def _fill_row(row: list[int], below: list[int] | None, mask: int):
    """Masks of next-row cells covered by vertical dominoes, over every way to cover the
    open cells of ``row`` not already covered (``mask``) by horizontal or vertical dominoes."""
    cols = len(row)

    def go(c: int, out: int):
        if c == cols:
            yield out
            return
        if row[c] or (mask >> c) & 1:
            yield from go(c + 1, out)
            return
        if c + 1 < cols and not row[c + 1] and not (mask >> (c + 1)) & 1:
            yield from go(c + 2, out)
        if below is not None and not below[c]:
            yield from go(c + 1, out | (1 << c))

    yield from go(0, 0)


def count_by_profile(grid: list[list[int]]) -> int:
    ways = {0: 1}
    for r, row in enumerate(grid):
        nxt: dict[int, int] = {}
        for mask, count in ways.items():
            for out in _fill_row(row, grid[r + 1] if r + 1 < len(grid) else None, mask):
                nxt[out] = nxt.get(out, 0) + count
        ways = nxt
    return ways.get(0, 0)


BOOTCAMP = DominoTilings()
