"""Sliding tile puzzle (8-puzzle and its 2x4 / 3x4 cousins): a shortest sequence of slides from
a scrambled board to a given goal board. Any shortest sequence passes: the verifier replays
the slides and compares the count with the optimum (A* with the Manhattan distance).

Speed: every case runs A* (and redraws scrambles whose search is too long to trace), about
800 cases/s of CPU time at level 3 on one core (below 1,000/s, above 100/s)."""

from __future__ import annotations

import heapq
import random
import re
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.trace import Tracer

# A move names the direction the TILE slides into the gap: L moves the tile right of the gap leftwards.
_SLIDE = {"L": (0, 1), "R": (0, -1), "U": (1, 0), "D": (-1, 0)}  # where the tile comes from, relative to the gap
_SEPARATORS = re.compile(r"[\s,;]+")
_MAX_ANSWER_CHARS = 400


@dataclass(frozen=True)
class Config:
    rows: int = 3
    cols: int = 3
    scramble: int = 12  # random slides from the goal (the optimum is at most this)
    min_moves: int = 6
    max_expanded: int = 300  # cases whose A* search expands more boards are redrawn (trace length)

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 4 or not 2 <= self.cols <= 4:
            raise ValueError(f"need 2..4 rows and columns, got {self.rows}x{self.cols}")
        if not 1 <= self.min_moves <= self.scramble <= 60:
            raise ValueError(f"need 1 <= min_moves <= scramble <= 60, got {self.min_moves}, {self.scramble}")
        if not 10 <= self.max_expanded <= 5000:
            raise ValueError(f"max_expanded must be in 10..5000, got {self.max_expanded}")


def slide(board: str, move: str, cols: int) -> str | None:
    """The board after sliding a tile in direction ``move`` into the gap ('0'); None if no tile can."""
    gap = board.index("0")
    r, c = divmod(gap, cols)
    dr, dc = _SLIDE[move]
    tr, tc = r + dr, c + dc
    if not (0 <= tr < len(board) // cols and 0 <= tc < cols):
        return None
    tile = tr * cols + tc
    cells = list(board)
    cells[gap], cells[tile] = cells[tile], "0"
    return "".join(cells)


def manhattan(board: str, goal: str, cols: int) -> int:
    where = {v: divmod(i, cols) for i, v in enumerate(goal)}
    total = 0
    for i, v in enumerate(board):
        if v != "0":
            r, c = divmod(i, cols)
            gr, gc = where[v]
            total += abs(r - gr) + abs(c - gc)
    return total


def astar(start: str, goal: str, cols: int, limit: int = 10**6) -> tuple[list[str], int]:
    """A shortest move list (A*, Manhattan heuristic, ties by insertion order) and the number of
    boards expanded; ``([], expanded)`` once more than ``limit`` boards are expanded."""
    heap = [(manhattan(start, goal, cols), 0, 0, start)]
    parent: dict[str, tuple[str, str] | None] = {start: None}
    best = {start: 0}
    count = 1
    expanded = 0
    while heap:
        _, g, _, board = heapq.heappop(heap)
        if g > best[board]:
            continue
        expanded += 1
        if expanded > limit:
            return [], expanded
        if board == goal:
            out = []
            while parent[board] is not None:
                board, move = parent[board]  # type: ignore[misc]
                out.append(move)
            return out[::-1], expanded
        for move in "LRUD":
            nxt = slide(board, move, cols)
            if nxt is not None and g + 1 < best.get(nxt, 10**9):
                best[nxt] = g + 1
                parent[nxt] = (board, move)
                heapq.heappush(heap, (g + 1 + manhattan(nxt, goal, cols), g + 1, count, nxt))
                count += 1
    raise ValueError("goal unreachable")


def render(board: str, cols: int) -> str:
    return "\n".join(" ".join("_" if v == "0" else v for v in board[i : i + cols]) for i in range(0, len(board), cols))


_TEMPLATES = (
    "A sliding puzzle has {cells} cells holding tiles 1 to {tiles} and one gap (_). Current board:\n{start}\n"
    "Goal board:\n{goal}\nA move slides one tile next to the gap into it: L means the tile right of the gap moves "
    "left, R the tile left of the gap moves right, U the tile below the gap moves up, D the tile above the gap moves "
    "down. Find a shortest sequence of moves that reaches the goal.",
    "Solve this {rows}x{cols} sliding-tile puzzle in as few moves as possible.\nStart:\n{start}\nTarget:\n{goal}\n"
    "Each move is written as the direction the moved tile travels (U, D, L or R) into the empty square _. "
    "Give an optimal move sequence.",
    "Tiles slide into the empty cell (_) of this {rows}x{cols} frame. From\n{start}\nreach\n{goal}\nusing the minimum "
    "number of slides. Write each slide as the direction the tile moves: U (up), D (down), L (left), R (right).",
)


class SlidingTiles(Bootcamp):
    id = "planning/sliding_tiles"
    description = "Sliding tile puzzle: a shortest slide sequence from a scrambled board to the goal (replayed and counted)"
    Config = Config
    unique_answer = False
    LEVELS = {
        "1": Config(rows=3, cols=3, scramble=6, min_moves=4, max_expanded=60),
        "2": Config(rows=3, cols=3, scramble=10, min_moves=6, max_expanded=120),
        "3": Config(rows=3, cols=3, scramble=14, min_moves=8, max_expanded=200),
        "4": Config(rows=3, cols=3, scramble=16, min_moves=10, max_expanded=300),
        "5": Config(rows=3, cols=3, scramble=20, min_moves=12, max_expanded=400),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        cells = config.rows * config.cols
        while True:
            goal = list("123456789ABCDEF"[: cells - 1] + "0")
            rng.shuffle(goal)
            goal_s = "".join(goal)
            board, last = goal_s, ""
            for _ in range(config.scramble):
                options = [m for m in "LRUD" if slide(board, m, config.cols) is not None and m != {"L": "R", "R": "L", "U": "D", "D": "U"}.get(last)]
                last = rng.choice(options)
                board = slide(board, last, config.cols)  # type: ignore[assignment]
            plan, expanded = astar(board, goal_s, config.cols, config.max_expanded)
            if len(plan) >= config.min_moves and expanded <= config.max_expanded:
                return {"start": board, "goal": goal_s, "cols": config.cols}, plan

    def prompt(self, data: dict, rng: random.Random) -> str:
        cols = data["cols"]
        cells = len(data["start"])
        text = rng.choice(_TEMPLATES).format(
            cells=cells, tiles=cells - 1, rows=cells // cols, cols=cols,
            start=render(data["start"], cols), goal=render(data["goal"], cols),
        )
        form = "the moves in order as letters separated by spaces (for example L U R D)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return " ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > _MAX_ANSWER_CHARS:
            return 0.0
        text = text.strip().strip("[]").rstrip(".").strip().upper()
        moves = [m for m in _SEPARATORS.split(text) if m]
        if len(moves) == 1 and len(moves[0]) == len(answer):
            moves = list(moves[0])  # "LURD" written without spaces
        if len(moves) != len(answer) or any(m not in _SLIDE for m in moves):
            return 0.0
        board: str | None = data["start"]
        for m in moves:
            board = slide(board, m, data["cols"])  # type: ignore[arg-type]
            if board is None:
                return 0.0
        return 1.0 if board == data["goal"] else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        plan = list(case.answer)
        flip = {"L": "R", "R": "L", "U": "D", "D": "U"}
        # Reversing one move moves the blank's end cell by two steps, so that board is not the goal.
        # (Reversing every move is no wrong answer: where the blank ends where it began, the mirror
        # plan can be another optimal one, as at level 4, seed 846.)
        i = rng.randrange(len(plan))
        one_reversed = plan[:i] + [flip[plan[i]]] + plan[i + 1 :]
        return [" ".join(plan[:-1]), " ".join(plan + [plan[-1], flip[plan[-1]]]), " ".join(one_reversed)]

    def program(self, t: Tracer, data: dict) -> list[str]:
        """A*: expand the open board with the least g + Manhattan distance (ties: oldest first)."""
        start, goal, cols = data["start"], data["goal"], data["cols"]
        heap = [(manhattan(start, goal, cols), 0, 0, start, "")]
        best = {start: 0}
        count = 1
        while True:
            f, g, _, board, path = heapq.heappop(heap)
            if g > best[board]:
                continue  # a stale entry: the board was reached more cheaply since
            t.state("expand")
            board = t.compute("board", board, why="open board with the least f = g + h")
            path = t.compute("path", path, why="moves from the start")
            if t.goto(board == goal, why="the goal"):
                return t.compute("plan", list(path), why="the moves in order")
            for move in "LRUD":
                nxt = slide(board, move, cols)
                if nxt is None:
                    continue
                h = t.compute(f"h[{move}]", manhattan(nxt, goal, cols), why="Manhattan distance of the new board")
                if len(path) + 1 < best.get(nxt, 10**9):
                    best[nxt] = len(path) + 1
                    heapq.heappush(heap, (len(path) + 1 + h, len(path) + 1, count, nxt, path + move))
                    count += 1

    def solve(self, data: dict) -> list[str]:
        """Bidirectional breadth-first search (moves are reversible), joined where the searches meet."""
        start, goal, cols = data["start"], data["goal"], data["cols"]
        if start == goal:
            return []
        flip = {"L": "R", "R": "L", "U": "D", "D": "U"}
        fwd, bwd = {start: ""}, {goal: ""}
        f_front, b_front = [start], [goal]
        while True:
            nxt = []
            for b in f_front:
                for m in "LRUD":
                    n = slide(b, m, cols)
                    if n is not None and n not in fwd:
                        fwd[n] = fwd[b] + m
                        nxt.append(n)
                        if n in bwd:
                            return list(fwd[n]) + [flip[x] for x in reversed(bwd[n])]
            f_front = nxt
            nxt = []
            for b in b_front:
                for m in "LRUD":
                    n = slide(b, m, cols)
                    if n is not None and n not in bwd:
                        bwd[n] = bwd[b] + m
                        nxt.append(n)
                        if n in fwd:
                            return list(fwd[n]) + [flip[x] for x in reversed(bwd[n])]
            b_front = nxt


BOOTCAMP = SlidingTiles()
