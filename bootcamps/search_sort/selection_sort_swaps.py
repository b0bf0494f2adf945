"""Number of swaps selection sort makes on an array of distinct numbers.

Selection sort scans positions 0, 1, ...; at each it finds the smallest remaining element and
swaps it into place, skipping the swap when the element is already there. The trace has one
state per position: its scan for the minimum and whether a swap happens.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    max_value: int = 30
    fixed: int = 1

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 60:
            raise ValueError(f"length must be in 3..60, got {self.length}")
        if self.max_value < self.length:
            raise ValueError(f"max_value must be >= length, got {self.max_value}")
        if not 0 <= self.fixed < self.length:
            raise ValueError(f"fixed must be in 0..length-1, got {self.fixed}")


_TEMPLATES = (
    "Selection sort orders {values} ascending: for i = 0, 1, ..., n-2 it finds the smallest element among positions "
    "i..n-1 and swaps it with position i, but only if it is not already at position i. How many swaps does it "
    "perform?",
    "Run selection sort (repeatedly move the minimum of the unsorted suffix to its front with one swap; no swap when "
    "the minimum is already in front) on the list {values}. Count the swaps actually made.",
    "Array: {values}\nSort it increasingly with selection sort, where a swap happens only when the minimum of the "
    "unsorted part is not already at its first position. What is the total number of swaps?",
)


class SelectionSortSwaps(IntegerAnswer, Bootcamp):
    id = "search_sort/selection_sort_swaps"
    description = "Swaps made by selection sort that skips in-place minima (one scan per position)"
    Config = Config
    LEVELS = {
        "1": Config(length=5, max_value=30, fixed=1),
        "2": Config(length=7, max_value=50, fixed=2),
        "3": Config(length=9, max_value=80, fixed=2),
        "4": Config(length=12, max_value=99, fixed=3),
        "5": Config(length=16, max_value=150, fixed=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        values = sorted(rng.sample(range(1, config.max_value + 1), config.length))
        keep = set(rng.sample(range(config.length), config.fixed))  # some elements already in place
        moving = [i for i in range(config.length) if i not in keep]
        shuffled = moving[:]
        rng.shuffle(shuffled)
        out = list(values)
        for src, dst in zip(moving, shuffled):
            out[dst] = values[src]
        data = {"values": out}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng))
        return f"{text}\n{answer_instruction('the number of swaps as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a = list(data["values"])
        swaps = 0
        for i in range(len(a) - 1):
            t.state(f"position {i}")
            rest = t.fetch(f"a[{i}:]", a[i:])
            low = t.compute("min", min(rest))
            at = t.compute("at", i + rest.index(low) if low in rest else i)
            if t.goto(at != i, why="the minimum is elsewhere: swap"):
                a[i], a[at] = a[at], a[i]
                swaps = t.compute("swaps", swaps + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("swaps", swaps))

    def solve(self, data: dict) -> int:
        # Each swap splits one cycle of the sorting permutation: swaps = n - number of cycles.
        values = data["values"]
        target = {v: i for i, v in enumerate(sorted(values))}
        seen, cycles = set(), 0
        for start in range(len(values)):
            if start in seen:
                continue
            cycles += 1
            i = start
            while i not in seen:
                seen.add(i)
                i = target[values[i]]
        return len(values) - cycles


BOOTCAMP = SelectionSortSwaps()
