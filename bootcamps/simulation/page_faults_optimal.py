"""Page faults of Belady's optimal page replacement on a reference string.

On a fault with every frame full, the optimal policy evicts the resident page whose next use
lies farthest in the future (a page never used again first; among several such pages, the
smallest page number). One state per reference, looking ahead on each eviction.
"""

from __future__ import annotations

import random

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
# the same three knobs and checks as FIFO: one definition
from bootcamps.simulation.page_faults_fifo import Config
from bootcamps.trace import Tracer


_TEMPLATES = (
    "Memory has {f} page frames, empty at the start. On a page fault with all frames full, the optimal (Belady) "
    "policy evicts the resident page that will be needed again farthest in the future (or never). How many page "
    "faults does the reference string {refs} cause, counting the faults that fill empty frames?",
    "Reference string: {refs}. With {f} initially empty frames and optimal page replacement (evict the page whose "
    "next reference is latest, a page never referenced again being the best victim), count all page faults.",
    "Apply Belady's MIN replacement algorithm with {f} frames to the requests {refs}. Each request for a page not in "
    "memory is a fault. What is the number of faults?",
)


class PageFaultsOptimal(IntegerAnswer, Bootcamp):
    id = "simulation/page_faults_optimal"
    description = "Page faults under Belady's optimal replacement (evict the farthest next use)"
    Config = Config
    LEVELS = {
        "1": Config(frames=3, references=10, pages=5),
        "2": Config(frames=3, references=14, pages=6),
        "3": Config(frames=4, references=19, pages=7),
        "4": Config(frames=4, references=26, pages=8),
        "5": Config(frames=5, references=36, pages=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        refs = [rng.randrange(config.pages) for _ in range(config.references)]
        data = {"frames": config.frames, "refs": refs}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        sep = rng.choice((", ", " "))
        body = rng.choice(_TEMPLATES).format(f=data["frames"], refs=sep.join(map(str, data["refs"])))
        return f"{body}\n{answer_instruction('one integer (the number of page faults)')}"

    def program(self, t: Tracer, data: dict) -> int:
        refs = data["refs"]
        resident: tuple[int, ...] = ()
        faults = 0
        for i, page in enumerate(refs):
            t.state(f"reference {i + 1}")
            page = t.fetch(f"refs[{i}]", page)
            if t.goto(page in resident, why="a hit"):
                continue
            faults = t.compute("faults", faults + 1)
            if len(resident) == data["frames"]:
                def next_use(p: int) -> int:
                    return next((j for j in range(i + 1, len(refs)) if refs[j] == p), len(refs))

                victim = t.compute("evict", max(resident, key=lambda p: (next_use(p), -p)))
                resident = tuple(p for p in resident if p != victim)
            resident = t.compute("frames", tuple(sorted(resident + (page,))))
        t.state("answer")
        return t.compute("answer", t.fetch("faults", faults))

    def solve(self, data: dict) -> int:
        # The fault count does not depend on which tied victim is chosen, so this evicts by
        # scanning the rest of the string once and keeping the last resident page first met.
        refs = data["refs"]
        memory: set[int] = set()
        faults = 0
        for i, page in enumerate(refs):
            if page in memory:
                continue
            faults += 1
            if len(memory) == data["frames"]:
                pending = set(memory)
                for later in refs[i + 1 :]:
                    if len(pending) == 1:
                        break
                    pending.discard(later)
                memory.discard(min(pending))
            memory.add(page)
        return faults


BOOTCAMP = PageFaultsOptimal()
