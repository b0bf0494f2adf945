"""Push a list of numbers through a comparator network and give what comes out on each wire.

A comparator [i, j] (i < j) compares the values on wires i and j and leaves the smaller on
wire i, the larger on wire j. Networks are random (not necessarily sorting networks), so the
output is not simply the sorted input: each comparator must be applied in the listed order.
The trace is one state per comparator: fetch the two wire values, compute the new low and high
and the wires after it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    wires: int = 4
    comparators: int = 5
    max_value: int = 50

    def __post_init__(self) -> None:
        if not 2 <= self.wires <= 12:
            raise ValueError(f"wires must be in 2..12, got {self.wires}")
        if not 1 <= self.comparators <= 60:
            raise ValueError(f"comparators must be in 1..60, got {self.comparators}")
        if not 9 <= self.max_value <= 10**6:
            raise ValueError(f"max_value must be in 9..10^6, got {self.max_value}")


_INTROS = (
    "A comparator network has {n} wires, numbered 0 to {last}. A comparator [i, j] (with i < j) "
    "looks at the values on wires i and j and swaps them if needed so that wire i holds the "
    "smaller value and wire j the larger. The comparators act one after another in the order listed.",
    "Numbers travel along {n} wires (0..{last}). Each comparator [i, j], i < j, puts the minimum "
    "of its two wires' values on wire i and the maximum on wire j; the comparators are applied "
    "in the given order, one at a time.",
    "Consider a network of {n} wires labelled 0 through {last} and the comparators below, applied "
    "left to right. Comparator [i, j] with i < j exchanges the values of wires i and j exactly "
    "when wire i's value is larger than wire j's.",
)
_QUESTIONS = (
    "The input on wires 0..{last} is {values}. What values are on the wires after the last comparator?",
    "Feed in {values} (wire 0 first). Give the value on every wire, wire 0 first, once all comparators have acted.",
    "Starting from wire values {values} (in wire order), what does the network output, in wire order?",
)


class SortingNetwork(IntListAnswer, Bootcamp):
    id = "code/sorting_network"
    description = "Apply a random comparator network to a list of numbers and give the wire values it outputs"
    Config = Config
    LEVELS = {
        "1": Config(wires=3, comparators=3, max_value=20),
        "2": Config(wires=4, comparators=6, max_value=50),
        "3": Config(wires=5, comparators=9, max_value=99),
        "4": Config(wires=7, comparators=15, max_value=999),
        "5": Config(wires=9, comparators=24, max_value=9999),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.wires
        network = [sorted(rng.sample(range(n), 2)) for _ in range(config.comparators)]
        values = [rng.randint(0, config.max_value) for _ in range(n)]
        data = {"network": network, "values": values}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["values"])
        intro = rng.choice(_INTROS).format(n=n, last=n - 1)
        comps = ", ".join(f"[{i}, {j}]" for i, j in data["network"])
        question = rng.choice(_QUESTIONS).format(last=n - 1, values=data["values"])
        form = f"the {n} output values in wire order, separated by commas (for example: 4, 9, 9, 12)"
        return f"{intro}\nComparators in order: {comps}\n{question}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        wires = list(data["values"])
        for k, (i, j) in enumerate(data["network"]):
            t.state(f"comparator {k} on wires {i} and {j}")
            a = t.fetch(f"w[{i}]", wires[i])
            b = t.fetch(f"w[{j}]", wires[j])
            low = t.compute("low", min(a, b), why=f"min({a}, {b})")
            high = t.compute("high", max(a, b), why=f"max({a}, {b})")
            wires = list(wires)
            wires[i], wires[j] = low, high
            wires = t.compute("wires", wires)
        t.state("answer")
        return t.compute("answer", t.fetch("wires", wires))

    def solve(self, data: dict) -> list[int]:
        out = list(data["values"])
        for i, j in data["network"]:
            if out[i] > out[j]:
                out[i], out[j] = out[j], out[i]
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [sorted(case.data["values"]), list(case.data["values"]), gold[::-1]]
        return [self.format_answer(w) for w in wrong if w != gold] or [self.format_answer([g + 1 for g in gold])]


BOOTCAMP = SortingNetwork()
