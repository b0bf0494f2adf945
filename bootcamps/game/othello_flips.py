"""Othello (Reversi): on a position reached by legal play, the most discs one legal move of
the player to move turns over. A move places a disc that brackets, in any of the eight
directions, an unbroken line of the opponent's discs ending at one of the mover's discs;
every bracketed disc flips."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.games2 import render_board, square_name
from bootcamps.trace import Tracer

_DIRS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


@dataclass(frozen=True)
class Config:
    size: int = 8
    plies: int = 16

    def __post_init__(self) -> None:
        if self.size not in (6, 8, 10):
            raise ValueError(f"size must be 6, 8 or 10, got {self.size}")
        if not 1 <= self.plies <= self.size * self.size - 8:
            raise ValueError(f"plies must be in 1..{self.size * self.size - 8}, got {self.plies}")


@lru_cache(maxsize=4)
def _rays(n: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For each square (flat index r*n+c), its eight rays of flat indices, in _DIRS order."""
    out = []
    for r in range(n):
        for c in range(n):
            rays = []
            for dr, dc in _DIRS:
                ray, rr, cc = [], r + dr, c + dc
                while 0 <= rr < n and 0 <= cc < n:
                    ray.append(rr * n + cc)
                    rr, cc = rr + dr, cc + dc
                rays.append(tuple(ray))
            out.append(tuple(rays))
    return tuple(out)


def _ray_flips(cells: str, ray: tuple[int, ...], me: str) -> int:
    k = 0
    for i in ray:
        ch = cells[i]
        if ch == me:
            return k
        if ch == ".":
            return 0
        k += 1
    return 0


def flips_from(board: list[str], r: int, c: int, me: str) -> list[int]:
    """For an empty square, how many discs each of the eight directions would flip."""
    n = len(board)
    cells = "".join(board)
    return [_ray_flips(cells, ray, me) for ray in _rays(n)[r * n + c]]


def _play_flat(cells: list[str], sq: int, me: str, n: int) -> None:
    text = "".join(cells)
    cells[sq] = me
    for ray in _rays(n)[sq]:
        for i in ray[: _ray_flips(text, ray, me)]:
            cells[i] = me


@lru_cache(maxsize=4)
def _long_rays(n: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per square, only the rays of two or more squares (a shorter ray never brackets)."""
    return tuple(tuple(ray for ray in rays if len(ray) >= 2) for rays in _rays(n))


def _legal_flat(cells: list[str], me: str, n: int) -> list[tuple[int, int]]:
    """(square, flips) of every legal move, by flat index; a ray is walked only when its first
    square holds an opponent disc."""
    them = "O" if me == "X" else "X"
    rays = _long_rays(n)
    out = []
    for sq in range(n * n):
        if cells[sq] != ".":
            continue
        k = 0
        for ray in rays[sq]:
            if cells[ray[0]] == them:
                for j, i in enumerate(ray):
                    ch = cells[i]
                    if ch != them:
                        if ch == me:
                            k += j
                        break
        if k:
            out.append((sq, k))
    return out


_TEMPLATES = (
    "Othello position ({n}x{n}; X and O are the two players' discs, . is empty):\n{board}\nIt is {me}'s turn. A legal "
    "move places a {me} disc on an empty square so that, in at least one of the eight directions (horizontal, "
    "vertical, diagonal), a straight unbroken line of {them} discs runs from the new disc to another {me} disc; every "
    "{them} disc in each such line is flipped to {me}. Over all of {me}'s legal moves, what is the largest number of "
    "discs a single move flips?",
    "Reversi board, columns a-{last} left to right, rows numbered from the bottom:\n{board}\nPlayer {me} moves next. "
    "Placing a disc flips every contiguous run of opponent ({them}) discs that lies between the new disc and one of "
    "{me}'s own discs along a row, column or diagonal; a move is legal only if it flips at least one disc. What is the "
    "maximum number of {them} discs {me} can flip with one move?",
    "In this Othello game (X, O discs; dots are empty squares)\n{board}\n{me} is to play. Count, for each legal {me} "
    "move, the opponent discs it turns over (all {them} discs enclosed in a straight line, in any of 8 directions, "
    "between the placed disc and an existing {me} disc, with no gaps). Report the highest such count.",
)


class OthelloFlips(IntegerAnswer, Bootcamp):
    id = "game/othello_flips"
    description = "Othello/Reversi: the most discs a single legal move flips for the player to move"
    Config = Config
    LEVELS = {
        "1": Config(size=8, plies=7),
        "2": Config(size=8, plies=10),
        "3": Config(size=8, plies=16),
        "4": Config(size=10, plies=24),
        "5": Config(size=10, plies=36),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n, h = config.size, config.size // 2
        while True:
            cells = ["."] * (n * n)
            cells[(h - 1) * n + h - 1] = cells[h * n + h] = "O"
            cells[(h - 1) * n + h] = cells[h * n + h - 1] = "X"
            me = "X"
            for _ in range(config.plies):
                options = _legal_flat(cells, me, n)
                if options:
                    _play_flat(cells, rng.choice(options)[0], me, n)
                me = "O" if me == "X" else "X"
            me = rng.choice("XO")
            options = _legal_flat(cells, me, n)
            if len(options) >= 2:
                board = ["".join(cells[r * n : (r + 1) * n]) for r in range(n)]
                return {"board": board, "me": me}, max(k for _, k in options)

    def prompt(self, data: dict, rng: random.Random) -> str:
        board, me = data["board"], data["me"]
        n = len(board)
        text = rng.choice(_TEMPLATES).format(
            board=render_board(board), me=me, them="O" if me == "X" else "X", n=n, last="abcdefghij"[n - 1]
        )
        return f"{text}\n{answer_instruction('one integer, the largest number of discs flipped')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Every empty square next to an opponent disc: count the flips along each direction
        (0 where the run of opponent discs is not closed by one of ours); keep the maximum."""
        board, me = data["board"], data["me"]
        n, them = len(board), "O" if data["me"] == "X" else "X"
        best = 0
        for r in range(n):
            for c in range(n):
                if board[r][c] != "." or not any(
                    0 <= r + dr < n and 0 <= c + dc < n and board[r + dr][c + dc] == them for dr, dc in _DIRS
                ):
                    continue
                sq = square_name(r, c, n)
                t.state(f"square {sq}")
                per = t.compute(f"lines[{sq}]", flips_from(board, r, c, me), why="flips toward NW N NE W E SW S SE")
                total = t.compute(f"flips[{sq}]", sum(per), why="sum over directions")
                best = t.compute("best", max(t.fetch("best", best), total), why="keep the larger")
        t.state("answer")
        return t.ret("answer", best)

    def solve(self, data: dict) -> int:
        """Play every empty square on a copy (walking each ray until it leaves the opponent's
        discs) and count how many squares changed colour."""
        board, me = data["board"], data["me"]
        n = len(board)
        best = 0
        for r in range(n):
            for c in range(n):
                if board[r][c] != ".":
                    continue
                cells = {(i, j): board[i][j] for i in range(n) for j in range(n)}
                for dr, dc in _DIRS:
                    path, i, j = [], r + dr, c + dc
                    while (i, j) in cells and cells[i, j] not in (".", me):
                        path.append((i, j))
                        i, j = i + dr, j + dc
                    if path and cells.get((i, j)) == me:
                        for p in path:
                            cells[p] = me
                best = max(best, sum(1 for p, v in cells.items() if v != board[p[0]][p[1]]))
        return best


BOOTCAMP = OthelloFlips()
