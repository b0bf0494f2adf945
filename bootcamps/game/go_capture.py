"""Go: Black to play; the most White stones one Black move captures. A White group (stones
joined along lines) is captured when Black fills its last liberty (empty point next to it);
one move may fill the last liberty of several groups at once."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games2 import groups, neighbours4, render_board, square_name
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 9
    density: float = 0.6  # share of points holding a stone before illegal groups are cleared

    def __post_init__(self) -> None:
        if not 5 <= self.size <= 19:
            raise ValueError(f"size must be in 5..19, got {self.size}")
        if not 0.3 <= self.density <= 0.8:
            raise ValueError(f"density must be in [0.3, 0.8], got {self.density}")


def settle(cells: list[str]) -> list[str]:
    """Remove groups without liberties until every group has one (a position play can reach)."""
    while True:
        dead = [stones for colour in "XO" for stones, libs in groups(cells, colour) if not libs]
        if not dead:
            return cells
        rows = [list(row) for row in cells]
        for stones in dead:  # all at once: fewer passes; the loop re-checks what is left
            for r, c in stones:
                rows[r][c] = "."
        cells = ["".join(row) for row in rows]


_TEMPLATES = (
    "Go position (X = Black, O = White, . = empty point), columns a-{last} left to right, rows numbered from the "
    "bottom:\n{board}\nStones of one colour that touch along the lines (up, down, left, right; not diagonally) form a "
    "group, and a group's liberties are the empty points next to any of its stones. When Black places a stone that "
    "takes away the last liberty of a White group, that whole group is captured and removed. Black is to play. What "
    "is the largest number of White stones Black can capture with a single move? (Ignore the ko rule.)",
    "Black (X) to move in this Go diagram (O is White, dots are empty):\n{board}\nA chain is a maximal set of "
    "same-coloured stones connected horizontally or vertically; its liberties are the empty points orthogonally "
    "adjacent to the chain. Playing on the only remaining liberty of an opposing chain captures every stone of it, "
    "and one move can capture several chains that share that last liberty. How many White stones can Black take off "
    "the board with one move, at most?",
    "On this {n}x{n} Go board\n{board}\n(X Black, O White), find Black's best capturing move: a White group (stones "
    "linked orthogonally) whose liberties (adjacent empty points) are all filled is removed. Give the maximum number "
    "of White stones removed by one Black stone placed on an empty point, ko ignored.",
)


class GoCapture(IntegerAnswer, Bootcamp):
    id = "game/go_capture"
    description = "Go: the most White stones a single Black move captures (groups, liberties, shared last liberties)"
    Config = Config
    LEVELS = {
        "1": Config(size=7, density=0.55),
        "2": Config(size=9, density=0.6),
        "3": Config(size=10, density=0.6),
        "4": Config(size=13, density=0.65),
        "5": Config(size=15, density=0.65),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.size
        while True:
            cells = ["".join(rng.choice("XO") if rng.random() < config.density else "." for _ in range(n))
                     for _ in range(n)]
            cells = settle(cells)
            tally: dict[tuple[int, int], int] = {}
            for stones, libs in groups(cells, "O"):
                if len(libs) == 1:
                    tally[libs[0]] = tally.get(libs[0], 0) + len(stones)
            if tally:
                return {"board": cells}, max(tally.values())

    def prompt(self, data: dict, rng: random.Random) -> str:
        board = data["board"]
        n = len(board)
        text = rng.choice(_TEMPLATES).format(board=render_board(board), n=n, last="abcdefghijklmnopqrs"[n - 1])
        return f"{text}\n{answer_instruction('one integer, the number of White stones captured')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Every White group with its liberties; a group with exactly one liberty is in atari
        and falls to a stone there; add up the atari groups by their liberty; take the max."""
        board = data["board"]
        n = len(board)
        tally: dict[str, int] = {}
        for k, (stones, libs) in enumerate(groups(board, "O"), start=1):
            t.state(f"white group {k}")
            size = t.compute(f"size[{k}]", len(stones), why=f"stones from {square_name(*stones[0], n)}")
            names = t.compute(f"libs[{k}]", [square_name(r, c, n) for r, c in libs], why="empty points next to it")
            if t.goto(len(names) == 1, why="one liberty: in atari"):
                point = names[0]
                tally[point] = t.compute(f"take[{point}]", tally.get(point, 0) + size, why=f"add {size}")
        t.state("answer")
        best = 0
        for point in sorted(tally):
            best = t.compute("best", max(best, t.fetch(f"take[{point}]", tally[point])), why="keep the larger")
        return t.ret("answer", best)

    def solve(self, data: dict) -> int:
        """Place a Black stone on every empty point and count the White stones left with no
        liberty next to it (a search from each neighbouring White stone)."""
        board = [list(row) for row in data["board"]]
        n = len(board)
        best = 0
        for r in range(n):
            for c in range(n):
                if board[r][c] != ".":
                    continue
                board[r][c] = "X"
                captured: set[tuple[int, int]] = set()
                for q in neighbours4(r, c, n, n):
                    if board[q[0]][q[1]] != "O" or q in captured:
                        continue
                    chain, todo, free = {q}, [q], False
                    while todo and not free:
                        p = todo.pop()
                        for s in neighbours4(p[0], p[1], n, n):
                            if board[s[0]][s[1]] == ".":
                                free = True
                            elif board[s[0]][s[1]] == "O" and s not in chain:
                                chain.add(s)
                                todo.append(s)
                    if not free:
                        captured |= chain
                best = max(best, len(captured))
                board[r][c] = "."
        return best


BOOTCAMP = GoCapture()
