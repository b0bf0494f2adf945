"""A light beam in a box of two-sided mirrors: it enters at one edge cell, turns at every
mirror ('/' or '\\'), and leaves the grid somewhere; say where it leaves and how many mirrors
it bounced off."""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.parse import normalise_text
from bootcamps.trace import Tracer

# heading as (dr, dc); '/' and '\' swap it
_SLASH = {(0, 1): (-1, 0), (0, -1): (1, 0), (1, 0): (0, -1), (-1, 0): (0, 1)}
_BACKSLASH = {(0, 1): (1, 0), (0, -1): (-1, 0), (1, 0): (0, 1), (-1, 0): (0, -1)}
_SIDE_HEADING = {"left": (0, 1), "right": (0, -1), "top": (1, 0), "bottom": (-1, 0)}
_MAX_ANSWER_CHARS = 200


@dataclass(frozen=True)
class Config:
    rows: int = 6
    cols: int = 6
    mirrors: float = 0.25
    min_bounces: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.rows <= 20 or not 2 <= self.cols <= 20:
            raise ValueError(f"rows and cols must be in 2..20, got {self.rows}x{self.cols}")
        if not 0.0 < self.mirrors <= 0.6:
            raise ValueError(f"mirrors must be in (0, 0.6], got {self.mirrors}")
        if self.min_bounces < 0:
            raise ValueError(f"min_bounces must be >= 0, got {self.min_bounces}")


def exit_of(r: int, c: int, rows: int, cols: int) -> str:
    """Where a beam at the outside position (r, c) left: 'right 3' = beyond row 3's right end."""
    if c >= cols:
        return f"right {r + 1}"
    if c < 0:
        return f"left {r + 1}"
    if r < 0:
        return f"top {c + 1}"
    return f"bottom {c + 1}"


def trace_beam(grid: list[str], side: str, index: int) -> tuple[str, int, int]:
    """(exit, bounces, cells visited) of the beam entering at ``side`` row/column ``index`` (from 1)."""
    rows, cols = len(grid), len(grid[0])
    heading = _SIDE_HEADING[side]
    r, c = {"left": (index - 1, 0), "right": (index - 1, cols - 1), "top": (0, index - 1), "bottom": (rows - 1, index - 1)}[side]
    bounces = steps = 0
    while 0 <= r < rows and 0 <= c < cols:
        cell = grid[r][c]
        if cell in "/\\":
            heading = (_SLASH if cell == "/" else _BACKSLASH)[heading]
            bounces += 1
        r, c = r + heading[0], c + heading[1]
        steps += 1
    return exit_of(r, c, rows, cols), bounces, steps


def read_exit(text: str) -> tuple[str, int, int] | None:
    """("right", 3, 4) from "right 3, 4" or "Right side, row 3; 4 bounces"; None otherwise."""
    if not isinstance(text, str) or len(text) > _MAX_ANSWER_CHARS:
        return None
    if any(unicodedata.category(ch) == "No" for ch in text):
        return None  # superscript or subscript digits: "1²" is not 12
    text = normalise_text(text)
    if text is None:
        return None
    tokens = [w for w in _SEPARATORS.split(text) if w and w not in _FILLERS]
    if len(tokens) != 3 or tokens[0] not in _SIDE_HEADING:
        return None
    if not all(w.isascii() and w.isdigit() and len(w) <= 4 for w in tokens[1:]):
        return None
    return tokens[0], int(tokens[1]), int(tokens[2])


_SEPARATORS = re.compile(r"[\s,;:()]+")
_FILLERS = frozenset({"side", "edge", "row", "column", "col", "bounces", "bounce", "mirrors", "mirror",
                      "reflections", "reflection", "of", "at", "the", "and", "after", "exits", "exit"})


_TEMPLATES = (
    "A {r}x{c} box contains two-sided mirrors: '/' and '\\' are mirrors at 45 degrees, '.' is empty space.\n{grid}\n"
    "A laser beam enters from the {side} edge into {where} and travels straight, turning 90 degrees at each mirror "
    "as a light ray would ('/' turns a beam moving right to move up, '\\' turns a beam moving right to move down). "
    "Where does it leave the box, and off how many mirrors did it bounce?",
    "Light enters this grid of mirrors ('/', '\\') and empty cells ('.') at the {side} edge, into {where}:\n{grid}\n"
    "A beam heading right that hits '/' goes up, and one that hits '\\' goes down; the other directions follow by "
    "reflection (heading up into '/' goes right, heading left into '/' goes down, and so on). Give the edge and "
    "the row or column where the beam exits, and the number of reflections.",
    "Follow the beam. Grid ({r} rows, {c} columns; '.' empty, '/' and '\\' mirrors):\n{grid}\nIt comes in from the "
    "{side} side into {where}. Mirrors reflect it by 90 degrees: moving right it turns up at '/' and down at '\\', "
    "moving left it turns down at '/' and up at '\\'. At which edge position does it leave, after how many "
    "reflections?",
)


class MirrorPath(Bootcamp):
    id = "spatial/mirror_path"
    description = "Trace a light beam through a grid of '/' and '\\' mirrors: exit position and number of bounces"
    Config = Config
    LEVELS = {
        "1": Config(rows=4, cols=4, mirrors=0.25, min_bounces=1),
        "2": Config(rows=5, cols=6, mirrors=0.25, min_bounces=2),
        "3": Config(rows=7, cols=7, mirrors=0.3, min_bounces=4),
        "4": Config(rows=9, cols=10, mirrors=0.3, min_bounces=6),
        "5": Config(rows=12, cols=12, mirrors=0.35, min_bounces=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        rows, cols = config.rows, config.cols
        while True:
            grid = ["".join(rng.choice("/\\") if rng.random() < config.mirrors else "." for _ in range(cols))
                    for _ in range(rows)]
            side = rng.choice(list(_SIDE_HEADING))
            index = rng.randint(1, rows if side in ("left", "right") else cols)
            out, bounces, _ = trace_beam(grid, side, index)
            if bounces >= config.min_bounces:
                return {"grid": grid, "side": side, "index": index}, f"{out}, {bounces}"

    def prompt(self, data: dict, rng: random.Random) -> str:
        side, index = data["side"], data["index"]
        where = f"row {index}" if side in ("left", "right") else f"column {index}"
        grid = "\n".join(data["grid"])
        text = rng.choice(_TEMPLATES).format(r=len(data["grid"]), c=len(data["grid"][0]), grid=grid, side=side, where=where)
        form = ("the exit edge (left, right, top or bottom) with its row or column number (rows count from the top, "
                "columns from the left, both from 1), then the number of bounces, for example: right 3, 4")
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        got, want = read_exit(text), read_exit(answer)
        return 1.0 if got is not None and got == want else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        side, index, bounces = read_exit(case.answer)  # type: ignore[misc]
        other = next(s for s in _SIDE_HEADING if s != side)
        return [f"{side} {index}, {bounces + 1}", f"{side} {index + 1}, {bounces}", f"{other} {index}, {bounces}"]

    def program(self, t: Tracer, data: dict) -> str:
        grid = data["grid"]
        rows, cols = len(grid), len(grid[0])
        side, index = data["side"], data["index"]
        t.state("enter")
        heading = t.compute("heading", list(_SIDE_HEADING[side]), why=f"entering from the {side}")
        r, c = {"left": (index - 1, 0), "right": (index - 1, cols - 1), "top": (0, index - 1), "bottom": (rows - 1, index - 1)}[side]
        pos = t.compute("pos", [r + 1, c + 1], why="the first cell (row, column)")
        bounces = 0
        while True:
            r, c = pos[0] - 1, pos[1] - 1
            if not (0 <= r < rows and 0 <= c < cols):
                break
            t.state(f"cell r{r + 1}c{c + 1}")
            cell = t.fetch(f"grid[{r + 1}][{c + 1}]", grid[r][c])
            if cell in "/\\":
                turn = _SLASH if cell == "/" else _BACKSLASH
                heading = t.compute("heading", list(turn[tuple(heading)]), why=f"reflect at {cell}")
                bounces = t.compute("bounces", bounces + 1, why="one more reflection")
            pos = t.compute("pos", [pos[0] + heading[0], pos[1] + heading[1]], why="one step along the heading")
        t.state("answer")
        out = t.compute("exit", exit_of(pos[0] - 1, pos[1] - 1, rows, cols), why="the position outside the grid")
        return f"{out}, {t.fetch('bounces', bounces)}"

    def solve(self, data: dict) -> str:
        out, bounces, _ = trace_beam(data["grid"], data["side"], data["index"])
        return f"{out}, {bounces}"


BOOTCAMP = MirrorPath()
