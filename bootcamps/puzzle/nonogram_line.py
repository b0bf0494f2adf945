"""Nonogram line logic: one line of a nonogram, its clue and the cells already known; mark every
cell that the clue forces (filled in every arrangement, or empty in every arrangement) and leave
the rest unknown. This is the step a nonogram solver repeats line by line, asked on its own:
the answer is the whole deduction, not a solved grid. The gold is computed by a dynamic program
over (cell, runs placed); each case forces at least one new cell and leaves at least one open."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line
from bootcamps.kit.puzzles import runs
from bootcamps.kit.puzzles2 import (
    EMPTY, FILLED, UNKNOWN, line_deduce, line_mark, line_moves, line_rows_read, line_suffix_table, line_verdict,
)
from bootcamps.trace import Tracer

_SYMBOL = {FILLED: "#", EMPTY: "x", UNKNOWN: "?"}


@dataclass(frozen=True)
class Config:
    length: int = 15
    density: float = 0.6  # chance that a cell of the hidden line is filled
    known: float = 0.2  # share of cells shown before the deduction

    def __post_init__(self) -> None:
        if not 5 <= self.length <= 40:
            raise ValueError(f"length must be in 5..40, got {self.length}")
        if not 0.2 <= self.density <= 0.9:
            raise ValueError(f"density must be in [0.2, 0.9], got {self.density}")
        if not 0.0 <= self.known <= 0.6:
            raise ValueError(f"known must be in [0, 0.6], got {self.known}")


_TEMPLATES = (
    "One line of a nonogram has {n} cells and the clue {clue}: reading left to right, its filled cells form blocks of "
    "exactly those lengths, in that order, with at least one empty cell between blocks. Some cells are already known "
    "(# filled, x empty, ? unknown):\n{line}\nUsing this line alone, which cells are forced? Mark a cell # if it is "
    "filled in every arrangement that fits, x if it is empty in every one, and ? otherwise.",
    "Nonogram line logic. Clue: {clue}. The line has {n} cells; the clue lists the lengths of its runs of filled cells "
    "from left to right (runs are separated by one or more empty cells). Current state, with # = filled, x = empty, "
    "? = not yet known:\n{line}\nDeduce everything this single line allows: rewrite it with # for cells that must be "
    "filled, x for cells that must be empty, and ? for cells that could still go either way.",
    "Here is a row of {n} cells from a picture-logic puzzle. Its clue {clue} gives, in order, the lengths of the blocks "
    "of consecutive filled cells, with empty cells between blocks and possibly at the ends. Known so far (# filled, "
    "x empty, ? open):\n{line}\nConsider every way to place the blocks that agrees with what is known. Write the row "
    "with # where all of them fill the cell, x where all of them leave it empty, ? elsewhere.",
)


class NonogramLine(SymbolGridAnswer, Bootcamp):
    id = "puzzle/nonogram_line"
    description = "Nonogram line logic: every cell one line's clue forces, from the cells already known"
    Config = Config
    grid_symbols = {"#": FILLED, "x": EMPTY, "?": UNKNOWN}
    LEVELS = {
        "1": Config(length=11, density=0.6, known=0.25),
        "2": Config(length=12, density=0.6, known=0.2),
        "3": Config(length=16, density=0.6, known=0.2),
        "4": Config(length=22, density=0.55, known=0.2),
        "5": Config(length=30, density=0.55, known=0.2),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.length
        while True:
            line = [int(rng.random() < config.density) for _ in range(n)]
            clue = runs(line)
            if not clue:
                continue
            known = [x if rng.random() < config.known else UNKNOWN for x in line]
            forced = line_deduce(known, clue)
            new = sum(1 for a, b in zip(known, forced) if a != b)
            if new and UNKNOWN in forced:
                return {"clue": clue, "known": known}, [forced]

    def prompt(self, data: dict, rng: random.Random) -> str:
        clue = ", ".join(map(str, data["clue"])) if rng.random() < 0.5 else " ".join(map(str, data["clue"]))
        line = "".join(_SYMBOL[v] for v in data["known"])
        text = rng.choice(_TEMPLATES).format(n=len(data["known"]), clue=clue, line=line)
        form = "the line as one string of #, x and ? (for example ?##x? for 5 cells)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols=_SYMBOL)

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        known, clue = data["known"], data["clue"]
        n = len(known)
        table: dict[int, list[bool]] = {}
        for i in range(n, -1, -1):  # fit[c][j]: runs j.. (0-based) fit into cells c..n
            t.state(f"fit from cell {i + 1}")
            rows = {x: t.fetch(f"fit[{x + 1}]", table[x]) for x in line_rows_read(n, clue, i)}
            if i == n:
                t.fetch("runs", len(clue))
            table[i] = t.compute(f"fit[{i + 1}]", line_suffix_table(known, clue, i, rows),
                                 why="entry j: runs j.. fit from here")
        can_fill, can_empty = [False] * n, [False] * n
        reach: dict[int, set[int]] = {0: {0}}
        for i in range(n):
            t.state(f"cell {i + 1}")
            states = t.fetch(f"placed[{i + 1}]", tuple(sorted(reach.get(i, ()))))
            rows = {x: t.fetch(f"fit[{x + 1}]", table[x]) for x in line_rows_read(n, clue, i)}
            moves = t.compute("moves", line_moves(known, clue, i, states, rows),
                              why="(runs before, runs after, next cell) that can still finish the line")
            for j, after, nxt in moves:
                line_mark(can_fill, can_empty, clue, i, j, after)
                reach.setdefault(nxt, set()).add(after)
        t.state("verdict")
        fill = t.fetch("can fill", tuple(can_fill))
        empty = t.fetch("can empty", tuple(can_empty))
        return [t.compute("line", line_verdict(fill, empty), why="# if only filled fits, x if only empty, else ?")]

    def solve(self, data: dict) -> list[list[int]]:
        """Every arrangement of the clue that agrees with the known cells (built run by run,
        dropping a partial arrangement as soon as it contradicts a known cell), then compared
        cell by cell."""
        known, clue = data["known"], data["clue"]
        n = len(known)
        fits: list[list[int]] = []

        def free(a: int, b: int, value: int) -> bool:  # cells a..b-1 may all take value
            return all(known[i] in (UNKNOWN, value) for i in range(a, b))

        def place(k: int, start: int, line: list[int]) -> None:
            if k == len(clue):
                if free(start, n, EMPTY):
                    fits.append(line + [EMPTY] * (n - start))
                return
            room = sum(clue[k:]) + len(clue) - k - 1  # what runs k.. need at least
            for at in range(start, n - room + 1):
                if not free(start, at, EMPTY):
                    break  # a filled cell left behind: later positions leave it too
                end = at + clue[k]
                if free(at, end, FILLED) and (end == n or known[end] in (UNKNOWN, EMPTY)):
                    gap = [EMPTY] if end < n else []
                    place(k + 1, end + len(gap), line + [EMPTY] * (at - start) + [FILLED] * clue[k] + gap)

        place(0, 0, [])
        return [[col[0] if len(set(col)) == 1 else UNKNOWN for col in zip(*fits)]]


BOOTCAMP = NonogramLine()
