"""N-queens completion on a board with blocked squares: some queens stand already, some squares
may not hold a queen; place the rest so that no two queens share a row, column or diagonal.
Unique by construction: every n-queens solution is listed once per process, and the generator
blocks a square or shows a queen where another fitting solution differs from the hidden one
until only it fits."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.kit.puzzles2 import queens_board, queens_fit, queens_solutions, traced_queens
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 8
    decoys: int = 2  # blocked squares off the solution drawn before the uniqueness loop
    block_bias: float = 0.7  # chance that a clue is a blocked square rather than a shown queen

    def __post_init__(self) -> None:
        if not 5 <= self.size <= 11:
            raise ValueError(f"size must be in 5..11, got {self.size}")
        if not 0 <= self.decoys <= self.size:
            raise ValueError(f"decoys must be in 0..{self.size}, got {self.decoys}")
        if not 0.0 <= self.block_bias <= 1.0:
            raise ValueError(f"block_bias must be in [0, 1], got {self.block_bias}")


_TEMPLATES = (
    "Place {n} queens on the {n}x{n} board below so that no two share a row, a column or a diagonal. "
    "Q marks a queen already placed (keep it), {hole} marks a square where no queen may stand, {empty} is a free square.",
    "Complete this {n}-queens puzzle: every row and every column must end up with exactly one queen, and no two "
    "queens may lie on a common diagonal. The queens shown as Q stay where they are; squares marked {hole} are "
    "forbidden; {empty} squares are open.",
    "On this {n} by {n} chessboard, add queens until there are {n}, none attacking another (no shared row, "
    "column or diagonal). A Q is a queen that is already on the board; a {hole} square cannot be used; "
    "{empty} means empty.",
)


class QueensCompletion(IntListAnswer, Bootcamp):
    id = "puzzle/queens_completion"
    description = "N-queens completion with blocked squares and given queens; exactly one solution"
    Config = Config
    LEVELS = {
        "1": Config(size=5, decoys=2, block_bias=0.5),
        "2": Config(size=6, decoys=2, block_bias=0.5),
        "3": Config(size=7, decoys=4, block_bias=0.8),
        "4": Config(size=8, decoys=5, block_bias=0.85),
        "5": Config(size=9, decoys=6, block_bias=0.9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.size
        solutions = queens_solutions(n)
        gold = rng.choice(solutions)
        off = [(r, c) for r in range(n) for c in range(n) if gold[r] != c]
        blocked = set(rng.sample(off, config.decoys))
        given: dict[int, int] = {}
        fits = [s for s in solutions if queens_fit(s, blocked, given)]
        while len(fits) > 1:
            other = rng.choice([s for s in fits if s != gold])
            r = rng.choice([r for r in range(n) if other[r] != gold[r]])
            if rng.random() < config.block_bias:
                blocked.add((r, other[r]))
                fits = [s for s in fits if s[r] != other[r]]
            else:
                given[r] = gold[r]
                fits = [s for s in fits if s[r] == gold[r]]
        data = {"size": n, "blocked": sorted([r, c] for r, c in blocked), "queens": sorted([r, c] for r, c in given.items())}
        return data, [c + 1 for c in gold]

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        empty, hole = rng.choice(((".", "#"), ("_", "X"), (".", "x"), ("o", "#")))
        board = queens_board(n, {(r, c) for r, c in data["blocked"]}, dict(map(tuple, data["queens"])), empty, hole)
        text = rng.choice(_TEMPLATES).format(n=n, empty=empty, hole=hole)
        form = (f"the column of the queen in each row, rows from top to bottom, columns numbered 1 to {n} from the left "
                f"(for example 2 4 1 3 for a 4x4 board)")
        return f"{text}\n\n{board}\n\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return " ".join(str(c) for c in answer)

    def program(self, t: Tracer, data: dict) -> list[int]:
        blocked = {(r, c) for r, c in data["blocked"]}
        return traced_queens(t, data["size"], blocked, {r: c for r, c in data["queens"]}, count=False)

    def solve(self, data: dict) -> list[int]:
        """The one listed n-queens solution that keeps the clues."""
        blocked = {(r, c) for r, c in data["blocked"]}
        given = {r: c for r, c in data["queens"]}
        (only,) = [s for s in queens_solutions(data["size"]) if queens_fit(s, blocked, given)]
        return [c + 1 for c in only]


BOOTCAMP = QueensCompletion()
