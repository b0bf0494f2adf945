"""Balls of several colours in an urn, m drawn at once (without replacement): the exact
probability of an event about the colour counts drawn (exactly j of one colour, at least j of
one colour, an exact count of every colour, at least one of every colour). Counted as
favourable colour-count vectors, each worth a product of binomials, over C(N, m); the plain
solver follows the draws one ball at a time instead."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer

COLOURS = ("red", "blue", "green", "white", "black", "yellow", "purple", "orange")
KINDS = ("exactly", "at_least", "vector", "every")


@dataclass(frozen=True)
class Config:
    colours: int = 2
    max_per_colour: int = 6
    max_draw: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.colours <= len(COLOURS):
            raise ValueError(f"colours must be in 2..{len(COLOURS)}, got {self.colours}")
        if not 2 <= self.max_per_colour <= 30 or not 2 <= self.max_draw <= 12:
            raise ValueError(f"need max_per_colour in 2..30 and max_draw in 2..12, got {self.max_per_colour}, {self.max_draw}")


_TEMPLATES = (
    "An urn holds {urn}. {m} balls are drawn at random without replacement. What is the probability that {event}?",
    "A bag contains {urn}. You take out {m} balls at once, every set of {m} balls being equally likely. Find the probability that {event}.",
    "From a box with {urn}, {m} balls are chosen at random (no replacement). Compute P({event}).",
    "There are {urn} in a jar. Draw {m} of them without putting any back. How likely is it that {event}?",
)
_FORM = "an exact fraction in lowest terms (or 0 or 1), e.g. 7/22"


def _urn_text(counts: list[int], names: list[str]) -> str:
    parts = [f"{c} {names[i]}" for i, c in enumerate(counts)]
    return ", ".join(parts[:-1]) + f" and {parts[-1]} balls"


def _event_text(data: dict) -> str:
    kind, target, names = data["kind"], data["target"], data["names"]
    if kind == "exactly":
        return f"exactly {target[1]} of the drawn balls are {names[target[0]]}"
    if kind == "at_least":
        return f"at least {target[1]} of the drawn balls are {names[target[0]]}"
    if kind == "vector":
        parts = [f"{k} {names[i]}" for i, k in enumerate(target)]
        return "the draw is exactly " + ", ".join(parts[:-1]) + f" and {parts[-1]}"
    return "every colour appears among the drawn balls"


def _holds(data: dict, drawn: tuple[int, ...] | list[int]) -> bool:
    kind, target = data["kind"], data["target"]
    if kind == "exactly":
        return drawn[target[0]] == target[1]
    if kind == "at_least":
        return drawn[target[0]] >= target[1]
    if kind == "vector":
        return list(drawn) == list(target)
    return all(k > 0 for k in drawn)


def _vectors(counts: list[int], m: int) -> list[tuple[int, ...]]:
    """Every colour-count vector of a draw of m, first colour slowest."""
    if len(counts) == 1:
        return [(m,)] if m <= counts[0] else []
    out = []
    for k in range(min(counts[0], m) + 1):
        out.extend((k,) + rest for rest in _vectors(counts[1:], m - k))
    return out


class UrnDraws(ReducedFractionAnswer, Bootcamp):
    id = "probability/urn_draws"
    description = "Exact probability of a colour-count event when drawing balls from an urn without replacement"
    Config = Config
    LEVELS = {
        "1": Config(colours=2, max_per_colour=12, max_draw=4),
        "2": Config(colours=3, max_per_colour=8, max_draw=4),
        "3": Config(colours=3, max_per_colour=10, max_draw=5),
        "4": Config(colours=4, max_per_colour=12, max_draw=6),
        "5": Config(colours=5, max_per_colour=15, max_draw=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        c = config.colours
        counts = [rng.randint(2, config.max_per_colour) for _ in range(c)]
        m = rng.randint(2, min(config.max_draw, sum(counts) - 1))
        kind = rng.choice(KINDS if m >= c else KINDS[:3])
        if kind in ("exactly", "at_least"):
            colour = rng.randrange(c)
            target: list[int] = [colour, rng.randint(1, min(m, counts[colour]))]
        elif kind == "vector":
            while True:  # a reachable vector of counts summing to m
                cuts = sorted(rng.randint(0, m) for _ in range(c - 1))
                target = [b - a for a, b in zip([0] + cuts, cuts + [m])]
                if all(k <= n for k, n in zip(target, counts)):
                    break
        else:
            target = []
        data = {"counts": counts, "names": rng.sample(COLOURS, c), "m": m, "kind": kind, "target": target}
        return data, format_rational(Fraction(_favourable(data), math.comb(sum(counts), m)))

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, urn=_urn_text(data["counts"], data["names"]), m=data["m"], event=_event_text(data))

    def program(self, t: Tracer, data: dict) -> str:
        counts, m = data["counts"], data["m"]
        t.state("all draws")
        total = t.compute("total", math.comb(sum(counts), m), why=f"C({sum(counts)}, {m}) equally likely sets")
        favourable = 0
        for drawn in _vectors(counts, m):
            if not _holds(data, drawn):
                continue
            t.state("count vector " + " ".join(map(str, drawn)))
            sizes = t.fetch("counts", counts)
            ways = t.compute("ways", math.prod(math.comb(n, k) for n, k in zip(sizes, drawn)), why="product of C(colour count, drawn)")
            favourable = t.compute("favourable", favourable + ways)
        t.state("answer")
        favourable, total = t.fetch("favourable", favourable), t.fetch("total", total)
        if total <= 0:
            raise ValueError("no draws after an injected error")
        return t.compute("answer", format_rational(Fraction(favourable, total)), why="favourable / total")

    def solve(self, data: dict) -> str:
        # one ball at a time: ordered draw sequences reaching each colour-count vector
        counts = data["counts"]
        sequences = {tuple(0 for _ in counts): 1}
        for _ in range(data["m"]):
            nxt: dict[tuple[int, ...], int] = {}
            for drawn, ways in sequences.items():
                for colour, n in enumerate(counts):
                    if n > drawn[colour]:
                        key = drawn[:colour] + (drawn[colour] + 1,) + drawn[colour + 1 :]
                        nxt[key] = nxt.get(key, 0) + ways * (n - drawn[colour])
            sequences = nxt
        good = sum(ways for drawn, ways in sequences.items() if _holds(data, drawn))
        return format_rational(Fraction(good, math.perm(sum(counts), data["m"])))


def _favourable(data: dict) -> int:
    return sum(math.prod(math.comb(n, k) for n, k in zip(data["counts"], drawn)) for drawn in _vectors(data["counts"], data["m"]) if _holds(data, drawn))


BOOTCAMP = UrnDraws()
