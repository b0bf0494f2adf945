"""Egg drop: the fewest drops that always find the critical floor with k eggs and n floors.

Turned around, the DP asks how many floors m drops can settle: with e eggs,
``f(m, e) = f(m-1, e-1) + f(m-1, e) + 1`` (drop from the floor just above what f(m-1, e-1)
covers: a break leaves those floors below, a survival leaves f(m-1, e) floors above). The trace
fills one row per number of drops, for 1..k eggs, until ``f(m, k) >= n``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_eggs: int = 2
    max_eggs: int = 3
    min_floors: int = 60
    max_floors: int = 4000

    def __post_init__(self) -> None:
        if not 2 <= self.min_eggs <= self.max_eggs <= 20:
            raise ValueError(f"need 2 <= min_eggs <= max_eggs <= 20, got {self.min_eggs}, {self.max_eggs}")
        if not 2 <= self.min_floors <= self.max_floors <= 10**15:
            raise ValueError(f"need 2 <= min_floors <= max_floors <= 1e15, got {self.min_floors}, {self.max_floors}")


_TEMPLATES = (
    "You have {k} identical eggs and a building with {n} floors. There is a floor F (0 <= F <= {n}) such that an "
    "egg dropped from any floor above F breaks and one dropped from floor F or below survives (a surviving egg "
    "can be reused). What is the smallest number of drops that guarantees finding F, whatever it is?",
    "A phone maker tests {k} prototypes by dropping them from the floors of a {n}-storey tower. Each prototype "
    "breaks exactly when dropped from above some unknown threshold floor (possibly none break, even from the "
    "top); broken ones cannot be reused. In the worst case, how many drops does an optimal strategy need to "
    "determine the threshold?",
    "Egg drop problem: {k} eggs, {n} floors. Find the minimum number of trials needed in the worst case to "
    "determine the highest floor from which an egg can be dropped without breaking.",
)


class EggDrop(IntegerAnswer, Bootcamp):
    # Level 1 is two small numbers (eggs 2..3, floors 60..4000) in three phrasings.
    min_distinct_prompts = {"1": 0.95}
    small_space_reason = "a case is only an egg count and a floor count; level 1 keeps both small"
    id = "dp/egg_drop"
    description = "Worst-case fewest drops to find the critical floor with k eggs (floors-covered DP trace)"
    Config = Config
    LEVELS = {
        "1": Config(min_eggs=2, max_eggs=3, min_floors=60, max_floors=4000),
        "2": Config(min_eggs=3, max_eggs=4, min_floors=5000, max_floors=200_000),
        "3": Config(min_eggs=4, max_eggs=5, min_floors=10**5, max_floors=10**7),
        "4": Config(min_eggs=6, max_eggs=7, min_floors=10**8, max_floors=10**10),
        "5": Config(min_eggs=7, max_eggs=9, min_floors=10**9, max_floors=10**12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"eggs": rng.randint(config.min_eggs, config.max_eggs),
                "floors": rng.randint(config.min_floors, config.max_floors)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(k=data["eggs"], n=data["floors"])
        return f"{text}\n{answer_instruction('the number of drops as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        k, n = data["eggs"], data["floors"]
        row = [0] * (k + 1)  # row[e] = f(m, e), floors settled with m drops and e eggs
        m = 0
        while True:
            m += 1
            t.state(f"drops {m}")
            row = t.compute(f"f[{m}]", [0] + [row[e - 1] + row[e] + 1 for e in range(1, k + 1)],
                            why=f"f[{m - 1}][e-1] + f[{m - 1}][e] + 1 for each e")
            if t.goto(row[k] >= n, why=f"f[{m}][{k}] covers {n} floors"):
                break
        t.state("answer")
        return t.compute("answer", m)

    def solve(self, data: dict) -> int:
        # Closed form f(m, k) = sum of C(m, i) for i = 1..k, searched by bisection on m.
        k, n = data["eggs"], data["floors"]

        def covered(m: int) -> int:
            total, c = 0, 1
            for i in range(1, k + 1):
                c = c * (m - i + 1) // i
                total += c
            return total

        lo, hi = 1, n
        while lo < hi:
            mid = (lo + hi) // 2
            if covered(mid) >= n:
                hi = mid
            else:
                lo = mid + 1
        return lo


BOOTCAMP = EggDrop()
