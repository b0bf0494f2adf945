"""ARC-style rule inference: in every example the loose blocks (#) of a grid slide as far as they
can in one hidden direction (up, down, left or right), stopping at the border, at fixed walls (X)
and at blocks that have already settled. Infer the direction from the examples, then apply it to
a new grid. The examples are chosen so exactly one direction fits them."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.spatial import rows_text
from bootcamps.trace import Tracer

DIRECTIONS = {"down": (1, 0), "up": (-1, 0), "left": (0, -1), "right": (0, 1)}


@dataclass(frozen=True)
class Config:
    rows: int = 4
    cols: int = 4
    examples: int = 2
    block_share: float = 0.3
    wall_share: float = 0.0

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 12 or not 3 <= self.cols <= 12 or not 1 <= self.examples <= 4:
            raise ValueError(f"need rows and cols in 3..12 and examples in 1..4, got {self.rows}, {self.cols}, {self.examples}")
        if not 0 < self.block_share < 1 or not 0 <= self.wall_share < 0.5:
            raise ValueError(f"need block_share in (0, 1) and wall_share in [0, 0.5), got {self.block_share}, {self.wall_share}")


def pack(line: str, forward: bool) -> str:
    """One line with its blocks packed toward its end (``forward``) or its start; each wall X
    stays put and splits the line into runs that pack on their own."""
    runs = (line[::-1] if forward else line).split("X")
    packed = "X".join("#" * run.count("#") + "." * (len(run) - run.count("#")) for run in runs)
    return packed[::-1] if forward else packed


def slide(grid: list[str], direction: str) -> list[str]:
    """The grid after every block slides as far as it can in ``direction``."""
    forward = direction in ("down", "right")
    if direction in ("left", "right"):
        return [pack(row, forward) for row in grid]
    columns = [pack("".join(row[c] for row in grid), forward) for c in range(len(grid[0]))]
    return ["".join(col[r] for col in columns) for r in range(len(grid))]


def _random_grid(rng: random.Random, config: Config) -> list[str]:
    def cell() -> str:
        u = rng.random()
        return "X" if u < config.wall_share else ("#" if u < config.wall_share + config.block_share else ".")

    return ["".join(cell() for _ in range(config.cols)) for _ in range(config.rows)]


_TEMPLATES = (
    "Each example shows a grid before and after the same hidden rule. Work out the rule and apply it to the test grid.\n\n{examples}\n\nTest input:\n{test}",
    "Here are input/output pairs produced by one transformation ({legend}).\n\n{examples}\n\nWhat output does the same transformation give for this input?\n{test}",
    "Study the examples and find the rule that turns each input into its output.\n\n{examples}\n\nApply it to:\n{test}",
    "A puzzle in the style of ARC. {legend}\n\n{examples}\n\nNow produce the output for\n{test}",
)


class GravityDrop(SymbolGridAnswer, Bootcamp):
    id = "spatial/gravity_drop"
    description = "Infer a hidden slide direction from example grids (blocks fall against walls) and apply it"
    Config = Config
    grid_symbols = {"#": "#", ".": ".", "X": "X"}
    LEVELS = {
        "1": Config(rows=4, cols=4, examples=2, block_share=0.35),
        "2": Config(rows=5, cols=5, examples=2, block_share=0.35),
        "3": Config(rows=5, cols=6, examples=2, block_share=0.3, wall_share=0.1),
        "4": Config(rows=7, cols=7, examples=2, block_share=0.3, wall_share=0.12),
        "5": Config(rows=9, cols=9, examples=3, block_share=0.3, wall_share=0.12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        direction = rng.choice(sorted(DIRECTIONS))
        while True:
            examples = [_random_grid(rng, config) for _ in range(config.examples)]
            outputs = [slide(g, direction) for g in examples]
            # exactly one direction explains every example
            if all(any(slide(g, d) != o for g, o in zip(examples, outputs)) for d in DIRECTIONS if d != direction):
                break
        while True:
            test = _random_grid(rng, config)
            if slide(test, direction) != test and "#" in "".join(test):
                break
        data = {"examples": [[g, o] for g, o in zip(examples, outputs)], "test": test}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        examples = "\n\n".join(f"Example {i + 1} input:\n{rows_text(g)}\nExample {i + 1} output:\n{rows_text(o)}" for i, (g, o) in enumerate(data["examples"]))
        legend = "# is a block, X is a wall, . is empty" if any("X" in "".join(g) for g, _ in data["examples"]) else "# is a block, . is empty"
        text = rng.choice(_TEMPLATES).format(examples=examples, test=rows_text(data["test"]), legend=legend)
        form = f"the output grid, {len(data['test'])} lines of {len(data['test'][0])} characters (#, X and .)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[str]]) -> str:
        return rows_text(answer)

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        fits = None
        for d in sorted(DIRECTIONS):
            t.state(f"try {d}")
            ok = all(slide(t.fetch(f"example {i + 1} input", list(g)), d) == o for i, (g, o) in enumerate(data["examples"]))
            if t.goto(ok, why=f"sliding {d} reproduces every example output"):
                fits = t.compute("direction", d)
                break
        if fits not in DIRECTIONS:
            raise ValueError("no direction fits after an injected error")
        grid = data["test"]
        vertical = fits in ("up", "down")
        lines = []
        for k in range(len(grid[0]) if vertical else len(grid)):
            t.state(f"slide {'column' if vertical else 'row'} {k + 1} {fits}")
            line = t.fetch(f"line{k + 1}", "".join(row[k] for row in grid) if vertical else grid[k])
            lines.append(t.compute("packed", pack(line, fits in ("down", "right")), why=f"blocks pack toward the {fits} end, walls stay"))
        t.state("answer")
        lines = [t.fetch(f"packed[{k + 1}]", s) for k, s in enumerate(lines)]
        out = [[line[r] for line in lines] for r in range(len(grid))] if vertical else [list(line) for line in lines]
        return t.compute("answer", out)

    def solve(self, data: dict) -> list[list[str]]:
        # move one block one cell at a time until nothing can move (no line packing)
        direction = next(d for d in sorted(DIRECTIONS) if all(slide(g, d) == o for g, o in data["examples"]))
        dr, dc = DIRECTIONS[direction]
        cells = [list(row) for row in data["test"]]
        rows, cols = len(cells), len(cells[0])
        moved = True
        while moved:
            moved = False
            for r in range(rows):
                for c in range(cols):
                    nr, nc = r + dr, c + dc
                    if cells[r][c] == "#" and 0 <= nr < rows and 0 <= nc < cols and cells[nr][nc] == ".":
                        cells[nr][nc], cells[r][c] = "#", "."
                        moved = True
        return cells


BOOTCAMP = GravityDrop()
