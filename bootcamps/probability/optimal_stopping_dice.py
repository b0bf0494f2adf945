"""Optimal stopping with a die: roll a die with the listed face values up to r times; after
each roll you may stop and keep that value, or (paying a fixed cost, possibly 0) roll again;
the last roll must be kept. The expected payoff under optimal play, exactly: by backward
induction, V1 = mean of the faces and V(k) = mean of max(face, V(k-1) - cost)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_faces: int = 4
    max_faces: int = 6
    max_rolls: int = 3
    max_value: int = 12
    max_cost: int = 0

    def __post_init__(self) -> None:
        if not 2 <= self.min_faces <= self.max_faces <= 30:
            raise ValueError(f"need 2 <= min_faces <= max_faces <= 30, got {self.min_faces}, {self.max_faces}")
        if not 2 <= self.max_rolls <= 20 or not self.max_faces <= self.max_value <= 1000 or not 0 <= self.max_cost <= 50:
            raise ValueError(f"need max_rolls in 2..20, max_value >= max_faces, max_cost in 0..50, got {self}")


_FORM = "an exact integer or fraction in lowest terms, e.g. 47/9"
_TEMPLATES = (
    "A fair die has {n} faces showing {faces}. You may roll it up to {r} times. After each roll you may stop and win the number shown, "
    "or roll again{cost_clause}; if you reach the last allowed roll you must keep it. With optimal play, what is your expected {gain}?",
    "Game: roll a fair {n}-sided die whose faces read {faces}. You get at most {r} rolls and, after any roll, can keep its value and stop; "
    "otherwise you roll again{cost_clause}. The final roll must be accepted. Find the expected {gain} when you play to maximise it.",
    "You are offered up to {r} rolls of a fair die with faces {faces}. Your prize is the value of the roll at which you stop; you may stop after any roll, "
    "and must stop after roll {r}. Each extra roll{cost_sentence}. What is the largest expected {gain} any strategy achieves?",
)


class OptimalStoppingDice(ReducedFractionAnswer, Bootcamp):
    id = "probability/optimal_stopping_dice"
    description = "Expected payoff of optimally stopping a sequence of up to r die rolls (with a cost per re-roll)"
    Config = Config
    LEVELS = {
        "1": Config(min_faces=4, max_faces=6, max_rolls=3, max_value=20, max_cost=0),
        "2": Config(min_faces=5, max_faces=8, max_rolls=4, max_value=24, max_cost=2),
        "3": Config(min_faces=6, max_faces=10, max_rolls=5, max_value=30, max_cost=3),
        "4": Config(min_faces=8, max_faces=12, max_rolls=7, max_value=60, max_cost=4),
        "5": Config(min_faces=10, max_faces=14, max_rolls=9, max_value=100, max_cost=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_faces, config.max_faces)
        faces = sorted(rng.sample(range(1, config.max_value + 1), n))
        data = {"faces": faces, "rolls": rng.randint(max(2, config.max_rolls - 1), config.max_rolls), "cost": rng.randint(0, config.max_cost)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        cost = data["cost"]
        cost_clause = f" at a cost of {cost} per extra roll" if cost else ""
        cost_sentence = f" costs {cost}, subtracted from the prize" if cost else " is free"
        gain = "net winnings (prize minus costs paid)" if cost else "prize"
        return ask(rng, _TEMPLATES, _FORM, n=len(data["faces"]), faces=", ".join(map(str, data["faces"])), r=data["rolls"],
                   cost_clause=cost_clause, cost_sentence=cost_sentence, gain=gain)

    def program(self, t: Tracer, data: dict) -> str:
        faces, cost = data["faces"], data["cost"]
        t.state("one roll left")
        values = t.fetch("faces", faces)
        value = t.compute("V[1]", Fraction(sum(values), len(values)), why="the last roll is kept: the mean face")
        for k in range(2, data["rolls"] + 1):
            t.state(f"{k} rolls left")
            previous = Fraction(t.fetch(f"V[{k - 1}]", value))
            cut = t.compute("continue", previous - cost, why="what rolling on is worth, after its cost")
            keep = t.compute("keep", [f for f in faces if f > cut], why="faces worth more than rolling on")
            rest = len(faces) - len(keep)
            value = t.compute(f"V[{k}]", (sum(keep) + rest * Fraction(cut)) / len(faces), why="mean of max(face, continue)")
        t.state("answer")
        return t.compute("answer", format_rational(Fraction(t.fetch(f"V[{data['rolls']}]", value))))

    def solve(self, data: dict) -> str:
        # backward induction, face by face
        faces, cost = data["faces"], data["cost"]
        value = Fraction(sum(faces), len(faces))
        for _ in range(data["rolls"] - 1):
            value = sum((max(Fraction(f), value - cost) for f in faces), Fraction(0)) / len(faces)
        return format_rational(value)


BOOTCAMP = OptimalStoppingDice()
