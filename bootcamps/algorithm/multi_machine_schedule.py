"""Multi-machine scheduling: the maximum total profit of unit-time jobs with deadlines on x machines.

The problem (stated in every prompt): n jobs, job j has profit p[j] and deadline d[j]; each job
takes one time slot on one of x identical machines; slots are 1, 2, 3, ...; a machine runs at
most one job per slot; a job earns its profit only if it runs in a slot <= its deadline, and
may be skipped. A set of jobs can be scheduled exactly when, for every t, at most x*t of them
have deadline <= t, so feasible sets form a matroid and greedy choices are optimal.

TAIL class "Greedy": the trace sorts the jobs by deadline, then takes them one state at a time,
adding each to the kept set and, when more than x*d jobs are kept, dropping the least profitable
one. The gold comes from a different greedy (profit first, each job in the latest free slot).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_len: int = 5
    max_len: int = 10
    min_machines: int = 2
    max_machines: int = 3
    max_profit: int = 50
    slack: float = 0.6  # deadlines reach about slack * n / machines, so some jobs must be skipped

    def __post_init__(self) -> None:
        if self.min_len < 1:
            raise ValueError(f"min_len must be >= 1, got {self.min_len}")
        if self.max_len < self.min_len:
            raise ValueError(f"max_len must be >= min_len ({self.min_len}), got {self.max_len}")
        if not 1 <= self.min_machines <= self.max_machines:
            raise ValueError(f"need 1 <= min_machines <= max_machines, got {self.min_machines}, {self.max_machines}")
        if self.max_profit < 2:
            raise ValueError(f"max_profit must be >= 2, got {self.max_profit}")
        if not 0 < self.slack <= 2:
            raise ValueError(f"slack must be in (0, 2], got {self.slack}")


def _table(jobs: list) -> str:
    return "\n".join(f"job {j}: profit {p}, deadline {d}" for j, (p, d) in enumerate(jobs, 1))


def _inline(jobs: list) -> str:
    return "; ".join(f"job {j} (profit {p}, deadline {d})" for j, (p, d) in enumerate(jobs, 1))


def _pairs(jobs: list) -> str:
    return ", ".join(f"({p}, {d})" for p, d in jobs)


def _columns(jobs: list) -> str:
    return "\n".join(f"{j} {p} {d}" for j, (p, d) in enumerate(jobs, 1))


_RULES = (
    "Every job takes exactly one time slot on one machine. Time slots are numbered 1, 2, 3, ... and a machine "
    "runs at most one job per slot. A job earns its profit only if it runs in a slot no later than its deadline; "
    "jobs may be left out."
)

# (template, job layout); {x} machines, {n} jobs, {rules} the exact model.
_TEMPLATES = (
    ("There are {x} identical machines and {n} jobs:\n{jobs}\n{rules} What is the maximum total profit?", _table),
    ("Schedule these {n} unit-time jobs on {x} machines to maximise profit: {jobs}. {rules}", _inline),
    ("Jobs as (profit, deadline), numbered from 1: {jobs}. Machines: {x}. {rules} Find the largest total profit achievable.", _pairs),
    ("Columns: job, profit, deadline.\n{jobs}\nMachines available: {x}.\n{rules}\nMaximum total profit?", _columns),
    ("A workshop has {x} identical workers. {rules} The orders are:\n{jobs}\nHow much profit can the workshop make at most?", _table),
    ("{rules} With {x} machines and the jobs {jobs}, what is the best total profit?", _inline),
    ("Maximise the total profit of jobs completed before their deadlines on {x} parallel machines. {rules} Jobs (profit, deadline): {jobs}.", _pairs),
    ("Job list ({n} jobs; job profit deadline):\n{jobs}\n{x} machines. {rules} Report the optimal total profit.", _columns),
    ("{x} print servers share a queue of {n} print jobs, each taking one slot:\n{jobs}\n{rules} What is the most profit that can be earned?", _table),
    ("A cloud provider has {x} identical servers. Requests: {jobs}. {rules} Which total profit is optimal?", _inline),
    ("Unit-time job scheduling with deadlines on {x} machines. The (profit, deadline) pairs of jobs 1 to {n} are {jobs}. {rules} Give the maximum profit.", _pairs),
    ("Input\nmachines = {x}\njobs (id profit deadline):\n{jobs}\n{rules}\nOutput the maximum total profit.", _columns),
    ("You manage {x} ovens and {n} baking orders:\n{jobs}\nEach order needs one slot in one oven. {rules} What is the highest total profit?", _table),
    ("Greedy scheduling: {rules} There are {x} queues and these jobs: {jobs}. What is the maximum total benefit?", _inline),
    ("Each pair below is (profit, deadline) for one job, in job order: {jobs}. {rules} Using {x} machines, how much profit can be collected at most?", _pairs),
    ("{n} tasks, {x} processors.\n{jobs}\n(columns: task, profit, deadline)\n{rules} Maximum achievable profit?", _columns),
    ("A team of {x} translators can each finish one document per day (days are the slots). Documents:\n{jobs}\n{rules} What is the maximum total fee?", _table),
    ("Find an optimal schedule for {x} identical machines and report only its profit. Jobs: {jobs}. {rules}", _inline),
    ("Jobs given as (profit, deadline): {jobs}. {rules} There are {x} machines. Compute the maximum sum of profits of the jobs that finish in time.", _pairs),
    ("Data (job, profit, deadline):\n{jobs}\nMachines: {x}\n{rules}\nWhat is the best possible total profit?", _columns),
    ("{x} identical machines, {n} jobs. {rules}\n{jobs}\nHow large can the total profit be?", _table),
    ("Choose which of the jobs {jobs} to run on {x} machines so the total profit is as large as possible. {rules} State that maximum.", _inline),
)


class MultiMachineSchedule(IntegerAnswer, Bootcamp):
    id = "algorithm/multi_machine_schedule"
    description = "Maximum profit of n unit-time jobs with deadlines on x identical machines (TAIL greedy)"
    Config = Config
    LEVELS = {
        "1": Config(min_len=5, max_len=10, min_machines=2, max_machines=3),
        "2": Config(min_len=11, max_len=20, min_machines=2, max_machines=4),
        "3": Config(min_len=21, max_len=50, min_machines=2, max_machines=5, max_profit=99),
        "4": Config(min_len=51, max_len=75, min_machines=2, max_machines=6, max_profit=99),
        "5": Config(min_len=76, max_len=100, min_machines=2, max_machines=6, max_profit=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = rng.randint(config.min_len, config.max_len)
        x = rng.randint(config.min_machines, config.max_machines)
        horizon = max(1, round(config.slack * n / x))
        jobs = [[rng.randint(1, config.max_profit), rng.randint(1, horizon)] for _ in range(n)]
        data = {"machines": x, "jobs": jobs}
        return data, self.solve(data)

    def length(self, data: dict) -> int:
        return len(data["jobs"])

    def prompt(self, data: dict, rng: random.Random) -> str:
        jobs = data["jobs"]
        template, layout = rng.choice(_TEMPLATES)
        text = template.format(x=data["machines"], n=len(jobs), jobs=layout(jobs), rules=_RULES)
        return f"{text}\n{answer_instruction('a single integer: the maximum total profit')}"

    def program(self, t: Tracer, data: dict) -> int:
        jobs = [tuple(job) for job in data["jobs"]]
        t.state("order by deadline")
        deadlines = t.fetch("d", [d for _, d in jobs])
        order = t.compute("order", sorted(range(1, len(jobs) + 1), key=lambda j: (deadlines[j - 1], j)),
                          why="job numbers by deadline")
        kept: list[int] = []
        for j in order:
            t.state(f"job {j}")
            d = t.fetch(f"d[{j}]", jobs[j - 1][1])
            p = t.fetch(f"p[{j}]", jobs[j - 1][0])
            before = t.fetch("kept", kept)
            size = t.compute("size", len(before) + 1, why="kept jobs plus this one")
            x = t.fetch("machines", data["machines"])
            cap = t.compute("cap", x * d, why="machines*d slots up to the deadline")
            over = size > cap
            pool = sorted(before + [p])
            if t.goto(over, why="more jobs than slots" if over else "fits"):
                low = t.compute("drop", pool[0], why="the smallest profit")
                if low in pool:
                    pool.remove(low)
            kept = t.compute("kept'", pool, why="kept plus p, ascending" if not over else "without the dropped profit")
        t.state("total")
        chosen = t.fetch("kept", kept)
        return t.compute("total", sum(chosen), why="sum of kept profits")

    def solve(self, data: dict) -> int:
        """Profit first: each job goes to the latest slot <= its deadline with a free machine."""
        x, jobs = data["machines"], data["jobs"]
        free = {slot: x for slot in range(1, max(d for _, d in jobs) + 1)}
        total = 0
        for profit, deadline in sorted(jobs, key=lambda job: -job[0]):
            slot = next((s for s in range(deadline, 0, -1) if free[s] > 0), None)
            if slot is not None:
                free[slot] -= 1
                total += profit
        return total


BOOTCAMP = MultiMachineSchedule()
