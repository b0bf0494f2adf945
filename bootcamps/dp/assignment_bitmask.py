"""Assignment problem by bitmask DP: give each worker a different job at the least total cost.

The trace assigns workers in order 0, 1, 2, ...; a state is the set of jobs already taken (a
bitmask whose size says how many workers are done). One state per reachable set computes its
cheapest cost as the minimum, over each job j in the set, of the cost without j plus what the
last worker pays for j.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    size: int = 4
    max_cost: int = 30

    def __post_init__(self) -> None:
        if not 2 <= self.size <= 9:
            raise ValueError(f"size must be in 2..9, got {self.size}")
        if not 5 <= self.max_cost <= 1000:
            raise ValueError(f"max_cost must be in 5..1000, got {self.max_cost}")


_TEMPLATES = (
    "Workers W0..W{last} must each get exactly one of the jobs J0..J{last}, each job going to exactly one "
    "worker. The cost of worker i doing job j is row i, column j of:\n{table}\nWhat is the smallest possible "
    "total cost?",
    "A manager assigns {n} drivers to {n} routes, one route per driver. Fuel cost (driver by row, route by "
    "column):\n{table}\nFind the minimum total fuel cost of a complete assignment.",
    "Solve the {n}x{n} assignment problem for the cost matrix below (rows: agents, columns: tasks); report the "
    "optimal total cost.\n{table}",
)


class AssignmentBitmask(IntegerAnswer, Bootcamp):
    id = "dp/assignment_bitmask"
    description = "Minimum-cost assignment of n workers to n jobs (bitmask DP over taken jobs)"
    Config = Config
    LEVELS = {
        "1": Config(size=3, max_cost=20),
        "2": Config(size=4, max_cost=30),
        "3": Config(size=5, max_cost=50),
        "4": Config(size=6, max_cost=80),
        "5": Config(size=7, max_cost=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        n = config.size
        data = {"cost": [[rng.randint(1, config.max_cost) for _ in range(n)] for _ in range(n)]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["cost"])
        width = max(len(str(v)) for row in data["cost"] for v in row)
        table = "\n".join(" ".join(str(v).rjust(width) for v in row) for row in data["cost"])
        text = rng.choice(_TEMPLATES).format(last=n - 1, n=n, table=table)
        return f"{text}\n{answer_instruction('the total cost as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        cost = data["cost"]
        n = len(cost)
        best = {0: 0}
        for mask in range(1, 1 << n):
            jobs = [j for j in range(n) if mask >> j & 1]
            worker = len(jobs) - 1  # the worker who takes the last job of this set
            t.state(f"jobs {''.join(str(j) for j in jobs)}")
            options = []
            for j in jobs:
                rest = t.fetch(f"best[{mask ^ 1 << j:0{n}b}]", best[mask ^ 1 << j])
                options.append(rest + t.fetch(f"c[{worker}][{j}]", cost[worker][j]))
            best[mask] = t.compute(f"best[{mask:0{n}b}]", min(options), why=f"worker {worker} takes one of them")
        t.state("answer")
        full = (1 << n) - 1
        return t.compute("answer", t.fetch(f"best[{full:0{n}b}]", best[full]))

    def solve(self, data: dict) -> int:
        # The same sets pushed forward: from each set of taken jobs, the next worker takes any free job.
        cost = data["cost"]
        n = len(cost)
        best = [None] * (1 << n)
        best[0] = 0
        for mask in range(1 << n):
            if best[mask] is None:
                continue
            worker = bin(mask).count("1")
            for j in range(n if worker < n else 0):
                if not mask >> j & 1:
                    new = best[mask] + cost[worker][j]
                    if best[mask | 1 << j] is None or new < best[mask | 1 << j]:
                        best[mask | 1 << j] = new
        return best[-1]


BOOTCAMP = AssignmentBitmask()
