"""Lakes on an ASCII map: water regions that land closes off from the map's edge (water that
reaches the edge is sea). Water connects orthogonally, or also diagonally at higher levels.
Count the lakes, or the water cells in them."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.grids import cell_name, neighbours, regions
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 8
    land: float = 0.55
    diagonal: bool = False  # water also flows between diagonal neighbours
    ask_cells: float = 0.0  # share of cases asking for the lake area instead of the lake count

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 30 or not 3 <= self.cols <= 40:
            raise ValueError(f"need 3 <= rows <= 30 and 3 <= cols <= 40, got {self.rows}x{self.cols}")
        if not 0.2 <= self.land <= 0.8:
            raise ValueError(f"land must be in [0.2, 0.8], got {self.land}")
        if not 0.0 <= self.ask_cells <= 1.0:
            raise ValueError(f"ask_cells must be in [0, 1], got {self.ask_cells}")


_CONNECT = {
    False: "Water cells belong together when they share a side (up, down, left, right; not diagonally).",
    True: "Water cells belong together when they touch, sideways or diagonally (all 8 neighbours).",
}
_TEMPLATES = (
    "Map ('#' land, '{w}' water):\n{map}\n{connect} A connected body of water that touches the edge of the map is "
    "sea; one that does not touch the edge anywhere is a lake. {question}",
    "In the grid below, {w} marks water and # marks land.\n{map}\n{connect} Water bodies that reach the border of the "
    "grid drain away; those completely enclosed are lakes. {question}",
    "{connect} A lake is a connected group of water cells ('{w}') with no cell on the outer border of the map "
    "(land is '#').\n{map}\n{question}",
)
_QUESTIONS = {"lakes": "How many lakes are there?", "cells": "How many water cells lie in lakes, in total?"}


class EnclosedLakes(IntegerAnswer, Bootcamp):
    id = "spatial/enclosed_lakes"
    description = "Count the lakes (water regions cut off from the map edge) or their total area on an ASCII map"
    Config = Config
    LEVELS = {
        "1": Config(rows=5, cols=6, land=0.6),
        "2": Config(rows=7, cols=8, land=0.58, ask_cells=0.3),
        "3": Config(rows=9, cols=11, land=0.56, ask_cells=0.4),
        "4": Config(rows=13, cols=16, land=0.68, diagonal=True, ask_cells=0.4),
        "5": Config(rows=16, cols=20, land=0.68, diagonal=True, ask_cells=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        rows = ["".join("#" if rng.random() < config.land else "~" for _ in range(config.cols)) for _ in range(config.rows)]
        data = {
            "map": rows, "diagonal": config.diagonal, "water": rng.choice("~.o"),
            "ask": "cells" if rng.random() < config.ask_cells else "lakes",
        }
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        shown = "\n".join(row.replace("~", data["water"]) for row in data["map"])
        text = rng.choice(_TEMPLATES).format(
            w=data["water"], map=shown, connect=_CONNECT[data["diagonal"]], question=_QUESTIONS[data["ask"]]
        )
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        grid = data["map"]
        rows, cols = len(grid), len(grid[0])
        count = 0
        for cells in regions(grid, keep=lambda v: v == "~", diagonal=data["diagonal"]):
            r, c = cells[0]
            t.state(f"water from {cell_name(r, c)}")
            size = t.compute("cells", len(cells), why="flood fill of this water body")
            edge = next((cell_name(a, b) for a, b in cells if a in (0, rows - 1) or b in (0, cols - 1)), None)
            if t.goto(edge is None, why="lake? (no cell on the border)" if edge is None else f"{edge} is on the border"):
                count = t.compute("answer so far", count + (size if data["ask"] == "cells" else 1))
        t.state("answer")
        return t.ret("answer", count)

    def solve(self, data: dict) -> int:
        """Flood the sea in from the border first; what water is left is lake water, whose
        bodies are then counted by a second flood."""
        grid, diagonal = data["map"], data["diagonal"]
        rows, cols = len(grid), len(grid[0])
        wet = {(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "~"}
        sea = [(r, c) for r, c in wet if r in (0, rows - 1) or c in (0, cols - 1)]
        seen = set(sea)
        while sea:
            cell = sea.pop()
            for nxt in neighbours(*cell, rows, cols, diagonal):
                if nxt in wet and nxt not in seen:
                    seen.add(nxt)
                    sea.append(nxt)
        lake = wet - seen
        if data["ask"] == "cells":
            return len(lake)
        bodies = 0
        while lake:
            bodies += 1
            stack = [lake.pop()]
            while stack:
                for nxt in neighbours(*stack.pop(), rows, cols, diagonal):
                    if nxt in lake:
                        lake.discard(nxt)
                        stack.append(nxt)
        return bodies


BOOTCAMP = EnclosedLakes()
