"""Number of ways to pay an amount with unlimited coins of given values (order does not matter).

The trace is the classic table over amounts, coin by coin: ``ways[a] += ways[a - c]``, one
state per (coin, amount).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import sorted_distinct
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    coins: int = 3
    max_coin: int = 10
    min_amount: int = 10
    max_amount: int = 20

    def __post_init__(self) -> None:
        if not 1 <= self.coins <= self.max_coin - 1:
            raise ValueError(f"coins must be in 1..max_coin-1, got {self.coins}")
        if not 2 <= self.min_amount <= self.max_amount:
            raise ValueError(f"need 2 <= min_amount <= max_amount, got {self.min_amount}, {self.max_amount}")


_TEMPLATES = (
    "Coins come in values {coins}, with an unlimited supply of each. In how many different ways can you make "
    "exactly {amount}? Two ways are the same if they use the same number of each coin.",
    "How many multisets of numbers drawn from {coins} (repetition allowed) add up to {amount}? The order of the "
    "numbers does not matter.",
    "A vending machine accepts coins worth {coins} cents. Counting only how many of each coin you use (not the "
    "order you insert them), how many ways are there to pay exactly {amount} cents?",
    "Count the solutions in non-negative integers of: the sum of (count of value v) * v over the values {coins} "
    "equals {amount}. In other words, how many ways can {amount} be written as a sum of these values, ignoring order?",
    "Weights of {coins} grams are available in unlimited quantity. How many different collections of weights (the "
    "order does not matter) weigh exactly {amount} grams?",
)


class CoinChangeWays(IntegerAnswer, Bootcamp):
    id = "dp/coin_change_ways"
    description = "Number of coin combinations that make an amount (unbounded, order-free counting DP)"
    Config = Config
    LEVELS = {
        "1": Config(coins=3, max_coin=12, min_amount=12, max_amount=30),
        "2": Config(coins=3, max_coin=16, min_amount=20, max_amount=45),
        "3": Config(coins=4, max_coin=18, min_amount=30, max_amount=55),
        "4": Config(coins=4, max_coin=22, min_amount=40, max_amount=70),
        "5": Config(coins=5, max_coin=25, min_amount=60, max_amount=100),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        for _ in range(1000):
            coins = sorted_distinct(rng, config.coins, 1, config.max_coin)
            data = {"coins": coins, "amount": rng.randint(config.min_amount, config.max_amount)}
            ways = self.solve(data)
            if ways >= 2:
                return data, ways
        raise RuntimeError(f"{self.id}: no amount with two ways in 1000 tries")

    def prompt(self, data: dict, rng: random.Random) -> str:
        coins = ", ".join(map(str, rng.sample(data["coins"], len(data["coins"]))))  # the order is irrelevant
        text = rng.choice(_TEMPLATES).format(coins=coins, amount=data["amount"])
        return f"{text}\n{answer_instruction('the number of ways as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        amount = data["amount"]
        ways = [1] + [0] * amount
        for k, c in enumerate(data["coins"]):
            for a in range(c, amount + 1):
                t.state(f"coin {c} amount {a}")
                keep = t.fetch(f"ways[{a}]", ways[a])
                add = t.fetch(f"ways[{a - c}]", ways[a - c])
                ways[a] = t.compute(f"ways[{a}]", keep + add, why=f"also end with a coin {c}")
        t.state("answer")
        return t.compute("answer", t.fetch(f"ways[{amount}]", ways[amount]))

    def solve(self, data: dict) -> int:
        # Recursion on (largest coin allowed, amount left), unlike the traced table.
        coins = data["coins"]

        @lru_cache(maxsize=None)
        def count(i: int, left: int) -> int:
            if left == 0:
                return 1
            if i < 0:
                return 0
            return sum(count(i - 1, left - k * coins[i]) for k in range(left // coins[i] + 1))

        return count(len(coins) - 1, data["amount"])


BOOTCAMP = CoinChangeWays()
