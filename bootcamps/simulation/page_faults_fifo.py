"""Page faults of FIFO page replacement (first in, first out) on a reference string.

Memory holds a fixed number of frames. A reference to a page not in memory is a fault: the page
is loaded into a free frame, or, when all are full, replaces the page that was loaded longest
ago (hits do not refresh a page's age). One state per reference.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    frames: int = 3
    references: int = 10
    pages: int = 5

    def __post_init__(self) -> None:
        if not 1 <= self.frames <= 20:
            raise ValueError(f"frames must be in 1..20, got {self.frames}")
        if not 3 <= self.references <= 400:
            raise ValueError(f"references must be in 3..400, got {self.references}")
        if not self.frames < self.pages <= 40:
            raise ValueError(f"pages must be in frames+1..40, got {self.pages}")


_TEMPLATES = (
    "A computer has {f} page frames, all empty at the start, and uses FIFO page replacement: on a page fault with "
    "all frames full, the page that was brought into memory earliest is evicted (using a page does not change its "
    "age). For the reference string {refs}, how many page faults occur (counting the faults that fill the empty "
    "frames)?",
    "Reference string: {refs}. Memory: {f} frames, initially empty. Replacement policy: first-in-first-out. Count "
    "the page faults, including the first loads.",
    "Simulate FIFO paging with {f} frames on the page requests {refs}. A request for a page not in a frame is a "
    "fault and loads it, evicting the longest-resident page if memory is full. Total number of faults?",
)


class PageFaultsFifo(IntegerAnswer, Bootcamp):
    id = "simulation/page_faults_fifo"
    description = "Page faults under FIFO page replacement (queue of resident pages)"
    Config = Config
    LEVELS = {
        "1": Config(frames=3, references=10, pages=5),
        "2": Config(frames=3, references=14, pages=6),
        "3": Config(frames=4, references=19, pages=7),
        "4": Config(frames=4, references=26, pages=8),
        "5": Config(frames=5, references=36, pages=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        refs = [rng.randint(0, config.pages - 1)]
        for _ in range(config.references - 1):  # some locality: revisit a recent page now and then
            refs.append(rng.choice(refs[-4:]) if rng.random() < 0.35 else rng.randint(0, config.pages - 1))
        data = {"frames": config.frames, "refs": refs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        sep = rng.choice((", ", " "))
        body = rng.choice(_TEMPLATES).format(f=data["frames"], refs=sep.join(map(str, data["refs"])))
        return f"{body}\n{answer_instruction('one integer (the number of page faults)')}"

    def program(self, t: Tracer, data: dict) -> int:
        resident: tuple[int, ...] = ()  # oldest first
        faults = 0
        for i, page in enumerate(data["refs"]):
            t.state(f"reference {i + 1}")
            page = t.fetch(f"refs[{i}]", page)
            if t.goto(page in resident, why="a hit"):
                continue
            faults = t.compute("faults", faults + 1)
            if len(resident) == data["frames"]:
                t.compute("evict", resident[0])
                resident = resident[1:]
            resident = t.compute("frames", resident + (page,))
        t.state("answer")
        return t.compute("answer", t.fetch("faults", faults))

    def solve(self, data: dict) -> int:
        # A bounded deque of loaded pages and a set for membership.
        queue: deque[int] = deque()
        loaded: set[int] = set()
        faults = 0
        for page in data["refs"]:
            if page not in loaded:
                faults += 1
                if len(queue) == data["frames"]:
                    loaded.discard(queue.popleft())
                queue.append(page)
                loaded.add(page)
        return faults


BOOTCAMP = PageFaultsFifo()
