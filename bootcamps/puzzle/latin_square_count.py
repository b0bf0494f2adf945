"""Latin square completion count: a partly filled n x n grid; how many ways can it be completed
so that every row and every column holds 1..n exactly once? The generator blanks the longest
prefix of a random cell order of a random Latin square whose number of completions stays
within the level's bound (a binary search, since the count only grows as cells are blanked),
so the answer is at least 1 and at most that bound.
The bit-mask counts of that search keep generation at a
few hundred cases/s at level 3 (about 50/s at level 5, where 6x6 counts run to 60)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.backtrack import latin_problem, random_latin_square
from bootcamps.kit.puzzles4 import CountAnswer, blank_to_bound, cell_names, traced_count
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 5
    max_count: int = 12  # most completions a case may have

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 6:
            raise ValueError(f"size must be in 3..6, got {self.size}")
        if not 2 <= self.max_count <= 200:
            raise ValueError(f"max_count must be in 2..200, got {self.max_count}")


_RULES = (
    "A Latin square of order {n} is an {n}x{n} grid in which each of the digits 1 to {n} appears exactly once in every "
    "row and exactly once in every column. Some cells of the grid below are filled ({blank} marks an empty cell). In how "
    "many different ways can the empty cells be filled to give a Latin square?",
    "Count the completions. Fill the blanks ({blank}) of this {n}x{n} grid with digits 1..{n} so that no row and no "
    "column repeats a digit. Two completions are different if some cell gets a different digit. How many completions "
    "exist?",
    "Here is a partial Latin square of size {n} (empty cells shown as {blank}). Every row and every column of a "
    "finished square is a permutation of 1..{n}. Determine the total number of distinct finished squares that agree "
    "with the given digits.",
)


class LatinSquareCount(CountAnswer, Bootcamp):
    id = "puzzle/latin_square_count"
    description = "Count the ways to complete a partial Latin square"
    Config = Config
    LEVELS = {
        "1": Config(size=4, max_count=6),
        "2": Config(size=4, max_count=12),
        "3": Config(size=5, max_count=16),
        "4": Config(size=5, max_count=40),
        "5": Config(size=6, max_count=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.size
        grid = random_latin_square(n, rng)
        grid, count = blank_to_bound(grid, rng, config.max_count)
        return {"size": n, "givens": grid}, count

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["size"]
        blank = rng.choice((".", "_", "*"))
        board = "\n".join(" ".join(str(v) if v else blank for v in row) for row in data["givens"])
        text = rng.choice(_RULES).format(n=n, blank=blank) + f"\n\n{board}"
        return f"{text}\n\n{answer_instruction('a single integer (the number of completions)')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["size"]
        return traced_count(t, latin_problem(data["givens"]), cell_names(n, n))

    def solve(self, data: dict) -> int:
        """Stack whole rows, each a permutation that matches its givens, no symbol twice down a
        column; count the stacks row by row, remembering how many ways complete each set of
        (column, symbol) pairs already used (a different method from the generator's cell search)."""
        n, givens = data["size"], data["givens"]
        rows = []  # per row: each allowed permutation as the bit set of its (column, symbol) pairs
        for r in range(n):
            rows.append([sum(1 << (c * n + p[c] - 1) for c in range(n)) for p in permutations(range(1, n + 1))
                         if all(not givens[r][c] or givens[r][c] == p[c] for c in range(n))])

        @lru_cache(maxsize=None)
        def count(r: int, used: int) -> int:
            if r == n:
                return 1
            return sum(count(r + 1, used | bits) for bits in rows[r] if not used & bits)

        return count(0, 0)


BOOTCAMP = LatinSquareCount()
