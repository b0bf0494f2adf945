"""The exact sum of a telescoping series sum c / ((k + p)(k + p + d)) (to N terms or to
infinity: partial fractions c/d * (1/(k+p) - 1/(k+p+d)), then only d head and d tail terms
survive) or of a geometric series sum c r^k from k = m to infinity (first term / (1 - r))."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask
from bootcamps.kit.poly import format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    max_gap: int = 1  # d in the telescoping denominators
    max_terms: int = 10  # N for finite telescoping sums
    infinite_share: float = 0.5
    geometric_share: float = 0.3

    def __post_init__(self) -> None:
        if not 1 <= self.max_gap <= 8 or not 2 <= self.max_terms <= 10**6 or not 0.0 <= self.infinite_share <= 1.0:
            raise ValueError(f"need max_gap in 1..8, max_terms in 2..10**6, infinite_share in [0, 1], got {self.max_gap}, {self.max_terms}, {self.infinite_share}")
        if not 0.0 <= self.geometric_share <= 1.0:
            raise ValueError(f"geometric_share must be in [0, 1], got {self.geometric_share}")


_TEMPLATES = (
    "Find the exact value of the sum {series}.",
    "Evaluate {series} exactly.",
    "What does the series {series} add up to? Give the exact value.",
    "Compute the exact sum: {series}.",
)
_FORM = "an integer or a fraction in lowest terms, e.g. 11/18"


def _linear(p: int) -> str:
    return "k" if p == 0 else f"k + {p}" if p > 0 else f"k - {-p}"


def describe(data: dict) -> str:
    if data["kind"] == "geometric":
        r = format_rational(Fraction(data["r"]))
        return f"sum over k = {data['m']} to infinity of {data['c']} * ({r})^k"
    top = "infinity" if data["N"] == 0 else str(data["N"])
    p, d = data["p"], data["p"] + data["d"]
    return f"sum over k = {data['start']} to {top} of {data['c']} / (({_linear(p)})({_linear(d)}))"


class SeriesSum(ExactRationalAnswer, Bootcamp):
    id = "calculus/series_sum"
    description = "Exact sums of telescoping and geometric series"
    Config = Config
    LEVELS = {
        "1": Config(max_gap=1, max_terms=40, infinite_share=0.6, geometric_share=0.3),
        "2": Config(max_gap=2, max_terms=100, infinite_share=0.4, geometric_share=0.25),
        "3": Config(max_gap=3, max_terms=500, infinite_share=0.4, geometric_share=0.2),
        "4": Config(max_gap=5, max_terms=5000, infinite_share=0.4, geometric_share=0.15),
        "5": Config(max_gap=7, max_terms=10**5, infinite_share=0.4, geometric_share=0.1),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        if rng.random() < config.geometric_share:
            num, den = rng.randint(1, 4 + config.max_gap), rng.randint(2, 6 + config.max_gap)
            if num >= den:
                num, den = den - 1, den
            r = Fraction(num, den) * rng.choice((-1, 1))
            data = {"kind": "geometric", "c": rng.randint(1, 60), "r": format_rational(r), "m": rng.randint(0, 5 + config.max_gap)}
        else:
            n = 0 if rng.random() < config.infinite_share else rng.randint(max(6, config.max_terms // 10), config.max_terms)
            d = rng.randint(max(1, config.max_gap - 1), config.max_gap)
            data = {"kind": "telescoping", "c": rng.randint(1, 99), "p": rng.randint(0, 30), "d": d, "start": rng.randint(1, 4), "N": n}
        return data, _closed_form(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, series=describe(data))

    def program(self, t: Tracer, data: dict) -> str:
        if data["kind"] == "geometric":
            t.state("first term and ratio")
            c, r, m = t.fetch("c", data["c"]), Fraction(t.fetch("r", Fraction(data["r"]))), t.fetch("m", data["m"])
            first = t.compute("first", c * r**m, why="c * r^m")
            t.state("sum")
            if r == 1:
                raise ZeroDivisionError("ratio 1 after an injected error")
            return t.compute("answer", format_rational(Fraction(t.fetch("first", first)) / (1 - r)), why="first / (1 - r)")
        t.state("partial fractions")
        c, p, d, n = t.fetch("c", data["c"]), t.fetch("p", data["p"]), t.fetch("d", data["d"]), t.fetch("N", data["N"])
        start = t.fetch("start", data["start"])
        if not isinstance(d, int) or not 0 < d <= 50:
            raise ValueError("bad gap after an injected error")
        scale = t.compute("c/d", Fraction(c, d), why="c/((k+p)(k+p+d)) = (c/d)(1/(k+p) - 1/(k+p+d))")
        head = Fraction(0)
        for j in range(d):
            t.state(f"surviving head term {j + 1}")
            head = t.compute("H", Fraction(t.fetch("H0", head)) + Fraction(1, start + p + j), why=f"H0 + 1/(start + p + {j})")
        tail = Fraction(0)
        if n:
            for j in range(1, d + 1):
                t.state(f"surviving tail term {j}")
                tail = t.compute("T", Fraction(t.fetch("T0", tail)) + Fraction(1, n + p + j), why=f"T0 + 1/(N + p + {j})")
        t.state("sum")
        value = Fraction(t.fetch("c/d", scale)) * (Fraction(t.fetch("H", head)) - Fraction(t.fetch("T", tail)))
        return t.compute("answer", format_rational(value), why="(c/d)(H - T)")

    def solve(self, data: dict) -> str:
        if data["kind"] == "geometric":
            # partial sums S_K = first (1 - r^K)/(1 - r); the limit drops r^K
            r = Fraction(data["r"])
            return format_rational(data["c"] * r ** data["m"] * (1 / (1 - r)))
        c, p, d, n, start = data["c"], data["p"], data["d"], data["N"], data["start"]
        if n and n <= 3000:  # term by term
            return format_rational(sum((Fraction(c, (k + p) * (k + p + d)) for k in range(start, n + 1)), Fraction(0)))
        return _closed_form(data)


def _closed_form(data: dict) -> str:
    """Telescoped: (c/d) * (sum of the d head terms - sum of the d tail terms, none at infinity)."""
    if data["kind"] == "geometric":
        r = Fraction(data["r"])
        return format_rational(data["c"] * r ** data["m"] / (1 - r))
    c, p, d, n, start = data["c"], data["p"], data["d"], data["N"], data["start"]
    head = sum(Fraction(1, start + p + j) for j in range(d))
    tail = sum(Fraction(1, n + p + j) for j in range(1, d + 1)) if n else 0
    return format_rational(Fraction(c, d) * (head - tail))


BOOTCAMP = SeriesSum()
