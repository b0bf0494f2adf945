"""Finish times of jobs under preemptive shortest-remaining-time-first scheduling.

Time advances in whole units. At every unit the single processor runs, among the arrived
unfinished jobs, the one with the least remaining time (ties: earlier arrival, then lower job
number), so a newly arrived short job preempts a longer one. The trace is one state per
stretch of time during which the running job does not change.
"""

from __future__ import annotations

from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.schedules import JobsConfig, JobTableCase
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config(JobsConfig):
    jobs: int = 3
    max_burst: int = 6
    MAX_JOBS = 40  # one state per preemption: larger tables make very long traces


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


class SrtfSchedule(JobTableCase, Bootcamp):
    id = "simulation/srtf_schedule"
    description = "Completion times under preemptive shortest-remaining-time-first scheduling"
    Config = Config
    TEMPLATES = _TEMPLATES
    JOB_LINE = "job {n}: arrives at {arrival}, needs {burst}"
    FIRST_ARRIVAL_MAX = 2
    LEVELS = {
        "1": Config(jobs=4, max_burst=6),
        "2": Config(jobs=5, max_burst=8),
        "3": Config(jobs=6, max_burst=10),
        "4": Config(jobs=8, max_burst=12),
        "5": Config(jobs=11, max_burst=15),
    }

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
