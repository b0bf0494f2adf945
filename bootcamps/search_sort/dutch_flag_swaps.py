"""Swaps made by Dijkstra's Dutch national flag partition of a three-colour row.

Three markers low, mid and high: a first-colour item at mid is swapped to low (both move on),
a middle-colour item is left (mid moves on), a last-colour item is swapped to high (high moves
back, mid stays). Every swap counts, even one of a cell with itself. The trace is one state per
inspection of the mid cell.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

_COLOURS = (("R", "W", "B", "red", "white", "blue"), ("0", "1", "2", "0", "1", "2"),
            ("L", "M", "H", "low", "medium", "high"), ("a", "b", "c", "a", "b", "c"))


@dataclass(frozen=True)
class Config:
    length: int = 6

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 200:
            raise ValueError(f"length must be in 3..200, got {self.length}")


_TEMPLATES = (
    "Sort the row {row} into the order {a} ({na}) first, then {b} ({nb}), then {c} ({nc}) with Dijkstra's "
    "three-way partition: low = mid = 0 and high = n-1; while mid <= high, look at item mid: if it is {a}, swap "
    "items low and mid and increase both; if it is {b}, increase mid; if it is {c}, swap items mid and high and "
    "decrease high. How many swaps are performed in total (count a swap even when low equals mid)?",
    "Dutch national flag partition of {row} (the order is {a} < {b} < {c}). Pointers: low and mid start at the "
    "first position, high at the last. Repeat while mid <= high: an {a} at mid is exchanged with the item at low "
    "and low, mid advance; a {b} at mid only advances mid; a {c} at mid is exchanged with the item at high and "
    "high retreats. Counting every exchange performed (including exchanges of a position with itself), how many "
    "are there?",
    "Items: {row}. Run the one-pass three-pointer partition (low/mid/high) that puts {a}s first, {b}s in the "
    "middle and {c}s last: {a} at mid -> swap(low, mid), low+1, mid+1; {b} -> mid+1; {c} -> swap(mid, high), "
    "high-1; stop when mid > high. Report the number of swap operations executed (a swap of a cell with itself "
    "still counts).",
)


class DutchFlagSwaps(IntegerAnswer, Bootcamp):
    id = "search_sort/dutch_flag_swaps"
    description = "Number of swaps in Dijkstra's three-way (Dutch national flag) partition"
    Config = Config
    LEVELS = {
        "1": Config(length=10),
        "2": Config(length=13),
        "3": Config(length=17),
        "4": Config(length=24),
        "5": Config(length=34),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        colours = rng.choice(_COLOURS)
        data = {"row": [rng.randrange(3) for _ in range(config.length)], "colours": list(colours)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b, c, na, nb, nc = data["colours"]
        row = " ".join(data["colours"][v] for v in data["row"])
        body = rng.choice(_TEMPLATES).format(row=row, a=a, b=b, c=c, na=na, nb=nb, nc=nc)
        return f"{body}\n{answer_instruction('one integer (the number of swaps)')}"

    def program(self, t: Tracer, data: dict) -> int:
        row = list(data["row"])
        low, mid, high = 0, 0, len(row) - 1
        swaps = 0
        while mid <= high:
            t.state(f"low {low} mid {mid} high {high}")
            item = t.fetch(f"row[{mid}]", data["colours"][row[mid]])
            if row[mid] == 0:
                row[low], row[mid] = row[mid], row[low]
                low, mid = low + 1, mid + 1
                swaps = t.compute("swaps", swaps + 1)
            elif row[mid] == 1:
                mid += 1
            else:
                row[mid], row[high] = row[high], row[mid]
                high -= 1
                swaps = t.compute("swaps", swaps + 1)
            t.compute("after", f"{item}: low={low} mid={mid} high={high}")
        t.state("answer")
        return t.compute("answer", t.fetch("swaps", swaps))

    def solve(self, data: dict) -> int:
        # Swaps = every first-colour item met at mid plus every last-colour item met at mid; run
        # the pointer walk on a deque-free copy and just count the events.
        row = list(data["row"])
        low = mid = 0
        high = len(row) - 1
        events = []
        while mid <= high:
            v = row[mid]
            events.append(v)
            if v == 0:
                row[low], row[mid] = row[mid], row[low]
                low += 1
                mid += 1
            elif v == 2:
                row[mid], row[high] = row[high], row[mid]
                high -= 1
            else:
                mid += 1
        return sum(1 for v in events if v != 1)


BOOTCAMP = DutchFlagSwaps()
