"""Probability that the sum of n fair dice (each with its own number of faces) hits a target:
exactly t, at least t, at most t, or between a and b; exact, by convolving the distribution
of the total one die at a time."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import product
from math import prod

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    dice: int = 2
    sides: tuple = (3, 4, 5, 6, 7, 8, 9, 10, 12, 20)

    def __post_init__(self) -> None:
        if not 1 <= self.dice <= 12:
            raise ValueError(f"dice must be in 1..12, got {self.dice}")
        if not self.sides or any(not 2 <= s <= 100 for s in self.sides):
            raise ValueError(f"sides must be a non-empty tuple of 2..100, got {self.sides}")


_TEMPLATES = (
    "The following fair dice are rolled together: {dice}. What is the probability that the total is {event}?",
    "Roll {dice} (every face equally likely). Find the probability that the sum of the faces is {event}.",
    "A player throws {dice}, all fair. What is the chance that the dice add up to a total that is {event}?",
    "Dice: {dice}. Each is fair. Compute P(the sum of the rolled numbers is {event}).",
    "Independently roll {dice}; each shows a uniformly random face. How likely is it that the sum is {event}?",
)
_FORM = "an exact fraction in lowest terms, e.g. 5/36"


def _describe(sides: list[int]) -> str:
    return ", ".join(f"a d{s} (faces 1-{s})" for s in sides)


def _event(data: dict) -> str:
    lo, hi, relation = data["low"], data["high"], data["relation"]
    return {"eq": f"exactly {lo}", "ge": f"at least {lo}", "le": f"at most {hi}", "between": f"between {lo} and {hi} inclusive"}[relation]


def _holds(data: dict, total: int) -> bool:
    return data["low"] <= total <= data["high"]


@lru_cache(maxsize=4096)
def _ways(sides: tuple[int, ...]) -> tuple[int, ...]:
    """ways[total] for the dice ``sides``: convolution, one die at a time."""
    ways = [1]
    for s in sides:
        nxt = [0] * (len(ways) + s)
        for total, w in enumerate(ways):
            if w:
                for face in range(1, s + 1):
                    nxt[total + face] += w
        ways = nxt
    return tuple(ways)


class DiceSum(ReducedFractionAnswer, Bootcamp):
    id = "probability/dice_sum"
    description = "Exact probability that the sum of n fair dice of mixed sizes falls in a range"
    Config = Config
    min_distinct_prompts = {"1": 0.9, "2": 0.97}
    small_space_reason = "level 1 has two dice and a few dozen totals"
    LEVELS = {
        "1": Config(dice=2),
        "2": Config(dice=3),
        "3": Config(dice=4),
        "4": Config(dice=5),
        "5": Config(dice=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        sides = sorted(rng.choice(config.sides) for _ in range(config.dice))
        n, top = len(sides), sum(sides)
        relation = rng.choice(("eq", "ge", "le", "between"))
        lo, hi = sorted(rng.sample(range(n + 1, top), 2))  # never a sure or impossible event
        low, high = {"eq": (lo, lo), "ge": (lo, top), "le": (n, hi), "between": (lo, hi)}[relation]
        data = {"sides": sides, "relation": relation, "low": low, "high": high}
        ways = _ways(tuple(sides))
        return data, format_rational(Fraction(sum(ways[low : high + 1]), prod(sides)))

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(dice=_describe(data["sides"]), event=_event(data))
        return f"{text}\n{answer_instruction(_FORM)}"

    def program(self, t: Tracer, data: dict) -> str:
        sides = data["sides"]
        t.state("no dice yet")
        ways = t.compute("ways", [1], why="one way to make total 0 (index = total)")
        for k, s in enumerate(sides):
            t.state(f"add die {k}")
            previous = t.fetch("ways", ways)
            s = t.fetch(f"sides[{k}]", s)
            new = [0] * (len(previous) + max(s, 0))
            for total, w in enumerate(previous):
                for face in range(1, s + 1):
                    new[total + face] += w
            ways = t.compute("ways2", new, why="every previous total plus every face 1..sides")
        t.state("answer")
        ways = t.fetch("ways", ways)
        low, high = t.fetch("low", data["low"]), t.fetch("high", data["high"])
        favourable = t.compute("favourable", sum(ways[max(low, 0) : high + 1]), why="ways of the totals from low to high")
        outcomes = t.compute("outcomes", prod(sides), why="product of the dice sizes, all equally likely")
        if outcomes <= 0:
            raise ValueError("no outcomes after an injected error")
        return t.compute("answer", format_rational(Fraction(favourable, outcomes)), why="favourable / outcomes")

    def solve(self, data: dict) -> str:
        sides = data["sides"]
        if prod(sides) <= 200_000:  # enumerate every roll
            good = sum(1 for roll in product(*(range(1, s + 1) for s in sides)) if _holds(data, sum(roll)))
            return format_rational(Fraction(good, prod(sides)))
        dist = {0: Fraction(1)}  # probabilities instead of counts
        for s in sides:
            nxt: dict[int, Fraction] = {}
            for total, p in dist.items():
                for face in range(1, s + 1):
                    nxt[total + face] = nxt.get(total + face, 0) + p / s
            dist = nxt
        return format_rational(sum(p for total, p in dist.items() if _holds(data, total)))


BOOTCAMP = DiceSum()
