"""Print order of a priority printer queue: the printer looks at the job at the front; if any
waiting job has a higher priority, the front job goes to the back of the queue, otherwise it is
printed. The trace has one state per look at the front of the queue.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    jobs: int = 5
    priorities: int = 3

    def __post_init__(self) -> None:
        if not 2 <= self.jobs <= 100:
            raise ValueError(f"jobs must be in 2..100, got {self.jobs}")
        if not 2 <= self.priorities <= 9:
            raise ValueError(f"priorities must be in 2..9, got {self.priorities}")


_TEMPLATES = (
    "Print jobs wait in a queue, front first, as (job number, priority):\n{jobs}\nThe printer repeatedly takes the job "
    "at the front. If some job still in the queue has a strictly higher priority, the taken job is put back at the "
    "end of the queue; otherwise it is printed. In what order are the jobs printed?",
    "A queue of tasks (front first) with priorities (larger = more urgent):\n{jobs}\nRule: look at the front task; "
    "if any other waiting task is more urgent, move the front task to the back, else run it and remove it. List the "
    "task numbers in the order they run.",
    "Queue (front to back): {inline}. Each entry is job:priority. The front job is printed only when no waiting job "
    "has a higher priority; otherwise it is moved to the back. Give the job numbers in printing order.",
)


class PrinterQueue(IntSequenceAnswer, Bootcamp):
    id = "simulation/printer_queue"
    description = "Order a priority printer queue prints its jobs (front job re-queued while a higher one waits)"
    Config = Config
    LEVELS = {
        "1": Config(jobs=5, priorities=3),
        "2": Config(jobs=7, priorities=4),
        "3": Config(jobs=9, priorities=5),
        "4": Config(jobs=12, priorities=6),
        "5": Config(jobs=16, priorities=9),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        ids = rng.sample(range(10, 100), config.jobs)
        data = {"jobs": [[j, rng.randint(1, config.priorities)] for j in ids]}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = rng.choice(("job {j}: priority {p}", "({j}, {p})", "#{j} priority {p}"))
        jobs = "\n".join(form.format(j=j, p=p) for j, p in data["jobs"])
        inline = ", ".join(f"{j}:{p}" for j, p in data["jobs"])
        text = rng.choice(_TEMPLATES).format(jobs=jobs, inline=inline)
        return f"{text}\n{answer_instruction('the job numbers in printing order, comma-separated, e.g. 41, 17, 63')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        queue = [list(job) for job in data["jobs"]]
        printed: list[int] = []
        while queue:
            t.state("look at front")
            queue = t.fetch("queue", queue)
            job, prio = queue[0]
            top = t.compute("highest", max(p for _, p in queue[1:]) if len(queue) > 1 else 0,
                            why="highest waiting priority")
            if t.goto(top > prio, why=f"{top} > {prio}: to the back"):
                queue = t.compute("queue", queue[1:] + [queue[0]])
            else:
                printed = t.compute("printed", printed + [job])
                queue = t.compute("queue", queue[1:])
        t.state("answer")
        return t.compute("answer", t.fetch("printed", printed))

    def solve(self, data: dict) -> list[int]:
        # Priority by priority from the top: each level is printed in queue order starting just
        # after the position where the previous level's last job was printed.
        jobs = data["jobs"]
        n = len(jobs)
        out, at = [], 0
        for p in sorted({p for _, p in jobs}, reverse=True):
            mine = [i for i in range(n) if jobs[i][1] == p]
            order = sorted(mine, key=lambda i: (i - at) % n)
            out += [jobs[i][0] for i in order]
            at = order[-1]
        return out


BOOTCAMP = PrinterQueue()
