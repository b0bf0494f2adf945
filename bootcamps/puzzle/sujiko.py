"""Sujiko: place the numbers 1..n*n once each in an n x n grid (3x3 with 1..9, at higher levels
4x4 with 1..16) so that the four cells of every 2x2 block add up to the circled clue at that
block's centre. Unlike killer sudoku or kakuro there are no rows or columns to complete: the
whole grid is one permutation and the overlapping 2x2 sums are the only arithmetic. Unique by
construction: the clues are the sums of a random permutation, and gold numbers where a second
solution differs are revealed until the constraint search (kit.backtrack) finds one solution.
The repeated uniqueness searches (a permutation with only sum bounds to propagate) hold
generation to a few hundred cases/s; a few extra givens at every level keep it there, since a
4x4 grid with no head start costs ~50 ms to prove unique."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem, reveal_until_unique, traced_search
from bootcamps.kit.boards import IntGridAnswer
from bootcamps.kit.grids import cell_name, read_grid
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 3
    extra: int = 0  # gold numbers shown beyond those uniqueness needs (an easier start)

    def __post_init__(self) -> None:
        if self.size not in (3, 4):
            raise ValueError(f"size must be 3 or 4, got {self.size}")
        if not 0 <= self.extra <= self.size * self.size // 2:
            raise ValueError(f"extra must be in 0..{self.size * self.size // 2}, got {self.extra}")


def blocks(n: int) -> list[tuple[int, int, list[int]]]:
    """Every 2x2 block: (top row, left column, its four cell indexes)."""
    return [(r, c, [r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1])
            for r in range(n - 1) for c in range(n - 1)]


def build(n: int, sums: list[list[int]], shown: dict[int, int]) -> Problem:
    full = range(1, n * n + 1)
    problem = Problem([(shown[v],) if v in shown else full for v in range(n * n)])
    problem.alldiff(range(n * n), full)
    for r, c, cells in blocks(n):
        problem.linear(cells, sums[r][c], sums[r][c])
        # implied by two neighbouring blocks: their non-shared cell pairs differ by the sums' difference
        if c + 1 < n - 1:
            gap = sums[r][c] - sums[r][c + 1]
            problem.linear([cells[0], cells[2], cells[1] + 1, cells[3] + 1], gap, gap, [1, 1, -1, -1])
        if r + 1 < n - 1:
            gap = sums[r][c] - sums[r + 1][c]
            problem.linear([cells[0], cells[1], cells[2] + n, cells[3] + n], gap, gap, [1, 1, -1, -1])
    return problem


_TEMPLATES = (
    "Sujiko puzzle, {n}x{n}. Write each of the numbers 1 to {m} exactly once into the grid. Every 2x2 block of "
    "neighbouring cells has a circled clue at its centre: the four numbers of that block must add up to the clue.\n\n"
    "Grid ({blank} = empty, r1c1 is the top-left cell):\n{grid}\n\nBlock sums:\n{sums}",
    "Place 1..{m} into a {n} by {n} grid, using every number once. The clues below give, for each 2x2 square of "
    "cells (named by its top-left cell rXcY, row X from the top, column Y from the left), the total of its four "
    "numbers.\n{sums}\nNumbers already placed ({blank} marks an empty cell):\n{grid}",
    "A {n}x{n} grid must hold the numbers from 1 to {m}, each exactly once, so that each overlapping 2x2 block "
    "sums to its circled total.\nStarting grid, cells rXcY with row X and column Y counted from the top left "
    "({blank} is blank):\n{grid}\nThe circled totals:\n{sums}",
)


class Sujiko(IntGridAnswer, Bootcamp):
    id = "puzzle/sujiko"
    description = "Sujiko: a permutation of 1..n^2 in an n x n grid whose 2x2 blocks meet circled sums; one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=3, extra=3),
        "2": Config(size=3, extra=2),
        "3": Config(size=3, extra=1),
        "4": Config(size=4, extra=5),
        "5": Config(size=4, extra=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        gold = list(range(1, n * n + 1))
        rng.shuffle(gold)
        sums = [[0] * (n - 1) for _ in range(n - 1)]
        for r, c, cells in blocks(n):
            sums[r][c] = sum(gold[v] for v in cells)
        start = {v: gold[v] for v in rng.sample(range(n * n), config.extra)}
        shown = reveal_until_unique(lambda s: build(n, sums, s), gold, rng, start)
        data = {"size": n, "sums": sums, "givens": [[shown.get(r * n + c, 0) for c in range(n)] for r in range(n)]}
        return data, [gold[r * n : (r + 1) * n] for r in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        blank = rng.choice((".", "_"))
        grid = "\n".join(" ".join(str(x) if x else blank for x in row) for row in data["givens"])
        style = rng.randrange(2)
        lines = []
        for r, c, _ in blocks(n):
            s = data["sums"][r][c]
            if style:
                lines.append(f"{cell_name(r, c)}, {cell_name(r, c + 1)}, {cell_name(r + 1, c)}, {cell_name(r + 1, c + 1)} -> {s}")
            else:
                lines.append(f"block with top-left {cell_name(r, c)}: {s}")
        text = rng.choice(_TEMPLATES).format(n=n, m=n * n, blank=blank, grid=grid, sums="\n".join(lines))
        form = (f"the completed grid, {n} rows from top to bottom separated by semicolons, numbers in a row separated by "
                f"spaces (for example 1 2; 3 4 for a 2x2 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        """Numbers separated as the prompt asks; a 3x3 grid, whose numbers are all single digits,
        may also come as digit runs (123;456;789), which read one way only."""
        if super().check(data, answer, text):
            return 1.0
        if data["size"] != 3:
            return 0.0
        return 1.0 if read_grid(text, 3, 3, {str(d): d for d in range(1, 10)}) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        shown = {r * n + c: x for r, row in enumerate(data["givens"]) for c, x in enumerate(row) if x}
        values = traced_search(t, build(n, data["sums"], shown), [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Reading-order backtracking over unused numbers; a block is checked the moment its
        bottom-right cell is filled, givens only where they stand."""
        n = data["size"]
        givens = [x for row in data["givens"] for x in row]
        sums = data["sums"]
        grid = [0] * (n * n)
        used = set(x for x in givens if x)

        def fill(v: int) -> bool:
            if v == n * n:
                return True
            r, c = divmod(v, n)
            options = [givens[v]] if givens[v] else [x for x in range(1, n * n + 1) if x not in used]
            for x in options:
                grid[v] = x
                if r and c and grid[v] + grid[v - 1] + grid[v - n] + grid[v - n - 1] != sums[r - 1][c - 1]:
                    continue
                if not givens[v]:
                    used.add(x)
                if fill(v + 1):
                    return True
                if not givens[v]:
                    used.discard(x)
            grid[v] = 0
            return False

        fill(0)
        return [grid[r * n : (r + 1) * n] for r in range(n)]


BOOTCAMP = Sujiko()
