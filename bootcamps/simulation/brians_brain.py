"""Grid of Brian's Brain, the three-state cellular automaton, after some steps.

Cells are off (.), firing (#) or dying (o). Each step, all at once: a firing cell becomes dying,
a dying cell becomes off, and an off cell starts firing when exactly two of its eight
neighbours are firing. The prompt states how the edges behave: either everything beyond the
border is off, or the grid wraps around (a torus). The answer is the whole grid. The trace is
one state per row of every step: it fetches the three rows around it, counts the firing
neighbours of each cell and writes the new row.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.trace import Tracer

EDGES = ("dead", "wrap")
_EDGE_TEXT = {
    "dead": ("Cells beyond the border count as off and never change.",
             "Everything outside the grid is permanently off.",
             "The grid does not wrap: positions off the edge are simply off."),
    "wrap": ("The grid wraps around like a torus: the row above the top row is the bottom row, and the column left of "
             "the first column is the last column (corners wrap both ways).",
             "Edges wrap around (toroidal grid): a cell on the top row has neighbours on the bottom row, a cell in the "
             "last column has neighbours in the first column, diagonals included.",
             "The board is a torus: leaving one side brings you in at the opposite side, so every cell has exactly "
             "eight neighbours."),
}


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    steps: int = 1
    edges: tuple[str, ...] = ("dead",)
    firing: float = 0.22
    dying: float = 0.12

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 20 or not 3 <= self.cols <= 20:
            raise ValueError(f"rows and cols must be in 3..20, got {self.rows}x{self.cols}")
        if not 1 <= self.steps <= 20:
            raise ValueError(f"steps must be in 1..20, got {self.steps}")
        if not self.edges or any(e not in EDGES for e in self.edges):
            raise ValueError(f"edges must be a non-empty subset of {', '.join(EDGES)}, got {self.edges}")
        if not (0 < self.firing < 1 and 0 <= self.dying < 1 and self.firing + self.dying < 1):
            raise ValueError(f"firing and dying must be probabilities summing below 1, got {self.firing}, {self.dying}")


_TEMPLATES = (
    "Brian's Brain is a cellular automaton whose cells are off (.), firing (#) or dying (o). Every step all cells "
    "update at the same time: a firing cell becomes dying, a dying cell becomes off, and an off cell becomes firing "
    "if exactly 2 of its 8 neighbours (orthogonal and diagonal) are firing, otherwise it stays off. {edges}\n"
    "Starting grid ({rows} rows, {cols} columns):\n{grid}\nWhat is the grid after {k} step(s)?",
    "Run {k} generation(s) of Brian's Brain on this {rows}x{cols} grid:\n{grid}\nSymbols: '.' off, '#' on (firing), "
    "'o' dying. Rules, applied simultaneously: # -> o; o -> .; . -> # exactly when two of its eight surrounding cells "
    "are #, else it stays '.'. {edges} Give the grid that results.",
    "A three-state automaton: '#' = firing, 'o' = refractory (dying), '.' = resting (off). In one tick a firing cell "
    "turns refractory, a refractory cell rests, and a resting cell fires if and only if exactly two of its Moore "
    "neighbours (the eight cells around it) are firing at the start of the tick. {edges}\nInitial state:\n{grid}\n"
    "Show the state after {k} tick(s).",
)


def _counts(grid: list[str], r: int, wrap: bool) -> list[int]:
    """Firing neighbours of every cell of row r."""
    rows, cols = len(grid), len(grid[0])
    out = []
    for c in range(cols):
        n = 0
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if not (dr or dc):
                    continue
                i, j = r + dr, c + dc
                if wrap:
                    i, j = i % rows, j % cols
                elif not (0 <= i < rows and 0 <= j < cols):
                    continue
                n += grid[i][j] == "#"
        out.append(n)
    return out


class BriansBrain(SymbolGridAnswer, Bootcamp):
    id = "simulation/brians_brain"
    description = "Brian's Brain (off/firing/dying) automaton grid after k steps, bounded or toroidal edges"
    Config = Config
    grid_symbols = {".": ".", "#": "#", "o": "o"}
    LEVELS = {
        "1": Config(rows=4, cols=5, steps=1, edges=("dead",)),
        "2": Config(rows=5, cols=5, steps=2, edges=("dead",)),
        "3": Config(rows=5, cols=6, steps=2, edges=("dead", "wrap")),
        "4": Config(rows=6, cols=7, steps=3, edges=("dead", "wrap")),
        "5": Config(rows=8, cols=8, steps=4, edges=("dead", "wrap")),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        while True:
            grid = []
            for _ in range(config.rows):
                row = ""
                for _ in range(config.cols):
                    roll = rng.random()
                    row += "#" if roll < config.firing else "o" if roll < config.firing + config.dying else "."
                grid.append(row)
            data = {"grid": grid, "steps": config.steps, "edges": rng.choice(config.edges)}
            answer = self.solve(data)
            if any("#" in row for row in answer):  # a board that has died out is a weak question
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        body = rng.choice(_TEMPLATES).format(grid="\n".join(grid), k=data["steps"], rows=len(grid), cols=len(grid[0]),
                                             edges=rng.choice(_EDGE_TEXT[data["edges"]]))
        form = f"the {len(grid)} rows of {len(grid[0])} symbols (. # o), one row per line"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[str]]) -> str:
        return "\n".join("".join(row) for row in answer)

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        grid = list(data["grid"])
        rows = len(grid)
        wrap = data["edges"] == "wrap"
        for k in range(1, data["steps"] + 1):
            new = []
            for r in range(rows):
                t.state(f"step {k} row {r + 1}")
                around = [(r + d) % rows if wrap else r + d for d in (-1, 0, 1)]
                t.fetch(f"rows {', '.join(str(i + 1) for i in around if 0 <= i < rows)}",
                        [grid[i] for i in around if 0 <= i < rows])
                counts = t.compute("firing neighbours", _counts(grid, r, wrap),
                                   why="count # among the 8 neighbours" + (", wrapping" if wrap else ""))
                line = "".join("o" if ch == "#" else "." if ch == "o" else "#" if n == 2 else "."
                               for ch, n in zip(grid[r], counts))
                new.append(t.compute(f"new row {r + 1}", line, why="# -> o, o -> ., . -> # with exactly 2"))
            grid = new
        t.state("answer")
        return t.compute("answer", [list(row) for row in t.fetch("grid", grid)])

    def solve(self, data: dict) -> list[list[str]]:
        # Sets of firing and dying coordinates; off cells with two firing neighbours are found by
        # scattering counts out of each firing cell.
        rows, cols = len(data["grid"]), len(data["grid"][0])
        wrap = data["edges"] == "wrap"
        firing = {(r, c) for r, row in enumerate(data["grid"]) for c, ch in enumerate(row) if ch == "#"}
        dying = {(r, c) for r, row in enumerate(data["grid"]) for c, ch in enumerate(row) if ch == "o"}
        for _ in range(data["steps"]):
            hits: dict[tuple[int, int], int] = {}
            for r, c in firing:
                for dr in (-1, 0, 1):
                    for dc in (-1, 0, 1):
                        p = ((r + dr) % rows, (c + dc) % cols) if wrap else (r + dr, c + dc)
                        if (dr or dc) and 0 <= p[0] < rows and 0 <= p[1] < cols:
                            hits[p] = hits.get(p, 0) + 1
            born = {p for p, n in hits.items() if n == 2 and p not in firing and p not in dying}
            firing, dying = born, firing
        return [["#" if (r, c) in firing else "o" if (r, c) in dying else "." for c in range(cols)] for r in range(rows)]


BOOTCAMP = BriansBrain()
