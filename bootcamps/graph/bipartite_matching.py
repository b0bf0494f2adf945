"""Maximum matching size in a bipartite graph (workers and the jobs each can do).

The trace is Kuhn's augmenting-path algorithm: each worker in turn tries its jobs; a taken job
asks its current owner to move (a recursive call, whose return is restated explicitly).
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.kit.graphgen import random_bipartite
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    workers: int = 4
    jobs: int = 4
    edges: int = 7

    def __post_init__(self) -> None:
        if self.workers < 1 or self.jobs < 1:
            raise ValueError(f"workers and jobs must be >= 1, got {self.workers}, {self.jobs}")
        if not 1 <= self.edges <= self.workers * self.jobs:
            raise ValueError(f"edges must be in 1..workers*jobs, got {self.edges}")


_TEMPLATES = (
    "Workers W0..W{wl} and jobs J0..J{jl}. Each worker can do these jobs:\n{lists}\nEach worker takes at most one "
    "job and each job needs at most one worker. What is the largest number of worker-job pairs that can be made?",
    "A bipartite graph has left vertices L0..L{wl}, right vertices R0..R{jl} and edges:\n{pairs}\n"
    "What is the size of a maximum matching?",
    "Students S0..S{wl} apply to projects P0..P{jl}:\n{lists}\nEvery project takes at most one student and every "
    "student at most one of the projects they applied to. How many students can be placed at most?",
)


class BipartiteMatching(IntegerAnswer, Bootcamp):
    id = "graph/bipartite_matching"
    description = "Maximum bipartite matching size (Kuhn augmenting-path trace)"
    Config = Config
    LEVELS = {
        "1": Config(workers=4, jobs=5, edges=8),
        "2": Config(workers=5, jobs=6, edges=11),
        "3": Config(workers=6, jobs=7, edges=15),
        "4": Config(workers=8, jobs=9, edges=20),
        "5": Config(workers=11, jobs=11, edges=28),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        edges = random_bipartite(rng, config.workers, config.jobs, config.edges)
        data = {"workers": config.workers, "jobs": config.jobs, "edges": edges}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        template = rng.choice(_TEMPLATES)
        left, right = ("S", "P") if template.startswith("Students") else ("W", "J")
        options = _options(data)
        lists = "\n".join(
            f"{left}{w}: {', '.join(f'{right}{j}' for j in row) if row else 'none'}" for w, row in enumerate(options)
        )
        pairs = "\n".join(f"L{a} - R{b}" for a, b in data["edges"])
        text = template.format(wl=data["workers"] - 1, jl=data["jobs"] - 1, lists=lists, pairs=pairs)
        return f"{text}\n{answer_instruction('the number of pairs as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        options = _options(data)
        owner = [-1] * data["jobs"]

        def augment(w: int, tried: list[bool]) -> bool:
            for j in options[w]:
                t.state(f"worker {w} tries job {j}")
                if t.goto(t.fetch(f"tried[{j}]", tried[j]), why="each job is tried once per search"):
                    continue
                tried[j] = True
                current = t.fetch(f"owner[{j}]", owner[j])
                if not t.goto(current == -1, why="-1: the job is free"):
                    moved = augment(current, tried)
                    t.state(f"back at worker {w} job {j}")
                    if not t.goto(t.ret(f"moved({current})", moved), why="the owner found another job"):
                        continue
                owner[j] = t.compute(f"owner[{j}]", w)
                return True
            t.state(f"worker {w} gives up")
            t.compute("found", False, why="no job left to try")
            return False

        size = 0
        for w in range(data["workers"]):
            found = augment(w, [False] * data["jobs"])
            t.state(f"after worker {w}")
            if t.goto(t.ret(f"augment({w})", found), why="an augmenting path adds one pair"):
                size = t.compute("size", size + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("size", size))

    def solve(self, data: dict) -> int:
        # Breadth-first augmenting paths from each free worker (the trace searches depth-first).
        options = _options(data)
        owner: list = [None] * data["jobs"]
        size = 0
        for w in range(data["workers"]):
            came: dict[int, int] = {}  # job -> worker that reached it
            queue = deque([w])
            end = None
            while queue and end is None:
                x = queue.popleft()
                for j in options[x]:
                    if j in came:
                        continue
                    came[j] = x
                    if owner[j] is None:
                        end = j
                        break
                    queue.append(owner[j])
            if end is None:
                continue
            while end is not None:  # flip the path back to w
                x = came[end]
                prev = next((j for j, o in enumerate(owner) if o == x), None)
                owner[end] = x
                end = prev if x != w else None
            size += 1
        return size


def _options(data: dict) -> list[list[int]]:
    rows: list[list[int]] = [[] for _ in range(data["workers"])]
    for a, b in data["edges"]:
        rows[a].append(b)
    return [sorted(r) for r in rows]


BOOTCAMP = BipartiteMatching()
