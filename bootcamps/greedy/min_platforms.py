"""Fewest platforms a station needs so that no train waits.

A train occupies a platform from its arrival minute to its departure minute, both included,
so a train arriving at the minute another departs needs a second platform. The trace sweeps
the events in time order (arrivals before departures at the same minute): one state per event,
with the trains present and the most seen so far.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, IntegerAnswer, answer_instruction
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    trains: int = 5
    day_minutes: int = 120
    max_stay: int = 30

    def __post_init__(self) -> None:
        if not 2 <= self.trains <= 200:
            raise ValueError(f"trains must be in 2..200, got {self.trains}")
        if not 10 <= self.max_stay < self.day_minutes <= 1440:
            raise ValueError(f"need 10 <= max_stay < day_minutes <= 1440, got {self.max_stay}, {self.day_minutes}")


def _clock(minute: int, start_hour: int) -> str:
    return f"{start_hour + minute // 60:02d}:{minute % 60:02d}"


_TEMPLATES = (
    "Trains at a station (arrival - departure, same day):\n{rows}\nA train occupies a platform from its arrival "
    "to its departure, both minutes included, so a train arriving at the very minute another departs needs a "
    "different platform. What is the smallest number of platforms that lets every train stop on time?",
    "Meetings are booked as follows (start - end; a room is busy through the end minute, so a meeting starting at "
    "the minute another ends needs another room):\n{rows}\nHow many rooms are needed at least?",
    "Given these intervals [arrival, departure] with inclusive ends:\n{rows}\nFind the maximum number of intervals "
    "that share a common time, which is the minimum number of platforms required.",
)


class MinPlatforms(IntegerAnswer, Bootcamp):
    id = "greedy/min_platforms"
    description = "Minimum platforms for trains with inclusive stay intervals (event sweep trace)"
    Config = Config
    LEVELS = {
        "1": Config(trains=5, day_minutes=120, max_stay=40),
        "2": Config(trains=7, day_minutes=180, max_stay=50),
        "3": Config(trains=10, day_minutes=240, max_stay=60),
        "4": Config(trains=14, day_minutes=300, max_stay=70),
        "5": Config(trains=20, day_minutes=420, max_stay=90),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, int]:
        rows = []
        for _ in range(config.trains):
            arrive = rng.randint(0, config.day_minutes - 5)
            rows.append([arrive, min(config.day_minutes, arrive + rng.randint(2, config.max_stay))])
        for _ in range(config.trains // 4):  # some arrivals at the very minute of a departure
            a, b = rng.sample(range(config.trains), 2)
            stay = rows[b][1] - rows[b][0]
            rows[b] = [rows[a][1], rows[a][1] + stay]
        rows.sort()
        data = {"trains": rows, "start_hour": rng.randint(5, 12)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        h = data["start_hour"]
        rows = "\n".join(f"{_clock(a, h)} - {_clock(b, h)}" for a, b in data["trains"])
        text = rng.choice(_TEMPLATES).format(rows=rows)
        return f"{text}\n{answer_instruction('the number of platforms as a single integer')}"

    def program(self, t: Tracer, data: dict) -> int:
        events = sorted([(a, 0) for a, _ in data["trains"]] + [(b, 1) for _, b in data["trains"]])
        present = most = 0
        for k, (minute, kind) in enumerate(events):
            t.state(f"event {k}")
            event = t.fetch(f"event[{k}]", ("arrive" if kind == 0 else "depart", minute))
            present = t.fetch("present", present)
            if t.goto(event[0] == "arrive", why="arrivals first at equal minutes: both trains are there"):
                present = t.compute("present", present + 1)
                most = t.compute("most", max(t.fetch("most", most), present))
            else:
                present = t.compute("present", present - 1)
        t.state("answer")
        return t.compute("answer", t.fetch("most", most))

    def solve(self, data: dict) -> int:
        # The busiest moment is an arrival minute: count the trains present at each one.
        trains = data["trains"]
        return max(sum(a <= minute <= b for a, b in trains) for minute, _ in trains)


BOOTCAMP = MinPlatforms()
