"""KenKen (calcudoku): fill an n x n Latin square so that the numbers in each outlined cage
combine, with the cage's operation, to its target. Unique by construction: where a second
solution differs, the generator splits a differing cell off into its own one-cell cage and
re-checks with the constraint solver. Uniqueness searches cap generation at a few hundred
cases/s."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem, differing, latin_problem, random_latin_square, traced_search
from bootcamps.kit.enumerated import enumerated
from bootcamps.kit.grids import answer_line, cell_name, neighbours, read_grid, regions
from bootcamps.trace import Tracer

_OP_WORDS = {"+": "sum", "-": "difference", "*": "product", "/": "quotient", "=": "value"}


@dataclass(frozen=True)
class Config:
    size: int = 5
    max_cage: int = 3
    ops: str = "+-*/"

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 7:
            raise ValueError(f"size must be in 3..7, got {self.size}")
        if not 2 <= self.max_cage <= 5:
            raise ValueError(f"max_cage must be in 2..5, got {self.max_cage}")
        if not self.ops or any(op not in "+-*/" for op in self.ops) or "+" not in self.ops:
            raise ValueError(f"ops must be drawn from '+-*/' and include '+', got {self.ops!r}")


def cage_holds(op: str, target: int, values: tuple[int, ...]) -> bool:
    if op in ("+", "="):
        return sum(values) == target
    if op == "*":
        product = 1
        for v in values:
            product *= v
        return product == target
    if len(values) != 2:
        return False
    a, b = max(values), min(values)
    if op == "-":
        return a - b == target
    return b != 0 and a == b * target  # "/"


def cage_rule(op: str, target: int):
    return lambda values: cage_holds(op, target, values)


def build(n: int, cages: list[dict]) -> Problem:
    problem = latin_problem([[0] * n for _ in range(n)])
    for cage in cages:
        scope = [r * n + c for r, c in cage["cells"]]
        if cage["op"] in ("+", "="):
            problem.linear(scope, cage["target"], cage["target"])
        else:
            problem.propagator(scope, enumerated(scope, cage_rule(cage["op"], cage["target"])))
    return problem


def make_cage(cells: list[tuple[int, int]], grid: list[list[int]], ops: str, rng: random.Random) -> dict:
    values = [grid[r][c] for r, c in cells]
    if len(cells) == 1:
        op = "="
    else:
        choices = [op for op in ops if len(cells) == 2 or op in "+*"]
        if len(cells) == 2 and max(values) % min(values):
            choices = [op for op in choices if op != "/"]
        op = rng.choice(choices)
    a, b = max(values), min(values)
    target = {"=": values[0], "+": sum(values), "-": a - b, "/": a // b}.get(op)
    if op == "*":
        target = 1
        for v in values:
            target *= v
    return {"cells": [list(p) for p in sorted(cells)], "op": op, "target": target}


def partition(n: int, max_cage: int, rng: random.Random) -> list[list[tuple[int, int]]]:
    """Random connected cages of 1..max_cage cells covering the grid (singletons kept rare)."""
    owner = [[-1] * n for _ in range(n)]
    cages: list[list[tuple[int, int]]] = []
    order = [(r, c) for r in range(n) for c in range(n)]
    rng.shuffle(order)
    for start in order:
        if owner[start[0]][start[1]] >= 0:
            continue
        size = rng.randint(2, max_cage)
        cage = [start]
        owner[start[0]][start[1]] = len(cages)
        while len(cage) < size:
            frontier = [p for q in cage for p in neighbours(*q, n, n) if owner[p[0]][p[1]] < 0]
            if not frontier:
                break
            p = rng.choice(frontier)
            owner[p[0]][p[1]] = len(cages)
            cage.append(p)
        cages.append(cage)
    return cages


_TEMPLATES = (
    "Solve this {n}x{n} KenKen. Put a digit from 1 to {n} in every cell so that no digit repeats in any row or column. "
    "The cells are grouped into cages; the digits of a cage must produce the cage's target with its operation "
    "(+ adds them, * multiplies them, - is the larger minus the smaller of two cells, / is the larger divided by the "
    "smaller, and a one-cell cage just holds its value). Digits may repeat inside a cage if row and column allow it.",
    "Fill a {n} by {n} grid with 1-{n} so every row and every column holds each digit once. Each cage below lists its "
    "cells and a target with an operation: '+' sum, '*' product, '-' difference of its two cells, '/' quotient of "
    "its two cells (larger by smaller), '=' the single cell's value.",
    "Calcudoku, size {n}: every row and column is a permutation of 1..{n}. For each cage, combining its digits with "
    "the given operation must give the target (for - and / take the larger number first; cages of one cell show the "
    "digit itself).",
)


class KenKen(Bootcamp):
    id = "puzzle/kenken"
    description = "KenKen/Calcudoku: a Latin square whose cages meet arithmetic targets; exactly one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=4, max_cage=2, ops="+-"),
        "2": Config(size=4, max_cage=3, ops="+-*/"),
        "3": Config(size=5, max_cage=3, ops="+-*/"),
        "4": Config(size=6, max_cage=3, ops="+-*/"),
        "5": Config(size=7, max_cage=4, ops="+-*/"),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        grid = random_latin_square(n, rng)
        gold = [v for row in grid for v in row]
        groups = partition(n, config.max_cage, rng)
        while True:
            cages = [make_cage(g, grid, config.ops, rng) for g in groups]
            found = build(n, cages).solutions(limit=2)
            if len(found) == 1:
                break
            v = rng.choice(differing(found, gold))
            cell = divmod(v, n)
            split = next(g for g in groups if cell in g)
            groups.remove(split)
            # the cell becomes its own cage; the rest of its old cage, in connected pieces
            label = [[0] * n for _ in range(n)]
            for r, c in split:
                label[r][c] = 1
            label[cell[0]][cell[1]] = 0
            groups.append([cell])
            groups.extend([tuple(p) for p in piece] for piece in regions(label, keep=lambda x: x == 1))
            rng.shuffle(groups)
        cages.sort(key=lambda cage: cage["cells"])
        return {"size": n, "cages": cages}, grid

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        text = rng.choice(_TEMPLATES).format(n=n)
        lines = []
        symbolic = rng.random() < 0.5
        for i, cage in enumerate(data["cages"]):
            cells = ", ".join(cell_name(r, c) for r, c in cage["cells"])
            op = cage["op"]
            if symbolic:
                goal = f"{cage['target']}{op if op != '=' else ''}"
            else:
                goal = f"{_OP_WORDS[op]} {cage['target']}"
            lines.append(f"cage {i + 1}: {cells} -> {goal}")
        text += "\nCells are named r<row>c<column>, r1c1 top left.\n" + "\n".join(lines)
        form = f"the completed grid, its {n} rows from top to bottom separated by semicolons (for example 12;21 for a 2x2 grid)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        n = data["size"]
        return 1.0 if read_grid(text, n, n, {str(d): d for d in range(1, n + 1)}) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        values = traced_search(t, build(n, data["cages"]), [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        n = data["size"]
        (values,) = build(n, data["cages"]).solutions(limit=1)
        return [values[r * n : (r + 1) * n] for r in range(n)]


BOOTCAMP = KenKen()
