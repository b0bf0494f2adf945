"""Ten-pin bowling: the final score of a complete game from its rolls (strikes add the next
two rolls, spares the next one, the tenth frame gets its bonus rolls), written either as
pin counts or as score-sheet symbols (X, /, -)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    strike_p: float = 0.2  # chance a frame opens with a strike
    spare_p: float = 0.3  # chance a non-strike frame is a spare
    sheet: bool = False  # rolls written as score-sheet symbols instead of pin counts

    def __post_init__(self) -> None:
        if not 0.0 <= self.strike_p <= 0.9:
            raise ValueError(f"strike_p must be in [0, 0.9], got {self.strike_p}")
        if not 0.0 <= self.spare_p <= 0.9:
            raise ValueError(f"spare_p must be in [0, 0.9], got {self.spare_p}")


def random_game(config: Config, rng: random.Random) -> list[int]:
    """Ten frames of legal rolls, the tenth frame with its bonus rolls."""

    def frame() -> list[int]:
        if rng.random() < config.strike_p:
            return [10]
        first = rng.randint(0, 9)
        if rng.random() < config.spare_p:
            return [first, 10 - first]
        return [first, rng.randint(0, 9 - first)]

    rolls: list[int] = []
    for _ in range(9):
        rolls += frame()
    last = frame()
    if last == [10]:  # two bonus rolls; after a strike the pins are reset
        second = 10 if rng.random() < config.strike_p else rng.randint(0, 9)
        third = (10 if rng.random() < config.strike_p else rng.randint(0, 9)) if second == 10 else rng.randint(0, 10 - second)
        last = [10, second, third]
    elif sum(last) == 10:
        last = last + [10 if rng.random() < config.strike_p else rng.randint(0, 9)]
    return rolls + last


def sheet_symbols(rolls: list[int]) -> list[str]:
    """The score-sheet marks of the rolls, frame by frame (X strike, / spare, - zero)."""
    marks: list[str] = []
    i, frame = 0, 1
    while i < len(rolls):
        if frame < 10:
            if rolls[i] == 10:
                marks.append("X")
                i += 1
            else:
                a, b = rolls[i], rolls[i + 1]
                marks.append(("-" if a == 0 else str(a)) + ("/" if a + b == 10 else "-" if b == 0 else str(b)))
                i += 2
            frame += 1
            continue
        out, pins = "", 10  # tenth frame: each mark relative to the standing pins
        for r in rolls[i:]:
            if r == 10 and pins == 10:
                out += "X"
            elif r == pins and pins != 10:
                out += "/"
            else:
                out += "-" if r == 0 else str(r)
            pins = 10 if r == pins else pins - r
        marks.append(out)
        break
    return marks


_TEMPLATES = (
    "A ten-pin bowling game has 10 frames. In frames 1-9 a bowler rolls until all 10 pins fall or two balls are used. "
    "A strike (all 10 with the first ball) scores 10 plus the next two rolls; a spare (all 10 with two balls) scores "
    "10 plus the next roll; otherwise a frame scores its pins. In frame 10 a strike or spare earns the bonus rolls "
    "(two after a strike, one after a spare), which count only in frame 10. {rolls} What is the final score?",
    "Score this complete game of ten-pin bowling. Rules: 10 frames; a frame ends after a strike or after two rolls. "
    "Strike = 10 + the pins of the following two rolls, spare = 10 + the pins of the following roll, open frame = the "
    "pins knocked down. The 10th frame gives one extra roll after a spare and two after a strike, counted there only. "
    "{rolls} Give the total.",
    "{rolls} Using standard ten-pin bowling scoring (ten frames; strike bonus = next two rolls, spare bonus = next "
    "roll; the tenth frame includes its own bonus rolls), compute the game's total score.",
)


class BowlingScore(IntegerAnswer, Bootcamp):
    id = "game/bowling_score"
    description = "Ten-pin bowling: the total score of a full game from its rolls or its score sheet"
    Config = Config
    LEVELS = {
        "1": Config(strike_p=0.1, spare_p=0.2),
        "2": Config(strike_p=0.25, spare_p=0.35),
        "3": Config(strike_p=0.3, spare_p=0.4, sheet=True),
        "4": Config(strike_p=0.45, spare_p=0.5, sheet=True),
        "5": Config(strike_p=0.6, spare_p=0.6, sheet=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"rolls": random_game(config, rng), "sheet": config.sheet}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        if data["sheet"]:
            marks = sheet_symbols(data["rolls"])
            rolls = ("The score sheet, frame by frame (X = strike, / = spare, - = no pins, digits = pins): "
                     + " | ".join(marks) + ".")
        else:
            rolls = "The pins knocked down by each roll, in order: " + ", ".join(map(str, data["rolls"])) + "."
        return f"{rng.choice(_TEMPLATES).format(rolls=rolls)}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        rolls = data["rolls"]
        total, i = 0, 0
        for frame in range(1, 11):
            t.state(f"frame {frame}")
            first = t.fetch(f"roll[{i}]", rolls[i])
            if first == 10:
                bonus = t.fetch(f"roll[{i + 1}]", rolls[i + 1]) + t.fetch(f"roll[{i + 2}]", rolls[i + 2])
                points = t.compute("points", 10 + bonus, why="strike: 10 + next two rolls")
                step = 1
            else:
                second = t.fetch(f"roll[{i + 1}]", rolls[i + 1])
                if t.goto(first + second == 10, why="spare?"):
                    points = t.compute("points", 10 + t.fetch(f"roll[{i + 2}]", rolls[i + 2]), why="spare: 10 + next roll")
                else:
                    points = t.compute("points", first + second, why="open frame")
                step = 2
            total = t.compute("total", total + points)
            i += step
        t.state("answer")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """Frame by frame over the sheet: each roll counts once, plus once more per strike or
        spare bonus it feeds (counted from the bonus side)."""
        rolls, score, i = data["rolls"], 0, 0
        weights = [1] * len(rolls)
        for _ in range(10):
            if rolls[i] == 10:
                weights[i + 1] += 1
                weights[i + 2] += 1
                i += 1
            else:
                if rolls[i] + rolls[i + 1] == 10:
                    weights[i + 2] += 1
                i += 2
        for j in range(i, len(rolls)):  # bonus rolls of frame 10 count only as bonuses
            weights[j] -= 1
        score = sum(w * r for w, r in zip(weights, rolls))
        return score


BOOTCAMP = BowlingScore()
