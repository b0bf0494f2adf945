"""The array during heap sort: after building the max-heap and a given number of extractions.

Heap sort works in place: sift down every internal node from the last to the root (Floyd's
build), then repeatedly swap the root with the last heap cell, shrink the heap by one and sift
the new root down. Sifting down swaps a node with its larger child while that child is
strictly larger (the left child on a tie). The trace is one state per sift.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 200:
            raise ValueError(f"length must be in 3..200, got {self.length}")
        if self.max_value < 5:
            raise ValueError(f"max_value must be >= 5, got {self.max_value}")


_TEMPLATES = (
    "Run in-place heap sort (ascending) on the array {a} (0-based, the children of index i are 2i+1 and 2i+2). "
    "First build a max-heap by sifting down indices n//2-1, ..., 1, 0 in that order; then perform {k} "
    "extraction step(s): swap the root with the last element of the heap, shrink the heap by one, and sift the "
    "root down. Sifting down swaps a node with its larger child as long as that child is strictly larger (on a "
    "tie between the children, use the left one). What does the whole array look like then?",
    "Array: {a}\nHeap sort it in place: build a max-heap bottom-up (sift down from the last internal node back to "
    "index 0), then do {k} round(s) of 'swap a[0] with the last heap cell, heap size minus one, sift a[0] down'. "
    "A sift moves a value down while its larger child (left child if both are equal) is strictly bigger. Give "
    "the array after those rounds.",
    "Using 0-based binary-heap indexing, apply Floyd's heap construction (a max-heap, sifting down each node from "
    "index n//2-1 down to 0; the larger child wins, the left child on ties; stop when no child is larger) to {a}, "
    "then {k} heap-sort extraction(s) (swap first and last heap cells, exclude the last cell from the heap, "
    "restore the heap from the top). Write the resulting array.",
)


def _sift(a: list[int], i: int, size: int) -> None:
    while True:
        child = 2 * i + 1
        if child >= size:
            return
        if child + 1 < size and a[child + 1] > a[child]:
            child += 1
        if a[child] <= a[i]:
            return
        a[i], a[child] = a[child], a[i]
        i = child


class HeapsortState(IntListAnswer, Bootcamp):
    id = "search_sort/heapsort_state"
    description = "Array after heap construction and k heap-sort extractions (one state per sift)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, max_value=30),
        "2": Config(length=8, max_value=50),
        "3": Config(length=10, max_value=99),
        "4": Config(length=13, max_value=99),
        "5": Config(length=17, max_value=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        values = [rng.randint(1, config.max_value) for _ in range(config.length)]
        data = {"values": values, "k": rng.randint(1, config.length - 1)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        body = rng.choice(_TEMPLATES).format(a=render_any(data["values"], rng), k=data["k"])
        n = len(data["values"])
        form = f"all {n} entries of the array in order, separated by commas (for example 3, 1, 2)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        a = list(data["values"])
        n = len(a)
        for i in range(n // 2 - 1, -1, -1):
            t.state(f"build: sift {i}")
            t.fetch(f"a[{i}]", a[i])
            _sift(a, i, n)
            t.compute("array", list(a))
        for step in range(data["k"]):
            size = n - step
            t.state(f"extract {step + 1}")
            top = t.fetch("a[0]", a[0])
            a[0], a[size - 1] = a[size - 1], top
            _sift(a, 0, size - 1)
            t.compute("array", list(a))
        t.state("answer")
        return t.compute("answer", t.fetch("array", list(a)))

    def solve(self, data: dict) -> list[int]:
        # The same procedure written recursively.
        a = list(data["values"])
        n = len(a)

        def heapify(i: int, size: int) -> None:
            left, right = 2 * i + 1, 2 * i + 2
            big = i
            if left < size and a[left] > a[big]:
                big = left
            if right < size and a[right] > a[big] and a[right] > a[left]:
                big = right
            if big != i:
                a[i], a[big] = a[big], a[i]
                heapify(big, size)

        for i in reversed(range(n // 2)):
            heapify(i, n)
        for size in range(n, n - data["k"], -1):
            a[0], a[size - 1] = a[size - 1], a[0]
            heapify(0, size - 1)
        return a


BOOTCAMP = HeapsortState()
