"""The secretary problem with a fixed cut-off: n candidates with distinct merits arrive in a
uniformly random order; the first r are interviewed and rejected, then the first candidate
better than everyone seen so far is hired (if none is, nobody is hired). The exact probability
that the hired candidate is among the s best overall. The traced solver goes position by
position: candidate i is hired with probability r / (i(i-1)) (best of the first i, while the
best of the first i-1 sat among the first r), and the best of i candidates has overall rank
p with probability C(n-p, i-1) / C(n, i). The plain solver conditions on the overall rank p
and the position i of the hired candidate instead."""

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
    min_n: int = 4
    max_n: int = 6
    max_top: int = 1

    def __post_init__(self) -> None:
        if not 3 <= self.min_n <= self.max_n <= 60 or not 1 <= self.max_top <= 5:
            raise ValueError(f"need 3 <= min_n <= max_n <= 60 and max_top in 1..5, got {self}")


_STORIES = ("candidates for a job", "apartments to rent", "suitors", "offers for a used car", "applicants for a grant")
_TEMPLATES = (
    "{n} {things} arrive one at a time in a uniformly random order; all have different quality and each is seen once. You reject the first {r} outright, then accept the first one that is better than every one seen before it (if no such one appears, you end up with none). What is the probability that you accept {goal}?",
    "Secretary problem: {n} {things} with distinct merits are seen in random order, and every decision is final. The strategy is to pass on the first {r}, then take the first that beats all earlier ones, ending with nothing if none does. Find the exact probability that the one taken is {goal}.",
    "You must choose among {n} {things}, shown to you one by one in random order (all orders equally likely, no ties). Using the rule 'skip the first {r}, then pick the first one better than all previous', what is the probability of picking {goal}? Picking nothing counts as failure.",
)


def _goal(s: int) -> str:
    return "the very best one" if s == 1 else f"one of the {s} best"


class SecretaryRule(ExactRationalAnswer, Bootcamp):
    id = "probability/secretary_rule"
    description = "Secretary problem with a fixed cut-off: probability of hiring one of the s best"
    Config = Config
    min_distinct_prompts = {"1": 0.05, "2": 0.2, "3": 0.5, "4": 0.82, "5": 0.92}
    small_space_reason = "a case is only (n, r, s), a story and a wording: few combinations at the low levels"
    LEVELS = {
        "1": Config(min_n=4, max_n=6, max_top=1),
        "2": Config(min_n=6, max_n=10, max_top=1),
        "3": Config(min_n=8, max_n=14, max_top=2),
        "4": Config(min_n=12, max_n=20, max_top=3),
        "5": Config(min_n=18, max_n=32, max_top=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_n, config.max_n)
        data = {"n": n, "r": rng.randint(1, n - 2), "top": rng.randint(max(1, config.max_top - 1), config.max_top),
                "story": rng.randrange(len(_STORIES))}
        return data, frac_text(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "a fraction in lowest terms, e.g. 13/30", n=data["n"], r=data["r"],
                   things=_STORIES[data["story"]], goal=_goal(data["top"]))

    def program(self, t: Tracer, data: dict) -> str:
        n, r, s = data["n"], data["r"], data["top"]
        total = Fraction(0)
        for i in range(r + 1, n + 1):
            t.state(f"hire at position {i}")
            hire = t.compute("P hire", Fraction(r, i * (i - 1)), why=f"best of the first {i}, and the best of the first {i - 1} among the first {r}")
            good = t.compute("P among best", sum(Fraction(math.comb(n - p, i - 1), math.comb(n, i)) for p in range(1, s + 1)),
                             why=f"overall rank p of the best of {i}: C({n}-p,{i - 1})/C({n},{i}) for p up to {s}")
            total = t.compute("new total", t.fetch("total", total) + hire * good)
        t.state("answer")
        return frac_text(t.fetch("total", total))

    def solve(self, data: dict) -> Fraction:
        n, r, s = data["n"], data["r"], data["top"]
        total = Fraction(0)
        for p in range(1, s + 1):  # the candidate of overall rank p is the one hired
            for i in range(r + 1, n + 1):  # ... from position i
                better_later = Fraction(math.comb(n - i, p - 1), math.comb(n - 1, p - 1))  # ranks 1..p-1 all after i
                total += Fraction(1, n) * better_later * Fraction(r, i - 1)  # best before i sits in the first r
        return total


BOOTCAMP = SecretaryRule()
