"""Ten-pin bowling: the final score of a game from its rolls (strike and spare bonuses, the
bonus rolls of the last frame), given as pin counts or, at the top level, in score-sheet notation."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    frames: int = 10
    strike_chance: float = 0.0
    spare_chance: float = 0.0
    notation: bool = False  # rolls written as a score sheet: X strike, / spare, - a miss

    def __post_init__(self) -> None:
        if not 3 <= self.frames <= 10:
            raise ValueError(f"frames must be in 3..10, got {self.frames}")
        if not (0 <= self.strike_chance <= 1 and 0 <= self.spare_chance <= 1):
            raise ValueError(f"chances must be in [0, 1], got {self.strike_chance}, {self.spare_chance}")


_RULES = ("A game has {n} frames. In each frame but the last the bowler rolls until all 10 pins are down or two "
          "balls are rolled. A strike (10 pins with the first ball) scores 10 plus the pins of the next two rolls; "
          "a spare (all 10 pins with two balls) scores 10 plus the pins of the next roll; otherwise a frame scores its "
          "pins. In the last frame a strike earns two more rolls and a spare one more roll; that frame scores all its "
          "pins.")
_ASK = ("Here are all the rolls of one game of ten-pin bowling, in order, as pins knocked down:\n{rolls}\n{rules} "
        "What is the final score?",
        "{rules}\nA bowler's rolls were: {rolls}.\nCompute the total score of the game.",
        "Score this bowling game. {rules}\nRolls (pins per ball): {rolls}\nWhat does the scoreboard show at the end?")
_SHEET = ("The rolls are written as on a score sheet: X is a strike, / a spare (the rest of the pins), - a roll that "
          "hits nothing, a digit that many pins; frames are separated by '|'.")


def roll_frames(rolls: list[int], frames: int) -> list[list[int]]:
    """The rolls grouped by frame (the last frame keeps its bonus rolls)."""
    out, i = [], 0
    for f in range(frames):
        if f == frames - 1:
            out.append(rolls[i:])
        elif rolls[i] == 10:
            out.append([10])
            i += 1
        else:
            out.append(rolls[i : i + 2])
            i += 2
    return out


def sheet(rolls: list[int], frames: int) -> str:
    """Score-sheet notation of a game: ``X | 7/ | 9- | ...``."""
    cells = []
    for frame in roll_frames(rolls, frames):
        marks, standing = [], 10
        for pins in frame:
            if pins == standing and standing == 10:
                marks.append("X")
            elif pins == standing:
                marks.append("/")
            else:
                marks.append(str(pins) if pins else "-")
            standing = 10 if pins == standing else standing - pins
        cells.append("".join(marks))
    return " | ".join(cells)


class BowlingScore(IntegerAnswer, Bootcamp):
    id = "everyday/bowling_score"
    description = "Ten-pin bowling score from the rolls: strike and spare bonuses and the last frame's bonus rolls"
    Config = Config
    LEVELS = {
        "1": Config(frames=5, strike_chance=0.0, spare_chance=0.0),
        "2": Config(frames=6, strike_chance=0.1, spare_chance=0.3),
        "3": Config(frames=10, strike_chance=0.25, spare_chance=0.3),
        "4": Config(frames=10, strike_chance=0.45, spare_chance=0.4),
        "5": Config(frames=10, strike_chance=0.5, spare_chance=0.4, notation=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        rolls: list[int] = []
        for f in range(config.frames):
            last = f == config.frames - 1
            if rng.random() < config.strike_chance:
                rolls.append(10)
                if last:  # two bonus rolls after a last-frame strike
                    a = 10 if rng.random() < config.strike_chance else rng.randint(0, 9)
                    b = (10 if rng.random() < config.strike_chance else rng.randint(0, 9)) if a == 10 else rng.randint(0, 10 - a)
                    rolls += [a, b]
                continue
            first = rng.randint(0, 9)
            second = 10 - first if rng.random() < config.spare_chance else rng.randint(0, 9 - first)
            rolls += [first, second]
            if last and first + second == 10:
                rolls.append(10 if rng.random() < config.strike_chance else rng.randint(0, 9))
        data = {"frames": config.frames, "rolls": rolls, "notation": config.notation}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rules = _RULES.format(n=data["frames"] if data["frames"] != 10 else "ten")
        if data["notation"]:
            rules += " " + _SHEET
            rolls = sheet(data["rolls"], data["frames"])
        else:
            rolls = ", ".join(map(str, data["rolls"]))
        return f"{rng.choice(_ASK).format(rolls=rolls, rules=rules)}\n{answer_instruction('the final score as an integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        rolls, total, i = data["rolls"], 0, 0
        for f in range(data["frames"]):
            t.state(f"frame {f + 1}")
            first = t.fetch(f"roll[{i}]", rolls[i])
            if f == data["frames"] - 1:
                rest = t.fetch(f"rolls[{i + 1}:]", rolls[i + 1 :])
                score = t.compute("frame_score", first + sum(rest), why="last frame: all its pins")
            elif first == 10:
                bonus = t.fetch(f"rolls[{i + 1}:{i + 3}]", rolls[i + 1 : i + 3])
                score = t.compute("frame_score", 10 + sum(bonus), why="strike: 10 + next two rolls")
                i = t.goto(i + 1, why="a strike frame has one roll")
            else:
                second = t.fetch(f"roll[{i + 1}]", rolls[i + 1])
                if first + second == 10:
                    bonus = t.fetch(f"roll[{i + 2}]", rolls[i + 2])
                    score = t.compute("frame_score", 10 + bonus, why="spare: 10 + next roll")
                else:
                    score = t.compute("frame_score", first + second, why="open frame")
                i = t.goto(i + 2, why="two rolls in this frame")
            total = t.compute("total", total + score)
        return total

    def solve(self, data: dict) -> int:
        # per-roll weights: a roll counts once, plus once for each earlier strike/spare whose bonus it is
        frames = roll_frames(data["rolls"], data["frames"])
        flat = [p for fr in frames for p in fr]
        weights = [1] * len(flat)
        pos = 0
        for fr in frames[:-1]:
            bonus_rolls = 2 if fr == [10] else (1 if sum(fr) == 10 else 0)
            pos += len(fr)
            for k in range(bonus_rolls):
                weights[pos + k] += 1
        return sum(w * p for w, p in zip(weights, flat))


BOOTCAMP = BowlingScore()
