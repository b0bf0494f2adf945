"""A functional equation with one unknown function that pairs x with a partner point:
a f(x) + b f(c - x) = p x + q, or a f(x) + b f(1/x) = p x + q / x (x != 0). Substituting the
partner for x gives a second equation; solving the 2x2 system yields f at the asked point."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer

KINDS = ("reflect", "invert")


@dataclass(frozen=True)
class Config:
    max_coefficient: int = 3
    max_value: int = 9
    kinds: tuple = ("reflect",)

    def __post_init__(self) -> None:
        if not 1 <= self.max_coefficient <= 50 or not 1 <= self.max_value <= 1000:
            raise ValueError(f"need max_coefficient in 1..50 and max_value in 1..1000, got {self.max_coefficient}, {self.max_value}")
        if not self.kinds or any(k not in KINDS for k in self.kinds):
            raise ValueError(f"kinds must be a non-empty tuple of {KINDS}, got {self.kinds}")


_TEMPLATES = (
    "A function f satisfies {eq} for every {domain}. Find f({t}).",
    "Suppose {eq} holds for all {domain}. What is f({t})?",
    "The function f is defined on {domain_plural} and obeys {eq} for each {domain}. Compute f({t}).",
    "Given that {eq} for all {domain}, determine the value of f({t}).",
)


def _side(p: int, q: int, kind: str) -> str:
    second = "" if q == 0 else (str(q) if kind == "reflect" else f"{q}/x")
    first = "" if p == 0 else ("x" if p == 1 else "-x" if p == -1 else f"{p}x")
    if not first:
        return second or "0"
    if not second:
        return first
    return f"{first} - {second.lstrip('-')}" if q < 0 else f"{first} + {second}"


def _coefficient(a: int, term: str) -> str:
    return term if a == 1 else f"-{term}" if a == -1 else f"{a}{term}"


class FunctionalEquation(ExactRationalAnswer, Bootcamp):
    id = "algebra/functional_equation"
    description = "Solve a f(x) + b f(partner of x) = given expression for one value of f"
    Config = Config
    LEVELS = {
        "1": Config(max_coefficient=3, max_value=12, kinds=("reflect",)),
        "2": Config(max_coefficient=5, max_value=15, kinds=("reflect", "invert")),
        "3": Config(max_coefficient=7, max_value=25, kinds=("reflect", "invert")),
        "4": Config(max_coefficient=12, max_value=60, kinds=("reflect", "invert")),
        "5": Config(max_coefficient=25, max_value=200, kinds=("reflect", "invert")),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        kind = rng.choice(config.kinds)
        while True:
            a = rng.choice([v for v in range(-config.max_coefficient, config.max_coefficient + 1) if v])
            b = rng.choice([v for v in range(-config.max_coefficient, config.max_coefficient + 1) if v])
            if a * a != b * b:
                break
        p = rng.choice([v for v in range(-config.max_value, config.max_value + 1) if v])
        q = rng.randint(-config.max_value, config.max_value)
        c = rng.randint(-config.max_value // 2, config.max_value // 2) if kind == "reflect" else 0
        t = rng.choice([v for v in range(-config.max_value // 2 - 1, config.max_value // 2 + 2) if v])
        if kind == "invert" and rng.random() < 0.4:
            t = format_rational(Fraction(rng.choice((-1, 1)), rng.randint(2, 9)))
        data = {"kind": kind, "a": a, "b": b, "c": c, "p": p, "q": q, "t": str(t)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        a, b, kind = data["a"], data["b"], data["kind"]
        partner = ("f(-x)" if data["c"] == 0 else f"f({data['c']} - x)") if kind == "reflect" else "f(1/x)"
        left = f"{_coefficient(a, 'f(x)')} {'-' if b < 0 else '+'} {_coefficient(abs(b), partner)}"
        eq = f"{left} = {_side(data['p'], data['q'], kind)}"
        domain = "real x" if kind == "reflect" else "real x other than 0"
        plural = "the real numbers" if kind == "reflect" else "the non-zero real numbers"
        return ask(rng, _TEMPLATES, "an exact integer or reduced fraction", eq=eq, domain=domain, domain_plural=plural, t=data["t"])

    def program(self, t: Tracer, data: dict) -> str:
        a, b, p, q, kind = data["a"], data["b"], data["p"], data["q"], data["kind"]
        t.state("the point and its partner")
        x = Fraction(t.fetch("t", data["t"]))
        if kind == "reflect":
            y = t.compute("partner", Fraction(data["c"]) - x, why="c - t")
        else:
            if x == 0:
                raise ValueError("t is 0 after an injected error")
            y = t.compute("partner", 1 / x, why="1 / t")
        t.state("two equations")
        x, y = Fraction(t.fetch("t", x)), Fraction(t.fetch("partner", y))
        # right-hand side g(x): p x + q, or p x + q / x
        g_x = t.compute("g(t)", p * x + (q if kind == "reflect" else q / x if x else Fraction(0)), why="a f(t) + b f(partner)")
        g_y = t.compute("g(partner)", p * y + (q if kind == "reflect" else q / y if y else Fraction(0)), why="a f(partner) + b f(t)")
        t.state("eliminate f(partner)")
        g_x, g_y = Fraction(t.fetch("g(t)", g_x)), Fraction(t.fetch("g(partner)", g_y))
        top = t.compute("numerator", a * g_x - b * g_y, why="a times the first minus b times the second")
        bottom = t.compute("denominator", a * a - b * b, why="a^2 - b^2")
        if bottom == 0:
            raise ValueError("singular after an injected error")
        return t.compute("answer", format_rational(Fraction(top) / bottom), why="f(t)")

    def solve(self, data: dict) -> str:
        # f is linear in the two basis functions: f(x) = u x + v (reflect) or u x + v / x (invert);
        # match coefficients of a f(x) + b f(partner) with p x + q (or p x + q/x)
        a, b, c, p, q = (Fraction(data[k]) for k in ("a", "b", "c", "p", "q"))
        x = Fraction(data["t"])
        if data["kind"] == "reflect":
            # a(u x + v) + b(u (c - x) + v): x-coefficient (a - b) u, constant b c u + (a + b) v
            u = p / (a - b)
            v = (q - b * c * u) / (a + b)
            return format_rational(u * x + v)
        # a(u x + v/x) + b(u/x + v x): x-coefficient a u + b v, 1/x-coefficient a v + b u
        determinant = a * a - b * b
        u = (a * p - b * q) / determinant
        v = (a * q - b * p) / determinant
        return format_rational(u * x + v / x)


BOOTCAMP = FunctionalEquation()
