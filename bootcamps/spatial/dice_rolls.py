"""Rolling a die: from its top, south and east faces, follow a sequence of rolls (and turns
in place) and report the top, south and east faces at the end."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer

# A die state is (top, bottom, north, south, east, west); each move says where each face goes.
_MOVES = {
    "N": (3, 2, 0, 1, 4, 5),  # roll north: new top = old south, new bottom = old north, ...
    "S": (2, 3, 1, 0, 4, 5),
    "E": (5, 4, 2, 3, 0, 1),
    "W": (4, 5, 2, 3, 1, 0),
    "CW": (0, 1, 5, 4, 2, 3),  # turn clockwise seen from above: west face comes north
    "CCW": (0, 1, 4, 5, 3, 2),
}
_WORDS = {"N": "roll north", "S": "roll south", "E": "roll east", "W": "roll west",
          "CW": "turn clockwise", "CCW": "turn counterclockwise"}


@dataclass(frozen=True)
class Config:
    moves: int = 6
    turns: bool = False  # also turns in place about the vertical axis

    def __post_init__(self) -> None:
        if not 1 <= self.moves <= 60:
            raise ValueError(f"moves must be in 1..60, got {self.moves}")


def apply(state: tuple[int, ...], move: str) -> tuple[int, ...]:
    return tuple(state[i] for i in _MOVES[move])


_RULES = (
    "A standard die (opposite faces add up to 7) lies on a table. Its top face shows {top}, the face toward the "
    "south shows {south} and the face toward the east shows {east}. It is then moved: {moves}.\n"
    "Rolling north tips the die over its northern bottom edge: the top face ends up facing north, the south face "
    "comes to the top, the bottom faces south and the north face goes to the bottom (east and west stay). Rolling "
    "south, east or west works the same way in that direction. Turning clockwise (seen from above) spins the die in "
    "place: the north face goes to the east, east to south, south to west and west to north; turning counterclockwise "
    "is the reverse.",
    "Dice puzzle. Opposite faces of the die sum to 7. At the start: top = {top}, south face = {south}, east face = "
    "{east}. Moves in order: {moves}.\nA roll in a direction tips the die over the bottom edge on that side, so the "
    "old top face then faces that direction and the face opposite that direction comes to the top. A clockwise turn "
    "(viewed from above) rotates the side faces north -> east -> south -> west -> north, keeping top and bottom; a "
    "counterclockwise turn goes the other way.",
    "The die on the table shows {top} on top, {south} on its south side and {east} on its east side; faces opposite "
    "each other add to 7. Apply: {moves}.\nWhen the die rolls toward a direction, its top goes to that side, the "
    "opposite side comes up, and the bottom moves to the side it rolled away from. Turns spin it without rolling "
    "(clockwise from above: north face to east, east to south, and so on).",
)


class DiceRolls(IntListAnswer, Bootcamp):
    id = "spatial/dice_rolls"
    description = "Track a die's top, south and east faces through a sequence of rolls and turns"
    Config = Config
    LEVELS = {
        "1": Config(moves=5, turns=False),
        "2": Config(moves=7, turns=False),
        "3": Config(moves=10, turns=True),
        "4": Config(moves=16, turns=True),
        "5": Config(moves=25, turns=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        top = rng.randint(1, 6)
        south = rng.choice([f for f in range(1, 7) if f not in (top, 7 - top)])
        east = rng.choice([f for f in range(1, 7) if f not in (top, 7 - top, south, 7 - south)])
        kinds = list(_MOVES) if config.turns else ["N", "S", "E", "W"]
        moves = [rng.choice(kinds) for _ in range(config.moves)]
        state = (top, 7 - top, 7 - south, south, east, 7 - east)
        for move in moves:
            state = apply(state, move)
        return {"top": top, "south": south, "east": east, "moves": moves}, [state[0], state[3], state[4]]

    def prompt(self, data: dict, rng: random.Random) -> str:
        moves = ", ".join(_WORDS[m] for m in data["moves"])
        text = rng.choice(_RULES).format(top=data["top"], south=data["south"], east=data["east"], moves=moves)
        form = "the numbers on the top, south and east faces at the end, in that order, separated by commas (for example 1, 2, 3)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(str(v) for v in answer)

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("start")
        top = t.fetch("top", data["top"])
        south = t.fetch("south", data["south"])
        east = t.fetch("east", data["east"])
        faces = t.compute("faces", [top, 7 - top, 7 - south, south, east, 7 - east],
                          why="[top, bottom, north, south, east, west], opposite faces add to 7")
        for i, move in enumerate(data["moves"]):
            t.state(f"move {i + 1}")
            m = t.fetch(f"move[{i + 1}]", _WORDS[move])
            old = t.fetch("faces", faces)
            key = next(k for k, w in _WORDS.items() if w == m)
            faces = t.compute("faces", [old[j] for j in _MOVES[key]], why=m)
        t.state("answer")
        final = t.fetch("faces", faces)
        return [final[0], final[3], final[4]]

    def solve(self, data: dict) -> list[int]:
        """Vectors: each face number points along an axis; rolls and turns rotate the vectors."""
        up, south, east = (0, 0, 1), (0, -1, 0), (1, 0, 0)  # x east, y north, z up
        where = {data["top"]: up, data["south"]: south, data["east"]: east}
        for face, vec in list(where.items()):
            where[7 - face] = tuple(-x for x in vec)
        rotations = {  # (x, y, z) -> rotated vector
            "N": lambda v: (v[0], v[2], -v[1]), "S": lambda v: (v[0], -v[2], v[1]),
            "E": lambda v: (v[2], v[1], -v[0]), "W": lambda v: (-v[2], v[1], v[0]),
            "CW": lambda v: (v[1], -v[0], v[2]), "CCW": lambda v: (-v[1], v[0], v[2]),
        }
        for move in data["moves"]:
            where = {face: rotations[move](v) for face, v in where.items()}
        by_vec = {v: face for face, v in where.items()}
        return [by_vec[up], by_vec[south], by_vec[east]]


BOOTCAMP = DiceRolls()
