"""Thermo sudoku on small boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes): every row, column and
box holds 1..n once, and along each thermometer the digits strictly increase from the bulb to
the tip. Thermometers are drawn on a random solved board as king-step paths whose gold digits
rise; gold digits where a second solution differs are then revealed until the constraint search
(kit.backtrack) finds one solution. Those repeated uniqueness searches hold 6x6 generation to a few
hundred cases/s (about 540/s at level 3 on a loaded 2-core machine), below the 1,000/s target.

Where arrow sudoku sums a shaft, a thermometer orders its cells: the reasoning is about bounds
(the k-th cell from the bulb is at least k and leaves room for the cells after it), not sums."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem, reveal_until_unique, traced_search
from bootcamps.kit.boards import DigitGridAnswer
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.kit.puzzle11 import BOXES, fill_cells, king_steps, random_sudoku_cells, sudoku_problem
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 6
    thermos: int = 4
    min_length: int = 3  # cells on a thermometer, bulb included
    max_length: int = 4
    extra: int = 0  # gold digits shown beyond those uniqueness needs (an easier start)

    def __post_init__(self) -> None:
        if self.size not in BOXES:
            raise ValueError(f"size must be 4 or 6, got {self.size}")
        if not 1 <= self.thermos <= self.size + 2:
            raise ValueError(f"thermos must be in 1..{self.size + 2}, got {self.thermos}")
        if not 2 <= self.min_length <= self.max_length <= self.size:
            raise ValueError(f"need 2 <= min_length <= max_length <= size, got {self.min_length}, {self.max_length}")
        if not 0 <= self.extra <= self.size * self.size // 2:
            raise ValueError(f"extra must be in 0..{self.size * self.size // 2}, got {self.extra}")


def draw_thermos(n: int, gold: list[int], count: int, low: int, high: int, rng: random.Random) -> list[list[int]]:
    """Up to ``count`` disjoint thermometers [bulb, ..., tip] of low..high cells, each cell a king
    step from the one before, gold digits strictly rising along each."""
    used: set[int] = set()
    thermos: list[list[int]] = []
    for bulb in rng.sample(range(n * n), n * n):
        if len(thermos) == count:
            break
        length = rng.randint(low, high)
        if bulb in used or gold[bulb] > n - length + 1:
            continue
        path = _rising_walk(n, gold, [bulb], length, used, rng)
        if path:
            thermos.append(path)
            used.update(path)
    return thermos


def _rising_walk(n: int, gold: list[int], path: list[int], length: int, used: set[int],
                 rng: random.Random) -> list[int] | None:
    if len(path) == length:
        return list(path)
    steps = king_steps(n, path[-1])
    rng.shuffle(steps)
    left = length - len(path)  # cells still to add after this one
    for w in steps:
        if w in used or w in path or not gold[path[-1]] < gold[w] <= n - left + 1:
            continue
        found = _rising_walk(n, gold, path + [w], length, used, rng)
        if found:
            return found
    return None


def build(n: int, thermos: list[list[int]], shown: dict[int, int]) -> Problem:
    problem = sudoku_problem(n, shown)
    for thermo in thermos:
        for a, b in zip(thermo, thermo[1:]):
            problem.linear([b, a], 1, n - 1, [1, -1])  # the next cell is higher
    return problem


_TEMPLATES = (
    "Thermo sudoku, {n}x{n}. Fill the grid with digits 1-{n} so that every row, every column and every {bh}x{bw} box "
    "contains each digit exactly once. Along each thermometer the digits must strictly increase from the bulb (its "
    "first cell) to its tip.\n\nGrid ({blank} = empty, r1c1 is the top-left cell):\n{grid}\n\nThermometers (bulb "
    "first, then each cell in order; consecutive cells touch, possibly diagonally):\n{thermos}",
    "Solve this {n}x{n} sudoku with thermometers. Boxes are {bh} rows by {bw} columns, and each row, column and box "
    "uses 1 to {n} once.\n{grid}\n(empty cells are {blank}; rXcY is row X from the top, column Y from the left)\n"
    "On every thermometer listed below, each digit is larger than the one before it, starting from the bulb.\n"
    "{thermos}",
    "Below are the thermometers of a {n}x{n} sudoku, each written from its bulb to its tip (rXcY = row X, column Y):\n"
    "{thermos}\nWrite 1..{n} into the board so that no digit repeats in any row, column or {bh}x{bw} box, and the "
    "digits on every thermometer rise strictly from bulb to tip. Board ({blank} marks a blank):\n{grid}",
)


class ThermoSudoku(DigitGridAnswer, Bootcamp):
    id = "puzzle/thermo_sudoku"
    description = "Thermo sudoku (4x4 and 6x6): digits rise strictly along each thermometer; one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=4, thermos=2, min_length=2, max_length=3, extra=4),
        "2": Config(size=4, thermos=3, min_length=2, max_length=4, extra=0),
        "3": Config(size=6, thermos=4, min_length=3, max_length=4, extra=8),
        "4": Config(size=6, thermos=5, min_length=3, max_length=5, extra=3),
        "5": Config(size=6, thermos=6, min_length=3, max_length=6, extra=0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        gold = random_sudoku_cells(n, rng)
        thermos = draw_thermos(n, gold, config.thermos, config.min_length, config.max_length, rng)
        start = {v: gold[v] for v in rng.sample(range(n * n), config.extra)}
        shown = reveal_until_unique(lambda s: build(n, thermos, s), gold, rng, start)
        data = {"size": n, "thermos": thermos, "givens": [[shown.get(r * n + c, 0) for c in range(n)] for r in range(n)]}
        return data, [gold[r * n : (r + 1) * n] for r in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        blank = rng.choice((".", "_"))
        arrow = rng.choice((" -> ", " > ", ", "))
        grid = "\n".join(" ".join(str(x) if x else blank for x in row) for row in data["givens"])
        thermos = "\n".join(f"Thermometer {i + 1}: " + arrow.join(cell_name(*divmod(v, n)) for v in th)
                            for i, th in enumerate(data["thermos"]))
        bh, bw = BOXES[n]
        text = rng.choice(_TEMPLATES).format(n=n, bh=bh, bw=bw, blank=blank, grid=grid, thermos=thermos)
        form = f"the solved grid, {n} rows of {n} digits from top to bottom separated by semicolons (for example 12;21)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """The constraint search: singles first, then a guess at the cell with the fewest
        candidates; each placement narrows its row, column, box and thermometer neighbours."""
        n = data["size"]
        shown = {r * n + c: x for r, row in enumerate(data["givens"]) for c, x in enumerate(row) if x}
        names = [cell_name(r, c) for r in range(n) for c in range(n)]
        values = traced_search(t, build(n, data["thermos"], shown), names) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Reading-order backtracking; after each placement every thermometer through the cell
        is checked by position: the k-th cell (bulb k=0) of an L-cell thermometer holds k+1..n-L+k+1,
        and two placed cells i < j on it differ by at least j - i."""
        n = data["size"]
        givens = [x for row in data["givens"] for x in row]
        through: dict[int, list[tuple[list[int], int]]] = {}
        for th in data["thermos"]:
            for k, v in enumerate(th):
                through.setdefault(v, []).append((th, k))

        def check(grid: list[int], v: int) -> bool:
            for th, k in through.get(v, ()):
                x = grid[v]
                if not k + 1 <= x <= n - len(th) + k + 1:
                    return False
                for j, w in enumerate(th):
                    if grid[w] and j != k and (grid[w] - x) * (j - k) < (j - k) ** 2:
                        return False
            return True

        found = fill_cells(n, givens, check, limit=1)
        return [found[0][r * n : (r + 1) * n] for r in range(n)] if found else []


BOOTCAMP = ThermoSudoku()
