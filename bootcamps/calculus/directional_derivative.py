"""The directional derivative of a polynomial f(x, y, z) at a point along a unit vector with
rational components (from Pythagorean triples and quadruples): the gradient's partial
derivatives at the point, dotted with the direction."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.numbers2 import ExactRationalAnswer, ask, frac_text
from bootcamps.kit.poly import Poly, format_poly
from bootcamps.trace import Tracer

# unit directions with rational components: (a, b, c) / d with a² + b² + c² = d²
_UNITS_2D = ((3, 4, 0, 5), (5, 12, 0, 13), (8, 15, 0, 17), (7, 24, 0, 25), (1, 0, 0, 1))
_UNITS_3D = ((1, 2, 2, 3), (2, 3, 6, 7), (1, 4, 8, 9), (2, 6, 9, 11), (4, 4, 7, 9), (2, 10, 11, 15), (6, 6, 7, 11))
_VARS = ("x", "y", "z")


@dataclass(frozen=True)
class Config:
    variables: int = 2
    terms: int = 3
    max_degree: int = 2
    spread: int = 5

    def __post_init__(self) -> None:
        if self.variables not in (2, 3) or not 2 <= self.terms <= 8 or not 1 <= self.max_degree <= 4 or not 1 <= self.spread <= 20:
            raise ValueError(f"need variables 2 or 3, terms 2..8, max_degree 1..4, spread 1..20, got {self.variables}, {self.terms}, {self.max_degree}, {self.spread}")


_TEMPLATES = (
    "Find the directional derivative of f({vars}) = {f} at the point P = ({p}) in the direction of the unit vector u = ({u}).",
    "Let f({vars}) = {f}. How fast does f change at ({p}) when moving in the direction u = ({u}) (a unit vector)? Compute D_u f there.",
    "Compute D_u f({p}) = ∇f({p}) · u for f({vars}) = {f} and the unit vector u = ({u}).",
    "The temperature in a region is T({vars}) = {f}. At the point ({p}), what is the rate of change of T in the unit direction ({u})?",
)


def _partial(terms: list, k: int, point: list[int]) -> Fraction:
    total = Fraction(0)
    for exps, c in terms:
        if exps[k] == 0:
            continue
        value = Fraction(c * exps[k])
        for i, (e, v) in enumerate(zip(exps, point)):
            value *= v ** (e - 1 if i == k else e)
        total += value
    return total


class DirectionalDerivative(ExactRationalAnswer, Bootcamp):
    id = "calculus/directional_derivative"
    description = "Directional derivative of a multivariate polynomial along a rational unit vector"
    Config = Config
    LEVELS = {
        "1": Config(variables=2, terms=2, max_degree=2, spread=6),
        "2": Config(variables=2, terms=3, max_degree=2, spread=6),
        "3": Config(variables=2, terms=4, max_degree=3, spread=5),
        "4": Config(variables=3, terms=4, max_degree=3, spread=5),
        "5": Config(variables=3, terms=6, max_degree=4, spread=4),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        nv = config.variables
        monomials = sorted({tuple(rng.randint(0, config.max_degree) for _ in range(nv)) for _ in range(40)} - {(0,) * nv})
        monomials = [m for m in monomials if sum(m) <= config.max_degree]
        picked = rng.sample(monomials, min(config.terms, len(monomials)))
        terms = [[list(m), rng.choice((-1, 1)) * rng.randint(1, config.spread)] for m in picked]
        a, b, c, d = rng.choice(_UNITS_2D if nv == 2 else _UNITS_3D)
        comps = [a, b, c][:nv]
        rng.shuffle(comps)
        comps = [v * rng.choice((-1, 1)) for v in comps]
        data = {"terms": terms, "point": [rng.randint(-3, 3) for _ in range(nv)], "u": [frac_text(Fraction(v, d)) for v in comps]}
        return data, self.solve(data)

    def prompt(self, data: dict, rng: random.Random) -> str:
        nv = len(data["point"])
        f = format_poly(Poly({tuple((v, e) for v, e in zip(_VARS, exps) if e): c for exps, c in data["terms"]}))
        form = "an integer or a fraction in lowest terms (no decimals)"
        return ask(rng, _TEMPLATES, form, f=f, vars=", ".join(_VARS[:nv]), p=", ".join(map(str, data["point"])), u=", ".join(data["u"]))

    def program(self, t: Tracer, data: dict) -> str:
        point = data["point"]
        grad = []
        for k in range(len(point)):
            t.state(f"partial in {_VARS[k]}")
            grad.append(t.compute(f"f_{_VARS[k]}", _partial(data["terms"], k, point), why=f"differentiate each term in {_VARS[k]}, evaluate at P"))
        t.state("dot with u")
        g = [Fraction(v) for v in t.fetch("grad", list(grad))]
        u = [Fraction(v) for v in t.fetch("u", list(data["u"]))]
        return t.compute("answer", frac_text(sum((a * b for a, b in zip(g, u)), Fraction(0))), why="grad · u")

    def solve(self, data: dict) -> str:
        # exact derivative of s -> f(P + s u) at s = 0: expand each term to first order in s
        point, u = data["point"], [Fraction(v) for v in data["u"]]
        total = Fraction(0)
        for exps, c in data["terms"]:
            # d/ds prod (p_i + s u_i)^e_i at 0 = prod p_i^e_i * sum e_i u_i / p_i, written without division
            for i, e in enumerate(exps):
                if e:
                    rest = Fraction(c * e) * u[i] * Fraction(point[i]) ** (e - 1)
                    for j, ej in enumerate(exps):
                        if j != i:
                            rest *= Fraction(point[j]) ** ej
                    total += rest
        return frac_text(total)


BOOTCAMP = DirectionalDerivative()
