"""Most courses that can be finished: each course takes d days, taken one at a time without
gaps or overlap from day 1, and must be finished by its last day.

Greedy: go through the courses by last day; take each one, and if the total time then passes
its last day, drop the longest course taken so far. One state per course with the running
total and the longest course dropped, if any.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    courses: int = 5
    max_duration: int = 6

    def __post_init__(self) -> None:
        if not 2 <= self.courses <= 100:
            raise ValueError(f"courses must be in 2..100, got {self.courses}")
        if self.max_duration < 2:
            raise ValueError(f"max_duration must be >= 2, got {self.max_duration}")


_TEMPLATES = (
    "A student can take one course at a time, starting on day 1, each course occupying a whole number of "
    "consecutive days. Course i takes d days and must be completed no later than its last day:\n{rows}\n"
    "What is the largest number of courses she can complete (in any order she likes)?",
    "Jobs on a single machine, each with a processing time and a deadline:\n{rows}\nThe machine starts at time 0, "
    "runs one job at a time without interruption. A job counts only if it finishes by its deadline (jobs that "
    "cannot make it are simply skipped). How many jobs at most can be completed on time?",
    "Courses (duration, must finish by day):\n{rows}\nTaking courses back to back from day 1, pick as many as "
    "possible so that each one ends on or before its deadline. How many can be picked?",
)


class CourseDeadlines(IntegerAnswer, Bootcamp):
    id = "greedy/course_deadlines"
    description = "Most unit-machine jobs finished by their deadlines (deadline order, drop the longest)"
    Config = Config
    LEVELS = {
        "1": Config(courses=5, max_duration=6),
        "2": Config(courses=7, max_duration=8),
        "3": Config(courses=9, max_duration=10),
        "4": Config(courses=12, max_duration=12),
        "5": Config(courses=15, max_duration=15),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.courses
        horizon = n * config.max_duration // 3
        rows = []
        for _ in range(n):
            d = rng.randint(1, config.max_duration)
            rows.append([d, rng.randint(d, max(d, horizon))])
        data = {"courses": rows}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = rng.choice(("course {i}: {d} days, finish by day {e}", "{i}. duration {d}, deadline {e}",
                           "({d}, {e})"))
        rows = "\n".join(form.format(i=i + 1, d=d, e=e) for i, (d, e) in enumerate(data["courses"]))
        text = rng.choice(_TEMPLATES).format(rows=rows)
        return f"{text}\n{answer_instruction('the number of courses as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        order = sorted(data["courses"], key=lambda c: (c[1], c[0]))
        taken: list[int] = []
        total = 0
        for i, (d, e) in enumerate(order):
            t.state(f"course {i + 1} by deadline")
            d, e = t.fetch("duration", d), t.fetch("deadline", e)
            taken = sorted(taken + [d])
            total = t.compute("total", total + d)
            if t.goto(total > e, why=f"{total} > {e}: too late"):
                drop = t.compute("drop", taken[-1], why="longest taken")
                taken = taken[:-1]
                total = t.compute("total", total - drop)
            taken = t.compute("taken", taken)
        t.state("answer")
        return t.compute("answer", len(t.fetch("taken", taken)))

    def solve(self, data: dict) -> int:
        # Dynamic programme over deadline order: least total time for each number of courses.
        order = sorted(data["courses"], key=lambda c: c[1])
        least = [0]  # least[j]: smallest total duration of j feasible courses
        for d, e in order:
            new = list(least)
            for j in range(len(least)):
                if least[j] + d <= e:
                    if j + 1 == len(new):
                        new.append(least[j] + d)
                    else:
                        new[j + 1] = min(new[j + 1], least[j] + d)
            least = new
        return len(least) - 1


BOOTCAMP = CourseDeadlines()
