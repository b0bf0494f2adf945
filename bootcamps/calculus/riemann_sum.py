"""An exact Riemann sum (left, right, midpoint) or trapezoid-rule value of a polynomial on
[a, b] with n equal subintervals: width h = (b - a)/n, sample the points, add f at each, scale."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask
from bootcamps.kit.poly import format_coeffs, format_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    degree: int = 1
    max_coefficient: int = 5
    min_n: int = 2
    max_n: int = 4

    def __post_init__(self) -> None:
        if not 1 <= self.degree <= 5 or not 1 <= self.max_coefficient <= 1000 or not 1 <= self.min_n <= self.max_n <= 100:
            raise ValueError(f"need degree in 1..5, max_coefficient in 1..1000, 1 <= min_n <= max_n <= 100, got {self.degree}, {self.max_coefficient}, {self.min_n}, {self.max_n}")


_METHOD = {
    "left": "the left Riemann sum (each subinterval's height taken at its left end)",
    "right": "the right Riemann sum (each subinterval's height taken at its right end)",
    "midpoint": "the midpoint sum (each subinterval's height taken at its midpoint)",
    "trapezoid": "the trapezoid rule (each subinterval contributes its width times the average of f at its two ends)",
}
_TEMPLATES = (
    "Approximate the integral of f(x) = {f} from x = {a} to x = {b} using {method} with n = {n} equal subintervals. Give the exact value of the approximation.",
    "Split [{a}, {b}] into {n} subintervals of equal width and compute {method} for f(x) = {f}, exactly.",
    "For f(x) = {f} on the interval [{a}, {b}], evaluate {method} with {n} equal pieces.",
    "Using {n} equal subintervals of [{a}, {b}], what is {method} of {f}?",
)
_FORM = "an integer or a fraction in lowest terms, e.g. 45/8"


def _f(coeffs: list[int], x: Fraction) -> Fraction:
    value = Fraction(0)
    for c in reversed(coeffs):
        value = value * x + c
    return value


def _integer_gold(data: dict) -> str:
    """The sum in integers over the common denominator D = 2n (sample points X / D), one
    Fraction at the end: the fast path for the generator."""
    coeffs, a, b, n, method = data["coeffs"], data["a"], data["b"], data["n"], data["method"]
    d, deg = 2 * n, len(coeffs) - 1
    offset = {"left": 0, "right": 2, "midpoint": 1, "trapezoid": 0}[method]
    count = n + 1 if method == "trapezoid" else n
    total = 0
    for i in range(count):
        x = a * d + (2 * i + offset) * (b - a)
        # f(X/D) * D^deg = sum c_j X^j D^(deg - j)
        value = sum(c * x**j * d ** (deg - j) for j, c in enumerate(coeffs))
        total += value if method != "trapezoid" or i in (0, n) else 2 * value
    h = Fraction(b - a, n)
    return format_rational(h * Fraction(total, d**deg) / (2 if method == "trapezoid" else 1))


class RiemannSum(ExactRationalAnswer, Bootcamp):
    id = "calculus/riemann_sum"
    description = "Exact left/right/midpoint Riemann sum or trapezoid rule of a polynomial"
    Config = Config
    LEVELS = {
        "1": Config(degree=1, max_coefficient=9, min_n=2, max_n=4),
        "2": Config(degree=2, max_coefficient=6, min_n=3, max_n=5),
        "3": Config(degree=2, max_coefficient=9, min_n=4, max_n=6),
        "4": Config(degree=3, max_coefficient=9, min_n=5, max_n=8),
        "5": Config(degree=3, max_coefficient=12, min_n=8, max_n=12),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        c = config.max_coefficient
        coeffs = [rng.randint(-c, c) for _ in range(config.degree)] + [rng.choice((-1, 1)) * rng.randint(1, c)]
        a = rng.randint(-5, 4)
        b = a + rng.randint(1, 6)
        data = {"coeffs": coeffs, "a": a, "b": b, "n": rng.randint(config.min_n, config.max_n), "method": rng.choice(tuple(_METHOD))}
        return data, _integer_gold(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, f=format_coeffs(data["coeffs"]), a=data["a"], b=data["b"], n=data["n"], method=_METHOD[data["method"]])

    def program(self, t: Tracer, data: dict) -> str:
        method, n = data["method"], data["n"]
        t.state("width")
        a, b = t.fetch("a", data["a"]), t.fetch("b", data["b"])
        h = Fraction(t.compute("h", Fraction(b - a, t.fetch("n", n)), why="(b - a) / n"))
        shift = {"left": 0, "right": 1, "midpoint": Fraction(1, 2)}.get(method)
        if method == "trapezoid":
            points = [(i, 1 if i in (0, n) else 2) for i in range(n + 1)]  # ends once, inside points twice
        else:
            points = [(i, 1) for i in range(n)]
        total = Fraction(0)
        for i, weight in points:
            t.state(f"sample {i}")
            x = t.compute("x", a + (i + (shift or 0)) * h, why=f"a + ({i}{' + 1/2' if method == 'midpoint' else ' + 1' if method == 'right' else ''})*h")
            fx = t.compute("f(x)", _f(data["coeffs"], Fraction(x)), why="evaluate f")
            total = t.compute("S", Fraction(t.fetch("S0", total)) + weight * Fraction(fx), why="S0 + f(x)" if weight == 1 else "S0 + 2 f(x)")
        t.state("scale")
        total, h = Fraction(t.fetch("S", total)), Fraction(t.fetch("h", h))
        value = total * h / 2 if method == "trapezoid" else total * h
        return t.compute("answer", format_rational(value), why="S * h / 2" if method == "trapezoid" else "S * h")

    def solve(self, data: dict) -> str:
        # subinterval by subinterval: width times the height the method prescribes
        a, b, n = Fraction(data["a"]), Fraction(data["b"]), data["n"]
        h = (b - a) / n
        f = lambda x: _f(data["coeffs"], x)  # noqa: E731
        total = Fraction(0)
        for i in range(n):
            lo, hi = a + i * h, a + (i + 1) * h
            height = {"left": f(lo), "right": f(hi), "midpoint": f((lo + hi) / 2), "trapezoid": (f(lo) + f(hi)) / 2}[data["method"]]
            total += h * height
        return format_rational(total)


BOOTCAMP = RiemannSum()
