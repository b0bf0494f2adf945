"""Tetris without rotation choices: pieces of given shapes are hard-dropped at given columns
onto a board with some rubble; full rows vanish and the rows above fall by as many rows. The
height of every column at the end."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer

_BASE = {"I": ["####"], "O": ["##", "##"], "T": ["###", ".#."], "S": [".##", "##."], "Z": ["##.", ".##"],
         "J": ["#..", "###"], "L": ["..#", "###"]}


def rotate(shape: list[str]) -> list[str]:
    """The shape turned a quarter clockwise."""
    return ["".join(shape[r][c] for r in reversed(range(len(shape)))) for c in range(len(shape[0]))]


def _all_shapes() -> list[list[str]]:
    out: list[list[str]] = []
    for base in _BASE.values():
        shape = base
        for _ in range(4):
            if shape not in out:
                out.append(shape)
            shape = rotate(shape)
    return out


SHAPES = _all_shapes()


@dataclass(frozen=True)
class Config:
    width: int = 8
    drops: int = 5
    rubble: int = 3  # rows of rubble at the bottom, each with one gap

    def __post_init__(self) -> None:
        if not 5 <= self.width <= 14:
            raise ValueError(f"width must be in 5..14, got {self.width}")
        if not 1 <= self.drops <= 30:
            raise ValueError(f"drops must be in 1..30, got {self.drops}")
        if not 0 <= self.rubble <= 8:
            raise ValueError(f"rubble must be in 0..8, got {self.rubble}")


def heights(board: list[str]) -> list[int]:
    rows = len(board)
    return [next((rows - r for r in range(rows) if board[r][c] == "#"), 0) for c in range(len(board[0]))]


def landing(under: list[int], shape: list[str]) -> int:
    """Height of the piece's bottom row after a hard drop, from the heights of the columns
    under it: it rests where one of its columns' lowest cell meets that board column's top."""
    h = len(shape)
    rest = 0
    for j, top in enumerate(under):
        lowest = max(r for r in range(h) if shape[r][j] == "#")  # row index from the piece top
        rest = max(rest, top - (h - 1 - lowest))  # h-1-lowest: piece cells below that cell
    return rest


def column_height(board: list[str], c: int) -> int:
    rows = len(board)
    for r in range(rows):
        if board[r][c] == "#":
            return rows - r
    return 0


def drop(board: list[str], shape: list[str], col: int) -> tuple[list[str], int] | None:
    """The board after dropping and clearing, and the rows cleared; None if it does not fit.
    Only the rows the piece lands in can fill up."""
    rows, h = len(board), len(shape)
    base = landing([column_height(board, col + j) for j in range(len(shape[0]))], shape)
    top = rows - base - h  # board row of the piece's top row
    if top < 0:
        return None
    out = list(board)
    for i, line in enumerate(shape):
        row = list(out[top + i])
        for j, ch in enumerate(line):
            if ch == "#":
                row[col + j] = "#"
        out[top + i] = "".join(row)
    full = [r for r in range(top, top + h) if "." not in out[r]]
    if not full:
        return out, 0
    kept = [line for r, line in enumerate(out) if r not in full]
    return ["." * len(board[0])] * len(full) + kept, len(full)


_TEMPLATES = (
    "A Tetris well is {w} columns wide (columns numbered 1 to {w} from the left); # is a filled cell, . an empty one, "
    "top row first:\n{board}\nThese pieces are dropped one after another, each shown top row first and placed with "
    "its leftmost column at the given column; each falls straight down (no rotation, no sliding) until it rests on a "
    "filled cell or the floor:\n{drops}\nWhenever a row becomes completely filled it disappears and everything above "
    "it moves down by one row per cleared row. Afterwards, what is the height of each column (the row number of its "
    "highest filled cell counting the bottom row as 1, or 0 for an empty column)?",
    "Board (width {w}, # filled, . empty, shown from the top):\n{board}\nHard-drop the following pieces in order "
    "(shape given row by row from the top; 'at column c' means the shape's left edge is in column c, columns "
    "counted from 1 on the left):\n{drops}\nFull rows are cleared after each drop and the rows above fall down by "
    "the number of rows cleared (holes are not filled). Give the final height of every column, where height is the "
    "number of rows from the floor up to and including the column's top filled cell.",
    "Simulate these Tetris drops. Starting well ({w} wide, top row first):\n{board}\nPieces (each falls vertically "
    "from above the well until it touches something; shapes are written top row first, separated by '/'):\n{drops}\n"
    "After each landing every completely filled row is removed and the rows above shift down. Report the column "
    "heights from left to right (0 for an empty column).",
)


class TetrisHeights(IntListAnswer, Bootcamp):
    id = "game/tetris_heights"
    description = "Tetris hard drops with line clears: every column's height after a sequence of pieces"
    Config = Config
    LEVELS = {
        "1": Config(width=6, drops=3, rubble=2),
        "2": Config(width=7, drops=5, rubble=3),
        "3": Config(width=8, drops=7, rubble=3),
        "4": Config(width=10, drops=10, rubble=4),
        "5": Config(width=12, drops=13, rubble=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        w, rows = config.width, 20
        while True:
            board = ["." * w] * (rows - config.rubble)
            for _ in range(config.rubble):
                line = ["#"] * w
                line[rng.randrange(w)] = "."
                board.append("".join(line))
            drops, now, ok = [], board, True
            for _ in range(config.drops):
                shape = rng.choice(SHAPES)
                col = rng.randint(0, w - len(shape[0]))
                if rng.random() < 0.5:  # half the time, a column where this piece clears a row
                    clearing = [c for c in range(w - len(shape[0]) + 1) if (d := drop(now, shape, c)) and d[1]]
                    col = clearing[0] if clearing else col
                after = drop(now, shape, col)
                if after is None:
                    ok = False
                    break
                now = after[0]
                drops.append({"shape": shape, "col": col + 1})
            if ok and max(heights(now)) <= rows - 5:
                return {"board": board, "drops": drops}, heights(now)

    def prompt(self, data: dict, rng: random.Random) -> str:
        board = data["board"]
        drops = "\n".join(f"{i}. {'/'.join(d['shape'])} at column {d['col']}" for i, d in enumerate(data["drops"], 1))
        text = rng.choice(_TEMPLATES).format(w=len(board[0]), board="\n".join(board), drops=drops)
        form = f"{len(board[0])} integers separated by commas, column 1 first"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        """Per drop: where it lands from the column heights under it, which rows fill up, and
        the heights after clearing."""
        board = list(data["board"])
        t.state("start")
        hs = t.compute("heights", heights(board), why="top filled cell of each column")
        for i, d in enumerate(data["drops"], start=1):
            t.state(f"drop {i}")
            col = d["col"] - 1
            under = t.fetch(f"heights[{d['col']}..{d['col'] + len(d['shape'][0]) - 1}]",
                            hs[col : col + len(d["shape"][0])])
            base = t.compute("rests_at", landing(under, d["shape"]),
                             why="highest column top against the piece's bottom profile")
            after = drop(board, d["shape"], col)
            if after is None:
                raise ValueError(f"drop {i} does not fit")
            board, cleared = after
            t.compute("cleared", cleared, why="rows completely filled")
            hs = t.compute("heights", heights(board), why=f"piece bottom at height {base + 1}, rows cleared")
        t.state("answer")
        return t.ret("answer", list(hs))

    def solve(self, data: dict) -> list[int]:
        """Cells as a set of (row from the floor, column); the piece steps down one row at a
        time until the next step would collide."""
        board = data["board"]
        n = len(board)
        w = len(board[0])
        cells = {(n - 1 - r, c) for r in range(n) for c in range(w) if board[r][c] == "#"}
        for d in data["drops"]:
            shape = d["shape"]
            piece = [(len(shape) - 1 - i, j + d["col"] - 1) for i, line in enumerate(shape)
                     for j, ch in enumerate(line) if ch == "#"]
            y = n  # bottom row of the piece's box, starting above the well
            while y > 0 and not any((y - 1 + dy, x) in cells for dy, x in piece):
                y -= 1
            cells |= {(y + dy, x) for dy, x in piece}
            full = sorted({r for r, _ in cells if sum((r, c) in cells for c in range(w)) == w})
            cells = {(r - sum(f < r for f in full), c) for r, c in cells if r not in full}
        return [max((r + 1 for r, c in cells if c == col), default=0) for col in range(w)]


BOOTCAMP = TetrisHeights()
