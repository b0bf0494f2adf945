"""The Collatz stopping time of n (how many steps of n -> n/2 for even n, n -> 3n+1 for odd n
until the value first drops below n) and the largest value reached on the way. The generator
keeps starts whose stopping time lies in the level's window (an even start stops at once and
n = 1 mod 4 after three steps, so only n = 3 mod 4 is drawn)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_start: int = 10
    max_start: int = 5000
    min_steps: int = 4
    max_steps: int = 12

    def __post_init__(self) -> None:
        if not 7 <= self.min_start < self.max_start <= 10**15:
            raise ValueError(f"need 7 <= min_start < max_start <= 10**15, got {self.min_start}, {self.max_start}")
        if not 4 <= self.min_steps <= self.max_steps <= 400:
            raise ValueError(f"need 4 <= min_steps <= max_steps <= 400, got {self.min_steps}, {self.max_steps}")


_RULE = "an even value v is replaced by v/2 and an odd value v by 3v+1"
_TEMPLATES = (
    "Start at {n} and repeat the Collatz step ({rule}). The stopping time of {n} is the number of steps until the value is, for the first time, smaller than {n}. Give the stopping time and the largest value reached along the way.",
    "Collatz map: {rule}. Apply it to {n} again and again until you first get a number below {n}. How many steps does that take, and what is the maximum value seen before stopping?",
    "Take the number {n}. In one step, {rule}. Count the steps until the value first falls below the starting number {n}, and note the peak (largest value) of the trajectory up to that point.",
)


class CollatzStopping(IntSequenceAnswer, Bootcamp):
    id = "sequence/collatz_stopping"
    description = "Collatz stopping time of n (steps until the value first drops below n) and the peak on the way"
    Config = Config
    LEVELS = {
        "1": Config(min_start=100, max_start=10**6, min_steps=4, max_steps=12),
        "2": Config(min_start=1000, max_start=10**6, min_steps=12, max_steps=30),
        "3": Config(min_start=10**5, max_start=10**9, min_steps=30, max_steps=60),
        "4": Config(min_start=10**8, max_start=10**12, min_steps=60, max_steps=100),
        "5": Config(min_start=10**11, max_start=10**15, min_steps=100, max_steps=170),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            n = rng.randint(config.min_start // 4, config.max_start // 4) * 4 + 3
            steps, peak = self.solve({"n": n}, limit=config.max_steps)
            if config.min_steps <= steps <= config.max_steps:
                return {"n": n}, [steps, peak]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(n=data["n"], rule=_RULE)
        return f"{text}\n{answer_instruction('the stopping time, then the largest value, comma-separated (e.g. 6, 52)')}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        t.state("start")
        n = t.fetch("n", data["n"])
        value = t.compute("value", n, why="start at n")
        peak = t.compute("peak", n, why="start at n")
        step = 0
        while True:
            step += 1
            t.state(f"step {step}")
            v = t.fetch("value", value)
            if step > 2000 or not isinstance(v, int) or v <= 0:
                raise ValueError("a runaway trajectory after an injected error")
            value = t.compute("new value", v // 2 if v % 2 == 0 else 3 * v + 1, why="v/2 if even, 3v+1 if odd")
            peak = t.compute("new peak", max(t.fetch("peak", peak), value), why="larger of peak and new value")
            if not t.goto(value >= n, why="go on while the value is at least n"):
                break
        t.state("answer")
        return t.compute("answer", [step, peak], why="steps taken and peak")

    def solve(self, data: dict, limit: int = 10**6) -> list[int]:
        # the odd step and the halving that must follow it taken together: (3v + 1) / 2
        n = data["n"]
        v, steps, peak = n, 0, n
        while steps <= limit:
            if v % 2:
                peak = max(peak, 3 * v + 1)
                v, steps = (3 * v + 1) // 2, steps + 2
            else:
                v, steps = v // 2, steps + 1
            if v < n:
                return [steps, peak]
        return [steps, peak]


BOOTCAMP = CollatzStopping()
