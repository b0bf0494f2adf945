"""Traced line solving shared by the end-view (Easy as ABC) and doppelblock bootcamps: every
row and column of a grid must be one of its allowed arrangements (strings, one character per
cell, already meeting that line's clues). Each line keeps the arrangements that fit the
characters still possible in its cells and narrows those cells to what the arrangements allow,
until nothing changes; then the line with the fewest arrangements left is split, each in
turn. States are written only for lines that change, so a trace stays short."""

from __future__ import annotations

from typing import Sequence

from bootcamps.kit.grids import cell_name
from bootcamps.trace import Tracer

Cell = tuple[int, int]
SHOWN = 6  # a line's arrangements are listed in the trace when at most this many are left


def traced_lines(t: Tracer, lines: Sequence[tuple[str, list[Cell], str]], options: list[list[str]],
                 cand: dict[Cell, str], where: str = "start") -> dict[Cell, str] | None:
    """Solve by line passes and guesses: ``lines`` are (name, cells, clue text), ``options``
    each line's arrangements, ``cand`` the characters each cell may hold (narrowed in place).
    The solved cells, or ``None`` when the branch has no solution."""
    changed = True
    while changed:
        changed = False
        for i, (name, cells, clue) in enumerate(lines):
            have = [cand[cell] for cell in cells]
            kept = [a for a in options[i] if all(ch in h for ch, h in zip(a, have))]
            narrowed = ["".join(s for s in h if any(a[j] == s for a in kept)) for j, h in enumerate(have)]
            if len(kept) == len(options[i]) and narrowed == have:
                continue
            t.state(f"{name} ({where})")
            t.fetch(f"cells[{name}]", "|".join(have))
            t.fetch(f"clue[{name}]", clue)
            if len(kept) <= SHOWN:
                options[i] = t.compute(f"options[{name}]", kept, why="arrangements meeting the clue that fit the cells")
            else:
                options[i] = kept
                t.compute(f"count[{name}]", len(kept), why="arrangements meeting the clue that fit the cells")
            if not kept:
                t.compute("contradiction", True, why=f"no arrangement fits {name}")
                return None
            for (r, c), h, new in zip(cells, have, narrowed):
                if new != h:
                    cand[(r, c)] = t.compute(f"cand[{cell_name(r, c)}]", new, why="what the arrangements left allow")
            changed = True
    open_lines = [(len(o), i) for i, o in enumerate(options) if len(o) > 1]
    if not open_lines:
        return cand
    _, i = min(open_lines)
    name, cells = lines[i][0], lines[i][1]
    t.state(f"guess {name} ({where})")
    tries = t.compute(f"options[{name}]", list(options[i]), why="no line narrows; split the line with fewest options")
    for a in tries:
        sub_options = [list(o) for o in options]
        sub_options[i] = [a]
        sub_cand = dict(cand)
        for cell, ch in zip(cells, a):
            sub_cand[cell] = ch
        got = traced_lines(t, lines, sub_options, sub_cand, f"{name} as {a}")
        if got is not None:
            return got
        t.state(f"back from {name} as {a}")
        t.compute("dead end", a, why="that arrangement leads to a contradiction")
    return None


def grid_lines(n: int) -> list[tuple[str, list[Cell]]]:
    """The rows then the columns of an n x n grid: (name, cells in reading order)."""
    return ([(f"row {r + 1}", [(r, c) for c in range(n)]) for r in range(n)]
            + [(f"column {c + 1}", [(r, c) for r in range(n)]) for c in range(n)])


def encode_line(values: Sequence[int], n: int, width: int, index: int, column: bool) -> int:
    """Row ``index`` (or column ``index`` when ``column``) of an n x n grid holding small
    non-negative ``values``, as one integer: a field of ``width`` bits per cell (row-major)
    with the bit of the cell's value set."""
    code = 0
    for i, v in enumerate(values):
        cell = index * n + i if not column else i * n + index
        code |= 1 << (cell * width + v)
    return code


def line_mask(n: int, width: int, index: int, column: bool) -> int:
    """Every bit of the cells of one row or column."""
    return encode_line([0] * n, n, width, index, column) * ((1 << width) - 1)


def decode_grid(code: int, n: int, width: int) -> list[list[int]]:
    """The values of a grid with one candidate left per cell."""
    mask = (1 << width) - 1
    return [[((code >> ((r * n + c) * width)) & mask).bit_length() - 1 for c in range(n)] for r in range(n)]


def line_solutions(options: Sequence[Sequence[int]], masks: Sequence[int], n: int, width: int,
                   limit: int = 2) -> list[list[list[int]]]:
    """Grids (up to ``limit``) whose every line (``masks[i]`` its cells) is one of its encoded
    ``options[i]``: the untraced, bit-packed form of ``traced_lines`` (an option fits the cell
    candidates when ``option & cand == option``; the options left narrow the candidates to
    their OR), splitting the open line with the fewest options when nothing narrows."""
    found: list[list[list[int]]] = []
    outside = [~m for m in masks]

    def settle(lines: list, cand: int) -> int:
        changed = True
        while changed:
            changed = False
            for i, opts in enumerate(lines):
                kept = [o for o in opts if o & cand == o]
                if len(kept) != len(opts):
                    if not kept:
                        return 0
                    lines[i] = kept
                    changed = True
                union = 0
                for o in kept:
                    union |= o
                narrowed = cand & (union | outside[i])
                if narrowed != cand:
                    cand = narrowed
                    changed = True
        return cand

    def search(lines: list, cand: int) -> None:
        cand = settle(lines, cand)
        if not cand:
            return
        open_lines = [(len(o), i) for i, o in enumerate(lines) if len(o) > 1]
        if not open_lines:
            found.append(decode_grid(cand, n, width))
            return
        _, line = min(open_lines)
        for option in lines[line]:
            sub = list(lines)
            sub[line] = [option]
            search(sub, cand)
            if len(found) >= limit:
                return

    search([list(o) for o in options], (1 << (n * n * width)) - 1)
    return found
