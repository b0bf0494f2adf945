"""Smallest possible maximum lateness of jobs run one after another on one machine.

Each job has a duration and a due time; all are available at time 0 and run without breaks.
A job's lateness is its finish time minus its due time (negative if early). The schedule that
minimises the largest lateness runs the jobs by earliest due time (Jackson's rule). The trace
sorts by due time and runs the jobs, one state per job.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    jobs: int = 5
    max_duration: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.jobs <= 14:
            raise ValueError(f"jobs must be in 2..14, got {self.jobs}")
        if not 2 <= self.max_duration <= 1000:
            raise ValueError(f"max_duration must be in 2..1000, got {self.max_duration}")


_TEMPLATES = (
    "One machine must process these jobs, one at a time, starting at time 0 with no idle time:\n{rows}\nThe "
    "lateness of a job is its finishing time minus its due time (negative when it finishes early). Choose the order "
    "that makes the largest lateness as small as possible. What is that smallest possible maximum lateness?",
    "A student has assignments (hours of work, due at hour):\n{rows}\nShe works on one at a time, from hour 0, "
    "without breaks. Lateness = finish hour - due hour. What is the least possible value of the worst lateness "
    "over all assignments?",
    "Single-machine scheduling, objective L_max. Jobs (processing time p, due date d):\n{rows}\nGive the optimal "
    "L_max (it may be zero or negative).",
)


def _earliest_due_first(jobs: list[list[int]]) -> int:
    clock, worst = 0, None
    for p, d in sorted(jobs, key=lambda job: job[1]):
        clock += p
        worst = clock - d if worst is None else max(worst, clock - d)
    return worst


class MinMaxLateness(IntegerAnswer, Bootcamp):
    id = "greedy/min_max_lateness"
    description = "Optimal maximum lateness on one machine (earliest-due-date trace, subset DP solver)"
    Config = Config
    LEVELS = {
        "1": Config(jobs=4, max_duration=9),
        "2": Config(jobs=5, max_duration=12),
        "3": Config(jobs=7, max_duration=15),
        "4": Config(jobs=9, max_duration=20),
        "5": Config(jobs=12, max_duration=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        durations = [rng.randint(1, config.max_duration) for _ in range(config.jobs)]
        total = sum(durations)
        jobs = [[p, rng.randint(p, total)] for p in durations]
        data = {"jobs": jobs}
        return data, _earliest_due_first(jobs)  # optimal by Jackson's rule; solve() checks it by DP

    def prompt(self, data: dict, rng: random.Random) -> str:
        style = rng.choice(("job {i}: duration {p}, due {d}", "J{i} (p={p}, d={d})", "task {i}: takes {p}, due at {d}"))
        rows = "\n".join(style.format(i=i + 1, p=p, d=d) for i, (p, d) in enumerate(data["jobs"]))
        text = rng.choice(_TEMPLATES).format(rows=rows)
        return f"{text}\n{answer_instruction('the smallest maximum lateness as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        jobs = data["jobs"]
        t.state("order by due time")
        order = t.compute("order", sorted(range(len(jobs)), key=lambda i: (jobs[i][1], i)), why="earliest due first")
        clock, worst = 0, None
        for step, i in enumerate(order):
            t.state(f"run job {i + 1}")
            p, d = t.fetch(f"job {i + 1}", tuple(jobs[i]))
            clock = t.compute("finish", t.fetch("time", clock) + p)
            late = t.compute("lateness", clock - d)
            before = t.fetch("worst", worst)
            worst = t.compute("worst", late if before is None else max(before, late))
        t.state("answer")
        return t.compute("answer", t.fetch("worst", worst))

    def solve(self, data: dict) -> int:
        # DP over sets of jobs: the job run last in a set finishes at the set's total duration.
        jobs = data["jobs"]
        n = len(jobs)
        best = [0] * (1 << n)
        length = [0] * (1 << n)
        for mask in range(1, 1 << n):
            low = (mask & -mask).bit_length() - 1
            length[mask] = length[mask & (mask - 1)] + jobs[low][0]
            best[mask] = min(
                max(best[mask ^ (1 << j)] if mask ^ (1 << j) else -10**9, length[mask] - jobs[j][1])
                for j in range(n) if mask >> j & 1
            )
        return best[(1 << n) - 1]


BOOTCAMP = MinMaxLateness()
