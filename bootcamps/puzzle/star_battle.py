"""Star Battle (one star): place one star in every row, every column and every region of a
square grid so that no two stars touch, not even diagonally. Unique by construction: regions
grow around a hidden solution and stars are revealed where a second solution differs until
the solver finds one. Those solver runs keep generation at a few hundred cases/s at level 3."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, traced_search
from bootcamps.kit.grids import answer_line, cell_name, read_grid
from bootcamps.kit.puzzles import BinaryProblem, grow_regions, reveal_binary
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 6

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 10:
            raise ValueError(f"size must be in 4..10, got {self.size}")


def build(regions: list[str], shown: dict[int, int]) -> BinaryProblem:
    n = len(regions)
    problem = BinaryProblem(n * n, shown)
    for i in range(n):
        problem.add([i * n + c for c in range(n)], 1, 1)
        problem.add([r * n + i for r in range(n)], 1, 1)
    for label in sorted({ch for row in regions for ch in row}):
        problem.add([r * n + c for r in range(n) for c in range(n) if regions[r][c] == label], 1, 1)
    for r in range(n - 1):
        for c in range(n - 1):  # any two touching cells share a 2x2 window
            problem.add([r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1], 0, 1)
    return problem


_TEMPLATES = (
    "Star Battle on a {n}x{n} grid divided into {n} regions (cells with the same letter form a region):\n{grid}\n"
    "Place stars so that every row, every column and every region holds exactly one star, and no two stars touch, "
    "not even at a corner.",
    "The letters below split a {n} by {n} board into {n} areas:\n{grid}\nPut exactly one star in each row, each "
    "column and each area. Stars may not be in neighbouring cells (horizontally, vertically or diagonally).",
    "Solve this one-star Star Battle. Each letter names a region:\n{grid}\nRules: one star per row, one per column, "
    "one per region; two stars never occupy adjacent cells, diagonal adjacency included.",
)


class StarBattle(Bootcamp):
    id = "puzzle/star_battle"
    description = "Star Battle: one star per row, column and region, no two touching; exactly one solution"
    Config = Config
    multiline_answer = True
    strip_markdown = False  # a star is '*': a grid that starts and ends with a star is no italics
    LEVELS = {
        "1": Config(size=5),
        "2": Config(size=6),
        "3": Config(size=7),
        "4": Config(size=8),
        "5": Config(size=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            cols = self._stars(n, rng)
            owner = grow_regions(n, n, [[(r, c)] for r, c in enumerate(cols)], rng)
            letters = string.ascii_uppercase[:n]
            regions = ["".join(letters[owner[r][c]] for c in range(n)) for r in range(n)]
            gold = [int(cols[r] == c) for r in range(n) for c in range(n)]
            try:
                # two solutions both have n stars, so gold has a star the other lacks: reveal stars only
                shown = reveal_binary(build(regions, {}), gold, rng, max_nodes=3000, only=1)
            except Budget:
                continue
            data = {"regions": regions, "stars": sorted(shown)}
            return data, [gold[r * n : (r + 1) * n] for r in range(n)]

    @staticmethod
    def _stars(n: int, rng: random.Random) -> list[int]:
        """A column per row, all different, consecutive rows at least two columns apart."""
        while True:
            cols: list[int] = []
            free = list(range(n))
            for _ in range(n):
                options = [c for c in free if not cols or abs(c - cols[-1]) > 1]
                if not options:
                    break
                cols.append(rng.choice(options))
                free.remove(cols[-1])
            if len(cols) == n:
                return cols

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["regions"])
        text = rng.choice(_TEMPLATES).format(n=n, grid="\n".join(data["regions"]))
        if data["stars"]:
            text += "\nGiven (r1c1 is the top-left cell): a star at " + ", ".join(cell_name(*divmod(v, n)) for v in data["stars"]) + "."
        form = "the grid, one row per line or rows separated by semicolons, * for a star and . for an empty cell (for example *...;..*. for two rows of a 4x4 grid)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "*", 0: "."})

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        n = len(data["regions"])
        return 1.0 if read_grid(text, n, n, {"*": 1, ".": 0}) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = len(data["regions"])
        problem = build(data["regions"], {v: 1 for v in data["stars"]}).to_problem()
        values = traced_search(t, problem, [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Rows in order, one star each: try every column not used, not beside the star above,
        in a region still empty (plain backtracking, no propagation)."""
        regions, n = data["regions"], len(data["regions"])
        given = {divmod(v, n) for v in data["stars"]}
        cols: list[int] = []

        def place(r: int) -> bool:
            if r == n:
                return True
            for c in range(n):
                if c in cols or (cols and abs(c - cols[-1]) <= 1) or any(regions[i][cols[i]] == regions[r][c] for i in range(r)):
                    continue
                if any(gr == r and gc != c for gr, gc in given):
                    continue
                cols.append(c)
                if place(r + 1):
                    return True
                cols.pop()
            return False

        place(0)
        return [[int(len(cols) == n and cols[r] == c) for c in range(n)] for r in range(n)]


BOOTCAMP = StarBattle()
