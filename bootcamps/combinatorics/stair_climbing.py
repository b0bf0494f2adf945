"""Ordered ways to climb a staircase of n steps with jumps from an allowed set of sizes while
never landing on a broken step (compositions of n with parts from a set, avoiding some partial
sums). The traced solver fills ways[i] = sum of ways[i - s] over allowed jumps s, with 0 on
broken steps; the plain solver counts backwards from the top with a memoised recursion."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_steps: int = 6
    max_steps: int = 10
    max_jump: int = 3
    broken: int = 1

    def __post_init__(self) -> None:
        if not 3 <= self.min_steps <= self.max_steps <= 200 or not 2 <= self.max_jump <= 12 or not 0 <= self.broken <= 30:
            raise ValueError(f"need 3 <= min_steps <= max_steps <= 200, max_jump in 2..12, broken in 0..30, got {self}")


_TEMPLATES = (
    "A staircase has {n} steps, numbered 1 to {n} from the bottom (the floor is step 0). You climb from the floor to step {n} "
    "with moves of {jumps} steps at a time. Steps {broken} are broken and must never be landed on. How many different sequences of moves reach the top?",
    "A frog on stone 0 wants to reach stone {n} by jumping forward {jumps} stones at a time. Stones {broken} are missing, so it cannot land there. "
    "In how many ways (ordered sequences of jumps) can it arrive exactly on stone {n}?",
    "How many ordered sequences of numbers from {{{jump_set}}} sum to {n}, if no partial sum (running total) may equal any of {broken}?",
    "Count the ways to walk up {n} stairs taking strides of {jumps} stairs, without ever stepping on stairs {broken}. Different orders of strides count as different ways.",
)


def _or_list(values: list[int]) -> str:
    words = [str(v) for v in values]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" or {words[-1]}"


def _and_list(values: list[int]) -> str:
    words = [str(v) for v in values]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" and {words[-1]}"


class StairClimbing(IntegerAnswer, Bootcamp):
    id = "combinatorics/stair_climbing"
    description = "Ordered ways to climb n stairs with jumps from a set, avoiding broken stairs"
    Config = Config
    LEVELS = {
        "1": Config(min_steps=10, max_steps=22, max_jump=4, broken=3),
        "2": Config(min_steps=14, max_steps=28, max_jump=5, broken=3),
        "3": Config(min_steps=20, max_steps=34, max_jump=5, broken=4),
        "4": Config(min_steps=25, max_steps=45, max_jump=6, broken=5),
        "5": Config(min_steps=40, max_steps=70, max_jump=8, broken=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        while True:
            n = rng.randint(config.min_steps, config.max_steps)
            jumps = sorted(rng.sample(range(1, config.max_jump + 1), rng.randint(2, min(4, config.max_jump))))
            broken = sorted(rng.sample(range(1, n), min(rng.randint(max(1, config.broken - 1), config.broken), n - 2)))
            data = {"n": n, "jumps": jumps, "broken": broken}
            answer = self.program(Tracer(), data)
            if answer >= 2:
                return data, answer

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, "one integer", n=data["n"], jumps=_or_list(data["jumps"]), jump_set=", ".join(map(str, data["jumps"])),
                   broken=_and_list(data["broken"]))

    def program(self, t: Tracer, data: dict) -> int:
        n, jumps, broken = data["n"], data["jumps"], set(data["broken"])
        t.state("floor")
        ways = [t.compute("ways[0]", 1, why="one way to stand on the floor")]
        for i in range(1, n + 1):
            t.state(f"step {i}")
            if t.compute("broken", i in broken):
                ways.append(t.compute(f"ways[{i}]", 0, why="a broken step is never landed on"))
                continue
            total = 0
            for s in jumps:
                if i - s >= 0:
                    total += t.fetch(f"ways[{i - s}]", ways[i - s])
            ways.append(t.compute(f"ways[{i}]", total, why="sum of ways[i - jump] over the allowed jumps"))
        return ways[n]

    def solve(self, data: dict) -> int:
        n, jumps, broken = data["n"], data["jumps"], set(data["broken"])

        @lru_cache(maxsize=None)
        def from_here(position: int) -> int:
            if position == n:
                return 1
            if position > n or position in broken:
                return 0
            return sum(from_here(position + s) for s in jumps)

        return from_here(0)


BOOTCAMP = StairClimbing()
