"""Shortest schedule for unit tasks when equal tasks must be at least n slots apart.

Each time slot runs one task or stays idle; two runs of the same task type need at least n
other slots between them. The trace is the greedy that, at every slot, runs the available type
with the most runs left (the earlier letter on a tie), or idles when none is available.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Config:
    tasks: int = 6
    kinds: int = 3
    cooldown: int = 2

    def __post_init__(self) -> None:
        if not 2 <= self.tasks <= 200:
            raise ValueError(f"tasks must be in 2..200, got {self.tasks}")
        if not 1 <= self.kinds <= min(26, self.tasks):
            raise ValueError(f"kinds must be in 1..min(26, tasks), got {self.kinds}")
        if not 1 <= self.cooldown <= 10:
            raise ValueError(f"cooldown must be in 1..10, got {self.cooldown}")


_TEMPLATES = (
    "A CPU must run these unit-time tasks (letters are task types): {tasks}. In each time slot it runs one task or "
    "stays idle, in any order, but two tasks of the same type need at least {n} slots between them. What is the "
    "least number of slots needed to finish all tasks?",
    "Tasks: {tasks}\nCooldown: {n}\nEvery task takes one time unit; after running a task of some type, that type "
    "cannot run again for the next {n} units (other types or idle time may fill them). Find the minimum total time.",
    "Schedule the jobs {tasks} on one machine, one job per time step, possibly with idle steps. Identical letters "
    "must be separated by at least {n} steps of something else. What is the shortest possible schedule length?",
)


class TaskCooldown(IntegerAnswer, Bootcamp):
    id = "greedy/task_cooldown"
    description = "Shortest single-machine schedule with a same-type cooldown (most-remaining-first greedy)"
    Config = Config
    LEVELS = {
        "1": Config(tasks=6, kinds=3, cooldown=2),
        "2": Config(tasks=9, kinds=4, cooldown=2),
        "3": Config(tasks=12, kinds=4, cooldown=3),
        "4": Config(tasks=16, kinds=5, cooldown=3),
        "5": Config(tasks=22, kinds=6, cooldown=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        kinds = rng.sample(LETTERS, config.kinds)
        tasks = kinds + [rng.choice(kinds[: max(1, config.kinds // 2)] if rng.random() < 0.5 else kinds)
                         for _ in range(config.tasks - config.kinds)]  # a few types dominate, so idling happens
        rng.shuffle(tasks)
        data = {"tasks": "".join(tasks), "cooldown": rng.randint(max(1, config.cooldown - 1), config.cooldown)}
        return data, self.run_program(data)[0]

    def prompt(self, data: dict, rng: random.Random) -> str:
        tasks = rng.choice((", ", " ", "")).join(data["tasks"])
        text = rng.choice(_TEMPLATES).format(tasks=tasks, n=data["cooldown"])
        return f"{text}\n{answer_instruction('the number of time slots as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        n = data["cooldown"]
        left = dict(sorted(Counter(data["tasks"]).items()))
        ready = {k: 0 for k in left}  # the first slot each type may run in
        slot = 0
        while any(left.values()):
            t.state(f"slot {slot}")
            free = [k for k in left if left[k] and ready[k] <= slot]
            if t.goto(bool(free), why="some type is off cooldown"):
                pick = t.compute("run", max(free, key=lambda k: (left[k], -ord(k[0]))), why="most runs left")
                left[pick] = t.compute(f"left[{pick}]", left.get(pick, 0) - 1)
                ready[pick] = slot + n + 1
            slot += 1
        t.state("answer")
        return t.compute("answer", slot)

    def solve(self, data: dict) -> int:
        # The known bound: the most frequent types force (top-1)*(n+1)+ties slots, else no idling.
        counts = Counter(data["tasks"]).values()
        top = max(counts)
        ties = sum(1 for c in counts if c == top)
        return max(len(data["tasks"]), (top - 1) * (data["cooldown"] + 1) + ties)


BOOTCAMP = TaskCooldown()
