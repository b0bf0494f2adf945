"""More game and planning helpers (round 4): Grundy values of heap games with splitting moves,
Zeckendorf representations, square boards with chess-style coordinates, and the ternary
position of a configuration on the linear (adjacent-peg) Tower of Hanoi path.

Shared by the game/ and planning/ bootcamps of issue 9's fourth batch; each helper is pure.
"""

from __future__ import annotations

import re
from functools import lru_cache

from bootcamps.kit.games import mex

FILES = "abcdefghijklmnopqrstuvwxyz"
_SQUARE = re.compile(r"([a-z])\s*([0-9]{1,2})")


# ---------------------------------------------------------------- heap games


def lasker_value(n: int) -> int:
    """Grundy value of one heap of Lasker's nim (take any amount, or split into two heaps):
    n for n = 1, 2 (mod 4), n + 1 for n = 3, n - 1 for n = 0 (mod 4), and 0 for n = 0."""
    if n < 0:
        raise ValueError(f"a heap cannot be negative, got {n}")
    r = n % 4
    if n == 0 or r in (1, 2):
        return n
    return n + 1 if r == 3 else n - 1


@lru_cache(maxsize=8)
def grundy_game_table(limit: int) -> tuple[int, ...]:
    """Grundy values of one heap of 0..limit in Grundy's game (a move splits a heap into two
    non-empty heaps of different sizes); by the mex recursion."""
    if not 0 <= limit <= 5000:
        raise ValueError(f"limit must be in 0..5000, got {limit}")
    g = [0]
    for n in range(1, limit + 1):
        g.append(mex(g[a] ^ g[n - a] for a in range(1, (n + 1) // 2)))
    return tuple(g)


def fibonacci_upto(n: int) -> list[int]:
    """The distinct Fibonacci numbers 1, 2, 3, 5, 8, ... up to ``n``."""
    out = [1, 2]
    while out[-1] + out[-2] <= n:
        out.append(out[-1] + out[-2])
    return [f for f in out if f <= n]


def zeckendorf(n: int) -> list[int]:
    """The Zeckendorf terms of ``n`` >= 1 (non-consecutive Fibonacci numbers), largest first."""
    if n < 1:
        raise ValueError(f"Zeckendorf needs n >= 1, got {n}")
    terms = []
    for f in reversed(fibonacci_upto(n)):
        if f <= n:
            terms.append(f)
            n -= f
    return terms


# ---------------------------------------------------------------- square boards


def square_name(row: int, col: int, rows: int) -> str:
    """Chess-style name of a cell: column letter a.., row number counted from the bottom
    (row 0 is the top line of the printed board)."""
    return f"{FILES[col]}{rows - row}"


def read_square(text: object, rows: int, cols: int) -> tuple[int, int] | None:
    """(row, col) of a square written like ``c4`` (any case, optional brackets or a final
    period), or ``None``."""
    if not isinstance(text, str) or len(text) > 20:
        return None
    text = text.strip().strip("()[]`'\"").rstrip(".").strip().lower()
    match = _SQUARE.fullmatch(text)
    if not match:
        return None
    col, number = FILES.index(match.group(1)), int(match.group(2))
    if col >= cols or not 1 <= number <= rows:
        return None
    return rows - number, col


def render_board(cells: list[str]) -> str:
    """A board (one string per row, top row first) with column letters above and row numbers
    (counted from the bottom) on the left."""
    rows, cols = len(cells), len(cells[0])
    width = len(str(rows))
    head = " " * (width + 1) + " ".join(FILES[:cols])
    lines = [head] + [f"{rows - r:>{width}} " + " ".join(line) for r, line in enumerate(cells)]
    return "\n".join(lines)


def neighbours4(row: int, col: int, rows: int, cols: int) -> list[tuple[int, int]]:
    """Orthogonal neighbours inside the board, in the order up, down, left, right."""
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < rows and 0 <= c < cols:
            out.append((r, c))
    return out


# ---------------------------------------------------------------- linear Tower of Hanoi


def linear_hanoi_index(pegs: str) -> int:
    """Position of a configuration on the path of the linear Tower of Hanoi (pegs A - B - C,
    a move only between neighbouring pegs): all disks on A is 0, all on C is 3^n - 1.
    ``pegs[d]`` is the peg of disk d + 1 (disk 1 smallest). The state graph of this puzzle is
    one path, so the fewest moves between two configurations is the difference of indices.

    The largest disk sits on A, B, C in the first, middle and last third of the path; while it
    is on B the smaller disks go from C back to A, so their part of the index is reversed."""
    index = 0
    flipped = False
    for disk in range(len(pegs) - 1, -1, -1):
        digit = "ABC".index(pegs[disk])
        if flipped:
            digit = 2 - digit
        index = index * 3 + digit
        if digit == 1:
            flipped = not flipped
    return index


def hanoi_layout(pegs: str, names: str = "ABC") -> str:
    """One line per peg, its disks bottom to top (largest first): ``peg A: 5 3 1``.
    ``pegs[d]`` is the peg (a letter of ``names``) of disk d + 1."""
    lines = []
    for p in names:
        disks = [str(d + 1) for d in range(len(pegs) - 1, -1, -1) if pegs[d] == p]
        lines.append(f"peg {p}: {' '.join(disks) if disks else '(empty)'}")
    return "\n".join(lines)


def groups(cells: list[str], colour: str) -> list[tuple[list[tuple[int, int]], list[tuple[int, int]]]]:
    """Connected groups (orthogonal adjacency) of ``colour`` on a board of strings, in the order
    their first stone appears row by row: (stones sorted, empty neighbours (liberties) sorted)."""
    rows, cols = len(cells), len(cells[0])
    seen: set[tuple[int, int]] = set()
    out = []
    for r in range(rows):
        for c in range(cols):
            if cells[r][c] != colour or (r, c) in seen:
                continue
            stack, stones, libs = [(r, c)], [], set()
            seen.add((r, c))
            while stack:
                p = stack.pop()
                stones.append(p)
                for q in neighbours4(p[0], p[1], rows, cols):
                    ch = cells[q[0]][q[1]]
                    if ch == ".":
                        libs.add(q)
                    elif ch == colour and q not in seen:
                        seen.add(q)
                        stack.append(q)
            out.append((sorted(stones), sorted(libs)))
    return out
