"""Order-statistic queries on a changing multiset: add a value, remove one copy of a value, and
ask for the k-th smallest value present (k counted from 1, copies counted separately).

The trace keeps the multiset as a sorted list: one state per operation, with the insertion or
removal position found in the sorted list, or the value read at index k-1.
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    operations: int = 8
    max_value: int = 30

    def __post_init__(self) -> None:
        if not 3 <= self.operations <= 300:
            raise ValueError(f"operations must be in 3..300, got {self.operations}")
        if self.max_value < 5:
            raise ValueError(f"max_value must be >= 5, got {self.max_value}")


_WORDS = (
    ("add {x}", "remove {x}", "kth {k}"),
    ("insert {x}", "delete {x}", "query {k}"),
    ("+{x}", "-{x}", "? {k}"),
)

_TEMPLATES = (
    "Start with an empty multiset (repeated values allowed) and apply these operations in order:\n{ops}\n"
    "\"{add}\" adds one copy of x, \"{rem}\" removes one copy of x (it is always present), and \"{ask}\" asks for the "
    "k-th smallest element currently stored (k = 1 is the minimum; copies count separately). Give the answers to "
    "the queries in order.",
    "A scoreboard keeps a bag of scores, initially empty. Operations:\n{ops}\n(\"{add}\": record score x; \"{rem}\": "
    "erase one copy of score x; \"{ask}\": report the k-th lowest score on the board, duplicates counted.) List the "
    "reported values.",
    "Multiset operations:\n{ops}\nMeaning: {add} = insert x, {rem} = delete one occurrence of x, {ask} = output the "
    "k-th smallest element (1-based, with multiplicity). What are the outputs, in order?",
)


class OrderStatistics(IntSequenceAnswer, Bootcamp):
    id = "data_structure/order_statistics"
    description = "k-th smallest queries on a multiset under inserts and deletes (sorted-list trace)"
    Config = Config
    LEVELS = {
        "1": Config(operations=8, max_value=30),
        "2": Config(operations=12, max_value=50),
        "3": Config(operations=18, max_value=80),
        "4": Config(operations=26, max_value=99),
        "5": Config(operations=40, max_value=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        bag: list[int] = []
        ops: list[list] = []
        while len(ops) < config.operations or sum(op[0] == "kth" for op in ops) < max(2, config.operations // 5):
            roll = rng.random()
            if len(bag) < 2 or roll < 0.45:
                x = rng.choice(bag) if bag and rng.random() < 0.2 else rng.randint(1, config.max_value)
                bag.append(x)
                ops.append(["add", x])
            elif roll < 0.65:
                x = rng.choice(bag)
                bag.remove(x)
                ops.append(["remove", x])
            else:
                ops.append(["kth", rng.randint(1, len(bag))])
        data = {"ops": ops, "words": rng.randrange(len(_WORDS))}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        add, rem, ask = _WORDS[data["words"]]
        lines = []
        for op in data["ops"]:
            if op[0] == "add":
                lines.append(add.format(x=op[1]))
            elif op[0] == "remove":
                lines.append(rem.format(x=op[1]))
            else:
                lines.append(ask.format(k=op[1]))
        text = rng.choice(_TEMPLATES).format(ops="\n".join(lines), add=add.format(x="x"), rem=rem.format(x="x"),
                                             ask=ask.format(k="k"))
        return f"{text}\n{answer_instruction('the query answers in order, comma-separated, e.g. 12, 7, 30')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        bag: list[int] = []
        out: list[int] = []
        for i, (kind, arg) in enumerate(data["ops"]):
            t.state(f"op {i + 1} {kind}")
            bag = t.fetch("sorted", bag)
            if kind == "add":
                at = t.compute("at", bisect.bisect_right(bag, arg), why=f"after values <= {arg}")
                bag = t.compute("sorted", bag[:at] + [arg] + bag[at:])
            elif kind == "remove":
                at = t.compute("at", bisect.bisect_left(bag, arg), why=f"first copy of {arg}")
                bag = t.compute("sorted", bag[:at] + bag[at + 1 :])
            else:
                out = t.compute("answers", out + [t.fetch(f"sorted[{arg - 1}]", bag[arg - 1])])
        t.state("answer")
        return t.compute("answer", t.fetch("answers", out))

    def solve(self, data: dict) -> list[int]:
        # A count per value; the k-th smallest walks the counts upwards.
        count: dict[int, int] = {}
        out = []
        for kind, arg in data["ops"]:
            if kind == "add":
                count[arg] = count.get(arg, 0) + 1
            elif kind == "remove":
                count[arg] -= 1
            else:
                seen = 0
                for value in sorted(count):
                    seen += count[value]
                    if seen >= arg:
                        out.append(value)
                        break
        return out


BOOTCAMP = OrderStatistics()
