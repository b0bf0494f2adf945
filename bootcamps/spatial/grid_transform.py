"""Rotate and reflect a grid of letters through a sequence of operations; give the final grid."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.grids import answer_line, read_grid, render, rotate
from bootcamps.trace import Tracer

_OPS = {
    "cw": "rotate 90 degrees clockwise",
    "ccw": "rotate 90 degrees counterclockwise",
    "half": "rotate 180 degrees",
    "mirror": "reflect left-right (mirror each row)",
    "flip": "reflect top-bottom (reverse the order of the rows)",
    "transpose": "transpose (row i becomes column i)",
}


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 4
    ops: int = 3
    letters: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 9 or not 2 <= self.cols <= 9:
            raise ValueError(f"rows and cols must be in 2..9, got {self.rows}x{self.cols}")
        if not 1 <= self.ops <= 30:
            raise ValueError(f"ops must be in 1..30, got {self.ops}")
        if not 2 <= self.letters <= 26:
            raise ValueError(f"letters must be in 2..26, got {self.letters}")


def transform(grid: list[list[str]], op: str) -> list[list[str]]:
    if op == "cw":
        return rotate(grid, 1)
    if op == "ccw":
        return rotate(grid, 3)
    if op == "half":
        return rotate(grid, 2)
    if op == "mirror":
        return [row[::-1] for row in grid]
    if op == "flip":
        return [row[:] for row in grid[::-1]]
    if op == "transpose":
        return [list(col) for col in zip(*grid)]
    raise ValueError(f"unknown grid operation {op!r}")


_TEMPLATES = (
    "Start from this grid of letters:\n{grid}\nApply these operations in order: {ops}. What is the grid at the end?",
    "A {r}x{c} grid of letters is transformed step by step ({ops}). The grid before any step:\n{grid}\n"
    "Write down the resulting grid.",
    "Take the grid\n{grid}\nand perform, one after another: {ops}. Give the final grid.",
)


class GridTransform(Bootcamp):
    id = "spatial/grid_transform"
    description = "Apply a sequence of rotations and reflections to a letter grid and give the result"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(rows=2, cols=3, ops=2, letters=6),
        "2": Config(rows=3, cols=3, ops=3, letters=8),
        "3": Config(rows=3, cols=4, ops=5, letters=10),
        "4": Config(rows=4, cols=5, ops=8, letters=12),
        "5": Config(rows=5, cols=6, ops=12, letters=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        alphabet = rng.sample(string.ascii_uppercase, config.letters)
        grid = [[rng.choice(alphabet) for _ in range(config.cols)] for _ in range(config.rows)]
        ops = [rng.choice(list(_OPS)) for _ in range(config.ops)]
        out = grid
        for op in ops:
            out = transform(out, op)
        return {"grid": grid, "ops": ops}, out

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        ops = "; ".join(f"{i + 1}. {_OPS[op]}" for i, op in enumerate(data["ops"]))
        text = rng.choice(_TEMPLATES).format(grid=render(grid), ops=ops, r=len(grid), c=len(grid[0]))
        form = "the final grid, rows from top to bottom separated by semicolons, each row as its letters (for example AB;CD)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[str]]) -> str:
        return answer_line(answer)

    def check(self, data: dict, answer: list[list[str]], text: str) -> float:
        if not answer or not isinstance(answer[0], list):
            return 0.0
        symbols = {ch: ch for ch in {v for row in data["grid"] for v in row}}
        return 1.0 if read_grid(text, len(answer), len(answer[0]), symbols) == answer else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """One cell changed to another letter of the grid's alphabet, and the answer reflected
        or rotated where that changes it (case is ignored by the check, so no case flips)."""
        answer = case.answer
        letters = sorted({v for row in case.data["grid"] for v in row} | {"Q", "Z"})
        r, c = rng.randrange(len(answer)), rng.randrange(len(answer[0]))
        changed = [row[:] for row in answer]
        changed[r][c] = rng.choice([v for v in letters if v != answer[r][c]])
        out = [changed]
        for op in ("mirror", "flip", "half"):
            other = transform(answer, op)
            if other != answer:
                out.append(other)
        return [self.format_answer(g) for g in out]

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        grid = [row[:] for row in data["grid"]]
        for i, op in enumerate(data["ops"]):
            t.state(f"step {i + 1}")
            name = t.fetch(f"op[{i + 1}]", op)
            before = t.fetch("grid", [row[:] for row in grid])
            grid = t.compute("grid", transform(before, name), why=_OPS.get(name, name))
        t.state("answer")
        return t.fetch("grid", grid)

    def solve(self, data: dict) -> list[list[str]]:
        """Track where each cell lands: compose coordinate maps, then place letters once."""
        rows, cols = len(data["grid"]), len(data["grid"][0])
        cells = {(r, c): data["grid"][r][c] for r in range(rows) for c in range(cols)}
        for op in data["ops"]:
            h, w = rows, cols
            moves = {
                "cw": lambda r, c: (c, h - 1 - r), "ccw": lambda r, c: (w - 1 - c, r),
                "half": lambda r, c: (h - 1 - r, w - 1 - c), "mirror": lambda r, c: (r, w - 1 - c),
                "flip": lambda r, c: (h - 1 - r, c), "transpose": lambda r, c: (c, r),
            }
            cells = {moves[op](r, c): v for (r, c), v in cells.items()}
            if op in ("cw", "ccw", "transpose"):
                rows, cols = cols, rows
        return [[cells[(r, c)] for c in range(cols)] for r in range(rows)]


BOOTCAMP = GridTransform()
