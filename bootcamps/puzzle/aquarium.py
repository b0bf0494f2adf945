"""Aquarium: the grid is cut into tanks (regions). Each tank is filled with water up to some
level: water lies flat (cells of one tank in one row are all wet or all dry) and sinks (a wet
cell's tank cells in the row below are wet too), so a tank holds its bottom rows, possibly none
or all. Row and column clues count the wet cells. A few cells may be shown wet or dry. Unique
by construction: a hidden water level per tank fixes the clues, and cells where a second
solution differs are shown until the 0/1 solver finds one solution."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, traced_search
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.kit.puzzles import BinaryProblem, reveal_binary
from bootcamps.kit.puzzles4 import cell_names, region_cells, region_letters, rows_of, small_pieces
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 6
    max_tank: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 9:
            raise ValueError(f"size must be in 3..9, got {self.size}")
        if not 2 <= self.max_tank <= 8:
            raise ValueError(f"max_tank must be in 2..8, got {self.max_tank}")


def build(regions: list[list[int]], rows: list[int], cols: list[int], shown: dict[int, int]) -> BinaryProblem:
    n = len(regions)
    problem = BinaryProblem(n * n, shown)
    for i in range(n):
        problem.add([i * n + c for c in range(n)], rows[i], rows[i])
        problem.add([r * n + i for r in range(n)], cols[i], cols[i])
    for cells in region_cells(regions):
        by_row: dict[int, list[int]] = {}
        for r, c in cells:
            by_row.setdefault(r, []).append(r * n + c)
        for r, vs in by_row.items():
            for a, b in zip(vs, vs[1:]):  # flat water: one row of a tank is all wet or all dry
                problem.add([a, b], 0, 0, weights=[1, -1])
            if r + 1 in by_row:  # wet here means wet below: x_here - x_below <= 0
                problem.add([vs[0], by_row[r + 1][0]], -1, 0, weights=[1, -1])
    return problem


_RULES = (
    "Aquarium puzzle on a {n}x{n} grid. The grid is divided into tanks; cells with the same letter form one tank. "
    "Fill some cells with water. In each tank the water surface is level: within a tank, every cell of a row is "
    "either all water or all empty, and if a row of a tank holds water, every lower row of that tank does too (a "
    "tank may be empty or full). The numbers say how many water cells each row and column has.",
    "Pour water into the tanks of this {n} by {n} aquarium (a tank = all cells with one letter). Water obeys "
    "gravity: it fills a tank from its bottom row upwards, whole rows at a time, and stops at any height, including "
    "not at all or to the brim. Match the water-cell counts given for each row and column.",
    "Shade the water in this {n}x{n} Aquarium. Each letter marks a tank. In a tank, water fills complete rows "
    "starting from the lowest one, with no gaps and no partly filled row; different tanks may stop at different "
    "heights. Every row and every column must contain exactly the stated number of water cells.",
)


class Aquarium(SymbolGridAnswer, Bootcamp):
    id = "puzzle/aquarium"
    description = "Aquarium: fill tanks with level water from the bottom to meet row and column counts; one solution"
    Config = Config
    grid_symbols = {"#": 1, ".": 0}
    LEVELS = {
        "1": Config(size=4, max_tank=4),
        "2": Config(size=5, max_tank=5),
        "3": Config(size=6, max_tank=6),
        "4": Config(size=7, max_tank=6),
        "5": Config(size=8, max_tank=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            regions = small_pieces(n, n, config.max_tank, rng, min_size=2)
            gold = [0] * (n * n)
            for cells in region_cells(regions):
                tank_rows = sorted({r for r, _ in cells})
                level = rng.randint(0, len(tank_rows))  # rows filled, counted from the bottom
                wet = set(tank_rows[len(tank_rows) - level :])
                for r, c in cells:
                    gold[r * n + c] = int(r in wet)
            rows = [sum(gold[r * n : (r + 1) * n]) for r in range(n)]
            cols = [sum(gold[c::n]) for c in range(n)]
            try:
                shown = reveal_binary(build(regions, rows, cols, {}), gold, rng, max_nodes=20000)
            except Budget:
                continue
            data = {"regions": regions, "rows": rows, "cols": cols, "shown": sorted([v, x] for v, x in shown.items())}
            return data, rows_of(gold, n)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["regions"])
        sep = rng.choice((" ", ", "))
        text = (rng.choice(_RULES).format(n=n) + f"\n\nTanks:\n{region_letters(data['regions'])}\n\n"
                f"Water cells per row (top to bottom): {sep.join(map(str, data['rows']))}\n"
                f"Water cells per column (left to right): {sep.join(map(str, data['cols']))}")
        if data["shown"]:
            text += "\nAlready known: " + ", ".join(
                f"{cell_name(*divmod(v, n))} is {'water' if x else 'empty'}" for v, x in data["shown"]) + "."
        form = "the grid, one row per line or rows separated by semicolons, # for water and . for an empty cell (for example ..;## for 2x2)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "#", 0: "."})

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = len(data["regions"])
        problem = build(data["regions"], data["rows"], data["cols"], {v: x for v, x in data["shown"]})
        values = traced_search(t, problem.to_problem(), cell_names(n, n)) or []
        return rows_of(values, n) if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """The 0/1 solver's own search (counters per constraint), not the traced domain search."""
        n = len(data["regions"])
        problem = build(data["regions"], data["rows"], data["cols"], {v: x for v, x in data["shown"]})
        (values,) = problem.solutions(limit=1)
        return rows_of(values, n)


BOOTCAMP = Aquarium()
