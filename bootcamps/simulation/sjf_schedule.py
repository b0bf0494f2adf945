"""Finish times of jobs under non-preemptive shortest-job-first scheduling.

Whenever the single processor is free, it starts the arrived job with the shortest run time
(ties: earliest arrival, then lowest job number) and runs it to completion; if none has
arrived, it idles until the next arrival. One state per job started.
"""

from __future__ import annotations

from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.schedules import JobsConfig, JobTableCase
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config(JobsConfig):
    """Jobs and the longest run time (the kit's defaults)."""


_TEMPLATES = (
    "A single CPU schedules jobs shortest-job-first without preemption: whenever it is free it starts, among the "
    "jobs that have arrived and not yet run, the one with the shortest run time (ties go to the earlier arrival, "
    "then the lower job number), and runs it to the end. If nothing has arrived, it waits. Jobs (number: arrival, "
    "run time):\n{jobs}\nAt what time does each job finish?",
    "Non-preemptive SJF on one processor. Job table as (arrival time, burst):\n{jobs}\nTie-break equal bursts by "
    "arrival time, then by job number; the processor idles when no job is waiting. Give the completion time of "
    "every job, job 1 first.",
    "Jobs arrive at a one-machine shop; the machine always picks the waiting job with the least processing time "
    "(earliest arrival, then smallest number, on ties) and never interrupts a job. Data:\n{jobs}\nList the finish "
    "time of each job in job-number order.",
)


class SjfSchedule(JobTableCase, Bootcamp):
    id = "simulation/sjf_schedule"
    description = "Completion times under non-preemptive shortest-job-first scheduling"
    Config = Config
    TEMPLATES = _TEMPLATES
    JOB_LINE = "job {n}: arrives {arrival}, runs {burst}"
    FIRST_ARRIVAL_MAX = 3
    LEVELS = {
        "1": Config(jobs=4, max_burst=8),
        "2": Config(jobs=5, max_burst=9),
        "3": Config(jobs=7, max_burst=12),
        "4": Config(jobs=10, max_burst=15),
        "5": Config(jobs=14, max_burst=20),
    }

    def program(self, t: Tracer, data: dict) -> list[int]:
        jobs = data["jobs"]
        done: list[int | None] = [None] * len(jobs)
        clock = 0
        for _ in range(len(jobs)):
            waiting = [i for i in range(len(jobs)) if done[i] is None and jobs[i][0] <= clock]
            if not waiting:
                clock = min(jobs[i][0] for i in range(len(jobs)) if done[i] is None)
                waiting = [i for i in range(len(jobs)) if done[i] is None and jobs[i][0] <= clock]
            t.state(f"time {clock}")
            pick = min(waiting, key=lambda i: (jobs[i][1], jobs[i][0], i))
            t.compute("start", f"job {pick + 1}")
            clock = t.compute("clock", clock + t.fetch(f"burst[{pick + 1}]", jobs[pick][1]))
            done[pick] = clock
        t.state("answer")
        return t.compute("answer", list(done))

    def solve(self, data: dict) -> list[int]:
        # Event loop with a heap of waiting jobs keyed by (burst, arrival, number).
        import heapq

        jobs = data["jobs"]
        order = sorted(range(len(jobs)), key=lambda i: (jobs[i][0], i))
        heap: list[tuple[int, int, int]] = []
        finish = [0] * len(jobs)
        clock, k = 0, 0
        while k < len(order) or heap:
            if not heap and jobs[order[k]][0] > clock:
                clock = jobs[order[k]][0]
            while k < len(order) and jobs[order[k]][0] <= clock:
                i = order[k]
                heapq.heappush(heap, (jobs[i][1], jobs[i][0], i))
                k += 1
            burst, _, i = heapq.heappop(heap)
            clock += burst
            finish[i] = clock
        return finish


BOOTCAMP = SjfSchedule()
