"""Binairo line logic: one line of a binairo (takuzu) puzzle, of even length, must hold as many
0s as 1s and never three equal digits in a row; some cells are known. Which cells does the line
alone force? Write each forced digit and ? elsewhere. The gold keeps the digits every fitting
line shares; each case forces at least one new cell, leaves at least one open, and has at most
MAX_FITS completions."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import product

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line
from bootcamps.kit.puzzles2 import binary_line_moves, traced_dfs
from bootcamps.trace import Tracer

UNKNOWN = -1
MAX_FITS = 12  # completions a case may have


@dataclass(frozen=True)
class Config:
    length: int = 10
    known: float = 0.3  # share of cells shown

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 20 or self.length % 2:
            raise ValueError(f"length must be even and in 4..20, got {self.length}")
        if not 0.0 < self.known <= 0.7:
            raise ValueError(f"known must be in (0, 0.7], got {self.known}")


def valid(line) -> bool:
    n = len(line)
    return sum(line) * 2 == n and all(not (line[i] == line[i + 1] == line[i + 2]) for i in range(n - 2))


def random_line(n: int, rng: random.Random) -> list[int]:
    """A random valid line: shuffles of n/2 zeros and ones, redrawn until no three run together."""
    while True:
        line = [0] * (n // 2) + [1] * (n // 2)
        rng.shuffle(line)
        if valid(line):
            return line


def forced_cells(known: list[int]) -> list[int]:
    fits = [line for line in product((0, 1), repeat=len(known)) if valid(line) and all(k in (UNKNOWN, v) for k, v in zip(known, line))]
    return [col[0] if len(set(col)) == 1 else UNKNOWN for col in zip(*fits)]


_TEMPLATES = (
    "One row of a binairo puzzle has {n} cells. When complete it holds exactly {half} zeros and {half} ones, and never "
    "three equal digits side by side. Known so far ({blank} = unknown): {line}\nWhich cells are forced by this row "
    "alone? Write the row with the digit of every forced cell and ? for every cell that could still be 0 or 1.",
    "Takuzu line logic. Fill a line of {n} cells with 0s and 1s: {half} of each, no run of three equal digits. "
    "Given: {line} ({blank} marks an empty cell). Look at every way to complete it; keep a digit where they all "
    "agree and write ? elsewhere.",
    "A line of {n} binary cells must contain the same number of 0s and 1s ({half} each) and may not contain 000 or "
    "111. Partly filled: {line} (empty cells are {blank}). Deduce every cell you can from this line only; mark the "
    "undecided ones ?.",
)


class BinairoLine(SymbolGridAnswer, Bootcamp):
    id = "puzzle/binairo_line"
    description = "Binairo line logic: the cells one line's balance and no-three-in-a-row rules force"
    Config = Config
    grid_symbols = {"0": 0, "1": 1, "?": UNKNOWN}
    LEVELS = {
        "1": Config(length=10, known=0.35),
        "2": Config(length=12, known=0.35),
        "3": Config(length=14, known=0.45),
        "4": Config(length=16, known=0.5),
        "5": Config(length=18, known=0.45),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.length
        while True:
            line = random_line(n, rng)
            known = [x if rng.random() < config.known else UNKNOWN for x in line]
            forced = self._forced(known)
            if forced is not None and any(a != b for a, b in zip(known, forced)) and UNKNOWN in forced:
                return {"known": known}, [forced]

    @staticmethod
    def _forced(known: list[int]) -> list[int] | None:
        """Complete lines by the same moves the traced search makes; None past MAX_FITS
        completions (the case is redrawn, which keeps traces short)."""
        fits: list[tuple] = []

        def extend(node: tuple) -> None:
            if len(fits) > MAX_FITS:
                return
            if len(node) == len(known):
                fits.append(node)
                return
            for x in binary_line_moves(node, known):
                extend(node + (x,))

        extend(())
        if len(fits) > MAX_FITS:
            return None
        return [col[0] if len(set(col)) == 1 else UNKNOWN for col in zip(*fits)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["known"])
        blank = rng.choice(("_", ".", "?"))
        sep = rng.choice(("", " "))
        line = sep.join(str(x) if x != UNKNOWN else blank for x in data["known"])
        text = rng.choice(_TEMPLATES).format(n=n, half=n // 2, line=line, blank=blank)
        form = "the row as one string of 0, 1 and ? (for example 1?0??1 for 6 cells)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={UNKNOWN: "?"})

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        known = data["known"]
        goals: list = []
        traced_dfs(t, (), lambda node: binary_line_moves(node, known), lambda node, x: node + (x,),
                   lambda node: len(node) == len(known), name="line", count=True, goals=goals)
        t.state("verdict")
        fits = t.fetch("completions", [tuple(g) for g in goals])
        return [t.compute("row", [col[0] if len(set(col)) == 1 else UNKNOWN for col in zip(*fits)] if fits else [],
                          why="a digit shared by every completion, else ?")]

    def solve(self, data: dict) -> list[list[int]]:
        """Every 0/1 line of the length, kept when valid and agreeing with the known cells."""
        return [forced_cells(data["known"])]


BOOTCAMP = BinairoLine()
