"""Solve a quadratic equation written with terms on both sides, (p x + q)(r x + s) plus or
minus other terms, whose roots are rational: collect into a x^2 + b x + c = 0, then the
discriminant (a perfect square by construction) and the quadratic formula. The answer is the
set of real solutions, each once (a double root is written once)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import RationalSetAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import format_coeffs, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_root_num: int = 6
    max_root_den: int = 1
    max_scale: int = 1
    moved_terms: int = 0  # terms of the collected form moved to the right-hand side

    def __post_init__(self) -> None:
        if not 1 <= self.max_root_num <= 200 or not 1 <= self.max_root_den <= 20 or not 1 <= self.max_scale <= 20:
            raise ValueError(f"need max_root_num in 1..200, max_root_den in 1..20, max_scale in 1..20, got {self}")
        if not 0 <= self.moved_terms <= 3:
            raise ValueError(f"moved_terms must be in 0..3, got {self.moved_terms}")


_TEMPLATES = (
    "Solve for x: {eq}",
    "Find every real x with {eq}.",
    "Which real numbers x satisfy the equation {eq}?",
    "Determine all real solutions of {eq}.",
    "The equation {eq} is quadratic in x. Find its real roots.",
)
_FORM = "the distinct solutions, each once, separated by commas, as integers or reduced fractions, e.g. -3/2, 4"


def _root(rng: random.Random, config: Config) -> Fraction:
    return Fraction(rng.randint(-config.max_root_num, config.max_root_num), rng.randint(1, config.max_root_den))


def _side(coeffs: list[int]) -> str:
    return format_coeffs(coeffs) if any(coeffs) else "0"


class QuadraticRoots(RationalSetAnswer, Bootcamp):
    id = "algebra/quadratic_roots"
    description = "Rational roots of a quadratic equation with terms on both sides, as a set"
    Config = Config
    lowest_terms = True  # the prompt asks for reduced fractions
    LEVELS = {
        "1": Config(max_root_num=12, max_root_den=1, max_scale=1, moved_terms=1),
        "2": Config(max_root_num=12, max_root_den=1, max_scale=3, moved_terms=1),
        "3": Config(max_root_num=9, max_root_den=4, max_scale=3, moved_terms=2),
        "4": Config(max_root_num=15, max_root_den=6, max_scale=4, moved_terms=3),
        "5": Config(max_root_num=40, max_root_den=9, max_scale=6, moved_terms=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        r1, r2 = _root(rng, config), _root(rng, config)
        if rng.random() < 0.1:
            r2 = r1  # a double root now and then
        # k (d1 x - n1)(d2 x - n2) has integer coefficients and the roots r1, r2
        k = rng.choice((-1, 1)) * rng.randint(1, config.max_scale)
        a = k * r1.denominator * r2.denominator
        b = -k * (r1.numerator * r2.denominator + r2.numerator * r1.denominator)
        c = k * r1.numerator * r2.numerator
        collected = [c, b, a]  # constant first
        right = [0, 0, 0]
        for power in rng.sample(range(3), config.moved_terms):
            right[power] = rng.choice((-1, 1)) * rng.randint(1, 9)
        left = [collected[i] + right[i] for i in range(3)]
        if left[2] == 0:
            left[2], right[2] = collected[2] + 1, 1
        data = {"left": left, "right": right}
        return data, sorted({format_rational(r1), format_rational(r2)}, key=Fraction)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, eq=f"{_side(data['left'])} = {_side(data['right'])}")

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("collect terms")
        left = t.fetch("left", data["left"])
        right = t.fetch("right", data["right"])
        c, b, a = t.compute("cba", [left[i] - right[i] for i in range(3)], why="left minus right, constant first")
        t.state("discriminant")
        a, b, c = t.fetch("a", a), t.fetch("b", b), t.fetch("c", c)
        disc = t.compute("D", b * b - 4 * a * c, why="b^2 - 4ac")
        if disc < 0 or a == 0:
            raise ValueError("no real roots after an injected error")
        root = t.compute("sqrtD", math.isqrt(disc), why="square root of D")
        t.state("roots")
        root, b, a = t.fetch("sqrtD", root), t.fetch("b", b), t.fetch("a", a)
        x1 = t.compute("x1", Fraction(-b - root, 2 * a), why="(-b - sqrtD) / (2a)")
        x2 = t.compute("x2", Fraction(-b + root, 2 * a), why="(-b + sqrtD) / (2a)")
        roots = t.compute("answer", sorted({x1, x2}), why="distinct roots, ascending")
        return [format_rational(x) for x in roots]

    def solve(self, data: dict) -> list[str]:
        # rational root test on the integer polynomial: x = p/q with p | c, q | a
        c, b, a = (l - r for l, r in zip(data["left"], data["right"]))
        if c == 0:
            return sorted({"0", format_rational(Fraction(-b, a))}, key=Fraction)
        found = set()
        for p in _divisors(abs(c)):
            for q in _divisors(abs(a)):
                for x in (Fraction(p, q), Fraction(-p, q)):
                    if a * x * x + b * x + c == 0:
                        found.add(x)
        return [format_rational(x) for x in sorted(found)]


def _divisors(n: int) -> list[int]:
    return [d for d in range(1, n + 1) if n % d == 0]


BOOTCAMP = QuadraticRoots()
