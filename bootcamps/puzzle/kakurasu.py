"""Kakurasu: shade cells of an n x n grid so that, in every row, the column numbers of the
shaded cells add up to the row's clue, and in every column the row numbers add up to the
column's clue. Unique by construction: the generator reveals cells where a second solution
differs until the constraint solver finds one solution."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, Problem, reveal_until_unique, traced_search
from bootcamps.kit.grids import answer_line, cell_name, read_grid
from bootcamps.trace import Tracer

_SYMBOLS = {"#": 1, "1": 1, ".": 0, "0": 0}


@dataclass(frozen=True)
class Config:
    size: int = 5
    density: float = 0.5  # chance that a cell of the hidden solution is shaded
    extra: int = 0  # cells revealed before the uniqueness loop (an easier start)

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 9:
            raise ValueError(f"size must be in 3..9, got {self.size}")
        if not 0.1 <= self.density <= 0.9:
            raise ValueError(f"density must be in [0.1, 0.9], got {self.density}")
        if not 0 <= self.extra <= self.size * self.size:
            raise ValueError(f"extra must be in 0..{self.size * self.size}, got {self.extra}")


def build(n: int, rows: list[int], cols: list[int], shown: dict[int, int]) -> Problem:
    problem = Problem([(shown[v],) if v in shown else (0, 1) for v in range(n * n)])
    weights = list(range(1, n + 1))
    for i in range(n):
        problem.linear([i * n + c for c in range(n)], rows[i], rows[i], weights)
        problem.linear([r * n + i for r in range(n)], cols[i], cols[i], weights)
    return problem


_TEMPLATES = (
    "Kakurasu on a {n}x{n} grid. Columns are numbered 1 to {n} from left to right and rows 1 to {n} from top to "
    "bottom. Shade some cells so that in each row the column numbers of its shaded cells add up to that row's clue, "
    "and in each column the row numbers of its shaded cells add up to that column's clue.",
    "Shade cells in a {n}x{n} grid. A shaded cell in column c adds c to its row's total, and a shaded cell in row r "
    "adds r to its column's total (rows and columns count from 1, starting top left). Every row total and every "
    "column total must equal its clue.",
    "In this {n} by {n} Kakurasu puzzle each shaded cell is worth its column number (1-{n}, left to right) to its row "
    "and its row number (1-{n}, top to bottom) to its column. Find the shading whose row sums and column sums are the "
    "clues below.",
)


class Kakurasu(Bootcamp):
    id = "puzzle/kakurasu"
    description = "Kakurasu: shade cells so weighted row and column sums meet their clues; exactly one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=4, density=0.5, extra=2),
        "2": Config(size=5, density=0.5, extra=4),
        "3": Config(size=5, density=0.5),
        "4": Config(size=6, density=0.5),
        "5": Config(size=7, density=0.5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        while True:  # a grid whose uniqueness takes a long search is drawn again
            try:
                return self._draw(config, rng)
            except Budget:
                continue

    def _draw(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        gold = [int(rng.random() < config.density) for _ in range(n * n)]
        grid = [gold[r * n : (r + 1) * n] for r in range(n)]
        rows = [sum((c + 1) * grid[r][c] for c in range(n)) for r in range(n)]
        cols = [sum((r + 1) * grid[r][c] for r in range(n)) for c in range(n)]
        start = {v: gold[v] for v in rng.sample(range(n * n), config.extra)}
        shown = reveal_until_unique(lambda s: build(n, rows, cols, s), gold, rng, start, max_nodes=300)
        return {"size": n, "rows": rows, "cols": cols, "shown": sorted([v, x] for v, x in shown.items())}, grid

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        text = rng.choice(_TEMPLATES).format(n=n)
        text += f"\nRow clues (rows 1-{n}): {', '.join(map(str, data['rows']))}"
        text += f"\nColumn clues (columns 1-{n}): {', '.join(map(str, data['cols']))}"
        if data["shown"]:
            known = ", ".join(f"{cell_name(*divmod(v, n))} is {'shaded' if x else 'not shaded'}" for v, x in data["shown"])
            text += f"\nAlso given (r1c1 is the top-left cell): {known}."
        form = f"the grid, {n} rows from top to bottom separated by semicolons, # for a shaded cell and . for an empty one (for example #.;.# for a 2x2 grid)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "#", 0: "."})

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        n = data["size"]
        return 1.0 if read_grid(text, n, n, _SYMBOLS) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        problem = build(n, data["rows"], data["cols"], {v: x for v, x in data["shown"]})
        values = traced_search(t, problem, [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Brute force over the rows that meet each row clue, pruned by the column clues."""
        n = data["size"]
        shown = {v: x for v, x in data["shown"]}
        options = []
        for r in range(n):
            row_options = []
            for mask in range(1 << n):
                row = [(mask >> c) & 1 for c in range(n)]
                if sum((c + 1) * x for c, x in enumerate(row)) == data["rows"][r] and all(
                    shown.get(r * n + c, x) == x for c, x in enumerate(row)
                ):
                    row_options.append(row)
            options.append(row_options)
        found: list[list[list[int]]] = []

        def extend(rows: list[list[int]], totals: list[int]) -> None:
            r = len(rows)
            if r == n:
                if totals == data["cols"]:
                    found.append([row[:] for row in rows])
                return
            for row in options[r]:
                new = [t + (r + 1) * x for t, x in zip(totals, row)]
                if all(a <= b for a, b in zip(new, data["cols"])):
                    extend(rows + [row], new)

        extend([], [0] * n)
        return found[0] if found else []


BOOTCAMP = Kakurasu()
