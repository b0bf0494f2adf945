"""Skyscrapers: fill an n x n grid with building heights 1..n, each once per row and column,
so that the number of buildings seen from each clue's side (a taller one hides every shorter
one behind it) matches the clue. Unique by construction: clues (then, if needed, heights) of
a random Latin square are revealed where a second solution differs, until the line solver
finds one. Those solver runs hold generation to about a hundred cases/s at level 3 (5x5)."""

from __future__ import annotations

import itertools
import random
from functools import lru_cache
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, latin_problem, random_latin_square, traced_search
from bootcamps.kit.enumerated import enumerated
from bootcamps.kit.grids import answer_line, cell_name, read_grid
from bootcamps.kit.puzzles import line_solve, visible
from bootcamps.trace import Tracer

SIDES = ("top", "bottom", "left", "right")


@dataclass(frozen=True)
class Config:
    size: int = 5
    clues: float = 0.6  # share of the 4n clues shown before the uniqueness loop

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 7:
            raise ValueError(f"size must be in 3..7, got {self.size}")
        if not 0.0 <= self.clues <= 1.0:
            raise ValueError(f"clues must be in [0, 1], got {self.clues}")


def all_clues(grid: list[list[int]]) -> dict[str, list[int]]:
    cols = [list(col) for col in zip(*grid)]
    return {"top": [visible(col) for col in cols], "bottom": [visible(col[::-1]) for col in cols],
            "left": [visible(row) for row in grid], "right": [visible(row[::-1]) for row in grid]}


@lru_cache(maxsize=8)
def _views(n: int) -> tuple[list[tuple[int, ...]], dict]:
    """Every permutation of 1..n with the counts seen from its front and its back."""
    perms = list(itertools.permutations(range(1, n + 1)))
    return perms, {p: (visible(p), visible(p[::-1])) for p in perms}


def options(n: int, clues: dict, givens: list[list[int]]) -> tuple[list, list]:
    """The permutations each row and column may be: they meet the line's clues and givens."""
    perms, ahead = _views(n)

    def allowed(front: int, back: int, fixed: list[int]) -> list[tuple[int, ...]]:
        return [p for p in perms if (not front or ahead[p][0] == front) and (not back or ahead[p][1] == back)
                and all(not f or f == x for f, x in zip(fixed, p))]

    rows = [allowed(clues["left"][r], clues["right"][r], givens[r]) for r in range(n)]
    cols = [allowed(clues["top"][c], clues["bottom"][c], [givens[r][c] for r in range(n)]) for c in range(n)]
    return rows, cols


_TEMPLATES = (
    "Skyscrapers on a {n}x{n} grid: place a building of height 1 to {n} in every cell so that each row and each "
    "column contains every height exactly once. A clue outside the grid says how many buildings are visible from "
    "that side looking along the row or column; a building is visible when it is taller than all buildings in front "
    "of it. Clues (0 means no clue):\n{clues}",
    "Fill a {n} by {n} grid with the numbers 1..{n}, each exactly once in every row and column (they are building "
    "heights). Looking into a row or column from one end, you see a building only if no taller building stands "
    "before it. The numbers of buildings seen are given below (0 = unknown):\n{clues}",
    "Solve this Skyscrapers puzzle of size {n}. Rows and columns are permutations of 1..{n}. Each clue counts the "
    "buildings seen from that edge, where a taller building hides all shorter ones behind it; a clue of 0 is not "
    "given.\n{clues}",
)


class Skyscrapers(Bootcamp):
    id = "puzzle/skyscrapers"
    description = "Skyscrapers: a Latin square of heights matching visibility clues on the four sides; one solution"
    Config = Config
    multiline_answer = True
    min_distinct_prompts = {"2": 0.97}
    small_space_reason = "level 2 is 4x4: 576 Latin squares, and its sparse edge clues, revealed until unique, often coincide"
    LEVELS = {
        "1": Config(size=4, clues=0.7),
        "2": Config(size=4, clues=0.5),
        "3": Config(size=5, clues=0.75),
        "4": Config(size=5, clues=0.55),
        "5": Config(size=5, clues=0.4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        while True:
            try:
                return self._draw(config, rng)
            except Budget:
                continue

    def _draw(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        gold = random_latin_square(n, rng)
        full = all_clues(gold)
        hidden = [(side, i) for side in SIDES for i in range(n)]
        rng.shuffle(hidden)
        shown = {side: [0] * n for side in SIDES}
        for side, i in hidden[: round(config.clues * 4 * n)]:
            shown[side][i] = full[side][i]
        hidden = hidden[round(config.clues * 4 * n) :]
        givens = [[0] * n for _ in range(n)]
        while True:
            found = line_solve(*options(n, shown, givens), limit=2, max_nodes=200)
            if len(found) == 1:
                return {"clues": shown, "givens": givens}, gold
            other = found[0] if found[0] != gold else found[1]
            diff = {(r, c) for r in range(n) for c in range(n) if other[r][c] != gold[r][c]}
            useful = [(s, i) for s, i in hidden if any((r if s in ("left", "right") else c) == i for r, c in diff)]
            if useful:
                side, i = rng.choice(useful)
                hidden.remove((side, i))
                shown[side][i] = full[side][i]
            else:
                r, c = rng.choice(sorted(diff))
                givens[r][c] = gold[r][c]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["givens"])
        clues = data["clues"]
        lines = [f"From the top (columns 1-{n}): {' '.join(map(str, clues['top']))}",
                 f"From the bottom (columns 1-{n}): {' '.join(map(str, clues['bottom']))}",
                 f"From the left (rows 1-{n}): {' '.join(map(str, clues['left']))}",
                 f"From the right (rows 1-{n}): {' '.join(map(str, clues['right']))}"]
        text = rng.choice(_TEMPLATES).format(n=n, clues="\n".join(lines))
        known = [f"{cell_name(r, c)} = {v}" for r, row in enumerate(data["givens"]) for c, v in enumerate(row) if v]
        if known:
            text += "\nAlso given (r1c1 is the top-left cell): " + ", ".join(known) + "."
        form = f"the grid, {n} rows of {n} digits, one row per line or rows separated by semicolons (for example 12;21 for a 2x2 grid)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        n = len(data["givens"])
        return 1.0 if read_grid(text, n, n, {str(v): v for v in range(1, n + 1)}) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """The constraint search: Latin rows and columns, each clued line checked by its view."""
        n = len(data["givens"])
        problem = latin_problem(data["givens"])
        clues = data["clues"]
        for i in range(n):
            for scope, front, back in (([i * n + c for c in range(n)], clues["left"][i], clues["right"][i]),
                                       ([r * n + i for r in range(n)], clues["top"][i], clues["bottom"][i])):
                if front or back:
                    problem.propagator(scope, enumerated(scope, lambda v, f=front, b=back: (not f or visible(v) == f) and (not b or visible(v[::-1]) == b)))
        values = traced_search(t, problem, [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Line solving over the permutations each row and column allows."""
        n = len(data["givens"])
        found = line_solve(*options(n, data["clues"], data["givens"]), limit=1)
        return found[0] if found else []


BOOTCAMP = Skyscrapers()
