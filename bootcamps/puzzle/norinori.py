"""Norinori: shade exactly two cells in every region so that the shaded cells form dominoes
(every shaded cell has exactly one shaded orthogonal neighbour). Unique by construction:
regions grow around hidden dominoes and shaded cells are revealed where a second solution
differs until the solver finds one. The solver runs keep generation at a few hundred cases/s."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, traced_search
from bootcamps.kit.grids import answer_line, cell_name, neighbours, read_grid
from bootcamps.kit.puzzles import BinaryProblem, grow_regions, reveal_binary
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 6
    dominoes: float = 0.2  # dominoes per cell of the grid (each one seeds a region)

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 10:
            raise ValueError(f"size must be in 4..10, got {self.size}")
        if not 0.08 <= self.dominoes <= 0.3:
            raise ValueError(f"dominoes must be in [0.08, 0.3], got {self.dominoes}")


def build(regions: list[str], shown: dict[int, int]) -> BinaryProblem:
    n = len(regions)
    problem = BinaryProblem(n * n, shown)
    for label in sorted({ch for row in regions for ch in row}):
        problem.add([r * n + c for r in range(n) for c in range(n) if regions[r][c] == label], 2, 2)
    for r in range(n):
        for c in range(n):
            around = [rr * n + cc for rr, cc in neighbours(r, c, n, n)]
            k = len(around)
            # a shaded cell has at most one shaded neighbour (sum + k*x <= k+1) and at least one (sum - x >= 0)
            problem.add(around + [r * n + c], 0, k + 1, [1] * k + [k])
            problem.add(around + [r * n + c], 0, k, [1] * k + [-1])
    return problem


_TEMPLATES = (
    "Norinori on a {n}x{n} grid; cells with the same letter form a region:\n{grid}\nShade cells so that every region "
    "contains exactly two shaded cells and every shaded cell has exactly one shaded neighbour (up, down, left or "
    "right), so the shaded cells form separate dominoes. A domino may cross a region border.",
    "Shade squares of this board (letters mark regions):\n{grid}\nEach region must hold exactly 2 shaded squares. "
    "Shaded squares come in pairs: each one touches exactly one other shaded square along a side, never more.",
    "Solve the Norinori below. Letters give the regions of a {n} by {n} grid.\n{grid}\nRules: exactly two shaded cells "
    "per region; every shaded cell is orthogonally adjacent to exactly one other shaded cell (so shading forms "
    "dominoes that do not touch each other along sides).",
)


class Norinori(Bootcamp):
    id = "puzzle/norinori"
    description = "Norinori: two shaded cells per region, shaded cells form dominoes; exactly one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=4, dominoes=0.2),
        "2": Config(size=5, dominoes=0.2),
        "3": Config(size=5, dominoes=0.24),
        "4": Config(size=6, dominoes=0.22),
        "5": Config(size=7, dominoes=0.2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            dominoes = self._dominoes(n, max(2, round(config.dominoes * n * n)), rng)
            owner = grow_regions(n, n, dominoes, rng)
            letters = string.ascii_uppercase + string.ascii_lowercase
            regions = ["".join(letters[owner[r][c]] for c in range(n)) for r in range(n)]
            shaded = {cell for d in dominoes for cell in d}
            gold = [int((r, c) in shaded) for r in range(n) for c in range(n)]
            try:
                shown = reveal_binary(build(regions, {}), gold, rng, max_nodes=3000, only=1)
            except Budget:
                continue
            except ValueError:  # a second solution that only adds shading: draw again
                continue
            return {"regions": regions, "shaded": sorted(shown)}, [gold[r * n : (r + 1) * n] for r in range(n)]

    @staticmethod
    def _dominoes(n: int, count: int, rng: random.Random) -> list[list[tuple[int, int]]]:
        """Dominoes placed at random, no two sharing a side."""
        taken: set[tuple[int, int]] = set()
        out = []
        for _ in range(count * 20):
            if len(out) == count:
                break
            r, c = rng.randrange(n), rng.randrange(n)
            dr, dc = rng.choice(((0, 1), (1, 0)))
            pair = [(r, c), (r + dr, c + dc)]
            if r + dr >= n or c + dc >= n:
                continue
            near = {x for cell in pair for x in neighbours(*cell, n, n)} | set(pair)
            if near & taken:
                continue
            taken.update(pair)
            out.append(pair)
        return out

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["regions"])
        text = rng.choice(_TEMPLATES).format(n=n, grid="\n".join(data["regions"]))
        if data["shaded"]:
            text += "\nGiven (r1c1 is the top-left cell): " + ", ".join(cell_name(*divmod(v, n)) for v in data["shaded"]) + " shaded."
        form = "the grid, one row per line or rows separated by semicolons, # for a shaded cell and . for an unshaded one (for example ##..;.... for two rows of a 4x4 grid)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "#", 0: "."})

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        n = len(data["regions"])
        return 1.0 if read_grid(text, n, n, {"#": 1, ".": 0}) == answer else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = len(data["regions"])
        problem = build(data["regions"], {v: 1 for v in data["shaded"]}).to_problem()
        values = traced_search(t, problem, [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Region by region: choose two cells of each region (pairs in order), checking the
        domino rule on every cell whose neighbourhood is decided."""
        regions, n = data["regions"], len(data["regions"])
        labels = sorted({ch for row in regions for ch in row})
        cells = {x: [(r, c) for r in range(n) for c in range(n) if regions[r][c] == x] for x in labels}
        given = {divmod(v, n) for v in data["shaded"]}
        shaded: set[tuple[int, int]] = set()
        done: set[str] = set()

        def ok() -> bool:
            for r, c in shaded:
                near = [(rr, cc) for rr, cc in neighbours(r, c, n, n)]
                count = sum(x in shaded for x in near)
                decided = all(regions[rr][cc] in done for rr, cc in near)
                if count > 1 or (decided and count != 1):
                    return False
            return True

        def place(i: int) -> bool:
            if i == len(labels):
                return given <= shaded
            region = cells[labels[i]]
            for a in range(len(region)):
                for b in range(a + 1, len(region)):
                    pair = {region[a], region[b]}
                    if any(g in region and g not in pair for g in given):
                        continue
                    shaded.update(pair)
                    done.add(labels[i])
                    if ok() and place(i + 1):
                        return True
                    shaded.difference_update(pair)
                    done.discard(labels[i])
            return False

        place(0)
        return [[int((r, c) in shaded) for c in range(n)] for r in range(n)]


BOOTCAMP = Norinori()
