"""Pólya's urn: an urn holds balls of several colours; each draw takes a ball uniformly at
random, notes its colour and puts it back together with c extra balls of that colour. What is
the exact probability that n draws give exactly the stated number of balls of each colour? The
traced solver uses exchangeability: every order of the same colour counts has the same
probability, the product over colours of a(a+c)...(a+(t-1)c) over N(N+c)...(N+(n-1)c), times
the multinomial number of orders. The plain solver runs the urn draw by draw over every
vector of colour counts that stays within the target."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import multinomial
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer

COLOURS = ("red", "blue", "green", "yellow")


@dataclass(frozen=True)
class Config:
    min_draws: int = 2
    max_draws: int = 3
    colours: int = 2
    max_start: int = 3
    max_extra: int = 1

    def __post_init__(self) -> None:
        if not 1 <= self.min_draws <= self.max_draws <= 30 or not 2 <= self.colours <= 4 or not 1 <= self.max_start <= 20 or not 1 <= self.max_extra <= 10:
            raise ValueError(f"bad polya_urn config {self}")


_TEMPLATES = (
    "An urn contains {start}. A ball is drawn at random, its colour is noted, and it is returned to the urn together with {c} more ball{s} of the same colour. This is done {n} times in all. What is the probability that exactly {target} are drawn?",
    "Pólya's urn starts with {start}. At each step a uniformly random ball is taken out and put back along with {c} additional ball{s} of its colour. After {n} steps, what is the probability that the colours drawn were exactly {target} (in any order)?",
    "A reinforcement urn holds {start}. Every draw picks a ball uniformly at random; the ball goes back and {c} new ball{s} of the drawn colour {are} added. Find the probability that among the first {n} draws there are exactly {target}.",
)


def _balls(counts: list[int], word: str) -> str:
    parts = [f"{k} {COLOURS[i]}" for i, k in enumerate(counts)]
    text = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"{text} {word}"


class PolyaUrn(ExactRationalAnswer, Bootcamp):
    id = "probability/polya_urn"
    description = "Pólya urn (draw, return with c more of the colour): exact probability of given colour counts"
    Config = Config
    min_distinct_prompts = {"1": 0.15, "2": 0.7}
    small_space_reason = "levels 1 and 2 are two colours, a few draws and small urns"
    LEVELS = {
        "1": Config(min_draws=2, max_draws=3, colours=2, max_start=3, max_extra=1),
        "2": Config(min_draws=3, max_draws=5, colours=2, max_start=5, max_extra=2),
        "3": Config(min_draws=4, max_draws=7, colours=3, max_start=5, max_extra=3),
        "4": Config(min_draws=6, max_draws=10, colours=3, max_start=7, max_extra=4),
        "5": Config(min_draws=9, max_draws=15, colours=4, max_start=9, max_extra=5),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        n = rng.randint(config.min_draws, config.max_draws)
        start = [rng.randint(1, config.max_start) for _ in range(config.colours)]
        cuts = sorted(rng.randint(0, n) for _ in range(config.colours - 1))
        target = [b - a for a, b in zip([0] + cuts, cuts + [n])]
        data = {"start": start, "extra": rng.randint(1, config.max_extra), "target": target}
        return data, frac_text(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        c = data["extra"]
        return ask(rng, _TEMPLATES, "a fraction in lowest terms, e.g. 3/28", start=_balls(data["start"], "balls"), c=c,
                   s="" if c == 1 else "s", are="is" if c == 1 else "are", n=sum(data["target"]),
                   target=_balls(data["target"], "balls"))

    def program(self, t: Tracer, data: dict) -> str:
        t.state("setup")
        start, target = t.fetch("start", list(data["start"])), t.fetch("target", list(data["target"]))
        c = t.fetch("extra", data["extra"])
        n = t.compute("draws", sum(target))
        top = 1
        for i, (a, k) in enumerate(zip(start, target)):
            t.state(f"{COLOURS[i]} draws")
            factor = t.compute(f"{COLOURS[i]} factor", math.prod(a + j * c for j in range(k)),
                               why=f"the {COLOURS[i]} count goes {a}, {a}+{c}, ... over its {k} draws")
            top = t.compute("new numerator", t.fetch("numerator", top) * factor)
        t.state("all draws")
        total = sum(start)
        bottom = t.compute("denominator", math.prod(total + j * c for j in range(n)), why=f"the urn holds {total}, {total}+{c}, ... balls")
        one_order = t.compute("one order", Fraction(top, bottom), why="every order of these counts is equally likely")
        t.state("orders")
        orders = t.compute("orders", multinomial(target), why="multinomial: ways to place the colours among the draws")
        t.state("answer")
        return frac_text(t.compute("answer", orders * t.fetch("one order", one_order)))

    def solve(self, data: dict) -> Fraction:
        start, target, c = data["start"], data["target"], data["extra"]
        prob = {tuple(0 for _ in start): Fraction(1)}
        for _ in range(sum(target)):
            nxt: dict[tuple[int, ...], Fraction] = {}
            for drawn, p in prob.items():
                balls = [a + c * k for a, k in zip(start, drawn)]
                for i, b in enumerate(balls):
                    if drawn[i] < target[i]:
                        key = drawn[:i] + (drawn[i] + 1,) + drawn[i + 1:]
                        nxt[key] = nxt.get(key, Fraction(0)) + p * Fraction(b, sum(balls))
            prob = nxt
        return prob.get(tuple(target), Fraction(0))


BOOTCAMP = PolyaUrn()
