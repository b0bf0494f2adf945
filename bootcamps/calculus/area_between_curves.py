"""The total area enclosed between two polynomial curves y = f(x) and y = g(x), from their
first to their last crossing: find where f - g vanishes (integer roots, by the rational root
test), then add |∫ (f - g)| over each stretch between consecutive crossings."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.kit.poly import format_coeffs
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    crossings: int = 2
    g_degree: int = 1
    root_range: int = 4
    spread: int = 4

    def __post_init__(self) -> None:
        if self.crossings not in (2, 3) or not 0 <= self.g_degree <= 3:
            raise ValueError(f"need crossings in 2..3 and g_degree in 0..3, got {self.crossings}, {self.g_degree}")
        if not 2 <= self.root_range <= 12 or not 1 <= self.spread <= 9:
            raise ValueError(f"need root_range in 2..12 and spread in 1..9, got {self.root_range}, {self.spread}")


_TEMPLATES = (
    "Find the total area of the region(s) enclosed by the curves y = {f} and y = {g} (between their first and last intersection).",
    "The graphs of f(x) = {f} and g(x) = {g} cross several times. What is the total area trapped between them, from the leftmost to the rightmost crossing?",
    "Compute the area bounded by y = {f} and y = {g}. Count every enclosed piece as positive area.",
    "Two curves, y = {f} and y = {g}, enclose one or more regions. Give their combined area.",
)


def _value(coeffs: list, x: Fraction | int) -> Fraction:
    acc = Fraction(0)
    for c in reversed(coeffs):
        acc = acc * x + c
    return acc


def _antiderivative(coeffs: list) -> list[Fraction]:
    return [Fraction(0)] + [Fraction(c, k + 1) for k, c in enumerate(coeffs)]


class AreaBetweenCurves(ExactRationalAnswer, Bootcamp):
    id = "calculus/area_between_curves"
    description = "Total area enclosed between two polynomial curves that cross at integer points"
    Config = Config
    LEVELS = {
        "1": Config(crossings=2, g_degree=1, root_range=4, spread=5),
        "2": Config(crossings=2, g_degree=2, root_range=6, spread=5),
        "3": Config(crossings=3, g_degree=2, root_range=4, spread=4),
        "4": Config(crossings=3, g_degree=3, root_range=6, spread=5),
        "5": Config(crossings=3, g_degree=3, root_range=9, spread=6),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        roots = rng.sample(range(-config.root_range, config.root_range + 1), config.crossings)
        h = [rng.choice((-1, 1)) * rng.randint(1, 3)]
        for r in roots:  # h = c (x - r1)(x - r2)..., constant first
            h = [(h[i - 1] if i else 0) - r * (h[i] if i < len(h) else 0) for i in range(len(h) + 1)]
        g = [rng.randint(-config.spread, config.spread) for _ in range(config.g_degree + 1)]
        g[-1] = g[-1] or 1
        f = [(g[i] if i < len(g) else 0) + (h[i] if i < len(h) else 0) for i in range(max(len(g), len(h)))]
        while len(f) > 1 and f[-1] == 0:
            f.pop()
        data = {"f": f, "g": g}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        form = "an integer or a fraction in lowest terms (no decimals)"
        return ask(rng, _TEMPLATES, form, f=format_coeffs(data["f"]), g=format_coeffs(data["g"]))

    def program(self, t: Tracer, data: dict) -> str:
        f, g = data["f"], data["g"]
        t.state("difference")
        size = max(len(f), len(g))
        h = t.compute("h", [(f[i] if i < len(f) else 0) - (g[i] if i < len(g) else 0) for i in range(size)], why="f - g, constant first")
        t.state("crossings")
        low = next(c for c in h if c != 0)  # lowest nonzero coefficient: integer roots divide it (or are 0)
        lead = [c for c in h if c != 0][-1]
        bound = abs(Fraction(low, lead))
        cands = [d for d in range(1, int(bound) + 1) if bound.denominator == 1 and int(bound) % d == 0]
        roots = t.compute("roots", sorted(r for r in [0] + cands + [-d for d in cands] if _value(h, r) == 0),
                          why="test 0 and ± each divisor of lowest coefficient / leading coefficient")
        big_h = t.compute("H", _antiderivative(h), why="antiderivative of h")
        total = Fraction(0)
        for i in range(len(roots) - 1):
            t.state(f"piece {i + 1}")
            a, b = t.fetch(f"roots[{i}]", roots[i]), t.fetch(f"roots[{i + 1}]", roots[i + 1])
            piece = Fraction(t.compute("piece", _value(big_h, b) - _value(big_h, a), why=f"H({b}) - H({a})"))
            total = t.compute("total", Fraction(t.fetch("total", total)) + abs(piece), why="total + |piece|")
        t.state("answer")
        return t.compute("answer", frac_text(Fraction(t.fetch("total", total))))

    def solve(self, data: dict) -> str:
        # Scan the integers inside Cauchy's root bound, then Simpson's rule on each stretch:
        # exact here, since f - g has degree at most 3.
        f, g = data["f"], data["g"]
        h = [(f[i] if i < len(f) else 0) - (g[i] if i < len(g) else 0) for i in range(max(len(f), len(g)))]
        while h and h[-1] == 0:
            h.pop()
        bound = 1 + max(abs(c) for c in h[:-1]) // abs(h[-1]) + 1
        roots = [x for x in range(-bound, bound + 1) if sum(c * x**i for i, c in enumerate(h)) == 0]
        area = Fraction(0)
        for a, b in zip(roots, roots[1:]):
            mid = Fraction(a + b, 2)
            area += abs(Fraction(b - a, 6) * (_value(h, a) + 4 * _value(h, mid) + _value(h, b)))
        return frac_text(area)


BOOTCAMP = AreaBetweenCurves()
