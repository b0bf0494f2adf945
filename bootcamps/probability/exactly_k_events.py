"""Independent events with different probabilities (a Poisson-binomial count): the exact
probability that exactly k of them happen (or at least k, or at most k). The traced solver
adds the events one at a time to the distribution of the count so far,
P'(j) = P(j)(1 - p) + P(j - 1) p; the plain solver sums over every subset of events."""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    events: int = 3
    max_den: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.events <= 14:
            raise ValueError(f"events must be in 2..14, got {self.events}")
        if not 2 <= self.max_den <= 20:
            raise ValueError(f"max_den must be in 2..20, got {self.max_den}")


_STORIES = (
    ("archers", "archer {i} hits the target with probability {p}", "hit"),
    ("exams", "student {i} passes with probability {p}", "pass"),
    ("light bulbs", "bulb {i} is still working after a year with probability {p}", "are still working"),
    ("free throws by different players", "player {i} scores with probability {p}", "score"),
    ("seeds", "seed {i} sprouts with probability {p}", "sprout"),
)
_TEMPLATES = (
    "There are {count} {what}, acting independently: {facts}. What is the probability that {goal} of them {verb}?",
    "Independent trials: {facts}. Find the exact probability that {goal} of the {count} {what} {verb}.",
    "Consider {count} independent {what}; {facts}. Compute P(the number that {verb} is {goal_short}).",
)
_GOALS = {"exactly": ("exactly {k}", "exactly {k}"), "at_least": ("at least {k}", "at least {k}"), "at_most": ("at most {k}", "at most {k}")}


class ExactlyKEvents(ReducedFractionAnswer, Bootcamp):
    id = "probability/exactly_k_events"
    description = "Probability that exactly / at least / at most k of n independent events occur"
    Config = Config
    LEVELS = {
        "1": Config(3, 9),
        "2": Config(4, 8),
        "3": Config(6, 10),
        "4": Config(8, 12),
        "5": Config(11, 16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        probs = []
        for _ in range(config.events):
            den = rng.randint(2, config.max_den)
            probs.append(format_rational(Fraction(rng.randint(1, den - 1), den)))
        data = {"probs": probs, "k": rng.randint(1, config.events - 1), "goal": rng.choice(sorted(_GOALS)), "story": rng.randrange(len(_STORIES))}
        return data, _by_count(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        what, fact, verb = _STORIES[data["story"]]
        facts = "; ".join(fact.format(i=i + 1, p=p) for i, p in enumerate(data["probs"]))
        goal, short = (g.format(k=data["k"]) for g in _GOALS[data["goal"]])
        return ask(rng, _TEMPLATES, "an exact fraction in lowest terms, e.g. 17/60", count=len(data["probs"]), what=what, facts=facts, goal=goal, goal_short=short, verb=verb)

    def program(self, t: Tracer, data: dict) -> str:
        dist = [Fraction(1)]
        for i, p in enumerate(data["probs"]):
            t.state(f"event {i + 1}")
            p = _exact(t.fetch(f"p[{i}]", p))
            dist = [_exact(v) for v in t.fetch("dist", [format_rational(v) for v in dist])]
            new = [(dist[j] if j < len(dist) else 0) * (1 - p) + (dist[j - 1] * p if j > 0 else 0) for j in range(len(dist) + 1)]
            dist = [_exact(v) for v in t.compute("dist", [format_rational(v) for v in new], why="P(j)(1-p) + P(j-1)p")]
        t.state("answer")
        k, goal = t.fetch("k", data["k"]), t.fetch("goal", data["goal"])
        dist = [_exact(v) for v in t.fetch("dist", [format_rational(v) for v in dist])]
        chosen = [j for j in range(len(dist)) if (j == k if goal == "exactly" else j >= k if goal == "at_least" else j <= k)]
        return t.compute("answer", format_rational(sum((dist[j] for j in chosen), Fraction(0))), why=f"sum of P(j) for j {goal.replace('_', ' ')} {k}")

    def solve(self, data: dict) -> str:
        probs = [Fraction(p) for p in data["probs"]]
        k, goal = data["k"], data["goal"]
        total = Fraction(0)
        for outcome in itertools.product((0, 1), repeat=len(probs)):
            j = sum(outcome)
            if j == k if goal == "exactly" else j >= k if goal == "at_least" else j <= k:
                term = Fraction(1)
                for hit, p in zip(outcome, probs):
                    term *= p if hit else 1 - p
                total += term
        return format_rational(total)


_RATIONAL = re.compile(r"-?\d+(?:/\d+)?")


def _exact(text: str) -> Fraction:
    """A fraction the program wrote ("a/b" or "n"). An injected error can turn "3/1048576" into
    "3e1048576", which ``Fraction`` reads as a number of a million digits, and an 11-event
    distribution's denominators are 13 digits long: that run never ended. Refused instead, so the
    corruption tries another site."""
    if not _RATIONAL.fullmatch(text):
        raise ValueError(f"not a fraction: {text!r}")
    return Fraction(text)


def _by_count(data: dict) -> str:
    dist = [Fraction(1)]
    for p in map(Fraction, data["probs"]):
        dist = [(dist[j] if j < len(dist) else 0) * (1 - p) + (dist[j - 1] * p if j else 0) for j in range(len(dist) + 1)]
    k, goal = data["k"], data["goal"]
    lo, hi = (k, k) if goal == "exactly" else (k, len(dist) - 1) if goal == "at_least" else (0, k)
    return format_rational(sum(dist[lo : hi + 1], Fraction(0)))


BOOTCAMP = ExactlyKEvents()
