"""Grid after pouring grains of sand, one at a time, onto rock ledges.

Grains enter one at a time at the source cell in the top row. A grain moves to the cell below
if that is free, else to the cell below and to the left, else below and to the right; it comes
to rest when none of the three is free. Rock (#) and resting sand (o) block; the grid is open at
the sides and bottom, so a grain that moves outside it falls away for good. Once a grain comes to
rest on the source cell itself, no more grains can enter. The answer is the final grid. The
trace is one state per grain, with every cell it looks at.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.trace import Tracer

_MOVES = ((1, 0), (1, -1), (1, 1))  # below, below-left, below-right, in the order they are tried


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 6
    grains: int = 6
    ledges: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 30 or not 3 <= self.cols <= 30:
            raise ValueError(f"rows and cols must be in 3..30, got {self.rows}x{self.cols}")
        if not 1 <= self.grains <= 200:
            raise ValueError(f"grains must be in 1..200, got {self.grains}")
        if not 1 <= self.ledges <= 20:
            raise ValueError(f"ledges must be in 1..20, got {self.ledges}")


_TEMPLATES = (
    "Sand is poured into this cave ('#' rock, '.' air, 'S' the source, an air cell in the top row):\n{grid}\n"
    "{n} grains are released from S one at a time; each falls until it comes to rest before the next one starts. "
    "At each step a grain moves one cell straight down if that cell is air; otherwise one cell diagonally down and "
    "to the left if that is air; otherwise diagonally down and to the right if that is air; if all three are "
    "blocked (by rock or resting sand) it rests where it is. The region is open at the bottom and on both sides: "
    "a grain that moves outside the grid falls away forever. If a grain comes to rest on S, later grains cannot be "
    "released. Draw the final grid with 'o' for resting sand (S is drawn as '.' unless sand rests on it).",
    "Falling-sand simulation. Grid ('#' = solid, '.' = empty, 'S' = spout, which is empty):\n{grid}\nDrop {n} "
    "grains from the spout, each one only after the previous grain has stopped. Movement rule, repeated: go down "
    "if empty; else go down-left if empty; else go down-right if empty; else stop. Cells outside the grid count as "
    "empty, and a grain that leaves the grid is lost. When the spout cell itself becomes filled, pouring stops "
    "early. Give the grid afterwards, marking settled grains with 'o' and empty cells (the spout too, if empty) "
    "with '.'.",
    "{n} units of sand fall, one after another, from the point marked S into the scene below, where '#' is rock "
    "and '.' is open space:\n{grid}\nEach unit tries, in this order, to move down, down-left and down-right into "
    "open space; it stops when it cannot move. Anything that drops past the bottom row or moves past the left or "
    "right edge is gone for good. Sand that has stopped blocks later sand, and if sand stops on S, no further "
    "sand enters. Show the scene after the pouring ends ('o' = sand at rest, S shown as '.' if it stays empty).",
)


class FallingSand(SymbolGridAnswer, Bootcamp):
    id = "simulation/falling_sand"
    description = "Grid after pouring sand grains that fall down, down-left or down-right onto rock ledges"
    Config = Config
    grid_symbols = {".": ".", "#": "#", "o": "o"}
    LEVELS = {
        "1": Config(rows=6, cols=8, grains=6, ledges=3),
        "2": Config(rows=7, cols=9, grains=10, ledges=3),
        "3": Config(rows=8, cols=9, grains=14, ledges=4),
        "4": Config(rows=8, cols=10, grains=20, ledges=5),
        "5": Config(rows=10, cols=12, grains=30, ledges=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        rows, cols = config.rows, config.cols
        while True:
            grid = [["."] * cols for _ in range(rows)]
            for _ in range(config.ledges):  # horizontal ledges, some with a lip at one end
                r = rng.randint(2, rows - 1)
                c = rng.randrange(cols)
                length = rng.randint(2, max(2, cols // 2))
                for cc in range(c, min(cols, c + length)):
                    grid[r][cc] = "#"
                if rng.random() < 0.4 and r > 2:
                    grid[r - 1][rng.choice((c, min(cols, c + length) - 1))] = "#"
            grains = rng.randint(config.grains // 2 + 1, config.grains)  # a varied count, up to the level's
            data = {"grid": ["".join(row) for row in grid], "source": rng.randrange(1, cols - 1), "grains": grains}
            final = self.solve(data)
            rested = sum(row.count("o") for row in final)
            if rested >= max(2, grains // 2):  # most grains must land somewhere
                return data, final

    def prompt(self, data: dict, rng: random.Random) -> str:
        top = data["grid"][0]
        shown = [top[: data["source"]] + "S" + top[data["source"] + 1:]] + data["grid"][1:]
        text = rng.choice(_TEMPLATES).format(grid="\n".join(shown), n=data["grains"])
        rows, cols = len(data["grid"]), len(top)
        form = f"the {rows} rows of {cols} characters, one row per line, using only . # o"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[str]]) -> str:
        return "\n".join("".join(row) for row in answer)

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        grid = [list(row) for row in data["grid"]]
        rows, cols, s = len(grid), len(grid[0]), data["source"]
        for g in range(1, data["grains"] + 1):
            t.state(f"grain {g}")
            if t.goto(t.fetch(f"cell[0][{s}]", grid[0][s]) == "o", why="source blocked: pouring stops"):
                break
            r, c = 0, s
            while True:
                for dr, dc in _MOVES:
                    nr, nc = r + dr, c + dc
                    if not (0 <= nr < rows and 0 <= nc < cols) or t.fetch(f"cell[{nr}][{nc}]", grid[nr][nc]) == ".":
                        break
                else:
                    nr = nc = None
                if nr is None:
                    grid[r][c] = t.compute(f"rest[{r}][{c}]", "o", why="all three cells below blocked")
                    break
                if t.goto(not (0 <= nr < rows and 0 <= nc < cols), why=f"cell {nr},{nc} is outside: grain lost"):
                    break
                r, c = t.compute("position", [nr, nc])
        t.state("answer")
        return t.compute("answer", [list(row) for row in grid])

    def solve(self, data: dict) -> list[list[str]]:
        # Occupied cells as a set; a grain's fall is a walk over coordinates until no move is open.
        rows, cols, s = len(data["grid"]), len(data["grid"][0]), data["source"]
        occupied = {(r, c) for r, row in enumerate(data["grid"]) for c, ch in enumerate(row) if ch == "#"}
        sand: set[tuple[int, int]] = set()
        for _ in range(data["grains"]):
            if (0, s) in sand:
                break
            r, c = 0, s
            while 0 <= r < rows and 0 <= c < cols:
                step = next(((r + 1, c + dc) for dc in (0, -1, 1) if (r + 1, c + dc) not in occupied), None)
                if step is None:
                    sand.add((r, c))
                    occupied.add((r, c))
                    break
                r, c = step
        return [["o" if (r, c) in sand else data["grid"][r][c] for c in range(cols)] for r in range(rows)]

BOOTCAMP = FallingSand()
