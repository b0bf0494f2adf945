"""Lights Out: pressing a cell toggles it and its orthogonal neighbours; say which cells to
press so every light goes out. Any set of presses that does it passes (the verifier presses
them); where several exist (4x4, 5x5 boards) each one is right."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.grids import answer_line, neighbours, read_grid, render
from bootcamps.trace import Tracer

_SYMBOLS = {"1": 1, "0": 0, "x": 1, ".": 0}


@dataclass(frozen=True)
class Config:
    size: int = 4
    presses: int = 4  # presses that made the puzzle (the lit pattern is their effect)

    def __post_init__(self) -> None:
        if not 2 <= self.size <= 9:
            raise ValueError(f"size must be in 2..8, got {self.size}")
        if not 1 <= self.presses <= self.size * self.size:
            raise ValueError(f"presses must be in 1..{self.size * self.size}, got {self.presses}")


def press_all(lights: list[list[int]], presses: list[list[int]]) -> list[list[int]]:
    """The board after pressing every cell marked 1 in ``presses``."""
    n = len(lights)
    out = [row[:] for row in lights]
    for r in range(n):
        for c in range(n):
            if presses[r][c]:
                for rr, cc in [(r, c), *neighbours(r, c, n, n)]:
                    out[rr][cc] ^= 1
    return out


def chase(lights: list[list[int]], first: list[int]) -> tuple[list[list[int]], list[int]]:
    """Press ``first`` on row 1, then under every light still on in each row; the presses and
    the last row's lights left."""
    n = len(lights)
    board = [row[:] for row in lights]
    presses = [[0] * n for _ in range(n)]
    for r in range(n):
        row = first if r == 0 else board[r - 1][:]
        for c in range(n):
            if row[c]:
                presses[r][c] = 1
                for rr, cc in [(r, c), *neighbours(r, c, n, n)]:
                    board[rr][cc] ^= 1
    return presses, board[n - 1]


_TEMPLATES = (
    "Lights Out on a {n}x{n} board: pressing a cell switches it and the cells directly above, below, left and right "
    "of it (on becomes off, off becomes on). 1 is a light that is on, 0 one that is off:\n{board}\n"
    "Which cells should be pressed so that all lights are off? Pressing a cell twice undoes it, so press each at most once.",
    "Each button of this {n} by {n} grid toggles its own light and its up to four orthogonal neighbours. The lights "
    "now (1 = on, 0 = off):\n{board}\nFind a set of buttons to press, each at most once, that turns every light off.",
    "Here is a {n}x{n} Lights Out position (1 on, 0 off):\n{board}\nA press flips the pressed cell and its "
    "horizontal and vertical neighbours. Give presses that switch all the lights off (the order of presses does "
    "not matter).",
)


class LightsOut(Bootcamp):
    id = "planning/lights_out"
    description = "Lights Out: which cells to press to switch every light off (any working set of presses passes)"
    Config = Config
    unique_answer = False
    multiline_answer = True
    min_distinct_prompts = {"1": 0.35}
    small_space_reason = "a 3x3 board made by 3 presses is one of only 84 boards"
    LEVELS = {
        # 4x4 is left out: every first row works there, so the chase would never search
        "1": Config(size=3, presses=3),
        "2": Config(size=5, presses=7),
        "3": Config(size=6, presses=10),
        "4": Config(size=7, presses=14),
        "5": Config(size=8, presses=18),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            made = [[0] * n for _ in range(n)]
            for cell in rng.sample(range(n * n), config.presses):
                made[cell // n][cell % n] = 1
            lights = press_all([[0] * n for _ in range(n)], made)
            if any(map(any, lights)):
                break
        data = {"lights": lights}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["lights"])
        text = rng.choice(_TEMPLATES).format(n=n, board=render(data["lights"], sep=rng.choice((" ", ""))))
        form = (f"a {n}x{n} grid of presses, rows from top to bottom separated by semicolons, 1 for a cell to press "
                "and 0 otherwise (for example 10;00 on a 2x2 board presses only the top-left cell)")
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        n = len(data["lights"])
        presses = read_grid(text, n, n, _SYMBOLS)
        if presses is None:
            return 0.0
        return 1.0 if not any(map(any, press_all(data["lights"], presses))) else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Light chasing: for each first-row pattern in counting order, press under every light
        left on, row by row; the first pattern that leaves the last row dark is the answer."""
        lights = data["lights"]
        n = len(lights)
        k = 0
        while True:
            t.state(f"first row {k}")
            first = t.compute("first", [(k >> (n - 1 - c)) & 1 for c in range(n)], why=f"{k} in binary")
            presses, left = chase(lights, first)
            presses = t.compute("presses", presses, why="press under each light still on, row by row")
            left = t.compute("left", left, why="the last row after chasing")
            if t.goto(not any(left) or k >= (1 << n) - 1, why="stop when the last row is dark"):
                break
            k += 1
        t.state("answer")
        return t.fetch("presses", presses)

    def solve(self, data: dict) -> list[list[int]]:
        """Gaussian elimination over GF(2): one equation per light, one unknown per button."""
        lights = data["lights"]
        n = len(lights)
        rows = []
        for r in range(n):
            for c in range(n):
                mask = 0
                for rr, cc in [(r, c), *neighbours(r, c, n, n)]:
                    mask |= 1 << (rr * n + cc)
                rows.append(mask | (lights[r][c] << (n * n)))
        pivots = []
        for col in range(n * n):
            pivot = next((i for i in range(len(pivots), len(rows)) if rows[i] >> col & 1), None)
            if pivot is None:
                continue
            top = len(pivots)
            rows[top], rows[pivot] = rows[pivot], rows[top]
            for i in range(len(rows)):
                if i != top and rows[i] >> col & 1:
                    rows[i] ^= rows[top]
            pivots.append(col)
        x = [0] * (n * n)  # free buttons stay unpressed
        for i, col in enumerate(pivots):
            x[col] = rows[i] >> (n * n) & 1
        return [x[r * n : (r + 1) * n] for r in range(n)]


BOOTCAMP = LightsOut()
