"""Largest total profit from unit-time jobs with deadlines on one machine.

Each job takes one time slot; a job with deadline d must run in one of the slots 1..d. The
trace takes jobs from the most profitable down and puts each in the latest free slot before
its deadline, skipping it when none is free (the greedy rule is optimal for this matroid).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    jobs: int = 5
    max_deadline: int = 3
    max_profit: int = 50

    def __post_init__(self) -> None:
        if not 2 <= self.jobs <= 300:
            raise ValueError(f"jobs must be in 2..300, got {self.jobs}")
        if not 1 <= self.max_deadline <= self.jobs:
            raise ValueError(f"max_deadline must be in 1..jobs, got {self.max_deadline}")
        if self.max_profit < 2:
            raise ValueError(f"max_profit must be >= 2, got {self.max_profit}")


_TEMPLATES = (
    "A machine runs one job per hour, starting at hour 1. Each job takes exactly one hour and pays its profit only if "
    "it finishes by its deadline (a job with deadline d must run in one of hours 1..d):\n{lines}\nWhat is the largest "
    "total profit you can earn?",
    "Jobs as (deadline, profit): {inline}. Every job needs one unit of time on a single processor and must be done "
    "within its deadline (time units are numbered from 1). Find the maximum profit of a feasible set of jobs.",
    "A freelancer can finish one task per day, from day 1 on. Task i pays p_i if it is done on or before day d_i:\n"
    "{lines}\nWhat is the most money she can make?",
)


class JobSequencing(IntegerAnswer, Bootcamp):
    id = "greedy/job_sequencing"
    description = "Maximum profit of unit jobs with deadlines (latest-free-slot greedy trace)"
    Config = Config
    LEVELS = {
        "1": Config(jobs=4, max_deadline=3, max_profit=40),
        "2": Config(jobs=6, max_deadline=4, max_profit=60),
        "3": Config(jobs=9, max_deadline=5, max_profit=80),
        "4": Config(jobs=13, max_deadline=7, max_profit=99),
        "5": Config(jobs=18, max_deadline=9, max_profit=150),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        jobs = [[rng.randint(1, config.max_deadline), rng.randint(1, config.max_profit)] for _ in range(config.jobs)]
        data = {"jobs": jobs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        jobs = data["jobs"]
        text = rng.choice(_TEMPLATES).format(
            lines="\n".join(f"job {i + 1}: deadline {d}, profit {p}" for i, (d, p) in enumerate(jobs)),
            inline=", ".join(f"({d}, {p})" for d, p in jobs),
        )
        return f"{text}\n{answer_instruction('the total profit as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        t.state("sort")
        order = t.compute("by_profit", sorted(data["jobs"], key=lambda j: (-j[1], j[0])), why="most profitable first")
        slots: list = [None] * (max(d for d, _ in data["jobs"]) + 1)  # slots[1..D]; index 0 unused
        total = 0
        for k, (d, p) in enumerate(order):
            t.state(f"job {k}")
            d = t.fetch("deadline", d)
            free = t.compute("free", [s for s in range(1, min(d, len(slots) - 1) + 1) if slots[s] is None],
                             why=f"empty slots up to {d}")
            if t.goto(bool(free), why="schedule it if a slot is free"):
                slot = t.compute("slot", max(free), why="the latest free slot")
                slots[slot] = p
                total = t.compute("total", total + p)
        t.state("answer")
        return t.compute("answer", t.fetch("total", total))

    def solve(self, data: dict) -> int:
        # DP over jobs by deadline: best[k] = most profit from k scheduled jobs (k <= deadline).
        best = [0]
        for d, p in sorted(data["jobs"]):
            nxt = list(best)
            for k in range(len(best)):
                if k + 1 <= d:
                    if k + 1 < len(nxt):
                        nxt[k + 1] = max(nxt[k + 1], best[k] + p)
                    else:
                        nxt.append(best[k] + p)
            best = nxt
        return max(best)


BOOTCAMP = JobSequencing()
