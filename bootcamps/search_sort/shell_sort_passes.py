"""The array after the gapped passes of a Shell sort (before its final gap-1 pass).

A pass with gap g is an insertion sort over the elements g apart: each element moves left in
steps of g while the element g before it is larger. The trace has one state per insertion, with
each comparison and shift.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 8
    gaps: int = 1
    max_value: int = 50

    def __post_init__(self) -> None:
        if not 4 <= self.length <= 40:
            raise ValueError(f"length must be in 4..40, got {self.length}")
        if not 1 <= self.gaps <= 3:
            raise ValueError(f"gaps must be in 1..3, got {self.gaps}")
        if self.max_value < self.length:
            raise ValueError(f"max_value must be >= length, got {self.max_value}")


_TEMPLATES = (
    "Shell sort runs a gapped insertion sort for each gap in turn. Array: {values}. Perform the passes with gaps "
    "{gaps} (in that order) and stop before any other gap. In a gap-g pass, for i = g, g+1, ..., each element "
    "a[i] is moved left in steps of g while the element g positions before it is strictly larger. What is the array "
    "afterwards?",
    "Apply the h-sorting passes h = {gaps} of Shell's method to {values}. An h-pass inserts a[h], a[h+1], ... in "
    "order into the sorted chain of elements h apart (shifting larger ones up by h). Write the array after these "
    "passes only.",
    "Starting from {values}, carry out gapped insertion sort with gap sequence {gaps} and nothing more (no final "
    "gap-1 pass unless it is listed). Report the array.",
)


class ShellSortPasses(IntListAnswer, Bootcamp):
    id = "search_sort/shell_sort_passes"
    description = "Array after the gapped insertion passes of a Shell sort (insertion-by-insertion trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=7, gaps=1, max_value=40),
        "2": Config(length=9, gaps=1, max_value=60),
        "3": Config(length=11, gaps=2, max_value=80),
        "4": Config(length=14, gaps=2, max_value=99),
        "5": Config(length=18, gaps=3, max_value=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        values = [rng.randint(1, config.max_value) for _ in range(config.length)]
        gaps = sorted(rng.sample(range(2, config.length // 2 + 1), config.gaps), reverse=True)
        data = {"values": values, "gaps": gaps}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        gaps = ", ".join(map(str, data["gaps"]))
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng), gaps=gaps)
        form = f"the {len(data['values'])} numbers in order, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        a = list(data["values"])
        for gap in data["gaps"]:
            for i in range(gap, len(a)):
                t.state(f"gap {gap} insert {i}")
                item = t.fetch(f"a[{i}]", a[i])
                j = i
                while j >= gap:
                    before = t.fetch(f"a[{j - gap}]", a[j - gap])
                    if not t.goto(before > item, why=f"a[{j - gap}] > {item}: shift it up"):
                        break
                    a[j] = before
                    j -= gap
                a[j] = item
                t.compute("at", j)
            t.state(f"gap {gap} done")
            a = list(t.compute("a", list(a)))  # a copy: the recorded value must not change later
        t.state("answer")
        return t.compute("answer", t.fetch("a", a))

    def solve(self, data: dict) -> list[int]:
        # A full gap-g insertion pass sorts each residue class mod g.
        a = list(data["values"])
        for gap in data["gaps"]:
            for r in range(gap):
                a[r::gap] = sorted(a[r::gap])
        return a


BOOTCAMP = ShellSortPasses()
