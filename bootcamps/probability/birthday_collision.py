"""Birthday-type probabilities: k people each pick one of d equally likely days (or k balls go
into d boxes) independently; the exact probability that all picks differ, or that at least two
coincide. The traced solver multiplies the chances (d - i)/d that person i + 1 avoids the i
days already taken; the plain solver counts injective assignments d!/(d-k)! over d^k."""

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
    min_days: int = 4
    max_days: int = 12
    min_people: int = 2
    max_people: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.min_days <= self.max_days <= 1000:
            raise ValueError(f"need 2 <= min_days <= max_days <= 1000, got {self.min_days}, {self.max_days}")
        if not 2 <= self.min_people <= self.max_people <= 60:
            raise ValueError(f"need 2 <= min_people <= max_people <= 60, got {self.min_people}, {self.max_people}")


_STORIES = (
    "{k} people each choose one of {d} days of a festival uniformly at random, independently of each other.",
    "{k} balls are thrown one by one into {d} boxes; each ball lands in a box chosen uniformly at random, independently.",
    "On a planet whose year has {d} days, {k} people are chosen; each birthday is equally likely to be any of the {d} days, independently.",
    "{k} players each roll a fair die with {d} faces once.",
    "Each of {k} students picks a locker from {d} free lockers uniformly at random, without looking at the others (lockers may be picked twice).",
)
_EVENTS = {
    "distinct": ("all {k} choices are different", "no two of them coincide"),
    "collision": ("at least two choices coincide", "some value is picked more than once"),
}


class BirthdayCollision(ExactRationalAnswer, Bootcamp):
    id = "probability/birthday_collision"
    description = "Exact birthday-problem probabilities: all distinct or some coincidence"
    Config = Config
    min_distinct_prompts = {"1": 0.85, "2": 0.93, "3": 0.96}
    small_space_reason = 'a case is (days, people, event, story): a few hundred to a few thousand per level'
    LEVELS = {
        "1": Config(min_days=4, max_days=30, min_people=2, max_people=4),
        "2": Config(min_days=8, max_days=60, min_people=3, max_people=6),
        "3": Config(min_days=20, max_days=120, min_people=4, max_people=9),
        "4": Config(min_days=50, max_days=365, min_people=6, max_people=14),
        "5": Config(min_days=100, max_days=700, min_people=10, max_people=22),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        d = rng.randint(config.min_days, config.max_days)
        k = rng.randint(config.min_people, min(config.max_people, d))
        data = {"d": d, "k": k, "event": rng.choice(sorted(_EVENTS)), "story": rng.randrange(len(_STORIES))}
        return data, frac_text(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        story = _STORIES[data["story"]].format(k=data["k"], d=data["d"])
        event = rng.choice(_EVENTS[data["event"]]).format(k=data["k"])
        question = rng.choice(("What is the probability that {e}?", "Find the exact probability that {e}.", "Compute P({e})."))
        return ask(rng, ("{s} {q}",), "a fraction in lowest terms, e.g. 7/12", s=story, q=question.format(e=event))

    def program(self, t: Tracer, data: dict) -> str:
        t.state("setup")
        d, k = t.fetch("d", data["d"]), t.fetch("k", data["k"])
        p = Fraction(1)
        for i in range(1, k):
            t.state(f"pick {i + 1}")
            p = t.compute("P(all distinct)", t.fetch("P", p) * Fraction(d - i, d), why=f"pick {i + 1} avoids {i} taken: ({d}-{i})/{d}")
        t.state("answer")
        p = t.fetch("P", p)
        wanted = t.compute("answer", p if data["event"] == "distinct" else 1 - p, why="complement for a coincidence")
        return frac_text(wanted)

    def solve(self, data: dict) -> Fraction:
        d, k = data["d"], data["k"]
        distinct = Fraction(math.perm(d, k), d**k)
        return distinct if data["event"] == "distinct" else 1 - distinct


BOOTCAMP = BirthdayCollision()
