"""Chess: how many squares do White's pieces attack? Sliding pieces (rook, bishop, queen) stop
at the first occupied square, which they do attack; knights jump; pawns attack the two squares
diagonally ahead; the king attacks its neighbours. Squares held by either side count."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

FILES = "abcdefgh"
_RAYS = {"R": ((1, 0), (-1, 0), (0, 1), (0, -1)), "B": ((1, 1), (1, -1), (-1, 1), (-1, -1))}
_RAYS["Q"] = _RAYS["R"] + _RAYS["B"]
_KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
_KING = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
_NAMES = {"K": "king", "Q": "queen", "R": "rook", "B": "bishop", "N": "knight", "P": "pawn"}


@dataclass(frozen=True)
class Config:
    white: int = 4  # white pieces besides the king
    black: int = 4  # black pieces besides the king (blockers)

    def __post_init__(self) -> None:
        if not 1 <= self.white <= 12 or not 0 <= self.black <= 12:
            raise ValueError(f"need 1..12 white and 0..12 black pieces, got {self.white}, {self.black}")


def square(f: int, r: int) -> str:
    return f"{FILES[f]}{r + 1}"


def attacks(board: dict[str, str], sq: str, piece: str) -> list[str]:
    """Squares attacked by a white ``piece`` on ``sq`` (``board`` maps squares to letters)."""
    f, r = FILES.index(sq[0]), int(sq[1:]) - 1
    out = []
    if piece in _RAYS:
        for df, dr in _RAYS[piece]:
            nf, nr = f + df, r + dr
            while 0 <= nf < 8 and 0 <= nr < 8:
                out.append(square(nf, nr))
                if square(nf, nr) in board:
                    break
                nf, nr = nf + df, nr + dr
    else:
        steps = {"N": _KNIGHT, "K": _KING, "P": ((-1, 1), (1, 1))}.get(piece, ())
        out = [square(f + df, r + dr) for df, dr in steps if 0 <= f + df < 8 and 0 <= r + dr < 8]
    return sorted(out)


_TEMPLATES = (
    "Chess position (rank 8 at the top, files a-h from left to right; uppercase = White, lowercase = Black, "
    ". = empty):\n{board}\nHow many different squares are attacked by White's pieces? A rook, bishop or queen attacks "
    "along its lines up to and including the first occupied square; a knight attacks its L-shaped jumps; a king its "
    "adjacent squares; a white pawn the two squares diagonally in front of it (towards rank 8). Occupied squares "
    "count, whichever colour stands there.",
    "Count the squares under attack by White in this position. Pieces: {pieces}. Black: {black}. Sliding pieces "
    "(rooks, bishops, queens) see along their lines until blocked, and the blocking square itself is attacked; "
    "knights and the king attack their usual squares; pawns (White moves up towards rank 8) attack diagonally forward "
    "only. A square attacked by several pieces is counted once; squares holding pieces of either side are included.",
    "{board}\nIn the diagram above (White in capitals, rank 1 at the bottom) find the number of distinct squares that "
    "at least one white piece attacks. Lines of rooks, bishops and queens end at the first piece they meet, which is "
    "attacked; pawns attack one step diagonally forward; knights and the king as usual. Count occupied squares too.",
)


class ChessAttacks(IntegerAnswer, Bootcamp):
    id = "game/chess_attacks"
    description = "Chess: the number of distinct squares White's pieces attack (lines blocked by pieces, pawn captures)"
    Config = Config
    LEVELS = {
        "1": Config(white=2, black=2),
        "2": Config(white=3, black=4),
        "3": Config(white=5, black=5),
        "4": Config(white=7, black=7),
        "5": Config(white=10, black=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        squares = [square(f, r) for f in range(8) for r in range(8)]
        while True:  # the two kings never stand side by side
            spots = rng.sample(squares, 2 + config.white + config.black)
            (a, b), (c, d) = (FILES.index(spots[0][0]), int(spots[0][1])), (FILES.index(spots[1][0]), int(spots[1][1]))
            if max(abs(a - c), abs(b - d)) > 1:
                break
        board = {spots[0]: "K", spots[1]: "k"}
        for sq in spots[2 : 2 + config.white]:
            board[sq] = rng.choice("QRRBBNNPPP") if sq[1] not in "18" else rng.choice("QRBN")
        for sq in spots[2 + config.white :]:
            board[sq] = rng.choice("qrbnppp") if sq[1] not in "18" else rng.choice("qrbn")
        data = {"board": dict(sorted(board.items()))}
        hit = {h for sq, p in board.items() if p.isupper() for h in attacks(board, sq, p)}
        return data, len(hit)

    def prompt(self, data: dict, rng: random.Random) -> str:
        board = data["board"]
        rows = ["".join(board.get(square(f, r), ".") for f in range(8)) for r in range(7, -1, -1)]
        white = ", ".join(f"{_NAMES[p]} {sq}" for sq, p in board.items() if p.isupper())
        black = ", ".join(f"{_NAMES[p.upper()]} {sq}" for sq, p in board.items() if p.islower())
        text = rng.choice(_TEMPLATES).format(board="\n".join(rows), pieces="White " + white, black=black or "king only")
        return f"{text}\n{answer_instruction('the number of attacked squares, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Each white piece's attacked squares, merged into a running set."""
        board = data["board"]
        seen: set[str] = set()
        for sq, piece in board.items():
            if not piece.isupper():
                continue
            t.state(f"{_NAMES[piece]} on {sq}")
            piece = t.fetch(f"piece[{sq}]", piece)
            hits = t.compute("attacks", attacks(board, sq, piece), why="blocked lines end on the first piece")
            seen |= set(hits)
            t.compute("count", len(seen), why="distinct squares so far")
        t.state("answer")
        return t.compute("attacked", len(seen))

    def solve(self, data: dict) -> int:
        """The other way round: for every square, look outwards for a white piece that reaches it."""
        board = data["board"]
        total = 0
        for f in range(8):
            for r in range(8):
                hit = False
                for df, dr in _KING:  # kings and pawns adjacent
                    p = board.get(square(f - df, r - dr)) if 0 <= f - df < 8 and 0 <= r - dr < 8 else None
                    if p == "K" or (p == "P" and dr == 1 and df != 0):
                        hit = True
                for df, dr in _KNIGHT:
                    if 0 <= f + df < 8 and 0 <= r + dr < 8 and board.get(square(f + df, r + dr)) == "N":
                        hit = True
                for df, dr in _RAYS["Q"]:
                    nf, nr = f + df, r + dr
                    while 0 <= nf < 8 and 0 <= nr < 8:
                        p = board.get(square(nf, nr))
                        if p is not None:
                            if p == "Q" or (p == "R" and 0 in (df, dr)) or (p == "B" and 0 not in (df, dr)):
                                hit = True
                            break
                        nf, nr = nf + df, nr + dr
                total += hit
        return total


BOOTCAMP = ChessAttacks()
