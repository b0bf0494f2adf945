"""Dots and boxes: the two players' scores after a given sequence of lines. Players A and B
take turns drawing a line between two neighbouring dots, A first; a player whose line completes
the fourth side of one or two boxes scores them and must draw again, otherwise the turn passes.
The moves are listed without saying who drew them, so the extra-turn rule decides whose each
box is. The answer is A's score then B's. The trace is one state per move."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    rows: int = 2  # boxes per column
    cols: int = 2  # boxes per row
    played: float = 1.0  # fraction of all lines drawn (the last ones are left out)

    def __post_init__(self) -> None:
        if not 1 <= self.rows <= 8 or not 2 <= self.cols <= 8:
            raise ValueError(f"need 1..8 rows and 2..8 columns of boxes, got {self.rows}x{self.cols}")
        if not 0.5 <= self.played <= 1.0:
            raise ValueError(f"played must be in [0.5, 1], got {self.played}")


def all_lines(rows: int, cols: int) -> list[list[int]]:
    """Every line as [r1, c1, r2, c2] between dots (row, column), 0-based."""
    lines = [[r, c, r, c + 1] for r in range(rows + 1) for c in range(cols)]
    lines += [[r, c, r + 1, c] for r in range(rows) for c in range(cols + 1)]
    return lines


def box_sides(r: int, c: int) -> list[tuple[int, int, int, int]]:
    """The four lines around the box whose top-left dot is (r, c)."""
    return [(r, c, r, c + 1), (r + 1, c, r + 1, c + 1), (r, c, r + 1, c), (r, c + 1, r + 1, c + 1)]


def boxes_of(line: list[int], rows: int, cols: int) -> list[tuple[int, int]]:
    """The one or two boxes (by top-left dot) that have ``line`` as a side."""
    r1, c1, r2, c2 = line
    if r1 == r2:  # horizontal: the box below and the box above
        cands = [(r1, c1), (r1 - 1, c1)]
    else:  # vertical: the box to the right and the box to the left
        cands = [(r1, c1), (r1, c1 - 1)]
    return [(r, c) for r, c in cands if 0 <= r < rows and 0 <= c < cols]


def name(line: list[int]) -> str:
    r1, c1, r2, c2 = line
    return f"({r1 + 1},{c1 + 1})-({r2 + 1},{c2 + 1})"


_TEMPLATES = (
    "Dots and boxes on a grid of {dr} rows by {dc} columns of dots ({br} x {bc} boxes). Dots are named "
    "(row, column), rows 1 to {dr} from the top and columns 1 to {dc} from the left. Players A and B take turns "
    "drawing one line between two neighbouring dots, A first. A player who draws the fourth side of a box (one "
    "line can finish two boxes) scores each box finished and must draw another line at once; a line that "
    "finishes no box passes the turn to the other player. These lines were drawn, in this order:\n{moves}\n"
    "What is each player's score now?",
    "Game of dots and boxes, {br} boxes tall and {bc} wide (dots (1,1) at the top left to ({dr},{dc}) at the bottom "
    "right, as (row, column)). A starts; players alternate drawing a horizontal or vertical segment joining two "
    "adjacent dots. Completing a box (closing its last open side) earns the player 1 point per box closed and an "
    "extra move; otherwise play goes to the opponent. The moves so far, in order, with no record of who made "
    "them:\n{moves}\nWork out how many boxes A and B have each won.",
    "Two players, A and B, play dots and boxes on {dr}x{dc} dots (row, column from the top left). On a turn a "
    "player joins two adjacent dots with a line. If that line completes one or two boxes, the player claims them "
    "and moves again; if not, it is the other player's turn. A moves first. Lines drawn so far, in order:\n"
    "{moves}\nGive the number of boxes owned by A and by B.",
)


class DotsAndBoxes(IntListAnswer, Bootcamp):
    id = "game/dots_and_boxes"
    description = "Dots and boxes: both players' scores after a move list, with the extra-turn-on-completion rule"
    Config = Config
    LEVELS = {
        "1": Config(rows=2, cols=2, played=1.0),
        "2": Config(rows=2, cols=3, played=0.85),
        "3": Config(rows=3, cols=3, played=0.85),
        "4": Config(rows=3, cols=4, played=0.8),
        "5": Config(rows=4, cols=5, played=0.8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        lines = all_lines(config.rows, config.cols)
        count = rng.randint(round(config.played * len(lines)), len(lines))
        while True:
            moves = rng.sample(lines, count)
            data = {"rows": config.rows, "cols": config.cols, "moves": moves}
            scores = self.solve(data)
            if sum(scores) >= 2:
                return data, scores

    def prompt(self, data: dict, rng: random.Random) -> str:
        rows, cols = data["rows"], data["cols"]
        if rng.randrange(2):
            moves = "\n".join(f"{i}. {name(m)}" for i, m in enumerate(data["moves"], 1))
        else:
            moves = ", ".join(name(m) for m in data["moves"])
        text = rng.choice(_TEMPLATES).format(dr=rows + 1, dc=cols + 1, br=rows, bc=cols, moves=moves)
        form = "two integers, A's score then B's score, separated by a comma (for example 3, 1)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        rows, cols = data["rows"], data["cols"]
        drawn: set[tuple[int, ...]] = set()
        player, score = "A", {"A": 0, "B": 0}
        for i, move in enumerate(data["moves"], 1):
            t.state(f"move {i}")
            t.fetch(f"line {i}", name(move))
            mover = t.fetch("to move", player)
            drawn.add(tuple(move))
            closed = [f"box ({r + 1},{c + 1})" for r, c in boxes_of(move, rows, cols)
                      if all(side in drawn for side in box_sides(r, c))]
            closed = t.compute("boxes closed", closed, why="boxes beside the line with all four sides drawn")
            if t.goto(bool(closed), why="closing a box earns another move"):
                score[mover] = t.compute(f"score {mover}", t.fetch(f"score {mover}", score[mover]) + len(closed))
            else:
                player = t.compute("to move", "B" if mover == "A" else "A", why="turn passes")
        t.state("answer")
        return t.compute("scores", [t.fetch("score A", score["A"]), t.fetch("score B", score["B"])])

    def solve(self, data: dict) -> list[int]:
        """A box is won on the move that draws the last of its four sides; the mover of move i is
        A when an even number of earlier moves closed nothing."""
        rows, cols = data["rows"], data["cols"]
        when = {tuple(m): i for i, m in enumerate(data["moves"])}
        closing = [0] * len(data["moves"])
        for r in range(rows):
            for c in range(cols):
                times = [when.get(side) for side in box_sides(r, c)]
                if None not in times:
                    closing[max(times)] += 1  # type: ignore[type-var]
        scores, passes = [0, 0], 0
        for i, boxes in enumerate(closing):
            scores[passes % 2] += boxes
            passes += boxes == 0
        return scores


BOOTCAMP = DotsAndBoxes()
