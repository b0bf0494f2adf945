"""Grid of the Wireworld cellular automaton after some generations.

Cells are empty (.), conductor (#), electron head (@) or electron tail (~). Each generation: a
head becomes a tail, a tail becomes a conductor, and a conductor becomes a head when exactly
one or two of its eight neighbours are heads; empty cells stay empty (cells beyond the border
count as empty). The trace is one state per row of every generation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    generations: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 20 or not 3 <= self.cols <= 20:
            raise ValueError(f"rows and cols must be in 3..20, got {self.rows}x{self.cols}")
        if not 1 <= self.generations <= 20:
            raise ValueError(f"generations must be in 1..20, got {self.generations}")


_TEMPLATES = (
    "Wireworld grid ('.' empty, '#' conductor, '@' electron head, '~' electron tail):\n{grid}\nRules, applied to all "
    "cells at once each generation: @ becomes ~; ~ becomes #; # becomes @ if exactly 1 or 2 of its 8 neighbours are "
    "@, otherwise stays #; '.' stays '.'. Cells outside the grid are empty. Show the grid after {g} generation(s).",
    "Run the Wireworld automaton for {g} step(s) on\n{grid}\n(. = empty, # = wire, @ = electron head, ~ = electron "
    "tail). Each step: heads turn into tails, tails turn back into wire, and wire turns into a head when one or "
    "two of its eight surrounding cells are heads. Beyond the edge everything is empty. Give the resulting grid.",
    "Electrons move along wires in Wireworld. Starting grid:\n{grid}\nUpdate rule (simultaneous): head -> tail, "
    "tail -> conductor, conductor -> head exactly when 1 or 2 of its Moore neighbours are heads. Empty stays "
    "empty, and the border is surrounded by empty cells. What is the grid after {g} update(s)?",
)


class Wireworld(SymbolGridAnswer, Bootcamp):
    id = "simulation/wireworld"
    description = "Wireworld automaton grid after some generations (electron heads along conductors)"
    Config = Config
    grid_symbols = {".": ".", "#": "#", "@": "@", "~": "~"}
    LEVELS = {
        "1": Config(rows=4, cols=5, generations=1),
        "2": Config(rows=5, cols=5, generations=2),
        "3": Config(rows=5, cols=6, generations=3),
        "4": Config(rows=6, cols=7, generations=3),
        "5": Config(rows=7, cols=8, generations=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        grid = []
        for _ in range(config.rows):
            row = ""
            for _ in range(config.cols):
                roll = rng.random()
                row += "." if roll < 0.4 else "#" if roll < 0.8 else "@" if roll < 0.9 else "~"
            grid.append(row)
        data = {"grid": grid, "generations": config.generations}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(grid="\n".join(data["grid"]), g=data["generations"])
        rows, cols = len(data["grid"]), len(data["grid"][0])
        form = f"the {rows} rows of {cols} symbols, one row per line, using . # @ ~ as in the question"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[str]]) -> str:
        return "\n".join("".join(row) for row in answer)

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        grid = list(data["grid"])
        rows, cols = len(grid), len(grid[0])
        for g in range(1, data["generations"] + 1):
            new = []
            for r in range(rows):
                t.state(f"generation {g} row {r}")
                t.fetch(f"rows {max(r - 1, 0)}..{min(r + 1, rows - 1)}", grid[max(r - 1, 0) : r + 2])
                line = ""
                for c in range(cols):
                    cell = grid[r][c]
                    if cell == "@":
                        line += "~"
                    elif cell == "~":
                        line += "#"
                    elif cell == "#":
                        heads = sum(grid[i][j] == "@" for i in range(max(r - 1, 0), min(r + 2, rows))
                                    for j in range(max(c - 1, 0), min(c + 2, cols)))
                        line += "@" if heads in (1, 2) else "#"
                    else:
                        line += "."
                new.append(t.compute(f"new row {r}", line))
            grid = new
        t.state("answer")
        return t.compute("answer", [list(row) for row in grid])

    def solve(self, data: dict) -> list[list[str]]:
        # Count head neighbours by shifting a padded grid in the eight directions.
        grid = [list(row) for row in data["grid"]]
        rows, cols = len(grid), len(grid[0])
        for _ in range(data["generations"]):
            pad = [["."] * (cols + 2)] + [["."] + row + ["."] for row in grid] + [["."] * (cols + 2)]
            nxt = []
            for r in range(rows):
                out = []
                for c in range(cols):
                    cell = grid[r][c]
                    heads = sum(pad[r + 1 + dr][c + 1 + dc] == "@" for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
                    out.append({"@": "~", "~": "#", ".": "."}.get(cell, "@" if 1 <= heads <= 2 else "#"))
                nxt.append(out)
            grid = nxt
        return grid


BOOTCAMP = Wireworld()
