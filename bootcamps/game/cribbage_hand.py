"""Cribbage: the points of a four-card hand with the starter card (fifteens, pairs, runs,
flush, his nobs), with the rules in play growing by level."""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RULES = ("fifteens", "pairs", "runs", "flush", "nobs")


@dataclass(frozen=True)
class Config:
    rules: int = 5  # how many of RULES (in order) are in play
    crib: bool = False  # a crib hand: a flush needs all five cards
    rich: float = 0.0  # chance a deal is drawn from a few low/middle ranks (more combinations)

    def __post_init__(self) -> None:
        if not 2 <= self.rules <= len(RULES):
            raise ValueError(f"rules must be in 2..{len(RULES)}, got {self.rules}")
        if not 0.0 <= self.rich <= 1.0:
            raise ValueError(f"rich must be in [0, 1], got {self.rich}")


def value(rank: int) -> int:
    """Counting value: ace 1, number cards their number, J/Q/K 10 (rank is 1..13)."""
    return min(rank, 10)


def card_name(card: list) -> str:
    return f"{RANKS[card[0] - 1]}{card[1]}"


def run_points(ranks: list[int]) -> int:
    """Points for runs of three or more: each longest run counted once per combination."""
    for size in (5, 4, 3):
        found = sum(1 for combo in combinations(sorted(ranks), size)
                    if all(b - a == 1 for a, b in zip(combo, combo[1:])))
        if found:
            return found * size
    return 0


_TEMPLATES = (
    "Score this cribbage {kind}. Hand: {hand}. Starter (cut card): {starter}. Scoring rules in play:\n{rules}\n"
    "What is the total?",
    "In cribbage, a {kind} of four cards is counted together with the starter card. The {kind} is {hand} and the "
    "starter is {starter}. Count only these rules:\n{rules}\nHow many points does it score?",
    "Cards: {hand} in the {kind}, {starter} turned up as the starter. Using these cribbage scoring rules "
    "(and no others):\n{rules}\nGive the points.",
)
_RULE_TEXT = {
    "fifteens": "- Fifteens: every different set of cards (any size, starter included) whose values add to 15 scores "
                "2. Ace = 1, 2-10 face value, J, Q, K = 10.",
    "pairs": "- Pairs: every pair of cards of the same rank scores 2 (three of a kind is 3 pairs = 6, four is 6 pairs "
             "= 12).",
    "runs": "- Runs: a run is 3 or more cards of consecutive ranks (A low, K high, J=11, Q=12, K=13; no wrap). Only "
            "the longest length counts: each distinct set of cards forming a run of that length scores its length "
            "(so 3-3-4-5 is two runs of three = 6).",
    "flush": "- Flush: all four hand cards of one suit score 4, or 5 if the starter is that suit too.",
    "crib_flush": "- Flush (crib rule): only when all five cards, starter included, share a suit: 5 points.",
    "nobs": "- His nobs: a jack in the hand of the same suit as the starter scores 1.",
}


class CribbageHand(IntegerAnswer, Bootcamp):
    id = "game/cribbage_hand"
    description = "Cribbage: count a hand with its starter card (fifteens, pairs, runs, flush, nobs)"
    Config = Config
    LEVELS = {
        "1": Config(rules=2, rich=0.2),
        "2": Config(rules=3, rich=0.3),
        "3": Config(rules=5, rich=0.4),
        "4": Config(rules=5, rich=0.6),
        "5": Config(rules=5, crib=True, rich=0.8),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        deck = [[r, s] for r in range(1, 14) for s in SUITS]
        if rng.random() < config.rich:  # a tight band of ranks makes pairs, runs and fifteens pile up
            low = rng.randint(1, 9)
            deck = [c for c in deck if low <= c[0] <= low + 4]
        if config.rules >= 4 and rng.random() < 0.25:
            suit = rng.choice(list(SUITS))
            deck = [c for c in deck if c[1] == suit] + [c for c in deck if c[1] != suit][: rng.randint(0, 3)]
        cards = rng.sample(deck, 5)
        data = {"hand": cards[:4], "starter": cards[4], "rules": list(RULES[: config.rules]), "crib": config.crib}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        keys = [("crib_flush" if r == "flush" and data["crib"] else r) for r in data["rules"]]
        text = rng.choice(_TEMPLATES).format(
            kind="crib" if data["crib"] else "hand",
            hand=", ".join(card_name(c) for c in data["hand"]),
            starter=card_name(data["starter"]),
            rules="\n".join(_RULE_TEXT[k] for k in keys),
        )
        note = "Cards are written rank then suit (S spades, H hearts, D diamonds, C clubs), e.g. 10H, QS, AC."
        return f"{text}\n{note}\n{answer_instruction('one integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        cards = data["hand"] + [data["starter"]]
        names = [card_name(c) for c in cards]
        rules = data["rules"]
        total = 0
        t.state("values")
        vals = [t.compute(f"value[{n}]", value(t.fetch(f"card[{i}]", cards[i])[0])) for i, n in enumerate(names)]
        t.state("fifteens")
        combos = [c for size in range(2, 6) for c in combinations(range(5), size) if sum(vals[i] for i in c) == 15]
        fifteen = t.compute("fifteen sets", ["+".join(names[i] for i in c) for c in combos], why="card sets adding to 15")
        total = t.compute("total", total + 2 * len(fifteen), why="2 per fifteen")
        t.state("pairs")
        pairs = [f"{names[i]}{names[j]}" for i, j in combinations(range(5), 2) if cards[i][0] == cards[j][0]]
        pairs = t.compute("pairs", pairs, why="same-rank pairs")
        total = t.compute("total", total + 2 * len(pairs), why="2 per pair")
        if "runs" in rules:
            t.state("runs")
            points = t.compute("run points", run_points([c[0] for c in cards]), why="longest runs times how many")
            total = t.compute("total", total + points)
        if "flush" in rules:
            t.state("flush")
            suits = [c[1] for c in cards]
            same4 = t.compute("hand one suit", len(set(suits[:4])) == 1)
            same5 = t.compute("starter too", same4 and suits[4] == suits[0])
            points = (5 if same5 else 0) if data["crib"] else (5 if same5 else 4 if same4 else 0)
            total = t.compute("total", total + t.compute("flush points", points))
        if "nobs" in rules:
            t.state("nobs")
            starter = t.fetch("starter", data["starter"])
            nobs = any(c[0] == 11 and c[1] == starter[1] for c in data["hand"])
            total = t.compute("total", total + t.compute("nobs", int(nobs), why="jack of the starter's suit in hand"))
        t.state("answer")
        return t.ret("answer", total)

    def solve(self, data: dict) -> int:
        """Every subset of the five cards scored directly: fifteens, pairs and (maximal) runs."""
        cards = data["hand"] + [data["starter"]]
        rules = data["rules"]
        score = 0
        runs: dict[int, int] = {}
        for mask in range(1, 32):
            chosen = [cards[i] for i in range(5) if mask >> i & 1]
            if sum(value(c[0]) for c in chosen) == 15:
                score += 2
            ranks = sorted(c[0] for c in chosen)
            if len(chosen) == 2 and ranks[0] == ranks[1]:
                score += 2
            if len(chosen) >= 3 and ranks == list(range(ranks[0], ranks[0] + len(ranks))):
                runs[len(chosen)] = runs.get(len(chosen), 0) + 1
        if "runs" in rules and runs:
            longest = max(runs)
            score += longest * runs[longest]
        if "flush" in rules:
            hand_suits = {c[1] for c in data["hand"]}
            if len(hand_suits) == 1:
                match = data["starter"][1] in hand_suits
                score += 5 if match else (0 if data["crib"] else 4)
        if "nobs" in rules:
            score += sum(1 for c in data["hand"] if c[0] == 11 and c[1] == data["starter"][1])
        return score


BOOTCAMP = CribbageHand()
