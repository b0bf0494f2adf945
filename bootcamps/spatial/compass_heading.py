"""Follow a walker's turns (in degrees, left or right) on a 16-point compass and name the
final heading."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

POINTS = ("N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW")
_WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def _spellings() -> dict[str, str]:
    """Every accepted spelling (lower case) of each point: NNE, north-northeast, north northeast."""
    out = {}
    for p in POINTS:
        out[p.lower()] = p
        if len(p) == 1:
            out[_WORDS[p]] = p
        elif len(p) == 2:
            out[_WORDS[p[0]] + _WORDS[p[1]]] = p
            out[_WORDS[p[0]] + "-" + _WORDS[p[1]]] = p
            out[_WORDS[p[0]] + " " + _WORDS[p[1]]] = p
        else:
            for sep in ("-", " "):
                for inner in ("", "-", " "):
                    out[_WORDS[p[0]] + sep + _WORDS[p[1]] + inner + _WORDS[p[2]]] = p
    return out


SPELLINGS = _spellings()


@dataclass(frozen=True)
class Config:
    turns: int = 4
    fine: bool = False  # turns by multiples of 22.5 degrees, not only 45

    def __post_init__(self) -> None:
        if not 1 <= self.turns <= 40:
            raise ValueError(f"turns must be in 1..40, got {self.turns}")


_TEMPLATES = (
    "A hiker starts out facing {start}. She then makes these turns, one after another: {turns}. Which of the 16 "
    "compass points (N, NNE, NE, ENE, E, ESE, SE, SSE, S, SSW, SW, WSW, W, WNW, NW, NNW) is she facing at the end?",
    "A ship's heading is {start}. The helmsman turns the ship as follows: {turns}. Name the final heading as a point "
    "of the 16-point compass (consecutive points are 22.5 degrees apart, clockwise from N: N, NNE, NE, ENE, E, ...).",
    "Facing {start}, a robot executes the turns {turns} (right is clockwise seen from above). On the 16-point compass "
    "rose, which direction does it face afterwards?",
)


def _turn_text(points: int) -> str:
    """A signed turn in compass points (22.5 degrees each) as words."""
    side = "right" if points > 0 else "left"
    degrees = abs(points) * 45 / 2
    text = f"{degrees:g}"
    return f"turn {side} {text} degrees"


class CompassHeading(Bootcamp):
    id = "spatial/compass_heading"
    description = "Final 16-point compass heading after a sequence of left and right turns in degrees"
    Config = Config
    LEVELS = {
        "1": Config(turns=4, fine=False),
        "2": Config(turns=5, fine=False),
        "3": Config(turns=6, fine=True),
        "4": Config(turns=9, fine=True),
        "5": Config(turns=14, fine=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        step = 1 if config.fine else 2
        turns = []
        for _ in range(config.turns):
            size = rng.choice(range(step, 17, step)) if config.fine else rng.choice((2, 4, 6, 8, 12))
            turns.append(size if rng.random() < 0.5 else -size)
        start = rng.randrange(0, 16, 1 if config.fine else 2)
        data = {"start": POINTS[start], "turns": turns}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        turns = ", ".join(_turn_text(p) for p in data["turns"])
        text = rng.choice(_TEMPLATES).format(start=data["start"], turns=turns)
        return f"{text}\n{answer_instruction('the compass point as its abbreviation, such as NE or WSW')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        return 1.0 if strict_word(text, SPELLINGS) == answer else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        at = POINTS.index(case.answer)
        return [POINTS[(at + k) % 16] for k in (1, 8, 15)]

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        point = t.compute("point", POINTS.index(data["start"]), why="position clockwise from N, in 22.5-degree steps")
        for i, turn in enumerate(data["turns"]):
            t.state(f"turn {i + 1}")
            steps = t.fetch(f"turn[{i + 1}]", turn)
            point = t.compute("point", (point + steps) % 16, why="add the turn in steps (right +, left -), mod 16")
        t.state("answer")
        return t.compute("heading", POINTS[point % 16] if isinstance(point, int) else "?")

    def solve(self, data: dict) -> str:
        """Sum the turns in degrees and reduce modulo 360."""
        degrees = (POINTS.index(data["start"]) * 22.5 + sum(p * 22.5 for p in data["turns"])) % 360
        return POINTS[int(degrees // 22.5)]


BOOTCAMP = CompassHeading()
