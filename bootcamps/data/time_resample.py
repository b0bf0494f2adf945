"""Resample timestamped events into fixed time buckets and give every bucket's total or count.

Events (``HH:MM`` time and an amount) are listed out of order. Buckets are W minutes wide,
start at a stated time and are half-open: an event exactly on a boundary belongs to the
bucket that starts there. Empty buckets count as 0. The answer is the list of bucket values
in time order. The trace reads each event (fetch its time, compute its minute offset and bucket
index, add to that bucket), then lists the buckets. The tests check golds against DuckDB
(``strptime`` and a LEFT JOIN from ``range``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, Case, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer

WIDTHS = (5, 10, 15, 20, 30, 60)
KINDS = ("sum", "count")


@dataclass(frozen=True)
class Config:
    buckets: int = 3
    events: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.buckets <= 24:
            raise ValueError(f"buckets must be in 2..24, got {self.buckets}")
        if not 2 <= self.events <= 80:
            raise ValueError(f"events must be in 2..80, got {self.events}")


def clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def minutes_of(text: str) -> int:
    hours, mins = text.split(":")
    return int(hours) * 60 + int(mins)


_INTROS = (
    "A sensor log lists events (time, amount), not in time order:",
    "These sales were recorded during one day (time and amount), unsorted:",
    "Here are timestamped readings from one day, in no particular order:",
)


class TimeResample(IntSequenceAnswer, Bootcamp):
    id = "data/time_resample"
    description = "Resample unsorted HH:MM events into half-open W-minute buckets (sum or count, empty buckets 0)"
    Config = Config
    LEVELS = {
        "1": Config(buckets=3, events=5),
        "2": Config(buckets=4, events=8),
        "3": Config(buckets=5, events=12),
        "4": Config(buckets=7, events=18),
        "5": Config(buckets=9, events=26),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        width = rng.choice(WIDTHS)
        start = rng.randint(6 * 4, 14 * 4) * 15  # a quarter hour between 06:00 and 14:00
        span = width * config.buckets
        times = [start + rng.randrange(span) for _ in range(config.events)]
        # a few events sit exactly on a boundary: the half-open rule matters
        for i in rng.sample(range(config.events), min(config.events, 2)):
            times[i] = start + width * rng.randrange(config.buckets)
        events = [[clock(m), rng.randint(1, 50)] for m in times]
        data = {"start": clock(start), "width": width, "buckets": config.buckets, "kind": rng.choice(KINDS), "events": events}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        end = clock(minutes_of(data["start"]) + data["width"] * data["buckets"])
        lines = [f"{t} {v}" for t, v in data["events"]]
        what = "the total amount" if data["kind"] == "sum" else "the number of events"
        form = f"{data['buckets']} integers in time order, separated by commas, like 0, 12, 5"
        return "\n".join([
            rng.choice(_INTROS),
            *lines,
            f"Split the time from {data['start']} to {end} into {data['buckets']} consecutive buckets of {data['width']} minutes. "
            f"Each bucket includes its start time and excludes its end time; an empty bucket has value 0.",
            f"For each bucket, in time order, give {what} of its events.",
            answer_instruction(form),
        ])

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        start, width = minutes_of(data["start"]), data["width"]
        buckets = [0] * data["buckets"]
        for i, (stamp, amount) in enumerate(data["events"]):
            t.state(f"event {i + 1}")
            offset = t.compute("minutes after start", minutes_of(t.fetch(f"time[{i + 1}]", stamp)) - start)
            b = t.compute("bucket", offset // width, why=f"offset // {width}")
            add = t.fetch(f"amount[{i + 1}]", amount) if data["kind"] == "sum" else 1
            buckets[b] = t.compute(f"bucket[{b}]", t.fetch(f"bucket[{b}]", buckets[b]) + add)
        t.state("answer")
        return t.compute("answer", [t.fetch(f"bucket[{b}]", v) for b, v in enumerate(buckets)])

    def solve(self, data: dict) -> list[int]:
        # walk the bucket boundaries and pick the events inside each one
        start, width = minutes_of(data["start"]), data["width"]
        out = []
        for b in range(data["buckets"]):
            low, high = start + b * width, start + (b + 1) * width
            inside = [v for stamp, v in data["events"] if low <= minutes_of(stamp) < high]
            out.append(sum(inside) if data["kind"] == "sum" else len(inside))
        return out

    def wrong_answers(self, case: Case, rng: random.Random) -> list[str]:
        gold = list(case.answer)
        wrong = [gold[::-1], [g + 1 for g in gold], gold[1:] + gold[:1]]
        return [self.format_answer(w) for w in wrong if w != gold]


BOOTCAMP = TimeResample()
