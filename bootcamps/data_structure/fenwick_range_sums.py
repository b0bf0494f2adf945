"""Answers to range-sum queries on an array that receives point updates, kept in a Fenwick tree.

Positions are 1-based. ``add i x`` adds x to a[i]; ``sum l r`` asks for a[l] + ... + a[r] at
that moment. The trace keeps the Fenwick (binary indexed) tree: an update climbs
``i += i & -i`` and a prefix sum descends ``i -= i & -i``, one state per touched node; a range
sum is the difference of two prefix sums.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer, render_any
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 8
    operations: int = 6
    max_value: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.size <= 200:
            raise ValueError(f"size must be in 2..200, got {self.size}")
        if not 2 <= self.operations <= 200:
            raise ValueError(f"operations must be in 2..200, got {self.operations}")
        if not 1 <= self.max_value <= 1000:
            raise ValueError(f"max_value must be in 1..1000, got {self.max_value}")


_TEMPLATES = (
    "An array a[1..{n}] starts as {values}. Process these operations in order; 'add i x' adds x to a[i] and "
    "'sum l r' asks for a[l] + a[l+1] + ... + a[r] at that moment:\n{ops}\nGive the answers to the sum queries in "
    "order.",
    "Shelves 1..{n} hold {values} items. A log of events follows ('add i x': x items put on shelf i, x may be "
    "negative for items taken; 'sum l r': a count of all items on shelves l through r):\n{ops}\nWhat are the "
    "counts, in order?",
    "Fenwick tree exercise. Initial values (positions 1 to {n}): {values}\nOperations:\n{ops}\nOutput the result of "
    "every range-sum query.",
)


class FenwickRangeSums(IntListAnswer, Bootcamp):
    id = "data_structure/fenwick_range_sums"
    description = "Range-sum query results between point updates (Fenwick tree climb/descend trace)"
    Config = Config
    LEVELS = {
        "1": Config(size=6, operations=5, max_value=9),
        "2": Config(size=8, operations=7, max_value=9),
        "3": Config(size=10, operations=9, max_value=20),
        "4": Config(size=13, operations=12, max_value=30),
        "5": Config(size=16, operations=16, max_value=50),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        n = config.size
        values = [rng.randint(0, config.max_value) for _ in range(n)]
        ops = []
        for k in range(config.operations):
            if k % 2 == 1 or (k == config.operations - 1):  # queries and updates alternate, ending on a query
                lo, hi = sorted(rng.sample(range(1, n + 1), 2))
                ops.append(["sum", lo, hi])
            else:
                ops.append(["add", rng.randint(1, n), rng.choice([-1, 1]) * rng.randint(1, config.max_value)])
        rng.shuffle(ops)
        if ops[-1][0] != "sum":
            ops.append(["sum", 1, n])
        data = {"values": values, "ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        ops = "\n".join(f"{kind} {a} {b}" for kind, a, b in data["ops"])
        text = rng.choice(_TEMPLATES).format(n=len(data["values"]), values=render_any(data["values"], rng), ops=ops)
        count = sum(op[0] == "sum" for op in data["ops"])
        form = f"the {count} sums in order, separated by commas (for example 12, -3, 40)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        n = len(data["values"])
        tree = [0] * (n + 1)
        for i, v in enumerate(data["values"], 1):  # building: every node holds the sum of its block
            j = i
            while j <= n:
                tree[j] += v
                j += j & -j
        t.state("build")
        t.compute("tree", tree[1:], why="tree[i] = sum of a over (i - lowbit(i), i]")

        def prefix(i: int, label: str) -> int:
            total = 0
            while i > 0:
                t.state(f"{label} node {i}")
                total = t.compute("prefix", t.fetch("prefix", total) + t.fetch(f"tree[{i}]", tree[i]))
                i = t.compute("i", i - (i & -i), why="drop the lowest set bit")
            return total

        out: list[int] = []
        for k, (kind, a, b) in enumerate(data["ops"]):
            if kind == "add":
                i = a
                while i <= n:
                    t.state(f"op {k} add node {i}")
                    tree[i] = t.compute(f"tree[{i}]", t.fetch(f"tree[{i}]", tree[i]) + b, why=f"+ {b}")
                    i = t.compute("i", i + (i & -i), why="add the lowest set bit")
            else:
                upper = prefix(b, f"op {k} prefix {b}")
                lower = prefix(a - 1, f"op {k} prefix {a - 1}")
                t.state(f"op {k} sum {a} {b}")
                out = t.compute("answers", out + [t.fetch(f"prefix({b})", upper) - t.fetch(f"prefix({a - 1})", lower)])
        t.state("answer")
        return t.compute("answer", t.fetch("answers", out))

    def solve(self, data: dict) -> list[int]:
        a = list(data["values"])
        out = []
        for kind, x, y in data["ops"]:
            if kind == "add":
                a[x - 1] += y
            else:
                out.append(sum(a[x - 1 : y]))
        return out


BOOTCAMP = FenwickRangeSums()
