"""Card-hand probabilities: h cards dealt from a deck of S suits times R ranks (every hand
equally likely); the exact probability of a flush (all one suit), of all ranks different, or
of a rank pattern (exactly one pair, two pair, three of a kind, full house, four of a kind,
the other cards all of different ranks). The traced solver counts a rank pattern as (ways to
pick the ranks for each multiplicity) times (ways to pick the suits for each rank); the plain
solver deals rank by rank with a dynamic program over the multiplicities seen so far."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import ReducedFractionAnswer, format_rational
from bootcamps.trace import Tracer

# pattern: multiplicities of the ranks that repeat; the rest of the hand are singletons
EVENTS = {
    "flush": None,
    "distinct": [],
    "one_pair": [2],
    "two_pair": [2, 2],
    "three_kind": [3],
    "full_house": [3, 2],
    "four_kind": [4],
}
_EVENT_TEXT = {
    "flush": "all {h} cards are of the same suit",
    "distinct": "no two of the {h} cards have the same rank",
    "one_pair": "the hand contains exactly one pair: two cards of one rank, and every other card of a different rank from all the rest",
    "two_pair": "the hand contains exactly two pairs: two ranks appear twice each, and every other card has its own rank",
    "three_kind": "the hand contains three of a kind: one rank appears exactly three times and every other card has its own rank",
    "full_house": "one rank appears exactly three times, another exactly twice, and every other card (if any) has its own rank",
    "four_kind": "one rank appears exactly four times and every other card has its own rank",
}


@dataclass(frozen=True)
class Config:
    min_suits: int = 3
    max_suits: int = 4
    min_ranks: int = 5
    max_ranks: int = 8
    min_hand: int = 3
    max_hand: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.min_suits <= self.max_suits <= 8 or not 4 <= self.min_ranks <= self.max_ranks <= 20:
            raise ValueError(f"need suits in 2..8 and ranks in 4..20, got {self}")
        if not 2 <= self.min_hand <= self.max_hand <= self.min_ranks:
            raise ValueError(f"need 2 <= min_hand <= max_hand <= min_ranks, got {self}")


_TEMPLATES = (
    "A deck has {S} suits with {R} ranks each ({N} cards, one of each suit-rank pair). A hand of {h} cards is dealt at random. What is the probability that {event}?",
    "From a well-shuffled deck of {N} cards ({R} ranks in each of {S} suits) you draw {h} cards. Find the probability that {event}.",
    "{h} cards are chosen at random from a deck of {S} suits x {R} ranks. Compute the probability that {event}.",
    "A bag holds {N} tiles: each of {S} colours (the 'suits') comes with the numbers 1 to {R} (the 'ranks'), one tile per colour-number pair. "
    "{h} tiles are drawn at once, every set equally likely. What is the probability that {event}? (Suit means colour, rank means number.)",
    "A game uses {N} cards made of {S} suits, each suit holding one card of every rank 1..{R}. Deal {h} cards, all hands equally likely. How likely is it that {event}?",
)
_FORM = "an exact fraction in lowest terms, e.g. 11/4165"


def _feasible(event: str, suits: int, ranks: int, hand: int) -> bool:
    if event == "flush":
        return hand <= ranks
    pattern = EVENTS[event]
    used = sum(pattern)
    return all(m <= suits for m in pattern) and used <= hand and len(pattern) + hand - used <= ranks


class CardHands(ReducedFractionAnswer, Bootcamp):
    id = "probability/card_hands"
    description = "Exact probabilities of flushes, distinct ranks and rank patterns in a random card hand"
    Config = Config
    min_distinct_prompts = {"1": 0.45, "2": 0.43, "3": 0.52, "4": 0.62, "5": 0.85}
    small_space_reason = "a case is (suits, ranks, hand size, event): a few hundred combinations per level, times the wordings"
    LEVELS = {
        "1": Config(min_suits=2, max_suits=4, min_ranks=5, max_ranks=9, min_hand=3, max_hand=4),
        "2": Config(min_suits=3, max_suits=4, min_ranks=6, max_ranks=10, min_hand=4, max_hand=5),
        "3": Config(min_suits=4, max_suits=5, min_ranks=8, max_ranks=13, min_hand=5, max_hand=6),
        "4": Config(min_suits=4, max_suits=6, min_ranks=10, max_ranks=15, min_hand=6, max_hand=7),
        "5": Config(min_suits=4, max_suits=8, min_ranks=12, max_ranks=20, min_hand=7, max_hand=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            suits = rng.randint(config.min_suits, config.max_suits)
            ranks = rng.randint(config.min_ranks, config.max_ranks)
            hand = rng.randint(config.min_hand, config.max_hand)
            event = rng.choice(sorted(EVENTS))
            if _feasible(event, suits, ranks, hand):
                break
        data = {"suits": suits, "ranks": ranks, "hand": hand, "event": event}
        return data, self.program(Tracer(), data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        s, r, h = data["suits"], data["ranks"], data["hand"]
        return ask(rng, _TEMPLATES, _FORM, S=s, R=r, N=s * r, h=h, event=_EVENT_TEXT[data["event"]].format(h=h))

    def program(self, t: Tracer, data: dict) -> str:
        s, r, h, event = data["suits"], data["ranks"], data["hand"], data["event"]
        t.state("all hands")
        total = t.compute("hands", math.comb(s * r, h), why=f"C({s * r}, {h})")
        if event == "flush":
            good = 0
            for suit in range(s):
                t.state(f"all in suit {suit + 1}")
                good = t.compute("good", good + math.comb(r, h), why=f"C({r}, {h}) hands inside this suit")
        else:
            parts = sorted(EVENTS[event], reverse=True) + [1] * (h - sum(EVENTS[event]))
            ranks_left, good = r, 1
            for i, m in enumerate(parts):
                t.state(f"rank group {i}")
                m = t.fetch(f"multiplicity[{i}]", m)
                suits_ways = t.compute("suits", math.comb(s, m), why=f"C({s}, {m}) suit choices for this rank")
                good = t.compute("ordered", good * ranks_left * suits_ways, why="times ranks still free, times suit choices")
                ranks_left = t.compute("ranks left", ranks_left - 1)
            t.state("unorder equal groups")
            counts = [parts.count(m) for m in sorted(set(parts))]
            repeats = t.compute("repeats", math.prod(math.factorial(c) for c in counts), why="groups of the same multiplicity are unordered")
            if repeats <= 0:
                raise ValueError("no repeats after an injected error")
            good = t.compute("good", good // repeats)
        t.state("answer")
        if total <= 0:
            raise ValueError("no hands after an injected error")
        return t.compute("answer", format_rational(Fraction(t.fetch("good", good), t.fetch("hands", total))), why="good / hands")

    def solve(self, data: dict) -> str:
        s, r, h, event = data["suits"], data["ranks"], data["hand"], data["event"]
        total = math.comb(s * r, h)
        if event == "flush":
            # suit by suit: hands whose cards all lie in one suit
            return format_rational(Fraction(sum(math.comb(r, h) for _ in range(s)), total))
        want = sorted(EVENTS[event] + [1] * (h - sum(EVENTS[event])))
        # rank by rank: state = sorted tuple of multiplicities taken so far -> ways
        ways: dict[tuple[int, ...], int] = {(): 1}
        for _ in range(r):
            nxt: dict[tuple[int, ...], int] = {}
            for taken, w in ways.items():
                for k in range(0, min(s, h - sum(taken)) + 1):
                    key = tuple(sorted(taken + (k,))) if k else taken
                    nxt[key] = nxt.get(key, 0) + w * math.comb(s, k)
            ways = nxt
        return format_rational(Fraction(ways.get(tuple(want), 0), total))


BOOTCAMP = CardHands()
