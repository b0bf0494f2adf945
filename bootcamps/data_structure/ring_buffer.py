"""Contents of a fixed-size ring buffer that overwrites its oldest entry when full.

Operations are write x (if the buffer is full, the oldest value is dropped first) and read
(removes the oldest value; a read on an empty buffer returns nothing and changes nothing).
The answer is the buffer's contents, oldest first, at the end. The trace keeps the head
index, the count and the cells: one state per operation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    capacity: int = 3
    operations: int = 8
    max_value: int = 50

    def __post_init__(self) -> None:
        if not 2 <= self.capacity <= 30:
            raise ValueError(f"capacity must be in 2..30, got {self.capacity}")
        if not 3 <= self.operations <= 500:
            raise ValueError(f"operations must be in 3..500, got {self.operations}")
        if self.max_value < 9:
            raise ValueError(f"max_value must be >= 9, got {self.max_value}")


_TEMPLATES = (
    "A circular buffer holds at most {cap} values. 'write x' appends x; if the buffer is already full, the oldest "
    "value is discarded to make room. 'read' removes the oldest value (a read on an empty buffer does nothing). "
    "Starting empty, apply:\n{ops}\nWhat does the buffer hold at the end, from oldest to newest?",
    "Ring buffer of capacity {cap}, initially empty, overwriting the oldest entry when a write finds it full; each "
    "read takes out the oldest entry (no effect when empty). Operations: {inline}. List the remaining entries "
    "oldest first.",
    "Simulate a bounded FIFO log with room for {cap} entries where new writes evict the oldest entry once it is "
    "full, and reads consume the oldest entry (ignored if the log is empty):\n{ops}\nGive the final contents in "
    "age order, oldest first.",
)


class RingBuffer(IntSequenceAnswer, Bootcamp):
    id = "data_structure/ring_buffer"
    description = "Final contents of an overwriting ring buffer after writes and reads (head/count trace)"
    Config = Config
    LEVELS = {
        "1": Config(capacity=3, operations=8, max_value=50),
        "2": Config(capacity=4, operations=12, max_value=99),
        "3": Config(capacity=5, operations=18, max_value=99),
        "4": Config(capacity=6, operations=26, max_value=200),
        "5": Config(capacity=8, operations=38, max_value=500),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            ops = [["write", rng.randint(1, config.max_value)] if rng.random() < 0.68 else ["read"]
                   for _ in range(config.operations)]
            data = {"capacity": config.capacity, "ops": ops}
            gold = self.solve(data)
            if gold:  # an empty final buffer would be the answer "none"
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = [" ".join(str(x) for x in op) for op in data["ops"]]
        ops = "\n".join(f"{i + 1}. {w}" for i, w in enumerate(words))
        body = rng.choice(_TEMPLATES).format(cap=data["capacity"], ops=ops, inline="; ".join(words))
        form = "the values oldest first, separated by commas (for example 4, 8, 15)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        cap = data["capacity"]
        cells: list[int | None] = [None] * cap
        head = count = 0
        for i, op in enumerate(data["ops"]):
            t.state(f"op {i + 1} {op[0]}")
            if op[0] == "write":
                x = t.fetch(f"x[{i + 1}]", op[1])
                cells[(head + count) % cap] = x
                if t.goto(count == cap, why="full: the oldest is overwritten"):
                    head = t.compute("head", (head + 1) % cap)
                else:
                    count = t.compute("count", count + 1)
            elif t.goto(count > 0, why="a read removes the oldest"):
                t.fetch(f"cells[{head}]", cells[head])
                head, count = t.compute("head", (head + 1) % cap), t.compute("count", count - 1)
            t.compute("cells", list(cells))
        t.state("answer")
        return t.compute("answer", [cells[(head + k) % cap] for k in range(count)])

    def solve(self, data: dict) -> list[int]:
        # A plain list trimmed from the front.
        buf: list[int] = []
        for op in data["ops"]:
            if op[0] == "write":
                buf.append(op[1])
                if len(buf) > data["capacity"]:
                    buf.pop(0)
            elif buf:
                buf.pop(0)
        return buf


BOOTCAMP = RingBuffer()
