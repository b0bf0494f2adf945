"""Turning-grille (Fleissner) cipher: read an n x n letter grid through a grille with n*n/4
holes in its four quarter-turned positions.

The grille's holes are listed in its starting position; after each reading it is turned a
quarter-turn (clockwise or anticlockwise, as stated) about the grid's centre. In each position
the letters under the holes are read row by row, top to bottom and left to right. The holes
cover every cell exactly once over the four positions (one hole per orbit of four cells), so
the answer is all n*n letters in reading order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import ALPHABET, TextAnswer, message
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 4
    anticlockwise_share: float = 0.0

    def __post_init__(self) -> None:
        if self.size not in (2, 4, 6, 8, 10, 12):
            raise ValueError(f"size must be an even number in 2..12, got {self.size}")
        if not 0.0 <= self.anticlockwise_share <= 1.0:
            raise ValueError(f"anticlockwise_share must be in [0, 1], got {self.anticlockwise_share}")


def turn(cell: tuple[int, int], n: int, clockwise: bool) -> tuple[int, int]:
    """The cell a hole at (r, c) moves to after one quarter-turn of the grille (0-based)."""
    r, c = cell
    return (c, n - 1 - r) if clockwise else (n - 1 - c, r)


_TEMPLATES = (
    "A message was written with a turning grille (Fleissner grille). The {n}x{n} grid of letters is:\n{grid}\n"
    "The grille is a {n}x{n} card with holes; in its starting position the holes are at these cells "
    "(row, column), counted from 1 at the top left: {holes}. {rule}",
    "Decipher this turning-grille text.\nGrid ({n} rows of {n} letters):\n{grid}\nGrille holes in the starting "
    "position (row, column; row 1 is the top, column 1 the left): {holes}. {rule}",
    "Fleissner grille puzzle. Holes of the grille in its first position, as (row, column) with (1, 1) the top-left "
    "cell: {holes}.\nLetter grid:\n{grid}\n{rule} What text do you read?",
)
_RULE = ("Lay the grille on the grid and read the letters visible through the holes row by row (top row first, "
         "left to right within a row). Then turn the grille a quarter-turn {way} about the centre of the grid and read "
         "the visible letters the same way; do this for four positions in all (the starting one and three turns). "
         "Every cell is seen exactly once.")


class TurningGrille(TextAnswer, Bootcamp):
    id = "cipher/turning_grille"
    description = "Fleissner turning grille: read a letter grid through a holed grille over four quarter-turns"
    Config = Config
    LEVELS = {
        "1": Config(size=4, anticlockwise_share=0.0),
        "2": Config(size=6, anticlockwise_share=0.0),
        "3": Config(size=6, anticlockwise_share=0.5),
        "4": Config(size=8, anticlockwise_share=0.5),
        "5": Config(size=10, anticlockwise_share=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = config.size
        clockwise = rng.random() >= config.anticlockwise_share
        holes = []
        for r in range(n // 2):
            for c in range(n // 2):
                cell = (r, c)
                for _ in range(rng.randrange(4)):
                    cell = turn(cell, n, True)
                holes.append(list(cell))
        holes.sort()
        plain = message(rng, n * n + 12).replace(" ", "")
        while len(plain) < n * n:
            plain += rng.choice(ALPHABET)
        plain = plain[: n * n]
        grid = [[""] * n for _ in range(n)]
        order = [cell for k in range(4) for cell in self._position(holes, n, clockwise, k)]
        for ch, (r, c) in zip(plain, order):
            grid[r][c] = ch
        data = {"grid": ["".join(row) for row in grid], "holes": holes, "clockwise": clockwise}
        return data, plain

    @staticmethod
    def _position(holes: list, n: int, clockwise: bool, k: int) -> list[tuple[int, int]]:
        cells = []
        for cell in holes:
            cell = tuple(cell)
            for _ in range(k):
                cell = turn(cell, n, clockwise)
            cells.append(cell)
        return sorted(cells)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["grid"])
        grid = "\n".join(" ".join(row) for row in data["grid"])
        holes = ", ".join(f"({r + 1}, {c + 1})" for r, c in data["holes"])
        way = "clockwise" if data["clockwise"] else "anticlockwise (counter-clockwise)"
        text = rng.choice(_TEMPLATES).format(n=n, grid=grid, holes=holes, rule=_RULE.format(way=way))
        form = f"all {n * n} letters in the order read, in capitals without spaces"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        n, clockwise = len(data["grid"]), data["clockwise"]
        out = ""
        for k in range(4):
            t.state(f"position {k}")
            if not k:
                holes = [tuple(h) for h in t.fetch("holes", data["holes"])]
            if k:
                holes = t.compute("holes", sorted(turn(h, n, clockwise) for h in holes),
                                  why=("(r, c) -> (c, n-1-r)" if clockwise else "(r, c) -> (n-1-c, r)") + ", row order")
            for r, c in holes:
                out += t.fetch(f"grid[{r + 1}][{c + 1}]", data["grid"][r][c])
            out = t.compute("read", out, why="letters under the holes, row by row")
        t.state("answer")
        return t.compute("answer", out)

    def solve(self, data: dict) -> str:
        # Scan every cell row by row in each position; a cell is open when turning it back k
        # times lands on a starting hole.
        n, holes = len(data["grid"]), {tuple(h) for h in data["holes"]}
        out = []
        for k in range(4):
            for r in range(n):
                for c in range(n):
                    cell = (r, c)
                    for _ in range(k):
                        cell = turn(cell, n, not data["clockwise"])
                    if cell in holes:
                        out.append(data["grid"][r][c])
        return "".join(out)


BOOTCAMP = TurningGrille()
