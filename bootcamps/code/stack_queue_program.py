"""Predict what a program that shuffles numbers between a stack and a queue prints.

The program uses one stack S (last in, first out) and one queue Q (first in, first out):
push onto S, enqueue onto Q, move the top of S to the back of Q, move the front of Q onto S,
and print (and remove) the top of S or the front of Q. The generator only emits operations
that are valid at that point (nothing is taken from an empty container). The answer is the
printed numbers in order. The trace is one state per operation: fetch the container(s) it
touches, compute their new contents and any printed number. The tests replay the program
with ``collections.deque`` used both ways.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

OPS = ("push", "enqueue", "s2q", "q2s", "print_s", "print_q")
_TEXT = {
    "push": ("S.push({v})", "push {v} onto S"),
    "enqueue": ("Q.enqueue({v})", "add {v} at the back of Q"),
    "s2q": ("Q.enqueue(S.pop())", "pop the top of S and add it at the back of Q"),
    "q2s": ("S.push(Q.dequeue())", "take the front of Q and push it onto S"),
    "print_s": ("print(S.pop())", "pop the top of S and print it"),
    "print_q": ("print(Q.dequeue())", "take the front of Q and print it"),
}


@dataclass(frozen=True)
class Config:
    operations: int = 8
    transfers: bool = False  # the s2q / q2s moves
    min_prints: int = 2

    def __post_init__(self) -> None:
        if not 4 <= self.operations <= 80:
            raise ValueError(f"operations must be in 4..80, got {self.operations}")
        if not 1 <= self.min_prints <= self.operations // 2:
            raise ValueError(f"min_prints must be in 1..operations/2, got {self.min_prints}")


def apply(op: list, s: list[int], q: list[int]) -> tuple[list[int], list[int], int | None]:
    """(new S, new Q, printed number or None); S's top and Q's front are at the list's end / start."""
    kind = op[0]
    if kind == "push":
        return s + [op[1]], q, None
    if kind == "enqueue":
        return s, q + [op[1]], None
    if kind == "s2q":
        return s[:-1], q + [s[-1]], None
    if kind == "q2s":
        return s + [q[0]], q[1:], None
    if kind == "print_s":
        return s[:-1], q, s[-1]
    if kind == "print_q":
        return s, q[1:], q[0]
    raise ValueError(f"unknown operation {kind!r}")


_INTROS = (
    "S is a stack (the last number pushed is the first popped) and Q is a queue (numbers leave from the front in the order they were added). Both start empty. Run these operations in order:",
    "A program uses a stack S (last in, first out) and a queue Q (first in, first out), both empty at first. It performs:",
    "Start with an empty stack S and an empty queue Q (S pops its most recent number, Q dequeues its oldest). Execute:",
)


class StackQueueProgram(IntSequenceAnswer, Bootcamp):
    id = "code/stack_queue_program"
    description = "Output of a program moving numbers between a stack and a queue"
    Config = Config
    LEVELS = {
        "1": Config(operations=8, transfers=False, min_prints=2),
        "2": Config(operations=12, transfers=True, min_prints=3),
        "3": Config(operations=18, transfers=True, min_prints=4),
        "4": Config(operations=26, transfers=True, min_prints=5),
        "5": Config(operations=40, transfers=True, min_prints=7),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        kinds = OPS if config.transfers else ("push", "enqueue", "print_s", "print_q")
        while True:
            s: list[int] = []
            q: list[int] = []
            ops, printed = [], []
            for _ in range(config.operations):
                valid = [k for k in kinds if k in ("push", "enqueue") or (k in ("s2q", "print_s") and s) or (k in ("q2s", "print_q") and q)]
                kind = rng.choice(valid)
                op = [kind, rng.randint(1, 99)] if kind in ("push", "enqueue") else [kind]
                s, q, out = apply(op, s, q)
                if out is not None:
                    printed.append(out)
                ops.append(op)
            if len(printed) >= config.min_prints:
                return {"ops": ops, "style": rng.randrange(2)}, printed

    def prompt(self, data: dict, rng: random.Random) -> str:
        lines = [rng.choice(_INTROS)]
        lines += [f"  {i + 1}. " + _TEXT[op[0]][data["style"]].format(v=op[1] if len(op) > 1 else "") for i, op in enumerate(data["ops"])]
        lines.append(rng.choice(("What numbers are printed, in order?", "Give the printed output in order.", "List everything the program prints.")))
        lines.append(answer_instruction('the printed numbers in order, separated by commas, like "7, 42, 3"'))
        return "\n".join(lines)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        s: list[int] = []
        q: list[int] = []
        printed: list[int] = []
        for i, op in enumerate(data["ops"]):
            t.state(f"op {i + 1}")
            kind = op[0]
            if kind in ("push", "s2q", "q2s", "print_s"):
                s = t.fetch("S", s)
            if kind in ("enqueue", "s2q", "q2s", "print_q"):
                q = t.fetch("Q", q)
            if (kind in ("s2q", "print_s") and not s) or (kind in ("q2s", "print_q") and not q):
                t.compute("error", "empty")
                break
            new_s, new_q, out = apply(op, s, q)
            if new_s is not s:
                s = t.compute("S'", new_s)
            if new_q is not q:
                q = t.compute("Q'", new_q)
            if out is not None:
                printed.append(t.compute("print", out))
        t.state("answer")
        return t.compute("answer", printed)

    def solve(self, data: dict) -> list[int]:
        from collections import deque

        s, q, printed = deque(), deque(), []
        for op in data["ops"]:
            kind = op[0]
            if kind == "push":
                s.append(op[1])
            elif kind == "enqueue":
                q.append(op[1])
            elif kind == "s2q":
                q.append(s.pop())
            elif kind == "q2s":
                s.append(q.popleft())
            elif kind == "print_s":
                printed.append(s.pop())
            else:
                printed.append(q.popleft())
        return printed

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[::-1], gold[:-1], sorted(gold)]
        return [self.format_answer(w) for w in wrong if w != gold and w]


BOOTCAMP = StackQueueProgram()
