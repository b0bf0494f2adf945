"""Connect Four: in a position reached by legal play, find the one column where the player to
move completes four in a row (discs fall to the lowest empty cell of a column, so a gap can
only be filled once the cell beneath it is taken).

Speed: generation plays random legal games and keeps a position with exactly one winning
column, checking every column after every ply, so it is below 1,000 cases/s at level 3
(about 600/s of CPU time on one core)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

_DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))  # horizontal, vertical, two diagonals


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 7
    min_moves: int = 10
    max_moves: int = 16

    def __post_init__(self) -> None:
        if not 4 <= self.rows <= 9 or not 4 <= self.cols <= 10:
            raise ValueError(f"need 4..9 rows and 4..10 columns, got {self.rows}x{self.cols}")
        if not 6 <= self.min_moves <= self.max_moves < self.rows * self.cols - 4:
            raise ValueError(f"need 6 <= min_moves <= max_moves < cells-4, got {self.min_moves}, {self.max_moves}")


def landing(board: list[str], col: int) -> int:
    """Row index (0 = top) where a disc dropped in ``col`` stops; -1 if the column is full."""
    for r in range(len(board) - 1, -1, -1):
        if board[r][col] == ".":
            return r
    return -1


def run_through(board: list[str], r: int, c: int, dr: int, dc: int, piece: str) -> int:
    """Discs of ``piece`` in a line through (r, c) along (dr, dc), counting (r, c) itself."""
    total = 1
    for sign in (1, -1):
        rr, cc = r + sign * dr, c + sign * dc
        while 0 <= rr < len(board) and 0 <= cc < len(board[0]) and board[rr][cc] == piece:
            total += 1
            rr, cc = rr + sign * dr, cc + sign * dc
    return total


def has_four(board: list[str], piece: str) -> bool:
    """Whether ``piece`` has four in a line anywhere (every window of four checked)."""
    rows, cols = len(board), len(board[0])
    for r in range(rows):
        for c in range(cols):
            for dr, dc in _DIRECTIONS:
                cells = [(r + k * dr, c + k * dc) for k in range(4)]
                if all(0 <= rr < rows and 0 <= cc < cols and board[rr][cc] == piece for rr, cc in cells):
                    return True
    return False


def drop(board: list[str], col: int, piece: str) -> list[str] | None:
    r = landing(board, col)
    if r < 0:
        return None
    return board[:r] + [board[r][:col] + piece + board[r][col + 1 :]] + board[r + 1 :]


_SYMBOLS = (("X", "O"), ("R", "Y"), ("A", "B"), ("W", "K"))
_TEMPLATES = (
    "Connect Four on a board of {rows} rows and {cols} columns. Discs are dropped into a column and fall to the "
    "lowest empty cell. Four discs of one colour in a line (horizontal, vertical or diagonal) win. The board, top "
    "row first, columns numbered 1 to {cols} from the left ('.' is empty):\n{board}\nIt is {me}'s turn. In exactly "
    "one column {me} can drop a disc that makes four in a row at once. Which column?",
    "Here is a Connect Four position ({rows}x{cols}, '.' = empty, the bottom row is last):\n{board}\nPlayers {p1} "
    "and {p2} drop discs that slide down to the lowest free cell of the chosen column; lining up four of one's own "
    "discs horizontally, vertically or diagonally wins. {me} is to move. Find the column (1 = leftmost) that wins "
    "immediately; there is exactly one.",
    "{me} to play and win at once in this Connect Four grid (columns 1..{cols} left to right, gravity pulls each "
    "disc to the lowest empty cell of its column, four in a line in any direction wins):\n{board}\n"
    "Give the only column that completes four {me} discs in a row.",
)


class ConnectFourWin(IntegerAnswer, Bootcamp):
    id = "game/connect_four_win"
    description = "Connect Four: the only column where the player to move completes four in a row (gravity applies)"
    Config = Config
    LEVELS = {
        "1": Config(rows=6, cols=7, min_moves=8, max_moves=14),
        "2": Config(rows=6, cols=7, min_moves=12, max_moves=20),
        "3": Config(rows=6, cols=7, min_moves=18, max_moves=26),
        "4": Config(rows=7, cols=8, min_moves=24, max_moves=34),
        "5": Config(rows=8, cols=9, min_moves=32, max_moves=44),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            board = ["." * config.cols for _ in range(config.rows)]
            found = []  # (board, mover, column) after each ply in range with exactly one winning column
            for k in range(config.max_moves):
                piece = "XO"[k % 2]
                # random legal drops that do not already complete four (the game is still on)
                options = [c for c in range(config.cols) if landing(board, c) >= 0 and not self._wins_at(board, c, piece)]
                if not options:
                    break
                board = drop(board, rng.choice(options), piece)  # type: ignore[assignment]
                if k + 1 >= config.min_moves:
                    me = "XO"[(k + 1) % 2]
                    wins = [c for c in range(config.cols) if self._wins_at(board, c, me)]
                    if len(wins) == 1:
                        found.append((board, me, wins[0] + 1))
            if found:
                board, me, col = rng.choice(found)
                return {"board": board, "me": me, "symbols": rng.randrange(len(_SYMBOLS))}, col

    @staticmethod
    def _wins_at(board: list[str], col: int, piece: str) -> bool:
        """Whether dropping ``piece`` in ``col`` completes four (False for a full column)."""
        r = landing(board, col)
        return r >= 0 and any(run_through(board, r, col, dr, dc, piece) >= 4 for dr, dc in _DIRECTIONS)

    def prompt(self, data: dict, rng: random.Random) -> str:
        p1, p2 = _SYMBOLS[data["symbols"]]
        table = str.maketrans("XO", p1 + p2)
        board = "\n".join(row.translate(table) for row in data["board"])
        me = data["me"].translate(table)
        rows, cols = len(data["board"]), len(data["board"][0])
        text = rng.choice(_TEMPLATES).format(rows=rows, cols=cols, board=board, me=me, p1=p1, p2=p2)
        return f"{text}\n{answer_instruction(f'the column number, 1 to {cols}')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Each column (all of them: the answer must be the only one): the cell the disc lands
        in, then the longest line of the mover's discs through that cell in each direction."""
        board, me = data["board"], data["me"]
        found = 0
        for c in range(len(board[0])):
            t.state(f"column {c + 1}")
            r = t.compute("row", landing(board, c) + 1, why="lowest empty cell, 1 = top; 0 if full") - 1
            if r < 0:
                continue
            best = 0
            for name, (dr, dc) in zip(("across", "down", "diag", "antidiag"), _DIRECTIONS):
                best = max(best, t.compute(name, run_through(board, r, c, dr, dc, me), why=f"{me} discs in line"))
            if t.goto(best >= 4, why="four or more in a line wins") and not found:
                found = c + 1
        t.state("answer")
        return t.compute("column", found, why="the winning column")

    def solve(self, data: dict) -> int:
        """Drop in each column and scan every window of four on the whole board."""
        board, me = data["board"], data["me"]
        for c in range(len(board[0])):
            after = drop(board, c, me)
            if after is not None and has_four(after, me):
                return c + 1
        raise ValueError("no winning column")


BOOTCAMP = ConnectFourWin()
