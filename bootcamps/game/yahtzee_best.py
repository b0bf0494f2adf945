"""Yahtzee scoring: given one or more rolls of five dice and the categories still open on the
score card, the most points obtainable by writing each roll into a different open category."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import permutations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

CATEGORIES = (
    "Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "Three of a Kind", "Four of a Kind",
    "Full House", "Small Straight", "Large Straight", "Yahtzee", "Chance",
)
_RULES = (
    "Ones..Sixes: the sum of the dice showing that face. Three of a Kind / Four of a Kind: the sum of all five dice "
    "if at least three / four dice show the same face, else 0. Full House (three of one face and two of another): "
    "25. Small Straight (four consecutive faces among the dice): 30. Large Straight (five consecutive faces): 40. "
    "Yahtzee (all five dice the same): 50. Chance: the sum of all five dice. A category that is not met scores 0."
)


@dataclass(frozen=True)
class Config:
    rolls: int = 1
    open_categories: int = 13
    lucky: float = 0.3  # chance a roll is drawn to contain a pattern (pairs, straights)

    def __post_init__(self) -> None:
        if not 1 <= self.rolls <= 3:
            raise ValueError(f"rolls must be in 1..3, got {self.rolls}")
        if not self.rolls <= self.open_categories <= 13:
            raise ValueError(f"open_categories must be in rolls..13, got {self.open_categories}")
        if not 0.0 <= self.lucky <= 1.0:
            raise ValueError(f"lucky must be in [0, 1], got {self.lucky}")


def score(dice: list[int], category: str) -> int:
    counts = sorted((dice.count(f) for f in set(dice)), reverse=True)
    faces = set(dice)
    if category in CATEGORIES[:6]:
        face = CATEGORIES.index(category) + 1
        return face * dice.count(face)
    if category == "Three of a Kind":
        return sum(dice) if counts[0] >= 3 else 0
    if category == "Four of a Kind":
        return sum(dice) if counts[0] >= 4 else 0
    if category == "Full House":
        return 25 if counts[:2] == [3, 2] else 0
    if category == "Small Straight":
        return 30 if any(set(range(lo, lo + 4)) <= faces for lo in (1, 2, 3)) else 0
    if category == "Large Straight":
        return 40 if faces in ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6}) else 0
    if category == "Yahtzee":
        return 50 if counts[0] == 5 else 0
    return sum(dice)


def random_roll(rng: random.Random, lucky: float) -> list[int]:
    if rng.random() >= lucky:
        return [rng.randint(1, 6) for _ in range(5)]
    kind = rng.choice(("kind", "house", "straight", "yahtzee"))
    if kind == "kind":
        face = rng.randint(1, 6)
        dice = [face] * rng.randint(3, 4)
    elif kind == "house":
        a, b = rng.sample(range(1, 7), 2)
        dice = [a, a, a, b, b]
    elif kind == "straight":
        length = rng.choice((4, 4, 5))
        lo = rng.randint(1, 7 - length)
        dice = list(range(lo, lo + length))
    else:
        dice = [rng.randint(1, 6)] * 5
    dice += [rng.randint(1, 6) for _ in range(5 - len(dice))]
    rng.shuffle(dice)
    return dice


_TEMPLATES = (
    "Yahtzee scoring. {rolls_text} The categories still open on the score card are: {open}. {each} Scoring: "
    "{rules} What is the largest total you can score?",
    "You are playing Yahtzee and have these dice: {rolls_text} Open categories: {open}. {each} Using the standard "
    "scores ({rules}), how many points can you get at most?",
    "{rolls_text} Which open Yahtzee box pays best? Open boxes: {open}. {each} Score sheet rules: {rules} Give the "
    "maximum number of points.",
)


class YahtzeeBest(IntegerAnswer, Bootcamp):
    id = "game/yahtzee_best"
    description = "Yahtzee: the most points from one or more rolls written into distinct open categories"
    Config = Config
    LEVELS = {
        "1": Config(rolls=1, open_categories=11, lucky=0.5),
        "2": Config(rolls=1, open_categories=7, lucky=0.5),
        "3": Config(rolls=2, open_categories=8, lucky=0.6),
        "4": Config(rolls=2, open_categories=10, lucky=0.7),
        "5": Config(rolls=3, open_categories=11, lucky=0.8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        rolls = [random_roll(rng, config.lucky) for _ in range(config.rolls)]
        open_ = sorted(rng.sample(range(13), config.open_categories))
        data = {"rolls": rolls, "open": [CATEGORIES[i] for i in open_]}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        rolls = data["rolls"]
        if len(rolls) == 1:
            rolls_text = f"The dice show {', '.join(map(str, rolls[0]))}."
            each = "The roll is written into exactly one open category."
        else:
            rolls_text = " ".join(f"Roll {i + 1}: {', '.join(map(str, r))}." for i, r in enumerate(rolls))
            each = (f"Each of the {len(rolls)} rolls must be written into a different open category (one category per "
                    "roll); the total is the sum of the boxes filled.")
        text = rng.choice(_TEMPLATES).format(rolls_text=rolls_text, open=", ".join(data["open"]), each=each, rules=_RULES)
        return f"{text}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        table = []
        for i, roll in enumerate(data["rolls"]):
            t.state(f"roll {i + 1}")
            dice = t.fetch(f"roll[{i + 1}]", roll)
            table.append(t.compute("scores", [score(dice, c) for c in data["open"]], why="each open category in order"))
        if len(table) == 1:
            t.state("answer")
            return t.ret("answer", max(table[0]))
        # best[j][mask]: rolls 0..j placed into the categories of mask; kept as the best per used set
        best = {(): 0}
        for i, row in enumerate(table):
            t.state(f"place roll {i + 1}")
            grown: dict[tuple, int] = {}
            for used, total in best.items():
                for c, points in enumerate(row):
                    if c not in used:
                        key = tuple(sorted(used + (c,)))
                        grown[key] = max(grown.get(key, -1), total + points)
            best = grown
            top = max(best.items(), key=lambda kv: (kv[1], [-x for x in kv[0]]))
            t.compute("best so far", top[1], why=f"using {', '.join(data['open'][c] for c in top[0])}")
        t.state("answer")
        return t.ret("answer", max(best.values()))

    def solve(self, data: dict) -> int:
        """Every assignment of rolls to distinct open categories."""
        return max(
            sum(score(roll, cat) for roll, cat in zip(data["rolls"], chosen))
            for chosen in permutations(data["open"], len(data["rolls"]))
        )


BOOTCAMP = YahtzeeBest()
