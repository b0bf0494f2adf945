"""Thermometers: the grid is covered by thermometers, each a path of cells from its bulb to its
tip. Fill some cells so that every thermometer is filled from its bulb without gaps (a prefix,
possibly empty, possibly whole) and each row and column has as many filled cells as its clue
says; a few cells may be shown filled or empty. Unique by construction: a hidden filling fixes
the clues, and cells where a second solution differs are shown until a search over fill
levels finds only one."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import traced_search
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.kit.puzzles import BinaryProblem
from bootcamps.kit.puzzles2 import random_paths, thermo_solutions
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 6
    max_length: int = 4  # longest thermometer

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 9:
            raise ValueError(f"size must be in 3..9, got {self.size}")
        if not 2 <= self.max_length <= 6:
            raise ValueError(f"max_length must be in 2..6, got {self.max_length}")


def build(n: int, thermos: list[list[list[int]]], rows: list[int], cols: list[int], shown: dict[int, int]) -> BinaryProblem:
    problem = BinaryProblem(n * n, shown)
    for i in range(n):
        problem.add([i * n + c for c in range(n)], rows[i], rows[i])
        problem.add([r * n + i for r in range(n)], cols[i], cols[i])
    for path in thermos:
        for (r1, c1), (r2, c2) in zip(path, path[1:]):  # a cell is filled only if the one before it is
            problem.add([r1 * n + c1, r2 * n + c2], 0, 1, weights=[1, -1])
    return problem


_TEMPLATES = (
    "Thermometers puzzle on a {n}x{n} grid. The grid is covered by thermometers; each is listed from its bulb to its "
    "tip:\n{thermos}\nShade cells so that every thermometer is filled from the bulb upward with no gaps (a thermometer "
    "may be empty, partly filled or full), and each row and column contains the number of shaded cells given below."
    "\nRow counts (top to bottom): {rows}\nColumn counts (left to right): {cols}",
    "Fill some thermometers. Grid: {n} by {n}, cells named rXcY (row X from the top, column Y from the left). "
    "Thermometers, bulb first:\n{thermos}\nA filled cell's predecessor on its thermometer must also be filled, so "
    "each thermometer holds one unbroken run starting at its bulb (possibly of length 0). Filled cells per row: "
    "{rows}. Filled cells per column: {cols}.",
    "Each line below is one thermometer of a {n}x{n} board, written from the bulb end to the closed end:\n{thermos}\n"
    "Mercury fills a thermometer from its bulb, cell by cell, stopping anywhere (or not starting at all). Decide how "
    "far each thermometer is filled so that the rows contain {rows} filled cells (from the top) and the columns "
    "{cols} (from the left).",
)


class Thermometers(SymbolGridAnswer, Bootcamp):
    id = "puzzle/thermometers"
    description = "Thermometers: fill each thermometer from its bulb to meet row and column counts; one solution"
    Config = Config
    grid_symbols = {"#": 1, ".": 0}
    LEVELS = {
        "1": Config(size=4, max_length=3),
        "2": Config(size=5, max_length=3),
        "3": Config(size=5, max_length=4),
        "4": Config(size=6, max_length=4),
        "5": Config(size=6, max_length=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        if True:
            thermos = [[[r, c] for r, c in path] for path in random_paths(n, n, 2, config.max_length, rng)]
            gold = [0] * (n * n)
            for path in thermos:
                for r, c in path[: rng.randint(0, len(path))]:
                    gold[r * n + c] = 1
            rows = [sum(gold[r * n : (r + 1) * n]) for r in range(n)]
            cols = [sum(gold[c::n]) for c in range(n)]
            shown: dict[int, int] = {}
            while True:
                found = thermo_solutions(n, thermos, rows, cols, shown)
                if len(found) == 1:
                    break
                other = found[0] if found[0] != gold else found[1]
                v = rng.choice([v for v in range(n * n) if other[v] != gold[v]])
                shown[v] = gold[v]
            data = {"size": n, "thermometers": thermos, "rows": rows, "cols": cols, "shown": sorted([v, x] for v, x in shown.items())}
            return data, [gold[r * n : (r + 1) * n] for r in range(n)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        arrow = rng.choice((" -> ", " > ", ", "))
        thermos = "\n".join(f"T{i + 1}: " + arrow.join(cell_name(r, c) for r, c in path) for i, path in enumerate(data["thermometers"]))
        sep = rng.choice((" ", ", "))
        text = rng.choice(_TEMPLATES).format(n=n, thermos=thermos, rows=sep.join(map(str, data["rows"])),
                                             cols=sep.join(map(str, data["cols"])))
        if data["shown"]:
            text += "\nAlready known: " + ", ".join(
                f"{cell_name(*divmod(v, n))} is {'filled' if x else 'empty'}" for v, x in data["shown"]) + "."
        form = "the grid, one row per line or rows separated by semicolons, # for a filled cell and . for an empty one (for example #..;##.;... for 3x3)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "#", 0: "."})

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        problem = build(n, data["thermometers"], data["rows"], data["cols"], {v: x for v, x in data["shown"]})
        values = traced_search(t, problem.to_problem(), [cell_name(r, c) for r in range(n) for c in range(n)]) or []
        return [values[r * n : (r + 1) * n] for r in range(n)] if len(values) == n * n else []

    def solve(self, data: dict) -> list[list[int]]:
        """Try every fill level of every thermometer in turn (plain backtracking, no constraint
        solver), pruned as thermometers are added: a shown cell must agree with the level, and
        every row and column must neither pass its count nor fall short of what the
        thermometers still to come can add."""
        n, thermos = data["size"], data["thermometers"]
        want_rows, want_cols = data["rows"], data["cols"]
        shown = {v: x for v, x in data["shown"]}
        grid = [[0] * n for _ in range(n)]
        rows, cols = [0] * n, [0] * n
        # cells per row and column on thermometers i.. (the most they can still add)
        rest_rows = [[0] * n for _ in range(len(thermos) + 1)]
        rest_cols = [[0] * n for _ in range(len(thermos) + 1)]
        for i in range(len(thermos) - 1, -1, -1):
            rest_rows[i], rest_cols[i] = list(rest_rows[i + 1]), list(rest_cols[i + 1])
            for r, c in thermos[i]:
                rest_rows[i][r] += 1
                rest_cols[i][c] += 1

        def feasible(i: int) -> bool:
            return all(rows[k] <= want_rows[k] <= rows[k] + rest_rows[i][k] and
                       cols[k] <= want_cols[k] <= cols[k] + rest_cols[i][k] for k in range(n))

        def place(i: int) -> bool:
            if i == len(thermos):
                return rows == want_rows and cols == want_cols
            path = thermos[i]
            for level in range(len(path) + 1):
                if any(shown.get(r * n + c, 1) == 0 for r, c in path[:level]):
                    break  # a cell shown empty: no higher level fits either
                if any(shown.get(r * n + c, 0) == 1 for r, c in path[level:]):
                    continue  # a cell shown filled is left empty
                for r, c in path[:level]:
                    grid[r][c] = 1
                    rows[r] += 1
                    cols[c] += 1
                if feasible(i + 1) and place(i + 1):
                    return True
                for r, c in path[:level]:
                    grid[r][c] = 0
                    rows[r] -= 1
                    cols[c] -= 1
            return False

        place(0)
        return grid


BOOTCAMP = Thermometers()
