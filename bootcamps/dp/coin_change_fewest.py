"""Fewest coins that make an amount, with unlimited coins of given values.

Coin sets are drawn so that the greedy rule (largest coin first) is often wrong. The trace
fills ``fewest[a]`` for every amount up to the target: one state per amount, reading the
entries one coin back.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import sorted_distinct
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    coins: int = 3
    max_coin: int = 12
    min_amount: int = 15
    max_amount: int = 30

    def __post_init__(self) -> None:
        if not 2 <= self.coins <= self.max_coin - 1:
            raise ValueError(f"coins must be in 2..max_coin-1, got {self.coins}")
        if not 2 <= self.min_amount <= self.max_amount:
            raise ValueError(f"need 2 <= min_amount <= max_amount, got {self.min_amount}, {self.max_amount}")


_TEMPLATES = (
    "You have unlimited coins of values {coins}. What is the smallest number of coins that add up to exactly {amount}?",
    "Stamps are sold in denominations {coins}, as many of each as you like. What is the fewest stamps whose values "
    "total exactly {amount}?",
    "Using numbers from {coins} (each may be used any number of times), write {amount} as a sum with as few terms "
    "as possible. How many terms are needed?",
    "A frog jumps along a line; each jump has one of the lengths {coins}. What is the fewest jumps that cover a "
    "distance of exactly {amount}?",
    "Packs of {coins} screws are sold (buy as many packs of each size as you want). What is the smallest number of "
    "packs that contain exactly {amount} screws in total?",
)


class CoinChangeFewest(IntegerAnswer, Bootcamp):
    id = "dp/coin_change_fewest"
    description = "Fewest coins that make an amount (unbounded, min DP over amounts)"
    Config = Config
    LEVELS = {
        "1": Config(coins=3, max_coin=15, min_amount=15, max_amount=35),
        "2": Config(coins=3, max_coin=20, min_amount=25, max_amount=50),
        "3": Config(coins=4, max_coin=25, min_amount=35, max_amount=70),
        "4": Config(coins=4, max_coin=30, min_amount=50, max_amount=90),
        "5": Config(coins=5, max_coin=40, min_amount=70, max_amount=130),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        for _ in range(1000):
            coins = sorted_distinct(rng, config.coins, 2, config.max_coin)
            data = {"coins": coins, "amount": rng.randint(config.min_amount, config.max_amount)}
            best = self.solve(data)
            if best is not None:
                return data, best
        raise RuntimeError(f"{self.id}: no payable amount in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        coins = ", ".join(map(str, rng.sample(data["coins"], len(data["coins"]))))  # the order is irrelevant
        text = rng.choice(_TEMPLATES).format(coins=coins, amount=data["amount"])
        return f"{text}\n{answer_instruction('the number of coins as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        coins, amount = data["coins"], data["amount"]
        fewest: list = [0] + [None] * amount  # None: the amount cannot be paid
        for a in range(1, amount + 1):
            t.state(f"amount {a}")
            back = t.fetch("back", [fewest[a - c] for c in coins if c <= a])
            options = [b for b in back if b is not None]
            fewest[a] = t.compute(
                f"fewest[{a}]", 1 + min(options) if options else None, why="one more than the best one coin back"
            )
        t.state("answer")
        return t.compute("answer", t.fetch(f"fewest[{amount}]", fewest[amount]))

    def solve(self, data: dict) -> int | None:
        # Breadth-first over amounts paid so far: the first layer that reaches the target.
        coins, amount = data["coins"], data["amount"]
        layer, seen, count = {0}, {0}, 0
        while layer:
            if amount in layer:
                return count
            layer = {a + c for a in layer for c in coins if a + c <= amount} - seen
            seen |= layer
            count += 1
        return None


BOOTCAMP = CoinChangeFewest()
