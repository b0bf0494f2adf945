"""Exact binomial probabilities: n independent trials, each a success with probability p (an
exact fraction); the probability that the number of successes is exactly k, at least k, at
most k, or between two bounds. The traced solver sums C(n, j) p^j q^(n-j) term by term, each
term from the last by the ratio (n - j + 1)/j * p/q; the plain solver convolves trial by trial."""

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
    min_trials: int = 3
    max_trials: int = 6
    max_den: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.min_trials <= self.max_trials <= 60 or not 2 <= self.max_den <= 30:
            raise ValueError(f"need 2 <= min_trials <= max_trials <= 60 and max_den in 2..30, got {self}")


_STORIES = (
    ("A basketball player makes each free throw with probability {p}, independently. She takes {n} free throws.", "made shots"),
    ("Each item from a production line is defective with probability {p}, independently. An inspector checks {n} items.", "defective items"),
    ("A biased coin lands heads with probability {p}. It is tossed {n} times.", "heads"),
    ("Each of {n} independent seeds germinates with probability {p}.", "seeds that germinate"),
    ("A quiz has {n} questions; a student answers each one correctly with probability {p}, independently of the others.", "correct answers"),
    ("An archer hits the target with probability {p} on each shot, independently, and shoots {n} arrows.", "hits"),
    ("Each of {n} light bulbs in a batch burns out within a year with probability {p}, independently.", "bulbs that burn out"),
    ("A spinner lands on red with probability {p}. It is spun {n} times.", "red results"),
    ("A server handles {n} requests; each one fails with probability {p}, independently.", "failed requests"),
)
_QUESTIONS = (
    "What is the probability that the number of {what} is {event}?",
    "Find the exact probability that the count of {what} is {event}.",
    "Compute P(number of {what} is {event}).",
)
_FORM = "an exact fraction in lowest terms, e.g. 135/512"


def _event(data: dict) -> str:
    lo, hi, n = data["low"], data["high"], data["n"]
    if lo == hi:
        return f"exactly {lo}"
    if hi == n:
        return f"at least {lo}"
    if lo == 0:
        return f"at most {hi}"
    return f"between {lo} and {hi} inclusive"


class BinomialProbability(ReducedFractionAnswer, Bootcamp):
    id = "probability/binomial_probability"
    description = "Exact probability that a binomial count is exactly / at least / at most / between given values"
    Config = Config
    LEVELS = {
        "1": Config(min_trials=4, max_trials=12, max_den=10),
        "2": Config(min_trials=5, max_trials=12, max_den=10),
        "3": Config(min_trials=8, max_trials=14, max_den=10),
        "4": Config(min_trials=12, max_trials=20, max_den=12),
        "5": Config(min_trials=18, max_trials=30, max_den=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_trials, config.max_trials)
        den = rng.randint(2, config.max_den)
        p = Fraction(rng.randint(1, den - 1), den)
        shape = rng.choice(("exactly", "at_least", "at_most", "between"))
        a, b = sorted(rng.sample(range(1, n), 2)) if n > 2 else (1, 1)
        low, high = {"exactly": (a, a), "at_least": (a, n), "at_most": (0, b), "between": (a, b)}[shape]
        data = {"n": n, "p": format_rational(p), "low": low, "high": high, "story": rng.randrange(len(_STORIES))}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        story, what = _STORIES[data["story"]]
        text = story.format(p=data["p"], n=data["n"]) + " " + rng.choice(_QUESTIONS).format(what=what, event=_event(data))
        return ask(rng, ("{text}",), _FORM, text=text)

    def program(self, t: Tracer, data: dict) -> str:
        n, low, high = data["n"], data["low"], data["high"]
        t.state("set up")
        p = Fraction(t.fetch("p", data["p"]))
        q = t.compute("q", 1 - p, why="failure probability")
        if p <= 0 or q <= 0:
            raise ValueError("a certain trial after an injected error")
        term = t.compute("term[0]", q**n, why="no successes: q^n")
        total = term if low == 0 else Fraction(0)
        for j in range(1, high + 1):
            t.state(f"j {j}")
            previous = Fraction(t.fetch(f"term[{j - 1}]", term))
            term = t.compute(f"term[{j}]", previous * (n - j + 1) / j * p / q, why=f"times ({n}-{j}+1)/{j} * p/q")
            if j >= low:
                total = t.compute("total", total + term, why="add the term in range")
        t.state("answer")
        return t.compute("answer", format_rational(t.fetch("total", total)))

    def solve(self, data: dict) -> str:
        # distribution of the count, one trial at a time, then the range
        p = Fraction(data["p"])
        dist = [Fraction(1)]
        for _ in range(data["n"]):
            dist = [(dist[j] if j < len(dist) else 0) * (1 - p) + (dist[j - 1] * p if j else 0) for j in range(len(dist) + 1)]
        return format_rational(sum(dist[data["low"] : data["high"] + 1], Fraction(0)))


BOOTCAMP = BinomialProbability()
