"""Element moves made by a queue built from two stacks.

Enqueue pushes onto the in-stack. Dequeue pops from the out-stack; only when the out-stack is
empty is the whole in-stack poured into it (each element popped from one stack and pushed on
the other counts as one move). The answer is the total number of such moves, and the
trace keeps both stacks: one state per operation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    operations: int = 8

    def __post_init__(self) -> None:
        if not 3 <= self.operations <= 500:
            raise ValueError(f"operations must be in 3..500, got {self.operations}")


_TEMPLATES = (
    "A queue is implemented with two stacks, IN and OUT, both empty at first. 'enqueue x' pushes x on IN. "
    "'dequeue' pops from OUT, but if OUT is empty it first pops every element of IN and pushes it on OUT (one "
    "transfer per element). Run:\n{ops}\nHow many transfers from IN to OUT happen in total?",
    "Two-stack queue: enqueues go onto stack A; a dequeue takes the top of stack B, refilling B from A (moving all "
    "of A, element by element) only when B is empty. For the operations {inline}, count the element moves from A "
    "to B.",
    "Operations on a queue made of an input stack and an output stack (the output stack is refilled by moving the "
    "entire input stack across only when a dequeue finds it empty):\n{ops}\nTotal number of elements moved "
    "between the stacks?",
)


class TwoStackQueue(IntegerAnswer, Bootcamp):
    id = "data_structure/two_stack_queue"
    description = "Transfers made by a queue built from two stacks (lazy refill of the output stack)"
    Config = Config
    LEVELS = {
        "1": Config(operations=10),
        "2": Config(operations=14),
        "3": Config(operations=19),
        "4": Config(operations=26),
        "5": Config(operations=36),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        ops: list[list] = []
        size = 0
        while len(ops) < config.operations or not any(op[0] == "dequeue" for op in ops):
            if size == 0 or rng.random() < 0.55:
                ops.append(["enqueue", rng.randint(1, 99)])
                size += 1
            else:
                ops.append(["dequeue"])
                size -= 1
        data = {"ops": ops}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        words = [" ".join(str(x) for x in op) for op in data["ops"]]
        ops = "\n".join(f"{i + 1}. {w}" for i, w in enumerate(words))
        body = rng.choice(_TEMPLATES).format(ops=ops, inline="; ".join(words))
        return f"{body}\n{answer_instruction('one integer (the number of transfers)')}"

    def program(self, t: Tracer, data: dict) -> int:
        inbox: tuple[int, ...] = ()
        outbox: tuple[int, ...] = ()
        moves = 0
        for i, op in enumerate(data["ops"]):
            t.state(f"op {i + 1} {op[0]}")
            if op[0] == "enqueue":
                inbox = t.compute("IN", inbox + (t.fetch(f"x[{i + 1}]", op[1]),))
                continue
            if t.goto(not outbox, why="OUT is empty: pour IN into it"):
                moves = t.compute("transfers", moves + len(inbox))
                outbox, inbox = tuple(reversed(inbox)), ()
            t.compute("dequeued", outbox[-1])
            outbox = t.compute("OUT", outbox[:-1])
        t.state("answer")
        return t.compute("answer", t.fetch("transfers", moves))

    def solve(self, data: dict) -> int:
        # Each element moves exactly once, when the first dequeue after its enqueue finds OUT
        # empty; so count, at each refill, how many elements were enqueued and not yet moved.
        moves = 0
        waiting = 0  # enqueued, still in IN
        out = 0  # elements in OUT
        for op in data["ops"]:
            if op[0] == "enqueue":
                waiting += 1
            else:
                if out == 0:
                    moves += waiting
                    out, waiting = waiting, 0
                out -= 1
        return moves


BOOTCAMP = TwoStackQueue()
