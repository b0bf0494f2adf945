"""An open knight's tour on a small board with blocked squares: starting on a given square, the
knight must visit every open square exactly once. Any valid tour passes (the verifier replays
it). Found by Warnsdorff's rule (go where the fewest onward moves remain) with backtracking;
boards without a tour found in about one try per square are redrawn, which holds level 3 near
350 cases/s on the loaded machine (necessary conditions filter most hopeless boards first)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.games2 import render_board, square_name
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 5
    cols: int = 5
    blocked: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.rows <= 10 or not 3 <= self.cols <= 10:
            raise ValueError(f"rows and cols must be in 3..10, got {self.rows}x{self.cols}")
        if not 0 <= self.blocked <= self.rows * self.cols // 3:
            raise ValueError(f"blocked must be in 0..cells/3, got {self.blocked}")


_JUMPS = ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1))
_SQUARE = re.compile(r"[a-j](?:10|[1-9])")

def _may_have_tour(free: list[tuple[int, int]], start: tuple[int, int]) -> bool:
    """Cheap necessary conditions: the knight graph is connected, the two square colours
    differ by at most one (the start on the larger), and at most one other square is a dead
    end (one neighbour), which must then be where the tour finishes."""
    cells = set(free)
    adj = {p: [(p[0] + dr, p[1] + dc) for dr, dc in _JUMPS if (p[0] + dr, p[1] + dc) in cells] for p in free}
    seen, stack = {start}, [start]
    while stack:
        for q in adj[stack.pop()]:
            if q not in seen:
                seen.add(q)
                stack.append(q)
    if len(seen) != len(cells):
        return False
    dark = sum((r + c) % 2 for r, c in free)
    light = len(free) - dark
    mine = (start[0] + start[1]) % 2
    if abs(dark - light) > 1 or (dark != light and (dark > light) != (mine == 1)):
        return False
    return sum(1 for p in free if p != start and len(adj[p]) == 1) <= 1


_TEMPLATES = (
    "A knight stands on {start} of this board ('#' squares are blocked, '.' squares are open, 'N' is the knight):\n"
    "{board}\nMoving like a chess knight (two squares in one direction and one square sideways), it must visit every "
    "open square exactly once, never landing on a blocked square (it may jump over them). It does not need to return "
    "to {start}. Give such a tour.",
    "Knight's tour with obstacles. Board (columns lettered from the left, rows numbered from the bottom; # = "
    "blocked):\n{board}\nThe knight starts on {start}. Find a sequence of knight moves that lands on each of the "
    "other open squares exactly once.",
    "Find an open knight's tour starting at {start} that covers all {open_} open squares of the board below exactly "
    "once (blocked squares are marked #, and the knight may jump over but never land on them):\n{board}",
)


class KnightTour(Bootcamp):
    id = "planning/knight_tour"
    description = "An open knight's tour from a given square over a board with blocked squares (any valid tour)"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(rows=4, cols=5, blocked=3),
        "2": Config(rows=5, cols=5, blocked=2),
        "3": Config(rows=5, cols=6, blocked=4),
        "4": Config(rows=6, cols=7, blocked=4),
        "5": Config(rows=7, cols=8, blocked=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            rows, cols = config.rows + rng.randint(0, 1), config.cols + rng.randint(0, 1)
            cells = [(r, c) for r in range(rows) for c in range(cols)]
            blocked = set(rng.sample(cells, rng.randint(config.blocked, config.blocked + 3)))
            free = [p for p in cells if p not in blocked]
            start = rng.choice(free)
            if not _may_have_tour(free, start):
                continue
            board = ["".join("#" if (r, c) in blocked else "N" if (r, c) == start else "."
                             for c in range(cols)) for r in range(rows)]
            data = {"board": board}
            tour = self._search(None, data, budget=len(free) + 6)
            if tour is not None:
                return data, tour

    def prompt(self, data: dict, rng: random.Random) -> str:
        board = data["board"]
        rows = len(board)
        start = next(square_name(r, line.index("N"), rows) for r, line in enumerate(board) if "N" in line)
        open_ = sum(line.count(".") + line.count("N") for line in board)
        text = rng.choice(_TEMPLATES).format(start=start, board=render_board(board), open_=open_)
        form = f"the {open_} squares of the tour in order, starting with {start}, separated by spaces (e.g. a1 b3 c1 ...)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return " ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        board = data["board"]
        rows, cols = len(board), len(board[0])
        open_ = {square_name(r, c, rows) for r in range(rows) for c in range(cols) if board[r][c] != "#"}
        if not isinstance(text, str) or len(text) > 6 * len(open_) + 20:
            return 0.0
        # square names are case-blind ("A1" is a1); a sentence's final period is not part of the last square
        text = text.strip().removesuffix(".").strip().strip("[]()").strip().lower()
        tokens = [tok for tok in re.split(r"[\s,;>\-]+", text) if tok]
        if len(tokens) != len(open_) or not all(_SQUARE.fullmatch(tok) for tok in tokens):
            return 0.0
        if set(tokens) != open_ or tokens[0] != answer[0]:
            return 0.0
        pos = [("abcdefghij".index(tok[0]), int(tok[1:])) for tok in tokens]
        for (c1, r1), (c2, r2) in zip(pos, pos[1:]):
            if sorted((abs(c1 - c2), abs(r1 - r2))) != [1, 2]:
                return 0.0
        return 1.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        tour = list(case.answer)
        swapped = tour[:]
        i = rng.randrange(1, len(tour) - 1)
        swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
        return [" ".join(tour[:-1]), " ".join(swapped), " ".join(tour[::-1]) if tour[-1] != tour[0] else " ".join(tour[1:])]

    def program(self, t: Tracer, data: dict) -> list[str]:
        tour = self._search(t, data, budget=None)
        assert tour is not None
        return tour

    def _search(self, t: Tracer | None, data: dict, budget: int | None) -> list[str] | None:
        """Depth-first search trying moves in Warnsdorff order (fewest onward moves first, then
        board order); ``t`` None runs it untraced, giving up after ``budget`` visited nodes."""
        board = data["board"]
        rows, cols = len(board), len(board[0])
        free = {(r, c) for r in range(rows) for c in range(cols) if board[r][c] != "#"}
        start = next((r, c) for r, c in free if board[r][c] == "N")
        path = [start]
        seen = {start}
        nodes = [0]

        def onward(p):
            return [(p[0] + dr, p[1] + dc) for dr, dc in _JUMPS if (p[0] + dr, p[1] + dc) in free
                    and (p[0] + dr, p[1] + dc) not in seen]

        def go() -> bool:
            if len(path) == len(free):
                return True
            nodes[0] += 1
            if budget is not None and nodes[0] > budget:
                return False
            here = path[-1]
            options = sorted(onward(here), key=lambda q: (len([x for x in onward(q) if x != q]), q))
            if t is not None:
                t.state(f"at {square_name(*here, rows)} step {len(path)}")
                options = t.compute("options by onward count", [square_name(*q, rows) for q in options],
                                    why="fewest onward moves first")
                options = [(rows - int(s[1:]), "abcdefghij".index(s[0])) for s in options]
            for q in options:
                if q not in free or q in seen:
                    continue
                path.append(q)
                seen.add(q)
                if go():
                    return True
                path.pop()
                seen.discard(q)
                if t is not None:
                    t.state(f"back at {square_name(*here, rows)}")
                    t.compute("dead end", square_name(*q, rows), why="no tour continues from there")
            return False

        if not go():
            return None
        names = [square_name(r, c, rows) for r, c in path]
        if t is not None:
            t.state("answer")
            names = t.ret("answer", names)
        return names


BOOTCAMP = KnightTour()
