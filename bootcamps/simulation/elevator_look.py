"""Order in which a LOOK elevator serves floor requests.

The elevator starts at a floor, moving up or down. It keeps its direction while some request
lies ahead, stopping at each requested floor it reaches; when none lies ahead it turns around.
All requests are known at the start. The answer is the order of the floors served. The trace
is one state per stop: the requests left, those ahead, the next stop and the distance so far.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    floors: int = 10
    requests: int = 4

    def __post_init__(self) -> None:
        if not 5 <= self.floors <= 200:
            raise ValueError(f"floors must be in 5..200, got {self.floors}")
        if not 2 <= self.requests < self.floors:
            raise ValueError(f"requests must be in 2..floors-1, got {self.requests}")


_TEMPLATES = (
    "An elevator in a building with floors 0..{top} is at floor {start}, moving {dir}. Requests are waiting at floors "
    "{requests}. It follows the LOOK rule: it keeps moving in its direction, stopping at every requested floor it "
    "passes, as long as some request lies ahead; then it reverses. In what order does it serve the floors?",
    "A disk arm sits on track {start} moving toward {dir_tracks} track numbers; pending requests are for tracks "
    "{requests} (tracks 0..{top}). With the LOOK schedule (serve everything ahead in the current direction, then "
    "turn around and serve the rest), list the tracks in service order.",
    "Lift at level {start}, heading {dir}. Calls from levels {requests}. The lift serves calls in its direction of "
    "travel until none are left ahead, then turns back. Give the order of the levels where it stops.",
)


class ElevatorLook(IntSequenceAnswer, Bootcamp):
    id = "simulation/elevator_look"
    description = "Service order of floor requests under the LOOK elevator rule (one state per stop)"
    Config = Config
    LEVELS = {
        "1": Config(floors=12, requests=4),
        "2": Config(floors=20, requests=6),
        "3": Config(floors=30, requests=8),
        "4": Config(floors=50, requests=11),
        "5": Config(floors=80, requests=15),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        floors = rng.sample(range(config.floors), config.requests + 1)
        start, requests = floors[0], floors[1:]
        data = {"top": config.floors - 1, "start": start, "up": rng.random() < 0.5, "requests": requests}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(
            top=data["top"], start=data["start"], requests=", ".join(map(str, data["requests"])),
            dir="up" if data["up"] else "down", dir_tracks="higher" if data["up"] else "lower",
        )
        form = "the floors in the order they are served, separated by commas (for example 5, 7, 2)"
        return f"{text}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        at, up = data["start"], data["up"]
        left = sorted(data["requests"])
        order: list[int] = []
        stop = 0
        while left:
            stop += 1
            t.state(f"stop {stop}")
            at = t.fetch("floor", at)
            left = t.fetch("waiting", left)
            up = t.fetch("going up", up)
            ahead = t.compute("ahead", [f for f in left if (f > at if up else f < at)])
            if not t.goto(len(ahead) > 0, why="a request lies ahead"):
                up = t.compute("going up", not up, why="nothing ahead: turn around")
                ahead = t.compute("ahead", [f for f in left if (f > at if up else f < at)])
            at = t.compute("next stop", min(ahead) if up else max(ahead), why="the nearest request ahead")
            left = t.compute("waiting", [f for f in left if f != at])
            order = t.compute("served", order + [at])
        t.state("answer")
        return t.compute("answer", t.fetch("served", order))

    def solve(self, data: dict) -> list[int]:
        # Everything ahead in order of travel, then everything behind, in order of the return trip.
        s, reqs = data["start"], data["requests"]
        above = sorted(f for f in reqs if f > s)
        below = sorted((f for f in reqs if f < s), reverse=True)
        return above + below if data["up"] else below + above


BOOTCAMP = ElevatorLook()
