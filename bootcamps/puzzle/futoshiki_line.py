"""Futoshiki line logic: one line of n cells takes the numbers 1..n once each, an inequality sign
stands between most pairs of neighbours, and a few numbers are known. Which cells does the line
alone force? Write each forced number and ? elsewhere. The gold keeps the numbers every fitting
line shares; each case forces at least one new cell, leaves at least one open, and has at most
MAX_FITS completions found within the level's max_nodes search nodes (so the traced search stays short)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import SymbolGridAnswer
from bootcamps.kit.grids import answer_line
from bootcamps.kit.puzzles2 import sign_line_moves, traced_dfs
from bootcamps.trace import Tracer

MAX_FITS = 12


@dataclass(frozen=True)
class Config:
    length: int = 7
    known: float = 0.2  # chance that a number is shown
    signs: float = 0.8  # chance that the sign between two neighbours is shown
    max_nodes: int = 200  # search nodes a case may take (the trace has a state per node visit)

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 9:
            raise ValueError(f"length must be in 4..9, got {self.length}")
        if not 0.0 <= self.known <= 0.5:
            raise ValueError(f"known must be in [0, 0.5], got {self.known}")
        if not 0.5 <= self.signs <= 1.0:
            raise ValueError(f"signs must be in [0.5, 1], got {self.signs}")
        if not 20 <= self.max_nodes <= 2000:
            raise ValueError(f"max_nodes must be in 20..2000, got {self.max_nodes}")


def completions(signs: str, known: list[int], cap: int | None = None, max_nodes: int = 0) -> list[tuple[int, ...]] | None:
    """Every line that fits, by the moves the traced search makes; None past ``cap`` of them
    or (with a cap) past ``max_nodes`` search nodes."""
    fits: list[tuple[int, ...]] = []
    nodes = 0

    def extend(node: tuple) -> None:
        nonlocal nodes
        nodes += 1
        if cap is not None and (len(fits) > cap or nodes > max_nodes):
            return
        if len(node) == len(known):
            fits.append(node)
            return
        for v in sign_line_moves(node, signs, known):
            extend(node + (v,))

    extend(())
    return None if cap is not None and (len(fits) > cap or nodes > max_nodes) else fits


def shared(fits) -> list[int]:
    return [col[0] if len(set(col)) == 1 else 0 for col in zip(*fits)] if fits else []


_TEMPLATES = (
    "Place the numbers 1 to {n}, each exactly once, in a row of {n} cells. Between neighbouring cells a sign < or > "
    "says which is smaller (a | means no sign is given there). Known numbers are shown, {blank} is an empty cell:\n{line}\nUsing only this row, which cells "
    "are forced? Write the row with the number of every forced cell and ? for every cell that could still hold more "
    "than one number.",
    "A single Futoshiki row: {n} cells, numbers 1-{n} with no repeats, and every inequality between neighbours must "
    "hold (| separates neighbours with no sign; {blank} = unknown):\n{line}\nConsider all ways to complete the row. Keep a number where they all agree; "
    "put ? elsewhere.",
    "Fill this line with a permutation of 1..{n} so that each < or > between two neighbours is true (a | between "
    "two cells carries no condition). Some entries are given ({blank} marks a blank):\n{line}\nDeduce every entry the line determines and mark the undetermined "
    "ones with ?.",
)


class FutoshikiLine(SymbolGridAnswer, Bootcamp):
    id = "puzzle/futoshiki_line"
    description = "Futoshiki line logic: the numbers a permutation row with inequality signs forces"
    Config = Config
    grid_symbols = {"?": 0, **{str(v): v for v in range(1, 10)}}
    LEVELS = {
        "1": Config(length=6, known=0.3, signs=0.8, max_nodes=100),
        "2": Config(length=7, known=0.35, signs=0.85, max_nodes=150),
        "3": Config(length=7, known=0.3, signs=0.9, max_nodes=200),
        "4": Config(length=8, known=0.3, signs=0.9, max_nodes=250),
        "5": Config(length=9, known=0.3, signs=0.9, max_nodes=300),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.length
        while True:
            line = rng.sample(range(1, n + 1), n)
            signs = "".join(("<" if a < b else ">") if rng.random() < config.signs else "." for a, b in zip(line, line[1:]))
            known = [v if rng.random() < config.known else 0 for v in line]
            fits = completions(signs, known, MAX_FITS, config.max_nodes)
            if fits is None:
                continue
            forced = shared(fits)
            if any(a != b for a, b in zip(known, forced)) and 0 in forced:
                return {"signs": signs, "known": known}, [forced]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["known"])
        blank = rng.choice(("_", ".", "?"))
        cells = [str(v) if v else blank for v in data["known"]]
        line = cells[0] + "".join(f" {s if s != '.' else '|'} {cell}" for s, cell in zip(data["signs"], cells[1:]))
        text = rng.choice(_TEMPLATES).format(n=n, line=line, blank=blank)
        form = f"the {n} cells left to right as one string of digits and ? (for example 3??1 for 4 cells)"
        return f"{text}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[list[int]]) -> str:
        return answer_line(answer, symbols={0: "?"})

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        signs, known = data["signs"], data["known"]
        goals: list = []
        traced_dfs(t, (), lambda node: sign_line_moves(node, signs, known), lambda node, v: node + (v,),
                   lambda node: len(node) == len(known), name="line", count=True, goals=goals)
        t.state("verdict")
        fits = t.fetch("completions", [tuple(g) for g in goals])
        return [t.compute("row", shared(fits), why="a number shared by every completion, else ?")]

    def solve(self, data: dict) -> list[list[int]]:
        """Every permutation, kept when it keeps the known numbers and every sign."""
        signs, known = data["signs"], data["known"]
        fits = [p for p in permutations(range(1, len(known) + 1))
                if all(k in (0, v) for k, v in zip(known, p))
                and all(s == "." or (a < b) == (s == "<") for a, b, s in zip(p, p[1:], signs))]
        return [shared(fits)]


BOOTCAMP = FutoshikiLine()
