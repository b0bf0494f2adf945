"""Range-minimum queries with point updates, answered by a bottom-up segment tree.

The tree stores the array in its leaves (positions size..2*size-1) and each inner node i holds
min(tree[2i], tree[2i+1]). An update climbs from the leaf to the root, one state per level; a
query walks the two boundaries up together, one state per level, taking the nodes that fall
inside the range.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import render_any
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    length: int = 6
    operations: int = 5
    max_value: int = 50

    def __post_init__(self) -> None:
        if not 2 <= self.length <= 256:
            raise ValueError(f"length must be in 2..256, got {self.length}")
        if not 2 <= self.operations <= 200:
            raise ValueError(f"operations must be in 2..200, got {self.operations}")
        if not 10 <= self.max_value <= 100_000:
            raise ValueError(f"max_value must be in 10..100000 (below the padding value), got {self.max_value}")


_TEMPLATES = (
    "An array (0-based) starts as a = {values}. Process the operations in order; 'set i x' replaces a[i] by x, and "
    "'min l r' asks for the smallest of a[l], ..., a[r] (both ends included):\n{ops}\nList the answers of the min "
    "operations.",
    "Initial values: {values} (indices from 0).\n{ops}\nEach 'set i x' is a point assignment; each 'min l r' reports "
    "the minimum over the inclusive index range l..r at that moment. What are the reported minima, in order?",
    "Range-minimum queries with updates on the list {values} (index 0 first):\n{ops}\n'min l r' includes both l and "
    "r; 'set i x' changes one entry. Give the outputs of all min queries in order.",
)


class SegmentTreeMin(IntSequenceAnswer, Bootcamp):
    id = "data_structure/segment_tree_min"
    description = "Range-min queries with point updates (bottom-up segment tree trace)"
    Config = Config
    LEVELS = {
        "1": Config(length=6, operations=4, max_value=40),
        "2": Config(length=8, operations=6, max_value=60),
        "3": Config(length=10, operations=8, max_value=99),
        "4": Config(length=14, operations=10, max_value=99),
        "5": Config(length=20, operations=14, max_value=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.length
        ops: list[list] = []
        for k in range(config.operations):
            if k == config.operations - 1 or rng.random() < 0.6:  # the last operation is always a query
                lo, hi = sorted(rng.sample(range(n), 2))
                ops.append(["min", lo, hi])
            else:
                ops.append(["set", rng.randrange(n), rng.randint(1, config.max_value)])
        data = {"values": [rng.randint(1, config.max_value) for _ in range(n)], "ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        ops = "\n".join(" ".join(map(str, op)) for op in data["ops"])
        text = rng.choice(_TEMPLATES).format(values=render_any(data["values"], rng), ops=ops)
        form = "the min answers in order, separated by commas (for example 7, 3, 12)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        values = data["values"]
        size = 1
        while size < len(values):
            size *= 2
        big = 10**6  # padding leaves: larger than any value, so they never win a min
        tree = [big] * size + list(values) + [big] * (size - len(values))
        for i in range(size - 1, 0, -1):  # inner node = min of its two children, bottom-up
            t.state(f"build {i}")
            left = t.fetch(f"tree[{2 * i}]", tree[2 * i])
            tree[i] = t.compute(f"tree[{i}]", min(left, t.fetch(f"tree[{2 * i + 1}]", tree[2 * i + 1])))
        out: list[int] = []
        for k, op in enumerate(data["ops"]):
            if op[0] == "set":
                i = op[1] + size
                t.state(f"op {k + 1} set leaf")
                tree[i] = t.compute(f"tree[{i}]", t.fetch("x", op[2]))
                i //= 2
                while i >= 1:
                    t.state(f"op {k + 1} climb {i}")
                    left = t.fetch(f"tree[{2 * i}]", tree[2 * i])
                    right = t.fetch(f"tree[{2 * i + 1}]", tree[2 * i + 1])
                    tree[i] = t.compute(f"tree[{i}]", min(left, right))
                    i //= 2
                continue
            lo, hi = op[1] + size, op[2] + size + 1
            best = big
            while lo < hi:
                t.state(f"op {k + 1} range [{lo}, {hi})")
                if lo % 2:
                    best = t.compute("best", min(best, t.fetch(f"tree[{lo}]", tree[lo])))
                    lo += 1
                if hi % 2:
                    hi -= 1
                    best = t.compute("best", min(best, t.fetch(f"tree[{hi}]", tree[hi])))
                lo = t.compute("lo", lo // 2)
                hi = t.compute("hi", hi // 2)
            t.state(f"op {k + 1} answer")
            out = t.compute("out", out + [t.fetch("best", best)])
        t.state("answer")
        return t.compute("answer", t.fetch("out", out))

    def solve(self, data: dict) -> list[int]:
        a = list(data["values"])
        out = []
        for op in data["ops"]:
            if op[0] == "set":
                a[op[1]] = op[2]
            else:
                out.append(min(a[op[1] : op[2] + 1]))
        return out


BOOTCAMP = SegmentTreeMin()
