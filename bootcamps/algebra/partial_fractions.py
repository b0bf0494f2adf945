"""Partial fractions: N(x) / ((x - r1)(x - r2)...(x - rn)) with distinct integer roots and
deg N < n equals A1/(x - r1) + ... + An/(x - rn); find the Ai. From level 3 the denominator is
given expanded, so it must be factored first. The traced solver uses the cover-up rule
Ai = N(ri) / prod_{j != i} (ri - rj); the plain solver matches coefficients in a linear system."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import solve_exact
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import format_coeffs, format_rational, read_rational_list
from bootcamps.trace import Tracer

NAMES = ("A", "B", "C", "D", "E", "F")


@dataclass(frozen=True)
class Config:
    factors: int = 2
    max_root: int = 5
    max_coefficient: int = 6
    expanded: bool = False  # denominator written as an expanded polynomial

    def __post_init__(self) -> None:
        if not 2 <= self.factors <= len(NAMES):
            raise ValueError(f"factors must be in 2..{len(NAMES)}, got {self.factors}")
        if not self.factors <= 2 * self.max_root + 1 or self.max_root > 50 or not 1 <= self.max_coefficient <= 100:
            raise ValueError(f"need enough distinct roots in -max_root..max_root and max_coefficient in 1..100, got {self}")


_TEMPLATES = (
    "Decompose into partial fractions: {f} = {decomposition}. Find {names}.",
    "Find the constants {names} such that {f} = {decomposition} for all x where both sides are defined.",
    "Write the rational function {f} as {decomposition}. What are {names}?",
    "Determine {names} in the partial fraction decomposition {f} = {decomposition}.",
)


def _linear(root: int) -> str:
    return "x" if root == 0 else f"x - {root}" if root > 0 else f"x + {-root}"


def _expand(roots: list[int]) -> list[int]:
    coefficients = [1]
    for r in roots:  # multiply by (x - r)
        coefficients = [(coefficients[i - 1] if i else 0) - r * (coefficients[i] if i < len(coefficients) else 0) for i in range(len(coefficients) + 1)]
    return coefficients


class PartialFractions(Bootcamp):
    id = "algebra/partial_fractions"
    description = "Partial fraction coefficients over distinct linear factors (denominator factored or expanded)"
    Config = Config
    LEVELS = {
        "1": Config(factors=2, max_root=6, max_coefficient=9, expanded=False),
        "2": Config(factors=3, max_root=6, max_coefficient=9, expanded=False),
        "3": Config(factors=3, max_root=6, max_coefficient=9, expanded=True),
        "4": Config(factors=4, max_root=7, max_coefficient=12, expanded=True),
        "5": Config(factors=5, max_root=8, max_coefficient=15, expanded=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        roots = sorted(rng.sample(range(-config.max_root, config.max_root + 1), config.factors))
        while True:
            numerator = [rng.randint(-config.max_coefficient, config.max_coefficient) for _ in range(config.factors)]
            if all(_eval(numerator, r) != 0 for r in roots):  # every term survives
                break
        data = {"roots": roots, "numerator": numerator, "expanded": config.expanded}
        return data, [format_rational(v) for v in _cover_up(numerator, roots)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        roots = data["roots"]
        n = len(roots)
        denominator = f"({format_coeffs(_expand(roots))})" if data["expanded"] else "".join(f"({_linear(r)})" for r in roots)
        f = f"({format_coeffs(data['numerator'])}) / {denominator}"
        form = " + ".join(f"{NAMES[i]}/({_linear(r)})" for i, r in enumerate(roots))
        names = ", ".join(NAMES[:n])
        example = ", ".join(f"{name} = {v}" for name, v in zip(NAMES[:n], ("2", "-1/3", "5", "0", "7/2", "1")))
        return ask(rng, _TEMPLATES, f"{names} in that order, as integers or reduced fractions, e.g. {example}", f=f, decomposition=form, names=names)

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(f"{name} = {v}" for name, v in zip(NAMES, answer))

    def check(self, data: dict, answer: list[str], text: str) -> float:
        n = len(answer)
        if len(text) > 60 * n + 40:
            return 0.0
        values = read_rational_list(text, n, names=NAMES[:n], decimal=False, reduced=True)
        return 1.0 if values is not None and values == [Fraction(v) for v in answer] else 0.0

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        out = []
        for _ in range(3):
            values = [Fraction(v) for v in case.answer]
            values[rng.randrange(len(values))] += rng.choice((-1, 1))
            out.append(self.format_answer([format_rational(v) for v in values]))
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        roots, numerator = data["roots"], data["numerator"]
        values = []
        for i, r in enumerate(roots):
            t.state(f"cover up {_linear(r)}")
            root = t.fetch(f"r[{i}]", r)
            top = t.compute("N(r)", _eval(numerator, root), why=f"numerator at x = r[{i}]")
            bottom = 1
            for j, other in enumerate(roots):
                if j != i:
                    bottom *= root - other
            bottom = t.compute("rest", bottom, why="product of (r - other root) over the other factors")
            if bottom == 0:
                raise ValueError("zero factor after an injected error")
            values.append(t.compute(NAMES[i], Fraction(top, bottom), why="N(r) / rest"))
        return [format_rational(v) for v in values]

    def solve(self, data: dict) -> list[str]:
        # N(x) = sum_i A_i prod_{j != i} (x - r_j): match the n coefficients
        roots, numerator = data["roots"], data["numerator"]
        n = len(roots)
        columns = [_expand([r for j, r in enumerate(roots) if j != i]) for i in range(n)]
        matrix = [[columns[i][power] for i in range(n)] for power in range(n)]
        return [format_rational(v) for v in solve_exact(matrix, numerator)]


def _eval(coefficients: list[int], x: int) -> int:
    total = 0
    for c in reversed(coefficients):
        total = total * x + c
    return total


def _cover_up(numerator: list[int], roots: list[int]) -> list[Fraction]:
    out = []
    for i, r in enumerate(roots):
        bottom = 1
        for j, other in enumerate(roots):
            if j != i:
                bottom *= r - other
        out.append(Fraction(_eval(numerator, r), bottom))
    return out


BOOTCAMP = PartialFractions()
