"""Cheapest travel passes: cover a list of travel days with 1-day, 7-day and 30-day passes.

A pass bought for day d covers d and the following days of its length (a 7-day pass bought
on day 3 covers days 3..9). The trace goes through the travel days from the last to the first:
``best[i]``, the cheapest cover of travel days i.. onward, tries each pass starting on day i
and jumps to the first travel day it does not cover.
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

PASSES = (1, 7, 30)


@dataclass(frozen=True)
class Config:
    days: int = 8
    horizon: int = 60

    def __post_init__(self) -> None:
        if not 2 <= self.days <= self.horizon:
            raise ValueError(f"days must be in 2..horizon, got {self.days}")
        if not 10 <= self.horizon <= 365:
            raise ValueError(f"horizon must be in 10..365, got {self.horizon}")


_TEMPLATES = (
    "You will ride the train on these days of the year: {days}. A 1-day pass costs {c1}, a 7-day pass {c7} and a "
    "30-day pass {c30}; a pass bought for day d is valid on d and the next days of its length (a 7-day pass from "
    "day 3 covers days 3 to 9). What is the least total cost to be covered on every travel day?",
    "A gym charges {c1} for a day ticket, {c7} for a week ticket (7 consecutive days) and {c30} for a month "
    "ticket (30 consecutive days), each starting on the day you choose. You plan to train on days {days}. What "
    "is the minimum you can pay?",
    "Minimum cost tickets: travel days [{days}], costs [{c1}, {c7}, {c30}] for passes lasting 1, 7 and 30 "
    "consecutive days. Report the minimum total cost.",
)


class TravelPasses(IntegerAnswer, Bootcamp):
    id = "dp/travel_passes"
    description = "Cheapest 1/7/30-day passes covering given travel days (suffix DP over travel days)"
    Config = Config
    LEVELS = {
        "1": Config(days=5, horizon=30),
        "2": Config(days=8, horizon=60),
        "3": Config(days=12, horizon=100),
        "4": Config(days=18, horizon=180),
        "5": Config(days=26, horizon=365),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        # Travel comes in bursts, so the longer passes are sometimes worth it.
        days: set[int] = set()
        while len(days) < config.days:
            centre = rng.randint(1, config.horizon)
            for _ in range(rng.randint(1, 4)):
                day = centre + rng.randint(-5, 5)
                if 1 <= day <= config.horizon and len(days) < config.days:
                    days.add(day)
        c1 = rng.randint(2, 6)
        c7 = rng.randint(3 * c1, 6 * c1)
        c30 = rng.randint(3 * c7 // 2, 4 * c7)
        data = {"days": sorted(days), "costs": [c1, c7, c30]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        c1, c7, c30 = data["costs"]
        text = rng.choice(_TEMPLATES).format(days=", ".join(map(str, data["days"])), c1=c1, c7=c7, c30=c30)
        return f"{text}\n{answer_instruction('the total cost as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        days = data["days"]
        n = len(days)
        best = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            t.state(f"travel day {days[i]}")
            options = []
            for length, cost in zip(PASSES, data["costs"]):
                nxt = bisect.bisect_left(days, days[i] + length)
                options.append(cost + t.fetch(f"best[{nxt}]", best[nxt]))
            best[i] = t.compute(f"best[{i}]", min(options), why="cheapest pass from this day + best after it")
        t.state("answer")
        return t.compute("answer", t.fetch("best[0]", best[0]))

    def solve(self, data: dict) -> int:
        # Forward over calendar days: cost[d] is the cheapest cover of all travel days up to d.
        travel = set(data["days"])
        last = max(travel)
        cost = [0] * (last + 1)
        for d in range(1, last + 1):
            if d not in travel:
                cost[d] = cost[d - 1]
                continue
            cost[d] = min(price + cost[max(0, d - length)] for length, price in zip(PASSES, data["costs"]))
        return cost[last]


BOOTCAMP = TravelPasses()
