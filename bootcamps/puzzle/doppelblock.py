"""Doppelblock: blacken exactly two cells in every row and every column of an n x n grid and
write the numbers 1..n-2 once each into the other cells of every row and column. The clue at
the end of a row (right) or column (bottom) is the sum of the numbers between that line's two
black cells (0 when they touch). The answer is the grid, '#' for a black cell.

Generation: a random filled grid (a row search: rows placed top to bottom, candidates in random
order, with per-column bit masks of the numbers used and of the columns with one or two black
cells, and a packed per-column sum since the first black cell), all 2n sums, cells revealed
where a second solution differs until the full clue set is unique, then sums removed in random
order (a share of them per level) while the solution stays unique. Uniqueness (and ``solve``)
is bit-packed line solving: each line's arrangements with its sum, as integers with one bit
per cell value, filtered by one AND against the cell candidates and merged by OR, splitting the
line with fewest options when stuck, stopping at the second solution. A row-by-row search
proved far slower here (sums only bite when a column's second black cell lands: about 0.3
cases/s at 6x6). One check per sum tried gives about 850 cases/s at level 3 (5x5, half the
sums tried) but only about ten per second at level 5 (6x6, every sum tried); 7x7 (about one
per second) is left out.

The trace is line solving: each row and column keeps the arrangements that fit the values
still possible in its cells and narrows those cells to what the arrangements allow, until the
grid is filled, guessing a line's arrangement (fewest left first) only when no line narrows.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, permutations

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.kit.puzzle16 import encode_line, grid_lines, line_mask, line_solutions, traced_lines
from bootcamps.trace import Tracer

_W = 6  # bits per column in the packed sums; bit 5 (32) flags a sum over its clue


@dataclass(frozen=True)
class Config:
    size: int = 5
    drop: float = 1.0  # share of the 2n sums the generator tries to remove

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 6:
            raise ValueError(f"size must be in 4..6, got {self.size}")
        if not 0.0 <= self.drop <= 1.0:
            raise ValueError(f"drop must be in [0, 1], got {self.drop}")


def _between(line) -> int:
    """Sum of the numbers between the two black cells (0) of a line."""
    a = line.index(0)
    b = line.index(0, a + 1)
    return sum(line[a + 1 : b])


@lru_cache(maxsize=8)
def _arrangements(n: int) -> tuple:
    """Every line of n cells with two black cells (0) and 1..n-2 once each: the line, its
    number bits (n-2 per column), its black columns, its numbers packed per column, its sum."""
    m = n - 2
    out = []
    for blacks in combinations(range(n), 2):
        rest = [c for c in range(n) if c not in blacks]
        for perm in permutations(range(1, m + 1)):
            p = [0] * n
            for c, v in zip(rest, perm):
                p[c] = v
            nm = sum(1 << (c * m + v - 1) for c, v in enumerate(p) if v)
            bm = (1 << blacks[0]) | (1 << blacks[1])
            packed = sum(v << (c * _W) for c, v in enumerate(p))
            out.append((tuple(p), nm, bm, packed, _between(p)))
    return tuple(out)


@lru_cache(maxsize=8)
def _spread(n: int) -> tuple[int, ...]:
    """For each set of columns (n bits), the mask of their packed fields."""
    return tuple(sum(((1 << _W) - 1) << (c * _W) for c in range(n) if s >> c & 1) for s in range(1 << n))


def _search(n: int, rows_sum: list[int | None], cols_sum: list[int | None], givens: list[list[int | None]],
            limit: int, rng: random.Random | None = None) -> list[list[list[int]]]:
    """Solutions (up to ``limit``) by the row search with column bit masks (None = no clue);
    used with no sums to draw a random filled grid."""
    spread = _spread(n)
    clued = sum(1 << c for c in range(n) if cols_sum[c] is not None)
    start = sum((31 - s) << (c * _W) for c, s in enumerate(cols_sum) if s is not None)
    guard = sum(32 << (c * _W) for c in range(n))
    full = sum(31 << (c * _W) for c in range(n))
    rows = []
    for r in range(n):
        fixed = [(c, g) for c, g in enumerate(givens[r]) if g is not None]
        cands = [(nm, bm, packed, p) for p, nm, bm, packed, s in _arrangements(n)
                 if (rows_sum[r] is None or s == rows_sum[r]) and not (fixed and any(p[c] != g for c, g in fixed))]
        if rng is not None:
            rng.shuffle(cands)
        rows.append(cands)
    found: list[list[list[int]]] = []
    chosen: list[tuple[int, ...]] = []

    def place(r: int, used: int, once: int, twice: int, sums: int) -> None:
        inside = spread[once & ~twice]  # columns between their two black cells
        for nm, bm, packed, p in rows[r]:
            if nm & used or bm & twice:
                continue
            new_sums = sums + (packed & inside)
            if new_sums & guard:
                continue
            closing = spread[bm & once & clued]
            if new_sums & closing != full & closing:
                continue
            chosen.append(p)
            if r + 1 == n:
                found.append([list(row) for row in chosen])
            else:
                place(r + 1, used | nm, once | bm, twice | (bm & once), new_sums)
            chosen.pop()
            if len(found) >= limit:
                return

    place(0, 0, 0, 0, start)
    return found


@lru_cache(maxsize=8)
def _line_table(n: int) -> tuple[dict, list[int]]:
    """Line options bit-packed for ``line_solutions`` (one field of n-1 bits per cell, in row 0
    and in column 0), listed by their sum and all together (key None), and every line's cells."""
    table: dict = {}
    for p, _, _, _, s in _arrangements(n):
        code = (encode_line(p, n, n - 1, 0, False), encode_line(p, n, n - 1, 0, True))
        for key in (s, None):
            rows, cols = table.setdefault(key, ([], []))
            rows.append(code[0])
            cols.append(code[1])
    masks = [line_mask(n, n - 1, i, column) for column in (False, True) for i in range(n)]
    return table, masks


def _line_search(n: int, rows_sum: list[int | None], cols_sum: list[int | None], givens: list[list[int | None]],
                 limit: int) -> list[list[list[int]]]:
    """Solutions (up to ``limit``) by bit-packed line solving: the generator's uniqueness check."""
    width = n - 1
    table, masks = _line_table(n)
    options = []
    for column, sums in ((0, rows_sum), (1, cols_sum)):
        for i, want in enumerate(sums):
            shift = i * n * width if not column else i * width
            options.append([o << shift for o in table.get(want, ([], []))[column]])
    banned = 0
    for r in range(n):
        for c in range(n):
            if givens[r][c] is not None:
                banned |= (((1 << width) - 1) ^ (1 << givens[r][c])) << ((r * n + c) * width)
    if banned:
        options = [[o for o in line if not o & banned] for line in options]
    return line_solutions(options, masks, n, width, limit)


def _cell(v: int) -> str:
    return str(v) if v else "#"


_TEMPLATES = (
    "Doppelblock on a {n}x{n} grid: shade exactly two cells black in every row and every column, and write the "
    "numbers 1 to {m} into the remaining cells so that each of them appears exactly once in every row and every "
    "column. The number after a row (or under a column) is the sum of the numbers lying between the two black cells "
    "of that row (or column); a sum of 0 means the two black cells are adjacent.\n{clues}",
    "Solve this {n}x{n} Doppelblock. Every row and column has two black cells and the numbers 1-{m} once each. A "
    "clue at the right end of a row or the bottom of a column gives the total of the numbers sandwiched between "
    "that line's two black cells.\n{clues}",
    "Fill a {n} by {n} grid: in each row and each column, two cells are blacked out and the other {m} hold the "
    "numbers 1 through {m}, each once. For some rows and columns, the sum of the numbers between the two blacked-"
    "out cells is given (0 if they are next to each other).\n{clues}",
)


class Doppelblock(SymbolGridAnswer, Bootcamp):
    id = "puzzle/doppelblock"
    description = "Doppelblock: two black cells and 1..n-2 once per row and column; sums between the black cells"
    Config = Config
    grid_symbols = {**{str(d): d for d in range(1, 6)}, "#": 0, "x": 0, "b": 0}
    LEVELS = {
        "1": Config(size=4, drop=0.5),
        "2": Config(size=5, drop=0.25),
        "3": Config(size=5, drop=0.5),
        "4": Config(size=5, drop=1.0),
        "5": Config(size=6, drop=1.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        free: list[list[int | None]] = [[None] * n for _ in range(n)]
        gold = _search(n, [None] * n, [None] * n, free, 1, rng)[0]
        sums = [[_between(row) for row in gold], [_between(col) for col in zip(*gold)]]
        givens: list[list[int | None]] = [[None] * n for _ in range(n)]
        while True:
            found = _line_search(n, sums[0], sums[1], givens, 2)
            if len(found) == 1:
                break
            other = found[0] if found[0] != gold else found[1]
            r, c = rng.choice([(r, c) for r in range(n) for c in range(n) if other[r][c] != gold[r][c]])
            givens[r][c] = gold[r][c]
        order = [(s, i) for s in range(2) for i in range(n)]
        rng.shuffle(order)
        for s, i in order[: round(config.drop * len(order))]:
            kept, sums[s][i] = sums[s][i], None
            if len(_line_search(n, sums[0], sums[1], givens, 2)) != 1:
                sums[s][i] = kept
        data = {"size": n, "rows": sums[0], "cols": sums[1],
                "givens": [[r, c, v] for r in range(n) for c in range(n) if (v := givens[r][c]) is not None]}
        return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        show = lambda v: "-" if v is None else str(v)  # noqa: E731
        if rng.random() < 0.5:
            lines = [f"Row sums (rows 1-{n}, top to bottom): {' '.join(show(v) for v in data['rows'])}",
                     f"Column sums (columns 1-{n}, left to right): {' '.join(show(v) for v in data['cols'])}"]
        else:
            lines = [f"Row {r + 1}: {show(v)}" for r, v in enumerate(data["rows"])]
            lines += [f"Column {c + 1}: {show(v)}" for c, v in enumerate(data["cols"])]
        text = rng.choice(_TEMPLATES).format(n=n, m=n - 2, clues="('-' = no clue)\n" + "\n".join(lines))
        if data["givens"]:
            known = [f"{cell_name(r, c)} = {v}" if v else f"{cell_name(r, c)} is black" for r, c, v in data["givens"]]
            text += "\nAlso given (r1c1 is the top-left cell): " + ", ".join(known) + "."
        form = (f"the grid, {n} rows of {n} characters (a digit, or # for a black cell), one row per line or rows "
                "separated by semicolons (for example #12#;1##2;... for a 4x4 grid)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={0: "#"})

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n = data["size"]
        digits = "".join(str(d) for d in range(1, n - 1))
        arrangements = sorted({"".join(_cell(v) for v in p) for p, *_ in _arrangements(n)})
        lines, options = [], []
        for i, (name, cells) in enumerate(grid_lines(n)):
            want = (data["rows"] + data["cols"])[i]
            lines.append((name, cells, "no sum" if want is None else f"sum {want} between the black cells"))
            options.append([a for a in arrangements if want is None or
                            sum(int(ch) for ch in a[a.index("#") + 1 : a.rindex("#")]) == want])
        cand = {(r, c): digits + "#" for r in range(n) for c in range(n)}
        for r, c, v in data["givens"]:
            cand[(r, c)] = _cell(v)
        t.state("start")
        t.compute("arrangements per line", len(arrangements), why=f"two black cells and 1..{n - 2} in {n} cells")
        solved = traced_lines(t, lines, options, cand)
        grid = [[0 if solved[(r, c)] == "#" else int(solved[(r, c)]) for c in range(n)] for r in range(n)] if solved else []
        t.state("answer")
        return t.compute("answer", grid, why="every cell holds one number or is black")

    def solve(self, data: dict) -> list[list[int]]:
        """Bit-packed line solving (the generator's uniqueness check)."""
        n = data["size"]
        givens: list[list[int | None]] = [[None] * n for _ in range(n)]
        for r, c, v in data["givens"]:
            givens[r][c] = v
        found = _line_search(n, data["rows"], data["cols"], givens, 1)
        return found[0] if found else []


BOOTCAMP = Doppelblock()
