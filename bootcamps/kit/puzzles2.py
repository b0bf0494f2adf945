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


def traced_dfs(t: Tracer, root, moves, step, is_goal, name: str = "node", count: bool = False):
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
    dict of upper-case letters; ``None`` when the text is anything else or names a letter twice."""
    if not isinstance(text, str) or len(text) > max_chars:
        return None
    text = text.strip().rstrip(".").strip()
    while len(text) >= 2 and text[0] in "[({" and text[-1] in "])}":
        text = text[1:-1].strip()
    if not _PAIRS.fullmatch(text):
        return None
    pairs = [(a.upper(), int(d)) for a, d in _ONE_PAIR.findall(text)]
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
