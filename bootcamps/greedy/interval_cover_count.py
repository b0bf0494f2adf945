"""Fewest intervals that together cover a segment [0, T].

From the covered end so far, the greedy picks, among the intervals starting at or before it, the
one that reaches farthest; the covered end jumps there. Cases are drawn so that a cover exists.
One state per interval chosen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    intervals: int = 5
    length: int = 10
    reach: int = 4  # the longest interval

    def __post_init__(self) -> None:
        if not 2 <= self.reach <= self.length:
            raise ValueError(f"reach must be in 2..length, got {self.reach}")
        if not 2 <= self.intervals <= 100:
            raise ValueError(f"intervals must be in 2..100, got {self.intervals}")
        if not 5 <= self.length <= 1000:
            raise ValueError(f"length must be in 5..1000, got {self.length}")


_TEMPLATES = (
    "A film lasting {T} minutes was recorded as overlapping clips, given as [start, end] minutes: {iv}. What is the "
    "smallest number of clips whose union covers the whole film from minute 0 to minute {T}?",
    "Segments on a line: {iv}. Choose as few of them as possible so that together they cover every point of "
    "[0, {T}]. How many are needed?",
    "Sprinklers water the garden stretches {iv} (each as [from, to] metres). The garden runs from 0 to {T} metres. "
    "Turning on the fewest sprinklers that water the entire garden, how many are on?",
)


class IntervalCoverCount(IntegerAnswer, Bootcamp):
    id = "greedy/interval_cover_count"
    description = "Fewest intervals covering [0, T] (farthest-reach greedy)"
    Config = Config
    LEVELS = {
        "1": Config(intervals=5, length=10, reach=4),
        "2": Config(intervals=7, length=20, reach=6),
        "3": Config(intervals=10, length=40, reach=9),
        "4": Config(intervals=14, length=70, reach=12),
        "5": Config(intervals=20, length=120, reach=16),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        # A chain of overlapping intervals guarantees a cover; random extras make shortcuts.
        longest = config.reach
        intervals, end = [], 0
        while end < config.length:
            a = rng.randint(max(0, end - longest + 1), end)
            b = min(config.length, max(end + 1, a + rng.randint(1, longest)))
            intervals.append([a, b])
            end = b
        while len(intervals) < config.intervals:
            a = rng.randint(0, config.length - 1)
            intervals.append([a, min(config.length, a + rng.randint(1, longest))])
        rng.shuffle(intervals)
        data = {"T": config.length, "intervals": intervals}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        iv = ", ".join(f"[{a}, {b}]" for a, b in data["intervals"])
        body = rng.choice(_TEMPLATES).format(T=data["T"], iv=iv)
        return f"{body}\n{answer_instruction('one integer (the number of intervals)')}"

    def program(self, t: Tracer, data: dict) -> int:
        covered, used = 0, 0
        ivs = data["intervals"]
        while covered < data["T"]:
            t.state(f"covered up to {covered}")
            reach = max(b for a, b in ivs if a <= covered)
            covered = t.compute("covered", reach)
            used = t.compute("used", used + 1)
        t.state("answer")
        return t.compute("answer", t.fetch("used", used))

    def solve(self, data: dict) -> int:
        # DP over positions: best[x] = fewest intervals covering [0, x] (0 when impossible). A
        # cover of [0, x] also covers every shorter segment, so the last interval [a, b] with
        # a < x <= b only needs a cover of [0, a] before it.
        T = data["T"]
        inf = 10**9
        best = [0] + [inf] * T
        for x in range(1, T + 1):
            for a, b in data["intervals"]:
                if a < x <= b:
                    best[x] = min(best[x], best[a] + 1)
        return best[T] if best[T] < inf else 0


BOOTCAMP = IntervalCoverCount()
