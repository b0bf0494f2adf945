"""2048 without new tiles: the board after a sequence of swipes. A swipe slides every tile as
far as it goes in that direction; two equal tiles that meet merge into their sum, a merged
tile does not merge again in the same swipe, and merges happen first at the side swiped
toward."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.boards import IntGridAnswer
from bootcamps.trace import Tracer

_DIRECTIONS = ("left", "right", "up", "down")


@dataclass(frozen=True)
class Config:
    size: int = 4
    swipes: int = 3
    fill: float = 0.6  # share of cells holding a tile at the start

    def __post_init__(self) -> None:
        if not 3 <= self.size <= 6:
            raise ValueError(f"size must be in 3..6, got {self.size}")
        if not 1 <= self.swipes <= 12:
            raise ValueError(f"swipes must be in 1..12, got {self.swipes}")
        if not 0.2 <= self.fill <= 1.0:
            raise ValueError(f"fill must be in [0.2, 1], got {self.fill}")


def merge_line(line: list[int]) -> list[int]:
    """One row swiped toward its start: tiles close up, equal neighbours merge once, front first."""
    tiles = [v for v in line if v]
    out: list[int] = []
    i = 0
    while i < len(tiles):
        if i + 1 < len(tiles) and tiles[i] == tiles[i + 1]:
            out.append(2 * tiles[i])
            i += 2
        else:
            out.append(tiles[i])
            i += 1
    return out + [0] * (len(line) - len(out))


def lines_of(direction: str, n: int) -> list[list[tuple[int, int]]]:
    """The cells of each line, listed from the side the tiles move toward."""
    if direction == "left":
        return [[(r, c) for c in range(n)] for r in range(n)]
    if direction == "right":
        return [[(r, c) for c in reversed(range(n))] for r in range(n)]
    if direction == "up":
        return [[(r, c) for r in range(n)] for c in range(n)]
    return [[(r, c) for r in reversed(range(n))] for c in range(n)]


def swipe(grid: list[list[int]], direction: str) -> list[list[int]]:
    n = len(grid)
    out = [[0] * n for _ in range(n)]
    for cells in lines_of(direction, n):
        for (r, c), v in zip(cells, merge_line([grid[r][c] for r, c in cells])):
            out[r][c] = v
    return out


_TEMPLATES = (
    "2048 board ({n}x{n}, 0 = empty cell):\n{board}\nApply these swipes in order: {moves}. On a swipe every tile slides "
    "as far as possible in that direction. When two tiles with the same number collide they merge into one tile with "
    "their sum; a tile made by a merge cannot merge again during the same swipe, and along each line the tiles "
    "nearest the wall being swiped toward merge first (so 2 2 2 swiped left gives 4 2). No new tiles appear. What "
    "does the board look like at the end?",
    "Take this 2048 grid (0 marks an empty square):\n{board}\nSwipe {moves}, in that order, with no random tiles "
    "added. Each swipe pushes all tiles toward one edge; equal tiles that meet combine into a single tile of double "
    "value, each tile merges at most once per swipe, and merging is resolved starting from the edge the tiles move "
    "toward. Give the final grid.",
    "Sliding-tile game 2048 on a {n}x{n} board:\n{board}\nMoves: {moves}. Rules for one move: tiles slide toward the "
    "chosen edge until blocked; two equal tiles pushed together become one tile worth their sum (at most one merge "
    "per tile per move, pairs formed from the leading edge backwards, e.g. 4 4 4 4 left -> 8 8 0 0); nothing new "
    "spawns. Write the board after the last move.",
)


class Slide2048(IntGridAnswer, Bootcamp):
    id = "game/slide_2048"
    description = "2048: the board after a sequence of swipes (slides, single merges from the leading edge, no spawns)"
    Config = Config
    LEVELS = {
        "1": Config(size=4, swipes=1, fill=0.6),
        "2": Config(size=4, swipes=2, fill=0.7),
        "3": Config(size=4, swipes=4, fill=0.8),
        "4": Config(size=5, swipes=5, fill=0.8),
        "5": Config(size=6, swipes=7, fill=0.85),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[list[int]]]:
        n = config.size
        grid = [[rng.choice((2, 2, 2, 4, 4, 8, 16)) if rng.random() < config.fill else 0 for _ in range(n)]
                for _ in range(n)]
        moves = []
        board = grid
        for _ in range(config.swipes):
            # prefer a swipe that changes the board (a no-op swipe teaches nothing)
            options = [d for d in _DIRECTIONS if swipe(board, d) != board] or list(_DIRECTIONS)
            d = rng.choice(options)
            moves.append(d)
            board = swipe(board, d)
        return {"grid": grid, "moves": moves}, board

    def prompt(self, data: dict, rng: random.Random) -> str:
        grid = data["grid"]
        board = "\n".join(" ".join(f"{v:>2}" for v in row) for row in grid)
        text = rng.choice(_TEMPLATES).format(n=len(grid), board=board, moves=", ".join(data["moves"]))
        form = "the final board, one row per line with numbers separated by spaces and 0 for empty cells"
        return f"{text}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> list[list[int]]:
        """Each swipe line by line, reading each line from the wall the tiles move toward."""
        grid = [list(row) for row in data["grid"]]
        n = len(grid)
        for k, direction in enumerate(data["moves"], start=1):
            new = [[0] * n for _ in range(n)]
            for j, cells in enumerate(lines_of(direction, n), start=1):
                t.state(f"swipe {k} {direction} line {j}")
                line = t.fetch(f"line[{j}]", [grid[r][c] for r, c in cells])
                merged = t.compute(f"after[{j}]", merge_line(line), why="close up, merge equal pairs from the front")
                for (r, c), v in zip(cells, merged):
                    new[r][c] = v
            grid = new
        t.state("answer")
        return t.compute("board", [list(row) for row in grid], why="the board after the last swipe")

    def solve(self, data: dict) -> list[list[int]]:
        """Every swipe as a left swipe of the board rotated (transposed / mirrored) and back,
        with a tile-by-tile merge that remembers whether the last tile was made by a merge."""
        grid = [list(row) for row in data["grid"]]

        def left(g: list[list[int]]) -> list[list[int]]:
            out = []
            for row in g:
                tiles: list[int] = []
                fresh = False  # whether tiles[-1] came from a merge in this swipe
                for v in row:
                    if not v:
                        continue
                    if tiles and tiles[-1] == v and not fresh:
                        tiles[-1] *= 2
                        fresh = True
                    else:
                        tiles.append(v)
                        fresh = False
                out.append(tiles + [0] * (len(row) - len(tiles)))
            return out

        def transpose(g: list[list[int]]) -> list[list[int]]:
            return [list(col) for col in zip(*g)]

        def mirror(g: list[list[int]]) -> list[list[int]]:
            return [row[::-1] for row in g]

        for d in data["moves"]:
            if d == "left":
                grid = left(grid)
            elif d == "right":
                grid = mirror(left(mirror(grid)))
            elif d == "up":
                grid = transpose(left(transpose(grid)))
            else:
                grid = transpose(mirror(left(mirror(transpose(grid)))))
        return grid


BOOTCAMP = Slide2048()
