"""Fold a labelled net of a cube: which letters end up on opposite faces?"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.puzzles import OPPOSITE, STEPS, normalise, random_cube_net, roll
from bootcamps.parse import split_items
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    queries: int = 1  # letters whose opposite face is asked
    bent: bool = False  # nets without four squares in a straight line (no "belt" to read off)

    def __post_init__(self) -> None:
        if not 1 <= self.queries <= 3:
            raise ValueError(f"queries must be in 1..3, got {self.queries}")


_TEMPLATES = (
    "The six squares below (letters; dots are empty space) form the net of a cube:\n{net}\nThe net is folded into "
    "a cube with the letters on the outside. {ask}",
    "Cut out this cube net along its outline and fold it along the lines between the squares, letters facing out:\n"
    "{net}\n(. marks paper that is not part of the net.) {ask}",
    "A paper cube was cut open and flattened into this shape, each face marked with a letter (dots are not part of "
    "the shape):\n{net}\nWhen it is folded back into the cube, {ask_lower}",
)


def _straight_four(cells: set) -> bool:
    for r, c in cells:
        if all((r, c + k) in cells for k in range(4)) or all((r + k, c) in cells for k in range(4)):
            return True
    return False


def _grid(net: dict) -> list[str]:
    rows = max(r for r, _ in net) + 1
    cols = max(c for _, c in net) + 1
    return ["".join(net.get((r, c), ".") for c in range(cols)) for r in range(rows)]


class CubeNet(Bootcamp):
    id = "spatial/cube_net"
    description = "Fold a lettered cube net and name the faces opposite given letters"
    Config = Config
    LEVELS = {
        "1": Config(queries=1),
        "2": Config(queries=2),
        "3": Config(queries=3),
        "4": Config(queries=3, bent=True),
        "5": Config(queries=3, bent=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            sides = random_cube_net(rng)
            if not config.bent or not _straight_four(set(sides)):
                break
        shifted = normalise(list(sides))
        offset = (min(r for r, _ in sides), min(c for _, c in sides))
        letters = rng.sample(string.ascii_uppercase, 6)
        label = {cell: letters[i] for i, cell in enumerate(sorted(sides))}
        net = {(r - offset[0], c - offset[1]): label[(r, c)] for r, c in sides}
        assert sorted(net) == list(shifted)
        side_of = {label[cell]: side for cell, side in sides.items()}
        letter_on = {side: letter for letter, side in side_of.items()}
        asked = rng.sample(letters, config.queries)
        data = {"net": _grid(net), "asked": asked}
        return data, [letter_on[OPPOSITE[side_of[x]]] for x in asked]

    def prompt(self, data: dict, rng: random.Random) -> str:
        asked = data["asked"]
        if len(asked) == 1:
            ask = f"Which letter is on the face opposite {asked[0]}?"
            form = "one letter"
        else:
            ask = f"Which letters are on the faces opposite {', '.join(asked[:-1])} and {asked[-1]}, in that order?"
            form = f"{len(asked)} letters in the order asked, separated by commas (for example: Q, M)"
        text = rng.choice(_TEMPLATES).format(net="\n".join(data["net"]), ask=ask, ask_lower=ask[0].lower() + ask[1:])
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 60:
            return 0.0
        items = split_items(text)
        return 1.0 if items is not None and [x.upper() for x in items] == list(answer) else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        letters = sorted({ch for row in case.data["net"] for ch in row if ch != "."})
        out = []
        for i, x in enumerate(case.answer):
            other = rng.choice([y for y in letters if y != x])
            out.append(self.format_answer(case.answer[:i] + [other] + case.answer[i + 1 :]))
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        """Stand the cube on the first square and roll it across the net: the side that lands
        on each square carries that square's letter; opposite sides pair the letters."""
        net = {(r, c): ch for r, row in enumerate(data["net"]) for c, ch in enumerate(row) if ch != "."}
        start = min(net)
        side_letter = {}
        t.state(f"square {net[start]}")
        t.fetch(f"r{start[0] + 1}c{start[1] + 1}", net[start])
        side_letter[t.compute("bottom", "D", why="the cube stands on the first square")] = net[start]
        at = {start: {s: s for s in "UDNSEW"}}
        queue = [start]
        while queue:
            cell = queue.pop(0)
            for direction, (dr, dc) in STEPS.items():
                nxt = (cell[0] + dr, cell[1] + dc)
                if nxt in net and nxt not in at:
                    at[nxt] = roll(at[cell], direction)
                    queue.append(nxt)
                    t.state(f"roll {direction} onto {net[nxt]}")
                    letter = t.fetch(f"r{nxt[0] + 1}c{nxt[1] + 1}", net[nxt])
                    side = t.compute("bottom", at[nxt]["D"], why=f"rolling {direction} brings this side down")
                    side_letter[side] = letter
        answer = []
        for i, x in enumerate(data["asked"]):
            t.state(f"opposite {x}")
            side = t.fetch(f"side[{x}]", next(s for s, v in side_letter.items() if v == x))
            answer.append(t.compute(f"answer[{i}]", side_letter.get(OPPOSITE.get(side, ""), "?"), why="the letter on the opposite side"))
        return answer

    def solve(self, data: dict) -> list[str]:
        """Fold with vectors: each square's outward normal, carried across shared edges."""
        net = {(r, c): ch for r, row in enumerate(data["net"]) for c, ch in enumerate(row) if ch != "."}
        start = min(net)
        frames = {start: ((0, 0, -1), (1, 0, 0), (0, 1, 0))}  # normal, east, south
        stack = [start]
        while stack:
            cell = stack.pop()
            n, e, s = frames[cell]
            neg = lambda v: tuple(-x for x in v)  # noqa: E731
            moves = {(0, 1): (e, neg(n), s), (0, -1): (neg(e), n, s), (1, 0): (s, e, neg(n)), (-1, 0): (neg(s), e, n)}
            for (dr, dc), frame in moves.items():
                nxt = (cell[0] + dr, cell[1] + dc)
                if nxt in net and nxt not in frames:
                    frames[nxt] = frame
                    stack.append(nxt)
        normal = {net[cell]: frame[0] for cell, frame in frames.items()}
        return [next(y for y, v in normal.items() if v == tuple(-x for x in normal[q])) for q in data["asked"]]


BOOTCAMP = CubeNet()
