"""KenKen cage counting: a cage of a KenKen (calcudoku) grid, its cells, its operation and its
target. In how many ways can digits 1..n be written in the cage's cells so that the operation
gives the target, without repeating a digit in a row or a column (some digits are stated to
stand already in the cage's rows or columns, outside it)? Counting a
cage's fillings is the step a KenKen solver starts from, asked on its own; the gold comes from
a pruned search over the cells (at least one filling exists: the target is taken from one)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import product
from math import prod

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import cell_name
from bootcamps.kit.puzzles import random_polyomino
from bootcamps.kit.puzzles2 import cage_moves, traced_dfs
from bootcamps.trace import Tracer

_OPS = {"+": ("sum", "+"), "x": ("product", "×"), "-": ("difference", "−"), "/": ("quotient", "÷")}


@dataclass(frozen=True)
class Config:
    size: int = 6  # the largest grid: digits 1..n for n drawn from size-2..size
    cells: int = 3
    facts: int = 1  # digits stated to stand already in a row or column of the cage, outside it

    def __post_init__(self) -> None:
        if not 0 <= self.facts <= 4:
            raise ValueError(f"facts must be in 0..4, got {self.facts}")
        if not 5 <= self.size <= 9:
            raise ValueError(f"size must be in 5..9, got {self.size}")
        if not 2 <= self.cells <= 5:
            raise ValueError(f"cells must be in 2..5, got {self.cells}")


def banned_digits(cells: list[list[int]], facts: list[list]) -> list[list[int]]:
    """Per cage cell, the digits the facts (["row" or "column", index, digit]) rule out there."""
    return [sorted({d for kind, i, d in facts if (kind == "row" and r == i) or (kind == "column" and c == i)})
            for r, c in cells]


def count_fillings(n: int, cells: list[list[int]], op: str, target: int, facts: list[list]) -> int:
    """The pruned search of ``program`` without a tracer (the generator's count)."""
    banned = banned_digits(cells, facts)

    def count(node: tuple) -> int:
        if len(node) == len(cells):
            return 1
        return sum(count(node + (d,)) for d in cage_moves(node, cells, n, op, target, banned))

    return count(())


def fillings(n: int, cells: list[list[int]], op: str, target: int, facts: list[list]) -> int:
    """Every tuple of digits, checked against the rules (the brute-force reference)."""
    count = 0
    for values in product(range(1, n + 1), repeat=len(cells)):
        if any((kind == "row" and cells[j][0] == i or kind == "column" and cells[j][1] == i) and values[j] == d
               for kind, i, d in facts for j in range(len(cells))):
            continue
        if any(values[i] == values[j] and (cells[i][0] == cells[j][0] or cells[i][1] == cells[j][1])
               for i in range(len(cells)) for j in range(i)):
            continue
        if op == "+":
            ok = sum(values) == target
        elif op == "x":
            ok = prod(values) == target
        elif op == "-":
            ok = max(values) - min(values) == target
        else:
            ok = max(values) == min(values) * target
        count += ok
    return count


_TEMPLATES = (
    "In a {n}x{n} KenKen every row and every column holds the digits 1 to {n} once each. One cage covers the cells "
    "{cells}, and its {word} must be {target} ({sign}). Ignoring the rest of the grid, in how many ways can the cage "
    "be filled? Two cells of the cage in the same row or column must differ; cells in different rows and columns may "
    "repeat a digit. Fillings differ when some cell gets a different digit.",
    "Count the fillings of this calcudoku cage. Grid size {n} (digits 1-{n}, no repeat in any row or column). Cage "
    "cells: {cells}. Clue: {target}{sign}, meaning the {word} of the cage's digits is {target}. How many assignments "
    "of digits to these cells satisfy the clue and the no-repeat rule within the cage's rows and columns?",
    "A cage in a {n} by {n} KenKen puzzle contains {cells}; its clue is {target}{sign} (the {word} of its digits). "
    "Each cell takes a digit from 1 to {n}, and a digit may not appear twice in one row or one column. How many "
    "different ways are there to fill just this cage?",
)


class KenkenCageCount(IntegerAnswer, Bootcamp):
    id = "puzzle/kenken_cage_count"
    description = "KenKen cage counting: the fillings of one cage that meet its operation and target"
    Config = Config
    LEVELS = {
        "1": Config(size=9, cells=2, facts=1),
        "2": Config(size=8, cells=3, facts=1),
        "3": Config(size=9, cells=3, facts=2),
        "4": Config(size=7, cells=4, facts=2),
        "5": Config(size=9, cells=4, facts=2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.size - 2, config.size)
        shape = random_polyomino(config.cells, rng)
        height, width = max(r for r, _ in shape) + 1, max(c for _, c in shape) + 1
        dr, dc = rng.randrange(n - height + 1), rng.randrange(n - width + 1)
        cells = [[r + dr, c + dc] for r, c in shape]
        while True:
            values = [rng.randint(1, n) for _ in cells]
            if not any(values[i] == values[j] and (cells[i][0] == cells[j][0] or cells[i][1] == cells[j][1])
                       for i in range(len(cells)) for j in range(i)):
                break
        ops = ["+", "x"] + (["-", "/"] if len(cells) == 2 else [])
        op = rng.choice(ops)
        if op == "/" and max(values) % min(values):
            op = "-"
        if op == "-" and max(values) == min(values):
            op = "+"
        target = {"+": sum(values), "x": prod(values), "-": max(values) - min(values), "/": max(values) // min(values)}[op]
        facts: list[list] = []
        for _ in range(config.facts):  # a digit outside the cage in one of its lines, never one the cage uses there
            kind = rng.choice(("row", "column"))
            i = rng.choice([cell[0] if kind == "row" else cell[1] for cell in cells])
            used = {v for cell, v in zip(cells, values) if cell[0 if kind == "row" else 1] == i}
            options = [d for d in range(1, n + 1) if d not in used and [kind, i, d] not in facts]
            if options:
                facts.append([kind, i, rng.choice(options)])
        data = {"size": n, "cells": cells, "op": op, "target": target, "facts": sorted(facts)}
        return data, count_fillings(n, cells, op, target, data["facts"])

    def prompt(self, data: dict, rng: random.Random) -> str:
        word, sign = _OPS[data["op"]]
        if rng.random() < 0.5:
            sign = {"x": "*", "-": "-", "/": "/", "+": "+"}[data["op"]]
        cells = ", ".join(cell_name(r, c) for r, c in data["cells"])
        text = rng.choice(_TEMPLATES).format(n=data["size"], cells=cells, word=word, sign=sign, target=data["target"])
        if data["facts"]:
            text += " Elsewhere in the grid (outside the cage) these digits are already placed: " + "; ".join(
                f"a {d} in {kind} {i + 1}" for kind, i, d in data["facts"]) + "."
        return f"{text} (r1c1 is the top-left cell.)\n\n{answer_instruction('the number of fillings, an integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n, cells, op, target = data["size"], data["cells"], data["op"], data["target"]
        banned = banned_digits(cells, data["facts"])
        return traced_dfs(t, (), lambda node: cage_moves(node, cells, n, op, target, banned), lambda node, d: node + (d,),
                          lambda node: len(node) == len(cells), name="digits", count=True)

    def solve(self, data: dict) -> int:
        return fillings(data["size"], data["cells"], data["op"], data["target"], data["facts"])


BOOTCAMP = KenkenCageCount()
