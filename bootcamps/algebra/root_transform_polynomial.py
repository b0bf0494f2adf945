"""Transform the roots of a polynomial without finding them: given a monic integer polynomial
p with (complex) roots r_1..r_n, the monic polynomial whose roots are f(r_i), where f is built
from r -> r + k, r -> k r, r -> 1/r and r -> r^2 (one step at the low levels, two or three
composed at the high ones: 2r - 1, 1/r + 3, (r - 1)^2, 3/r, r^4). Each step is a substitution:
p(x - k), k^n p(x/k), x^n p(1/x) / p(0), and q(x^2) = (-1)^n p(x) p(-x) (Graeffe).

The traced solver works coefficient by coefficient (binomial sums for a shift, the convolution
of p(x) and p(-x) for a square); the plain solver substitutes with Horner's rule on exact
polynomials and squares by splitting p into even and odd parts. The answer is checked as a
polynomial: any expression equal to the monic polynomial scores, expanded or not."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.counting import PolyAnswer
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.numbers3 import PolyWrongAnswers
from bootcamps.kit.poly import Poly, format_coeffs
from bootcamps.trace import Tracer

STEPS = ("shift", "scale", "inverse", "square")


@dataclass(frozen=True)
class Config:
    degree: int = 2
    max_coeff: int = 5
    max_k: int = 4
    combos: tuple = ("shift", "scale")  # each a chain of steps joined by '+', applied left to right

    def __post_init__(self) -> None:
        if not 2 <= self.degree <= 8 or not 1 <= self.max_coeff <= 30 or not 2 <= self.max_k <= 10:
            raise ValueError(f"need degree in 2..8, max_coeff in 1..30, max_k in 2..10, got {self}")
        if not self.combos or any(s not in STEPS for c in self.combos for s in str(c).split("+")):
            raise ValueError(f"combos must be chains of {', '.join(STEPS)} joined by '+', got {self.combos}")


_TEMPLATES = (
    "Let p(x) = {p}, and let {names} be its roots (complex, counted with multiplicity). Find the monic "
    "polynomial of degree {n} whose roots are {f} for i = 1, ..., {n}.",
    "The polynomial {p} has roots {names} (over the complex numbers, with multiplicity). Which monic "
    "polynomial of degree {n} in x has exactly the roots {f} (i = 1, ..., {n})?",
    "Without computing any roots: if {names} are the roots of {p} (complex, with multiplicity), give the "
    "monic degree-{n} polynomial whose roots are the numbers {f}.",
    "Find the monic polynomial q(x) of degree {n} whose roots are {f}, where {names} are the {n} complex "
    "roots (with multiplicity) of p(x) = {p}.",
)
_FORM = "a polynomial in x with leading coefficient 1 (fractions allowed), e.g. x^3 - 1/2x^2 + 4"


def describe(steps: list) -> str:
    """The transformed root as text in r_i: 2r_i - 1, 1/(r_i + 3), (r_i - 1)^2, 3/r_i."""
    e = "r"
    for step in steps:
        kind = step[0]
        if kind == "shift":
            k = step[1]
            e = f"{e} + {k}" if k > 0 else f"{e} - {-k}"
        elif kind == "scale":
            k = step[1]
            lead = "-" if k == -1 else str(k)
            e = f"{lead}r" if e == "r" else f"{k}/r" if e == "1/r" else f"{lead}({e})"
        elif kind == "inverse":
            e = "1/r" if e == "r" else f"1/({e})"
        else:
            e = "r^2" if e == "r" else "r^4" if e == "r^2" else f"({e})^2"
    return e.replace("r", "r_i")


def _compose(coeffs: list, inner: Poly) -> Poly:
    """p(inner) by Horner's rule on exact polynomials."""
    out = Poly.const(0)
    for c in reversed(coeffs):
        out = out * inner + Poly.const(c)
    return out


class RootTransformPolynomial(PolyWrongAnswers, PolyAnswer, Bootcamp):
    id = "algebra/root_transform_polynomial"
    description = "Monic polynomial whose roots are f(r_i) (shift, scale, reciprocal, square) of a given polynomial's roots"
    Config = Config
    LEVELS = {
        "1": Config(degree=2, max_coeff=15, max_k=6, combos=("shift", "scale")),
        "2": Config(degree=3, max_coeff=7, max_k=5, combos=("shift", "scale", "inverse")),
        "3": Config(degree=3, max_coeff=6, max_k=4, combos=("square", "scale+shift", "inverse+scale", "shift+inverse")),
        "4": Config(degree=4, max_coeff=5, max_k=3, combos=("shift+square", "square+shift", "scale+shift+inverse",
                                                              "inverse+shift", "square+scale")),
        "5": Config(degree=5, max_coeff=5, max_k=3, combos=("shift+square", "square+shift", "inverse+square",
                                                              "square+square", "shift+inverse+scale", "scale+shift+square")),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        while True:
            coeffs = [rng.randint(-config.max_coeff, config.max_coeff) for _ in range(config.degree)] + [1]
            if coeffs[0] == 0 or sum(1 for c in coeffs if c) < 3:
                continue
            steps: list = []
            for kind in rng.choice(config.combos).split("+"):
                if kind == "shift":
                    steps.append(["shift", rng.choice((-1, 1)) * rng.randint(1, config.max_k)])
                elif kind == "scale":
                    steps.append(["scale", rng.choice((-1, 1)) * rng.randint(2, config.max_k)])
                else:
                    steps.append([kind])
            data = {"coeffs": coeffs, "steps": steps}
            try:
                return data, format_coeffs(self.solve_coeffs(data))
            except ZeroDivisionError:
                continue  # a reciprocal of a root 0

    def prompt(self, data: dict, rng: random.Random) -> str:
        n = len(data["coeffs"]) - 1
        names = "r_1, r_2" if n == 2 else f"r_1, ..., r_{n}"
        return ask(rng, _TEMPLATES, _FORM, p=format_coeffs(data["coeffs"]), n=n, names=names, f=describe(data["steps"]))

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        coeffs = [Fraction(c) for c in t.fetch("p", data["coeffs"])]
        n = t.compute("n", len(coeffs) - 1, why="degree")
        for s, step in enumerate(data["steps"], 1):
            kind = step[0]
            if kind == "shift":
                t.state(f"step {s}: shift")
                k = t.fetch(f"step[{s}].k", step[1])
                out = []
                for j in range(n + 1):
                    t.state(f"step {s}: x^{j} of p(x - k)")
                    c = t.fetch("p", coeffs)
                    out.append(t.compute(f"q[{j}]", sum(c[i] * math.comb(i, j) * (-k) ** (i - j) for i in range(j, n + 1)),
                                         why=f"sum over i of p[i] C(i,{j}) (-k)^(i-{j})"))
                coeffs = out
            elif kind == "scale":
                t.state(f"step {s}: scale")
                k = t.fetch(f"step[{s}].k", step[1])
                out = []
                for j in range(n + 1):
                    t.state(f"step {s}: x^{j} of k^n p(x/k)")
                    c = t.fetch(f"p[{j}]", coeffs[j])
                    out.append(t.compute(f"q[{j}]", c * Fraction(k) ** (n - j), why=f"p[{j}] k^(n-{j})"))
                coeffs = out
            elif kind == "inverse":
                t.state(f"step {s}: reciprocal")
                c0 = Fraction(t.fetch("p[0]", coeffs[0]))
                if c0 == 0:
                    raise ValueError("0 is a root: no reciprocal")  # only after an injected error
                out = []
                for j in range(n + 1):
                    t.state(f"step {s}: x^{j} of x^n p(1/x) / p(0)")
                    c = t.fetch(f"p[{n - j}]", coeffs[n - j])
                    out.append(t.compute(f"q[{j}]", c / c0, why="coefficients reversed, divided by p[0]"))
                coeffs = out
            else:
                out = []
                for m in range(n + 1):
                    t.state(f"step {s}: x^{m} of the squared roots")
                    c = t.fetch("p", coeffs)
                    total = sum((-1) ** j * c[2 * m - j] * c[j] for j in range(max(0, 2 * m - n), min(n, 2 * m) + 1))
                    out.append(t.compute(f"q[{m}]", (-1) ** n * total, why="(-1)^n times the x^(2m) coefficient of p(x)p(-x)"))
                coeffs = out
        t.state("answer")
        return t.compute("answer", format_coeffs(t.fetch("q", coeffs)))

    def solve(self, data: dict) -> str:
        return format_coeffs(self.solve_coeffs(data))

    def solve_coeffs(self, data: dict) -> list:
        # Substitution with Horner's rule on Poly; squares by the even/odd split p = e(x^2) + x o(x^2).
        coeffs: list = list(data["coeffs"])
        x = Poly.var("x")
        for step in data["steps"]:
            n = len(coeffs) - 1
            if step[0] == "shift":
                coeffs = _compose(coeffs, x - Poly.const(step[1])).coeffs()
            elif step[0] == "scale":
                coeffs = _compose(coeffs, x.scale(Fraction(1, step[1]))).scale(Fraction(step[1]) ** n).coeffs()
            elif step[0] == "inverse":
                if coeffs[0] == 0:
                    raise ZeroDivisionError("0 is a root")
                coeffs = [Fraction(c) / coeffs[0] for c in coeffs[::-1]]
            else:
                even, odd = Poly.from_coeffs(coeffs[0::2]), Poly.from_coeffs(coeffs[1::2])
                coeffs = (even * even - x * odd * odd).scale((-1) ** n).coeffs()
        return [c.numerator if isinstance(c, Fraction) and c.denominator == 1 else c for c in coeffs]


BOOTCAMP = RootTransformPolynomial()
