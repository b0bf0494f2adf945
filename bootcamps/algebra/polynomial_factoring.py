"""Factor a polynomial with rational roots completely into linear factors, by the rational
root test and synthetic division.

Any product of a constant and powers of linear factors with the right value passes
(2(x - 1/2)(x + 3) and (2x - 1)(x + 3) alike); the expanded polynomial itself, or a factor
left quadratic, scores 0.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.poly import format_coeffs, format_rational, linear_factor_form, parse_expression
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    degree: int = 2
    max_root: int = 6
    max_denominator: int = 1
    max_scale: int = 1

    def __post_init__(self) -> None:
        if not 2 <= self.degree <= 6:
            raise ValueError(f"degree must be in 2..6, got {self.degree}")
        if not 1 <= self.max_root <= 20:
            raise ValueError(f"max_root must be in 1..20, got {self.max_root}")
        if not 1 <= self.max_denominator <= 5 or not 1 <= self.max_scale <= 9:
            raise ValueError(f"need max_denominator in 1..5 and max_scale in 1..9, got {self.max_denominator}, {self.max_scale}")


_TEMPLATES = (
    "Factor {p} completely.",
    "Write {p} as a product of linear factors.",
    "Factor the polynomial {p} into linear factors with rational coefficients.",
    "Find the complete factorization of {p} over the rationals.",
    "All roots of {p} are rational. Factor it fully.",
    "Express {p} in fully factored form.",
    "Break {p} down into a constant times linear factors.",
    "Use the rational root theorem to factor {p} completely.",
)
_FORM = "a product of a constant and linear factors, e.g. 2(x - 3)(x + 1)^2 or (2x - 1)(x + 4)"


def _linear(root: Fraction) -> tuple[str, int]:
    """The factor (q x - p) of root p/q and its leading coefficient q."""
    q, p = root.denominator, root.numerator
    head = "x" if q == 1 else f"{q}x"
    if p == 0:
        return head, q
    return f"({head} {'-' if p > 0 else '+'} {abs(p)})", q


def format_factored(constant: Fraction, roots: list[Fraction]) -> str:
    """constant * prod (x - r) written with integer linear factors (q x - p)."""
    counts: dict[Fraction, int] = {}
    for r in roots:
        counts[r] = counts.get(r, 0) + 1
    parts = []
    for r in sorted(counts):
        text, q = _linear(r)
        constant /= Fraction(q) ** counts[r]
        parts.append(text + (f"^{counts[r]}" if counts[r] > 1 else ""))
    lead = "" if constant == 1 else "-" if constant == -1 else format_rational(constant)
    if lead and "/" in lead:
        lead = f"({lead})"
    return lead + "".join(parts)


def _horner(coeffs: list, x: Fraction) -> Fraction:
    value = Fraction(0)
    for c in reversed(coeffs):
        value = value * x + c
    return value


def _candidates(coeffs: list) -> list[Fraction]:
    """±p/q with p | constant term, q | leading coefficient (rational root test), by size."""
    a0, an = abs(int(coeffs[0])), abs(int(coeffs[-1]))
    ps = [d for d in range(1, a0 + 1) if a0 % d == 0]
    qs = [d for d in range(1, an + 1) if an % d == 0]
    values = {Fraction(s * p, q) for p in ps for q in qs for s in (1, -1)}
    return sorted(values, key=lambda v: (abs(v), v < 0))


class PolynomialFactoring(Bootcamp):
    id = "algebra/polynomial_factoring"
    description = "Factor a polynomial with rational roots into linear factors"
    Config = Config
    min_distinct_prompts = {"1": 0.94}
    small_space_reason = "level 1 is a quadratic with two small integer roots: a few thousand polynomials"
    LEVELS = {
        "1": Config(degree=2, max_root=9, max_denominator=1, max_scale=4),
        "2": Config(degree=3, max_root=8, max_denominator=1, max_scale=4),
        "3": Config(degree=3, max_root=7, max_denominator=3, max_scale=3),
        "4": Config(degree=4, max_root=6, max_denominator=3, max_scale=3),
        "5": Config(degree=5, max_root=6, max_denominator=4, max_scale=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        roots = []
        for _ in range(config.degree):
            q = rng.randint(1, config.max_denominator)
            p = rng.choice((-1, 1)) * rng.randint(1, config.max_root)
            roots.append(Fraction(p, q))
        scale = rng.choice((-1, 1)) * rng.randint(1, config.max_scale)
        coeffs = [scale]
        for r in roots:  # multiply by (q x - p): integer coefficients throughout
            coeffs = _times_linear(coeffs, r.denominator, r.numerator)
        data = {"coeffs": coeffs}
        lead = Fraction(coeffs[-1])
        return data, format_factored(lead, roots)

    def prompt(self, data: dict, rng: random.Random) -> str:
        return f"{rng.choice(_TEMPLATES).format(p=format_coeffs(data['coeffs']))}\n{answer_instruction(_FORM)}"

    def check(self, data: dict, answer: str, text: str) -> float:
        got = parse_expression(text, ("x",))
        if got is None or not linear_factor_form(got):
            return 0.0
        want = parse_expression(format_coeffs(data["coeffs"]), ("x",))
        return 1.0 if want is not None and got.value == want.value else 0.0

    def program(self, t: Tracer, data: dict) -> str:
        t.state("start")
        coeffs = [Fraction(c) for c in t.fetch("P", data["coeffs"])]
        candidates = t.compute("cand", _candidates(coeffs), why="±(divisors of the constant)/(divisors of the leading coefficient)")
        roots: list[Fraction] = []
        i = 0
        while len(coeffs) > 1 and i < len(candidates):
            t.state(f"test candidate {i}")
            current = t.fetch("Q", coeffs)
            r = t.fetch(f"cand[{i}]", candidates[i])
            value = t.compute("Q(r)", _horner(current, r), why="Horner's rule at r")
            if value != 0:
                i = t.goto(i + 1, why="not a root: the next candidate")
                continue
            quotient = [Fraction(0)] * (len(current) - 1)  # synthetic division by (x - r)
            carry = Fraction(0)
            for k in range(len(current) - 1, 0, -1):
                carry = carry * r + current[k]
                quotient[k - 1] = carry
            coeffs = t.compute("Q2", quotient, why="synthetic division by x - r")
            roots.append(r)
            t.goto(i, why="a root: test it again for multiplicity")
        if len(coeffs) != 1:
            raise ValueError("candidates exhausted before the polynomial was factored")  # only after an injected error
        t.state("answer")
        lead = t.fetch("Q", coeffs)[0]
        found = t.fetch("roots", roots)
        return t.compute("answer", format_factored(Fraction(lead), [Fraction(r) for r in found]), why="the constant times (x - root) factors")

    def solve(self, data: dict) -> str:
        # numpy-free: peel roots with exact Horner tests over every candidate, largest first.
        coeffs = [Fraction(c) for c in data["coeffs"]]
        roots = []
        for r in sorted(_candidates(coeffs), reverse=True):
            while len(coeffs) > 1 and _horner(coeffs, r) == 0:
                quotient, carry = [], Fraction(0)
                for c in reversed(coeffs[1:]):
                    carry = carry * r + c
                    quotient.append(carry)
                coeffs = list(reversed(quotient))
                roots.append(r)
        return format_factored(coeffs[0], roots)


def _times_linear(coeffs: list[int], q: int, p: int) -> list[int]:
    """coeffs * (q x - p)."""
    out = [0] * (len(coeffs) + 1)
    for i, c in enumerate(coeffs):
        out[i] -= p * c
        out[i + 1] += q * c
    return out


BOOTCAMP = PolynomialFactoring()
