"""Finish times of processes under round-robin CPU scheduling.

All processes arrive at time 0 in order P1..Pn and queue up. The CPU runs the front process
for one time quantum (or less, if it finishes sooner); an unfinished process goes to the back
of the queue. Switching costs nothing. The trace is one state per time slice.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    processes: int = 3
    max_burst: int = 8
    max_quantum: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.processes <= 100:
            raise ValueError(f"processes must be in 2..100, got {self.processes}")
        if self.max_burst < 1 or self.max_quantum < 1:
            raise ValueError(f"max_burst and max_quantum must be >= 1, got {self.max_burst}, {self.max_quantum}")


_TEMPLATES = (
    "Processes P1..P{n} all arrive at time 0, queued in that order, with CPU bursts {bursts}. The scheduler is round "
    "robin with time quantum {q}: the process at the front runs for up to {q} time units; if it is not finished it "
    "goes to the back of the queue. Context switches take no time. At what time does each process finish?",
    "Round-robin scheduling, quantum = {q}. Jobs (all ready at t = 0, initial queue order as listed):\n{lines}\n"
    "A job that still needs time after its slice rejoins the end of the queue. Give the completion time of every job.",
    "A teacher answers questions from {n} students standing in a line, at most {q} minutes per turn; a student who "
    "still needs help goes to the back of the line. The students need {bursts} minutes in total (in line order). "
    "Starting at minute 0, when does each student finish?",
)


class RoundRobin(IntListAnswer, Bootcamp):
    id = "simulation/round_robin"
    description = "Completion times under round-robin scheduling (one state per time slice)"
    Config = Config
    LEVELS = {
        "1": Config(processes=4, max_burst=10, max_quantum=4),
        "2": Config(processes=5, max_burst=12, max_quantum=4),
        "3": Config(processes=6, max_burst=14, max_quantum=5),
        "4": Config(processes=7, max_burst=16, max_quantum=5),
        "5": Config(processes=9, max_burst=20, max_quantum=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        bursts = [rng.randint(1, config.max_burst) for _ in range(config.processes)]
        data = {"bursts": bursts, "quantum": rng.randint(2, max(2, config.max_quantum))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        b = data["bursts"]
        text = rng.choice(_TEMPLATES).format(
            n=len(b), bursts=", ".join(map(str, b)), q=data["quantum"],
            lines="\n".join(f"P{i + 1}: burst {x}" for i, x in enumerate(b)),
        )
        form = f"the {len(b)} finish times in order P1..P{len(b)}, separated by commas"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        q = data["quantum"]
        left = list(data["bursts"])
        finish: list = [None] * len(left)
        queue = list(range(len(left)))
        clock = 0
        k = 0
        while queue:
            t.state(f"slice {k}")
            queue = t.fetch("queue", queue)
            p = queue[0]
            need = t.fetch(f"left[P{p + 1}]", left[p])
            run = t.compute("run", min(q, need), why=f"min(quantum {q}, remaining)")
            clock = t.compute("clock", clock + run)
            left[p] = t.compute(f"left[P{p + 1}]", need - run)
            if t.goto(left[p] == 0, why="done"):
                finish[p] = t.compute(f"finish[P{p + 1}]", clock)
                queue = t.compute("queue", queue[1:])
            else:
                queue = t.compute("queue", queue[1:] + [p], why="back of the queue")
            k += 1
        t.state("answer")
        return t.compute("answer", t.fetch("finish", list(finish)))

    def solve(self, data: dict) -> list[int]:
        q = data["quantum"]
        queue = deque((i, b) for i, b in enumerate(data["bursts"]))
        clock, finish = 0, [0] * len(data["bursts"])
        while queue:
            i, b = queue.popleft()
            clock += min(q, b)
            if b <= q:
                finish[i] = clock
            else:
                queue.append((i, b - q))
        return finish


BOOTCAMP = RoundRobin()
