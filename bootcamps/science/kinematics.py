"""Motion with constant acceleration over several stages: distance covered and final speed, exactly."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    stages: int = 1
    max_time: int = 10

    def __post_init__(self) -> None:
        if not 1 <= self.stages <= 20:
            raise ValueError(f"stages must be in 1..20, got {self.stages}")
        if not 1 <= self.max_time <= 1000:
            raise ValueError(f"max_time must be in 1..1000, got {self.max_time}")


class Kinematics(Bootcamp):
    id = "science/kinematics"
    description = "Total distance of a multi-stage trip with constant acceleration in each stage"
    Config = Config
    LEVELS = {
        "1": Config(stages=1, max_time=30),
        "2": Config(stages=2, max_time=12),
        "3": Config(stages=3, max_time=15),
        "4": Config(stages=5, max_time=20),
        "5": Config(stages=8, max_time=30),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:  # accelerations that never make the speed negative (no turning back)
            speed = Fraction(rng.randint(0, 40))
            stages, ok = [], True
            for _ in range(config.stages):
                time = rng.randint(1, config.max_time)
                accel = Fraction(rng.randint(-8, 8), rng.choice((1, 2, 4)))
                if speed + accel * time < 0:
                    ok = False
                    break
                stages.append([str(accel), time])
                speed += accel * time
            if ok:
                data = {"v0": int(speed - sum(Fraction(a) * t for a, t in stages)), "stages": stages}
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        legs = []
        for i, (a, time) in enumerate(data["stages"]):
            a = Fraction(a)
            if a == 0:
                legs.append(f"{i + 1}) it keeps a constant speed for {time} s")
            else:
                verb = "accelerates" if a > 0 else "decelerates"
                legs.append(f"{i + 1}) it {verb} at {format_rational(abs(a))} m/s^2 for {time} s")
        text = rng.choice((
            "A cart moves in a straight line, starting at {v} m/s. Then: {legs}. How far does it travel in total?",
            "A car on a straight road has an initial speed of {v} m/s. In order: {legs}. What total distance does it cover?",
            "Starting at {v} m/s along a straight track, a train goes through these stages: {legs}. Find the total distance.",
        )).format(v=data["v0"], legs="; ".join(legs))
        note = " In each stage the acceleration is constant: distance = v*t + a*t^2/2 and the speed becomes v + a*t."
        return f"{text}{note}\n{answer_instruction('the exact distance in metres, as an integer, a decimal or a reduced fraction a/b')}"

    def check(self, data: dict, answer: str, text: str) -> float:
        text = text.strip()
        for unit in ("metres", "meters", "m"):
            if text.endswith(unit):
                text = text[: -len(unit)].strip()
                break
        value = read_rational(text, decimal=True, fraction=True, reduced=True)
        return 1.0 if value is not None and value == Fraction(answer) else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        v = Fraction(t.fetch("v0", data["v0"]))
        total = Fraction(0)
        for i, (a, time) in enumerate(data["stages"]):
            t.state(f"stage {i + 1}")
            acc, dt = Fraction(t.fetch(f"a[{i}]", a)), t.fetch(f"t[{i}]", time)
            step = t.compute("d", v * dt + acc * dt * dt / 2, why=f"{v}*{dt} + {acc}*{dt}^2/2")
            total = t.compute("total", total + step)
            v = t.compute("v", v + acc * dt, why="v + a*t")
        t.state("answer")
        return t.compute("answer", format_rational(total))

    def solve(self, data: dict) -> str:
        # area under the speed-time graph: each stage is a trapezoid
        v, area = Fraction(data["v0"]), Fraction(0)
        for a, time in data["stages"]:
            end = v + Fraction(a) * time
            area += (v + end) * time / 2
            v = end
        return format_rational(area)


BOOTCAMP = Kinematics()
