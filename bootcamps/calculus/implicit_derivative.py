"""dy/dx at a point of an implicit curve F(x, y) = K (F a polynomial): differentiate both sides,
so F_x + F_y y' = 0 and y' = -F_x / F_y at the point; exact."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.kit.poly import Poly, format_poly
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    terms: int = 3
    max_degree: int = 2  # total degree of each term
    spread: int = 5

    def __post_init__(self) -> None:
        if not 2 <= self.terms <= 8 or not 1 <= self.max_degree <= 5 or not 1 <= self.spread <= 20:
            raise ValueError(f"need terms in 2..8, max_degree in 1..5, spread in 1..20, got {self.terms}, {self.max_degree}, {self.spread}")


_TEMPLATES = (
    "The curve {F} = {K} passes through the point ({x0}, {y0}). Find dy/dx there by implicit differentiation.",
    "Find the slope of the tangent line to {F} = {K} at ({x0}, {y0}).",
    "Let y be defined implicitly near ({x0}, {y0}) by {F} = {K}. What is y'({x0})?",
    "Differentiate {F} = {K} implicitly and evaluate dy/dx at x = {x0}, y = {y0}.",
)


def _partials(terms: list, x: Fraction, y: Fraction) -> tuple[Fraction, Fraction]:
    fx = sum((c * i * x ** (i - 1) * y**j for (i, j), c in terms if i), Fraction(0))
    fy = sum((c * j * x**i * y ** (j - 1) for (i, j), c in terms if j), Fraction(0))
    return fx, fy


class ImplicitDerivative(ExactRationalAnswer, Bootcamp):
    id = "calculus/implicit_derivative"
    description = "dy/dx at a point of a polynomial curve F(x, y) = K, by implicit differentiation"
    Config = Config
    LEVELS = {
        "1": Config(terms=2, max_degree=2, spread=6),
        "2": Config(terms=3, max_degree=2, spread=5),
        "3": Config(terms=3, max_degree=3, spread=5),
        "4": Config(terms=4, max_degree=3, spread=5),
        "5": Config(terms=5, max_degree=4, spread=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        monomials = [(i, d - i) for d in range(1, config.max_degree + 1) for i in range(d + 1)]
        while True:
            picked = rng.sample(monomials, min(config.terms, len(monomials)))
            if not any(i and j for i, j in picked) and config.max_degree >= 2:
                picked[0] = rng.choice([(i, j) for i, j in monomials if i and j])  # a mixed term
                if len(set(picked)) != len(picked):
                    continue
            terms = [[[i, j], rng.choice((-1, 1)) * rng.randint(1, config.spread)] for i, j in picked]
            x0, y0 = rng.randint(-3, 3), rng.randint(-3, 3)
            fx, fy = _partials(terms, Fraction(x0), Fraction(y0))
            if fy != 0 and fx != 0 and any(j for _, (i, j) in [(c, m) for m, c in terms]):
                break
        k = sum(c * x0**i * y0**j for (i, j), c in terms)
        data = {"terms": terms, "x0": x0, "y0": y0, "k": k}
        return data, frac_text(-fx / fy)

    def prompt(self, data: dict, rng: random.Random) -> str:
        f = format_poly(Poly({tuple(m for m in (("x", i), ("y", j)) if m[1]): c for (i, j), c in data["terms"]}))
        form = "an integer or a fraction in lowest terms (no decimals)"
        return ask(rng, _TEMPLATES, form, F=f, K=data["k"], x0=data["x0"], y0=data["y0"])

    def program(self, t: Tracer, data: dict) -> str:
        x, y = Fraction(data["x0"]), Fraction(data["y0"])
        fx, fy = Fraction(0), Fraction(0)
        for n, ((i, j), c) in enumerate(data["terms"]):
            t.state(f"term {n + 1}")
            c = t.fetch(f"c{n + 1}", c)
            fx = t.compute("Fx", Fraction(t.fetch("Fx", fx)) + (c * i * x ** (i - 1) * y**j if i else 0), why=f"+ d/dx of c x^{i} y^{j} at the point")
            fy = t.compute("Fy", Fraction(t.fetch("Fy", fy)) + (c * j * x**i * y ** (j - 1) if j else 0), why=f"+ d/dy of c x^{i} y^{j} at the point")
        t.state("answer")
        fx, fy = Fraction(t.fetch("Fx", fx)), Fraction(t.fetch("Fy", fy))
        if fy == 0:
            raise ZeroDivisionError("F_y = 0 after an injected error")
        return t.compute("answer", frac_text(-fx / fy), why="-Fx / Fy")

    def solve(self, data: dict) -> str:
        # No calculus: along each axis F is a polynomial g(s) of degree <= d, and
        # g'(0) = sum_k (-1)^(k+1) Δ^k g(0) / k (Newton's forward differences, exact for degree <= d).
        x0, y0 = data["x0"], data["y0"]
        d = max(i + j for (i, j), _ in data["terms"])

        def value(x: int, y: int) -> int:
            return sum(c * x**i * y**j for (i, j), c in data["terms"])

        def slope(samples: list[int]) -> Fraction:
            total, diffs = Fraction(0), samples
            for k in range(1, d + 1):
                diffs = [b - a for a, b in zip(diffs, diffs[1:])]
                total += Fraction((-1) ** (k + 1) * diffs[0], k)
            return total

        fx = slope([value(x0 + s, y0) for s in range(d + 1)])
        fy = slope([value(x0, y0 + s) for s in range(d + 1)])
        return frac_text(-fx / fy)


BOOTCAMP = ImplicitDerivative()
