"""Futoshiki: fill an n x n Latin square that obeys the given digits and the inequality signs
between neighbouring cells. Every puzzle has exactly one solution: the generator adds a clue
where a second solution differs until the constraint solver finds only one. Those uniqueness
searches make generation slower than 1000 cases/s (a few hundred at level 3)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Problem, differing, latin_problem, random_latin_square, traced_search
from bootcamps.kit.grids import answer_line, cell_name, read_grid
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 5
    signs: int = 6  # inequality signs drawn before the uniqueness loop
    sign_bias: float = 0.7  # chance that a missing clue is a sign rather than a digit
    givens: int = 0  # digits revealed before the uniqueness loop

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 8:
            raise ValueError(f"size must be in 3..8, got {self.size}")
        if not 0 <= self.signs <= 2 * self.size * (self.size - 1):
            raise ValueError(f"signs must be in 0..{2 * self.size * (self.size - 1)}, got {self.signs}")
        if not 0 <= self.givens <= self.size * self.size:
            raise ValueError(f"givens must be in 0..{self.size * self.size}, got {self.givens}")
        if not 0.0 <= self.sign_bias <= 1.0:
            raise ValueError(f"sign_bias must be in [0, 1], got {self.sign_bias}")


def build(n: int, givens: list[list[int]], signs: list[list[int]]) -> Problem:
    """The puzzle as constraints; each sign [r1, c1, r2, c2] says cell 1 < cell 2."""
    problem = latin_problem(givens)
    for r1, c1, r2, c2 in signs:
        problem.linear([r2 * n + c2, r1 * n + c1], 1, n, weights=[1, -1])
    return problem


def adjacent_pairs(n: int) -> list[tuple[int, int, int, int]]:
    return [(r, c, r, c + 1) for r in range(n) for c in range(n - 1)] + [(r, c, r + 1, c) for r in range(n - 1) for c in range(n)]


def oriented(pair: tuple[int, int, int, int], grid: list[list[int]]) -> list[int]:
    """The pair as a sign [small cell, large cell] under ``grid``."""
    r1, c1, r2, c2 = pair
    return [r1, c1, r2, c2] if grid[r1][c1] < grid[r2][c2] else [r2, c2, r1, c1]


def render_board(data: dict, blank: str) -> str:
    """Cells with '<'/'>' between row neighbours and '^'/'v' between column neighbours
    ('^' under a cell: the cell above is smaller)."""
    n = data["size"]
    sign = {}
    for r1, c1, r2, c2 in data["signs"]:
        key = (min(r1, r2), min(c1, c2), r1 != r2)
        small_first = (r1, c1) == key[:2]
        sign[key] = ("^" if small_first else "v") if r1 != r2 else ("<" if small_first else ">")
    lines = []
    for r in range(n):
        row = ""
        for c in range(n):
            v = data["givens"][r][c]
            row += str(v) if v else blank
            if c < n - 1:
                row += f" {sign.get((r, c, False), ' ')} "
        lines.append(row.rstrip())
        if r < n - 1:
            lines.append("   ".join(sign.get((r, c, True), " ") for c in range(n)).rstrip())
    return "\n".join(lines)


_RULES = (
    "Fill the {n}x{n} grid with the digits 1 to {n} so that every row and every column holds each digit exactly once. "
    "A '<' or '>' between two cells of a row says which is smaller; between two rows, '^' under a cell means the cell "
    "above is smaller than the cell below, and 'v' means it is larger. Blank cells are shown as {blank}.",
    "This is a Futoshiki puzzle of size {n}. Put one digit from 1 to {n} in each cell; no digit may repeat in a row or "
    "a column. The inequality signs must hold: 'a < b' and 'a > b' compare horizontal neighbours, and a '^' (or 'v') "
    "between two rows says the upper cell is smaller (or larger) than the lower one. {blank} marks an empty cell.",
    "Complete the Latin square below ({n}x{n}, digits 1-{n}, each exactly once per row and per column). The signs "
    "between neighbouring cells are strict inequalities: < and > read left to right, ^ means the cell above is less "
    "than the cell below, v means it is greater. Empty cells are {blank}.",
)
_LIST_RULES = (
    "Fill the {n}x{n} grid with the digits 1 to {n} so that every row and every column holds each digit exactly once, "
    "and every listed inequality holds (rows and columns are numbered from 1, r1c1 is the top-left cell). "
    "Empty cells are shown as {blank}.",
)


class Futoshiki(Bootcamp):
    id = "puzzle/futoshiki"
    description = "Futoshiki: a Latin square with inequality signs between neighbours; exactly one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=4, signs=4, sign_bias=0.5, givens=4),
        "2": Config(size=5, signs=6, sign_bias=0.5, givens=6),
        "3": Config(size=5, signs=8, sign_bias=0.8, givens=3),
        "4": Config(size=6, signs=12, sign_bias=0.85, givens=3),
        "5": Config(size=7, signs=18, sign_bias=0.9, givens=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        grid = random_latin_square(n, rng)
        gold = [v for row in grid for v in row]
        pairs = adjacent_pairs(n)
        signs = [oriented(p, grid) for p in rng.sample(pairs, config.signs)]
        givens = [[0] * n for _ in range(n)]
        for cell in rng.sample(range(n * n), config.givens):
            givens[cell // n][cell % n] = grid[cell // n][cell % n]
        while True:
            solutions = build(n, givens, signs).solutions(limit=2)
            if len(solutions) == 1:
                break
            other = next(s for s in solutions if s != gold)
            cell = rng.choice(differing(solutions, gold))
            r, c = divmod(cell, n)
            # a sign touching the cell that the other solution breaks
            options = [
                p for p in pairs if (r, c) in (p[:2], p[2:]) and oriented(p, grid) not in signs
                and (other[p[0] * n + p[1]] < other[p[2] * n + p[3]]) != (grid[p[0]][p[1]] < grid[p[2]][p[3]])
            ]
            if options and rng.random() < config.sign_bias:
                signs.append(oriented(rng.choice(options), grid))
            else:
                givens[r][c] = grid[r][c]
        return {"size": n, "givens": givens, "signs": sorted(signs)}, grid

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        blank = rng.choice((".", "_", "0"))
        if rng.random() < 0.75:
            text = rng.choice(_RULES).format(n=n, blank=blank) + "\n\n" + render_board(data, blank)
        else:
            givens = "\n".join(" ".join(str(v) if v else blank for v in row) for row in data["givens"])
            signs = "\n".join(f"{cell_name(r1, c1)} < {cell_name(r2, c2)}" for r1, c1, r2, c2 in data["signs"])
            text = _LIST_RULES[0].format(n=n, blank=blank) + f"\n\n{givens}\n\nInequalities:\n{signs}"
        form = f"the completed grid, its {n} rows from top to bottom separated by semicolons (for example 12;21 for a 2x2 grid)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        n = data["size"]
        grid = read_grid(text, n, n, {str(d): d for d in range(1, n + 1)})
        return 1.0 if grid == answer else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        names = [cell_name(r, c) for r in range(n) for c in range(n)]
        values = traced_search(t, build(n, data["givens"], data["signs"]), names) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        n = data["size"]
        (values,) = build(n, data["givens"], data["signs"]).solutions(limit=1)
        return [values[r * n : (r + 1) * n] for r in range(n)]


BOOTCAMP = Futoshiki()
