"""The flips of the standard pancake sort of a permutation.

A flip of size k reverses the first k entries. The standard pancake sort places the largest
unplaced value at each step: for size = n down to 2, if the largest of the first `size`
entries is not already last among them, flip it to the front (unless it is already there) and
then flip the first `size` entries. The answer follows this fixed procedure (usually not the
shortest plan, which planning/pancake_flips asks for). The trace is one state per size.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import permutation, render_any
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 5

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 60:
            raise ValueError(f"length must be in 3..60, got {self.length}")


_TEMPLATES = (
    "Sort the stack {a} (first entry on top) with the standard pancake sort: a flip of size k reverses the first k "
    "entries. For size = n, n-1, ..., 2: find the largest value among the first 'size' entries; if it is already "
    "at position 'size', do nothing; otherwise, if it is not on top, flip it to the top (flip of its position), "
    "then flip the first 'size' entries. List the sizes of all flips performed, in order.",
    "Pancake sorting of {a}: reversing a prefix of length k is 'flip k'. Repeatedly bring the largest unsorted "
    "value to the front with a flip (skip this flip if it is already in front) and then flip it down into its "
    "final place; skip both flips when it is already in place. Work from the largest value down. Which flips "
    "(prefix lengths) are made, in order?",
    "Apply the textbook pancake-sort procedure to {a} (1-based positions; flip k reverses positions 1..k): for "
    "each size from n down to 2, locate the maximum of positions 1..size at position m; if m < size, flip m when "
    "m > 1, then flip size. Give the sequence of flip lengths.",
)


class PancakeSortFlips(IntSequenceAnswer, Bootcamp):
    id = "search_sort/pancake_sort_flips"
    description = "Prefix-reversal sizes of the standard pancake sort (largest value placed first)"
    Config = Config
    LEVELS = {
        "1": Config(length=7),
        "2": Config(length=8),
        "3": Config(length=10),
        "4": Config(length=13),
        "5": Config(length=17),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        values = permutation(rng, config.length, start=rng.randint(1, 40))  # values need not be 1..n
        while values == sorted(values):  # a sorted stack needs no flips
            rng.shuffle(values)
        data = {"values": values}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "the flip sizes in order, separated by commas (for example 3, 5, 2)"
        return f"{rng.choice(_TEMPLATES).format(a=render_any(data['values'], rng))}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        a = list(data["values"])
        flips: list[int] = []
        for size in range(len(a), 1, -1):
            t.state(f"size {size}")
            m = t.compute("position of max", a.index(max(a[:size])) + 1)
            if t.goto(m == size, why="already in place"):
                continue
            if m > 1:
                a[:m] = a[:m][::-1]
            a[:size] = a[:size][::-1]
            t.compute("stack", list(a))
            flips = t.compute("flips", flips + ([m, size] if m > 1 else [size]))
        t.state("answer")
        return t.compute("answer", t.fetch("flips", list(flips)))

    def solve(self, data: dict) -> list[int]:
        # Place values by rank: the value of rank r must end at position r.
        a = list(data["values"])
        flips = []
        for target in sorted(a, reverse=True)[:-1]:
            size = sorted(a).index(target) + 1
            m = a.index(target) + 1
            if m != size:
                flips += [m] if m > 1 else []
                flips.append(size)
                a = a[:m][::-1] + a[m:]
                a = a[:size][::-1] + a[size:]
        return flips


BOOTCAMP = PancakeSortFlips()
