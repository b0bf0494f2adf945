"""Pages evicted by the clock (second-chance) page replacement algorithm.

Frames 0..F-1 form a circle with a hand, at frame 0 at the start, all frames empty. A reference
to a resident page sets that frame's use bit to 1 (the hand does not move). On a fault, the
hand looks at its frame: an empty frame, or one whose use bit is 0, receives the page (use bit
1) and the hand moves one frame on; a frame whose use bit is 1 gets its bit cleared to 0 and the
hand moves on to look again. The answer is the evicted pages in eviction order. The trace is one
state per reference.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    frames: int = 3
    references: int = 10
    pages: int = 5
    locality: float = 0.4

    def __post_init__(self) -> None:
        if not 2 <= self.frames <= 16:
            raise ValueError(f"frames must be in 2..16, got {self.frames}")
        if not 4 <= self.references <= 300:
            raise ValueError(f"references must be in 4..300, got {self.references}")
        if not self.frames < self.pages <= 60:
            raise ValueError(f"pages must be in frames+1..60, got {self.pages}")
        if not 0 <= self.locality < 1:
            raise ValueError(f"locality must be in [0, 1), got {self.locality}")


_TEMPLATES = (
    "A system with {f} page frames (numbered 0 to {lf}, all empty at first) uses the CLOCK (second-chance) page "
    "replacement algorithm. Each frame has a use bit; a clock hand starts at frame 0. When a referenced page is "
    "already in a frame, that frame's use bit is set to 1 and the hand stays put. On a page fault the hand "
    "inspects its frame: if the frame is empty or its use bit is 0, the new page is placed there with use bit 1 and "
    "the hand advances one frame (after frame {lf} comes frame 0); if the use bit is 1, the bit is cleared to 0, "
    "the hand advances, and the inspection repeats. Reference string: {refs}. Which pages get evicted, in order?",
    "Second-chance (clock) paging with {f} frames arranged in a circle 0..{lf}. Initially every frame is empty, "
    "every use bit is 0 and the hand points at frame 0.\nPage references: {refs}\nHit: set the frame's use bit "
    "to 1, nothing else changes. Miss: while the frame under the hand holds a page with use bit 1, clear that bit "
    "and move the hand to the next frame (wrapping around); then put the new page in the frame under the hand "
    "(replacing whatever page is there, if any), set its use bit to 1 and move the hand one step forward. List "
    "every page that is replaced, in the order it happens.",
    "Run the clock algorithm on the page reference string {refs} with {f} frames. Frames sit on a circular list "
    "(0, 1, ..., {lf}, then back to 0) and start empty, with the hand at frame 0. A referenced page already in "
    "memory has its reference bit turned on. For a missing page, the hand sweeps forward: a frame with reference "
    "bit on gets a second chance (bit turned off, hand moves on); the first frame that is empty or has its bit off "
    "takes the page (bit on), and the hand moves past it. Give the sequence of pages that are thrown out of "
    "memory.",
)


class ClockReplacement(IntListAnswer, Bootcamp):
    id = "simulation/clock_replacement"
    description = "Eviction order under CLOCK (second-chance) page replacement, with use bits and a hand"
    Config = Config
    LEVELS = {
        "1": Config(frames=3, references=10, pages=5),
        "2": Config(frames=3, references=15, pages=6),
        "3": Config(frames=4, references=20, pages=7),
        "4": Config(frames=4, references=28, pages=8),
        "5": Config(frames=5, references=40, pages=10),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        while True:
            refs = [rng.randint(1, config.pages)]
            for _ in range(config.references - 1):  # revisit a recent page now and then, so use bits matter
                refs.append(rng.choice(refs[-5:]) if rng.random() < config.locality else rng.randint(1, config.pages))
            data = {"frames": config.frames, "refs": refs}
            evicted = self.solve(data)
            if len(evicted) >= 2:
                return data, evicted

    def prompt(self, data: dict, rng: random.Random) -> str:
        f = data["frames"]
        text = rng.choice(_TEMPLATES).format(f=f, lf=f - 1, refs=rng.choice((", ", " ")).join(map(str, data["refs"])))
        form = "the evicted page numbers in eviction order, separated by commas (for example 2, 5, 1)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        f = data["frames"]
        pages: list = [None] * f
        bits = [0] * f
        hand = 0
        evicted: list[int] = []
        for i, page in enumerate(data["refs"], 1):
            t.state(f"reference {i}")
            page = t.fetch(f"refs[{i}]", page)
            frames = t.fetch("frames", list(pages))
            if t.goto(page in frames, why="resident: hit"):
                slot = frames.index(page)
                bits = bits[:slot] + [t.compute(f"use[{slot}]", 1)] + bits[slot + 1:]
                continue
            hand = t.fetch("hand", hand)
            use = list(t.fetch("use bits", list(bits)))
            while frames[hand] is not None and use[hand] == 1:
                use[hand] = 0
                hand = (hand + 1) % f
            bits = t.compute("new use bits", use[:hand] + [1] + use[hand + 1:],
                             why="clear bits under the hand until a 0 or empty frame, then set it")
            if frames[hand] is not None:
                evicted = t.compute("evicted", evicted + [frames[hand]])
            pages = t.compute("new frames", frames[:hand] + [page] + frames[hand + 1:])
            hand = t.compute("new hand", (hand + 1) % f)
        t.state("answer")
        return t.compute("answer", t.fetch("evicted", evicted))

    def solve(self, data: dict) -> list[int]:
        # Second chance as a FIFO queue: a page at the front with its bit set is moved to the back.
        queue: deque[list[int]] = deque()  # [page, bit], hand at the front once memory is full
        evicted = []
        for page in data["refs"]:
            entry = next((e for e in queue if e[0] == page), None)
            if entry is not None:
                entry[1] = 1
                continue
            if len(queue) < data["frames"]:
                queue.append([page, 1])
                continue
            while queue[0][1]:
                queue[0][1] = 0
                queue.rotate(-1)
            evicted.append(queue.popleft()[0])
            queue.append([page, 1])
        return evicted


BOOTCAMP = ClockReplacement()
