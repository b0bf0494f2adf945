"""Sum over subsets: given a value f(m) for every bit mask m of n bits, compute for some query
masks q the total g(q) = sum of f(m) over all masks m that are subsets of q (m AND q == m).

The trace is the sum-over-subsets DP: for each bit b (one state per bit), every mask with bit b
set adds in the value of the same mask with bit b cleared. After all n bits the table holds g.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    bits: int = 2
    queries: int = 2
    max_value: int = 9

    def __post_init__(self) -> None:
        if not 1 <= self.bits <= 8:
            raise ValueError(f"bits must be in 1..8, got {self.bits}")
        if not 1 <= self.queries <= 1 << self.bits:
            raise ValueError(f"queries must be in 1..2^bits, got {self.queries}")
        if self.max_value < 1:
            raise ValueError(f"max_value must be >= 1, got {self.max_value}")


_TEMPLATES = (
    "A function f assigns a number to every {n}-bit mask (written in binary, highest bit first):\n{table}\n"
    "For a mask q, let g(q) be the sum of f(m) over all masks m whose set bits are all also set in q (m is a "
    "subset of q; this includes m = 0 and m = q). Compute g for these masks: {queries}.",
    "Every subset of the items {{{items}}} has a score, listed by its {n}-bit membership string (bit i, counted "
    "from the right starting at 0, set means item i is in the subset):\n{table}\nFor each query set below, add up the "
    "scores of all its subsets (the empty set and the set itself included): {queries}.",
    "Table of f over {n}-bit masks:\n{table}\nSum-over-subsets: for each q in [{queries}], output the sum of f(m) "
    "for every m with m & q == m.",
)


class SubsetSumsSos(IntSequenceAnswer, Bootcamp):
    id = "dp/subset_sums_sos"
    description = "Sum of f over all submasks of query masks (sum-over-subsets DP, one pass per bit)"
    Config = Config
    LEVELS = {
        "1": Config(bits=2, queries=2, max_value=9),
        "2": Config(bits=3, queries=3, max_value=12),
        "3": Config(bits=3, queries=4, max_value=30),
        "4": Config(bits=4, queries=5, max_value=40),
        "5": Config(bits=5, queries=6, max_value=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        size = 1 << config.bits
        f = [rng.randint(0, config.max_value) for _ in range(size)]
        queries = rng.sample(range(1, size), min(config.queries, size - 1))
        data = {"bits": config.bits, "f": f, "queries": queries}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = data["bits"]
        form = rng.choice(("f({m}) = {v}", "{m}: {v}", "{m} -> {v}"))
        table = "\n".join(form.format(m=format(m, f"0{n}b"), v=v) for m, v in enumerate(data["f"]))
        queries = ", ".join(format(q, f"0{n}b") for q in data["queries"])
        text = rng.choice(_TEMPLATES).format(n=n, table=table, queries=queries,
                                             items=", ".join(str(i) for i in range(n)))
        return f"{text}\n{answer_instruction('the sums in query order as a comma-separated list, e.g. 14, 3')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        g = list(data["f"])
        for b in range(data["bits"]):
            t.state(f"bit {b}")
            g = t.fetch("g", g)
            g = t.compute("g", [g[m] + g[m ^ (1 << b)] if m >> b & 1 else g[m] for m in range(len(g))],
                          why=f"masks with bit {b} add the mask without it")
        t.state("answer")
        g = t.fetch("g", g)
        return t.compute("answer", [g[q] for q in data["queries"]], why="read the query masks")

    def solve(self, data: dict) -> list[int]:
        # Enumerate the submasks of each query directly: s = (s - 1) & q.
        out = []
        for q in data["queries"]:
            total, s = 0, q
            while True:
                total += data["f"][s]
                if s == 0:
                    break
                s = (s - 1) & q
            out.append(total)
        return out


BOOTCAMP = SubsetSumsSos()
