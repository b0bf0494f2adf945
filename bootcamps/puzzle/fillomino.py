"""Fillomino: write a digit 1..9 in every cell so that each polyomino (a maximal group of equal
digits joined through shared sides) of k cells holds the digit k; two polyominoes of the same
size therefore never share a side. Some digits are given. Unlike Suguru or Ripple Effect there
are no regions drawn: the solver has to find the pieces. The hidden filling is a random
partition into pieces of at most ``max_size`` cells, with touching pieces of equal size merged
(or the partition drawn again); a share of cells is shown, then more, each where a second
filling differs (or at random where the count runs past its node budget), until the search
finds exactly one filling. The search settles one blank at a time: a blank that a neighbouring
piece needs to reach its size takes that digit, otherwise the first blank in reading order
takes each digit that keeps its piece within its size with room to reach it. Puzzles whose
first search would wander far are drawn again, which keeps traces short. Givens end up on
roughly two thirds of the cells; those pure-Python searches hold generation to about three
hundred cases/s at level 3."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import Budget
from bootcamps.kit.grids import ORTHOGONAL, cell_name
from bootcamps.kit.puzzle17 import read_slashed_grid
from bootcamps.kit.puzzles2 import traced_dfs
from bootcamps.kit.puzzles3 import DigitGridAnswer
from bootcamps.kit.puzzles4 import region_cells, small_pieces
from bootcamps.trace import Tracer

DIGITS = range(1, 10)
SYMBOLS = {str(v): v for v in DIGITS}


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    max_size: int = 5  # largest piece of the hidden filling
    shown: float = 0.4  # share of cells given before the uniqueness loop

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 9 or not 3 <= self.cols <= 9:
            raise ValueError(f"rows and cols must be in 3..9, got {self.rows}x{self.cols}")
        if not 2 <= self.max_size <= 9:
            raise ValueError(f"max_size must be in 2..9, got {self.max_size}")
        if not 0.0 <= self.shown <= 0.9:
            raise ValueError(f"shown must be in [0, 0.9], got {self.shown}")


def neighbour_table(rows: int, cols: int) -> list[list[int]]:
    return [[(r + dr) * cols + c + dc for dr, dc in ORTHOGONAL if 0 <= r + dr < rows and 0 <= c + dc < cols]
            for r in range(rows) for c in range(cols)]


def piece_ok(vals: list[int], nbr: list[list[int]], start: int) -> bool:
    """Whether the piece through ``start`` (its equal digits joined by sides) is no larger than
    its digit v and, when smaller, still has room to reach v cells through blank cells (0) and
    cells of digit v."""
    v = vals[start]
    piece, stack = {start}, [start]
    while stack:
        a = stack.pop()
        for b in nbr[a]:
            if b not in piece and vals[b] == v:
                piece.add(b)
                if len(piece) > v:
                    return False
                stack.append(b)
    if len(piece) == v:
        return True
    room, stack = set(piece), list(piece)
    while stack:
        a = stack.pop()
        for b in nbr[a]:
            if b not in room and (vals[b] == 0 or vals[b] == v):
                room.add(b)
                if len(room) >= v:
                    return True
                stack.append(b)
    return False


def candidates(vals: list[int], nbr: list[list[int]], i: int) -> list[int]:
    """The digits blank cell i may take: a neighbouring piece that can no longer reach its size
    with i closed to it forces i to its digit (two such pieces: none), and the piece i joins
    must stay within its digit with room to reach it."""
    vals[i] = -1  # closed to every piece
    need = {vals[j] for j in nbr[i] if vals[j] > 0 and not piece_ok(vals, nbr, j)}
    out = []
    if len(need) <= 1:
        for v in need or DIGITS:
            vals[i] = v
            if piece_ok(vals, nbr, i):
                out.append(v)
    vals[i] = 0
    return out


def choose(vals: list[int], nbr: list[list[int]]) -> tuple[int, list[int]]:
    """The blank cell to settle next and its digits: a blank beside a piece that cannot reach its
    size without it (forced to that digit, or to nothing when two such pieces need it), else
    the first blank in reading order with every digit it may take. (-1, []) on a full grid."""
    first = -1
    for i, v in enumerate(vals):
        if v:
            continue
        if first < 0:
            first = i
        vals[i] = -1
        need = {vals[j] for j in nbr[i] if vals[j] > 0 and not piece_ok(vals, nbr, j)}
        vals[i] = 0
        if len(need) > 1:
            return i, []
        if need:
            (w,) = need
            vals[i] = w
            ok = piece_ok(vals, nbr, i)
            vals[i] = 0
            return i, [w] if ok else []
    return first, candidates(vals, nbr, first) if first >= 0 else []


def complete(vals: list[int], nbr: list[list[int]]) -> bool:
    return all(v and piece_ok(vals, nbr, i) for i, v in enumerate(vals))


def solutions(puzzle: list[list[int]], limit: int = 2, max_nodes: int | None = None) -> list[list[int]]:
    """Up to ``limit`` fillings (flat lists), one blank settled at a time (see ``choose``)."""
    rows, cols = len(puzzle), len(puzzle[0])
    nbr = neighbour_table(rows, cols)
    vals = [v for row in puzzle for v in row]
    if not all(piece_ok(vals, nbr, i) for i, v in enumerate(vals) if v):
        return []
    found: list[list[int]] = []
    nodes = [0]

    def search() -> None:
        nodes[0] += 1
        if max_nodes is not None and nodes[0] > max_nodes:
            raise Budget(f"more than {max_nodes} nodes")
        i, options = choose(vals, nbr)
        if i < 0:
            if complete(vals, nbr):
                found.append(list(vals))
            return
        for v in options:
            vals[i] = v
            search()
            vals[i] = 0
            if len(found) >= limit:
                break

    search()
    return found


def random_filling(rows: int, cols: int, max_size: int, rng: random.Random) -> list[list[int]]:
    """Piece sizes of a random partition in which no two pieces of one size touch: touching
    pieces of equal size are merged while the sum stays within ``max_size``, else redrawn."""
    while True:
        owner = small_pieces(rows, cols, max_size, rng)
        pieces = {k: set(cells) for k, cells in enumerate(region_cells(owner))}
        while True:
            pair = next(((owner[r][c], owner[rr][cc]) for r in range(rows) for c in range(cols)
                         for rr, cc in ((r + 1, c), (r, c + 1)) if rr < rows and cc < cols
                         and owner[r][c] != owner[rr][cc] and len(pieces[owner[r][c]]) == len(pieces[owner[rr][cc]])), None)
            if pair is None:
                return [[len(pieces[owner[r][c]]) for c in range(cols)] for r in range(rows)]
            a, b = pair
            if 2 * len(pieces[a]) > max_size:
                break
            for x, y in pieces.pop(b):
                owner[x][y] = a
                pieces[a].add((x, y))


def conflict_free(grid: list[list[int]]) -> bool:
    rows, cols = len(grid), len(grid[0])
    return complete([v for row in grid for v in row], neighbour_table(rows, cols))


_TEMPLATES = (
    "Solve this Fillomino puzzle on a {rows}x{cols} grid. Write a digit from 1 to 9 in every blank cell "
    "('{blank}'). A polyomino is a maximal group of cells holding the same digit, connected through shared "
    "sides. Every polyomino of k cells must be filled with the digit k (so a 3 belongs to a group of exactly "
    "three 3s), and consequently two different polyominoes of the same size never share a side. The given "
    "digits stay as they are.",
    "Fillomino, {rows} rows by {cols} columns. Fill each '{blank}' with a number 1-9 so that the grid splits into "
    "pieces where every piece (a group of equal numbers linked horizontally or vertically, as large as it "
    "goes) contains as many cells as the number written in it. Two pieces of the same size may not touch along "
    "an edge. Keep the numbers already shown.",
    "Complete the grid below ({rows} by {cols}; blanks are '{blank}'). Rules: every cell gets one digit 1..9; "
    "cells with equal digits that are orthogonally adjacent belong to the same region; each such region must "
    "consist of exactly n cells when its digit is n; no two regions of equal size share a border. Given "
    "digits cannot be changed.",
)


class Fillomino(DigitGridAnswer, Bootcamp):
    id = "puzzle/fillomino"
    description = "Fillomino: fill digits so every polyomino of equal digits k has exactly k cells; one solution"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, max_size=4, shown=0.5),
        "2": Config(rows=5, cols=5, max_size=5, shown=0.55),
        "3": Config(rows=6, cols=6, max_size=6, shown=0.6),
        "4": Config(rows=6, cols=7, max_size=7, shown=0.6),
        "5": Config(rows=7, cols=7, max_size=8, shown=0.6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        rows, cols = config.rows, config.cols
        budget = 4 * rows * cols
        while True:
            gold = random_filling(rows, cols, config.max_size, rng)
            flat = [v for row in gold for v in row]
            shown = {i for i in range(rows * cols) if rng.random() < config.shown}
            while True:
                puzzle = [[flat[r * cols + c] if r * cols + c in shown else 0 for c in range(cols)] for r in range(rows)]
                try:
                    found = solutions(puzzle, limit=2, max_nodes=budget)
                except Budget:  # too open to settle cheaply: show one more cell at random
                    shown.add(rng.choice([i for i in range(rows * cols) if i not in shown]))
                    continue
                if len(found) == 1:
                    break
                other = next(s for s in found if s != flat)
                shown.add(rng.choice([i for i in range(rows * cols) if other[i] != flat[i]]))
            try:
                solutions(puzzle, limit=1, max_nodes=3 * rows * cols)  # a short first search (trace)
            except Budget:
                continue
            if found[0] != flat:
                continue
            return {"puzzle": puzzle}, gold

    def check(self, data: dict, answer, text: str) -> float:
        """The gold grid (the only solution), in any layout the grid reader takes, also inside a
        code fence."""
        if not answer or not answer[0]:
            return 0.0
        return 1.0 if read_slashed_grid(text, len(answer), len(answer[0]), SYMBOLS) == answer else 0.0

    def prompt(self, data: dict, rng: random.Random) -> str:
        puzzle = data["puzzle"]
        rows, cols = len(puzzle), len(puzzle[0])
        blank = rng.choice((".", "_", "-"))
        text = rng.choice(_TEMPLATES).format(rows=rows, cols=cols, blank=blank)
        board = "\n".join(" ".join(str(v) if v else blank for v in row) for row in puzzle)
        form = (f"the completed grid, its {rows} rows from top to bottom separated by semicolons, each row as its "
                f"{cols} digits (for example 2213;3133;3322 for a 3x4 grid)")
        return f"{text}\n\n{board}\n\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Depth-first search over the rows as text ('.' blank): a blank that a neighbouring piece
        needs to reach its size takes that digit; otherwise the first blank in reading order takes
        each digit that keeps its piece and the pieces beside it possible (see ``choose``); a full
        grid is the goal when every piece has exactly its digit's number of cells."""
        puzzle = data["puzzle"]
        rows, cols = len(puzzle), len(puzzle[0])
        nbr = neighbour_table(rows, cols)
        root = tuple("".join(str(v) if v else "." for v in row) for row in puzzle)

        def ints(node: tuple) -> list[int] | None:
            text = "".join(str(row) for row in node)
            if len(text) != rows * cols or not all(ch == "." or ch in "123456789" for ch in text):
                return None
            return [0 if ch == "." else int(ch) for ch in text]

        def moves(node: tuple) -> tuple:
            vals = ints(node)
            if vals is None:
                return ()
            i, options = choose(vals, nbr)
            return tuple(f"{cell_name(i // cols, i % cols)}={v}" for v in options) if i >= 0 else ()

        def step(node: tuple, move) -> tuple:
            text = "".join(str(row) for row in node)
            m = re.fullmatch(r"r(\d)c(\d)=(\d)", str(move))
            i = (int(m[1]) - 1) * cols + int(m[2]) - 1 if m else -1
            if not m or not 0 <= i < len(text) or text[i] != ".":
                i = text.find(".")  # a garbled move: fill the first blank so the search still ends
            digit = m[3] if m else "?"
            text = text[:i] + digit + text[i + 1:] if i >= 0 else text
            return tuple(text[r * cols:(r + 1) * cols] for r in range(len(text) // cols))

        def goal(node: tuple) -> bool:
            vals = ints(node)
            return vals is not None and complete(vals, nbr)

        found = traced_dfs(t, root, moves, step, goal, name="grid")
        vals = ints(found) if isinstance(found, tuple) else None
        return [vals[r * cols:(r + 1) * cols] for r in range(rows)] if vals else []

    def solve(self, data: dict) -> list[list[int]]:
        """Grow pieces instead of filling cells: the first blank cell in reading order starts
        or extends a piece; every blank cell gets the size of a piece found by enumerating the
        connected shapes through it (blank cells plus cells of that digit) of that size."""
        puzzle = [list(row) for row in data["puzzle"]]
        rows, cols = len(puzzle), len(puzzle[0])
        nbr = neighbour_table(rows, cols)
        vals = [v for row in puzzle for v in row]
        out: list[list[int]] = []

        def shapes(start: int, v: int):
            """Connected sets of v cells containing ``start``, made of blanks and cells of v,
            holding every cell of v they touch (no piece larger than v)."""
            seen: set[frozenset] = set()

            def grow(cells: frozenset):
                if cells in seen:
                    return
                seen.add(cells)
                if len(cells) == v:
                    yield cells
                    return
                edge = {b for a in cells for b in nbr[a] if b not in cells and vals[b] in (0, v)}
                for b in sorted(edge):
                    yield from grow(cells | {b})

            yield from grow(frozenset([start]))

        def search() -> bool:
            if 0 not in vals:
                if complete(vals, nbr):
                    out.append(list(vals))
                    return True
                return False
            i = vals.index(0)
            for v in DIGITS:
                for cells in list(shapes(i, v)):
                    if any(vals[b] == v for a in cells for b in nbr[a] if b not in cells):
                        continue  # would touch another cell of v: the piece would be larger
                    blanks = [a for a in cells if vals[a] == 0]
                    for a in blanks:
                        vals[a] = v
                    if all(piece_ok(vals, nbr, a) for a in range(len(vals)) if vals[a]) and search():
                        return True
                    for a in blanks:
                        vals[a] = 0
            return False

        search()
        return [out[0][r * cols:(r + 1) * cols] for r in range(rows)] if out else []


BOOTCAMP = Fillomino()
