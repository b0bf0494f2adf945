"""Values removed by a sequence of push and pop-min operations on a binary min-heap.

The heap is the usual array (children of i at 2i+1 and 2i+2). The trace keeps that array:
a push appends and sifts up, a pop moves the last element to the root and sifts down, one
state per comparison.
"""

from __future__ import annotations

import heapq
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    operations: int = 8
    max_value: int = 50

    def __post_init__(self) -> None:
        if not 2 <= self.operations <= 1000:
            raise ValueError(f"operations must be in 2..1000, got {self.operations}")
        if self.max_value < 2:
            raise ValueError(f"max_value must be >= 2, got {self.max_value}")


_TEMPLATES = (
    "Start with an empty min-priority queue and apply these operations in order:\n{lines}\n'push x' inserts x; "
    "'pop' removes and reports the smallest element. List the reported values in order.",
    "A hospital triage list always treats the patient with the lowest urgency number first. Events:\n{lines}\n"
    "('push x' = a patient with number x arrives, 'pop' = the next patient is treated.) Give the numbers of the "
    "treated patients in order.",
    "Operations on a binary min-heap, initially empty: {inline}. Write down the value returned by each pop, in order.",
)


class HeapOperations(IntListAnswer, Bootcamp):
    id = "data_structure/heap_operations"
    description = "Outputs of push/pop-min on a binary heap (array sift trace)"
    Config = Config
    LEVELS = {
        "1": Config(operations=6, max_value=30),
        "2": Config(operations=10, max_value=50),
        "3": Config(operations=15, max_value=99),
        "4": Config(operations=22, max_value=99),
        "5": Config(operations=32, max_value=200),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        ops, size = [], 0
        for k in range(config.operations):
            last = k == config.operations - 1
            if size and (last or rng.random() < 0.4):
                ops.append(["pop"])
                size -= 1
            else:
                ops.append(["push", rng.randint(1, config.max_value)])
                size += 1
        if ops[-1] != ["pop"]:
            ops.append(["pop"])
        data = {"ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = [" ".join(map(str, op)) for op in data["ops"]]
        text = rng.choice(_TEMPLATES).format(lines="\n".join(words), inline=", ".join(words))
        pops = sum(op[0] == "pop" for op in data["ops"])
        form = f"the {pops} popped values in order, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        heap: list[int] = []
        out: list[int] = []
        for k, op in enumerate(data["ops"]):
            t.state(f"op {k} {op[0]}")
            heap = t.fetch("heap", heap)
            if op[0] == "push":
                heap = t.compute("heap", heap + [op[1]], why=f"append {op[1]}")
                i = len(heap) - 1
                while i > 0:
                    t.state(f"op {k} sift up {i}")
                    p = (i - 1) // 2
                    child = t.fetch(f"h[{i}]", heap[i])
                    parent = t.fetch(f"h[{p}]", heap[p])
                    if not t.goto(child < parent, why="swap while smaller than the parent"):
                        break
                    heap = t.compute("heap", _swap(heap, i, p))
                    i = p
            else:
                out = t.compute("out", out + [heap[0]], why="report the root")
                rest = heap[-1:] + heap[1:-1] if len(heap) > 1 else []
                heap = t.compute("heap", rest, why="move the last element to the root")
                i = 0
                while 2 * i + 1 < len(heap):
                    t.state(f"op {k} sift down {i}")
                    kids = [c for c in (2 * i + 1, 2 * i + 2) if c < len(heap)]
                    c = t.compute("child", min(kids, key=lambda c: (heap[c], c)), why="the smaller child")
                    x = t.fetch(f"h[{i}]", heap[i])
                    y = t.fetch(f"h[{c}]", heap[c])
                    if not t.goto(y < x, why="swap while the child is smaller"):
                        break
                    heap = t.compute("heap", _swap(heap, i, c))
                    i = c
        t.state("answer")
        return t.compute("answer", t.fetch("out", out))

    def solve(self, data: dict) -> list[int]:
        heap: list[int] = []
        out = []
        for op in data["ops"]:
            if op[0] == "push":
                heapq.heappush(heap, op[1])
            else:
                out.append(heapq.heappop(heap))
        return out


def _swap(heap: list[int], i: int, j: int) -> list[int]:
    new = list(heap)
    new[i], new[j] = new[j], new[i]
    return new


BOOTCAMP = HeapOperations()
