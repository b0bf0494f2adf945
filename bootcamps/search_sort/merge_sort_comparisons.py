"""Number of comparisons top-down merge sort makes on a list.

The sort splits a list of n items into its first n // 2 items and the rest, sorts both halves
the same way, and merges them: each step compares the two front items and takes the smaller
(the left one on a tie); once one half is used up, the rest of the other is copied without
comparisons. A list of one item needs none. The trace is one state per merge, in the order the
recursion finishes them, with the two runs, the merged run and its comparisons.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.arrays import RandomArrayCase, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    max_value: int = 50

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 300:
            raise ValueError(f"length must be in 3..300, got {self.length}")
        if not 5 <= self.max_value <= 10**6:
            raise ValueError(f"max_value must be in 5..10^6, got {self.max_value}")


_TEMPLATES = (
    "Merge sort is run on {values}. It splits a list of n items into the first n // 2 items (rounded down) and the "
    "rest, sorts each half recursively, and merges them by repeatedly comparing the two front items and taking the "
    "smaller (the left one on ties). When one half runs out, the remaining items are appended with no comparison. "
    "How many comparisons are made in total?",
    "Count the element comparisons made by top-down merge sort on the list {values}. Rules: a list of length n is "
    "split after position n // 2; a one-item list is already sorted; a merge compares front items until one side is "
    "empty, then copies the other side without comparing.",
    "A teacher sorts exam papers with marks {values} by merge sort: split the pile into the first half (n // 2 "
    "papers) and the rest, sort each half the same way, then merge by comparing the top papers of the two piles "
    "until one pile is empty. How many comparisons of two papers does she make altogether?",
)


class MergeSortComparisons(RandomArrayCase, IntegerAnswer, Bootcamp):
    id = "search_sort/merge_sort_comparisons"
    description = "Comparisons made by top-down merge sort (merge-by-merge trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, max_value=40),
        "2": Config(length=8, max_value=60),
        "3": Config(length=11, max_value=99),
        "4": Config(length=15, max_value=200),
        "5": Config(length=21, max_value=999),
    }

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng))
        return f"{text}\n{answer_instruction('the number of comparisons as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        total = 0

        def sort(run: list[int], where: str) -> list[int]:
            nonlocal total
            if len(run) == 1:
                return run
            half = len(run) // 2
            left = sort(run[:half], where + "L")
            right = sort(run[half:], where + "R")
            t.state(f"merge {where or 'top'}")
            a = t.fetch(f"left {where}L", left)
            b = t.fetch(f"right {where}R", right)
            merged, i, j, count = [], 0, 0, 0
            while i < len(a) and j < len(b):
                count += 1
                if a[i] <= b[j]:
                    merged.append(a[i])
                    i += 1
                else:
                    merged.append(b[j])
                    j += 1
            count = t.compute("comparisons", count, why="front items compared until one run is empty")
            merged = t.compute(f"run {where or 'top'}", merged + a[i:] + b[j:])
            total = t.compute("total", t.fetch("total", total) + count)
            return merged

        sort(list(data["values"]), "")
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # Each merge compares len(run) - (items copied after one side ran out) times.
        def sort(run: list[int]) -> tuple[list[int], int]:
            if len(run) < 2:
                return run, 0
            (a, x), (b, y) = sort(run[: len(run) // 2]), sort(run[len(run) // 2 :])
            # The left run empties first iff its last item is <= the right run's last (ties go left);
            # the items of the other run not yet taken are copied without comparisons.
            if a[-1] <= b[-1]:
                leftover = sum(1 for v in b if v >= a[-1])
            else:
                leftover = sum(1 for v in a if v > b[-1])
            return sorted(a + b), x + y + len(a) + len(b) - leftover

        return sort(list(data["values"]))[1]


BOOTCAMP = MergeSortComparisons()
