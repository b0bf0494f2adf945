"""Peg solitaire on a line: a peg jumps over a neighbouring peg into the empty hole just beyond
it, and the jumped peg is removed. What is the fewest pegs that can be left? Every jump removes
one peg, so this is the starting count minus the longest possible sequence of jumps.

Boards whose jump tree is too large to trace (more than ``max_boards`` positions) are redrawn."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    holes: int = 10
    density: float = 0.6
    max_boards: int = 400  # boards with more reachable positions are redrawn (trace length)
    min_jumps: int = 2  # the longest jump sequence is at least this long

    def __post_init__(self) -> None:
        if not 5 <= self.holes <= 30:
            raise ValueError(f"holes must be in 5..30, got {self.holes}")
        if not 0.2 <= self.density <= 0.9:
            raise ValueError(f"density must be in [0.2, 0.9], got {self.density}")
        if not 10 <= self.max_boards <= 10_000:
            raise ValueError(f"max_boards must be in 10..10000, got {self.max_boards}")
        if not 1 <= self.min_jumps < self.holes:
            raise ValueError(f"min_jumps must be in 1..holes-1, got {self.min_jumps}")


def jumps(board: str) -> list[str]:
    """Boards one jump away ('X' = peg, '.' = hole)."""
    out = []
    for i in range(len(board) - 2):
        part = board[i : i + 3]
        if part == "XX.":
            out.append(board[:i] + "..X" + board[i + 3 :])
        elif part == ".XX":
            out.append(board[:i] + "X.." + board[i + 3 :])
    return out


_SYMBOLS = (("X", "."), ("1", "0"), ("o", "_"), ("#", "-"))
_TEMPLATES = (
    "Peg solitaire on a single row of {n} holes: {board} (X = peg, . = empty hole). A move takes a peg, jumps it over "
    "an adjacent peg (left or right) into the empty hole directly beyond, and removes the peg that was jumped. Moves "
    "continue as long as you like. What is the smallest number of pegs that can remain on the board?",
    "A one-dimensional peg solitaire board reads {board}, where X marks a peg and . an empty hole. Each jump moves a "
    "peg two holes left or right over a neighbouring peg into an empty hole and removes the jumped-over peg. Playing "
    "as well as possible, how few pegs can be left?",
    "Row of holes: {board} (X peg, . hole). Allowed move: a peg hops over the peg next to it into the vacant hole "
    "right after, and the hopped-over peg is taken off. Find the minimum number of pegs that can remain after any "
    "sequence of such moves.",
)


class PegSolitaireLine(IntegerAnswer, Bootcamp):
    id = "planning/peg_solitaire_line"
    description = "Peg solitaire on a line: the fewest pegs that can remain after jumps (breadth-first over boards)"
    Config = Config
    min_distinct_prompts = {"1": 0.9}
    small_space_reason = "level 1 is a row of 10 holes: about a thousand boards, times 4 symbol sets and 3 wordings"
    LEVELS = {
        "1": Config(holes=10, density=0.6, max_boards=60, min_jumps=2),
        "2": Config(holes=13, density=0.6, max_boards=200, min_jumps=3),
        "3": Config(holes=14, density=0.6, max_boards=300, min_jumps=4),
        "4": Config(holes=16, density=0.6, max_boards=500, min_jumps=5),
        "5": Config(holes=18, density=0.6, max_boards=900, min_jumps=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            board = "".join("X" if rng.random() < config.density else "." for _ in range(config.holes))
            if "." not in board or not jumps(board) or board.count("X") < 3:
                continue
            seen, layer, depth = 0, {board}, -1
            while layer and seen <= config.max_boards:
                seen += len(layer)
                depth += 1
                layer = {b for x in layer for b in jumps(x)}
            if seen <= config.max_boards and depth >= config.min_jumps:
                data = {"board": board, "symbols": rng.randrange(len(_SYMBOLS))}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        peg, hole = _SYMBOLS[data["symbols"]]
        text = rng.choice(_TEMPLATES).format(n=len(data["board"]), board=data["board"].translate(str.maketrans("X.", peg + hole)))
        text = text.replace("(X = peg, . = empty hole)", f"({peg} = peg, {hole} = empty hole)")
        text = text.replace("where X marks a peg and . an empty hole", f"where {peg} marks a peg and {hole} an empty hole")
        text = text.replace("(X peg, . hole)", f"({peg} peg, {hole} hole)")
        return f"{text}\n{answer_instruction('the minimum number of pegs left, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Breadth-first by number of jumps made: each round lists the boards reachable with one
        more jump; the last non-empty round is the longest jump sequence."""
        frontier = [data["board"]]
        k = 0
        while True:
            t.state(f"round {k + 1}")
            last = t.fetch(f"boards[{k}]", list(frontier))
            new = sorted({b for board in last for b in jumps(board)})
            new = t.compute(f"boards[{k + 1}]", new, why="boards after one more jump")
            if t.goto(not new, why="no board allows another jump"):
                break
            frontier = new
            k += 1
        t.state("answer")
        pegs = t.compute("pegs", data["board"].count("X"), why="pegs at the start")
        return t.compute("left", pegs - k, why=f"{pegs} - {k} jumps")

    def solve(self, data: dict) -> int:
        """Depth-first search with memo: the fewest pegs reachable from each board."""
        memo: dict[str, int] = {}

        def fewest(board: str) -> int:
            if board not in memo:
                nxt = jumps(board)
                memo[board] = min((fewest(b) for b in nxt), default=board.count("X"))
            return memo[board]

        return fewest(data["board"])


BOOTCAMP = PegSolitaireLine()
