"""More shared pieces for puzzle bootcamps: every n-queens solution and a traced row-by-row
queens search (completion and counting), nonogram line options and their forced cells, and
the printers these puzzles share."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from bootcamps.trace import Tracer

Cell = tuple[int, int]


# ---------------------------------------------------------------- n queens


@lru_cache(maxsize=None)
def queens_solutions(n: int) -> tuple[tuple[int, ...], ...]:
    """Every placement of n non-attacking queens on an n x n board, each as the 0-based column
    of the queen in each row, in lexicographic order (bit-mask search; n=10 gives 724)."""
    if not 1 <= n <= 11:
        raise ValueError(f"n must be in 1..11, got {n}")
    out: list[tuple[int, ...]] = []
    full = (1 << n) - 1

    def place(cols: list[int], used: int, diag: int, anti: int) -> None:
        if len(cols) == n:
            out.append(tuple(cols))
            return
        free = full & ~(used | diag | anti)
        while free:
            low = free & -free
            free ^= low
            cols.append(low.bit_length() - 1)
            place(cols, used | low, ((diag | low) << 1) & full, (anti | low) >> 1)
            cols.pop()

    place([], 0, 0, 0)
    return tuple(sorted(out))


def queens_fit(solution: Sequence[int], blocked: set[Cell], given: dict[int, int]) -> bool:
    """Whether a full placement avoids the blocked squares and keeps the given queens."""
    return all((r, c) not in blocked for r, c in enumerate(solution)) and all(solution[r] == c for r, c in given.items())


def queens_board(n: int, blocked: set[Cell], given: dict[int, int], empty: str = ".", hole: str = "#") -> str:
    """The board, one row per line: Q a given queen, ``hole`` a blocked square, ``empty`` a free one."""
    return "\n".join(
        " ".join("Q" if given.get(r) == c else hole if (r, c) in blocked else empty for c in range(n)) for r in range(n)
    )


def _queen_candidates(n: int, r: int, placed: Sequence[int], blocked: set[Cell], given: dict[int, int]) -> list[int]:
    """1-based columns of row r (0-based) free of blocks and of attacks by the queens placed
    above and by the given queens of other rows."""
    out = []
    for c in range(n):
        if (r, c) in blocked or (r in given and given[r] != c):
            continue
        if any(pc - 1 == c or abs(pc - 1 - c) == r - pr for pr, pc in enumerate(placed)):
            continue
        if any(gr != r and (gc == c or abs(gc - c) == abs(gr - r)) for gr, gc in given.items()):
            continue
        out.append(c + 1)
    return out


def traced_queens(t: Tracer, n: int, blocked: set[Cell], given: dict[int, int], count: bool) -> list[int] | int:
    """Row-by-row search written against the tracer: one state per visit of a row. A first visit
    lists the row's candidate columns; a return visit (after a dead end) reads the untried ones.
    ``count=False``: the first full placement (1-based columns), [] if none. ``count=True``: the
    number of full placements (each found one is counted, then the search backs up)."""
    cols: list[int] = []
    untried: list[list[int]] = []
    found = 0
    while True:
        r = len(cols)
        t.state(f"row {r + 1}")
        if len(untried) == r:
            above = t.fetch("queens above", tuple(cols))
            cands = t.compute("candidates", _queen_candidates(n, r, above, blocked, given),
                              why="columns not blocked and not attacked from above")
            untried.append(list(cands))
        else:
            cands = t.fetch(f"untried[{r + 1}]", tuple(untried[r]))
        if cands:
            c = t.compute("put", cands[0], why="the first candidate column")
            untried[r] = list(cands[1:])
            cols.append(c)
            if len(cols) < n:
                t.goto(f"row {len(cols) + 1}")
                continue
            if not count:
                t.goto("done", why="all rows hold a queen")
                return t.compute("columns", list(cols))
            found = t.compute("found", found + 1, why="a full placement, count it")
            cols.pop()
            t.goto(f"row {len(cols) + 1}", why="look for the next placement")
            continue
        untried.pop()
        if not cols:
            t.goto("end", why="no row left to back up to")
            return t.compute("total", found) if count else []
        cols.pop()
        t.goto(f"row {len(cols) + 1}", why="a dead end, so back up one row")


# ---------------------------------------------------------------- nonogram lines

FILLED, EMPTY, UNKNOWN = 1, 0, -1


def run_fits(known: Sequence[int], clue: Sequence[int], i: int, j: int) -> bool:
    """Whether run j of ``clue`` can start at cell i: it stays inside the line, covers no known
    empty cell, and the cell after it is not known filled."""
    end = i + clue[j]
    if end > len(known) or any(known[x] == EMPTY for x in range(i, end)):
        return False
    return end == len(known) or known[end] != FILLED


def line_suffix_table(known: Sequence[int], clue: Sequence[int], i: int, rows: dict[int, Sequence[bool]]) -> list[bool]:
    """Row i of the suffix table: entry j says runs j.. of the clue fit into cells i.. of the line.
    ``rows`` holds the later rows it reads (``line_rows_read``)."""
    k, n = len(clue), len(known)
    if i == n:
        return [j == k for j in range(k + 1)]
    out = []
    for j in range(k + 1):
        ok = known[i] != FILLED and rows[i + 1][j]
        if not ok and j < k and run_fits(known, clue, i, j):
            ok = rows[min(i + clue[j] + 1, n)][j + 1]
        out.append(ok)
    return out


def line_rows_read(n: int, clue: Sequence[int], i: int) -> list[int]:
    """The later suffix-table rows that row i (or the moves from cell i) reads."""
    if i >= n:
        return []
    return sorted({i + 1} | {min(i + c + 1, n) for c in clue if i + c <= n})


def line_moves(known: Sequence[int], clue: Sequence[int], i: int, states: Sequence[int],
               rows: dict[int, Sequence[bool]]) -> list[tuple[int, int, int]]:
    """From cell i with each of ``states`` (runs placed so far), the steps that keep a full
    arrangement possible: (runs placed before, runs placed after, next cell). A step that keeps
    the count leaves cell i empty; one that adds 1 lays run j from cell i."""
    n, k = len(known), len(clue)
    out = []
    for j in states:
        if known[i] != FILLED and rows[i + 1][j]:
            out.append((j, j, i + 1))
        if j < k and run_fits(known, clue, i, j):
            nxt = min(i + clue[j] + 1, n)
            if rows[nxt][j + 1]:
                out.append((j, j + 1, nxt))
    return out


def line_deduce(known: Sequence[int], clue: Sequence[int]) -> list[int]:
    """Complete line logic: each cell FILLED or EMPTY where every arrangement of the clue that
    agrees with the known cells agrees there, else UNKNOWN. Dynamic program over (cell, runs
    placed): a suffix table of what still fits, then a forward sweep over reachable states
    marking what each cell can be."""
    n = len(known)
    table: dict[int, list[bool]] = {}
    for i in range(n, -1, -1):
        table[i] = line_suffix_table(known, clue, i, table)
    if not table[0][0]:
        raise ValueError(f"no arrangement of clue {list(clue)} fits the line")
    can_fill, can_empty = [False] * n, [False] * n
    reach: list[set[int]] = [set() for _ in range(n + 1)]
    reach[0].add(0)
    for i in range(n):
        for j, after, nxt in line_moves(known, clue, i, sorted(reach[i]), table):
            line_mark(can_fill, can_empty, clue, i, j, after)
            reach[nxt].add(after)
    return line_verdict(can_fill, can_empty)


def line_mark(can_fill: list[bool], can_empty: list[bool], clue: Sequence[int], i: int, j: int, after: int) -> None:
    """Record what one move from cell i allows: an empty cell i, or run j laid from i (and the gap after it)."""
    n = len(can_fill)
    if after == j:
        can_empty[i] = True
        return
    for x in range(i, min(i + clue[j], n)):
        can_fill[x] = True
    if i + clue[j] < n:
        can_empty[i + clue[j]] = True


def line_verdict(can_fill: Sequence[bool], can_empty: Sequence[bool]) -> list[int]:
    return [UNKNOWN if f and e else FILLED if f else EMPTY for f, e in zip(can_fill, can_empty)]


# ---------------------------------------------------------------- a traced depth-first search


def traced_dfs(t: Tracer, root, moves, step, is_goal, name: str = "node", count: bool = False,
               goals: list | None = None):
    """Depth-first search written against the tracer, for puzzles whose search nodes are trace
    values (tuples of ints). One state per visit of a node: a first visit reads the node and
    lists its moves (``moves(node)``, short trace values, in the order they are tried); a
    return visit reads the moves not yet tried. ``step(node, move)`` is the child a move makes.
    ``count=False``: the first goal node (``is_goal``), or None. ``count=True``: how many goal
    nodes there are (each is counted, then the search backs up). The program goes on with the
    values the tracer hands back, so an injected error propagates."""
    nodes = [root]
    untried: list[list] = []
    found = 0
    while True:
        depth = len(nodes) - 1
        t.state(f"depth {depth}")
        if len(untried) == depth:  # first visit
            here = t.fetch(name, nodes[-1])
            nodes[-1] = here
            if is_goal(here):
                if not count:
                    t.goto("done", why="every constraint holds")
                    return t.compute("solution", here)
                found = t.compute("found", found + 1, why="a full solution, count it")
                if goals is not None:
                    goals.append(here)
                nodes.pop()
                t.goto("back", why="look for the next solution")
                if not nodes:
                    return found
                continue
            options = t.compute("options", moves(here), why="the ways to extend this node")
            untried.append(list(options))
        else:
            options = t.fetch("untried", tuple(untried[-1]))
        if options:
            move = t.compute("take", options[0], why="the first option left")
            untried[-1] = list(options[1:])
            nodes.append(step(nodes[-1], move))
            t.goto("deeper")
            continue
        untried.pop()
        nodes.pop()
        if not nodes:
            t.goto("end", why="nothing left to try")
            return t.compute("total", found) if count else None
        t.goto("back", why="a dead end, so back up")


# ---------------------------------------------------------------- letter arithmetic


def alphametic_columns(addends: Sequence[str], total: str) -> tuple[list[str], list[list[int]], list[int], set[int]]:
    """(letters, per column from the units: the letter indexes of the addends there, the letter
    index of the total there, the indexes of leading letters that may not be 0)."""
    letters = sorted(set("".join(addends) + total))
    index = {ch: i for i, ch in enumerate(letters)}
    columns = [[index[w[-1 - p]] for w in addends if p < len(w)] for p in range(len(total))]
    sums = [index[total[-1 - p]] for p in range(len(total))]
    leading = {index[w[0]] for w in list(addends) + [total] if len(w) > 1}
    return letters, columns, sums, leading


def alphametic_unset(node: tuple, columns: list[list[int]], sums: list[int]) -> list[int]:
    """The letters a node's column sets: its unset addend letters in column order, then the
    total's letter if unset."""
    p, _, digits = node
    out = [v for v in dict.fromkeys(columns[p]) if digits[v] < 0]
    if digits[sums[p]] < 0 and sums[p] not in out:
        out.append(sums[p])
    return out


def alphametic_moves(node: tuple, columns: list[list[int]], sums: list[int], leading: set[int]) -> list[tuple[int, ...]]:
    """The moves from a search node (column, carry in, digits per letter with -1 unset): every way
    to give the column's unset letters (``alphametic_unset``) distinct unused digits, no leading
    0, so that the column's sum digit is the total's letter; each move lists those digits."""
    p, carry, digits = node
    if p >= len(columns):
        return []  # past the last column with a carry left over: a dead end
    digits = list(digits)
    free = [v for v in dict.fromkeys(columns[p]) if digits[v] < 0]
    out = []

    def fill(k: int) -> None:
        if k == len(free):
            s = carry + sum(digits[v] for v in columns[p])
            d, letter = s % 10, sums[p]
            chosen = tuple(digits[v] for v in free)
            if digits[letter] >= 0:
                if digits[letter] == d:
                    out.append(chosen)
                return
            if d not in digits and not (d == 0 and letter in leading):
                out.append(chosen + (d,))
            return
        v = free[k]
        for d in range(10):
            if d not in digits and not (d == 0 and v in leading):
                digits[v] = d
                fill(k + 1)
                digits[v] = -1

    fill(0)
    return out


def alphametic_step(node: tuple, move: tuple, columns: list[list[int]], sums: list[int]) -> tuple:
    """The node a move makes: its digits set, the carry out of the column, the next column."""
    p, carry, digits = node
    digits = list(digits)
    for v, d in zip(alphametic_unset(node, columns, sums), move):
        digits[v] = d
    s = carry + sum(digits[v] for v in columns[p])
    return (p + 1, s // 10, tuple(digits))


def alphametic_goal(node: tuple, width: int) -> bool:
    return node[0] == width and node[1] == 0


def alphametic_root(addends: Sequence[str], total: str, given: dict[str, int]) -> tuple:
    """The search's first node: column 0, no carry, the given letters' digits set."""
    letters = sorted(set("".join(addends) + total))
    return (0, 0, tuple(given.get(ch, -1) for ch in letters))


def alphametic_solutions(addends: Sequence[str], total: str, given: dict[str, int], limit: int = 2) -> list[tuple[int, ...]]:
    """Up to ``limit`` digit assignments (per letter in sorted order) solving the sum."""
    _, columns, sums, leading = alphametic_columns(addends, total)
    found: list[tuple[int, ...]] = []

    def search(node: tuple) -> None:
        if node[0] == len(total):
            if node[1] == 0:
                found.append(node[2])
            return
        for move in alphametic_moves(node, columns, sums, leading):
            search(alphametic_step(node, move, columns, sums))
            if len(found) >= limit:
                return

    search(alphametic_root(addends, total, given))
    return found


_PAIR = r"([A-Za-z])\s*(?:=|:|->|\u2192)\s*([0-9])"
_PAIRS = re.compile(rf"{_PAIR}(?:\s*[,;]?\s*{_PAIR})*")
_ONE_PAIR = re.compile(_PAIR)


def read_letter_digits(text: object, max_chars: int = 400) -> dict[str, int] | None:
    """``A=1, B=2`` (also ``A: 1``, ``A -> 1``, brackets, ``;`` or spaces between pairs) as a
    dict of letters as written (case matters: the puzzles' letters are capitals); ``None``
    when the text is anything else or names a letter twice."""
    if not isinstance(text, str) or len(text) > max_chars:
        return None
    text = text.strip().rstrip(".").strip()
    while len(text) >= 2 and text[0] in "[({" and text[-1] in "])}":
        text = text[1:-1].strip()
    if not _PAIRS.fullmatch(text):
        return None
    pairs = [(a, int(d)) for a, d in _ONE_PAIR.findall(text)]
    out = dict(pairs)
    return out if len(out) == len(pairs) else None


class LetterDigitAnswer:
    """Mixin: the answer is a digit for each of some letters, stored as [[letter, digit], ...];
    every one of them must be given, correctly; the letters given in the puzzle (``data["given"]``,
    [[letter, digit], ...]) may be repeated only with their digits, and no letter may come twice."""

    def check(self, data: dict, answer, text: str) -> float:
        got = read_letter_digits(text)
        if got is None:
            return 0.0
        want = {a: d for a, d in answer}
        full = {a: d for a, d in data["given"]} | want
        if any(a not in got for a in want) or any(full.get(a) != d for a, d in got.items()):
            return 0.0
        return 1.0

    def format_answer(self, answer) -> str:
        return ", ".join(f"{a}={d}" for a, d in answer)


# ---------------------------------------------------------------- sudoku geometry


@lru_cache(maxsize=None)
def sudoku_units(n: int) -> tuple[tuple[tuple[str, tuple[Cell, ...]], ...], tuple[int, int]]:
    """The rows, columns and boxes of an n x n sudoku (n = 4, 6 or 9; boxes 2x2, 2x3, 3x3), each
    as (name, cells), and the box shape (rows, cols)."""
    shapes = {4: (2, 2), 6: (2, 3), 9: (3, 3)}
    if n not in shapes:
        raise ValueError(f"sudoku size must be 4, 6 or 9, got {n}")
    h, w = shapes[n]
    units = [(f"row {r + 1}", tuple((r, c) for c in range(n))) for r in range(n)]
    units += [(f"column {c + 1}", tuple((r, c) for r in range(n))) for c in range(n)]
    for b in range(n):
        r0, c0 = (b // (n // w)) * h, (b % (n // w)) * w
        units.append((f"box {b + 1}", tuple((r0 + dr, c0 + dc) for dr in range(h) for dc in range(w))))
    return tuple(units), (h, w)


def random_sudoku(n: int, rng) -> list[list[int]]:
    """A random solved n x n sudoku: the standard shifted pattern, then rows shuffled within
    bands, bands shuffled, the same for columns and stacks, and the digits relabelled."""
    _, (h, w) = sudoku_units(n)
    rows = [band * h + r for band in rng.sample(range(n // h), n // h) for r in rng.sample(range(h), h)]
    cols = [stack * w + c for stack in rng.sample(range(n // w), n // w) for c in rng.sample(range(w), w)]
    digits = rng.sample(range(1, n + 1), n)
    return [[digits[(w * (r % h) + r // h + c) % n] for c in cols] for r in rows]


def sudoku_seen(grid: Sequence[Sequence[int]], r: int, c: int) -> tuple[list[int], list[int], list[int]]:
    """The digits already in the row, the column and the box of cell (r, c) (0 = empty)."""
    n = len(grid)
    _, (h, w) = sudoku_units(n)
    r0, c0 = r - r % h, c - c % w
    row = [v for v in grid[r] if v]
    col = [grid[i][c] for i in range(n) if grid[i][c]]
    box = [grid[i][j] for i in range(r0, r0 + h) for j in range(c0, c0 + w) if grid[i][j]]
    return row, col, box


def sudoku_candidates(grid: Sequence[Sequence[int]]) -> dict[Cell, list[int]]:
    """The digits each empty cell can still take (not in its row, column or box)."""
    n = len(grid)
    out = {}
    for r in range(n):
        for c in range(n):
            if not grid[r][c]:
                seen = set().union(*sudoku_seen(grid, r, c))
                out[(r, c)] = [d for d in range(1, n + 1) if d not in seen]
    return out


def hidden_singles(grid: Sequence[Sequence[int]], cands: dict[Cell, list[int]]) -> set[tuple[int, int, int]]:
    """(row, col, digit) for every digit that has one possible cell in some row, column or box."""
    out = set()
    for _, cells in sudoku_units(len(grid))[0]:
        present = {grid[r][c] for r, c in cells if grid[r][c]}
        for d in range(1, len(grid) + 1):
            if d not in present:
                spots = [(r, c) for r, c in cells if not grid[r][c] and d in cands[(r, c)]]
                if len(spots) == 1:
                    out.add((*spots[0], d))
    return out


_CELL_DIGIT = re.compile(r"\(?\s*r\s*([0-9]{1,2})\s*,?\s*c\s*([0-9]{1,2})\s*\)?\s*(?:=|:|->|is)\s*([0-9]{1,2})", re.IGNORECASE)


class CellDigitAnswer:
    """Mixin: the answer is one cell and the digit it must hold, stored as [row, col, digit]
    (1-based) and written ``r3c5=7`` (also ``R3C5 = 7``, ``r3 c5: 7``)."""

    def check(self, data: dict, answer, text: str) -> float:
        if not isinstance(text, str) or len(text) > 100:
            return 0.0
        match = _CELL_DIGIT.fullmatch(text.strip().rstrip(".").strip())
        if match is None:
            return 0.0
        return 1.0 if [int(g) for g in match.groups()] == list(answer) else 0.0

    def format_answer(self, answer) -> str:
        if not isinstance(answer, (list, tuple)) or len(answer) != 3:
            return str(answer)  # a corrupted run's answer: printed as it is, it never checks
        return f"r{answer[0]}c{answer[1]}={answer[2]}"


def sudoku_board(grid: Sequence[Sequence[int]], blank: str = ".", boxes: bool = True) -> str:
    """The grid one row per line, ``blank`` for empty cells; with ``boxes``, | and - rules
    between boxes."""
    n = len(grid)
    _, (h, w) = sudoku_units(n)
    lines = []
    for r, row in enumerate(grid):
        cells = [str(v) if v else blank for v in row]
        if boxes:
            cells = [" ".join(cells[i : i + w]) for i in range(0, n, w)]
            lines.append(" | ".join(cells))
            if r % h == h - 1 and r < n - 1:
                lines.append("+".join("-" * (2 * w + (0 if i in (0, n // w - 1) else 1)) for i in range(n // w)))
        else:
            lines.append(" ".join(cells))
    return "\n".join(lines)


def sudoku_single_counts(grid: Sequence[Sequence[int]]) -> list[tuple[int, int, int]]:
    """(row, col, digit) of every empty cell with exactly one candidate (bit masks: fast enough
    for a generator that redraws until there is exactly one)."""
    n = len(grid)
    _, (h, w) = sudoku_units(n)
    rows, cols, boxes = [0] * n, [0] * n, [0] * n
    for r in range(n):
        for c in range(n):
            v = grid[r][c]
            if v:
                bit = 1 << v
                rows[r] |= bit
                cols[c] |= bit
                boxes[(r // h) * (n // w) + c // w] |= bit
    full = ((1 << (n + 1)) - 1) ^ 1
    out = []
    for r in range(n):
        for c in range(n):
            if not grid[r][c]:
                left = full & ~(rows[r] | cols[c] | boxes[(r // h) * (n // w) + c // w])
                if left and not left & (left - 1):
                    out.append((r, c, left.bit_length() - 1))
    return out


def sudoku_masks(grid: Sequence[Sequence[int]]) -> dict[Cell, int]:
    """Each empty cell's candidates as a bit mask (bit d for digit d)."""
    n = len(grid)
    _, (h, w) = sudoku_units(n)
    rows, cols, boxes = [0] * n, [0] * n, [0] * n
    for r in range(n):
        for c in range(n):
            if grid[r][c]:
                bit = 1 << grid[r][c]
                rows[r] |= bit
                cols[c] |= bit
                boxes[(r // h) * (n // w) + c // w] |= bit
    full = ((1 << (n + 1)) - 1) ^ 1
    return {(r, c): full & ~(rows[r] | cols[c] | boxes[(r // h) * (n // w) + c // w])
            for r in range(n) for c in range(n) if not grid[r][c]}


def sudoku_hidden_fast(grid: Sequence[Sequence[int]], masks: dict[Cell, int]) -> set[tuple[int, int, int]]:
    """``hidden_singles`` on bit masks: (row, col, digit) where a unit has one place for a digit."""
    out = set()
    for _, cells in sudoku_units(len(grid))[0]:
        once = more = 0
        for cell in cells:
            m = masks.get(cell, 0)
            more |= once & m
            once |= m
        single = once & ~more
        while single:
            low = single & -single
            single ^= low
            for cell in cells:
                if masks.get(cell, 0) & low:
                    out.add((*cell, low.bit_length() - 1))
                    break
    return out


_CELL = re.compile(r"\(?\s*r(?:ow)?\s*([0-9]{1,2})\s*,?\s*c(?:ol(?:umn)?)?\s*([0-9]{1,2})\s*\)?", re.IGNORECASE)


class CellAnswer:
    """Mixin: the answer is one cell, stored as [row, col] (1-based) and written ``r4c6`` (also
    ``R4C6``, ``(r4, c6)``, ``row 4 column 6``)."""

    def check(self, data: dict, answer, text: str) -> float:
        if not isinstance(text, str) or len(text) > 60:
            return 0.0
        match = _CELL.fullmatch(text.strip().rstrip(".").strip())
        return 1.0 if match is not None and [int(g) for g in match.groups()] == list(answer) else 0.0

    def format_answer(self, answer) -> str:
        if not isinstance(answer, (list, tuple)) or len(answer) != 2:
            return str(answer)  # a corrupted run's answer: printed as it is, it never checks
        return f"r{answer[0]}c{answer[1]}"


# ---------------------------------------------------------------- paths covering a grid


def random_paths(rows: int, cols: int, min_length: int, max_length: int, rng) -> list[list[Cell]]:
    """A cover of the grid by simple paths of orthogonal neighbours: from each uncovered cell (in a
    random order) a random walk over uncovered cells of a random length up to ``max_length``.
    Walks shorter than ``min_length`` are kept only where they cannot grow (so every cell is
    covered); each path is listed from its first cell."""
    covered = [[False] * cols for _ in range(rows)]
    order = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(order)
    paths = []
    for start in order:
        if covered[start[0]][start[1]]:
            continue
        path = [start]
        covered[start[0]][start[1]] = True
        goal = rng.randint(min_length, max_length)
        while len(path) < goal:
            r, c = path[-1]
            nxt = [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1))
                   if 0 <= r + dr < rows and 0 <= c + dc < cols and not covered[r + dr][c + dc]]
            if not nxt:
                break
            cell = rng.choice(nxt)
            covered[cell[0]][cell[1]] = True
            path.append(cell)
        paths.append(path)
    return paths


def thermo_solutions(n: int, thermos: Sequence[Sequence[Sequence[int]]], rows: Sequence[int], cols: Sequence[int],
                     shown: dict[int, int], limit: int = 2) -> list[list[int]]:
    """Up to ``limit`` fillings (0/1 per cell, row-major) of a thermometers puzzle: a search over
    each thermometer's fill level (bulbs in reading order), pruned by the row and column counts
    (never above a count, and never so low that the undecided thermometers cannot reach it).
    ``shown`` ({cell index: 0/1}) bounds the levels of the thermometers through those cells."""
    ranges = []
    for path in thermos:
        lo, hi = 0, len(path)
        for k, (r, c) in enumerate(path):
            x = shown.get(r * n + c)
            if x == 1:
                lo = max(lo, k + 1)
            elif x == 0:
                hi = min(hi, k)
        ranges.append((lo, hi))
    order = sorted(range(len(thermos)), key=lambda i: tuple(thermos[i][0]))
    row_fill, col_fill = [0] * n, [0] * n
    row_pot, col_pot = [0] * n, [0] * n
    for path in thermos:
        for r, c in path:
            row_pot[r] += 1
            col_pot[c] += 1
    if any(p < want for p, want in zip(row_pot + col_pot, list(rows) + list(cols))):
        return []
    levels = [0] * len(thermos)
    found: list[list[int]] = []

    def search(k: int) -> None:
        if k == len(order):
            if row_fill == list(rows) and col_fill == list(cols):
                grid = [0] * (n * n)
                for path, level in zip(thermos, levels):
                    for r, c in path[:level]:
                        grid[r * n + c] = 1
                found.append(grid)
            return
        i = order[k]
        path = thermos[i]
        lo, hi = ranges[i]
        for r, c in path:
            row_pot[r] -= 1
            col_pot[c] -= 1
        added = 0
        for level in range(hi + 1):
            if level:
                r, c = path[level - 1]
                if row_fill[r] == rows[r] or col_fill[c] == cols[c]:
                    break
                row_fill[r] += 1
                col_fill[c] += 1
                added = level
            if level < lo:
                continue
            if all(row_fill[r] + row_pot[r] >= rows[r] and col_fill[c] + col_pot[c] >= cols[c] for r, c in path):
                levels[i] = level
                search(k + 1)
                if len(found) >= limit:
                    break
        for r, c in path[:added]:
            row_fill[r] -= 1
            col_fill[c] -= 1
        for r, c in path:
            row_pot[r] += 1
            col_pot[c] += 1

    search(0)
    return found


def line_count_row(known: Sequence[int], clue: Sequence[int], i: int, rows: dict[int, Sequence[int]]) -> list[int]:
    """Row i of the counting table: entry j is the number of ways runs j.. of the clue fit into
    cells i.. of the line (``rows`` holds the later rows it reads, ``line_rows_read``)."""
    k, n = len(clue), len(known)
    if i == n:
        return [int(j == k) for j in range(k + 1)]
    out = []
    for j in range(k + 1):
        ways = rows[i + 1][j] if known[i] != FILLED else 0
        if j < k and run_fits(known, clue, i, j):
            ways += rows[min(i + clue[j] + 1, n)][j + 1]
        out.append(ways)
    return out


def line_count(known: Sequence[int], clue: Sequence[int]) -> int:
    """How many arrangements of the clue agree with the known cells."""
    table: dict[int, list[int]] = {}
    for i in range(len(known), -1, -1):
        table[i] = line_count_row(known, clue, i, table)
    return table[0][0]


# ---------------------------------------------------------------- tents


def tents_matched(tents: Sequence[Cell], trees: Sequence[Cell]) -> bool:
    """Whether every tree can be given its own orthogonally adjacent tent, each tent used once
    (a perfect matching, by augmenting paths)."""
    if len(tents) != len(trees):
        return False
    index = {cell: i for i, cell in enumerate(tents)}
    owner: dict[int, int] = {}

    def augment(tree: int, seen: set[int]) -> bool:
        r, c = trees[tree]
        for cell in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            t = index.get(cell)
            if t is not None and t not in seen:
                seen.add(t)
                if t not in owner or augment(owner[t], seen):
                    owner[t] = tree
                    return True
        return False

    return all(augment(i, set()) for i in range(len(trees)))


# ---------------------------------------------------------------- binairo lines


def binary_line_moves(node: tuple, known: Sequence[int]) -> list[int]:
    """Values (0, 1) the next cell of a binairo line can take: the known one if any, never a
    third equal value in a row, never more than half the line of one value."""
    n, k = len(known), len(node)
    if k >= n:
        return []
    out = []
    for x in ((known[k],) if known[k] in (0, 1) else (0, 1)):
        if k >= 2 and node[k - 1] == node[k - 2] == x:
            continue
        if sum(1 for v in node if v == x) + 1 > n // 2:
            continue
        out.append(x)
    return out


# ---------------------------------------------------------------- kenken cages


def cage_moves(node: tuple, cells: Sequence[Sequence[int]], n: int, op: str, target: int,
               banned: Sequence[Sequence[int]] = ()) -> list[int]:
    """Digits the next cell of a cage can take: 1..n, not in ``banned[cell]`` (digits its row or
    column already holds outside the cage), not equal to an earlier cell of the cage in
    its row or column, and keeping the target reachable (+: the sum stays within what the
    cells left can add; x: the product divides the target; the last cell must hit it; - and /
    cages have two cells, whose difference or quotient is the target)."""
    k = len(node)
    if k >= len(cells):
        return []
    r, c = cells[k]
    left = len(cells) - k - 1
    out = []
    for d in range(1, n + 1):
        if any(node[i] == d and (cells[i][0] == r or cells[i][1] == c) for i in range(k)):
            continue
        if banned and d in banned[k]:
            continue
        values = node + (d,)
        if op == "+":
            s = sum(values)
            if not s + left <= target <= s + left * n:
                continue
        elif op == "x":
            p = 1
            for v in values:
                p *= v
            if target % p or (not left and p != target):
                continue
        elif left == 0:
            a, b = max(values), min(values)
            if (op == "-" and a - b != target) or (op == "/" and a != b * target):
                continue
        out.append(d)
    return out


# ---------------------------------------------------------------- inequality lines


def sign_line_moves(node: tuple, signs: str, known: Sequence[int]) -> list[int]:
    """Values 1..n the next cell of a line can take: unused, the known one if any, and on the
    right side of the sign (``<`` or ``>``; ``.`` is no sign) between it and the cell before."""
    n, k = len(known), len(node)
    if k >= n:
        return []
    out = []
    for v in ([known[k]] if known[k] else range(1, n + 1)):
        if v in node or not 1 <= v <= n:
            continue
        if k and ((signs[k - 1] == "<" and not node[-1] < v) or (signs[k - 1] == ">" and not node[-1] > v)):
            continue
        out.append(v)
    return out
