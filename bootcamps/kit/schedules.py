"""Single-processor job tables shared by the CPU-scheduling bootcamps (simulation/sjf_schedule,
simulation/srtf_schedule): the config, the random job table, its rendering and the answer form.
Each bootcamp keeps its own policy (program/solve), prompts and level table."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import ClassVar

from bootcamps.api import answer_instruction
from bootcamps.kit.arrays import IntListAnswer


@dataclass(frozen=True)
class JobsConfig:
    jobs: int = 4
    max_burst: int = 8
    # The largest table a bootcamp accepts (its trace grows with it); subclasses lower it.
    MAX_JOBS: ClassVar[int] = 60

    def __post_init__(self) -> None:
        if not 2 <= self.jobs <= self.MAX_JOBS:
            raise ValueError(f"jobs must be in 2..{self.MAX_JOBS}, got {self.jobs}")
        if self.max_burst < 2:
            raise ValueError(f"max_burst must be >= 2, got {self.max_burst}")


class JobTableCase(IntListAnswer):
    """generate / prompt / format_answer for "jobs arrive with a run time; give each job's finish
    time in job order". Subclasses set TEMPLATES (each with a ``{jobs}`` slot), JOB_LINE (with
    ``{n}``, ``{arrival}``, ``{burst}``), FIRST_ARRIVAL_MAX, and define solve."""

    TEMPLATES: ClassVar[tuple[str, ...]] = ()
    JOB_LINE: ClassVar[str] = "job {n}: arrives {arrival}, runs {burst}"
    FIRST_ARRIVAL_MAX: ClassVar[int] = 3

    def generate(self, config: JobsConfig, rng: random.Random) -> tuple[dict, list[int]]:
        arrivals = sorted(rng.randint(0, config.jobs * config.max_burst // 2) for _ in range(config.jobs))
        # The first job arrives early so the processor is rarely idle at the start.
        arrivals[0] = rng.randint(0, self.FIRST_ARRIVAL_MAX)
        jobs = [[a, rng.randint(1, config.max_burst)] for a in sorted(arrivals)]
        data = {"jobs": jobs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        jobs = "\n".join(self.JOB_LINE.format(n=i + 1, arrival=a, burst=b) for i, (a, b) in enumerate(data["jobs"]))
        body = rng.choice(self.TEMPLATES).format(jobs=jobs)
        form = f"the {len(data['jobs'])} finish times in job order, separated by commas (for example 5, 12, 8)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))
