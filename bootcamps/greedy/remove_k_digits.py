"""Smallest number left after deleting k digits from a number.

The trace is the monotonic-stack greedy: digits are read left to right, and while deletions
remain and the last kept digit is larger than the incoming one, the last kept digit is deleted.
Leftover deletions come off the end; leading zeros are dropped from the result.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    digits: int = 6
    remove: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.digits <= 60:
            raise ValueError(f"digits must be in 3..60, got {self.digits}")
        if not 1 <= self.remove < self.digits:
            raise ValueError(f"remove must be in 1..digits-1, got {self.remove}")


_TEMPLATES = (
    "Delete exactly {k} digits from the number {num} (the remaining digits keep their order) so that the number "
    "left is as small as possible. What is it? (Leading zeros of the result are dropped.)",
    "From {num}, strike out {k} digits without reordering the others. What is the smallest value you can end with? "
    "A result like 0203 counts as 203.",
    "Number: {num}\nRemove {k} of its digits to minimise the number formed by the rest, read as an integer (ignore "
    "leading zeros). Give that minimum.",
)


class RemoveKDigits(IntegerAnswer, Bootcamp):
    id = "greedy/remove_k_digits"
    description = "Smallest number after deleting k digits (monotonic-stack greedy)"
    Config = Config
    LEVELS = {
        "1": Config(digits=6, remove=2),
        "2": Config(digits=8, remove=3),
        "3": Config(digits=10, remove=4),
        "4": Config(digits=13, remove=5),
        "5": Config(digits=16, remove=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        digits = [rng.choice("123456789")] + [rng.choice("0123456789") for _ in range(config.digits - 1)]
        data = {"number": "".join(digits), "k": config.remove}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(num=data["number"], k=data["k"])
        return f"{text}\n{answer_instruction('the resulting number as an integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        num, k = data["number"], data["k"]
        kept = ""
        for i in range(len(num)):
            t.state(f"digit {i}")
            d = t.fetch(f"x[{i}]", num[i])
            while k and kept and t.goto(kept[-1] > d, why=f"the last kept digit {kept[-1]} is larger"):
                kept = t.compute("kept", kept[:-1])
                k = t.compute("k", k - 1)
            kept = t.compute("kept", kept + d)
        t.state("finish")
        kept = t.fetch("kept", kept)
        k = t.fetch("k", k)
        rest = t.compute("kept", kept[: len(kept) - k] if k else kept, why="drop leftover deletions from the end")
        return t.compute("answer", int(rest) if rest.isdigit() else 0)

    def solve(self, data: dict) -> int:
        num, k = data["number"], data["k"]
        if len(num) <= 14:  # every choice of kept positions
            return min(int("".join(num[i] for i in keep)) for keep in combinations(range(len(num)), len(num) - k))
        # the smallest digit that leaves enough digits after it, position by position
        out, start = [], 0
        for left in range(len(num) - k, 0, -1):
            window = num[start : len(num) - left + 1]
            best = min(window)
            start += window.index(best) + 1
            out.append(best)
        return int("".join(out))


BOOTCAMP = RemoveKDigits()
