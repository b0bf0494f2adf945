"""The fundamental solution of Pell's equation x^2 - D y^2 = 1 (D not a square): the least
x > 1, y > 0. The traced solver walks the continued fraction of sqrt(D) (m' = d a - m,
d' = (D - m'^2)/d, a' = (a0 + m')//d') while building the convergents p/q, and stops at the
first p^2 - D q^2 = 1; the plain solver tries y = 1, 2, ... at small D and otherwise squares
the convergent of an odd period (x + y sqrt(D))^2."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers3 import PairAnswer
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    min_d: int = 2
    max_d: int = 60
    max_digits: int = 12  # of x: a D whose fundamental solution is longer is drawn again

    def __post_init__(self) -> None:
        if not 2 <= self.min_d < self.max_d <= 100_000:
            raise ValueError(f"need 2 <= min_d < max_d <= 100000, got {self.min_d}, {self.max_d}")
        if not 3 <= self.max_digits <= 100:
            raise ValueError(f"max_digits must be in 3..100, got {self.max_digits}")


_TEMPLATES = (
    "Find the smallest solution in positive integers of Pell's equation x^2 - {d}y^2 = 1.",
    "Among all pairs of positive integers (x, y) with x² − {d}·y² = 1, give the one with the least x.",
    "What is the fundamental solution (x, y) of x^2 - {d} y^2 = 1, i.e. the solution in positive integers with x as small as possible?",
    "Pell's equation x^2 = {d}y^2 + 1 has infinitely many solutions in positive integers. Give the smallest one.",
    "Find positive integers x and y with x^2 - {d}*y^2 = 1 such that x is minimal.",
)


class PellEquation(PairAnswer, Bootcamp):
    id = "number_theory/pell_equation"
    description = "Fundamental solution of Pell's equation x^2 - D y^2 = 1"
    Config = Config
    min_distinct_prompts = {"1": 0.15, "2": 0.4, "3": 0.8, "4": 0.92}
    small_space_reason = "a case is one non-square D; level 1 and 2 ranges hold a few dozen to a hundred of them"
    LEVELS = {
        "1": Config(min_d=2, max_d=40, max_digits=6),
        "2": Config(min_d=20, max_d=150, max_digits=10),
        "3": Config(min_d=100, max_d=700, max_digits=15),
        "4": Config(min_d=500, max_d=3000, max_digits=25),
        "5": Config(min_d=2000, max_d=20000, max_digits=40),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            d = rng.randint(config.min_d, config.max_d)
            if math.isqrt(d) ** 2 != d:
                x, y = self.solve({"d": d})
                if len(str(x)) <= config.max_digits:
                    return {"d": d, "template": rng.randrange(len(_TEMPLATES))}, [str(x), str(y)]  # the wording is part of the case: equal data means equal prompts in this small space

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, (_TEMPLATES[data["template"]],), "the pair (x, y), e.g. (3, 2)", d=data["d"])

    def format_answer(self, answer: list) -> str:
        return f"({answer[0]}, {answer[1]})"

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("start")
        d = t.fetch("D", data["d"])
        a0 = t.compute("a0", math.isqrt(d), why="floor(sqrt(D))")
        m, den, a = 0, 1, a0
        p_prev, p = 1, a0
        q_prev, q = 0, 1
        k = 0
        while True:
            t.state(f"convergent {k}")
            p = t.fetch("p", p)
            q = t.fetch("q", q)
            value = t.compute("p^2-Dq^2", p * p - d * q * q)
            if not t.goto(value != 1, why="continue until p^2 - D q^2 = 1"):
                break
            m = t.compute("m", den * a - m, why="d*a-m")
            den = t.compute("d", (d - m * m) // den, why="(D-m^2)/d")
            if den == 0:
                raise ValueError("continued fraction broke down")  # only after an injected error
            a = t.compute("a", (a0 + m) // den, why="(a0+m)//d")
            p_prev, p = p, t.compute("p'", a * p + p_prev, why="a*p+p_prev")
            q_prev, q = q, t.compute("q'", a * q + q_prev, why="a*q+q_prev")
            k += 1
        t.state("answer")
        return [t.compute("x", str(p)), t.compute("y", str(q))]

    def solve(self, data: dict) -> tuple[int, int]:
        d = data["d"]
        for y in range(1, 300):  # small fundamental solutions: search directly
            x = math.isqrt(d * y * y + 1)
            if x * x == d * y * y + 1:
                return x, y
        # else the period route: the convergent before the end of the first period
        a0 = math.isqrt(d)
        m, den, a = 0, 1, a0
        terms = []
        while a != 2 * a0:
            m = den * a - m
            den = (d - m * m) // den
            a = (a0 + m) // den
            terms.append(a)
        h, h1, k, k1 = a0, 1, 1, 0
        for a in terms[:-1]:
            h, h1 = a * h + h1, h
            k, k1 = a * k + k1, k
        if len(terms) % 2 == 0:
            return h, k
        return h * h + d * k * k, 2 * h * k  # odd period: (x + y√D)^2


BOOTCAMP = PellEquation()
