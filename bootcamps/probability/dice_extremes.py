"""Expected value of the largest (or smallest) face when several fair dice of possibly
different sizes are rolled together, exactly. The traced solver uses the tail sums
E[max] = sum over k >= 1 of P(max >= k), with P(max <= k) = prod min(k, s_i)/s_i (and the mirror
image for the minimum); the plain solver builds the distribution of the extreme face."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from math import prod

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_dice: int = 2
    max_dice: int = 2
    min_side: int = 2
    max_side: int = 12

    def __post_init__(self) -> None:
        if not 1 <= self.min_dice <= self.max_dice <= 20:
            raise ValueError(f"need 1 <= min_dice <= max_dice <= 20, got {self.min_dice}, {self.max_dice}")
        if not 2 <= self.min_side <= self.max_side <= 100:
            raise ValueError(f"need 2 <= min_side <= max_side <= 100, got {self.min_side}, {self.max_side}")


_TEMPLATES = (
    "The following fair dice are rolled together: {dice}. What is the expected value of the {which} number shown?",
    "Roll {dice}, all fair and independent. Find E[{which_symbol}], the expected {which} of the faces that come up.",
    "A player throws {dice} (each fair) and scores the {which} face showing. What is the expected score?",
    "Let M be the {which} of the values shown when {dice} are rolled (every face equally likely, dice independent). Compute E[M].",
)
_FORM = "an exact integer or fraction in lowest terms, e.g. 161/36"


def _describe(sides: list[int]) -> str:
    return ", ".join(f"a d{s} (faces 1-{s})" for s in sides)


class DiceExtremes(ReducedFractionAnswer, Bootcamp):
    id = "probability/dice_extremes"
    description = "Expected maximum or minimum face of several fair dice of mixed sizes"
    Config = Config
    min_distinct_prompts = {"1": 0.7, "2": 0.94}
    small_space_reason = "a case is a multiset of die sizes and max/min: levels 1-2 have a few thousand"
    LEVELS = {
        "1": Config(min_dice=2, max_dice=3, min_side=2, max_side=12),
        "2": Config(min_dice=3, max_dice=4, min_side=4, max_side=16),
        "3": Config(min_dice=4, max_dice=5, min_side=4, max_side=20),
        "4": Config(min_dice=5, max_dice=6, min_side=6, max_side=24),
        "5": Config(min_dice=6, max_dice=8, min_side=8, max_side=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        sides = sorted(rng.randint(config.min_side, config.max_side) for _ in range(rng.randint(config.min_dice, config.max_dice)))
        data = {"sides": sides, "which": rng.choice(("max", "min"))}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        which = "largest" if data["which"] == "max" else "smallest"
        return ask(rng, _TEMPLATES, _FORM, dice=_describe(data["sides"]), which=which, which_symbol=data["which"])

    def program(self, t: Tracer, data: dict) -> str:
        sides, top = data["sides"], max(data["sides"])
        biggest = data["which"] == "max"
        total = Fraction(0)
        for k in range(1, top + 1):
            t.state(f"k {k}")
            if biggest:
                # P(max >= k) = 1 - P(every die <= k - 1)
                below = t.compute("P(all < k)", Fraction(prod(min(k - 1, s) for s in sides), prod(sides)), why="product of min(k-1, s)/s")
                tail = t.compute("P(max >= k)", 1 - below)
            else:
                # P(min >= k) = product of P(die >= k) = (s - k + 1)/s, 0 once k passes a die
                tail = t.compute("P(min >= k)", Fraction(prod(max(s - k + 1, 0) for s in sides), prod(sides)), why="product of (s-k+1)/s")
            total = t.compute("E", total + tail, why="E is the sum of the tail probabilities")
        t.state("answer")
        return t.compute("answer", format_rational(t.fetch("E", total)))

    def solve(self, data: dict) -> str:
        # the distribution of the extreme face, die by die
        dist = {None: Fraction(1)}
        pick = max if data["which"] == "max" else min
        for s in data["sides"]:
            nxt: dict = {}
            for value, p in dist.items():
                for face in range(1, s + 1):
                    key = face if value is None else pick(value, face)
                    nxt[key] = nxt.get(key, 0) + p / s
            dist = nxt
        return format_rational(sum((v * p for v, p in dist.items()), Fraction(0)))


BOOTCAMP = DiceExtremes()
