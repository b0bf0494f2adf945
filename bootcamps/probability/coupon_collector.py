"""The coupon collector: each draw gives one of n coupon types, type i with probability
w_i / W (W the total weight); the exact expected number of draws until every type has been
seen. The traced solver uses inclusion-exclusion on the waiting times, E = sum over non-empty
sets S of types of (-1)^(|S|+1) W / w(S), one state per set size; the plain solver runs the
Markov chain over the set of types collected so far, backwards from the full set:
E[C] = (W + sum of w_i E[C + i] over missing i) / (weight of the missing types)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_types: int = 2
    max_types: int = 3
    max_weight: int = 1  # 1: all types equally likely

    def __post_init__(self) -> None:
        if not 2 <= self.min_types <= self.max_types <= 9 or not 1 <= self.max_weight <= 20:
            raise ValueError(f"need 2 <= min_types <= max_types <= 9 and max_weight in 1..20, got {self}")


_STORIES = (
    ("Each cereal box holds one of {n} toy figures", "figures"),
    ("Each pack contains one of {n} stickers", "stickers"),
    ("A gacha machine gives one of {n} prizes per spin", "prizes"),
    ("Each chocolate egg hides one of {n} collectible cards", "cards"),
)


_QUESTIONS = ("What is the expected number of {t} drawn until every type has appeared at least once?",
              "How many draws does it take on average to collect all {n} types?",
              "Find the exact expected number of draws needed to own at least one of each of the {n} types.")


class CouponCollector(ExactRationalAnswer, Bootcamp):
    id = "probability/coupon_collector"
    description = "Expected draws to collect every coupon type, equal or unequal probabilities"
    Config = Config
    LEVELS = {
        "1": Config(min_types=2, max_types=4, max_weight=1),
        "2": Config(min_types=3, max_types=4, max_weight=9),
        "3": Config(min_types=4, max_types=5, max_weight=9),
        "4": Config(min_types=5, max_types=6, max_weight=10),
        "5": Config(min_types=6, max_types=8, max_weight=12),
    }
    min_distinct_prompts = {"1": 0.02, "2": 0.9}
    small_space_reason = "level 1 is equal probabilities: only the number of types and the story vary"

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_types, config.max_types)
        weights = [rng.randint(1, config.max_weight) for _ in range(n)]
        data = {"weights": weights, "story": rng.randrange(len(_STORIES)), "question": rng.randrange(len(_QUESTIONS))}  # the wording is part of the case: equal data means equal prompts in this small space
        return data, frac_text(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        weights = data["weights"]
        n, total = len(weights), sum(weights)
        story, things = _STORIES[data["story"]]
        if len(set(weights)) == 1:
            odds = f"all {n} equally likely"
        else:
            odds = "with probabilities " + ", ".join(frac_text(Fraction(w, total)) for w in weights) + f" for types 1 to {n}"
        question = _QUESTIONS[data["question"]]
        return ask(rng, ("{s}, {o}, independently from draw to draw. {q}",), "an integer or a fraction in lowest terms, e.g. 11/2",
                   s=story.format(n=n), o=odds, q=question.format(t=things, n=n))

    def program(self, t: Tracer, data: dict) -> str:
        t.state("setup")
        weights = t.fetch("w", list(data["weights"]))
        total = t.compute("W", sum(weights))
        expected = Fraction(0)
        for size in range(1, len(weights) + 1):
            t.state(f"sets of size {size}")
            part = t.compute("sum W/w(S)", sum(Fraction(total, sum(group)) for group in combinations(weights, size)),
                             why=f"over the sets S of {size} types: expected wait for the first of S")
            sign = 1 if size % 2 else -1
            expected = t.compute("E", t.fetch("E", expected) + sign * part, why="inclusion-exclusion, sign (-1)^(|S|+1)")
        t.state("answer")
        return frac_text(t.fetch("E", expected))

    def solve(self, data: dict) -> Fraction:
        weights = data["weights"]
        n, total = len(weights), sum(weights)
        full = (1 << n) - 1
        wait = {full: Fraction(0)}
        for mask in range(full - 1, -1, -1):  # supersets first (larger masks)
            missing = [i for i in range(n) if not mask >> i & 1]
            away = sum(weights[i] for i in missing)
            wait[mask] = (total + sum(weights[i] * wait[mask | 1 << i] for i in missing)) / away
        return wait[0]


BOOTCAMP = CouponCollector()
