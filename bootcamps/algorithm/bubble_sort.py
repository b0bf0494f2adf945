"""Bubble sort: sort n distinct integers, ascending or descending as the prompt asks.

TAIL class "Simulation": one state per compare (fetch the neighbours, decide whether to swap,
write the pair back), one state at the end of each pass (fetch the whole array and the pass's
swap count, decide whether another pass is needed: the early exit of bubble sort), and an
answer state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.parse import parse_int_list
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_len: int = 2
    max_len: int = 4
    max_value: int = 99  # values are drawn from -max_value..max_value (0..max_value without negatives)
    negatives: bool = False

    def __post_init__(self) -> None:
        if self.min_len < 2:
            raise ValueError(f"min_len must be >= 2, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if self.max_len > 200:
            raise ValueError(f"max_len must be <= 200 (the trace is quadratic), got {self.max_len}")
        if self.max_value < self.max_len:
            raise ValueError(f"max_value must be >= max_len ({self.max_len}) to draw distinct numbers, got {self.max_value}")


_TEMPLATES = (
    "Sort the numbers {items} in {order} order using bubble sort.",
    "Use bubble sort to arrange {items} in {order} order.",
    "Arrange the following numbers in {order} order: {items}.",
    "Put these numbers in {order} order: {items}",
    "Sort this list in {order} order: {items}",
    "Numbers: {items}\nTask: sort them in {order} order.",
    "Apply bubble sort to the list {items} so that it ends up in {order} order. What is the final list?",
    "Here is an unsorted array: {items}. Sort it in {order} order.",
    "Rearrange {items} so that the values are in {order} order.",
    "Given the sequence {items}, return it sorted in {order} order.",
    "What does the list {items} look like after sorting it in {order} order?",
    "Order the values {items} from {direction}.",
    "List the numbers {items} from {direction}.",
    "Write the numbers {items} from {direction}.",
    "array = {items}\nSort the array in {order} order with bubble sort (repeatedly swap adjacent elements that are out of order).",
    "Bubble sort works by repeatedly comparing neighbours and swapping them when they are out of order. Run it on {items} to get {order} order.",
    "Input: {items}\nOutput: the same numbers sorted in {order} order.",
    "Sort in {order} order:\n{column}",
    "The following {n} distinct numbers need sorting in {order} order:\n{column}",
    "Reorder the {n} numbers {items} from {direction}.",
    "Please sort {items} ({order}).",
    "Take the list {items} and sort it so that it runs from {direction}.",
)
_DIRECTION = {False: "smallest to largest", True: "largest to smallest"}


class BubbleSort(Bootcamp):
    id = "algorithm/bubble_sort"
    description = "Bubble-sort n distinct integers, every compare and swap traced (TAIL simulation)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=2, max_len=4, max_value=99),
        "2": Config(min_len=5, max_len=6, max_value=99),
        "3": Config(min_len=7, max_len=8, max_value=999, negatives=True),
        "4": Config(min_len=9, max_len=12, max_value=999, negatives=True),
        "5": Config(min_len=13, max_len=16, max_value=999, negatives=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = rng.randint(config.min_len, config.max_len)
        low = -config.max_value if config.negatives else 0
        data = {"numbers": rng.sample(range(low, config.max_value + 1), n), "descending": rng.random() < 0.5}
        return data, self.solve(data)

    def length(self, data: dict) -> int:
        return len(data["numbers"])

    def prompt(self, data: dict, rng: random.Random) -> str:
        numbers, descending = data["numbers"], data["descending"]
        text = rng.choice(_TEMPLATES).format(
            items="[" + ", ".join(map(str, numbers)) + "]",
            column="\n".join(map(str, numbers)),
            n=len(numbers),
            order="descending" if descending else "ascending",
            direction=_DIRECTION[descending],
        )
        form = f"the sorted numbers ({_DIRECTION[descending]}) as a comma-separated list"
        return f"{text}\n{answer_instruction(form)}"

    def check(self, data: dict, answer: list[int], text: str) -> float:
        if len(text) > 20 * len(answer) + 200:
            return 0.0
        return 1.0 if parse_int_list(text) == list(answer) else 0.0

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        a = list(data["numbers"])
        descending = bool(data["descending"])
        rule = "swap when a[j] < a[j+1]" if descending else "swap when a[j] > a[j+1]"
        n, p = len(a), 0
        while True:
            swaps = 0
            for j in range(n - 1 - p):
                t.state(f"pass {p} compare {j}")
                x = t.fetch(f"a[{j}]", a[j])
                y = t.fetch(f"a[{j + 1}]", a[j + 1])
                swap = t.goto(x < y if descending else x > y, why=rule)
                swaps += swap
                pair = t.compute(f"a[{j}:{j + 2}]", [y, x] if swap else [x, y], why="the pair after this step")
                a = a[:j] + list(pair) + a[j + 2 :]
            t.state(f"end of pass {p}")
            a = t.fetch("a", a)
            k = t.fetch("swaps", swaps)
            p += 1
            if not t.goto(k > 0 and p < n - 1, why="another pass while the last one swapped and unsorted slots remain"):
                break
        t.state("answer")
        return t.compute("answer", t.fetch("a", a))

    def solve(self, data: dict) -> list[int]:
        return sorted(data["numbers"], reverse=bool(data["descending"]))


BOOTCAMP = BubbleSort()
