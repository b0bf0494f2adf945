"""The symmetries of a square picture of symbols: its order of rotational symmetry (1, 2 or 4:
how many of the quarter-turn rotations about the centre, the identity included, leave it
unchanged) and which of the four mirror lines (vertical, horizontal, the two diagonals) it has.

Pictures are drawn to have a chosen subgroup of the square's eight symmetries (one random symbol
per orbit of cells), often built from a larger group and then broken in a few cells, so that a
glance suggests more symmetry than there is. The answer is read off the picture itself.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

SYMBOLS = ".#ox+*"
LINES = "VHDA"  # vertical, horizontal, main diagonal (top left to bottom right), anti-diagonal
# name -> where cell (r, c) of an n x n picture goes
MAPS = {
    "R1": lambda r, c, n: (c, n - 1 - r),  # quarter turn clockwise
    "R2": lambda r, c, n: (n - 1 - r, n - 1 - c),
    "R3": lambda r, c, n: (n - 1 - c, r),
    "V": lambda r, c, n: (r, n - 1 - c),
    "H": lambda r, c, n: (n - 1 - r, c),
    "D": lambda r, c, n: (c, r),
    "A": lambda r, c, n: (n - 1 - c, n - 1 - r),
}
GROUPS = (  # the ten subgroups of the square's symmetries, by their non-identity members
    (), ("R2",), ("R1", "R2", "R3"), ("V",), ("H",), ("D",), ("A",), ("R2", "V", "H"), ("R2", "D", "A"),
    ("R1", "R2", "R3", "V", "H", "D", "A"),
)
_LINE_NAMES = {"V": "the vertical line through the centre", "H": "the horizontal line through the centre",
               "D": "the diagonal from the top-left to the bottom-right corner",
               "A": "the diagonal from the top-right to the bottom-left corner"}
# The order, then the mirror letters after a ; | / or comma, or after a space alone ("2, VH", "2 VH"):
# the order is one digit and no letter is a digit, so no separator is ambiguous.
_ANSWER = re.compile(r"([124])(?:\s*[;|/,]\s*|\s+)(none|[VHDA](?:\s*,?\s*[VHDA])*)", re.IGNORECASE)


@dataclass(frozen=True)
class Config:
    size: int = 5  # each picture is size-1..size cells square
    symbols: int = 3
    breaks: int = 0  # cells changed after drawing with a larger group (0 = no decoy)

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 16:
            raise ValueError(f"size must be in 3..16, got {self.size}")
        if not 2 <= self.symbols <= len(SYMBOLS):
            raise ValueError(f"symbols must be in 2..{len(SYMBOLS)}, got {self.symbols}")
        if not 0 <= self.breaks <= 3:
            raise ValueError(f"breaks must be in 0..3, got {self.breaks}")


def _orbits(n: int, group: tuple) -> list[list[tuple[int, int]]]:
    seen, out = set(), []
    for r in range(n):
        for c in range(n):
            if (r, c) in seen:
                continue
            orbit, todo = {(r, c)}, [(r, c)]
            while todo:
                cell = todo.pop()
                for name in group:
                    nxt = MAPS[name](*cell, n)
                    if nxt not in orbit:
                        orbit.add(nxt)
                        todo.append(nxt)
            seen |= orbit
            out.append(sorted(orbit))
    return out


def _paint(n: int, group: tuple, k: int, rng: random.Random) -> list[list[str]]:
    grid = [[""] * n for _ in range(n)]
    for orbit in _orbits(n, group):
        s = SYMBOLS[rng.randrange(k)]
        for r, c in orbit:
            grid[r][c] = s
    return grid


def _format(order: int, lines: str) -> str:
    return f"{order}; {lines or 'none'}"


_TEMPLATES = (
    "Look at this {n}x{n} picture:\n{grid}\nWhat is its order of rotational symmetry about its centre (the number "
    "of rotations by 0, 90, 180 or 270 degrees that leave it exactly unchanged: 1, 2 or 4), and which of its four "
    "possible mirror lines is it symmetric in? The lines are V ({V}), H ({H}), D ({D}) and A ({A}).",
    "A square tile pattern is shown below, one symbol per cell.\n{grid}\nCount the turns of 0, 90, 180 and 270 "
    "degrees about the centre that map the pattern onto itself (its order of rotational symmetry), and list its "
    "lines of mirror symmetry among V = {V}, H = {H}, D = {D}, A = {A}. Every cell must match its image exactly.",
    "Find the symmetries of this grid of symbols ({n} rows, {n} columns):\n{grid}\nGive the order of rotational "
    "symmetry (1 if only the full turn maps it onto itself, 2 if a half turn does, 4 if a quarter turn does) and its "
    "mirror lines, named V for {V}, H for {H}, D for {D} and A for {A}.",
)


class RotationSymmetryOrder(Bootcamp):
    id = "spatial/rotation_symmetry_order"
    description = "Order of rotational symmetry and the mirror lines of a square picture of symbols"
    Config = Config
    LEVELS = {
        "1": Config(size=7, symbols=3, breaks=0),
        "2": Config(size=8, symbols=3, breaks=1),
        "3": Config(size=9, symbols=4, breaks=1),
        "4": Config(size=11, symbols=4, breaks=2),
        "5": Config(size=13, symbols=5, breaks=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            n = rng.randint(config.size - 1, config.size)
            target = rng.choice(GROUPS)
            if config.breaks and len(target) < 7 and rng.random() < 0.8:
                bigger = rng.choice([g for g in GROUPS if set(target) < set(g)])
                grid = _paint(n, bigger, config.symbols, rng)
                # repaint a few whole orbits of the target group, breaking the extra symmetries
                orbits = _orbits(n, target)
                for orbit in rng.sample(orbits, min(config.breaks, len(orbits))):
                    s = SYMBOLS[rng.randrange(config.symbols)]
                    for r, c in orbit:
                        grid[r][c] = s
            else:
                grid = _paint(n, target, config.symbols, rng)
            if len({s for row in grid for s in row}) < 2:
                continue
            data = {"grid": ["".join(row) for row in grid]}
            return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(n=len(data["grid"]), grid="\n".join(data["grid"]), **_LINE_NAMES)
        form = ("the order, a semicolon, then the mirror letters in the order V, H, D, A, or none "
                "(for example 2; VH or 1; none)")
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 40:
            return 0.0
        text = text.strip().strip("`\"'$").strip()
        text = text[:-1].rstrip() if text.endswith(".") else text
        match = _ANSWER.fullmatch(text)
        if not match:
            return 0.0
        letters = [x for x in match.group(2).upper() if x in LINES] if match.group(2).lower() != "none" else []
        if len(set(letters)) != len(letters):
            return 0.0
        return 1.0 if _format(int(match.group(1)), "".join(x for x in LINES if x in letters)) == answer else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        order, lines = case.answer.split("; ")
        lines = "" if lines == "none" else lines
        other = {"1": 2, "2": 4, "4": 2}[order]
        changed = lines[1:] if lines else "V"
        return [_format(other, lines), _format(int(order), changed)]

    def program(self, t: Tracer, data: dict) -> str:
        grid = data["grid"]
        n = len(grid)
        holds = {}
        for name in ("R2", "R1", "V", "H", "D", "A"):
            t.state(f"test {name}")
            t.compute("map", name, why={"R1": "quarter turn: (r, c) -> (c, n-1-r)", "R2": "half turn: (r, c) -> "
                                        "(n-1-r, n-1-c)", "V": "(r, c) -> (r, n-1-c)", "H": "(r, c) -> (n-1-r, c)",
                                        "D": "(r, c) -> (c, r)", "A": "(r, c) -> (n-1-c, n-1-r)"}[name])
            bad = None
            for r in range(n):
                for c in range(n):
                    rr, cc = MAPS[name](r, c, n)
                    if grid[r][c] != grid[rr][cc]:
                        bad = (r, c, rr, cc)
                        break
                if bad:
                    break
            if bad:
                r, c, rr, cc = bad
                a = t.fetch(f"cell r{r + 1}c{c + 1}", grid[r][c])
                b = t.fetch(f"cell r{rr + 1}c{cc + 1}", grid[rr][cc])
                holds[name] = t.compute(f"{name} holds", False, why=f"{a} goes onto {b}")
            else:
                t.fetch("picture", "/".join(grid))
                holds[name] = t.compute(f"{name} holds", True, why="every cell equals its image")
        t.state("answer")
        order = t.compute("order", 4 if holds["R1"] else 2 if holds["R2"] else 1,
                          why="a quarter turn gives 4, else a half turn gives 2")
        lines = t.compute("lines", "".join(x for x in LINES if holds[x]))
        return t.compute("answer", _format(order, lines))

    def solve(self, data: dict) -> str:
        """Compare the picture with its turned and flipped copies, built by zip and reversal."""
        g = [tuple(row) for row in data["grid"]]
        turn = [tuple(row) for row in zip(*g[::-1])]  # quarter turn clockwise
        half = [row[::-1] for row in g[::-1]]
        copies = {"V": [row[::-1] for row in g], "H": g[::-1], "D": [tuple(row) for row in zip(*g)],
                  "A": [tuple(row) for row in zip(*half)]}
        order = 4 if turn == g else 2 if half == g else 1
        return _format(order, "".join(x for x in LINES if copies[x] == g))


BOOTCAMP = RotationSymmetryOrder()
