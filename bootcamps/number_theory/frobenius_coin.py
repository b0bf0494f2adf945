"""The Frobenius number of a set of coin values with gcd 1: the largest amount that cannot be
paid exactly with any number of coins of those values. The traced solver finds, for every
residue r modulo the smallest coin m, the least payable amount in that residue (Dijkstra over
the residues, edges adding one coin); the answer is the largest of these minus m. The plain
solver marks payable amounts one by one up to a bound."""

from __future__ import annotations

import heapq
import math
import random
from dataclasses import dataclass
from functools import reduce

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    coins: int = 2
    min_low: int = 3  # the smallest coin is drawn from min_low..min_high
    min_high: int = 9
    max_coin: int = 40

    def __post_init__(self) -> None:
        if not 2 <= self.coins <= 5:
            raise ValueError(f"coins must be in 2..5, got {self.coins}")
        if not 3 <= self.min_low <= self.min_high and self.min_high + 2 * self.coins <= self.max_coin <= 400:
            raise ValueError(f"need 3 <= min_low <= min_high, min_high + 2*coins <= max_coin <= 400, got {self}")


_PLACES = ("Avalon", "Brigadoon", "Cockaigne", "Eldorado", "Freedonia", "Genovia", "Latveria", "Lilliput", "Narnia", "Oz",
           "Ruritania", "Shangri-La", "Sokovia", "Syldavia", "Utopia", "Wakanda", "Zubrowka", "Atlantis", "Xanadu", "Arcadia")
_TEMPLATES = (
    "{place} issues coins worth only {coins} units. Using any number of each coin (including none), what is the largest amount that cannot be paid exactly?",
    "A snack bar in {place} sells nuggets only in boxes of {coins}. What is the largest number of nuggets that cannot be bought exactly as a sum of whole boxes?",
    "A puzzle from {place}: find the Frobenius number of the set {{{cs}}}: the largest positive integer that is not a non-negative integer combination of these numbers (their gcd is 1).",
    "The post office of {place} has stamps in the values {coins}. With unlimited stamps of each value, which is the greatest postage that can NOT be made up exactly?",
)


class FrobeniusCoin(IntegerAnswer, Bootcamp):
    id = "number_theory/frobenius_coin"
    description = "Frobenius number: the largest amount not payable with given coin values"
    Config = Config
    LEVELS = {
        "1": Config(2, 3, 15, 80),
        "2": Config(2, 8, 20, 120),
        "3": Config(3, 10, 25, 100),
        "4": Config(3, 20, 40, 150),
        "5": Config(4, 30, 60, 200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            low = rng.randint(config.min_low, config.min_high)
            coins = sorted([low] + rng.sample(range(low + 1, config.max_coin + 1), config.coins - 1))
            if reduce(math.gcd, coins) != 1:
                continue
            if any(c % d == 0 for c in coins for d in coins if d < c):
                continue  # a multiple of a smaller coin adds nothing
            break
        data = {"coins": coins, "story": rng.randrange(len(_PLACES))}
        return data, _frobenius(coins)

    def prompt(self, data: dict, rng: random.Random) -> str:
        coins = data["coins"]
        text = ", ".join(map(str, coins[:-1])) + " and " + str(coins[-1])
        return ask(rng, _TEMPLATES, "a single integer", coins=text, cs=", ".join(map(str, coins)), place=_PLACES[data["story"]])

    def program(self, t: Tracer, data: dict) -> int:
        t.state("set up")
        coins = t.fetch("coins", data["coins"])
        m = t.compute("m", min(coins), why="the smallest coin: work with residues mod m")
        best = [None] * m
        best[0] = 0
        done = [False] * m
        step = 0
        while True:
            candidates = [(best[r], r) for r in range(m) if best[r] is not None and not done[r]]
            if not candidates:
                break
            t.state(f"settle {step}")
            amount, r = min(candidates)
            amount = t.compute("amount", amount, why="least tentative amount among unsettled residues")
            r = t.compute("residue", amount % m, why="amount mod m")
            done[r] = True
            for c in coins:
                if c == m:
                    continue
                nxt = amount + c
                s = nxt % m
                if not done[s] and (best[s] is None or nxt < best[s]):
                    best[s] = t.compute(f"best[{s}]", nxt, why=f"{amount}+{c}")
            step += 1
            if step > 4 * m + 8:
                raise ValueError("too many steps after an injected error")
        t.state("answer")
        if any(b is None for b in best):
            raise ValueError("unreachable residue after an injected error")
        top = t.compute("top", max(best), why="the largest least amount over the residues")
        return t.compute("answer", top - t.fetch("m", m), why="top - m")

    def solve(self, data: dict) -> int:
        coins = data["coins"]
        bound = coins[0] * coins[-1]  # the Frobenius number is below a*b for any two coprime coins
        payable = [True] + [False] * bound
        for v in range(1, bound + 1):
            payable[v] = any(v >= c and payable[v - c] for c in coins)
        return max(v for v in range(bound + 1) if not payable[v])


def _frobenius(coins: list[int]) -> int:
    """Least payable amount per residue mod the smallest coin, by Dijkstra with a heap."""
    m = coins[0]
    best = [None] * m
    heap = [(0, 0)]
    while heap:
        amount, r = heapq.heappop(heap)
        if best[r] is not None:
            continue
        best[r] = amount
        for c in coins[1:]:
            if best[(amount + c) % m] is None:
                heapq.heappush(heap, (amount + c, (amount + c) % m))
    return max(best) - m


BOOTCAMP = FrobeniusCoin()
