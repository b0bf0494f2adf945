"""Route transposition: write the letters row by row into a grid, then read them along a spiral
(clockwise or anticlockwise, from a stated corner)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.ciphers import TextAnswer, message
from bootcamps.kit.textkit import letters_only
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_cols: int = 3
    max_cols: int = 4
    min_rows: int = 3
    max_rows: int = 3
    corners: int = 1  # how many starting corners the generator may pick (1: top-left only)
    both_turns: bool = False  # anticlockwise spirals too

    def __post_init__(self) -> None:
        if not 2 <= self.min_cols <= self.max_cols <= 12:
            raise ValueError(f"need 2 <= min_cols <= max_cols <= 12, got {self.min_cols}, {self.max_cols}")
        if not 2 <= self.min_rows <= self.max_rows <= 12:
            raise ValueError(f"need 2 <= min_rows <= max_rows <= 12, got {self.min_rows}, {self.max_rows}")
        if self.corners not in (1, 2, 4):
            raise ValueError(f"corners must be 1, 2 or 4, got {self.corners}")


CORNERS = ("top-left", "top-right", "bottom-right", "bottom-left")


def spiral(rows: int, cols: int, corner: str, clockwise: bool) -> list[tuple[int, int]]:
    """Cells of a rows x cols grid along a spiral that starts at ``corner`` and runs along the edge
    (clockwise or not) and inwards, by walking and turning when the next cell is outside or used."""
    r, c = {"top-left": (0, 0), "top-right": (0, cols - 1), "bottom-right": (rows - 1, cols - 1),
            "bottom-left": (rows - 1, 0)}[corner]
    turns = [(0, 1), (1, 0), (0, -1), (-1, 0)]  # right, down, left, up: the clockwise order
    if not clockwise:
        turns = [turns[0], turns[3], turns[2], turns[1]]
    # first heading: along the edge leaving the corner in the stated turning sense
    first = {("top-left", True): (0, 1), ("top-right", True): (1, 0), ("bottom-right", True): (0, -1),
             ("bottom-left", True): (-1, 0), ("top-left", False): (1, 0), ("top-right", False): (0, -1),
             ("bottom-right", False): (-1, 0), ("bottom-left", False): (0, 1)}[(corner, clockwise)]
    d = turns.index(first)
    seen, path = set(), []
    for _ in range(rows * cols):
        path.append((r, c))
        seen.add((r, c))
        dr, dc = turns[d]
        if not (0 <= r + dr < rows and 0 <= c + dc < cols) or (r + dr, c + dc) in seen:
            d = (d + 1) % 4
            dr, dc = turns[d]
        r, c = r + dr, c + dc
    return path


def _step(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    return b[0] - a[0], b[1] - a[1]


_TEMPLATES = (
    "Encrypt the message with a route transposition. {rule}",
    "A route cipher hides the message below. {rule} Give the letters in the order they are read.",
    "Apply this spiral route transposition to the message. {rule}",
)
_RULE = ("Remove the spaces and write the letters row by row, left to right, into a grid of {rows} rows and {cols} "
         "columns, filling any empty cells at the end of the last row with X. Then read the grid along a spiral: start "
         "in the {corner} corner, go {sense} along the outer edge, and keep turning {sense} inwards until every "
         "cell has been read once.")


class RouteSpiral(TextAnswer, Bootcamp):
    id = "cipher/route_spiral"
    description = "Route transposition: fill a grid by rows, read it along a stated spiral"
    Config = Config
    LEVELS = {
        "1": Config(min_cols=4, max_cols=5, min_rows=3, max_rows=4, corners=1),
        "2": Config(min_cols=5, max_cols=6, min_rows=4, max_rows=5, corners=2),
        "3": Config(min_cols=5, max_cols=7, min_rows=5, max_rows=6, corners=4, both_turns=True),
        "4": Config(min_cols=6, max_cols=8, min_rows=6, max_rows=7, corners=4, both_turns=True),
        "5": Config(min_cols=8, max_cols=10, min_rows=7, max_rows=9, corners=4, both_turns=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        rows, cols = rng.randint(config.min_rows, config.max_rows), rng.randint(config.min_cols, config.max_cols)
        n = rows * cols - rng.randint(0, cols - 1)
        text = message(rng, n + n // 5 + 2)
        while len(letters_only(text)) > n:
            text = text.rsplit(" ", 1)[0] if " " in text else text[:n]
        data = {"text": text, "rows": rows, "cols": cols, "corner": rng.choice(CORNERS[: config.corners]),
                "clockwise": True if not config.both_turns else rng.random() < 0.5}
        if len(letters_only(text)) <= (rows - 1) * cols:  # the grid must be needed in full
            data["rows"] = -(-len(letters_only(text)) // cols)
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        sense = "clockwise" if data["clockwise"] else "anticlockwise"
        rule = _RULE.format(rows=data["rows"], cols=data["cols"], corner=data["corner"], sense=sense)
        form = "the letters read in order, in capitals, without spaces"
        return f"{rng.choice(_TEMPLATES).format(rule=rule)}\nMessage: {data['text']}\n{answer_instruction(form)}"

    def program(self, t: Tracer, data: dict) -> str:
        rows, cols = data["rows"], data["cols"]
        t.state("fill grid")
        letters = t.compute("letters", letters_only(t.fetch("message", data["text"])), why="spaces removed")
        cells = t.compute("cells", letters + "X" * (rows * cols - len(letters)), why="padded with X")
        out = []
        path = spiral(rows, cols, data["corner"], data["clockwise"])
        runs: list[list[tuple[int, int]]] = []  # one state per straight run of the walk
        for k, cell in enumerate(path):
            turned = k >= 2 and _step(path[k - 1], cell) != _step(path[k - 2], path[k - 1])
            if k == 0 or turned:
                runs.append([])
            runs[-1].append(cell)
        for n, run in enumerate(runs):
            t.state(f"run {n}")
            for r, c in run:
                out.append(t.fetch(f"grid[{r}][{c}]", cells[r * cols + c]))
            t.compute("read", "".join(out))
        t.state("answer")
        return t.compute("answer", "".join(out))

    def solve(self, data: dict) -> str:
        # Peel the grid: take an edge, rotate the rest so the next edge is on top (clockwise from top-left),
        # after first turning the grid so the stated corner and sense become top-left clockwise.
        rows, cols = data["rows"], data["cols"]
        letters = letters_only(data["text"])
        letters += "X" * (rows * cols - len(letters))
        grid = [list(letters[r * cols : (r + 1) * cols]) for r in range(rows)]
        labelled = [[(r, c) for c in range(cols)] for r in range(rows)]
        if not data["clockwise"]:
            labelled = [list(row) for row in zip(*labelled)]  # transpose: anticlockwise becomes clockwise
            corner = {"top-left": "top-left", "top-right": "bottom-left", "bottom-left": "top-right",
                      "bottom-right": "bottom-right"}[data["corner"]]
        else:
            corner = data["corner"]
        turns = CORNERS.index(corner)
        for _ in range(turns):  # rotate anticlockwise until the start corner is top-left
            labelled = [list(row) for row in zip(*labelled)][::-1]
        out = []
        while labelled:
            out.extend(labelled.pop(0))
            labelled = [list(row) for row in zip(*labelled)][::-1]
        return "".join(grid[r][c] for r, c in out)


BOOTCAMP = RouteSpiral()
