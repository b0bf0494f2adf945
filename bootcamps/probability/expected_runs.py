"""Balls of several colours (so many of each) are put in a row in a uniformly random order;
the exact expected number of runs (maximal blocks of one colour). By linearity: 1 plus the
sum over the N - 1 neighbouring pairs of the chance that the two differ, 1 - sum c(c-1)/N(N-1).
The traced solver accumulates, colour by colour, the chance that a given neighbouring pair
is of that colour; the plain solver adds, ball by ball, the chance that the ball starts a run
(it is first in the row, or its left neighbour has another colour)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_colours: int = 2
    max_colours: int = 2
    max_count: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.min_colours <= self.max_colours <= 8 or not 2 <= self.max_count <= 500:
            raise ValueError(f"need 2 <= min_colours <= max_colours <= 8 and max_count in 2..500, got {self}")


_COLOURS = ("red", "blue", "green", "yellow", "white", "black", "orange", "purple")
_THINGS = (("balls", "are arranged in a row"), ("beads", "are threaded onto a string (a line, not a loop)"),
           ("flags", "are hung in a line"), ("tiles", "are laid in a single row"))
_TEMPLATES = (
    "{items} {how} in a uniformly random order. A run is a maximal block of consecutive {things} of the same colour. What is the expected number of runs?",
    "{items} {how}, every distinct arrangement equally likely. Find the expected number of maximal same-colour blocks.",
    "Take {items}; they {how} at random (all orders equally likely). Compute the expected number of colour runs, where a run is a maximal stretch of one colour.",
)


class ExpectedRuns(ExactRationalAnswer, Bootcamp):
    id = "probability/expected_runs"
    description = "Expected number of colour runs in a random arrangement of coloured balls"
    Config = Config
    min_distinct_prompts = {"1": 0.96}
    small_space_reason = 'level 1 has two colours with at most 8 balls each'
    LEVELS = {
        "1": Config(min_colours=2, max_colours=2, max_count=8),
        "2": Config(min_colours=2, max_colours=3, max_count=15),
        "3": Config(min_colours=3, max_colours=4, max_count=30),
        "4": Config(min_colours=4, max_colours=6, max_count=60),
        "5": Config(min_colours=5, max_colours=8, max_count=150),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        colours = rng.sample(_COLOURS, rng.randint(config.min_colours, config.max_colours))
        data = {"colours": colours, "counts": [rng.randint(1, config.max_count) for _ in colours], "things": rng.randrange(len(_THINGS))}
        return data, frac_text(self.solve(data))

    def prompt(self, data: dict, rng: random.Random) -> str:
        things, how = _THINGS[data["things"]]
        items = ", ".join(f"{c} {name}" for c, name in zip(data["counts"], data["colours"]))
        items = items[0].upper() + items[1:] + f" {things}"
        return ask(rng, _TEMPLATES, "an integer or a fraction in lowest terms, e.g. 31/7", items=items, how=how, things=things)

    def program(self, t: Tracer, data: dict) -> str:
        t.state("setup")
        counts = t.fetch("counts", list(data["counts"]))
        n = t.compute("N", sum(counts))
        same = Fraction(0)
        for i, c in enumerate(counts):
            t.state(f"colour {data['colours'][i]}")
            c = t.fetch(f"c[{i}]", c)
            same = t.compute("P(pair same)", t.fetch("P(pair same)", same) + Fraction(c * (c - 1), n * (n - 1)),
                             why=f"both of a neighbouring pair {data['colours'][i]}: c(c-1)/(N(N-1))")
        t.state("answer")
        p = t.fetch("P(pair same)", same)
        return frac_text(t.compute("answer", 1 + (n - 1) * (1 - p), why="1 + (N-1) P(pair differs)"))

    def solve(self, data: dict) -> Fraction:
        counts = data["counts"]
        n = sum(counts)
        # a ball starts a run when it is first, or its left neighbour has another colour
        return sum(c * (Fraction(1, n) + Fraction(n - 1, n) * Fraction(n - c, n - 1)) for c in counts)


BOOTCAMP = ExpectedRuns()
