"""Poker showdown: several players each hold five cards; name the one with the best hand
under the standard ranking (straight flush, four of a kind, full house, flush, straight,
three of a kind, two pair, one pair, high card; ties broken by ranks, aces high or in
A-2-3-4-5). Cases with a shared best hand are regenerated, so the winner is unique."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import strict_word
from bootcamps.trace import Tracer

RANKS = "23456789TJQKA"
SUITS = "cdhs"
CATEGORIES = ("high card", "one pair", "two pair", "three of a kind", "straight", "flush", "full house",
              "four of a kind", "straight flush")
_NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Niaj",
          "Olivia", "Peggy", "Rupert", "Sybil", "Trent", "Victor", "Walter", "Yvonne")
_SUIT_SYMBOLS = {"c": "\u2663", "d": "\u2666", "h": "\u2665", "s": "\u2660"}


@dataclass(frozen=True)
class Config:
    players: int = 3
    close: float = 0.0  # chance of dealing until two hands share the best category

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 8:
            raise ValueError(f"players must be in 2..8, got {self.players}")
        if not 0 <= self.close <= 1:
            raise ValueError(f"close must be in [0, 1], got {self.close}")


def hand_key(cards: list[str]) -> list[int]:
    """[category, tie-break ranks...]: larger compares better, ranks 2..14."""
    values = sorted((RANKS.index(c[0]) + 2 for c in cards), reverse=True)
    counts = Counter(values)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)  # by count, then rank
    flush = len({c[1] for c in cards}) == 1
    distinct = sorted(counts, reverse=True)
    straight_high = 0
    if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
        straight_high = distinct[0]
    elif distinct == [14, 5, 4, 3, 2]:
        straight_high = 5  # the wheel: the ace plays low
    shape = [n for _, n in groups]
    if straight_high and flush:
        category = 8
    elif shape == [4, 1]:
        category = 7
    elif shape == [3, 2]:
        category = 6
    elif flush:
        category = 5
    elif straight_high:
        category = 4
    elif shape == [3, 1, 1]:
        category = 3
    elif shape == [2, 2, 1]:
        category = 2
    elif shape == [2, 1, 1, 1]:
        category = 1
    else:
        category = 0
    if straight_high:
        return [category, straight_high]
    return [category] + [rank for rank, _ in groups]


def show(card: str, symbols: bool) -> str:
    rank = "10" if card[0] == "T" else card[0]
    return rank + (_SUIT_SYMBOLS[card[1]] if symbols else card[1])


_TEMPLATES = (
    "Five-card poker showdown (no community cards, no draws). The hands are:\n{hands}\nStandard ranking from best "
    "to worst: straight flush, four of a kind, full house, flush, straight, three of a kind, two pair, one pair, "
    "high card. Within a category compare the deciding ranks (e.g. the pair, then the kickers) from highest down; "
    "aces are high, except in the straight A-2-3-4-5, which is five-high. Suits never break ties. Who wins?",
    "{n} players reveal their five cards:\n{hands}\nUsing the usual poker hand order (straight flush > four of a "
    "kind > full house > flush > straight > three of a kind > two pair > one pair > high card; ties inside a "
    "category go to the higher ranks, compared group by group and then kicker by kicker; A-2-3-4-5 is the lowest "
    "straight; suits are all equal), which player holds the best hand?",
    "Rank these poker hands and name the winner. Categories, strongest first: straight flush, four of a kind, full "
    "house, flush, straight, three of a kind, two pair, one pair, high card. Equal categories are decided by the "
    "ranks that form the hand, then by the remaining cards, highest first (ace high, but ace low in A-2-3-4-5); "
    "suits do not rank.\n{hands}",
)


class PokerShowdown(Bootcamp):
    id = "game/poker_showdown"
    description = "Poker showdown: which player's five-card hand is best (categories, then ranks and kickers)"
    Config = Config
    LEVELS = {
        "1": Config(players=2, close=0.0),
        "2": Config(players=3, close=0.3),
        "3": Config(players=4, close=0.5),
        "4": Config(players=5, close=0.7),
        "5": Config(players=7, close=0.9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        deck = [r + s for r in RANKS for s in SUITS]
        want_close = rng.random() < config.close
        while True:
            cards = rng.sample(deck, 5 * config.players)
            hands = [sorted(cards[5 * i : 5 * i + 5], key=lambda c: (RANKS.index(c[0]), c[1]), reverse=True)
                     for i in range(config.players)]
            keys = [hand_key(h) for h in hands]
            best = max(keys)
            if keys.count(best) != 1:
                continue
            if want_close and sum(k[0] == best[0] for k in keys) < 2:
                continue  # a close showdown: the winner's category is shared, ranks decide
            names = rng.sample(_NAMES, config.players)
            data = {"names": names, "hands": hands, "symbols": rng.random() < 0.5}
            return data, names[keys.index(best)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        hands = "\n".join(
            f"{name}: {' '.join(show(c, data['symbols']) for c in hand)}" for name, hand in zip(data["names"], data["hands"])
        )
        text = rng.choice(_TEMPLATES).format(hands=hands, n=len(data["names"]))
        return f"{text}\n{answer_instruction('the name of the winning player')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        name = strict_word(text, {n.casefold(): n for n in data["names"]})
        return 1.0 if name == answer else 0.0

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        return [n for n in case.data["names"] if n != case.answer][:3]

    def program(self, t: Tracer, data: dict) -> str:
        """Each hand's category and deciding ranks, then a running comparison (lexicographic)."""
        keys = []
        for name, hand in zip(data["names"], data["hands"]):
            t.state(f"hand of {name}")
            cards = t.fetch(f"cards[{name}]", list(hand))
            key = hand_key(cards)
            t.compute("category", CATEGORIES[key[0]])
            keys.append(t.compute("key", key, why="category number, then deciding ranks (J=11 .. A=14)"))
        leader, best = data["names"][0], keys[0]
        for name, key in zip(data["names"][1:], keys[1:]):
            t.state(f"compare {name}")
            b = t.fetch(f"key[{leader}]", best)
            k = t.fetch(f"key[{name}]", key)
            if t.goto(k > b, why="compare keys left to right"):
                leader, best = name, k
            t.compute("leader", leader)
        t.state("answer")
        return t.compute("winner", leader, why="the best key")

    def solve(self, data: dict) -> str:
        """Score each hand as one number in base 15 (category first), by explicit category tests
        from the strongest down."""

        def score(hand: list[str]) -> int:
            ranks = sorted((RANKS.index(c[0]) + 2 for c in hand), reverse=True)
            suits = {c[1] for c in hand}
            by_count = sorted(ranks, key=lambda r: (ranks.count(r), r), reverse=True)
            order = list(dict.fromkeys(by_count))
            straight = ranks == list(range(ranks[0], ranks[0] - 5, -1))
            wheel = ranks == [14, 5, 4, 3, 2]
            counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
            if (straight or wheel) and len(suits) == 1:
                cat, tie = 8, [5 if wheel else ranks[0]]
            elif counts[0] == 4:
                cat, tie = 7, order
            elif counts == [3, 2]:
                cat, tie = 6, order
            elif len(suits) == 1:
                cat, tie = 5, ranks
            elif straight or wheel:
                cat, tie = 4, [5 if wheel else ranks[0]]
            elif counts[0] == 3:
                cat, tie = 3, order
            elif counts == [2, 2, 1]:
                cat, tie = 2, order
            elif counts[0] == 2:
                cat, tie = 1, order
            else:
                cat, tie = 0, ranks
            total = cat
            for r in tie + [0] * (5 - len(tie)):
                total = total * 15 + r
            return total

        scores = [score(h) for h in data["hands"]]
        return data["names"][scores.index(max(scores))]


BOOTCAMP = PokerShowdown()
