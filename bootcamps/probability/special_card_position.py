"""A shuffled deck of N cards holds K special ones; cards are turned over one at a time. The
exact expected number of cards turned until the r-th special card appears. The traced solver
sums tail probabilities, E = sum over j >= 0 of P(fewer than r specials among the first j
cards), each a hypergeometric sum; the plain solver uses the symmetry answer r (N + 1)/(K + 1)
(the K specials cut the N - K others into K + 1 equally large gaps on average)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_cards: int = 5
    max_cards: int = 10

    def __post_init__(self) -> None:
        if not 4 <= self.min_cards <= self.max_cards <= 120:
            raise ValueError(f"need 4 <= min_cards <= max_cards <= 120, got {self.min_cards}, {self.max_cards}")


_ORDINAL = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth"}
_STORIES = (
    ("A deck of {n} cards contains {k} aces. It is shuffled uniformly and cards are turned over one by one from the top.", "ace"),
    ("An urn holds {n} balls, {k} of them red. Balls are drawn one at a time without replacement.", "red ball"),
    ("A box of {n} light bulbs contains {k} defective ones. Bulbs are tested one at a time in random order.", "defective bulb"),
    ("{n} envelopes, {k} of which contain a prize, are opened one by one in a uniformly random order.", "prize envelope"),
)
_ASKS = (
    "What is the expected number of {unit}s turned up to and including the {ord} {item}?",
    "Find the expected position of the {ord} {item}.",
    "On average, how many draws does it take to reach the {ord} {item} (counting that draw)?",
)


class SpecialCardPosition(ExactRationalAnswer, Bootcamp):
    id = "probability/special_card_position"
    description = "Expected draws without replacement until the r-th special card"
    Config = Config
    min_distinct_prompts = {"1": 0.5, "2": 0.82, "3": 0.92, "4": 0.97}
    small_space_reason = 'a case is (N, K, r, story): a few hundred at level 1'
    LEVELS = {
        "1": Config(min_cards=5, max_cards=16),
        "2": Config(min_cards=10, max_cards=30),
        "3": Config(min_cards=20, max_cards=52),
        "4": Config(min_cards=40, max_cards=80),
        "5": Config(min_cards=60, max_cards=110),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_cards, config.max_cards)
        k = rng.randint(1, min(n - 1, max(2, n // 3)))
        data = {"n": n, "k": k, "r": rng.randint(1, min(k, 8)), "story": rng.randrange(len(_STORIES)), "ask": rng.randrange(len(_ASKS))}  # the wording is part of the case: equal data means equal prompts in this small space
        return data, frac_text(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        story, item = _STORIES[data["story"]]
        unit = "card" if data["story"] == 0 else "draw"
        ask_text = _ASKS[data["ask"]].format(unit=unit, ord=_ORDINAL[data["r"]], item=item)
        return ask(rng, ("{s} {a}",), "an integer or a fraction in lowest terms, e.g. 53/5",
                   s=story.format(n=data["n"], k=data["k"]), a=ask_text)

    def program(self, t: Tracer, data: dict) -> str:
        t.state("setup")
        n, k, r = t.fetch("N", data["n"]), t.fetch("K", data["k"]), t.fetch("r", data["r"])
        total_ways = t.compute("C(N,K)", math.comb(n, k))
        expected = Fraction(0)
        for j in range(0, n - k + r):
            t.state(f"first {j} cards")
            below = t.compute("ways", sum(math.comb(j, i) * math.comb(n - j, k - i) for i in range(r)),
                              why=f"fewer than r specials among the first {j}: sum C({j},i)C(N-{j},K-i), i<r")
            expected = t.compute("E", t.fetch("E", expected) + Fraction(below, total_ways), why="E += P(X > j)")
        t.state("answer")
        return frac_text(t.fetch("E", expected))

    def solve(self, data: dict) -> Fraction:
        return Fraction(data["r"] * (data["n"] + 1), data["k"] + 1)


BOOTCAMP = SpecialCardPosition()
