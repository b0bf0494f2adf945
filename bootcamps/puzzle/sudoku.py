"""Complete a Sudoku grid (4x4 up to 9x9); any completion that keeps the givens and the rules passes."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.parse import parse_grid
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    box_rows: int = 3
    box_cols: int = 3
    min_blanks: int = 30
    max_blanks: int = 40

    def __post_init__(self) -> None:
        size = self.box_rows * self.box_cols
        if self.box_rows < 2 or self.box_cols < 2 or size > 9:
            raise ValueError(f"boxes must be at least 2x2 and give at most 9 cells a side, got {self.box_rows}x{self.box_cols}")
        if not 1 <= self.min_blanks <= self.max_blanks <= size * size:
            raise ValueError(f"need 1 <= min_blanks <= max_blanks <= {size * size}, got {self.min_blanks}, {self.max_blanks}")


def solved_grid(box_rows: int, box_cols: int, rng: random.Random) -> list[list[int]]:
    """A random valid grid, fast (no search): a base pattern under the symmetries that keep
    a Sudoku valid (relabel digits, permute bands, rows within a band, stacks, columns within
    a stack, transpose when boxes are square), then cycle swaps that leave the pattern's
    family, so the grids do not all share its regular structure."""
    n = box_rows * box_cols
    digits = list(range(1, n + 1))
    rng.shuffle(digits)
    rows = _shuffled_lines(box_rows, box_cols, rng)  # box_cols bands of box_rows rows
    cols = _shuffled_lines(box_cols, box_rows, rng)  # box_rows stacks of box_cols columns
    grid = [[digits[(box_cols * (r % box_rows) + r // box_rows + c) % n] for c in cols] for r in rows]
    for _ in range(4 * n):  # about as mixed as grids from a randomised search, at a fraction of the cost
        if rng.random() < 0.5:
            band = rng.randrange(box_cols) * box_rows
            _swap_cycle(grid, *rng.sample(range(band, band + box_rows), 2), rng.randrange(n), columns=False)
        else:
            stack = rng.randrange(box_rows) * box_cols
            _swap_cycle(grid, *rng.sample(range(stack, stack + box_cols), 2), rng.randrange(n), columns=True)
    if box_rows == box_cols and rng.random() < 0.5:
        grid = [list(column) for column in zip(*grid)]
    return grid


def _swap_cycle(grid: list[list[int]], a: int, b: int, k: int, columns: bool) -> None:
    """Swap the cells of lines a and b (two rows of one band, or two columns of one stack)
    position by position, starting at position k, until both lines hold every digit again.
    Each swap stays inside one column (or row) and one box, so the grid stays valid."""
    n = len(grid)
    line_a = [grid[i][a] for i in range(n)] if columns else grid[a][:]
    line_b = [grid[i][b] for i in range(n)] if columns else grid[b][:]
    missing = line_a[k]
    while True:
        line_a[k], line_b[k] = line_b[k], line_a[k]
        got = line_a[k]
        if got == missing:
            break
        k = next(j for j, v in enumerate(line_a) if v == got and j != k)
    if columns:
        for i in range(n):
            grid[i][a], grid[i][b] = line_a[i], line_b[i]
    else:
        grid[a], grid[b] = line_a, line_b


def _shuffled_lines(size: int, groups: int, rng: random.Random) -> list[int]:
    order = list(range(groups))
    rng.shuffle(order)
    lines = []
    for group in order:
        inner = list(range(size))
        rng.shuffle(inner)
        lines.extend(group * size + i for i in inner)
    return lines


def box_index(r: int, c: int, box_rows: int, box_cols: int) -> int:
    return (r // box_rows) * box_rows + c // box_cols


def box_cells(b: int, box_rows: int, box_cols: int) -> list[tuple[int, int]]:
    top, left = (b // box_rows) * box_rows, (b % box_rows) * box_cols
    return [(top + i, left + j) for i in range(box_rows) for j in range(box_cols)]


def is_solution(grid: list[list[int]], puzzle: list[list[int]], box_rows: int, box_cols: int) -> bool:
    n = box_rows * box_cols
    full = set(range(1, n + 1))
    if any(g != p for grow, prow in zip(grid, puzzle) for g, p in zip(grow, prow) if p):
        return False
    if any(set(row) != full for row in grid) or any(set(col) != full for col in zip(*grid)):
        return False
    return all({grid[r][c] for r, c in box_cells(b, box_rows, box_cols)} == full for b in range(n))


def render_grid(grid: list[list[int]], box_rows: int, box_cols: int, blank: str, ruled: bool) -> str:
    lines = []
    for r, row in enumerate(grid):
        cells = [str(v) if v else blank for v in row]
        if ruled:
            groups = [" ".join(cells[k : k + box_cols]) for k in range(0, len(cells), box_cols)]
            if r and r % box_rows == 0:
                lines.append("-+-".join("-" * len(g) for g in groups))
            lines.append(" | ".join(groups))
        else:
            lines.append(" ".join(cells))
    return "\n".join(lines)


_TEMPLATES = (
    "Solve this {n}x{n} Sudoku. Fill every blank cell (shown as {blank}) with a digit from 1 to {n} so that "
    "each row, each column and each {br}x{bc} box contains every digit 1-{n} exactly once.",
    "Complete the {n}x{n} Sudoku grid below. Blank cells are marked {blank}. Every row, every column and every "
    "box of {br} rows by {bc} columns must contain the digits 1 to {n}, each once.",
    "Here is a {n}x{n} Sudoku with some cells left blank ({blank}). Fill them in so that no digit from 1 to {n} "
    "repeats within a row, a column or one of the {br}x{bc} boxes.",
    "Fill in the missing digits ({blank}) of this {n}x{n} Sudoku puzzle. Rules: each row, column and {br}x{bc} "
    "box holds each of the digits 1 through {n} exactly once.",
)
_ANSWER_FORM = "the completed grid: its {n} rows from top to bottom separated by semicolons, each row as its {n} digits"


class Sudoku(Bootcamp):
    id = "puzzle/sudoku"
    description = "Complete a 4x4, 6x6 or 9x9 Sudoku; any valid completion of the givens passes"
    Config = Config
    unique_answer = False  # sparse givens may allow several completions; the rules decide
    multiline_answer = True  # rows on lines
    adversarial_exempt = {"split_digits": "every cell is one digit 1..9, so spacing inside a row cannot change a value"}
    LEVELS = {
        "1": Config(box_rows=2, box_cols=2, min_blanks=5, max_blanks=8),
        "2": Config(box_rows=2, box_cols=3, min_blanks=12, max_blanks=18),
        "3": Config(box_rows=3, box_cols=3, min_blanks=30, max_blanks=40),
        "4": Config(box_rows=3, box_cols=3, min_blanks=40, max_blanks=50),
        "5": Config(box_rows=3, box_cols=3, min_blanks=50, max_blanks=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        br, bc = config.box_rows, config.box_cols
        n = br * bc
        solution = solved_grid(br, bc, rng)
        puzzle = [row[:] for row in solution]
        for cell in rng.sample(range(n * n), rng.randint(config.min_blanks, config.max_blanks)):
            puzzle[cell // n][cell % n] = 0
        return {"box": [br, bc], "puzzle": puzzle}, solution

    def prompt(self, data: dict, rng: random.Random) -> str:
        br, bc = data["box"]
        n = br * bc
        blank = rng.choice((".", "_", "0"))
        text = rng.choice(_TEMPLATES).format(n=n, br=br, bc=bc, blank=blank)
        grid = render_grid(data["puzzle"], br, bc, blank, ruled=rng.random() < 0.5)
        return f"{text}\n\n{grid}\n\n{answer_instruction(_ANSWER_FORM.format(n=n))}"

    def format_answer(self, answer: list[list[int]]) -> str:
        # One line: an answer block spanning lines would split into several trace steps.
        return ";".join("".join(str(v) for v in row) for row in answer)

    def check(self, data: dict, answer: list[list[int]], text: str) -> float:
        br, bc = data["box"]
        n = br * bc
        if len(text) > 40 * n * n:
            return 0.0
        grid = read_grid(text, n)
        return 1.0 if grid is not None and is_solution(grid, data["puzzle"], br, bc) else 0.0

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Singles first: a blank with one candidate (naked single), else a digit with one place
        left in a row, column or box (hidden single); where neither exists, guess the smallest
        candidate of the blank with the fewest, and at a dead end back up to the last guess."""
        br, bc = data["box"]
        n = br * bc
        board = [row[:] for row in data["puzzle"]]
        guesses: list[tuple[tuple, list[int], int]] = []  # (cell, untried candidates, fills before it)
        filled: list[tuple] = []
        t.state("start")
        move = t.goto(*_next_move(board, br, bc))
        retry = False
        while move is not None:
            if retry:
                r, c = move
                t.state(f"retry r{r}c{c}")
                at = max(i for i, guess in enumerate(guesses) if guess[0] == move)
                _, untried, before = guesses[at]
                del guesses[at:]
                for rr, cc in filled[before:]:
                    board[rr][cc] = 0
                del filled[before:]
                cands = t.fetch(f"untried[r{r}c{c}]", untried)
            elif len(move) == 3:  # a digit's places in one unit
                kind, i, digit = move
                t.state(f"digit {digit} in {kind} {i}")
                seen = t.fetch(f"pos[{digit}]", [(r, c) for r in range(n) for c in range(n) if board[r][c] == digit])
                blanks = t.fetch(f"blanks[{kind}{i}]", [p for p in _unit(kind, i, br, bc) if not board[p[0]][p[1]]])
                places = t.compute(
                    "places", [p for p in blanks if not any(_sees(p, q, br, bc) for q in seen)],
                    why=f"blanks that see no {digit}",
                )
                cands = [digit] if places else []
                r, c = places[0] if places else (None, None)
            else:
                r, c = move
                t.state(f"cell r{r}c{c}")
                b = box_index(r, c, br, bc)
                row = t.fetch(f"row[{r}]", board[r][:])
                col = t.fetch(f"col[{c}]", [board[i][c] for i in range(n)])
                box = t.fetch(f"box[{b}]", [board[i][j] for i, j in box_cells(b, br, bc)])
                free = [d for d in range(1, n + 1) if d not in row and d not in col and d not in box]
                cands = t.compute("cands", free, why="digits in none of them")
            if not cands:
                target = guesses[-1][0] if guesses else None
                move = t.goto(target, why="a dead end, so back to the last guess")
                retry = True
                continue
            why = "the only candidate" if len(cands) == 1 else "guess the smallest candidate"
            value = t.compute("put", cands[0], why=why)
            if len(cands) > 1:
                guesses.append(((r, c), cands[1:], len(filled)))
            board[r][c] = value
            filled.append((r, c))
            move = t.goto(*_next_move(board, br, bc))
            retry = False
        t.state("answer")
        return t.compute("grid", [row[:] for row in board], why="the grid as filled")

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        """Grids wrong by construction: two cells of a row swapped (a column then repeats a
        digit), a blank filled with a digit its row already has, a given changed, a row missing."""
        grid = case.answer
        puzzle = case.data["puzzle"]
        n = len(grid)
        blanks = [(r, c) for r in range(n) for c in range(n) if not puzzle[r][c]]
        givens = [(r, c) for r in range(n) for c in range(n) if puzzle[r][c]]
        out = []
        r, c = rng.choice(blanks)
        other = rng.choice([j for j in range(n) if j != c])
        swapped = [row[:] for row in grid]
        swapped[r][c], swapped[r][other] = swapped[r][other], swapped[r][c]
        out.append(swapped)
        r, c = rng.choice(blanks)
        refilled = [row[:] for row in grid]
        refilled[r][c] = rng.choice([v for v in range(1, n + 1) if v != grid[r][c]])
        out.append(refilled)
        if givens:
            r, c = rng.choice(givens)
            changed = [row[:] for row in grid]
            changed[r][c] = rng.choice([v for v in range(1, n + 1) if v != grid[r][c]])
            out.append(changed)
        out.append(grid[:-1])
        return [self.format_answer(g) for g in out]


def read_grid(text: str, n: int) -> list[list[int]] | None:
    """An n x n grid of digits 1..n from any layout parse_grid reads (rows on lines, with
    semicolons, rules and bars, or JSON lists), also flat: the n*n digits in row order."""
    rows = parse_grid(text, width=n)
    if rows is None:
        return None
    digits = "".join(cell for row in rows for cell in row)
    allowed = "123456789"[:n]
    if len(digits) != n * n or any(d not in allowed for d in digits):
        return None
    return [[int(d) for d in digits[r * n : (r + 1) * n]] for r in range(n)]


def _unit(kind: str, i: int, box_rows: int, box_cols: int) -> list[tuple[int, int]]:
    n = box_rows * box_cols
    if kind == "row":
        return [(i, c) for c in range(n)]
    if kind == "col":
        return [(r, i) for r in range(n)]
    if kind == "box":
        return box_cells(i, box_rows, box_cols)
    raise ValueError(f"unknown unit {kind!r}")


def _sees(p: tuple[int, int], q: tuple[int, int], box_rows: int, box_cols: int) -> bool:
    return p[0] == q[0] or p[1] == q[1] or box_index(*p, box_rows, box_cols) == box_index(*q, box_rows, box_cols)


def _next_move(board: list[list[int]], box_rows: int, box_cols: int) -> tuple[tuple | None, str]:
    """What the solver does next, and why: a blank with no or one candidate; else a (unit,
    index, digit) with no or one place; else the blank with the fewest candidates (a guess);
    None when the grid is full. Ties go to the first in reading order."""
    n = box_rows * box_cols
    full = set(range(1, n + 1))
    rows = [set(row) for row in board]
    cols = [set(col) for col in zip(*board)]
    boxes = [{board[i][j] for i, j in box_cells(b, box_rows, box_cols)} for b in range(n)]
    cands: dict[tuple[int, int], set[int]] = {}
    best, best_count = None, n + 1
    for r in range(n):
        for c in range(n):
            if board[r][c]:
                continue
            free = full - rows[r] - cols[c] - boxes[box_index(r, c, box_rows, box_cols)]
            cands[(r, c)] = free
            if len(free) < best_count:
                best, best_count = (r, c), len(free)
                if not free:
                    return best, "a blank with no candidate"
    if best is None:
        return None, "the grid is full"
    if best_count == 1:
        return best, "a blank with a single candidate"
    for kind, present in (("row", rows), ("col", cols), ("box", boxes)):
        for i in range(n):
            blanks = [p for p in _unit(kind, i, box_rows, box_cols) if p in cands]
            for digit in sorted(full - present[i]):
                places = sum(digit in cands[p] for p in blanks)
                if places <= 1:
                    return (kind, i, digit), f"{digit} has {'one place' if places else 'no place'} left in {kind} {i}"
    return best, "no single, so guess at the blank with the fewest candidates"


BOOTCAMP = Sudoku()
