"""Most profit from at most k buy-then-sell trades on a price series (one share at a time).

The trace keeps, for each trade number t = 1..k, ``hold[t]`` (best cash while holding the t-th
share) and ``free[t]`` (best cash after the t-th sale); one state per day updates them from the
previous day's values.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    days: int = 6
    trades: int = 1
    max_price: int = 20

    def __post_init__(self) -> None:
        if not 3 <= self.days <= 200:
            raise ValueError(f"days must be in 3..200, got {self.days}")
        if not 1 <= self.trades <= self.days // 2:
            raise ValueError(f"trades must be in 1..days/2, got {self.trades}")
        if self.max_price < 5:
            raise ValueError(f"max_price must be >= 5, got {self.max_price}")


_TEMPLATES = (
    "A share's price on consecutive days is {prices}. You may complete at most {k} transaction{s} (a transaction is "
    "buying one share and later selling it), holding at most one share at a time. What is the maximum profit? "
    "(Doing nothing gives 0.)",
    "Daily prices: {prices}. With at most {k} buy-sell round trip{s}, never owning more than one share and selling "
    "before buying again, how much can you earn at most?",
    "Stock trading with a limit of {k} complete trade{s}: prices by day are {prices}. Each trade buys on one day and "
    "sells on a later day; trades may not overlap. Find the best total profit.",
)


class StockKTransactions(IntegerAnswer, Bootcamp):
    id = "dp/stock_k_transactions"
    description = "Maximum profit with at most k non-overlapping trades (hold/free state DP per day)"
    Config = Config
    LEVELS = {
        "1": Config(days=6, trades=1, max_price=20),
        "2": Config(days=8, trades=2, max_price=30),
        "3": Config(days=10, trades=2, max_price=50),
        "4": Config(days=13, trades=3, max_price=80),
        "5": Config(days=16, trades=4, max_price=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        price = rng.randint(1, config.max_price)
        prices = []
        for _ in range(config.days):  # a random walk, so there are runs up and down
            price = min(config.max_price, max(1, price + rng.randint(-config.max_price // 3, config.max_price // 3)))
            prices.append(price)
        data = {"prices": prices, "k": config.trades}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        k = data["k"]
        text = rng.choice(_TEMPLATES).format(prices=render_any(data["prices"], rng), k=k, s="s" if k > 1 else "")
        return f"{text}\n{answer_instruction('the maximum profit as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        prices, k = data["prices"], data["k"]
        hold = [None] * (k + 1)  # None: not reachable yet
        free = [0] * (k + 1)
        for day in range(len(prices)):
            t.state(f"day {day}")
            p = t.fetch(f"price[{day}]", prices[day])
            for j in range(k, 0, -1):  # high to low: today's sale uses yesterday's hold
                if hold[j] is not None:
                    free[j] = t.compute(f"free[{j}]", max(free[j], hold[j] + p), why=f"sell share {j}")
                bought = free[j - 1] - p
                hold[j] = t.compute(f"hold[{j}]", bought if hold[j] is None else max(hold[j], bought), why=f"buy share {j}")
        t.state("answer")
        return t.compute("answer", max(t.fetch("free", list(free))))

    def solve(self, data: dict) -> int:
        # Recursion over (day, trades left, holding): skip the day, or act on it.
        prices = data["prices"]

        @lru_cache(maxsize=None)
        def best(day: int, left: int, holding: bool) -> int:
            if day == len(prices):
                return 0
            rest = best(day + 1, left, holding)
            if holding:
                return max(rest, prices[day] + best(day + 1, left, False))
            if left:
                return max(rest, -prices[day] + best(day + 1, left - 1, True))
            return rest

        return best(0, data["k"], False)


BOOTCAMP = StockKTransactions()
