"""Kropki: fill an n x n Latin square (digits 1..n once per row and column) where every pair of
orthogonal neighbours shows its relation: a white dot when the two digits differ by 1, a black
dot when one is twice the other (1 and 2 may carry either), and no dot when neither holds. All
dots are drawn; a few digits are given. Unique by construction: digits where a second solution
differs are revealed until the constraint search finds one solution. Those uniqueness searches
(pair predicates enumerated by the generic solver) keep generation at a few hundred cases/s."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem, latin_problem, random_latin_square, reveal_until_unique, traced_search
from bootcamps.kit.boards import DigitGridAnswer
from bootcamps.kit.enumerated import enumerated
from bootcamps.kit.grids import answer_line
from bootcamps.kit.puzzles4 import cell_names, edge_board, neighbour_pairs, rows_of
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 5
    givens: int = 0  # digits shown before the uniqueness loop

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 7:
            raise ValueError(f"size must be in 3..7, got {self.size}")
        if not 0 <= self.givens <= self.size * self.size:
            raise ValueError(f"givens must be in 0..{self.size * self.size}, got {self.givens}")


def relation(a: int, b: int, mark: str) -> bool:
    """Whether digits a, b fit the mark: 'w' differ by one, 'b' one is double, '' neither."""
    white, black = abs(a - b) == 1, a == 2 * b or b == 2 * a
    if mark == "w":
        return white
    if mark == "b":
        return black
    return not white and not black


def dot_of(a: int, b: int, rng: random.Random) -> str:
    if {a, b} == {1, 2}:
        return rng.choice("wb")
    return "w" if abs(a - b) == 1 else "b" if a == 2 * b or b == 2 * a else ""


def build(n: int, givens: dict[int, int], dots: list[list]) -> Problem:
    grid = [[0] * n for _ in range(n)]
    for v, x in givens.items():
        grid[v // n][v % n] = x
    problem = latin_problem(grid)
    for r1, c1, r2, c2, mark in dots:
        pair = [r1 * n + c1, r2 * n + c2]
        problem.propagator(pair, enumerated(pair, lambda vals, m=mark: relation(vals[0], vals[1], m)))
    return problem


_RULES = (
    "Kropki puzzle. Fill the {n}x{n} grid with digits 1 to {n}, each digit exactly once in every row and every column. "
    "Between neighbouring cells, 'o' (a white dot) means the two digits are consecutive (differ by exactly 1) and '*' "
    "(a black dot) means one digit is exactly twice the other. Every dot is shown: where two neighbours have no dot "
    "between them, they are neither consecutive nor in a 1:2 ratio. A pair 1,2 may carry either dot. Empty cells are {blank}.",
    "Complete this {n}x{n} Latin square (each row and column uses 1..{n} once). Marks between adjacent cells: "
    "o = the digits differ by one; * = one digit is double the other (for 1 and 2 either mark can appear). Adjacent "
    "cells with no mark between them must differ by more than one and must not be in ratio 2:1 - all marks are "
    "given. Blank cells: {blank}.",
    "Place the digits 1-{n} so that no digit repeats in any row or column of the {n}x{n} board. The board shows "
    "white dots (o) between orthogonal neighbours whose digits are consecutive and black dots (*) between "
    "neighbours where one digit is twice the other; 1 next to 2 may have either kind. The dots are complete, so "
    "a missing dot rules out both relations. {blank} is an empty cell.",
)


class Kropki(DigitGridAnswer, Bootcamp):
    id = "puzzle/kropki"
    description = "Kropki: a Latin square with white (consecutive) and black (double) dots, all dots shown; one solution"
    Config = Config
    adversarial_exempt = {"split_digits": "every cell is one digit 1..n, so spacing inside a row cannot change a value"}
    LEVELS = {
        "1": Config(size=4, givens=2),
        "2": Config(size=5, givens=2),
        "3": Config(size=5, givens=0),
        "4": Config(size=6, givens=0),
        "5": Config(size=7, givens=0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        grid = random_latin_square(n, rng)
        gold = [v for row in grid for v in row]
        dots = []
        for r1, c1, r2, c2 in neighbour_pairs(n, n):
            mark = dot_of(grid[r1][c1], grid[r2][c2], rng)
            if mark:
                dots.append([r1, c1, r2, c2, mark])
        start = {v: gold[v] for v in rng.sample(range(n * n), config.givens)}
        shown = reveal_until_unique(lambda g: build(n, g, dots), gold, rng, start)
        givens = [[shown.get(r * n + c, 0) for c in range(n)] for r in range(n)]
        return {"size": n, "givens": givens, "dots": dots}, grid

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        blank = rng.choice((".", "_"))
        right, down = {}, {}
        for r1, c1, r2, c2, mark in data["dots"]:
            (right if r1 == r2 else down)[(r1, c1)] = "o" if mark == "w" else "*"
        cells = [[str(v) if v else blank for v in row] for row in data["givens"]]
        text = rng.choice(_RULES).format(n=n, blank=blank) + "\n\n" + edge_board(cells, right, down)
        form = f"the completed grid, {n} rows from top to bottom separated by semicolons (for example 12;21 for a 2x2 grid)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        givens = {r * n + c: x for r, row in enumerate(data["givens"]) for c, x in enumerate(row) if x}
        values = traced_search(t, build(n, givens, data["dots"]), cell_names(n, n)) or []
        return rows_of(values, n) if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Rows as permutations matching the givens and the row dots, stacked under the column dots."""
        n, givens = data["size"], data["givens"]
        right = {(r, c): "" for r in range(n) for c in range(n - 1)}
        down = {(r, c): "" for r in range(n - 1) for c in range(n)}
        for r1, c1, r2, c2, mark in data["dots"]:
            (right if r1 == r2 else down)[(r1, c1)] = mark

        def row_options(r: int) -> list[tuple[int, ...]]:
            """The rows r may hold: digits left to right, each new one unused in the row, equal
            to the given there and in the marked relation to the digit on its left."""
            out: list[tuple[int, ...]] = []

            def extend(row: tuple[int, ...]) -> None:
                c = len(row)
                if c == n:
                    out.append(row)
                    return
                for x in range(1, n + 1):
                    if x in row or (givens[r][c] and givens[r][c] != x):
                        continue
                    if c and not relation(row[-1], x, right[(r, c - 1)]):
                        continue
                    extend(row + (x,))

            extend(())
            return out

        options = [row_options(r) for r in range(n)]
        stack: list[tuple[int, ...]] = []

        def place(r: int) -> bool:
            if r == n:
                return True
            for p in options[r]:
                if any(p[c] == row[c] for row in stack for c in range(n)):
                    continue
                if r and not all(relation(stack[-1][c], p[c], down[(r - 1, c)]) for c in range(n)):
                    continue
                stack.append(p)
                if place(r + 1):
                    return True
                stack.pop()
            return False

        place(0)
        return [list(row) for row in stack]


BOOTCAMP = Kropki()
