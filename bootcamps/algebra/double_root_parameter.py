"""For which values of a parameter k does the quadratic (k + a) x^2 + (b k + c) x + (d k + e) = 0
have a repeated root? Its discriminant (bk + c)^2 - 4(k + a)(dk + e) is itself a quadratic (or
linear) polynomial in k: solve it, and drop a k that makes the leading coefficient k + a vanish
(the equation is then not a quadratic). The plain solver scans the candidate rationals u/v
(v dividing the k^2 coefficient) inside the root bound and keeps those where the discriminant
is 0 and k + a != 0."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import RationalSetAnswer, format_rational_set
from bootcamps.kit.numbers2 import ask, divisors
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_coefficient: int = 3

    def __post_init__(self) -> None:
        if not 1 <= self.max_coefficient <= 50:
            raise ValueError(f"max_coefficient must be in 1..50, got {self.max_coefficient}")


def discriminant_in_k(a: int, b: int, c: int, d: int, e: int) -> list[int]:
    """Coefficients (constant first) of (bk + c)^2 - 4(k + a)(dk + e) as a polynomial in k."""
    return [c * c - 4 * a * e, 2 * b * c - 4 * (e + a * d), b * b - 4 * d]


def _linear(coefficient: int, constant: int) -> str:
    return format_coeffs([constant, coefficient], "k")


_TEMPLATES = (
    "Find every value of the real parameter k for which the equation {eq} is a quadratic equation in x with a repeated (double) root.",
    "For which values of k does the quadratic {eq} have exactly one distinct real root (a double root)? The coefficient of x^2 must not be 0.",
    "Determine all k such that {eq} is quadratic in x and its two roots coincide.",
    "The equation {eq} is a quadratic in x. Find all values of k that make its discriminant zero (k must keep it quadratic).",
)


class DoubleRootParameter(RationalSetAnswer, Bootcamp):
    id = "algebra/double_root_parameter"
    description = "Values of a parameter giving a quadratic a double root (discriminant in k)"
    Config = Config
    min_distinct_prompts = {"1": 0.95}
    small_space_reason = 'level 1 coefficients are in -3..3 and must give rational k'
    LEVELS = {
        "1": Config(max_coefficient=4),
        "2": Config(max_coefficient=5),
        "3": Config(max_coefficient=8),
        "4": Config(max_coefficient=14),
        "5": Config(max_coefficient=25),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        m = config.max_coefficient
        while True:
            a, b, c, d, e = (rng.randint(-m, m) for _ in range(5))
            k0, k1, k2 = discriminant_in_k(a, b, c, d, e)
            if k2 == 0 and k1 == 0:
                continue
            if k2 != 0:
                disc = k1 * k1 - 4 * k2 * k0
                if disc < 0 or math.isqrt(disc) ** 2 != disc:
                    continue
            data = {"a": a, "b": b, "c": c, "d": d, "e": e}
            gold = self.solve(data)
            if gold:
                return data, gold

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b, c, d, e = (data[x] for x in "abcde")
        eq = f"({_linear(1, a)})x^2 + ({_linear(b, c)})x + ({_linear(d, e)}) = 0"
        eq = eq.replace("(0)x + ", "").replace(" + (0) = 0", " = 0")
        return ask(rng, _TEMPLATES, "every such k, separated by commas (each once), e.g. -3, 1/2", eq=eq)

    def format_answer(self, answer: list[str]) -> str:
        return format_rational_set(answer)

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("coefficients")
        a, b, c, d, e = (t.fetch(x, data[x]) for x in "abcde")
        t.state("discriminant in k")
        k0, k1, k2 = t.compute("[K0, K1, K2]", discriminant_in_k(a, b, c, d, e), why="(bk+c)^2 - 4(k+a)(dk+e), constant first")
        t.state("solve")
        if k2 == 0:
            if k1 == 0:
                raise ValueError("no equation left")  # only after an injected error
            roots = t.compute("roots", [Fraction(-k0, k1)], why="linear: -K0/K1")
        else:
            disc = t.compute("D_k", k1 * k1 - 4 * k2 * k0, why="K1^2 - 4 K2 K0")
            if disc < 0 or math.isqrt(disc) ** 2 != disc:
                raise ValueError("no rational roots")  # only after an injected error
            r = math.isqrt(disc)
            roots = t.compute("roots", sorted({Fraction(-k1 - r, 2 * k2), Fraction(-k1 + r, 2 * k2)}), why="(-K1 ± sqrt(D_k)) / 2K2")
        t.state("check")
        roots = t.fetch("roots", list(roots))
        leads = t.compute("k+a", [k + a for k in roots], why="the x^2 coefficient at each root")
        kept = t.compute("kept", [k for k, lead in zip(roots, leads) if lead != 0], why="drop a k that makes it not quadratic")
        t.state("answer")
        return [str(v) for v in t.compute("answer", list(t.fetch("kept", kept)))]

    def solve(self, data: dict) -> list[str]:
        a, b, c, d, e = (data[x] for x in "abcde")
        k0, k1, k2 = discriminant_in_k(a, b, c, d, e)
        lead, const = (k2, k0) if k2 else (k1, k0)
        if const == 0:
            candidates = {Fraction(0)} | ({Fraction(-k1, k2)} if k2 else set())
        else:  # rational roots u/v: u divides the constant, v the leading coefficient
            candidates = {Fraction(s * u, v) for u in divisors(abs(const)) for v in divisors(abs(lead)) for s in (1, -1)}
        found = [k for k in candidates if k0 + k1 * k + k2 * k * k == 0 and k + a != 0]
        return [str(k) for k in sorted(found)]


BOOTCAMP = DoubleRootParameter()
