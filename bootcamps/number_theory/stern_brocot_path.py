"""The path to a positive fraction p/q in the Stern-Brocot tree, as a word of L (left) and R
(right) moves from the root 1/1. The traced solver walks the tree: it keeps the bounds
a/b < x < c/d, compares p/q with the mediant (a+c)/(b+d) and moves. The plain solver reads the
run lengths off the continued fraction of p/q: [a0; a1, ..., an] gives R^a0 L^a1 R^a2 ...,
the last run shortened by one."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from bootcamps.api import Bootcamp
from bootcamps.kit.literal import ExactStringAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_value: int = 20  # numerator and denominator up to this
    max_steps: int = 12

    def __post_init__(self) -> None:
        if not 6 <= self.max_value <= 10**6:
            raise ValueError(f"max_value must be in 6..10**6, got {self.max_value}")
        if not 3 <= self.max_steps <= 200:
            raise ValueError(f"max_steps must be in 3..200, got {self.max_steps}")


_TEMPLATES = (
    "In the Stern-Brocot tree the root is 1/1 and each node between the bounds a/b and c/d (starting from 0/1 and 1/0) is the mediant (a+c)/(b+d); its left child lies below it and its right child above it. Write the path from the root to {p}/{q} as a string of L and R.",
    "Starting at 1/1 with bounds 0/1 and 1/0, repeatedly compare the target {p}/{q} with the current mediant of the bounds: go L if the target is smaller (the mediant becomes the upper bound) or R if it is larger (it becomes the lower bound), and stop when the mediant equals the target. Give the moves as a word of L and R letters.",
    "Give the Stern-Brocot encoding of the fraction {p}/{q}: the sequence of left (L) and right (R) turns leading from the root 1/1 down to {p}/{q}, where every node is the mediant of its two nearest ancestors' bounds (the tree starts between 0/1 and 1/0).",
)
_FORM = "a word of capital letters L and R with no spaces, e.g. RRLRL"


class SternBrocotPath(ExactStringAnswer, Bootcamp):
    id = "number_theory/stern_brocot_path"
    description = "The L/R path from 1/1 to a fraction in the Stern-Brocot tree"
    Config = Config
    LEVELS = {
        "1": Config(500, 14),
        "2": Config(1000, 20),
        "3": Config(5000, 28),
        "4": Config(50000, 40),
        "5": Config(500000, 60),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            p, q = rng.randint(1, config.max_value), rng.randint(1, config.max_value)
            if math.gcd(p, q) == 1 and (p, q) != (1, 1):
                data = {"p": p, "q": q}
                path = self.solve(data)
                if 3 <= len(path) <= config.max_steps:
                    return data, path

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, p=data["p"], q=data["q"])

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        p, q = t.fetch("p", data["p"]), t.fetch("q", data["q"])
        low, high = t.compute("low", [0, 1]), t.compute("high", [1, 0])
        path = ""
        for step in range(400):
            t.state(f"step {step}")
            low, high = t.fetch("low", low), t.fetch("high", high)
            mediant = t.compute("mediant", [low[0] + high[0], low[1] + high[1]], why="(a+c)/(b+d)")
            side = t.compute("compare", (p * mediant[1] > mediant[0] * q) - (p * mediant[1] < mediant[0] * q), why="sign of p/q minus the mediant")
            if side == 0:
                break
            if side < 0:
                high = t.compute("high", mediant, why="target is smaller: go L")
                path = t.compute("path", path + "L")
            else:
                low = t.compute("low", mediant, why="target is larger: go R")
                path = t.compute("path", path + "R")
        else:
            raise ValueError("no end after an injected error")
        return t.compute("answer", path)

    def solve(self, data: dict) -> str:
        p, q, terms = data["p"], data["q"], []
        while q:
            terms.append(p // q)
            p, q = q, p % q
        terms[-1] -= 1
        return "".join(("R" if i % 2 == 0 else "L") * a for i, a in enumerate(terms))


BOOTCAMP = SternBrocotPath()
