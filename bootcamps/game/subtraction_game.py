"""Subtraction games: a move removes an allowed number of tokens from one pile; give the
Sprague-Grundy value of every pile (the mex recursion over the allowed moves)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer



@dataclass(frozen=True)
class Config:
    piles: int = 3
    max_pile: int = 20
    moves: int = 3  # size of the subtraction set
    max_move: int = 6

    def __post_init__(self) -> None:
        if not 1 <= self.piles <= 10:
            raise ValueError(f"piles must be in 1..10, got {self.piles}")
        if not 5 <= self.max_pile <= 500:
            raise ValueError(f"max_pile must be in 5..500, got {self.max_pile}")
        if not 2 <= self.moves <= self.max_move <= 20:
            raise ValueError(f"need 2 <= moves <= max_move <= 20, got {self.moves}, {self.max_move}")


def mex(values: list[int]) -> int:
    m = 0
    while m in values:
        m += 1
    return m


_TEMPLATES = (
    "In a subtraction game a move takes exactly {moves} tokens from one pile (only amounts the pile can give). "
    "The piles are {piles}. For each pile, compute its Sprague-Grundy value: a pile of size n has value "
    "mex{{value of n - s}} over the allowed amounts s <= n, where mex is the least non-negative integer not in the set "
    "(a pile with no move has value 0).",
    "Players may remove {moves} counters from a single heap per turn. Heaps: {piles}. Give the Grundy number of each "
    "heap (Grundy(n) = the smallest non-negative integer that is not the Grundy number of any heap reachable from n "
    "in one move; Grundy(n) = 0 when no move is possible).",
    "Allowed moves: subtract {moves} from one pile. Pile sizes: {piles}. What is the nim-value (Grundy value) of each "
    "pile on its own? The nim-value of a size is the minimum excludant (mex) of the nim-values of the sizes one move "
    "away, and 0 if there is no move.",
)


class SubtractionGame(IntListAnswer, Bootcamp):
    id = "game/subtraction_game"
    description = "Sprague-Grundy values of piles in a subtraction game with a given set of allowed moves"
    Config = Config
    LEVELS = {
        "1": Config(piles=3, max_pile=20, moves=2, max_move=6),
        "2": Config(piles=3, max_pile=30, moves=3, max_move=7),
        "3": Config(piles=4, max_pile=45, moves=3, max_move=8),
        "4": Config(piles=4, max_pile=60, moves=4, max_move=9),
        "5": Config(piles=5, max_pile=100, moves=5, max_move=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        moves = sorted(rng.sample(range(1, config.max_move + 1), config.moves))
        piles = [rng.randint(config.max_pile // 2, config.max_pile) for _ in range(config.piles)]
        table = [0] * (max(piles) + 1)
        for n in range(1, len(table)):
            table[n] = mex([table[n - s] for s in moves if s <= n])
        return {"moves": moves, "piles": piles}, [table[p] for p in piles]

    def prompt(self, data: dict, rng: random.Random) -> str:
        moves = data["moves"]
        said = ", ".join(map(str, moves[:-1])) + f" or {moves[-1]}"
        text = rng.choice(_TEMPLATES).format(moves=said, piles=", ".join(map(str, data["piles"])))
        form = "the Grundy values of the piles in the order given, separated by commas (for example 0, 2, 1)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(str(v) for v in answer)

    def program(self, t: Tracer, data: dict) -> list[int]:
        moves, piles = data["moves"], data["piles"]
        grundy: list[int] = []
        for n in range(max(piles) + 1):
            t.state(f"size {n}")
            reach = [t.fetch(f"g[{n - s}]", grundy[n - s]) for s in moves if s <= n]
            grundy.append(t.compute(f"g[{n}]", mex(reach), why="mex of the values one move away"))
        t.state("answer")
        return [t.fetch(f"g[{p}]", grundy[p]) for p in piles]

    def solve(self, data: dict) -> list[int]:
        """Top-down with memoisation, written apart from the table of ``program``."""
        moves, memo = data["moves"], {}

        def value(n: int) -> int:
            stack = [n]
            while stack:  # fill bottom-up along the demand, without deep recursion
                m = stack[-1]
                todo = [m - s for s in moves if s <= m and m - s not in memo]
                if todo:
                    stack.extend(todo)
                    continue
                stack.pop()
                memo[m] = mex([memo[m - s] for s in moves if s <= m])
            return memo[n]

        return [value(p) for p in data["piles"]]


BOOTCAMP = SubtractionGame()
