"""Logarithmic equations with exact answers: log_b(x + p) + log_b(x + q) = k (combine into one
logarithm, solve the quadratic (x + p)(x + q) = b^k, and reject the root where an argument is
not positive) or log_b(x + p) - log_b(x + q) = k (a linear equation x + p = b^k (x + q), then
check the domain). The plain solver tests the candidate arguments directly: for the sum, the
factor pairs (u, v) of b^k with u - v = p - q; for the difference, the one x it forces."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import RationalSetAnswer, format_rational_set
from bootcamps.kit.numbers2 import ask, divisors
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    bases: tuple[int, ...] = (2, 3)
    max_power: int = 3
    max_shift: int = 6
    kinds: tuple[str, ...] = ("sum",)

    def __post_init__(self) -> None:
        if not self.bases or any(b < 2 or b > 20 for b in self.bases) or not 1 <= self.max_power <= 12:
            raise ValueError(f"need bases in 2..20 and max_power in 1..12, got {self}")
        if not 1 <= self.max_shift <= 1000 or not self.kinds or any(k not in ("sum", "difference") for k in self.kinds):
            raise ValueError(f"need max_shift in 1..1000 and kinds from sum, difference, got {self}")


def _shift(p: int) -> str:
    return "x" if p == 0 else f"x + {p}" if p > 0 else f"x - {-p}"


_TEMPLATES = (
    "Solve for real x: {eq}.",
    "Find all real solutions of {eq}.",
    "Which real x satisfy {eq}? (Logarithms are real, so their arguments must be positive.)",
    "Solve the logarithmic equation {eq}.",
)


class LogEquation(RationalSetAnswer, Bootcamp):
    id = "algebra/log_equation"
    description = "Logarithmic equations log_b(x+p) ± log_b(x+q) = k with the domain check"
    Config = Config
    min_distinct_prompts = {"1": 0.7, "2": 0.93, "3": 0.97}
    small_space_reason = 'the solution and two shifts at level 1: a few hundred equations'
    LEVELS = {
        "1": Config(bases=(2, 3, 10), max_power=3, max_shift=8, kinds=("sum",)),
        "2": Config(bases=(2, 3, 5, 10), max_power=4, max_shift=15, kinds=("sum", "difference")),
        "3": Config(bases=(2, 3, 4, 5, 6, 7), max_power=5, max_shift=40, kinds=("sum", "difference")),
        "4": Config(bases=(2, 3, 5, 6, 7, 10, 12), max_power=7, max_shift=150, kinds=("sum", "difference")),
        "5": Config(bases=(2, 3, 5, 6, 7, 11, 12, 13), max_power=9, max_shift=1000, kinds=("sum", "difference")),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        base = rng.choice(config.bases)
        kind = rng.choice(config.kinds)
        k = rng.randint(1, config.max_power)
        while kind == "difference" and base**k > 50 * config.max_shift and k > 1:
            k -= 1  # keep x + p = b^k (x + q) readable
        while True:
            x = rng.randint(-config.max_shift, config.max_shift)  # the solution
            if kind == "sum":
                i = rng.randint(0, k)
                u, v = base**i, base ** (k - i)  # x + p = u, x + q = v
            else:
                v = rng.randint(1, 3)
                u = base**k * v  # x + p = b^k (x + q)
            p, q = u - x, v - x
            data = {"base": base, "k": k, "p": p, "q": q, "kind": kind}
            if p != q:
                return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        b, k = data["base"], data["k"]
        sign = "+" if data["kind"] == "sum" else "-"
        log = "log" if b == 10 and rng.random() < 0.5 else f"log_{b}"
        eq = f"{log}({_shift(data['p'])}) {sign} {log}({_shift(data['q'])}) = {k}"
        note = " (log means the base-10 logarithm)" if log == "log" else ""
        return ask(rng, _TEMPLATES, "every solution, separated by commas (each once), e.g. 6", eq=eq + note)

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("setup")
        b, k, p, q = t.fetch("b", data["base"]), t.fetch("k", data["k"]), t.fetch("p", data["p"]), t.fetch("q", data["q"])
        if k < 0:
            raise ValueError("negative exponent")  # only after an injected error
        power = t.compute("b^k", b**k)
        if data["kind"] == "sum":
            t.state("quadratic")
            quad = t.compute("[C, B, A]", [p * q - power, p + q, 1], why="(x+p)(x+q) = b^k, constant first")
            disc = t.compute("D", quad[1] ** 2 - 4 * quad[0], why="B^2 - 4C")
            if disc < 0 or math.isqrt(disc) ** 2 != disc:
                raise ValueError("no rational roots")  # only after an injected error
            root = math.isqrt(disc)
            candidates = t.compute("candidates", sorted({Fraction(-quad[1] - root, 2), Fraction(-quad[1] + root, 2)}))
        else:
            t.state("linear")
            slope, const = t.compute("[b^k - 1, p - b^k q]", [power - 1, p - power * q], why="x + p = b^k (x + q)  =>  (b^k - 1) x = p - b^k q")
            t.state("solve")
            if slope == 0:
                raise ValueError("degenerate")  # only after an injected error
            candidates = t.compute("candidates", [Fraction(const, slope)])
        kept = []
        for i, x in enumerate(candidates):
            t.state(f"domain {i + 1}")
            x = t.fetch("x", x)
            smaller = t.compute("min argument", min(x + p, x + q), why="both arguments must be positive")
            if t.goto(smaller > 0, why="keep when both are positive"):
                kept.append(x)
        t.state("answer")
        return [str(v) for v in t.compute("solutions", list(kept))]

    def format_answer(self, answer: list[str]) -> str:
        return format_rational_set(answer)

    def solve(self, data: dict) -> list[str]:
        b, k, p, q = data["base"], data["k"], data["p"], data["q"]
        power = b**k
        if data["kind"] == "difference":
            x = Fraction(p - power * q, power - 1)
            return [str(x)] if x + q > 0 and x + p > 0 else []
        found = set()
        for u in divisors(power):  # x + p = u > 0, x + q = power / u > 0
            if u - p == power // u - q:
                found.add(u - p)
        return [str(x) for x in sorted(found)]


BOOTCAMP = LogEquation()
