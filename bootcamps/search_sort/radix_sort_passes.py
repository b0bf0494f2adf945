"""The array after the first few passes of a least-significant-digit radix sort.

Each pass distributes the numbers into ten buckets by one decimal digit (units first), keeping
their current order inside a bucket, then reads the buckets 0..9 back. The trace has one state
per number per pass (its digit and bucket) and one per pass that concatenates the buckets.
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
    digits: int = 2
    passes: int = 1

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 40:
            raise ValueError(f"length must be in 3..40, got {self.length}")
        if not 2 <= self.digits <= 6:
            raise ValueError(f"digits must be in 2..6, got {self.digits}")
        if not 1 <= self.passes < self.digits:
            raise ValueError(f"passes must be in 1..digits-1, got {self.passes}")


_ORDINAL = {1: "first", 2: "first two", 3: "first three", 4: "first four", 5: "first five"}
_TEMPLATES = (
    "An LSD (least-significant-digit-first) radix sort in base 10 processes the numbers {values}. Each pass puts "
    "the numbers into buckets 0-9 by one digit (pass 1 uses the units digit, pass 2 the tens digit, and so on; a "
    "missing digit counts as 0), keeping their current relative order inside each bucket, then concatenates the "
    "buckets from 0 to 9. What is the sequence after the {which} pass{es}?",
    "Numbers: {values}\nRun {passes} pass{es} of base-10 radix sort starting from the ones digit. In a pass, stably "
    "distribute by the current digit (0 if the number is too short) into ten buckets and collect them in order 0..9. "
    "Give the resulting order.",
    "Radix sort, least significant digit first, decimal digits: apply only the {which} distribution pass{es} to "
    "{values}. Every pass is stable (ties keep their order) and gathers buckets 0 through 9. Write the array after "
    "that.",
)


class RadixSortPasses(IntListAnswer, Bootcamp):
    id = "search_sort/radix_sort_passes"
    description = "Array after k stable bucket passes of an LSD radix sort (bucket-by-bucket trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, digits=2, passes=1),
        "2": Config(length=8, digits=3, passes=1),
        "3": Config(length=9, digits=3, passes=2),
        "4": Config(length=11, digits=4, passes=2),
        "5": Config(length=13, digits=4, passes=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        top = 10**config.digits - 1
        values = [rng.randint(1, top) if rng.random() < 0.8 else rng.randint(1, top // 10) for _ in range(config.length)]
        data = {"values": values, "passes": config.passes}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        k = data["passes"]
        text = rng.choice(_TEMPLATES).format(
            values=render_any(data["values"], rng), passes=k, which=_ORDINAL.get(k, f"first {k}"), es="es" if k > 1 else ""
        )
        form = f"the {len(data['values'])} numbers in order, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        order = list(data["values"])
        for p in range(data["passes"]):
            buckets: list[list[int]] = [[] for _ in range(10)]
            for i in range(len(order)):
                t.state(f"pass {p + 1} item {i}")
                value = t.fetch(f"a[{i}]", order[i])
                digit = t.compute("digit", value // 10**p % 10, why=f"digit {p} of {value}")
                buckets[digit].append(value)
            t.state(f"pass {p + 1} collect")
            order = t.compute("a", [v for bucket in buckets for v in bucket], why="buckets 0..9 in order")
        t.state("answer")
        return t.compute("answer", t.fetch("a", order))

    def solve(self, data: dict) -> list[int]:
        # k stable passes by the last k digits amount to one stable sort by value mod 10^k.
        return sorted(data["values"], key=lambda v: v % 10 ** data["passes"])


BOOTCAMP = RadixSortPasses()
