"""The exact value f'(a) where f is a product P*Q, a quotient P/Q or a composition P(Q(x)) of
two integer polynomials, at a rational point a: evaluate P, Q and their derivatives there, then
the product, quotient or chain rule."""

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
    degree: int = 2
    max_coefficient: int = 5
    fractional_point: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.degree <= 6 or not 1 <= self.max_coefficient <= 1000:
            raise ValueError(f"need degree in 1..6 and max_coefficient in 1..1000, got {self.degree}, {self.max_coefficient}")


_SHAPES = {
    "product": "f(x) = ({p}) * ({q})",
    "quotient": "f(x) = ({p}) / ({q})",
    "composition": "f(x) = P(Q(x)) where P(y) = {py} and Q(x) = {q}",
}
_TEMPLATES = (
    "Let {f}. Compute f'({a}) exactly.",
    "Find the derivative of {f} at x = {a}.",
    "For {f}, what is the slope of the tangent line to y = f(x) at x = {a}?",
    "Evaluate df/dx at x = {a}, where {f}.",
)
_FORM = "an integer or a fraction in lowest terms, e.g. -17/4"


def _horner(coeffs: list[int], x: Fraction) -> Fraction:
    value = Fraction(0)
    for c in reversed(coeffs):
        value = value * x + c
    return value


def _derivative(coeffs: list[int]) -> list[int]:
    return [k * c for k, c in enumerate(coeffs)][1:] or [0]


class DerivativeAtPoint(ExactRationalAnswer, Bootcamp):
    id = "calculus/derivative_at_point"
    description = "Exact derivative at a point of a product, quotient or composition of polynomials"
    Config = Config
    LEVELS = {
        "1": Config(degree=1, max_coefficient=6, fractional_point=False),
        "2": Config(degree=2, max_coefficient=6, fractional_point=False),
        "3": Config(degree=2, max_coefficient=9, fractional_point=True),
        "4": Config(degree=3, max_coefficient=9, fractional_point=True),
        "5": Config(degree=4, max_coefficient=12, fractional_point=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        c = config.max_coefficient

        def poly() -> list[int]:
            coeffs = [rng.randint(-c, c) for _ in range(config.degree)]
            return coeffs + [rng.choice((-1, 1)) * rng.randint(1, c)]

        shape = rng.choice(tuple(_SHAPES))
        while True:
            p, q = poly(), poly()
            den = rng.randint(2, 4) if config.fractional_point and rng.random() < 0.6 else 1
            a = Fraction(rng.randint(-4 * den, 4 * den), den)
            if shape != "quotient" or _horner(q, a) != 0:
                break
        data = {"shape": shape, "p": p, "q": q, "a": format_rational(a)}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        f = _SHAPES[data["shape"]].format(p=format_coeffs(data["p"]), q=format_coeffs(data["q"]), py=format_coeffs(data["p"], "y"))
        return ask(rng, _TEMPLATES, _FORM, f=f, a=data["a"])

    def program(self, t: Tracer, data: dict) -> str:
        shape = data["shape"]
        t.state("the point")
        a = Fraction(t.fetch("a", Fraction(data["a"])))
        t.state("Q and Q' at a")
        q = t.fetch("Q", data["q"])
        dq = t.compute("Q'", _derivative(q), why="power rule term by term")
        qa = t.compute("Q(a)", _horner(q, a), why="Horner")
        dqa = t.compute("Q'(a)", _horner(dq, a), why="Horner")
        at = Fraction(qa) if shape == "composition" else a
        t.state("P and P' at " + ("Q(a)" if shape == "composition" else "a"))
        p = t.fetch("P", data["p"])
        dp = t.compute("P'", _derivative(p), why="power rule term by term")
        pa = Fraction(t.compute("P(u)", _horner(p, at), why="Horner"))
        dpa = Fraction(t.compute("P'(u)", _horner(dp, at), why="Horner"))
        qa, dqa = Fraction(qa), Fraction(dqa)
        t.state("combine")
        if shape == "product":
            value = t.compute("f'(a)", dpa * qa + pa * dqa, why="P'Q + PQ'")
        elif shape == "quotient":
            if qa == 0:
                raise ZeroDivisionError("Q(a) = 0 after an injected error")
            value = t.compute("f'(a)", (dpa * qa - pa * dqa) / (qa * qa), why="(P'Q - PQ') / Q^2")
        else:
            value = t.compute("f'(a)", dpa * dqa, why="P'(Q(a)) * Q'(a)")
        return format_rational(Fraction(value))

    def solve(self, data: dict) -> str:
        # expand f as polynomials (the quotient as numerator P'Q - PQ' over Q^2), then evaluate
        p, q, a = data["p"], data["q"], Fraction(data["a"])

        def mul(x: list, y: list) -> list:
            out = [0] * (len(x) + len(y) - 1)
            for i, u in enumerate(x):
                for j, v in enumerate(y):
                    out[i + j] += u * v
            return out

        def add(x: list, y: list, sign: int = 1) -> list:
            n = max(len(x), len(y))
            return [(x[i] if i < len(x) else 0) + sign * (y[i] if i < len(y) else 0) for i in range(n)]

        if data["shape"] == "product":
            return format_rational(_horner(_derivative(mul(p, q)), a))
        if data["shape"] == "quotient":
            top = add(mul(_derivative(p), q), mul(p, _derivative(q)), -1)
            return format_rational(_horner(top, a) / _horner(mul(q, q), a))
        composed, power = [0], [1]  # P(Q(x)) expanded
        for c in p:
            composed = add(composed, [c * v for v in power])
            power = mul(power, q)
        return format_rational(_horner(_derivative(composed), a))


BOOTCAMP = DerivativeAtPoint()
