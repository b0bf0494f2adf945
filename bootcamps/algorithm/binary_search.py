"""TAIL Binary Search: the index of a value in n sorted, distinct integers.

The value is always in the list, and the answer is its 0-based index (the paper's Figure D3
answers ``Index [1]`` for ``s1``). Each state of the trace is one probe of the current interval
``{lo, hi}``: read the interval, the target and ``s[mid]``, compare, and move to the next
interval, as in the paper's example; the last transition names the index where ``s[mid]`` is
the value (as the paper's ``{1,1} -> F`` ends the search).
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass

from bootcamps import parse
from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.trace import Tracer

_MAX_ANSWER_CHARS = 200
_ORDER = ("less", "equal", "greater")  # s[mid] compared with the target


@dataclass(frozen=True)
class Config:
    min_len: int = 5
    max_len: int = 20
    max_abs: int = 10_000

    def __post_init__(self) -> None:
        if self.min_len < 1:
            raise ValueError(f"min_len must be >= 1, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if 2 * self.max_abs + 1 < self.max_len:
            raise ValueError(f"max_abs {self.max_abs} leaves too few distinct values for {self.max_len} numbers")


def _listing(numbers: list[int], sep: str = ", ") -> str:
    return sep.join(str(v) for v in numbers)


_TEMPLATES = (
    "The sorted list is [{csv}]. At which index is {find}?",
    "Find the position of {find} in the ascending list {bracket}.",
    "Sorted numbers: {csv}\nTarget: {find}\nUse binary search to find the index of the target.",
    "Binary search: locate {find} in the array s = {bracket}. What is its index?",
    "Here is a list of {n} integers in increasing order:\n{lines}\nWhich index holds the value {find}?",
    "Given the ascending sequence {csv}, report the index at which {find} appears.",
    "s = {bracket}\nfind = {find}\nReturn the index i with s[i] == find.",
    "An array of {n} distinct integers, sorted from smallest to largest, is {bracket}. Where is {find} stored?",
    "Look up {find} in this sorted list and give its index: {csv}.",
    "The numbers {spaced} are sorted in ascending order. Using binary search, what is the index of {find}?",
    "Search for the value {find}.\nSorted data: {bracket}",
    "A phone book lists these sorted numbers: {csv}. At what index does {find} appear?",
    "Input array (sorted ascending): {bracket}\nQuery: {find}\nOutput: the index of the query in the array.",
    "In the increasing list {bracket}, the value {find} occurs exactly once. What is its index?",
    "Perform a binary search for {find} on the following sorted list and report the index you find.\n{csv}",
    "Which position does {find} occupy in the ordered list below?\n{lines}",
    "Sorted list of {n} numbers: {spaced}\nFind the index of {find}.",
    "You are given a sorted array of integers, {bracket}, and a target value {find}. Return the index of the target.",
    "Determine the index of {find} within the ascending array [{csv}] by repeatedly halving the search interval.",
    "Target value {find}; sorted array {bracket}. Index of the target?",
    "Find {find} in the list {bracket} (sorted in increasing order) and state its index.",
    "List: {csv}\nThe list is sorted. What is the index of the element equal to {find}?",
)


class BinarySearch(Bootcamp):
    id = "algorithm/binary_search"
    description = "Index of a value in n sorted distinct integers (TAIL Binary Search)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=5, max_len=20),
        "2": Config(min_len=21, max_len=40),
        "3": Config(min_len=41, max_len=70),
        "4": Config(min_len=71, max_len=105),
        "5": Config(min_len=106, max_len=140),
    }

    def length(self, data: dict) -> int:
        return len(data["numbers"])

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_len, config.max_len)
        numbers = sorted(rng.sample(range(-config.max_abs, config.max_abs + 1), n))
        data = {"numbers": numbers, "find": rng.choice(numbers)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        numbers = data["numbers"]
        text = rng.choice(_TEMPLATES).format(
            find=data["find"], n=len(numbers), csv=_listing(numbers), bracket=f"[{_listing(numbers)}]",
            spaced=_listing(numbers, " "), lines="\n".join(f"{v}" for v in numbers),
        )
        form = "the 0-based index of the value as a single integer (the first number has index 0)"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: int, text: str) -> float:
        if len(text) > _MAX_ANSWER_CHARS:
            return 0.0
        items = parse.split_items(text) or []
        if len(items) == 2 and (parse.normalise_text(items[0]) or "").rstrip(":") in ("index", "i"):
            items = items[1:]  # "Index 3", as the paper's traces end
        claimed = parse.parse_int_list(" ".join(items))
        return 1.0 if claimed == [answer] else 0.0

    def program(self, t: Tracer, data: dict) -> int:
        numbers, target = list(data["numbers"]), int(data["find"])
        # A transition names the next interval (lo, hi), or the final index (-1 when absent).
        step: tuple[int, int] | int = (0, len(numbers) - 1)
        while isinstance(step, tuple):
            lo, hi = step
            t.state(f"interval {{{lo},{hi}}}")
            lo, hi = t.fetch("interval", (lo, hi))
            if lo > hi:  # only a corrupted trace empties the interval; the value is always present
                step = t.goto(-1, why="the interval is empty, the value is absent")
                continue
            find = t.fetch("find", target)
            mid = t.compute("mid", (lo + hi) // 2, why="(lo+hi)//2")
            if not 0 <= mid < len(numbers):
                raise IndexError(f"s[{mid}] is outside the list")
            value = t.fetch(f"s[{mid}]", numbers[mid])
            order = t.compute("cmp", _ORDER[(value > find) - (value < find) + 1], why=f"s[{mid}] against find")
            if order == "equal":
                step = t.goto(mid, why="s[mid] is the value, stop at index mid")
            elif order == "less":
                step = t.goto((mid + 1, hi), why="s[mid] < find, keep the right half")
            elif order == "greater":
                step = t.goto((lo, mid - 1), why="s[mid] > find, keep the left half")
            else:
                raise ValueError(f"unknown comparison {order!r}")
        t.state("answer")
        index = t.fetch("index", step)
        return t.compute("answer", index, why="the index where the search stopped")

    def solve(self, data: dict) -> int:
        numbers = list(data["numbers"])
        index = bisect.bisect_left(numbers, data["find"])
        if index == len(numbers) or numbers[index] != data["find"]:
            raise ValueError(f"{data['find']} is not in the list")
        return index


BOOTCAMP = BinarySearch()
