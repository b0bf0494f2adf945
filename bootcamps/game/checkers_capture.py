"""Checkers (English draughts) captures: the most black pieces White can take in one turn with
a chain of jumps by one piece. Men jump diagonally forward only, kings in all four diagonal
directions; a jumped piece cannot be jumped twice; a man that reaches the far row is crowned
and its turn ends. Depth-first search over jump chains."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

FILES = "abcdefgh"


@dataclass(frozen=True)
class Config:
    white: int = 2
    black: int = 6
    kings: float = 0.0  # chance each white piece is a king
    min_capture: int = 1

    def __post_init__(self) -> None:
        if not 1 <= self.white <= 8 or not 1 <= self.black <= 12:
            raise ValueError(f"need 1..8 white and 1..12 black pieces, got {self.white}, {self.black}")
        if not 0.0 <= self.kings <= 1.0:
            raise ValueError(f"kings must be in [0, 1], got {self.kings}")
        if not 1 <= self.min_capture <= 6:
            raise ValueError(f"min_capture must be in 1..6, got {self.min_capture}")


def square(r: int, c: int) -> str:
    """Square name: file a-h left to right, rank 1-8 from White's side (row 0 is rank 1)."""
    return f"{FILES[c]}{r + 1}"


def jumps(board: dict, r: int, c: int, king: bool, taken: frozenset) -> list[tuple[int, int, tuple[int, int]]]:
    """Single jumps from (r, c): (landing row, landing col, jumped square)."""
    out = []
    for dr in ((1, -1) if king else (1,)):
        for dc in (1, -1):
            mid, land = (r + dr, c + dc), (r + 2 * dr, c + 2 * dc)
            if not (0 <= land[0] < 8 and 0 <= land[1] < 8):
                continue
            if board.get(mid, "").lower() == "b" and mid not in taken and land not in board:
                out.append((land[0], land[1], mid))
    return out


def longest(board: dict, r: int, c: int, king: bool, taken: frozenset = frozenset()) -> int:
    """Most pieces a chain of jumps starting at (r, c) can take (the mover has left its square)."""
    best = len(taken)
    if not king and r == 7 and taken:
        return best  # crowned: the turn ends
    for lr, lc, mid in jumps(board, r, c, king, taken):
        best = max(best, longest(board, lr, lc, king, taken | {mid}))
    return best


def max_capture(pieces: list[list]) -> int:
    board = {(r, c): p for p, r, c in pieces}
    best = 0
    for p, r, c in pieces:
        if p in "wW":
            rest = {sq: q for sq, q in board.items() if sq != (r, c)}
            best = max(best, longest(rest, r, c, p == "W"))
    return best


_TEMPLATES = (
    "A checkers (English draughts) position, White to move. White moves up the board (towards rank 8).\n{board}\n"
    "w = white man, W = white king, b = black man, B = black king, . = empty dark square. A capture jumps "
    "diagonally over an adjacent black piece onto the empty square just beyond it; the same piece may keep jumping "
    "in one turn. Men capture only forward (up), kings forward or backward. A piece cannot be jumped twice, and a "
    "man that lands on rank 8 becomes a king and its turn ends. What is the largest number of black pieces White "
    "can capture this turn?",
    "{board}\nThis is a draughts board with White (w man, W king) moving upward and Black (b man, B king). "
    "Count the most black pieces a single white piece can take in one turn by a chain of jumps (a jump goes "
    "over a diagonally adjacent enemy piece to the empty square behind it; men only jump towards rank 8, kings in "
    "any diagonal direction; jumped pieces are not jumped again; reaching rank 8 as a man ends the turn).",
    "Checkers puzzle. Pieces: w/W white man/king, b/B black man/king; dots are empty playable squares. White plays "
    "up the board.\n{board}\nJumps: over an adjacent diagonal enemy onto an empty square right behind it, chained "
    "as long as possible with one piece; white men jump only forwards, kings both ways; no piece is captured "
    "twice; a man reaching the last rank is crowned and stops. How many pieces can White capture at most in its move?",
)


class CheckersCapture(IntegerAnswer, Bootcamp):
    id = "game/checkers_capture"
    description = "Checkers: the most pieces White can take in one turn with a chain of jumps"
    Config = Config
    LEVELS = {
        "1": Config(white=1, black=4, min_capture=1),
        "2": Config(white=2, black=6, min_capture=1),
        "3": Config(white=2, black=8, kings=0.3, min_capture=2),
        "4": Config(white=3, black=9, kings=0.5, min_capture=2),
        "5": Config(white=4, black=10, kings=0.6, min_capture=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        dark = [(r, c) for r in range(8) for c in range(8) if (r + c) % 2 == 0]
        while True:
            spots = rng.sample(dark, config.white + config.black)
            pieces = []
            for i, (r, c) in enumerate(spots):
                if i < config.white:
                    if r == 7:
                        pieces.append(["W", r, c])
                    else:
                        pieces.append(["W" if rng.random() < config.kings else "w", r, c])
                else:
                    pieces.append(["B" if r == 0 or rng.random() < 0.2 else "b", r, c])
            best = max_capture(pieces)
            if best >= config.min_capture:
                return {"pieces": sorted(pieces, key=lambda p: (-p[1], p[2]))}, best

    def prompt(self, data: dict, rng: random.Random) -> str:
        board = {(r, c): p for p, r, c in data["pieces"]}
        lines = []
        for r in reversed(range(8)):
            cells = [board.get((r, c), ".") if (r + c) % 2 == 0 else " " for c in range(8)]
            lines.append(f"{r + 1} " + " ".join(cells))
        lines.append("  " + " ".join(FILES))
        text = rng.choice(_TEMPLATES).format(board="\n".join(lines))
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        board = {(r, c): p for p, r, c in data["pieces"]}
        best = 0
        for p, r, c in data["pieces"]:
            if p not in "wW":
                continue
            t.state(f"piece at {square(r, c)}")
            king = t.fetch(square(r, c), p) == "W"
            rest = {sq: q for sq, q in board.items() if sq != (r, c)}
            stack = [(r, c, frozenset(), square(r, c))]
            while stack:
                cr, cc, taken, path = stack.pop()
                if len(taken) > best:
                    best = t.compute("best", len(taken), why=f"chain {path}")
                if not king and cr == 7 and taken:
                    continue
                for lr, lc, mid in jumps(rest, cr, cc, king, taken):
                    stack.append((lr, lc, taken | {mid}, f"{path}x{square(lr, lc)}"))
            t.compute("best after this piece", best)
        t.state("answer")
        return t.ret("answer", best)

    def solve(self, data: dict) -> int:
        """Breadth-first over (square, captured set) states of every white piece."""
        board = {(r, c): p for p, r, c in data["pieces"]}
        best = 0
        for p, r, c in data["pieces"]:
            if p not in "wW":
                continue
            rest = {sq: q for sq, q in board.items() if sq != (r, c)}
            layer = {((r, c), frozenset())}
            while layer:
                nxt = set()
                for (sq, taken) in layer:
                    best = max(best, len(taken))
                    if p == "w" and sq[0] == 7 and taken:
                        continue
                    for dr in ((1,) if p == "w" else (1, -1)):
                        for dc in (1, -1):
                            mid = (sq[0] + dr, sq[1] + dc)
                            land = (sq[0] + 2 * dr, sq[1] + 2 * dc)
                            if (0 <= land[0] < 8 and 0 <= land[1] < 8 and rest.get(mid) in ("b", "B")
                                    and mid not in taken and land not in rest):
                                nxt.add((land, taken | {mid}))
                layer = nxt
        return best


BOOTCAMP = CheckersCapture()
