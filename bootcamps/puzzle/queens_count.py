"""Count the ways to finish an n-queens placement on a board with blocked squares: some queens
stand already, some squares may not hold a queen. Counting needs the whole search tree, not one
branch, so it is a different task from completing the board. The count is at least one by
construction (the given queens come from one full solution that avoids the blocked squares)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.puzzles2 import queens_board, queens_fit, queens_solutions, traced_queens
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 7
    holes: int = 6  # blocked squares, none on the hidden solution
    queens: int = 1  # queens of the hidden solution shown

    def __post_init__(self) -> None:
        if not 4 <= self.size <= 9:
            raise ValueError(f"size must be in 4..9, got {self.size}")
        if not 0 <= self.holes <= self.size * (self.size - 1):
            raise ValueError(f"holes must be in 0..{self.size * (self.size - 1)}, got {self.holes}")
        if not 0 <= self.queens < self.size:
            raise ValueError(f"queens must be in 0..{self.size - 1}, got {self.queens}")


_TEMPLATES = (
    "In how many ways can the {n}x{n} board below be completed to {n} queens, no two in the same row, column or "
    "diagonal? Q is a queen already placed (it stays), {hole} is a square no queen may use, {empty} is free.",
    "Count the complete {n}-queens placements that fit this board: one queen per row and per column, no two on a "
    "shared diagonal, every Q kept where it is, and no queen on a {hole} square ({empty} marks an open square).",
    "A {n} by {n} board has some squares blocked ({hole}) and perhaps some queens placed (Q); {empty} squares are "
    "open. How many different ways are there to add queens so that the board holds {n} mutually non-attacking "
    "queens (no shared row, column or diagonal)?",
)


class QueensCount(IntegerAnswer, Bootcamp):
    id = "puzzle/queens_count"
    description = "Count the n-queens completions of a board with blocked squares and given queens"
    Config = Config
    LEVELS = {
        "1": Config(size=5, holes=4, queens=1),
        "2": Config(size=6, holes=4, queens=1),
        "3": Config(size=7, holes=6, queens=1),
        "4": Config(size=8, holes=12, queens=1),
        "5": Config(size=9, holes=18, queens=1),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.size
        solutions = queens_solutions(n)
        hidden = rng.choice(solutions)
        blocked = set(rng.sample([(r, c) for r in range(n) for c in range(n) if hidden[r] != c], config.holes))
        given = {r: hidden[r] for r in rng.sample(range(n), config.queens)}
        data = {"size": n, "blocked": sorted([r, c] for r, c in blocked), "queens": sorted([r, c] for r, c in given.items())}
        return data, sum(1 for s in solutions if queens_fit(s, blocked, given))

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        empty, hole = rng.choice(((".", "#"), ("_", "X"), (".", "x"), ("o", "#")))
        board = queens_board(n, {(r, c) for r, c in data["blocked"]}, dict(map(tuple, data["queens"])), empty, hole)
        text = rng.choice(_TEMPLATES).format(n=n, empty=empty, hole=hole)
        return f"{text}\n\n{board}\n\n{answer_instruction('the number of placements, an integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        blocked = {(r, c) for r, c in data["blocked"]}
        return traced_queens(t, data["size"], blocked, {r: c for r, c in data["queens"]}, count=True)

    def solve(self, data: dict) -> int:
        """Filter the listed solutions of the plain n-queens puzzle by the board's clues."""
        blocked = {(r, c) for r, c in data["blocked"]}
        given = {r: c for r, c in data["queens"]}
        return sum(1 for s in queens_solutions(data["size"]) if queens_fit(s, blocked, given))


BOOTCAMP = QueensCount()
