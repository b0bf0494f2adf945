"""Tic-tac-toe: name a best move for the player to move (one that keeps the best result under
perfect play: a forced win if there is one, else a draw). Several moves may be best; the
verifier accepts any move whose game value equals the optimum (full minimax, memoised)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
_SQUARE = re.compile(r"([abc])\s*([123])")


@dataclass(frozen=True)
class Config:
    placed: int = 5  # marks already on the board

    def __post_init__(self) -> None:
        if not 1 <= self.placed <= 7:
            raise ValueError(f"placed must be in 1..7, got {self.placed}")


def winner(board: str) -> str | None:
    for a, b, c in LINES:
        if board[a] != "." and board[a] == board[b] == board[c]:
            return board[a]
    return None


@lru_cache(maxsize=None)
def value(board: str, mover: str) -> int:
    """Game value for ``mover`` to play on ``board``: +1 win, 0 draw, -1 loss, with best play."""
    other = "O" if mover == "X" else "X"
    if winner(board) is not None:
        return -1  # the previous player just completed a line
    empties = [i for i, ch in enumerate(board) if ch == "."]
    if not empties:
        return 0
    return max(-value(board[:i] + mover + board[i + 1 :], other) for i in empties)


def move_values(board: str, mover: str) -> dict[int, int]:
    other = "O" if mover == "X" else "X"
    return {i: -value(board[:i] + mover + board[i + 1 :], other) for i, ch in enumerate(board) if ch == "."}


def name(i: int) -> str:
    """Square name: columns a-c left to right, rows 1-3 from the top."""
    return f"{'abc'[i % 3]}{i // 3 + 1}"


def read_square(text: str) -> int | None:
    if not isinstance(text, str) or len(text) > 40:
        return None
    text = text.strip().strip("`'\"$*").rstrip(".").strip().lower()
    m = _SQUARE.fullmatch(text)
    return None if m is None else (int(m.group(2)) - 1) * 3 + "abc".index(m.group(1))


_TEMPLATES = (
    "Tic-tac-toe, {mover} to move. Columns are a, b, c from left to right and rows 1, 2, 3 from top to bottom; '.' is "
    "an empty square.\n{board}\nThree in a row (across, down or diagonal) wins; a full board without a line is a "
    "draw. Give a best move for {mover}: one that wins against any defence if a win is possible, otherwise one "
    "that at least draws against best play (if every move loses, any move).",
    "{board}\nIt is {mover}'s turn in this game of noughts and crosses (rows 1-3 top to bottom, columns a-c left "
    "to right, '.' empty). Assuming both sides play perfectly from here, which square should {mover} take to get "
    "the best possible result?",
    "Here is a tic-tac-toe position (top row is row 1, left column is column a):\n{board}\n{mover} plays next. Name "
    "a move for {mover} that keeps the best outcome achievable with perfect play by both players (forced win > "
    "draw > loss).",
)


class TictactoeMove(Bootcamp):
    id = "game/tictactoe_move"
    description = "Tic-tac-toe: a best move under perfect play (any optimal move accepted)"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(placed=6),
        "2": Config(placed=5),
        "3": Config(placed=4),
        "4": Config(placed=3),
        "5": Config(placed=2),
    }
    min_distinct_prompts = {"1": 0.75, "2": 0.72, "3": 0.68, "4": 0.38, "5": 0.14}
    small_space_reason = "a 3x3 board holds few positions with a given number of marks (a few hundred to a few thousand)"

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            board = ["."] * 9
            for k in range(config.placed):
                board[rng.choice([i for i in range(9) if board[i] == "."])] = "XO"[k % 2]
            text = "".join(board)
            mover = "XO"[config.placed % 2]
            if winner(text) is not None:
                continue
            values = move_values(text, mover)
            best = max(values.values())
            if len(set(values.values())) > 1:  # some move is a mistake, so the choice matters
                return {"board": text, "mover": mover}, name(min(i for i, v in values.items() if v == best))

    def prompt(self, data: dict, rng: random.Random) -> str:
        b = data["board"]
        board = "\n".join(f"{r + 1} " + " ".join(b[3 * r : 3 * r + 3]) for r in range(3)) + "\n  a b c"
        text = rng.choice(_TEMPLATES).format(board=board, mover=data["mover"])
        return f"{text}\n{answer_instruction('one square as column letter and row number (for example b2)')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        square = read_square(text)
        if square is None or data["board"][square] != ".":
            return 0.0
        values = move_values(data["board"], data["mover"])
        return 1.0 if values[square] == max(values.values()) else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        values = move_values(case.data["board"], case.data["mover"])
        best = max(values.values())
        return [name(i) for i, v in sorted(values.items()) if v < best][:3]

    def program(self, t: Tracer, data: dict) -> str:
        board, mover = data["board"], data["mover"]
        t.state("position")
        t.fetch("board", board)
        t.fetch("mover", mover)
        best_square, best_value = None, -2
        for i, ch in enumerate(board):
            if ch != ".":
                continue
            t.state(f"try {name(i)}")
            after = board[:i] + mover + board[i + 1 :]
            result = -value(after, "O" if mover == "X" else "X")
            v = t.compute(f"value of {name(i)}", result, why="minimax after the move: 1 win, 0 draw, -1 loss")
            if t.goto(v > best_value, why="better than the best so far?"):
                best_square, best_value = name(i), v
        t.state("answer")
        return t.ret("answer", best_square)

    def solve(self, data: dict) -> str:
        """Negamax without memo and with an explicit ply count (no shared table with ``value``)."""
        board, mover = list(data["board"]), data["mover"]

        def search(turn: str) -> int:
            if winner("".join(board)):
                return -1
            if "." not in board:
                return 0
            best = -2
            for i in range(9):
                if board[i] == ".":
                    board[i] = turn
                    best = max(best, -search("O" if turn == "X" else "X"))
                    board[i] = "."
                    if best == 1:
                        break
            return best

        scores = {}
        for i in range(9):
            if board[i] == ".":
                board[i] = mover
                scores[i] = -search("O" if mover == "X" else "X")
                board[i] = "."
        top = max(scores.values())
        return name(min(i for i, v in scores.items() if v == top))


BOOTCAMP = TictactoeMove()
