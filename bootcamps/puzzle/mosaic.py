"""Mosaic (Fill-a-Pix): shade cells of a grid so that every clue equals the number of shaded
cells in its 3x3 block, the clue's own cell included (so a clue can be 0..9, and a clue cell
may itself be shaded). Not Minesweeper (puzzle/minesweeper): there a number sits on a safe cell
and counts only its eight neighbours, a mine total is given and the task is to locate mines;
here clue cells take part in the picture, no total is given, and the task is to shade the
whole picture. Unique by construction: a random picture is drawn, a fifth of its clues are
shown, and clues next to cells that deduction (each clue's count, and the count difference of
two overlapping clues' private cells) leaves open are added until deduction decides every cell;
where no clue is left to add, the backtracking solver counts pictures up to two and an
ambiguous one is drawn again. Those deduction rounds hold generation to several hundred cases/s
at level 3, not 1000. The traced solver propagates the same rules, so it rarely guesses."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget, traced_search
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.kit.puzzles import BinaryProblem
from bootcamps.trace import Tracer

_SYMBOLS = {"#": 1, ".": 0, "1": 1, "0": 0}


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    density: float = 0.5  # share of shaded cells in the hidden picture
    shown: float = 0.3  # share of clues shown before the uniqueness loop
    batch: int = 2  # clues added per round while deduction leaves cells open

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 12 or not 3 <= self.cols <= 12:
            raise ValueError(f"rows and cols must be in 3..12, got {self.rows}x{self.cols}")
        if not 0.1 <= self.density <= 0.9:
            raise ValueError(f"density must be in [0.1, 0.9], got {self.density}")
        if not 0.0 <= self.shown <= 1.0:
            raise ValueError(f"shown must be in [0, 1], got {self.shown}")
        if not 1 <= self.batch <= 10:
            raise ValueError(f"batch must be in 1..10, got {self.batch}")


def block(r: int, c: int, rows: int, cols: int) -> list[int]:
    """The cells (as r*cols+c) of the 3x3 block centred on (r, c), clipped to the grid."""
    return [rr * cols + cc for rr in range(max(r - 1, 0), min(r + 2, rows))
            for cc in range(max(c - 1, 0), min(c + 2, cols))]


class Deduction:
    """What the clues decide without guessing (``known``: 1 shaded, 0 not, -1 open): each
    clue's exact count and, for two clues whose blocks overlap, the count difference of their
    private parts; a rule at its least or most possible value fixes all its open cells.
    Clues can be added one at a time; what was deduced stays deduced."""

    def __init__(self, blocks: list[list[int]]):
        self.blocks = blocks
        self.known = [-1] * len(blocks)
        self.rules: list[tuple[list[int], list[int], int]] = []
        self.watching: list[list[int]] = [[] for _ in blocks]
        self.clues: dict[int, int] = {}
        self.queue: list[int] = []

    def _rule(self, plus: list[int], minus: list[int], target: int) -> None:
        k = len(self.rules)
        self.rules.append((plus, minus, target))
        for u in plus + minus:
            self.watching[u].append(k)
        self.queue.append(k)

    def add(self, v: int, n: int) -> None:
        mine = set(self.blocks[v])
        for w, m in self.clues.items():
            theirs = set(self.blocks[w])
            if mine & theirs and mine != theirs:
                self._rule(sorted(mine - theirs), sorted(theirs - mine), n - m)
        self.clues[v] = n
        self._rule(self.blocks[v], [], n)

    def run(self) -> list[int]:
        known, rules, queue, watching = self.known, self.rules, self.queue, self.watching
        while queue:
            plus, minus, target = rules[queue.pop()]
            low = high = 0
            for u in plus:
                low += known[u] == 1
                high += known[u] != 0
            for u in minus:
                low -= known[u] != 0
                high -= known[u] == 1
            if low == high:
                continue
            if low == target:
                fills = ((plus, 0), (minus, 1))
            elif high == target:
                fills = ((plus, 1), (minus, 0))
            else:
                continue
            for group, x in fills:
                for u in group:
                    if known[u] < 0:
                        known[u] = x
                        queue.extend(watching[u])
        return known


def build(rows: int, cols: int, clues: dict[int, int], pairs: bool = False) -> BinaryProblem:
    """One 0/1 variable per cell, one exact count per clue. With ``pairs``, two clues whose
    blocks overlap also give the count difference of their private parts (the same rules,
    stated so that propagation sees what the shared cells imply)."""
    problem = BinaryProblem(rows * cols)
    items = sorted(clues.items())
    sets = {v: set(block(*divmod(v, cols), rows, cols)) for v, _ in items}
    for v, n in items:
        problem.add(sorted(sets[v]), n, n)
    if pairs:
        for i, (v, n) in enumerate(items):
            for w, m in items[i + 1 :]:
                if sets[v] & sets[w] and sets[v] ^ sets[w]:
                    mine, theirs = sorted(sets[v] - sets[w]), sorted(sets[w] - sets[v])
                    if mine and theirs:
                        problem.add(mine + theirs, n - m, n - m, [1] * len(mine) + [-1] * len(theirs))
    return problem


_TEMPLATES = (
    "Solve this {rows}x{cols} Mosaic (Fill-a-Pix) puzzle. Every number tells how many cells are shaded in the 3x3 "
    "square centred on it: the number's own cell plus its up to eight neighbours (fewer at the edges). A number "
    "cell may itself be shaded. Cells shown as - carry no number. Shade the grid so that every number is right.",
    "Fill-a-Pix on a {rows} by {cols} grid. A digit d means: of the (at most) nine cells made up of the digit's cell "
    "and the cells touching it (also diagonally), exactly d are shaded. Digits sit on cells that can be shaded or "
    "not; - marks a cell without a digit. Find the picture.",
    "Shade some cells of the {rows}x{cols} grid below. For each clue, the 3x3 block around it (including the clue "
    "square itself, clipped at the border) must contain exactly that many shaded squares. Squares with - have no "
    "clue. There is exactly one picture that fits.",
)


class Mosaic(SymbolGridAnswer, Bootcamp):
    id = "puzzle/mosaic"
    description = "Mosaic / Fill-a-Pix: clues count shaded cells in their 3x3 block (self included); exactly one picture"
    Config = Config
    grid_symbols = _SYMBOLS
    LEVELS = {
        "1": Config(rows=4, cols=4, density=0.5, shown=0.2),
        "2": Config(rows=5, cols=5, density=0.5, shown=0.2),
        "3": Config(rows=6, cols=6, density=0.5, shown=0.2),
        "4": Config(rows=7, cols=7, density=0.5, shown=0.2),
        "5": Config(rows=8, cols=8, density=0.5, shown=0.2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        while True:
            try:
                found = self._draw(config, rng, rows, cols)
            except Budget:
                continue
            if found is not None:
                return found

    def _draw(self, config: Config, rng: random.Random, rows: int, cols: int):
        cells = rows * cols
        blocks = [block(*divmod(v, cols), rows, cols) for v in range(cells)]
        gold = [int(rng.random() < config.density) for _ in range(cells)]
        full = [sum(gold[u] for u in blocks[v]) for v in range(cells)]
        clues = {v: full[v] for v in rng.sample(range(cells), int(config.shown * cells))}
        deduction = Deduction(blocks)
        for v, n in clues.items():
            deduction.add(v, n)
        while True:  # add clues next to cells that deduction leaves open
            known = deduction.run()
            open_cells = [u for u in range(cells) if known[u] < 0]
            if not open_cells:
                break  # deduction decides every cell, so the picture is unique
            near = sorted({v for u in open_cells for v in blocks[u] if v not in clues})
            if not near:  # every clue that could help is shown: let the solver decide
                if len(build(rows, cols, clues).solutions(limit=2, max_nodes=20000)) != 1:
                    return None
                break
            for v in rng.sample(near, min(len(near), config.batch)):
                clues[v] = full[v]
                deduction.add(v, full[v])
        data = {"rows": rows, "cols": cols, "clues": sorted([v, n] for v, n in clues.items())}
        return data, [gold[r * cols : (r + 1) * cols] for r in range(rows)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows, cols = data["rows"], data["cols"]
        board = [["-"] * cols for _ in range(rows)]
        for v, n in data["clues"]:
            board[v // cols][v % cols] = str(n)
        sep = rng.choice((" ", ""))
        drawn = "\n".join(sep.join(row) for row in board)
        text = rng.choice(_TEMPLATES).format(rows=rows, cols=cols)
        form = (f"the whole grid, {rows} rows from top to bottom separated by semicolons, # for a shaded cell and . "
                "for an unshaded one (for example #.;.. for a 2x2 grid with only the top-left cell shaded)")
        return f"{text}\n\n{drawn}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={1: "#", 0: "."})

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        rows, cols = data["rows"], data["cols"]
        problem = build(rows, cols, {v: n for v, n in data["clues"]}, pairs=True).to_problem()
        values = traced_search(t, problem, [cell_name(r, c) for r in range(rows) for c in range(cols)]) or []
        return [values[r * cols : (r + 1) * cols] for r in range(rows)] if len(values) == rows * cols else []

    def solve(self, data: dict) -> list[list[int]]:
        """Cell by cell in reading order, plain depth-first: after each cell, every clue whose
        block holds it must not be exceeded nor need more than its open cells can give."""
        rows, cols = data["rows"], data["cols"]
        cells = rows * cols
        clues = {v: n for v, n in data["clues"]}
        watching: list[list[int]] = [[] for _ in range(cells)]
        for v in clues:
            for u in block(*divmod(v, cols), rows, cols):
                watching[u].append(v)
        shaded = dict.fromkeys(clues, 0)
        left = {v: len(block(*divmod(v, cols), rows, cols)) for v in clues}
        grid = [0] * cells

        def place(u: int) -> bool:
            if u == cells:
                return True
            for x in (0, 1):
                grid[u] = x
                for v in watching[u]:
                    shaded[v] += x
                    left[v] -= 1
                if all(shaded[v] <= clues[v] <= shaded[v] + left[v] for v in watching[u]) and place(u + 1):
                    return True
                for v in watching[u]:
                    shaded[v] -= x
                    left[v] += 1
            return False

        place(0)
        return [grid[r * cols : (r + 1) * cols] for r in range(rows)]


BOOTCAMP = Mosaic()
