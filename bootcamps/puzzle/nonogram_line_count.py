"""Count the arrangements of one nonogram line: a clue, a line length and the cells already known;
how many ways can the clue's blocks be placed so that they agree with the known cells? Counting
every arrangement is a different job from finding the forced cells (puzzle/nonogram_line): the
gold comes from a dynamic program that counts, per cell and block, the ways to finish the line.
Each case has at least two arrangements."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.puzzles import runs
from bootcamps.kit.puzzles2 import EMPTY, FILLED, UNKNOWN, line_count, line_count_row, line_rows_read
from bootcamps.trace import Tracer

_SYMBOLS = (("#", "x", "?"), ("#", ".", "?"), ("1", "0", "?"))


@dataclass(frozen=True)
class Config:
    length: int = 15
    density: float = 0.5  # chance that a cell of the hidden line is filled
    known: float = 0.15  # share of cells shown

    def __post_init__(self) -> None:
        if not 5 <= self.length <= 40:
            raise ValueError(f"length must be in 5..40, got {self.length}")
        if not 0.2 <= self.density <= 0.9:
            raise ValueError(f"density must be in [0.2, 0.9], got {self.density}")
        if not 0.0 <= self.known <= 0.6:
            raise ValueError(f"known must be in [0, 0.6], got {self.known}")


_TEMPLATES = (
    "A nonogram row has {n} cells and the clue {clue}: from left to right its filled cells form blocks of exactly "
    "these lengths, in this order, separated by at least one empty cell. What is known so far ({f} = filled, "
    "{e} = empty, {u} = unknown):\n{line}\nHow many different ways are there to complete the row?",
    "Count the fillings of this {n}-cell line that match the clue {clue} (blocks of consecutive filled cells with "
    "those lengths, in order, gaps of one or more empty cells between them, any number of empty cells at the ends) "
    "and keep every known cell ({f} filled, {e} empty; {u} is undecided):\n{line}",
    "Clue {clue}, line of {n} cells, current state (with {f} for filled, {e} for empty and {u} for not yet "
    "known):\n{line}\nIn how many distinct ways can the blocks of the clue (in order, at least one empty cell "
    "between neighbouring blocks) be placed on the line without contradicting a known cell?",
)


class NonogramLineCount(IntegerAnswer, Bootcamp):
    id = "puzzle/nonogram_line_count"
    description = "Count the ways to place a nonogram clue on a line with some cells known"
    Config = Config
    LEVELS = {
        "1": Config(length=10, density=0.5, known=0.25),
        "2": Config(length=12, density=0.5, known=0.2),
        "3": Config(length=16, density=0.5, known=0.15),
        "4": Config(length=22, density=0.5, known=0.15),
        "5": Config(length=30, density=0.5, known=0.12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.length
        while True:
            line = [int(rng.random() < config.density) for _ in range(n)]
            clue = runs(line)
            known = [x if rng.random() < config.known else UNKNOWN for x in line]
            ways = line_count(known, clue)
            if clue and ways >= 2:
                return {"clue": clue, "known": known}, ways

    def prompt(self, data: dict, rng: random.Random) -> str:
        f, e, u = rng.choice(_SYMBOLS)
        line = "".join({FILLED: f, EMPTY: e, UNKNOWN: u}[v] for v in data["known"])
        clue = rng.choice((", ", " ")).join(map(str, data["clue"]))
        text = rng.choice(_TEMPLATES).format(n=len(data["known"]), clue=clue, line=line, f=f, e=e, u=u)
        return f"{text}\n\n{answer_instruction('the number of ways, an integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        known, clue = data["known"], data["clue"]
        n = len(known)
        table: dict[int, list[int]] = {}
        for i in range(n, -1, -1):  # ways[c][j]: placements of runs j.. (0-based) in cells c..n
            t.state(f"ways from cell {i + 1}")
            rows = {x: t.fetch(f"ways[{x + 1}]", table[x]) for x in line_rows_read(n, clue, i)}
            if i == n:
                t.fetch("runs", len(clue))
            table[i] = t.compute(f"ways[{i + 1}]", line_count_row(known, clue, i, rows),
                                 why="leave the cell empty, plus lay run j here")
        t.state("answer")
        return t.compute("total", t.fetch("ways[1][0]", table[0][0]))

    def solve(self, data: dict) -> int:
        """Choose each block's start left to right (recursion over start positions, no table)."""
        known, clue = data["known"], data["clue"]
        n = len(known)

        def ways(j: int, start: int) -> int:
            if j == len(clue):
                return int(all(v != FILLED for v in known[start:]))
            total = 0
            for s in range(start, n - clue[j] + 1):
                if any(v == FILLED for v in known[start:s]):
                    break  # a known filled cell left uncovered before this block
                block = known[s : s + clue[j]]
                after = s + clue[j]
                if EMPTY in block or (after < n and known[after] == FILLED):
                    continue
                total += ways(j + 1, min(after + 1, n))
            return total

        return ways(0, 0)


BOOTCAMP = NonogramLineCount()
