"""Every rational root, with multiplicity, of a polynomial that also has a factor without
rational roots (a quadratic with a non-square discriminant, or a cubic at the higher levels
where no candidate works), by the rational root theorem: clear denominators, list +-p/q with
p | constant and q | leading coefficient, test by Horner's rule, divide out each root found and
test it again. Unlike ``algebra/polynomial_factoring`` (all roots rational, answer a
factorization), the point here is to prove that what is left has no rational root, and to get
the multiplicities right. The plain solver tests every candidate of the whole polynomial and
reads each multiplicity off the derivatives that vanish there."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from bootcamps.api import Bootcamp
from bootcamps.kit.alg5 import candidates, format_root_list, horner, plain_roots, primitive, sqrt_fraction, \
    times_linear, traced_roots
from bootcamps.kit.numbers2 import ask
from bootcamps.kit.poly import clean_answer, format_coeffs, read_rational
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    roots: int = 1  # distinct rational roots
    repeat: bool = False  # one of them is a double root
    max_root: int = 6
    max_den: int = 1
    rest_degree: int = 2  # the factor without rational roots: 2, or 3 (a cubic), or 0 for a mix
    max_lead: int = 1  # leading coefficient of that factor
    max_rest: int = 9  # its other coefficients
    fractional: bool = False  # the polynomial may be shown divided by its leading coefficient
    max_candidates: int = 60

    def __post_init__(self) -> None:
        if not 1 <= self.roots <= 5 or not 2 <= self.max_root <= 20 or not 1 <= self.max_den <= 6:
            raise ValueError(f"need roots in 1..5, max_root in 2..20, max_den in 1..6, got {self}")
        if self.rest_degree not in (0, 2, 3) or not 1 <= self.max_lead <= 6 or not 2 <= self.max_rest <= 30 or not 8 <= self.max_candidates <= 400:
            raise ValueError(f"need rest_degree in (0, 2, 3), max_lead in 1..6, max_rest in 2..30, max_candidates in 8..400, got {self}")


_TEMPLATES = (
    "Find all rational roots of {p}, each listed as many times as its multiplicity.",
    "List every rational number r with P(r) = 0, where P(x) = {p}; repeat a root according to its multiplicity.",
    "Use the rational root theorem to find the rational roots of P(x) = {p} (with multiplicity).",
    "Which rational numbers are roots of {p}? Give each one as often as it occurs as a root.",
    "Determine the rational zeros of the polynomial {p}, counted with multiplicity.",
)
_FORM = ("the rational roots separated by commas, a root of multiplicity m written m times, as integers or reduced "
         "fractions (e.g. -1/2, 3, 3)")
_NAME = re.compile(r"^\s*x(?:_\{?\d+\}?)?\s*=\s*")


def read_root_list(text: object, max_items: int) -> list[Fraction] | None:
    """Comma/semicolon separated exact rationals (each optionally ``x = ``), sorted; ``None``
    when anything is unreadable."""
    text = clean_answer(text, 2000)
    if text is None:
        return None
    text = text.strip()
    for left, right in (("\\{", "\\}"), ("{", "}"), ("[", "]"), ("(", ")")):
        if text.startswith(left) and text.endswith(right):
            text = text[len(left): len(text) - len(right)]
            break
    items = [item.strip() for item in re.split(r"[,;]", text)]
    if not items or len(items) > max_items:
        return None
    values = []
    for item in items:
        item = _NAME.sub("", item, count=1)
        value = read_rational(item, decimal=False, reduced=True)
        if value is None or (value.denominator == 1 and ("/" in item or "frac" in item)):
            return None
        values.append(value)
    return sorted(values)


def _no_rational_root(coeffs: list) -> bool:
    if len(coeffs) == 3:
        c, b, a = coeffs
        return sqrt_fraction(Fraction(b * b - 4 * a * c)) is None
    return coeffs[0] != 0 and all(horner(coeffs, r) != 0 for r in candidates(coeffs))


class RationalRoots(Bootcamp):
    id = "algebra/rational_roots"
    description = "All rational roots with multiplicity of a polynomial that also has a factor without rational roots"
    Config = Config
    LEVELS = {
        "1": Config(roots=1, max_root=10, max_den=1, rest_degree=2, max_lead=1, max_rest=20, max_candidates=80),
        "2": Config(roots=2, max_root=6, max_den=2, rest_degree=2, max_lead=2, max_candidates=50),
        "3": Config(roots=2, repeat=True, max_root=5, max_den=3, rest_degree=2, max_lead=3, max_candidates=60),
        "4": Config(roots=3, repeat=True, max_root=5, max_den=3, rest_degree=0, max_lead=3, max_candidates=70),
        "5": Config(roots=3, repeat=True, max_root=6, max_den=4, rest_degree=3, max_lead=3, fractional=True,
                    max_candidates=90),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            roots: list[Fraction] = []
            while len(roots) < config.roots:
                r = Fraction(rng.randint(-config.max_root, config.max_root), rng.randint(1, config.max_den))
                if r not in roots:
                    roots.append(r)
            if config.repeat and rng.random() < 0.7:
                roots.append(rng.choice(roots))
            degree = config.rest_degree or rng.choice((2, 3))
            rest = [rng.randint(-config.max_rest, config.max_rest) for _ in range(degree)] + [rng.randint(1, config.max_lead)]
            if not _no_rational_root(rest) or rest[0] == 0:
                continue
            coeffs = rest
            for r in roots:
                coeffs = times_linear(coeffs, r.denominator, r.numerator)
            coeffs = primitive(coeffs) if rng.random() < 0.5 else coeffs
            nonzero = coeffs[next(i for i, c in enumerate(coeffs) if c):]
            if len(candidates(nonzero)) > config.max_candidates:
                continue
            shown: list = list(coeffs)
            if config.fractional and rng.random() < 0.5:
                shown = [Fraction(c, coeffs[-1]) for c in coeffs]
                shown = [c.numerator if c.denominator == 1 else str(c) for c in shown]
            return {"coeffs": shown}, [str(r) for r in sorted(roots)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES, _FORM, p=format_coeffs([Fraction(c) for c in data["coeffs"]]))

    def check(self, data: dict, answer: list[str], text: str) -> float:
        got = read_root_list(text, len(answer) + 4)
        return float(got is not None and got == sorted(Fraction(a) for a in answer))

    def format_answer(self, answer: list[str]) -> str:
        return format_root_list([Fraction(a) for a in answer])

    def wrong_answers(self, case: Any, rng: random.Random) -> list[str]:
        """One root moved, one copy dropped, one copy added."""
        gold = sorted(Fraction(a) for a in case.answer)
        moved = list(gold)
        moved[rng.randrange(len(moved))] += rng.choice((-1, 1))
        out = [format_root_list(sorted(moved)), format_root_list(gold + [gold[0]])]
        if len(gold) > 1:
            out.append(format_root_list(gold[1:]))
        return out

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("clear denominators")
        coeffs = [Fraction(c) for c in t.fetch("P", data["coeffs"])]
        ints = t.compute("P*", primitive(coeffs), why="times the LCD of the coefficients, divided by their gcd")
        roots, rest = traced_roots(t, ints, "P*")
        if len(rest) > 3:
            t.state("what is left")
            t.fetch("rest", rest)
            t.compute("rational roots left", 0, why="every candidate failed: no rational root")
        t.state("answer")
        return [str(r) for r in t.compute("roots", sorted(roots), why="with multiplicity, in order")]

    def solve(self, data: dict) -> list[str]:
        return [str(r) for r in plain_roots([Fraction(c) for c in data["coeffs"]])]


BOOTCAMP = RationalRoots()
