"""Killer sudoku on small boards (4x4 with 2x2 boxes, 6x6 with 2x3 boxes): every row, column and
box holds 1..n once; the grid is cut into cages, each with the sum of its digits and no digit
twice within a cage. Unique by construction: where a second solution differs, the generator
reveals a gold digit and re-checks with the constraint solver (kit.backtrack). Those uniqueness
searches hold generation to a few hundred cases/s from level 3 on (about 200-300/s at level 5 on
one core), below the 1,000/s target."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import DigitGridAnswer
from bootcamps.kit.backtrack import Budget, Problem, reveal_until_unique, traced_search
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.trace import Tracer

CAGE_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
BOXES = {4: (2, 2), 6: (2, 3)}


@dataclass(frozen=True)
class Config:
    size: int = 4
    max_cage: int = 3
    extra: int = 0  # gold digits shown beyond those uniqueness needs (an easier start)

    def __post_init__(self) -> None:
        if self.size not in BOXES:
            raise ValueError(f"size must be 4 or 6, got {self.size}")
        if not 2 <= self.max_cage <= 5:
            raise ValueError(f"max_cage must be in 2..5, got {self.max_cage}")
        if not 0 <= self.extra <= self.size * self.size // 2:
            raise ValueError(f"extra must be in 0..{self.size * self.size // 2}, got {self.extra}")


def sudoku_problem(n: int, fixed: dict[int, int]) -> Problem:
    full = range(1, n + 1)
    problem = Problem([(fixed[v],) if v in fixed else full for v in range(n * n)])
    bh, bw = BOXES[n]
    for i in range(n):
        problem.alldiff([i * n + c for c in range(n)], full)
        problem.alldiff([r * n + i for r in range(n)], full)
    for br in range(0, n, bh):
        for bc in range(0, n, bw):
            problem.alldiff([(br + r) * n + bc + c for r in range(bh) for c in range(bw)], full)
    return problem


def build(n: int, cages: list[list[int]], sums: list[int], shown: dict[int, int]) -> Problem:
    problem = sudoku_problem(n, shown)
    for cells, total in zip(cages, sums):
        problem.linear(cells, total, total)
        if len(cells) > 1:
            problem.alldiff(cells)
    return problem


def random_cages(n: int, gold: list[int], max_cage: int, rng: random.Random) -> list[list[int]]:
    """Connected cages, none repeating a gold digit, grown from random seeds."""
    owner = [-1] * (n * n)
    cages: list[list[int]] = []
    for start in rng.sample(range(n * n), n * n):
        if owner[start] >= 0:
            continue
        cage = [start]
        owner[start] = len(cages)
        target = rng.randint(2, max_cage)
        while len(cage) < target:
            frontier = []
            for v in cage:
                r, c = divmod(v, n)
                for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    w = nr * n + nc
                    if 0 <= nr < n and 0 <= nc < n and owner[w] < 0 and gold[w] not in {gold[u] for u in cage}:
                        frontier.append(w)
            if not frontier:
                break
            w = rng.choice(frontier)
            owner[w] = len(cages)
            cage.append(w)
        cages.append(sorted(cage))
    return sorted(cages)


_TEMPLATES = (
    "Killer sudoku, {n}x{n}. Fill the grid with digits 1-{n} so that each row, each column and each {bh}x{bw} box "
    "contains every digit once. The letters below mark cages; the digits in a cage add up to its sum and never "
    "repeat inside the cage.\n{layout}\nCage sums: {sums}{shown}",
    "Solve this {n}x{n} killer sudoku (boxes are {bh} rows by {bw} columns). Cage map (same letter = same cage):\n"
    "{layout}\nSums: {sums}. Rules: 1-{n} once per row, column and box; within a cage the digits are all different "
    "and total the cage's sum.{shown}",
    "Cages of a {n}x{n} killer sudoku:\n{layout}\nwith totals {sums}. Place 1 to {n} in every row, every column and "
    "every {bh}x{bw} box exactly once, such that each cage's digits sum to its total with no digit repeated in a "
    "cage.{shown}",
)


class KillerSudoku(DigitGridAnswer, Bootcamp):
    id = "puzzle/killer_sudoku"
    description = "Killer sudoku (4x4 and 6x6): cages with sums and no repeats; exactly one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=4, max_cage=4),
        "2": Config(size=4, max_cage=3),
        "3": Config(size=6, max_cage=2, extra=8),
        "4": Config(size=6, max_cage=3, extra=4),
        "5": Config(size=6, max_cage=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            gold = sudoku_problem(n, {}).solutions(limit=1, rng=rng)[0]
            cages = random_cages(n, gold, config.max_cage, rng)
            sums = [sum(gold[v] for v in cage) for cage in cages]
            try:
                start = {v: gold[v] for v in rng.sample(range(n * n), config.extra)}
                shown = reveal_until_unique(lambda s: build(n, cages, sums, s), gold, rng, start, max_nodes=150)
            except Budget:
                continue
            data = {"size": n, "cages": cages, "sums": sums, "shown": sorted([v, x] for v, x in shown.items())}
            return data, [gold[r * n : (r + 1) * n] for r in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        owner = {v: i for i, cage in enumerate(data["cages"]) for v in cage}
        layout = "\n".join("".join(CAGE_LETTERS[owner[r * n + c]] for c in range(n)) for r in range(n))
        sums = ", ".join(f"{CAGE_LETTERS[i]}={s}" for i, s in enumerate(data["sums"]))
        shown = ""
        if data["shown"]:
            shown = "\nGiven digits (r1c1 is the top-left cell): " + ", ".join(
                f"{cell_name(*divmod(v, n))}={x}" for v, x in data["shown"]) + "."
        bh, bw = BOXES[n]
        text = rng.choice(_TEMPLATES).format(n=n, bh=bh, bw=bw, layout=layout, sums=sums, shown=shown)
        form = f"the solved grid, {n} rows of {n} digits from top to bottom separated by semicolons (for example 12;21)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        problem = build(n, data["cages"], data["sums"], {v: x for v, x in data["shown"]})
        values = traced_search(t, problem, [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """The untraced constraint search (kit.backtrack); the tests check it against z3."""
        n = data["size"]
        found = build(n, data["cages"], data["sums"], {v: x for v, x in data["shown"]}).solutions(limit=1)
        return [found[0][r * n : (r + 1) * n] for r in range(n)] if found else []


BOOTCAMP = KillerSudoku()
