"""Chomp on a staircase-shaped chocolate bar: a move picks a remaining square and eats it with
every square above and to the right of it; whoever must eat the poisoned corner square (a1)
loses. From a given position, name a winning move (any winning move passes: the verifier
checks that the position left is lost for the opponent). Positions are row lengths; their
win/loss status comes from a memoised game search over all smaller positions."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.games2 import render_board
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 6 or not 2 <= self.cols <= 10:
            raise ValueError(f"rows must be in 2..6 and cols in 2..10, got {self.rows}x{self.cols}")


def chomp(rows: tuple[int, ...], r: int, c: int) -> tuple[int, ...]:
    """Eat square (row r, column c), 0-based from the bottom-left, and everything above-right."""
    out = tuple(min(n, c) if i >= r else n for i, n in enumerate(rows))
    return tuple(n for n in out if n > 0)


@lru_cache(maxsize=None)
def mover_wins(rows: tuple[int, ...]) -> bool:
    """True when the player to move can force the opponent to eat the poison."""
    return any(not mover_wins(chomp(rows, r, c)) for r, n in enumerate(rows) for c in range(n) if (r, c) != (0, 0))


@lru_cache(maxsize=None)
def _set_wins(s: frozenset) -> bool:
    return any(not _set_wins(frozenset(q for q in s if q[0] < r or q[1] < c)) for r, c in s if (r, c) != (0, 0))


_SQUARE = re.compile(r"([a-j])([1-9])", re.IGNORECASE)  # "C2" names the square c2 as well

_TEMPLATES = (
    "Chomp. The chocolate bar below has its squares marked 'o' (columns a, b, ... from the left, rows 1, 2, ... from "
    "the bottom; '.' means already eaten); the square P at a1 is poisoned:\n{board}\nOn a turn a player picks any "
    "remaining square and eats it together with every remaining square that is both in its row or above and in its "
    "column or to the right. The player forced to eat the poisoned square loses. It is your turn: name a square "
    "whose choice guarantees a win with best play.",
    "Two players alternately bite a staircase-shaped bar. A bite at a square removes it and all squares up and to "
    "the right of it (same or higher row, same or later column). Whoever has to take a1, the poisoned square, loses. "
    "Position (o = chocolate, P = poison, . = gone; rows numbered from the bottom):\n{board}\nYou move first. Which "
    "square should you bite to be sure of winning?",
    "Find a winning move in this Chomp position (poison at a1 marked P; other squares o; eaten squares .):\n"
    "{board}\nA move chooses a remaining square and deletes every square at or above its row and at or right of its "
    "column. The player who takes the poisoned square loses.",
)


class ChompMove(Bootcamp):
    id = "game/chomp_move"
    description = "A winning move in a Chomp position (any winning move passes)"
    Config = Config
    unique_answer = False
    min_distinct_prompts = {"1": 0.04, "2": 0.15, "3": 0.34, "4": 0.5, "5": 0.7}
    small_space_reason = ("a staircase bar of at most r rows and c columns has only C(r+c, r) positions "
                          "(28 at level 1, 2002 at level 5), nearly all of them wins for the player to move")
    LEVELS = {
        "1": Config(rows=2, cols=6),
        "2": Config(rows=3, cols=6),
        "3": Config(rows=4, cols=6),
        "4": Config(rows=4, cols=8),
        "5": Config(rows=5, cols=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            lengths = sorted((rng.randint(1, config.cols) for _ in range(rng.randint(2, config.rows))), reverse=True)
            rows = tuple(lengths)
            if sum(rows) >= 4 and mover_wins(rows):
                data = {"rows": list(rows), "cols": config.cols}
                return data, self.program(Tracer(), data)

    def _board(self, data: dict) -> str:
        rows, cols = data["rows"], data["cols"]
        height = max(len(rows), 2)
        lines = []
        for r in range(height - 1, -1, -1):
            n = rows[r] if r < len(rows) else 0
            lines.append("".join("P" if (r, c) == (0, 0) else "o" if c < n else "." for c in range(cols)))
        return render_board(lines)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(board=self._board(data))
        return f"{text}\n{answer_instruction('one square name in lower case, column letter then row number (e.g. c2)')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > 20:
            return 0.0
        m = _SQUARE.fullmatch(text.strip().strip("`'\"").removesuffix(".").strip())  # "a3." ends a sentence
        if m is None:
            return 0.0
        rows = tuple(data["rows"])
        r, c = int(m.group(2)) - 1, "abcdefghij".index(m.group(1).lower())
        if r >= len(rows) or c >= rows[r] or (r, c) == (0, 0):
            return 0.0
        return 0.0 if mover_wins(chomp(rows, r, c)) else 1.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        rows = tuple(case.data["rows"])
        losing = [f"{'abcdefghij'[c]}{r + 1}" for r, n in enumerate(rows) for c in range(n)
                  if (r, c) != (0, 0) and mover_wins(chomp(rows, r, c))]
        return rng.sample(losing, min(3, len(losing))) + ["a1"]

    def program(self, t: Tracer, data: dict) -> str:
        rows = tuple(data["rows"])
        winning: list[str] = []
        for r in range(len(rows) - 1, -1, -1):
            for c in range(rows[r] - 1, -1, -1):
                if (r, c) == (0, 0):
                    continue
                name = f"{'abcdefghij'[c]}{r + 1}"
                t.state(f"try {name}")
                after = tuple(t.compute("rows left", list(chomp(rows, r, c)), why="row lengths from the bottom"))
                if not t.goto(mover_wins(after), why="the opponent, to move there, can still win"):
                    winning = t.compute("winning moves", winning + [name])
        t.state("answer")
        return t.ret("answer", winning[0])

    def solve(self, data: dict) -> str:
        """A winning move found by a fresh negamax over frozensets of squares (no row-length
        encoding, no shared table)."""
        rows = data["rows"]
        squares = frozenset((r, c) for r, n in enumerate(rows) for c in range(n))
        wins = _set_wins
        for r, c in sorted(squares, reverse=True):
            if (r, c) != (0, 0) and not wins(frozenset(q for q in squares if q[0] < r or q[1] < c)):
                return f"{'abcdefghij'[c]}{r + 1}"
        raise ValueError("no winning move")


BOOTCAMP = ChompMove()
