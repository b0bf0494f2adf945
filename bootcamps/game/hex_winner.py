"""Hex: which player, if any, has a winning chain on a (partly or completely) filled n x n Hex
board. Red owns the top and bottom edges, Blue the left and right; a player wins with a chain of
their own stones, each touching the next across a shared hexagon side, that joins their two
edges. Cell (r, c) touches (r, c-1), (r, c+1), (r-1, c), (r-1, c+1), (r+1, c-1) and (r+1, c)
(rows drawn shifted half a cell further right each time). Both players can never win at once, so
the answer is Red, Blue or nobody. The trace flood-fills from Red's top edge and from Blue's left
edge, one state per layer of newly reached stones."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

OUTCOMES = ("Red", "Blue", "nobody")
_WORDS = {"red": "Red", "blue": "Blue", "nobody": "nobody", "neither": "nobody",
          "no one": "nobody", "noone": "nobody"}
_STEPS = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, -1), (1, 0))


@dataclass(frozen=True)
class Config:
    size: int = 5
    min_fill: float = 0.5
    max_fill: float = 0.9

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 19:
            raise ValueError(f"size must be in 3..19, got {self.size}")
        if not 0.2 <= self.min_fill <= self.max_fill <= 1.0:
            raise ValueError(f"need 0.2 <= min_fill <= max_fill <= 1, got {self.min_fill}, {self.max_fill}")


def neighbours(r: int, c: int, n: int) -> list[tuple[int, int]]:
    return [(r + dr, c + dc) for dr, dc in _STEPS if 0 <= r + dr < n and 0 <= c + dc < n]


def cell_name(r: int, c: int) -> str:
    return f"{'abcdefghijklmnopqrs'[c]}{r + 1}"


def flood_layers(board: list[str], piece: str) -> list[list[tuple[int, int]]]:
    """Breadth-first layers of ``piece`` stones reached from its first edge (top row for R,
    left column for B)."""
    n = len(board)
    start = [(0, c) for c in range(n)] if piece == "R" else [(r, 0) for r in range(n)]
    layer = [cell for cell in start if board[cell[0]][cell[1]] == piece]
    seen = set(layer)
    layers = []
    while layer:
        layers.append(layer)
        nxt = []
        for r, c in layer:
            for cell in neighbours(r, c, n):
                if cell not in seen and board[cell[0]][cell[1]] == piece:
                    seen.add(cell)
                    nxt.append(cell)
        layer = sorted(nxt)
    return layers


_TEMPLATES = (
    "A game of Hex on a {n}x{n} rhombus of hexagonal cells. Red (R) owns the top and bottom edges and wins by "
    "connecting them with an unbroken chain of red stones; Blue (B) owns the left and right edges and wins by "
    "connecting those with blue stones. Each row below is drawn half a cell further right than the row above, so "
    "cell (row r, column c) touches (r, c-1), (r, c+1), (r-1, c), (r-1, c+1), (r+1, c-1) and (r+1, c). Empty cells "
    "are '.'. Rows 1 to {n} from the top, columns a to {last} from the left:\n{board}\nWhich player has a winning "
    "chain, if either? Answer Red, Blue or nobody.",
    "Hex position ({n} by {n}, '.' = empty, R = red stone, B = blue stone; every row is shifted half a hexagon to "
    "the right of the one above it):\n{board}\nTwo stones are adjacent when their hexagons share a side: the cell "
    "at row r, column c neighbours the cells to its left and right in the same row, the cells in columns c and "
    "c+1 of the row above, and the cells in columns c-1 and c of the row below. Red needs a chain of adjacent red "
    "stones from the top row to the bottom row; Blue needs a chain of adjacent blue stones from the leftmost "
    "column to the rightmost one. Has Red won, has Blue won, or has nobody won yet?",
    "Decide the state of this Hex board. Red's goal: join the top edge to the bottom edge with a path of "
    "side-adjacent R cells. Blue's goal: join the left edge to the right edge with a path of side-adjacent B "
    "cells. On this {n}x{n} rhombus each hexagon at (row r, column c) has up to six neighbours: (r, c-1), "
    "(r, c+1), (r-1, c), (r-1, c+1), (r+1, c-1), (r+1, c).\n{board}\n('.' is an empty cell.) Reply with the "
    "winner, Red or Blue, or nobody if neither side is connected.",
)


class HexWinner(Bootcamp):
    id = "game/hex_winner"
    description = "Hex: whether Red (top-bottom), Blue (left-right) or nobody has a connecting chain on a given board"
    Config = Config
    LEVELS = {
        "1": Config(size=4, min_fill=0.55, max_fill=0.9),
        "2": Config(size=5, min_fill=0.55, max_fill=0.9),
        "3": Config(size=7, min_fill=0.55, max_fill=0.9),
        "4": Config(size=9, min_fill=0.6, max_fill=0.95),
        "5": Config(size=11, min_fill=0.6, max_fill=0.95),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = config.size
        target = rng.choice(OUTCOMES)
        for _ in range(200):
            stones = round(rng.uniform(config.min_fill, config.max_fill) * n * n)
            cells = rng.sample(range(n * n), stones)
            grid = [["."] * n for _ in range(n)]
            for k, cell in enumerate(cells):
                grid[cell // n][cell % n] = "RB"[k % 2]
            board = ["".join(row) for row in grid]
            winner = self.solve({"board": board})
            if winner == target:
                break
        return {"board": board}, winner

    def prompt(self, data: dict, rng: random.Random) -> str:
        board = data["board"]
        n = len(board)
        header = " " * 4 + " ".join("abcdefghijklmnopqrs"[:n])
        lines = [header] + [f"{r + 1:>2}  " + " " * r + " ".join(row) for r, row in enumerate(board)]
        text = rng.choice(_TEMPLATES).format(n=n, last="abcdefghijklmnopqrs"[n - 1], board="\n".join(lines))
        return f"{text}\n{answer_instruction('one word: Red, Blue or nobody')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if strict_word(text, _WORDS) == answer else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [o for o in OUTCOMES if o != case.answer]

    def program(self, t: Tracer, data: dict) -> str:
        board = data["board"]
        n = len(board)
        for piece, name, goal in (("R", "Red", "bottom row"), ("B", "Blue", "right column")):
            reached, last = False, []
            for k, layer in enumerate(flood_layers(board, piece)):
                t.state(f"{name} layer {k}")
                if k:
                    t.fetch(f"{name} layer {k - 1}", last)
                cells = t.compute(f"{name} layer {k}", [cell_name(r, c) for r, c in layer],
                                  why=f"{piece} stones on the first edge" if k == 0 else f"new {piece} neighbours")
                last = cells
                hit = any((r if piece == "R" else c) == n - 1 for r, c in layer)
                if t.goto(hit, why=f"a stone on the {goal}"):
                    reached = True
                    break
            t.state(f"{name} result")
            if t.goto(reached, why=f"{name} joins both edges"):
                return t.ret("answer", name)
        t.state("answer")
        return t.ret("answer", "nobody")

    def solve(self, data: dict) -> str:
        """Union-find with one virtual node per edge."""
        board = data["board"]
        n = len(board)
        parent = list(range(n * n + 4))  # n*n..n*n+3: top, bottom, left, right

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for r in range(n):
            for c in range(n):
                piece = board[r][c]
                if piece == ".":
                    continue
                here = r * n + c
                for rr, cc in ((r, c + 1), (r + 1, c - 1), (r + 1, c)):
                    if 0 <= rr < n and 0 <= cc < n and board[rr][cc] == piece:
                        parent[find(here)] = find(rr * n + cc)
                if piece == "R":
                    for edge, on in ((n * n, r == 0), (n * n + 1, r == n - 1)):
                        if on:
                            parent[find(here)] = find(edge)
                else:
                    for edge, on in ((n * n + 2, c == 0), (n * n + 3, c == n - 1)):
                        if on:
                            parent[find(here)] = find(edge)
        if find(n * n) == find(n * n + 1):
            return "Red"
        if find(n * n + 2) == find(n * n + 3):
            return "Blue"
        return "nobody"


BOOTCAMP = HexWinner()
