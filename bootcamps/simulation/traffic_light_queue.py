"""Departure times of cars queued at a traffic light: the light is green for G seconds, then red
for R seconds, repeating from time 0 (second t is green when t mod (G+R) < G). At most one car
crosses per green second, first come first served, and a car cannot cross before it arrives.

The trace has one state per car: the first second it could go (its arrival or the second after
the previous car left), moved forward to the next green second when that one is red.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.literal import IntSequenceAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    cars: int = 4
    max_green: int = 3
    max_red: int = 4

    def __post_init__(self) -> None:
        if not 2 <= self.cars <= 100:
            raise ValueError(f"cars must be in 2..100, got {self.cars}")
        if self.max_green < 1 or self.max_red < 1:
            raise ValueError(f"max_green and max_red must be >= 1, got {self.max_green}, {self.max_red}")


_TEMPLATES = (
    "A traffic light is green during seconds 0 to {g_last}, red during seconds {g} to {cyc_last}, and then repeats "
    "this {cyc}-second cycle forever (second t is green exactly when t mod {cyc} < {g}). Cars arrive at the light at "
    "these seconds: {arrivals}. In each green second at most one car crosses, in order of arrival, and a car can "
    "cross in the very second it arrives. At which second does each car cross?",
    "Cars reach a one-lane bridge controlled by a signal: {g} seconds green, then {r} seconds red, cycle starting "
    "green at time 0. Arrival times (seconds): {arrivals}. One car may pass per green second, first come first "
    "served, possibly in the second it arrives. List the passing second of every car in arrival order.",
    "Light cycle: green for {g} s, red for {r} s, starting at t = 0 with green. Queue discipline: FIFO, one departure "
    "per green second, no departure before arrival. Arrivals at t = {arrivals}. Give the departure times.",
)


class TrafficLightQueue(IntSequenceAnswer, Bootcamp):
    id = "simulation/traffic_light_queue"
    description = "Departure seconds of cars queued at a cycling traffic light (one per green second)"
    Config = Config
    LEVELS = {
        "1": Config(cars=5, max_green=3, max_red=4),
        "2": Config(cars=6, max_green=4, max_red=5),
        "3": Config(cars=9, max_green=5, max_red=7),
        "4": Config(cars=13, max_green=6, max_red=9),
        "5": Config(cars=18, max_green=8, max_red=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        g, r = rng.randint(1, config.max_green), rng.randint(1, config.max_red)
        t, arrivals = rng.randint(0, 9), []
        for _ in range(config.cars):
            t += rng.choice((0, 0, 1, 1, 2, 3, 5))  # bursts of cars at the same second
            arrivals.append(t)
        data = {"green": g, "red": r, "arrivals": arrivals}
        return data, self.solve(data)

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def prompt(self, data: dict, rng: random.Random) -> str:
        g, r = data["green"], data["red"]
        text = rng.choice(_TEMPLATES).format(g=g, r=r, g_last=g - 1, cyc=g + r, cyc_last=g + r - 1,
                                             arrivals=", ".join(map(str, data["arrivals"])))
        return f"{text}\n{answer_instruction('the crossing seconds in arrival order, comma-separated, e.g. 0, 1, 7')}"

    def program(self, t: Tracer, data: dict) -> list[int]:
        g, cycle = data["green"], data["green"] + data["red"]
        out: list[int] = []
        free = 0  # the first second the crossing is free
        for i, arrival in enumerate(data["arrivals"]):
            t.state(f"car {i + 1}")
            arrival = t.fetch(f"arrival[{i}]", arrival)
            start = t.compute("earliest", max(arrival, free), why="max(arrival, previous + 1)")
            phase = t.compute("phase", start % cycle)
            go = t.compute("go", start if phase < g else start + cycle - phase, why="wait for the next green")
            out = t.compute("times", out + [go])
            free = go + 1
        t.state("answer")
        return t.compute("answer", t.fetch("times", out))

    def solve(self, data: dict) -> list[int]:
        # Second by second with a waiting line.
        g, cycle = data["green"], data["green"] + data["red"]
        arrivals, out = data["arrivals"], []
        waiting, nxt, second = 0, 0, 0
        while len(out) < len(arrivals):
            while nxt < len(arrivals) and arrivals[nxt] == second:
                waiting, nxt = waiting + 1, nxt + 1
            if waiting and second % cycle < g:
                out.append(second)
                waiting -= 1
            second += 1
        return out


BOOTCAMP = TrafficLightQueue()
