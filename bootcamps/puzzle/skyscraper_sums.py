"""Sum Skyscrapers: fill an n x n grid with building heights 1..n, each once per row and column,
so that each clue outside the grid equals the SUM of the heights of the buildings visible from
that side (a building is visible when it is taller than every building before it). Unlike
``puzzle/skyscrapers`` the clues are sums of heights, not counts of buildings.

Generation: a random Latin square, all 4n sums (redrawn when those allow a second grid), then
clues removed in random order while the puzzle keeps exactly one solution, down to the level's
share of clues. The solver is purpose-built: for each line and pair of end clues, a trie of the
permutations of 1..n with those sums (as prefix code -> bit mask of the next heights); a
depth-first search over the cells in reading order takes the heights allowed by both its row's
trie and its column's trie, so Latin columns and column sums are checked as the grid grows; it
stops at the second solution. A removal is also refused when the traced program (one state per
row tried) would need more than ``MAX_STATES`` states, which bounds every trace. Level 3 (5x5)
makes several hundred cases/s (about 900 in ``bench/generation.py --quick``), under 1,000
because each of the dozen clue removals is a full uniqueness search of a few hundred nodes.

``program`` searches row by row over the whole permutations that meet the row's sums, taking the
first one (in increasing order) that every column can still be finished from, and going back a
row when none is left; ``solve`` is the cell-by-cell trie search.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import random_latin_square
from bootcamps.kit.boards import DigitGridAnswer, render_int_grid
from bootcamps.trace import Tracer

SIDES = ("top", "bottom", "left", "right")
MAX_STATES = 160  # states of the traced row search; puzzles needing more are not made


@dataclass(frozen=True)
class Config:
    size: int = 5
    keep: float = 0.45  # share of the 4n clues left when removal stops (fewer only where none can go)

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 6:
            raise ValueError(f"size must be in 3..6, got {self.size}")
        if not 0.0 <= self.keep <= 1.0:
            raise ValueError(f"keep must be in [0, 1], got {self.keep}")


def visible_sum(line) -> int:
    """The sum of the heights in ``line`` taller than every height before them."""
    total = tallest = 0
    for h in line:
        if h > tallest:
            total, tallest = total + h, h
    return total


def all_clues(grid: list[list[int]]) -> dict[str, list[int]]:
    cols = [list(col) for col in zip(*grid)]
    return {"top": [visible_sum(c) for c in cols], "bottom": [visible_sum(c[::-1]) for c in cols],
            "left": [visible_sum(r) for r in grid], "right": [visible_sum(r[::-1]) for r in grid]}


@lru_cache(maxsize=None)
def line_perms(n: int, front: int, back: int) -> tuple[tuple[int, ...], ...]:
    """The permutations of 1..n (increasing order) whose visible sums from the front and the
    back are ``front`` and ``back`` (0: any)."""
    return tuple(p for p in itertools.permutations(range(1, n + 1))
                 if (not front or visible_sum(p) == front) and (not back or visible_sum(p[::-1]) == back))


@lru_cache(maxsize=None)
def _trie(n: int, front: int, back: int) -> dict[int, int]:
    """Prefix code (base 8, heights as digits) -> bit mask of the heights that may come next."""
    out: dict[int, int] = {}
    for p in line_perms(n, front, back):
        code = 0
        for v in p:
            out[code] = out.get(code, 0) | (1 << v)
            code = code * 8 + v
    return out


def search(n: int, clues: dict, limit: int = 2, max_states: int | None = None) -> tuple[list[list[int]], int]:
    """Up to ``limit`` solutions (flat, reading order) and how many states the traced row search
    takes to reach the first one (rows tried, rows run out, the answer). With ``max_states``, the
    search stops (with the solutions found so far) once the first solution would need more."""
    rows = [_trie(n, clues["left"][r], clues["right"][r]) for r in range(n)]
    cols = [_trie(n, clues["top"][c], clues["bottom"][c]) for c in range(n)]
    row_code, col_code, grid = [0] * n, [0] * n, [0] * (n * n)
    cells = [divmod(i, n) for i in range(n * n)]
    found: list[list[int]] = []
    states = [1]

    def go(i: int) -> bool:
        if i == n * n:
            found.append(list(grid))
            return len(found) >= limit
        r, c = cells[i]
        saved_r, saved_c = row_code[r], col_code[c]
        mask = rows[r].get(saved_r, 0) & cols[c].get(saved_c, 0)
        while mask:
            low = mask & -mask
            mask ^= low
            v = low.bit_length() - 1
            row_code[r], col_code[c], grid[i] = saved_r * 8 + v, saved_c * 8 + v, v
            if c == n - 1 and not found:
                states[0] += 1  # the row search tries this row
                if max_states is not None and states[0] > max_states:
                    return True
            if go(i + 1):
                return True
        row_code[r], col_code[c] = saved_r, saved_c
        if c == 0 and not found:
            states[0] += 1  # the row search runs out of rows here and goes back
        return False

    go(0)
    return found, states[0]


def _column_fits(n: int, cols: list[dict[int, int]], above: list, row) -> bool:
    """Whether every column's heights so far, then ``row``'s, can still be finished to a
    permutation with that column's sums."""
    for c in range(n):
        code = 0
        for prev in above:
            code = code * 8 + prev[c]
        if not (cols[c].get(code, 0) >> row[c]) & 1:
            return False
    return True


_RULES = (
    "Sum Skyscrapers on a {n}x{n} grid. Put a building of height 1 to {n} in every cell so that each row and each "
    "column contains every height exactly once. Looking along a row or column from outside the grid, a building is "
    "visible when it is taller than every building in front of it. A clue outside the grid is the SUM of the heights "
    "of the buildings visible from that side (not their number).",
    "Fill the {n} by {n} grid with the numbers 1..{n} (building heights) so that no number repeats in any row or "
    "column. From each edge you see a building only if no building at least as tall stands before it. Each number "
    "around the grid gives the total height of the buildings seen from that position.",
    "This is a skyscraper puzzle with sum clues. Every row and every column of the {n}x{n} grid is a permutation of "
    "the heights 1..{n}. Standing at an edge and looking into the grid, you see each building that is taller than all "
    "the buildings nearer to you; a clue is the sum of the heights you see from there (for example, the row "
    "{example} seen from the left shows {seen}, so its clue would be {total}).",
)


def _diagram(n: int, clues: dict) -> str:
    def cell(v: int) -> str:
        return f"{v if v else '.':>3}"

    lines = ["   " + "".join(cell(v) for v in clues["top"])]
    for r in range(n):
        lines.append(cell(clues["left"][r]) + "  _" * n + cell(clues["right"][r]))
    lines.append("   " + "".join(cell(v) for v in clues["bottom"]))
    return ("The grid, with each clue written beside its row or column ('_' is an empty cell, '.' means no clue; the "
            "top line holds the clues seen from above, the bottom line those from below):\n" + "\n".join(lines))


def _listing(n: int, clues: dict) -> str:
    names = {"top": "column {i} from the top", "bottom": "column {i} from the bottom",
             "left": "row {i} from the left", "right": "row {i} from the right"}
    given = [f"{names[side].format(i=i + 1)}: {v}" for side in SIDES for i, v in enumerate(clues[side]) if v]
    return ("Clues (rows are numbered from the top, columns from the left; every line not listed has no clue on "
            "that side):\n" + "\n".join(given))


class SkyscraperSums(DigitGridAnswer, Bootcamp):
    id = "puzzle/skyscraper_sums"
    description = "Sum Skyscrapers: a Latin square of heights whose edge clues are sums of the visible heights; one solution"
    Config = Config
    multiline_answer = True
    LEVELS = {
        "1": Config(size=4, keep=0.5),
        "2": Config(size=4, keep=0.3),
        "3": Config(size=5, keep=0.4),
        "4": Config(size=5, keep=0.25),
        "5": Config(size=6, keep=0.4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        while True:
            gold = random_latin_square(n, rng)
            clues = all_clues(gold)
            if len(search(n, clues)[0]) == 1:
                break
        spots = [(side, i) for side in SIDES for i in range(n)]
        rng.shuffle(spots)
        shown, target = 4 * n, round(config.keep * 4 * n)
        for side, i in spots:
            if shown <= target:
                break
            value, clues[side][i] = clues[side][i], 0
            found, states = search(n, clues, max_states=MAX_STATES)
            if len(found) == 1 and states <= MAX_STATES:
                shown -= 1
            else:
                clues[side][i] = value
        return {"size": n, "clues": clues}, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        n, clues = data["size"], data["clues"]
        example = (2, 1, 3) + tuple(range(n, 3, -1))
        seen = [h for k, h in enumerate(example) if h > max(example[:k], default=0)]
        rules = rng.choice(_RULES).format(n=n, example=" ".join(map(str, example)),
                                          seen=" and ".join(map(str, seen)), total=sum(seen))
        board = _diagram(n, clues) if rng.random() < 0.5 else _listing(n, clues)
        form = (f"the filled grid, {n} rows of {n} heights from top to bottom, one row per line or rows separated "
                f"by semicolons (for example 1 2 3; 2 3 1; 3 1 2 for a 3x3 grid)")
        return f"{rules}\n{board}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return render_int_grid(answer)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        n, clues = data["size"], data["clues"]
        cols = [_trie(n, clues["top"][c], clues["bottom"][c]) for c in range(n)]
        placed: list = []
        tried: list = [None] * n
        r = 0
        while 0 <= r < n:
            t.state(f"row {r + 1}")
            front = t.fetch(f"left[{r + 1}]", clues["left"][r])
            back = t.fetch(f"right[{r + 1}]", clues["right"][r])
            above = t.fetch("rows above", [list(p) for p in placed])
            last = t.fetch(f"last tried[{r + 1}]", tried[r])
            options = line_perms(n, front, back)
            start = 0 if last is None else next((k + 1 for k, p in enumerate(options) if list(p) == last), len(options))
            row = next((list(p) for p in options[start:] if _column_fits(n, cols, above, p)), None)
            sums = f"left sum {front or 'any'}, right sum {back or 'any'}"
            row = t.compute(f"row[{r + 1}]", row,
                            why=f"next permutation with {sums} after the last tried, whose every column can still be "
                                "finished (no repeat, column sums still reachable)")
            if t.goto(row is not None, why="a row fits"):
                tried[r] = row
                placed = [list(p) for p in above] + [row]
                r += 1
            else:
                tried[r] = None
                placed = [list(p) for p in above][:-1]
                r -= 1
        t.state("answer")
        return t.compute("grid", [list(p) for p in placed], why="every row placed")

    def solve(self, data: dict) -> list[list[int]]:
        n = data["size"]
        found, _ = search(n, data["clues"], limit=1)
        return [found[0][r * n : (r + 1) * n] for r in range(n)] if found else []


BOOTCAMP = SkyscraperSums()
