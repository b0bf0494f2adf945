"""Radical equations sqrt(a x + b) = c x + d (the root written on either side, sometimes with a
constant moved across): square both sides, solve the quadratic, and keep only the roots at
which c x + d >= 0 (squaring adds extraneous roots). The plain solver tries every integer
x in a window and checks the original equation exactly (the generator builds integer roots)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import RationalSetAnswer, format_rational_set
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_slope: int = 1
    max_root: int = 6

    def __post_init__(self) -> None:
        if not 1 <= self.max_slope <= 20 or not 2 <= self.max_root <= 200:
            raise ValueError(f"need max_slope in 1..20 and max_root in 2..200, got {self}")


_TEMPLATES = (
    "Solve for real x: {eq}.",
    "Find every real solution of the equation {eq}.",
    "Which real numbers x satisfy {eq}? (√ is the non-negative square root.)",
    "Solve {eq} over the reals, discarding any extraneous roots.",
)


def _is_square(n: int) -> bool:
    return n >= 0 and math.isqrt(n) ** 2 == n


class RadicalEquation(RationalSetAnswer, Bootcamp):
    id = "algebra/radical_equation"
    description = "Equations sqrt(ax + b) = cx + d: square, solve, reject extraneous roots"
    Config = Config
    min_distinct_prompts = {"1": 0.96}
    small_space_reason = 'level 1 slopes are 1 and roots small'
    LEVELS = {
        "1": Config(max_slope=1, max_root=8),
        "2": Config(max_slope=2, max_root=10),
        "3": Config(max_slope=3, max_root=15),
        "4": Config(max_slope=5, max_root=25),
        "5": Config(max_slope=8, max_root=60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            c = rng.choice([s for s in range(-config.max_slope, config.max_slope + 1) if s])
            d = rng.randint(-config.max_root, config.max_root)
            r1, r2 = rng.sample(range(-config.max_root, config.max_root + 1), 2)
            # (c x + d)^2 - (a x + b) = c^2 (x - r1)(x - r2)
            a = 2 * c * d + c * c * (r1 + r2)
            b = d * d - c * c * r1 * r2
            good = [r for r in (r1, r2) if c * r + d >= 0]
            if a != 0 and good:
                break
        data = {"a": a, "b": b, "c": c, "d": d, "shift": rng.randint(-5, 5) if rng.random() < 0.4 else 0, "flip": rng.random() < 0.5}
        return data, [str(r) for r in sorted(good)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        root = f"√({format_coeffs([data['b'], data['a']])})"
        linear = format_coeffs([data["d"] + data["shift"], data["c"]])
        if data["shift"]:
            root += f" + {data['shift']}" if data["shift"] > 0 else f" - {-data['shift']}"
        eq = f"{linear} = {root}" if data["flip"] else f"{root} = {linear}"
        return ask(rng, _TEMPLATES, "every solution, separated by commas (each once), e.g. -2, 7", eq=eq)

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("isolate")
        a, b, c, d = (t.fetch(k, data[k]) for k in "abcd")
        t.state("square")
        quad = t.compute("[C, B, A]", [d * d - b, 2 * c * d - a, c * c], why="(cx+d)^2 - (ax+b), constant first")
        t.state("solve")
        cc, bb, aa = quad
        disc = t.compute("D", bb * bb - 4 * aa * cc, why="B^2 - 4AC")
        if disc < 0 or not _is_square(disc) or aa == 0:
            raise ValueError("no rational roots")  # only after an injected error
        root = math.isqrt(disc)
        candidates = t.compute("candidates", sorted({Fraction(-bb - root, 2 * aa), Fraction(-bb + root, 2 * aa)}))
        kept = []
        for i, x in enumerate(candidates):
            t.state(f"check {i + 1}")
            x = t.fetch("x", x)
            right = t.compute("cx+d", c * x + d, why="the root is >= 0, so this must be too")
            if t.goto(right >= 0, why="keep when cx+d >= 0"):
                kept.append(x)
        t.state("answer")
        return [str(v) for v in t.compute("solutions", list(kept))]

    def format_answer(self, answer: list[str]) -> str:
        return format_rational_set(answer)

    def solve(self, data: dict) -> list[str]:
        a, b, c, d = data["a"], data["b"], data["c"], data["d"]
        found = []
        for x in range(-1000, 1001):
            inside, right = a * x + b, c * x + d
            if inside >= 0 and right >= 0 and right * right == inside:
                found.append(str(x))
        return found


BOOTCAMP = RadicalEquation()
