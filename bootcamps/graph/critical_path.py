"""Shortest completion time of a project: tasks with durations and precedence constraints.

With unlimited workers, the project ends when the longest chain of dependent tasks (the
critical path) ends. The trace takes the tasks in a topological order (smallest ready task
first) and computes each task's earliest finish from its prerequisites' finishes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import neighbours, random_dag
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    tasks: int = 6
    arcs: int = 7
    max_duration: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.tasks <= 200:
            raise ValueError(f"tasks must be in 2..200, got {self.tasks}")
        if not 1 <= self.arcs <= self.tasks * (self.tasks - 1) // 2:
            raise ValueError(f"arcs must be in 1..n(n-1)/2, got {self.arcs}")
        if self.max_duration < 1:
            raise ValueError(f"max_duration must be >= 1, got {self.max_duration}")


_TEMPLATES = (
    "A project has tasks 0 to {last}. Durations: {durations}.\nPrerequisites (a -> b means b cannot start "
    "until a has finished):\n{arcs}\nAny number of tasks can run at the same time. What is the shortest time "
    "to finish the whole project, starting at time 0?",
    "Jobs 0..{last} take these times:\n{lines}\nJob dependencies: {inline}. A job starts only after all the jobs it "
    "depends on are done ('x before y' lists each dependency), and there are enough workers to run any jobs in "
    "parallel. What is the earliest time at which every job is complete?",
    "Find the length of the critical path. Task durations (task: duration): {durations}. Precedences "
    "(u -> v: v starts after u ends):\n{arcs}\nTasks without constraints may overlap freely.",
)


class CriticalPath(IntegerAnswer, Bootcamp):
    id = "graph/critical_path"
    description = "Minimum project duration with precedence constraints (longest weighted path in a DAG)"
    Config = Config
    LEVELS = {
        "1": Config(tasks=5, arcs=5, max_duration=9),
        "2": Config(tasks=7, arcs=9, max_duration=12),
        "3": Config(tasks=10, arcs=14, max_duration=15),
        "4": Config(tasks=14, arcs=22, max_duration=20),
        "5": Config(tasks=20, arcs=34, max_duration=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        arcs = random_dag(rng, config.tasks, config.arcs)
        rng.shuffle(arcs)
        durations = [rng.randint(1, config.max_duration) for _ in range(config.tasks)]
        data = {"durations": durations, "arcs": arcs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        dur, arcs = data["durations"], data["arcs"]
        text = rng.choice(_TEMPLATES).format(
            last=len(dur) - 1,
            durations=", ".join(f"{i}: {d}" for i, d in enumerate(dur)),
            lines="\n".join(f"job {i}: {d} hours" for i, d in enumerate(dur)),
            arcs="\n".join(f"{u} -> {v}" for u, v in arcs),
            inline="; ".join(f"{u} before {v}" for u, v in arcs),
        )
        return f"{text}\n{answer_instruction('the total time as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        dur, arcs = data["durations"], data["arcs"]
        n = len(dur)
        preds = [[] for _ in range(n)]
        for u, v in arcs:
            preds[v].append(u)
        finish: list = [None] * n
        for k in range(n):
            t.state(f"task {k}")
            ready = t.compute(
                "ready", [v for v in range(n) if finish[v] is None and all(finish[p] is not None for p in preds[v])],
                why="unfinished tasks whose prerequisites all have finish times",
            )
            v = t.compute("v", min(ready))
            pre = t.fetch(f"pre[{v}]", sorted(preds[v]))
            ends = t.fetch("ends", [finish[p] for p in pre])
            start = t.compute("start", max(ends, default=0), why="latest prerequisite finish")
            d = t.fetch(f"dur[{v}]", dur[v])
            finish[v] = t.compute(f"finish[{v}]", start + d)
        t.state("answer")
        ends = t.fetch("finish", list(finish))
        return t.compute("answer", max(ends), why="the last task to finish")

    def solve(self, data: dict) -> int:
        # Memoised recursion over successors: the longest chain starting at each task.
        dur = data["durations"]
        succ = neighbours(len(dur), data["arcs"], directed=True)

        @lru_cache(maxsize=None)
        def chain(v: int) -> int:
            return dur[v] + max((chain(w) for w in succ[v]), default=0)

        return max(chain(v) for v in range(len(dur)))


BOOTCAMP = CriticalPath()
