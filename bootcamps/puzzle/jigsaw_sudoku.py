"""Jigsaw (irregular) Sudoku: an n x n grid cut into n irregular regions of n cells each; every
row, column and region holds 1..n once. The regions come from random swaps between the rows
that keep every region connected; givens are revealed where a second solution differs until
the constraint solver finds exactly one. Those pure-Python uniqueness searches keep generation
at one to a few hundred cases/s."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, Problem, reveal_until_unique
from bootcamps.kit.puzzles3 import DigitGridAnswer, equal_regions, traced_grid
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 6
    extra: float = 0.2  # share of cells shown at random before the uniqueness loop adds more

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 7:
            raise ValueError(f"size must be in 4..7, got {self.size}")
        if not 0.0 <= self.extra <= 0.8:
            raise ValueError(f"extra must be in [0, 0.8], got {self.extra}")


def build(regions: list[str], givens: dict[int, int]) -> Problem:
    n = len(regions)
    digits = range(1, n + 1)
    problem = Problem([(givens[v],) if v in givens else digits for v in range(n * n)])
    for i in range(n):
        problem.alldiff([i * n + c for c in range(n)], digits)
        problem.alldiff([r * n + i for r in range(n)], digits)
    for label in sorted(set("".join(regions))):
        problem.alldiff([r * n + c for r in range(n) for c in range(n) if regions[r][c] == label], digits)
    return problem


_TEMPLATES = (
    "Solve this {n}x{n} jigsaw Sudoku. The letter grid shows the {n} irregular regions (cells with the same "
    "letter form one region of {n} cells). Fill every blank ({blank}) with a digit 1-{n} so that each row, each "
    "column and each region contains every digit 1-{n} exactly once.",
    "Irregular Sudoku on a {n} by {n} board. Instead of square boxes, the board is split into the {n} "
    "regions drawn with letters below. Place 1 to {n} so that no digit repeats in a row, in a column or in a "
    "region. Blank cells are shown as {blank}.",
    "Fill in this jigsaw-style Sudoku: digits 1..{n}, each exactly once per row, per column and per outlined "
    "region (the regions are given as a grid of letters, one letter per region). Unknown cells: {blank}.",
)


class JigsawSudoku(DigitGridAnswer, Bootcamp):
    id = "puzzle/jigsaw_sudoku"
    description = "Jigsaw Sudoku: irregular regions instead of boxes; each row, column and region holds 1..n once"
    Config = Config
    LEVELS = {
        "1": Config(size=4, extra=0.2),
        "2": Config(size=5, extra=0.25),
        "3": Config(size=5, extra=0.0),
        "4": Config(size=6, extra=0.2),
        "5": Config(size=6, extra=0.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            owner = equal_regions(n, rng)
            regions = ["".join(string.ascii_uppercase[v] for v in row) for row in owner]
            try:
                gold = build(regions, {}).solutions(limit=1, rng=rng, max_nodes=3000)[0]
                start = {v: gold[v] for v in rng.sample(range(n * n), round(config.extra * n * n))}
                shown = reveal_until_unique(lambda g: build(regions, g), gold, rng, start, max_nodes=3000)
            except (Budget, IndexError):
                continue
            puzzle = [[shown.get(r * n + c, 0) for c in range(n)] for r in range(n)]
            return {"regions": regions, "puzzle": puzzle}, [gold[r * n : (r + 1) * n] for r in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["regions"])
        blank = rng.choice((".", "_", "0"))
        text = rng.choice(_TEMPLATES).format(n=n, blank=blank)
        grid = "\n".join(" ".join(str(v) if v else blank for v in row) for row in data["puzzle"])
        regions = "\n".join(" ".join(row) for row in data["regions"])
        form = f"the completed grid, its {n} rows from top to bottom separated by semicolons, each row as its {n} digits"
        return f"{text}\n\nRegions:\n{regions}\n\nDigits:\n{grid}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = len(data["regions"])
        givens = {r * n + c: v for r, row in enumerate(data["puzzle"]) for c, v in enumerate(row) if v}
        return traced_grid(t, build(data["regions"], givens), n, n)

    def solve(self, data: dict) -> list[list[int]]:
        """Backtracking with bit masks of the digits used per row, column and region, always at
        the blank with the fewest digits left."""
        regions, n = data["regions"], len(data["regions"])
        label = {ch: i for i, ch in enumerate(sorted(set("".join(regions))))}
        grid = [row[:] for row in data["puzzle"]]
        rows, cols, regs = [0] * n, [0] * n, [0] * n
        for r in range(n):
            for c in range(n):
                if grid[r][c]:
                    bit = 1 << grid[r][c]
                    rows[r] |= bit
                    cols[c] |= bit
                    regs[label[regions[r][c]]] |= bit
        full = sum(1 << d for d in range(1, n + 1))

        def fill() -> bool:
            best, best_free = None, 0
            for r in range(n):
                for c in range(n):
                    if not grid[r][c]:
                        free = full & ~(rows[r] | cols[c] | regs[label[regions[r][c]]])
                        if best is None or bin(free).count("1") < bin(best_free).count("1"):
                            best, best_free = (r, c), free
            if best is None:
                return True
            r, c = best
            g = label[regions[r][c]]
            for d in range(1, n + 1):
                bit = 1 << d
                if best_free & bit:
                    grid[r][c] = d
                    rows[r] |= bit
                    cols[c] |= bit
                    regs[g] |= bit
                    if fill():
                        return True
                    rows[r] &= ~bit
                    cols[c] &= ~bit
                    regs[g] &= ~bit
            grid[r][c] = 0
            return False

        fill()
        return grid


BOOTCAMP = JigsawSudoku()
