"""Light Up (Akari): place lamps in the white cells of a grid so that every white cell is lit,
no lamp shines on another, and each numbered black cell has exactly that many lamps beside it.
Unique by construction: the generator reveals black-cell numbers (then, if it must, lamps)
where a second solution differs until the constraint solver finds one solution. That search (a few solver runs per board) keeps
generation at a few hundred cases/s at level 3, under the 1,000/s of simpler bootcamps."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, differing, traced_search
from bootcamps.kit.grids import cell_name, neighbours, read_grid
from bootcamps.kit.puzzles import BinaryProblem, segments
from bootcamps.trace import Tracer

_READ = {ch: ch for ch in "L.#01234"}


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    black: float = 0.25
    numbered: float = 0.5  # share of black cells numbered before the uniqueness loop

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 10 or not 3 <= self.cols <= 10:
            raise ValueError(f"rows and cols must be in 3..10, got {self.rows}x{self.cols}")
        if not 0.1 <= self.black <= 0.5:
            raise ValueError(f"black must be in [0.1, 0.5], got {self.black}")
        if not 0.0 <= self.numbered <= 1.0:
            raise ValueError(f"numbered must be in [0, 1], got {self.numbered}")


def build(grid: list[list[int]], numbers: dict, lamps: dict) -> tuple[BinaryProblem, list[tuple[int, int]]]:
    """Variables are the white cells in reading order (1 = lamp); grid cells are -1 for white."""
    rows, cols = len(grid), len(grid[0])
    whites = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] < 0]
    index = {cell: i for i, cell in enumerate(whites)}
    problem = BinaryProblem(max(1, len(whites)), lamps)
    runs = segments([[v < 0 for v in row] for row in grid])
    seen_by: dict[tuple[int, int], set[int]] = {cell: set() for cell in whites}
    for run in runs:
        scope = [index[cell] for cell in run]
        if len(scope) > 1:
            problem.add(scope, 0, 1)  # two lamps in one run would light each other
        for cell in run:
            seen_by[cell].update(scope)
    for cell in whites:
        problem.add(sorted(seen_by[cell]), 1, len(seen_by[cell]))  # every white cell is lit
    for key, k in numbers.items():
        r, c = divmod(int(key), cols)
        scope = [index[n] for n in neighbours(r, c, rows, cols) if n in index]
        if scope:
            problem.add(scope, k, k)
    return problem, whites


_TEMPLATES = (
    "Light Up puzzle. In the grid below, . is a white cell, # a black cell and a digit a black cell with a number."
    "\n{grid}\nPlace lamps in some white cells. A lamp lights its own cell and every white cell in its row and column "
    "until a black cell or the edge. Every white cell must be lit, no lamp may be lit by another lamp, and a numbered "
    "black cell must have exactly that many lamps in the (up to four) cells directly above, below, left and right of it.",
    "Akari: put light bulbs on white squares (.) of this board; black squares are # or carry a digit.\n{grid}\n"
    "Rules: a bulb shines horizontally and vertically until blocked by a black square; all white squares must be lit; "
    "two bulbs may not shine on each other; a digit tells exactly how many bulbs touch that black square on its sides "
    "(diagonals do not count).",
    "Place lamps on this grid (dots are empty white cells, # and digits are walls):\n{grid}\nLamps send light along "
    "rows and columns until it hits a wall. Light every white cell, never let a lamp light another lamp, and give "
    "each wall with a digit exactly that many orthogonally adjacent lamps.",
)


class LightUp(Bootcamp):
    id = "puzzle/light_up"
    description = "Light Up (Akari): lamps light rows and columns, numbered walls count adjacent lamps; one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(rows=4, cols=4, black=0.3, numbered=0.8),
        "2": Config(rows=5, cols=5, black=0.28, numbered=0.6),
        "3": Config(rows=6, cols=6, black=0.25, numbered=0.5),
        "4": Config(rows=7, cols=7, black=0.22, numbered=0.4),
        "5": Config(rows=8, cols=8, black=0.2, numbered=0.3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:  # boards whose uniqueness takes a long search are drawn again
            try:
                return self._draw(config, rng)
            except Budget:
                continue

    def _draw(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        rows, cols = config.rows, config.cols
        grid = [[0 if rng.random() < config.black else -1 for _ in range(cols)] for _ in range(rows)]
        open_cells = [[v < 0 for v in row] for row in grid]
        runs = segments(open_cells)
        run_of: dict = {}
        for i, run in enumerate(runs):
            for cell in run:
                run_of.setdefault(cell, []).append(i)
        lit_runs: set[int] = set()
        lamps = set()
        whites = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] < 0]
        for cell in rng.sample(whites, len(whites)):  # greedy: a lamp in every cell still dark
            if not any(i in lit_runs for i in run_of[cell]):
                lamps.add(cell)
                lit_runs.update(run_of[cell])
        blacks = [r * cols + c for r in range(rows) for c in range(cols) if grid[r][c] >= 0]
        count = {v: sum(n in lamps for n in neighbours(v // cols, v % cols, rows, cols)) for v in blacks}
        numbers = {v: count[v] for v in blacks if rng.random() < config.numbered}
        gold = [int(cell in lamps) for cell in whites]
        shown: dict[int, int] = {}
        problem, _ = build(grid, numbers, shown)
        index = {cell: i for i, cell in enumerate(whites)}
        while True:  # each revealed clue joins the same problem
            found = problem.solutions(limit=2, max_nodes=2000)
            if len(found) == 1:
                break
            diff = {whites[v] for v in differing(found, gold)}
            near = [v for v in blacks if v not in numbers
                    and any(n in diff for n in neighbours(v // cols, v % cols, rows, cols))]
            if near:
                v = rng.choice(near)
                numbers[v] = count[v]
                scope = [index[n] for n in neighbours(v // cols, v % cols, rows, cols) if n in index]
                problem.add(scope, count[v], count[v])
            else:  # reveal a lamp that the other solution lacks
                v = rng.choice([i for i in differing(found, gold) if gold[i]])
                shown[v] = 1
                problem.fixed[v] = 1
        board = [["." if v < 0 else "#" for v in row] for row in grid]
        for v, k in numbers.items():
            board[v // cols][v % cols] = str(k)
        data = {"board": ["".join(row) for row in board], "lamps": sorted(whites[v] for v in shown)}
        data["lamps"] = [list(cell) for cell in data["lamps"]]
        return data, self._solved(data, whites, gold)

    @staticmethod
    def _solved(data: dict, whites: list, values: list[int]) -> list[str]:
        """The board with an L in every white cell that holds a lamp."""
        board = [list(row) for row in data["board"]]
        if len(values) == len(whites):
            for (r, c), x in zip(whites, values):
                board[r][c] = "L" if x == 1 else "."
        return ["".join(row) for row in board]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(grid="\n".join(data["board"]))
        if data["lamps"]:
            text += "\nAlso given: a lamp stands at " + ", ".join(cell_name(r, c) for r, c in data["lamps"])
            text += " (r1c1 is the top-left cell)."
        form = ("the board copied with an L in each white cell that holds a lamp (other white cells stay ., black cells "
                "stay # or their digit), one row per line or rows separated by semicolons (for example L#;.L for a 2x2 "
                "board)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ";".join(answer)

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        """A lamp taken away, a lamp added (reading case-insensitively, l is the same L)."""
        rows = [list(row) for row in case.answer]
        lamps = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "L"]
        empty = [(r, c) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch == "."]
        out = []
        for cells, mark in ((lamps, "."), (empty, "L")):
            if cells:
                r, c = rng.choice(cells)
                changed = [row[:] for row in rows]
                changed[r][c] = mark
                out.append(";".join("".join(row) for row in changed))
        return out

    def check(self, data: dict, answer: list[str], text: str) -> float:
        board = data["board"]
        grid = read_grid(text, len(board), len(board[0]), _READ)
        return 1.0 if grid == [list(row) for row in answer] else 0.0

    @staticmethod
    def _parts(data: dict) -> tuple[list[list[int]], dict]:
        grid = [[-1 if ch == "." else 0 for ch in row] for row in data["board"]]
        cols = len(grid[0])
        numbers = {r * cols + c: int(ch) for r, row in enumerate(data["board"]) for c, ch in enumerate(row) if ch.isdigit()}
        return grid, numbers

    def program(self, t: Tracer, data: dict) -> list[str]:
        grid, numbers = self._parts(data)
        _, whites = build(grid, numbers, {})
        shown = {whites.index(tuple(cell)): 1 for cell in data["lamps"]}
        problem, _ = build(grid, numbers, shown)
        values = traced_search(t, problem.to_problem(), [cell_name(r, c) for r, c in whites]) or []
        return self._solved(data, whites, values)

    def solve(self, data: dict) -> list[str]:
        """The counter-based 0/1 solver (the traced program uses the general constraint search)."""
        grid, numbers = self._parts(data)
        _, whites = build(grid, numbers, {})
        problem, _ = build(grid, numbers, {whites.index(tuple(cell)): 1 for cell in data["lamps"]})
        found = problem.solutions(limit=1)
        return self._solved(data, whites, found[0] if found else [])


BOOTCAMP = LightUp()
