"""Easy as ABC (also called End View): fill an n x n grid so that every row and every column
holds each of the letters A..k exactly once (k < n) and its other n - k cells stay empty. A
clue outside the grid names the first letter met when looking into that row or column from
that side (empty cells are skipped). The answer is the grid, '.' for an empty cell.

Generation: a random filled grid (the row search below, candidates in random order), all 4n
clues, cells revealed where a second solution differs until the full clue set is unique, then
clues removed in random order (a share of them per level) while the solution stays unique.
Uniqueness is a purpose-built search: each row's arrangements meeting its two clues are listed
once, then rows are placed top to bottom with bit masks of the letters each column already
holds, a counter of each column's empty cells, and the column clues checked as soon as a
letter lands (a top clue L: no other letter before L; a bottom clue L: nothing after L),
stopping at the second solution. Each case runs one such search per clue it tries to remove,
and at 5x5 with four letters that holds generation to about 130-200 cases/s at level 3; levels
4 and 5 (6x6) reach only about ten per second (a search may visit thousands of partial grids).

The trace is line solving: each row and column keeps the arrangements that fit the letters
still possible in its cells and narrows those cells to what the arrangements allow, until the
grid is filled, guessing a line's arrangement (fewest left first) only when no line narrows.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line, cell_name
from bootcamps.kit.puzzle16 import grid_lines, traced_lines
from bootcamps.trace import Tracer

LETTERS = "ABCDEFG"
SIDES = ("top", "bottom", "left", "right")
_W = 5  # bits per column in the empty-cell counter


@dataclass(frozen=True)
class Config:
    size: int = 5
    letters: int = 4
    drop: float = 1.0  # share of the 4n clues the generator tries to remove

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 7:
            raise ValueError(f"size must be in 3..7, got {self.size}")
        if not 2 <= self.letters < self.size:
            raise ValueError(f"letters must be in 2..size-1, got {self.letters}")
        if not 0.0 <= self.drop <= 1.0:
            raise ValueError(f"drop must be in [0, 1], got {self.drop}")


@lru_cache(maxsize=16)
def _arrangements(n: int, k: int) -> tuple:
    """Every row of n cells with the letters 1..k once each (0 = empty): the row, its letter
    bits (k per column), all letter bits of its lettered columns, its empty-cell counter
    increments, and the first letter from the left and from the right."""
    out = []
    for p in sorted(set(permutations([0] * (n - k) + list(range(1, k + 1))))):
        pm = lc = bv = 0
        for c, v in enumerate(p):
            if v:
                pm |= 1 << (c * k + v - 1)
                lc |= ((1 << k) - 1) << (c * k)
            else:
                bv |= 1 << (c * _W)
        first = next(v for v in p if v)
        last = next(v for v in reversed(p) if v)
        out.append((p, pm, lc, bv, first, last))
    return tuple(out)


def _ints(data: dict) -> tuple[int, int, list[list[int]], list[list[int | None]]]:
    """Size, letter count, clues per side as numbers (0 = none) and givens (None = open)."""
    n, k = data["size"], data["letters"]
    num = {"": 0, **{ch: i + 1 for i, ch in enumerate(LETTERS)}, ".": 0}
    clues = [[num[x] for x in data[side]] for side in SIDES]
    givens: list[list[int | None]] = [[None] * n for _ in range(n)]
    for r, c, v in data["givens"]:
        givens[r][c] = num[v]
    return n, k, clues, givens


def _search(n: int, k: int, clues: list[list[int]], givens: list[list[int | None]], limit: int,
            rng: random.Random | None = None) -> list[list[list[int]]]:
    """Solutions (up to ``limit``) by the row search with column bit masks."""
    top, bottom, left, right = clues
    tops = bots = 0
    for c in range(n):
        if top[c]:
            tops |= 1 << (c * k + top[c] - 1)
        if bottom[c]:
            bots |= 1 << (c * k + bottom[c] - 1)
    guard = sum(16 << (c * _W) for c in range(n))  # a column's counter reaches 16: too many empty cells
    start = sum((15 - (n - k)) << (c * _W) for c in range(n))
    rows = []
    for r in range(n):
        cands = []
        fixed = [(c, g) for c, g in enumerate(givens[r]) if g is not None]
        for p, pm, lc, bv, first, last in _arrangements(n, k):
            if (left[r] and first != left[r]) or (right[r] and last != right[r]):
                continue
            if fixed and any(p[c] != g for c, g in fixed):
                continue
            # a letter other than the top clue needs the clue letter above it; one other than
            # the bottom clue must not come after the clue letter
            cands.append((pm, bv, tops & lc & ~pm, bots & lc & ~pm, p))
        if rng is not None:
            rng.shuffle(cands)
        rows.append(cands)
    found: list[list[list[int]]] = []
    chosen: list[tuple[int, ...]] = []

    def place(r: int, used: int, count: int) -> None:
        for pm, bv, need, banned, p in rows[r]:
            if pm & used or used & need != need or used & banned:
                continue
            new_count = count + bv
            if new_count & guard:
                continue
            chosen.append(p)
            if r + 1 == n:
                found.append([list(row) for row in chosen])
            else:
                place(r + 1, used | pm, new_count)
            chosen.pop()
            if len(found) >= limit:
                return

    place(0, 0, start)
    return found


def _first(line: list[int]) -> int:
    return next(v for v in line if v)


def _all_clues(grid: list[list[int]]) -> list[list[int]]:
    cols = [list(col) for col in zip(*grid)]
    return [[_first(c) for c in cols], [_first(c[::-1]) for c in cols],
            [_first(r) for r in grid], [_first(r[::-1]) for r in grid]]


def _letter(v: int) -> str:
    return LETTERS[v - 1] if v else "."


_TEMPLATES = (
    "Easy as ABC on a {n}x{n} grid: write the letters {abc} into the grid so that every row and every column "
    "contains each of them exactly once; the remaining {e} cell{s} of each row and column stay{v} empty. A letter "
    "outside the grid tells which letter you meet first when you look into that row or column from that side, "
    "skipping empty cells ('-' means no clue).\n{clues}",
    "End View puzzle, size {n}x{n}. Each row and each column holds the letters {abc} once each and {e} empty "
    "cell{s}. A clue at the edge of the grid is the first letter seen from that edge along the row or column "
    "(empty cells are looked through). Clues ('-' = none):\n{clues}",
    "Place the letters {abc} in a {n} by {n} grid, one of each per row and one of each per column, leaving {e} "
    "cell{s} blank in every row and every column. Looking from outside the grid along a row or column, the first "
    "letter you see (blanks don't count) must equal the clue on that side; '-' marks a side with no clue.\n{clues}",
)


class EasyAsAbc(SymbolGridAnswer, Bootcamp):
    id = "puzzle/easy_as_abc"
    description = "Easy as ABC (End View): letters once per row and column with blanks; edge clues name the first letter seen"
    Config = Config
    grid_symbols = {**{ch: ch for ch in LETTERS}, ".": ".", "-": ".", "_": "."}
    LEVELS = {
        "1": Config(size=4, letters=3, drop=0.6),
        "2": Config(size=5, letters=3, drop=0.8),
        "3": Config(size=5, letters=4, drop=1.0),
        "4": Config(size=6, letters=4, drop=0.7),
        "5": Config(size=6, letters=4, drop=1.0),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[str]]]:
        n, k = config.size, config.letters
        nothing = [[0] * n for _ in SIDES]
        open_cells: list[list[int | None]] = [[None] * n for _ in range(n)]
        gold = _search(n, k, nothing, open_cells, 1, rng)[0]
        shown = _all_clues(gold)
        givens = [[None] * n for _ in range(n)]
        while True:
            found = _search(n, k, shown, givens, 2)
            if len(found) == 1:
                break
            other = found[0] if found[0] != gold else found[1]
            r, c = rng.choice([(r, c) for r in range(n) for c in range(n) if other[r][c] != gold[r][c]])
            givens[r][c] = gold[r][c]
        order = [(s, i) for s in range(4) for i in range(n)]
        rng.shuffle(order)
        for s, i in order[: round(config.drop * len(order))]:
            kept, shown[s][i] = shown[s][i], 0
            if len(_search(n, k, shown, givens, 2)) != 1:
                shown[s][i] = kept
        data = {"size": n, "letters": k,
                **{side: [_letter(v) if v else "" for v in shown[s]] for s, side in enumerate(SIDES)},
                "givens": [[r, c, _letter(v)] for r in range(n) for c in range(n) if (v := givens[r][c]) is not None]}
        return data, [[_letter(v) for v in row] for row in gold]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, k = data["size"], data["letters"]
        abc = ", ".join(LETTERS[: k - 1]) + " and " + LETTERS[k - 1]
        e = n - k
        show = lambda xs: " ".join(x or "-" for x in xs)  # noqa: E731
        if rng.random() < 0.5:
            lines = [f"From the top (columns 1-{n}): {show(data['top'])}",
                     f"From the bottom (columns 1-{n}): {show(data['bottom'])}",
                     f"From the left (rows 1-{n}): {show(data['left'])}",
                     f"From the right (rows 1-{n}): {show(data['right'])}"]
        else:
            lines = [f"Column {c + 1}: top {data['top'][c] or '-'}, bottom {data['bottom'][c] or '-'}" for c in range(n)]
            lines += [f"Row {r + 1}: left {data['left'][r] or '-'}, right {data['right'][r] or '-'}" for r in range(n)]
        text = rng.choice(_TEMPLATES).format(n=n, abc=abc, e=e, s="" if e == 1 else "s", v="s" if e == 1 else "",
                                             clues="\n".join(lines))
        if data["givens"]:
            known = [f"{cell_name(r, c)} = {v}" if v != "." else f"{cell_name(r, c)} is empty" for r, c, v in data["givens"]]
            text += "\nAlso given (r1c1 is the top-left cell): " + ", ".join(known) + "."
        form = (f"the grid, {n} rows of {n} characters (a letter, or '.' for an empty cell), one row per line or rows "
                "separated by semicolons (for example AB.;.AB;B.A for a 3x3 grid with the letters A and B)")
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[str]]) -> str:
        return answer_line(answer)

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        """The gold with two different cells of one row swapped: another grid, so wrong (the
        solution is unique); letters are read case-blind, so changing case is no error."""
        texts = []
        for _ in range(3):
            grid = [list(row) for row in case.answer]
            r = rng.randrange(len(grid))
            a, b = rng.sample([c for c, v in enumerate(grid[r]) if v != "."], 2)
            grid[r][a], grid[r][b] = grid[r][b], grid[r][a]
            texts.append(self.format_answer(grid))
        return texts

    def program(self, t: Tracer, data: dict) -> list[list[str]]:
        n, k = data["size"], data["letters"]
        arrangements = sorted(set("".join(p) for p in permutations(LETTERS[:k] + "." * (n - k))))
        ends = [data["left"], data["top"]]
        backs = [data["right"], data["bottom"]]
        lines, options = [], []
        for i, (name, cells) in enumerate(grid_lines(n)):
            front, back = ends[i // n][i % n], backs[i // n][i % n]
            lines.append((name, cells, f"first {front or '-'} from the start, {back or '-'} from the end"))
            options.append([a for a in arrangements if (not front or a.replace(".", "")[0] == front)
                            and (not back or a.replace(".", "")[-1] == back)])
        cand = {(r, c): "".join(LETTERS[:k]) + "." for r in range(n) for c in range(n)}
        for r, c, v in data["givens"]:
            cand[(r, c)] = v
        t.state("start")
        t.compute("arrangements per line", len(arrangements), why=f"{k} letters and {n - k} empty cells in {n} cells")
        solved = traced_lines(t, lines, options, cand)
        grid = [[solved[(r, c)] for c in range(n)] for r in range(n)] if solved else []
        t.state("answer")
        return t.compute("answer", grid, why="every cell has one letter or is empty")

    def solve(self, data: dict) -> list[list[str]]:
        """The row search with column bit masks (the generator's uniqueness check)."""
        found = _search(*_ints(data), limit=1)
        return [[_letter(v) for v in row] for row in found[0]] if found else []


BOOTCAMP = EasyAsAbc()
