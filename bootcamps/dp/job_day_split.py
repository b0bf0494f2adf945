"""Split a sequence of jobs over d days (in order, at least one job a day); a day's difficulty is
its hardest job, and the schedule's difficulty is the sum over days. Minimise it.

The trace fills ``best[k][i]``, the least difficulty of doing the first i jobs in k days: the
last day takes jobs j+1..i, so ``best[k][i] = min over j of best[k-1][j] + max(jobs j+1..i)``.
One state per (day, prefix).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    jobs: int = 8
    days: int = 3
    max_difficulty: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.days < self.jobs <= 18:
            raise ValueError(f"need 2 <= days < jobs <= 18, got {self.days}, {self.jobs}")
        if not 5 <= self.max_difficulty <= 1000:
            raise ValueError(f"max_difficulty must be in 5..1000, got {self.max_difficulty}")


_TEMPLATES = (
    "Jobs must be done in this order, with difficulties {jobs}. They are spread over exactly {d} days, at least "
    "one job per day, each day taking the next jobs in order. A day's difficulty is the largest difficulty of its "
    "jobs; the plan's difficulty is the sum over the days. What is the smallest possible plan difficulty?",
    "A course has lessons of difficulty {jobs} that must be taught in order over {d} weeks (every week teaches at "
    "least one lesson, and lessons are never reordered). A week is as hard as its hardest lesson. What is the "
    "least possible total of the {d} weekly hardnesses?",
    "Partition the array [{jobs}] into {d} non-empty contiguous parts to minimise the sum of the parts' maxima. "
    "Report the minimum sum.",
)


class JobDaySplit(IntegerAnswer, Bootcamp):
    id = "dp/job_day_split"
    description = "Split ordered jobs over d days minimising the sum of daily maxima (prefix-by-days DP)"
    Config = Config
    LEVELS = {
        "1": Config(jobs=5, days=2, max_difficulty=20),
        "2": Config(jobs=7, days=3, max_difficulty=30),
        "3": Config(jobs=9, days=3, max_difficulty=50),
        "4": Config(jobs=11, days=4, max_difficulty=80),
        "5": Config(jobs=14, days=5, max_difficulty=99),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        data = {"jobs": [rng.randint(1, config.max_difficulty) for _ in range(config.jobs)], "days": config.days}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(jobs=", ".join(map(str, data["jobs"])), d=data["days"])
        return f"{text}\n{answer_instruction('the minimum as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        a, days = data["jobs"], data["days"]
        n = len(a)
        best = {(1, i): max(a[:i]) for i in range(1, n + 1)}
        t.state("day 1")
        t.compute("best[1]", [best[(1, i)] for i in range(1, n - days + 2)], why="one day: the hardest job so far")
        for k in range(2, days + 1):
            for i in range(k, n - days + k + 1):
                t.state(f"day {k} jobs {i}")
                options, top = [], 0
                for j in range(i - 1, k - 2, -1):  # the last day takes jobs j+1..i
                    top = max(top, a[j])
                    options.append(t.fetch(f"best[{k - 1}][{j}]", best[(k - 1, j)]) + top)
                best[(k, i)] = t.compute(f"best[{k}][{i}]", min(options), why="min of best[k-1][j] + max(j+1..i)")
        t.state("answer")
        return t.compute("answer", t.fetch(f"best[{days}][{n}]", best[(days, n)]))

    def solve(self, data: dict) -> int:
        # Every choice of the d-1 cut positions.
        a, days = data["jobs"], data["days"]
        return min(sum(max(a[x:y]) for x, y in zip((0,) + cuts, cuts + (len(a),)))
                   for cuts in itertools.combinations(range(1, len(a)), days - 1))


BOOTCAMP = JobDaySplit()
