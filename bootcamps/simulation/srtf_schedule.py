"""Finish times of jobs under preemptive shortest-remaining-time-first scheduling.

Time advances in whole units. At every unit the single processor runs, among the arrived
unfinished jobs, the one with the least remaining time (ties: earlier arrival, then lower job
number), so a newly arrived short job preempts a longer one. The trace is one state per
stretch of time during which the running job does not change.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    jobs: int = 3
    max_burst: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.jobs <= 40:
            raise ValueError(f"jobs must be in 2..40, got {self.jobs}")
        if self.max_burst < 2:
            raise ValueError(f"max_burst must be >= 2, got {self.max_burst}")


_TEMPLATES = (
    "A CPU uses preemptive shortest-remaining-time-first scheduling: at every moment it runs the arrived, "
    "unfinished job with the least remaining run time (ties: earlier arrival, then lower job number), switching "
    "instantly when a job arrives with less remaining time than the running one. Jobs (arrival, total run "
    "time):\n{jobs}\nWhen does each job finish?",
    "Simulate SRTF (preemptive SJF) on one processor for these jobs:\n{jobs}\nAt each time unit the job with the "
    "smallest remaining time among those that have arrived runs (equal remaining times: earliest arrival first, "
    "then smaller job number); the CPU idles if nothing is waiting. Give every job's completion time, job 1 first.",
    "Jobs with arrival times and lengths:\n{jobs}\nThe processor may interrupt a job whenever another waiting job "
    "has strictly less work left (ties by arrival time, then job number, decide who runs). Report the time each "
    "job completes, in job order.",
)


class SrtfSchedule(IntListAnswer, Bootcamp):
    id = "simulation/srtf_schedule"
    description = "Completion times under preemptive shortest-remaining-time-first scheduling"
    Config = Config
    LEVELS = {
        "1": Config(jobs=4, max_burst=6),
        "2": Config(jobs=5, max_burst=8),
        "3": Config(jobs=6, max_burst=10),
        "4": Config(jobs=8, max_burst=12),
        "5": Config(jobs=11, max_burst=15),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        arrivals = sorted(rng.randint(0, config.jobs * config.max_burst // 2) for _ in range(config.jobs))
        arrivals[0] = rng.randint(0, 2)
        jobs = [[a, rng.randint(1, config.max_burst)] for a in sorted(arrivals)]
        data = {"jobs": jobs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        jobs = "\n".join(f"job {i + 1}: arrives at {a}, needs {b}" for i, (a, b) in enumerate(data["jobs"]))
        body = rng.choice(_TEMPLATES).format(jobs=jobs)
        form = f"the {len(data['jobs'])} finish times in job order, separated by commas (for example 5, 12, 8)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        jobs = data["jobs"]
        left = [b for _, b in jobs]
        finish: list[int | None] = [None] * len(jobs)
        clock = 0
        while any(f is None for f in finish):
            ready = [i for i in range(len(jobs)) if finish[i] is None and jobs[i][0] <= clock]
            future = [jobs[i][0] for i in range(len(jobs)) if jobs[i][0] > clock]
            if not ready:
                clock = min(future)
                continue
            run = min(ready, key=lambda i: (left[i], jobs[i][0], i))
            # It runs until it finishes or the next arrival, whichever comes first.
            until = min([clock + left[run]] + future)
            t.state(f"time {clock}: job {run + 1}")
            t.fetch(f"remaining[{run + 1}]", left[run])
            left[run] -= until - clock
            clock = t.compute("clock", until)
            if left[run] == 0:
                finish[run] = t.compute(f"finish[{run + 1}]", clock)
        t.state("answer")
        return t.compute("answer", list(finish))

    def solve(self, data: dict) -> list[int]:
        # Unit-by-unit simulation.
        jobs = data["jobs"]
        left = [b for _, b in jobs]
        finish = [0] * len(jobs)
        clock = 0
        while any(left):
            ready = [i for i in range(len(jobs)) if left[i] and jobs[i][0] <= clock]
            if ready:
                run = min(ready, key=lambda i: (left[i], jobs[i][0], i))
                left[run] -= 1
                if left[run] == 0:
                    finish[run] = clock + 1
            clock += 1
        return finish


BOOTCAMP = SrtfSchedule()
