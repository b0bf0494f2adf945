"""Magnets: the grid is tiled by dominoes. Each domino is either neutral (both halves empty) or
a magnet, one half + and the other half -. Two orthogonally adjacent cells never carry the same
pole (no + next to +, no - next to -). Clues give the number of + and of - cells in every row
and column. Unique by construction: a random tiling gets random magnets that respect the pole
rule, and cells where a second solution differs are shown until the 0/1 solver (two variables
per cell: plus, minus) finds one solution. Building that 0/1 model (a few hundred
constraints) for each uniqueness check keeps generation at one to two hundred cases/s at level 3."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, traced_search
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line, cell_name, neighbours
from bootcamps.kit.puzzles import BinaryProblem, reveal_binary
from bootcamps.kit.puzzles4 import region_letters
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 6
    neutral: float = 0.3  # chance a domino is tried as neutral first

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 8 or not 2 <= self.cols <= 8 or self.rows * self.cols % 2 or self.rows * self.cols > 52:
            raise ValueError(f"need an even number of cells (at most 52) in a grid of 2..8 x 2..8, got {self.rows}x{self.cols}")
        if not 0.0 <= self.neutral <= 1.0:
            raise ValueError(f"neutral must be in [0, 1], got {self.neutral}")


def random_tiling(rows: int, cols: int, rng: random.Random) -> list[list[int]]:
    """A random domino tiling (domino index per cell): the first free cell in reading order is
    paired with its right or lower neighbour at random; a dead end starts over."""
    while True:
        owner = [[-1] * cols for _ in range(rows)]
        k = 0
        ok = True
        for r in range(rows):
            for c in range(cols):
                if owner[r][c] != -1:
                    continue
                options = [(r, c + 1)] if c + 1 < cols and owner[r][c + 1] == -1 else []
                options += [(r + 1, c)] if r + 1 < rows else []
                if not options:
                    ok = False
                    break
                rr, cc = rng.choice(options)
                owner[r][c] = owner[rr][cc] = k
                k += 1
            if not ok:
                break
        if ok:
            return owner


def build(tiles: list[list[int]], clues: dict, shown: dict[int, int]) -> BinaryProblem:
    """Variables 2*i (cell i is +) and 2*i+1 (cell i is -), cells in reading order."""
    rows, cols = len(tiles), len(tiles[0])
    problem = BinaryProblem(2 * rows * cols, shown)
    halves: dict[int, list[int]] = {}
    for r in range(rows):
        for c in range(cols):
            i = r * cols + c
            halves.setdefault(tiles[r][c], []).append(i)
            problem.add([2 * i, 2 * i + 1], 0, 1)
            for rr, cc in neighbours(r, c, rows, cols):
                j = rr * cols + cc
                if j > i and tiles[rr][cc] != tiles[r][c]:
                    problem.add([2 * i, 2 * j], 0, 1)
                    problem.add([2 * i + 1, 2 * j + 1], 0, 1)
    for a, b in halves.values():  # a magnet's halves are opposite poles; a neutral domino is empty
        problem.add([2 * a, 2 * b + 1], 0, 0, weights=[1, -1])
        problem.add([2 * a + 1, 2 * b], 0, 0, weights=[1, -1])
    for r in range(rows):
        problem.add([2 * (r * cols + c) for c in range(cols)], clues["row_plus"][r], clues["row_plus"][r])
        problem.add([2 * (r * cols + c) + 1 for c in range(cols)], clues["row_minus"][r], clues["row_minus"][r])
    for c in range(cols):
        problem.add([2 * (r * cols + c) for r in range(rows)], clues["col_plus"][c], clues["col_plus"][c])
        problem.add([2 * (r * cols + c) + 1 for r in range(rows)], clues["col_minus"][c], clues["col_minus"][c])
    return problem


_RULES = (
    "Magnets puzzle, {rows} rows by {cols} columns. The grid is covered by dominoes; the two cells of a domino share "
    "a letter in the map below. Every domino is either neutral (both cells empty) or a magnet with one + cell and "
    "one - cell. Two cells that share an edge may never carry the same sign (+ beside + or - beside - is forbidden). "
    "The clues count the + cells and the - cells of each row and column.",
    "Place magnets into this {rows}x{cols} frame of dominoes (cells with the same letter are one domino). A domino "
    "holds either nothing or a magnet, which has a positive end (+) and a negative end (-). Like poles repel: no two "
    "horizontally or vertically neighbouring cells may both be + or both be -. Match the numbers of + and - cells "
    "given per row and per column.",
    "Each lettered pair of cells in this {rows}-by-{cols} grid is a domino slot that is either blank or filled by a "
    "magnet (+ on one cell, - on the other). Same signs must not touch orthogonally, even across different dominoes. "
    "Use the row and column tallies of plus and minus cells to find the unique arrangement.",
)


class Magnets(SymbolGridAnswer, Bootcamp):
    id = "puzzle/magnets"
    description = "Magnets: fill domino slots with +/- magnets or blanks to meet pole counts, like poles never touch; one solution"
    Config = Config
    grid_symbols = {"+": 1, "-": 2, ".": 0}
    LEVELS = {
        "1": Config(rows=4, cols=5),
        "2": Config(rows=4, cols=6),
        "3": Config(rows=5, cols=6),
        "4": Config(rows=6, cols=6),
        "5": Config(rows=6, cols=8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            tiles = random_tiling(rows, cols, rng)
            grid = [[0] * cols for _ in range(rows)]
            halves: dict[int, list[tuple[int, int]]] = {}
            for r in range(rows):
                for c in range(cols):
                    halves.setdefault(tiles[r][c], []).append((r, c))
            for k in sorted(halves):
                (r1, c1), (r2, c2) = halves[k]
                options = [(1, 2), (2, 1)]
                rng.shuffle(options)
                if rng.random() < config.neutral:
                    options = []
                for a, b in options:
                    if all(grid[rr][cc] != a for rr, cc in neighbours(r1, c1, rows, cols)) and all(
                            grid[rr][cc] != b for rr, cc in neighbours(r2, c2, rows, cols)):
                        grid[r1][c1], grid[r2][c2] = a, b
                        break
            clues = {
                "row_plus": [row.count(1) for row in grid], "row_minus": [row.count(2) for row in grid],
                "col_plus": [[grid[r][c] for r in range(rows)].count(1) for c in range(cols)],
                "col_minus": [[grid[r][c] for r in range(rows)].count(2) for c in range(cols)],
            }
            gold = [x for row in grid for v in row for x in (int(v == 1), int(v == 2))]
            try:
                shown = reveal_binary(build(tiles, clues, {}), gold, rng, max_nodes=20000)
            except Budget:
                continue
            cells = sorted({v // 2 for v in shown})
            return {"tiles": tiles, "clues": clues, "shown": [[i, grid[i // cols][i % cols]] for i in cells]}, grid

    def prompt(self, data: dict, rng: random.Random) -> str:
        tiles, clues = data["tiles"], data["clues"]
        rows, cols = len(tiles), len(tiles[0])
        sep = rng.choice((" ", ", "))
        text = (rng.choice(_RULES).format(rows=rows, cols=cols) + f"\n\nDominoes:\n{region_letters(tiles)}\n\n"
                f"+ cells per row (top to bottom): {sep.join(map(str, clues['row_plus']))}\n"
                f"- cells per row (top to bottom): {sep.join(map(str, clues['row_minus']))}\n"
                f"+ cells per column (left to right): {sep.join(map(str, clues['col_plus']))}\n"
                f"- cells per column (left to right): {sep.join(map(str, clues['col_minus']))}")
        if data["shown"]:
            names = {0: "empty", 1: "+", 2: "-"}
            text += "\nAlready known: " + ", ".join(
                f"{cell_name(*divmod(i, cols))} is {names[x]}" for i, x in data["shown"]) + "."
        form = "the grid, rows separated by semicolons, + and - for magnet poles and . for an empty cell (for example +.;-. for 2x2)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "+", 2: "-", 0: "."})

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        tiles = data["tiles"]
        rows, cols = len(tiles), len(tiles[0])
        shown = {}
        for i, x in data["shown"]:
            shown[2 * i], shown[2 * i + 1] = int(x == 1), int(x == 2)
        names = [f"{cell_name(r, c)}{sign}" for r in range(rows) for c in range(cols) for sign in ("+", "-")]
        values = traced_search(t, build(tiles, data["clues"], shown).to_problem(), names) or []
        if len(values) != 2 * rows * cols:
            return []
        return [[1 if values[2 * (r * cols + c)] else 2 if values[2 * (r * cols + c) + 1] else 0 for c in range(cols)]
                for r in range(rows)]

    def solve(self, data: dict) -> list[list[int]]:
        """Each domino takes one of three states (blank, +-, -+), domino by domino, checked
        against the pole rule and the running row and column tallies."""
        tiles, clues = data["tiles"], data["clues"]
        rows, cols = len(tiles), len(tiles[0])
        shown = {i: x for i, x in data["shown"]}
        halves: dict[int, list[tuple[int, int]]] = {}
        for r in range(rows):
            for c in range(cols):
                halves.setdefault(tiles[r][c], []).append((r, c))
        order = [halves[k] for k in sorted(halves)]
        grid = [[0] * cols for _ in range(rows)]
        need = {("r", s, r): clues["row_plus" if s == 1 else "row_minus"][r] for s in (1, 2) for r in range(rows)}
        need |= {("c", s, c): clues["col_plus" if s == 1 else "col_minus"][c] for s in (1, 2) for c in range(cols)}
        # cells still undecided in each row / column, to prune when a tally can no longer be met
        left = {("r", r): cols for r in range(rows)} | {("c", c): rows for c in range(cols)}

        def fits(r: int, c: int, v: int) -> bool:
            if shown.get(r * cols + c, v) != v:
                return False
            return v == 0 or all(grid[rr][cc] != v for rr, cc in neighbours(r, c, rows, cols))

        def place(i: int) -> bool:
            if i == len(order):
                return all(v == 0 for v in need.values())
            (r1, c1), (r2, c2) = order[i]
            for a, b in ((0, 0), (1, 2), (2, 1)):
                if not fits(r1, c1, a) or not fits(r2, c2, b):
                    continue
                cells = ((r1, c1, a), (r2, c2, b))
                for r, c, v in cells:
                    grid[r][c] = v
                    left[("r", r)] -= 1
                    left[("c", c)] -= 1
                    if v:
                        need[("r", v, r)] -= 1
                        need[("c", v, c)] -= 1
                ok = all(0 <= need[(kind, s, x)] <= left[(kind, x)] for kind, x in left for s in (1, 2))
                if ok and place(i + 1):
                    return True
                for r, c, v in cells:
                    grid[r][c] = 0
                    left[("r", r)] += 1
                    left[("c", c)] += 1
                    if v:
                        need[("r", v, r)] += 1
                        need[("c", v, c)] += 1
            return False

        place(0)
        return grid


BOOTCAMP = Magnets()
