"""The smallest amount for which paying greedily (largest coin first) uses more coins than needed.

Coin systems always include 1, so every amount can be paid. If greedy is optimal for every
amount the answer is 0. A counterexample, if any, is smaller than the sum of the two largest
coins (Kozen and Zaks), so only those amounts are checked. The trace walks the amounts upward:
one state per amount, with the fewest coins (from the table one coin back) and the greedy
count (the largest coin that fits, then the greedy count of the rest).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    coins: int = 3
    max_coin: int = 12

    def __post_init__(self) -> None:
        if not 2 <= self.coins <= 10:
            raise ValueError(f"coins must be in 2..10, got {self.coins}")
        if not self.coins + 1 <= self.max_coin <= 500:
            raise ValueError(f"max_coin must be in coins+1..500, got {self.max_coin}")


_TEMPLATES = (
    "A country has coins worth {coins} (as many of each as needed). A cashier pays an amount greedily: always the "
    "largest coin that does not exceed what is still owed. What is the smallest amount for which this uses more "
    "coins than the fewest possible? Answer 0 if greedy is always optimal.",
    "Coin system {coins}. Find the least positive amount whose greedy change (repeatedly take the biggest coin "
    "that fits) is not a minimum-size way to make the amount, or 0 if the system is canonical (greedy always "
    "optimal).",
    "Vending machine tokens have values {coins}. The machine returns change by always giving the largest token "
    "not above the remaining change. For which smallest amount does it give more tokens than necessary? (Write 0 "
    "if that never happens.)",
)


class GreedyCoinCounterexample(IntegerAnswer, Bootcamp):
    id = "greedy/greedy_coin_counterexample"
    description = "Smallest amount where largest-coin-first change is not optimal, or 0 (amount-by-amount trace)"
    Config = Config
    LEVELS = {
        "1": Config(coins=4, max_coin=40),
        "2": Config(coins=4, max_coin=60),
        "3": Config(coins=4, max_coin=90),
        "4": Config(coins=5, max_coin=130),
        "5": Config(coins=5, max_coin=180),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        coins = sorted([1] + rng.sample(range(2, config.max_coin + 1), config.coins - 1))
        data = {"coins": coins}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(coins=render_any(data["coins"], rng))
        return f"{text}\n{answer_instruction('the amount as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        coins = data["coins"]
        limit = coins[-1] + coins[-2]
        fewest, greedy = [0], [0]
        for amount in range(1, limit):
            t.state(f"amount {amount}")
            back = [t.fetch(f"fewest[{amount - c}]", fewest[amount - c]) for c in coins if c <= amount]
            fewest.append(t.compute(f"fewest[{amount}]", 1 + min(back), why="one coin plus the best rest"))
            big = t.compute("largest coin", max(c for c in coins if c <= amount))
            greedy.append(t.compute(f"greedy[{amount}]", 1 + t.fetch(f"greedy[{amount - big}]", greedy[amount - big])))
            if t.goto(greedy[amount] > fewest[amount], why="greedy uses more coins than needed"):
                t.state("answer")
                return t.compute("answer", amount)
        t.state("answer")
        return t.compute("answer", 0, why=f"no amount below {limit} fails, so none does")

    def solve(self, data: dict) -> int:
        # Breadth-first search over amounts (fewest coins = fewest steps), compared with greedy.
        coins = data["coins"]
        limit = coins[-1] + coins[-2]
        steps = {0: 0}
        frontier = [0]
        while frontier:
            nxt = []
            for a in frontier:
                for c in coins:
                    if a + c < limit and a + c not in steps:
                        steps[a + c] = steps[a] + 1
                        nxt.append(a + c)
            frontier = nxt
        for amount in range(1, limit):
            left, used = amount, 0
            for c in reversed(coins):
                used += left // c
                left %= c
            if used > steps[amount]:
                return amount
        return 0


BOOTCAMP = GreedyCoinCounterexample()
