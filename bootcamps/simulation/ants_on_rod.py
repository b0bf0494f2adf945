"""When each ant falls off a rod, with ants turning around whenever two meet.

Ants walk at 1 unit per second, each to the left or right; two ants that meet both turn around
instantly. Because turning around looks the same as passing through, the set of fall-off times
is that of ghosts walking straight; and ants never pass each other, so the k-th ant from the
left takes the k-th ghost to leave by the left end (then the right end's in order). The trace
computes the ghost times, then assigns them by order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.arrays import IntListAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    ants: int = 3
    length: int = 20

    def __post_init__(self) -> None:
        if not 2 <= self.ants <= 50:
            raise ValueError(f"ants must be in 2..50, got {self.ants}")
        if not 2 * self.ants <= self.length <= 2000:
            raise ValueError(f"length must be in 2*ants..2000, got {self.length}")


_TEMPLATES = (
    "A rod runs from 0 to {L}. Ants stand on it, each walking at 1 unit per second:\n{ants}\nWhen two ants meet they "
    "both turn around instantly; an ant that reaches an end of the rod falls off. At what time does each ant fall "
    "off?",
    "Ants on a stick of length {L} (positions measured from the left end), all at speed 1, initial directions "
    "given:\n{ants}\nColliding ants reverse direction at once. Give the moment each ant drops off an end, ant A "
    "first.",
    "Simulate ants on a segment [0, {L}]: {inline}. Speed 1 for all; head-on meetings make both ants reverse; "
    "ants fall off at 0 or {L}. List the fall-off time of every ant in the order they are named.",
)


class AntsOnRod(IntListAnswer, Bootcamp):
    id = "simulation/ants_on_rod"
    description = "Fall-off time of each ant on a rod when meeting ants turn around (ghost-ant argument)"
    Config = Config
    LEVELS = {
        "1": Config(ants=3, length=50),
        "2": Config(ants=4, length=60),
        "3": Config(ants=6, length=80),
        "4": Config(ants=8, length=100),
        "5": Config(ants=12, length=140),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[int]]:
        # Even positions only, so every meeting happens at a whole or half time and answers are whole.
        positions = sorted(rng.sample(range(1, config.length // 2), config.ants))
        ants = [[2 * p, rng.choice("LR")] for p in positions]
        data = {"length": config.length, "ants": ants}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        names = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        word = {"L": "left", "R": "right"}
        lines = [f"ant {names[i]} at {p} walking {word[d]}" for i, (p, d) in enumerate(data["ants"])]
        body = rng.choice(_TEMPLATES).format(L=data["length"], ants="\n".join(lines), inline="; ".join(lines))
        form = f"the {len(data['ants'])} fall-off times in seconds, ant A first, separated by commas (for example 3, 12, 7)"
        return f"{body}\n{answer_instruction(form)}"

    def format_answer(self, answer: list[int]) -> str:
        return ", ".join(map(str, answer))

    def program(self, t: Tracer, data: dict) -> list[int]:
        L = data["length"]
        left_times: list[int] = []
        right_times: list[int] = []
        for i, (p, d) in enumerate(data["ants"]):
            t.state(f"ghost {i}")
            p = t.fetch(f"position[{i}]", p)
            if t.goto(d == "L", why="a left-walking ghost leaves at 0"):
                left_times = t.compute("left exits", sorted(left_times + [p]))
            else:
                right_times = t.compute("right exits", sorted(right_times + [L - p]))
        t.state("assign by order")
        # The leftmost ants take the left exits (earliest first), the rest the right exits (latest first).
        out = t.compute("answer", left_times + sorted(right_times, reverse=True))
        return out

    def solve(self, data: dict) -> list[int]:
        # Second-by-second simulation: gaps between ants stay even, so ants meet only at whole
        # seconds and whole positions, where they swap directions.
        L = data["length"]
        pos = [p for p, _ in data["ants"]]
        vel = [-1 if d == "L" else 1 for _, d in data["ants"]]
        fell = [0] * len(pos)
        second = 0
        while not all(fell):
            second += 1
            alive = [i for i in range(len(pos)) if not fell[i]]
            for i in alive:
                pos[i] += vel[i]
            for i in alive:
                if pos[i] in (0, L):
                    fell[i] = second
            for i in alive:
                for j in alive:
                    if i < j and not fell[i] and not fell[j] and pos[i] == pos[j]:
                        vel[i], vel[j] = -vel[i], -vel[j]
        return fell


BOOTCAMP = AntsOnRod()
