"""Two-machine flow shop: every job runs first on machine A, then on machine B; each machine
does one job at a time. The smallest possible finishing time of the last job (makespan), found
by Johnson's rule."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    jobs: int = 5
    max_time: int = 9

    def __post_init__(self) -> None:
        if not 2 <= self.jobs <= 20:
            raise ValueError(f"jobs must be in 2..20, got {self.jobs}")
        if not 3 <= self.max_time <= 999:
            raise ValueError(f"max_time must be in 3..999, got {self.max_time}")


_NAMES = (
    [f"J{i}" for i in range(1, 21)],
    [chr(ord("A") + i) for i in range(20)],
    [f"job {i}" for i in range(1, 21)],
)
_SETTINGS = (
    ("machine 1", "machine 2", "minutes"),
    ("the cutter", "the polisher", "minutes"),
    ("the printer", "the binder", "hours"),
    ("washing", "drying", "minutes"),
)
_TEMPLATES = (
    "{n} jobs must each be processed first on {m1} and then on {m2}. Each machine handles one job at a time and a "
    "job cannot start on {m2} before it has finished on {m1}; a job, once started, runs to completion. The jobs "
    "may be done in any order. Processing times ({unit}), {m1} then {m2}:\n{table}\nWhat is the earliest time at "
    "which all jobs can be finished, starting at time 0?",
    "Two-stage workshop: every job goes through {m1}, then {m2}. Durations in {unit}:\n{table}\nEach stage can "
    "work on only one job at once, with no interruptions, and a job's second stage starts only after its first "
    "stage ends. Choosing the job order freely, find the minimum makespan (the finish time of the last job).",
    "Schedule these jobs on two machines in series ({m1} first, {m2} second) to finish as early as possible. "
    "Times in {unit}:\n{table}\nNo machine runs two jobs at the same time, jobs are not split, and everything starts "
    "at time 0. Report the smallest achievable completion time of the whole batch.",
)


class FlowShop(IntegerAnswer, Bootcamp):
    id = "planning/flow_shop"
    description = "Two-machine flow shop: the minimum makespan over all job orders (Johnson's rule)"
    Config = Config
    LEVELS = {
        "1": Config(jobs=3, max_time=9),
        "2": Config(jobs=5, max_time=15),
        "3": Config(jobs=7, max_time=20),
        "4": Config(jobs=9, max_time=40),
        "5": Config(jobs=12, max_time=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        times = [[rng.randint(1, config.max_time), rng.randint(1, config.max_time)] for _ in range(config.jobs)]
        data = {"times": times, "names": rng.randrange(len(_NAMES)), "setting": rng.randrange(len(_SETTINGS))}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = _NAMES[data["names"]]
        m1, m2, unit = _SETTINGS[data["setting"]]
        table = "\n".join(f"{names[i]}: {a}, {b}" for i, (a, b) in enumerate(data["times"]))
        text = rng.choice(_TEMPLATES).format(n=len(data["times"]), m1=m1, m2=m2, unit=unit, table=table)
        return f"{text}\n{answer_instruction('the minimum makespan, a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        """Johnson's rule: jobs with A-time <= B-time first, by A-time ascending; the others last,
        by B-time descending (ties by job number). Then run the order on both machines."""
        times = data["times"]
        first, last = [], []
        for j, (a, b) in enumerate(times):
            t.state(f"job {j + 1}")
            a = t.fetch(f"a[{j + 1}]", a)
            b = t.fetch(f"b[{j + 1}]", b)
            if t.goto(a <= b, why="A-time <= B-time goes to the front group"):
                first.append((a, j))
            else:
                last.append((-b, j))
        t.state("order")
        order = [j + 1 for _, j in sorted(first)] + [j + 1 for _, j in sorted(last)]
        order = t.compute("order", order, why="front by A ascending, then back by B descending")
        end_a = end_b = 0
        for k, j in enumerate(order):
            t.state(f"run {k + 1}")
            a = t.fetch(f"a[{j}]", times[j - 1][0])
            b = t.fetch(f"b[{j}]", times[j - 1][1])
            end_a = t.compute("endA", end_a + a, why="machine A runs jobs back to back")
            end_b = t.compute("endB", max(end_b, end_a) + b, why="B starts when both B is free and A is done")
        return end_b

    def solve(self, data: dict) -> int:
        """Johnson's rule in its list form: repeatedly take the smallest remaining time; an A-time
        puts its job at the front of the schedule, a B-time at the back."""
        rest = list(range(len(data["times"])))
        front, back = [], []
        while rest:
            j, which = min(((j, w) for j in rest for w in (0, 1)), key=lambda p: (data["times"][p[0]][p[1]], p[1], p[0]))
            if which == 0:
                front.append(j)
            else:
                back.insert(0, j)
            rest.remove(j)
        end_a = end_b = 0
        for j in front + back:
            end_a += data["times"][j][0]
            end_b = max(end_b, end_a) + data["times"][j][1]
        return end_b


BOOTCAMP = FlowShop()
