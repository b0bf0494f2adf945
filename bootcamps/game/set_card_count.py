"""SET (the card game): how many SETs lie among the cards on the table. A card has four attributes
(number 1/2/3, colour, shading, shape), each with three values; three cards form a SET when, in
every attribute, they are all the same or all different. The trace goes over every pair of
cards, works out the one card that completes it and looks it up among the later cards."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

NUMBERS = ("one", "two", "three")
COLOURS = ("red", "green", "purple")
SHADINGS = ("solid", "striped", "open")
SHAPES = ("diamond", "oval", "squiggle")


@dataclass(frozen=True)
class Config:
    cards: int = 9

    def __post_init__(self) -> None:
        if not 4 <= self.cards <= 30:
            raise ValueError(f"cards must be in 4..30, got {self.cards}")


def describe(card: list[int]) -> str:
    """``[1, 0, 2, 1]`` -> ``two red open ovals``."""
    n, c, s, h = card
    return f"{NUMBERS[n]} {COLOURS[c]} {SHADINGS[s]} {SHAPES[h]}{'s' if n else ''}"


def third(a: list[int], b: list[int]) -> list[int]:
    """The one card that makes a SET with ``a`` and ``b``: equal values stay, else the missing one."""
    return [x if x == y else 3 - x - y for x, y in zip(a, b)]


_TEMPLATES = (
    "In the card game SET every card has four attributes: a number of symbols (one, two or three), a colour "
    "(red, green or purple), a shading (solid, striped or open) and a shape (diamond, oval or squiggle). Three "
    "cards form a SET if, for each of the four attributes separately, the three cards are either all the same or "
    "all different. These {k} cards are on the table:\n{cards}\nHow many SETs (unordered groups of three of these "
    "cards) are there?",
    "Cards on the table:\n{cards}\nEach card shows one, two or three identical symbols; the symbols have a colour "
    "(red/green/purple), a shading (solid/striped/open) and a shape (diamond/oval/squiggle). A SET is three cards "
    "where number, colour, shading and shape are each either identical on all three cards or different on all "
    "three. Count the SETs that can be formed from these {k} cards (a card may belong to several SETs; the order "
    "within a SET does not matter).",
    "Count the SETs among the following {k} SET cards. A SET is any three cards such that no attribute (number of "
    "symbols, colour, shading, shape) has exactly two cards agreeing and the third different; that is, every "
    "attribute is all-equal or all-distinct across the three.\n{cards}\nHow many different three-card SETs exist?",
)


class SetCardCount(IntegerAnswer, Bootcamp):
    id = "game/set_card_count"
    description = "SET card game: the number of SETs (all-same or all-different in each of four attributes) on a table"
    Config = Config
    LEVELS = {
        "1": Config(cards=7),
        "2": Config(cards=9),
        "3": Config(cards=12),
        "4": Config(cards=15),
        "5": Config(cards=18),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            picks = rng.sample(range(81), config.cards)
            cards = [[p // 27, p // 9 % 3, p // 3 % 3, p % 3] for p in picks]
            data = {"cards": cards}
            count = self.solve(data)
            if count or rng.random() < 0.2:  # a table without a SET now and then
                return data, count

    def prompt(self, data: dict, rng: random.Random) -> str:
        cards = "\n".join(f"{i}. {describe(card)}" for i, card in enumerate(data["cards"], 1))
        text = rng.choice(_TEMPLATES).format(k=len(data["cards"]), cards=cards)
        return f"{text}\n{answer_instruction('one non-negative integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        cards = data["cards"]
        index = {tuple(card): i for i, card in enumerate(cards)}
        total = 0
        for i in range(len(cards)):
            for j in range(i + 1, len(cards)):
                t.state(f"cards {i + 1} and {j + 1}")
                t.fetch(f"card {i + 1}", describe(cards[i]))
                t.fetch(f"card {j + 1}", describe(cards[j]))
                t.compute("completing card", describe(third(cards[i], cards[j])),
                                 why="per attribute: equal stays, different gives the third value")
                k = index.get(tuple(third(cards[i], cards[j])), -1)
                if t.goto(k > j, why="completing card is on the table after card " + str(j + 1)):
                    total = t.compute("sets", total + 1, why=f"cards {i + 1}, {j + 1}, {k + 1}")
        t.state("answer")
        return t.ret("answer", t.fetch("sets", total))

    def solve(self, data: dict) -> int:
        """Every triple, checked by the sum of each attribute being 0 mod 3."""
        cards = data["cards"]
        n, count = len(cards), 0
        for i in range(n):
            for j in range(i + 1, n):
                for k in range(j + 1, n):
                    if all((x + y + z) % 3 == 0 for x, y, z in zip(cards[i], cards[j], cards[k])):
                        count += 1
        return count


BOOTCAMP = SetCardCount()
