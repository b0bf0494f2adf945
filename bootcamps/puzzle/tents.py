"""Tents: beside every tree pitch one tent, in an orthogonally adjacent cell, so that trees and
tents pair off one to one; tents never touch each other, not even diagonally; each row and
column holds the stated number of tents. Unique by construction: tents and their trees are
drawn together, then cells where a second solution differs are shown until the 0/1 solver
(with the pairing checked on full solutions) finds one."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, traced_search
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.kit.puzzles import BinaryProblem, reveal_binary
from bootcamps.kit.puzzles2 import tents_matched
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 6
    tents: int = 7

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 10:
            raise ValueError(f"size must be in 4..10, got {self.size}")
        if not 1 <= self.tents <= self.size * self.size // 4:
            raise ValueError(f"tents must be in 1..{self.size * self.size // 4}, got {self.tents}")


def build(n: int, trees: list[list[int]], rows: list[int], cols: list[int], shown: dict[int, int]) -> BinaryProblem:
    tree_cells = {(r, c) for r, c in trees}
    near = {(r + dr, c + dc) for r, c in tree_cells for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))}
    fixed = {r * n + c: 0 for r in range(n) for c in range(n) if (r, c) in tree_cells or (r, c) not in near}
    fixed.update(shown)

    def paired(values: list[int]) -> bool:
        return tents_matched([divmod(v, n) for v, x in enumerate(values) if x], [tuple(t) for t in trees])

    problem = BinaryProblem(n * n, fixed, accept=paired)
    for i in range(n):
        problem.add([i * n + c for c in range(n)], rows[i], rows[i])
        problem.add([r * n + i for r in range(n)], cols[i], cols[i])
    for r in range(n - 1):
        for c in range(n - 1):
            problem.add([r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1], 0, 1)
    for r, c in trees:  # a tree needs a tent beside it
        problem.add([rr * n + cc for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= rr < n and 0 <= cc < n], 1, 4)
    return problem


_TEMPLATES = (
    "Tents puzzle ({n}x{n}). T marks a tree, {e} an open cell:\n{grid}\nPlace tents so that every tree has exactly "
    "one tent of its own in an orthogonally adjacent cell (trees and tents pair off one to one), no two tents touch "
    "(not even diagonally), and the rows and columns hold these numbers of tents.\nRows, top to bottom: {rows}\n"
    "Columns, left to right: {cols}",
    "Pitch one tent for each tree in this {n} by {n} campsite (T = tree, {e} = grass):\n{grid}\nEach tent stands "
    "directly above, below, left or right of the tree it belongs to, and each tree gets exactly one tent. Tents may "
    "not be neighbours horizontally, vertically or diagonally. Tents per row: {rows}. Tents per column: {cols}.",
    "Below is a {n}x{n} grid with trees (T); other cells are {e}.\n{grid}\nPut a tent next to every tree "
    "(orthogonally adjacent), so that tents and trees can be paired one to one, no two tents are adjacent in any of "
    "the eight directions, and the tent counts are {rows} for the rows (from the top) and {cols} for the columns "
    "(from the left).",
)


class Tents(SymbolGridAnswer, Bootcamp):
    id = "puzzle/tents"
    description = "Tents: pair every tree with an adjacent tent, tents never touching, row and column counts; one solution"
    Config = Config
    grid_symbols = {"A": 1, ".": 0, "T": 0}
    LEVELS = {
        "1": Config(size=5, tents=3),
        "2": Config(size=5, tents=4),
        "3": Config(size=5, tents=6),
        "4": Config(size=6, tents=8),
        "5": Config(size=7, tents=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            tents, trees = self._draw(n, config.tents, rng)
            if tents is None:
                continue
            rows = [sum(1 for r, _ in tents if r == i) for i in range(n)]
            cols = [sum(1 for _, c in tents if c == i) for i in range(n)]
            gold = [0] * (n * n)
            for r, c in tents:
                gold[r * n + c] = 1
            try:
                shown = reveal_binary(build(n, trees, rows, cols, {}), gold, rng, max_nodes=3000)
            except Budget:
                continue
            data = {"size": n, "trees": sorted(trees), "rows": rows, "cols": cols, "shown": sorted([v, x] for v, x in shown.items())}
            return data, [gold[r * n : (r + 1) * n] for r in range(n)]

    @staticmethod
    def _draw(n: int, count: int, rng: random.Random):
        """Tents placed one by one on cells no tent touches, each with a tree on a free neighbour."""
        tents: list[list[int]] = []
        trees: list[list[int]] = []
        taken: set[tuple[int, int]] = set()
        cells = [(r, c) for r in range(n) for c in range(n)]
        rng.shuffle(cells)
        for r, c in cells:
            if len(tents) == count:
                break
            if (r, c) in taken or any(abs(r - a) <= 1 and abs(c - b) <= 1 for a, b in tents):
                continue
            spots = [(rr, cc) for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
                     if 0 <= rr < n and 0 <= cc < n and (rr, cc) not in taken and [rr, cc] not in tents]
            if not spots:
                continue
            tree = rng.choice(spots)
            tents.append([r, c])
            trees.append(list(tree))
            taken.update({(r, c), tree})
        return (tents, trees) if len(tents) == count else (None, None)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        e = rng.choice((".", "_"))
        trees = {(r, c) for r, c in data["trees"]}
        grid = "\n".join(" ".join("T" if (r, c) in trees else e for c in range(n)) for r in range(n))
        sep = rng.choice((" ", ", "))
        text = rng.choice(_TEMPLATES).format(n=n, e=e, grid=grid, rows=sep.join(map(str, data["rows"])), cols=sep.join(map(str, data["cols"])))
        if data["shown"]:
            text += "\nGiven: " + ", ".join(f"{cell_name(*divmod(v, n))} {'is a tent' if x else 'has no tent'}" for v, x in data["shown"]) + "."
        form = ("the grid, one row per line or rows separated by semicolons, A for a tent, T for a tree and . for any "
                "other cell (for example .A.;.T.;... for 3x3)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "A", 0: "."})

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        problem = build(n, data["trees"], data["rows"], data["cols"], {v: x for v, x in data["shown"]}).to_problem()
        values = traced_search(t, problem, [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Give each tree (in order) its own tent on a free side, never touching another tent,
        never past a row or column count; check the counts and shown cells at the end."""
        n, trees = data["size"], [tuple(t) for t in data["trees"]]
        shown = {divmod(v, n): x for v, x in data["shown"]}
        tents: list[tuple[int, int]] = []

        def place(i: int) -> bool:
            if i == len(trees):
                rows_ok = all(sum(1 for r, _ in tents if r == k) == data["rows"][k] for k in range(n))
                cols_ok = all(sum(1 for _, c in tents if c == k) == data["cols"][k] for k in range(n))
                return rows_ok and cols_ok and all((cell in tents) == bool(x) for cell, x in shown.items())
            r, c = trees[i]
            for cell in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if not (0 <= cell[0] < n and 0 <= cell[1] < n) or cell in trees:
                    continue
                if any(abs(cell[0] - a) <= 1 and abs(cell[1] - b) <= 1 for a, b in tents):
                    continue
                if sum(1 for a, _ in tents if a == cell[0]) >= data["rows"][cell[0]]:
                    continue
                if sum(1 for _, b in tents if b == cell[1]) >= data["cols"][cell[1]]:
                    continue
                tents.append(cell)
                if place(i + 1):
                    return True
                tents.pop()
            return False

        place(0)
        return [[int((r, c) in tents) for c in range(n)] for r in range(n)]


BOOTCAMP = Tents()
