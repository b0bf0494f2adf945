"""An equation of rational expressions in x (fractions with linear-factor denominators on both
sides, sometimes a polynomial term): multiply through by the least common denominator, find the
rational roots of the cleared polynomial (rational root test, then the discriminant), and drop
every root that makes a denominator of the original equation zero (an extraneous root). The
generator builds the cleared numerator from chosen roots, often putting one at a pole, so the
answer may be one root, several, or none. The plain solver adds the terms as rational
functions by cross-multiplication (no LCD) and tests each rational-root candidate of that
numerator in the original equation."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp
from bootcamps.kit.alg5 import (candidates, factor_text, horner, poly_add, poly_mul, product_of_factors, side_text,
                                spec_coeffs, traced_roots, trim)
from bootcamps.kit.counting import RationalSetAnswer, format_rational_set
from bootcamps.kit.numbers2 import ask
from bootcamps.trace import Tracer


@dataclass(frozen=True)
class Config:
    poles: int = 1  # distinct denominator factors
    roots: int = 2  # degree of the cleared numerator
    terms: int = 2  # fractions shown before the last one
    max_root: int = 6
    max_den: int = 1  # largest denominator of a root
    max_pole_den: int = 1  # largest leading coefficient of a denominator factor

    def __post_init__(self) -> None:
        if not 1 <= self.poles <= 4 or not 1 <= self.roots <= 4 or not 1 <= self.terms <= 4:
            raise ValueError(f"need poles, roots in 1..4 and terms in 1..4, got {self.poles}, {self.roots}, {self.terms}")
        if not 2 <= self.max_root <= 20 or not 1 <= self.max_den <= 5 or not 1 <= self.max_pole_den <= 3:
            raise ValueError(f"need max_root in 2..20, max_den in 1..5, max_pole_den in 1..3, got {self}")


_TEMPLATES = (
    "Solve the equation {eq} for real x.",
    "Find every real number x that satisfies {eq}.",
    "Solve for x: {eq}. A value that makes any denominator zero is not a solution.",
    "Determine the solution set of the rational equation {eq}.",
    "Which real x make {eq} true? Check for extraneous roots.",
)
_FORM = "every solution once, separated by commas, as integers or reduced fractions (e.g. -2, 5/3), or none if there is no solution"


def _rational(rng: random.Random, max_root: int, max_den: int) -> Fraction:
    return Fraction(rng.randint(-max_root, max_root), rng.randint(1, max_den))


class RationalEquation(RationalSetAnswer, Bootcamp):
    id = "algebra/rational_equation"
    description = "Solve an equation of rational expressions, rejecting roots that zero a denominator"
    Config = Config
    lowest_terms = True  # the prompt asks for reduced fractions
    LEVELS = {
        "1": Config(poles=1, roots=2, terms=1, max_root=7, max_den=1, max_pole_den=1),
        "2": Config(poles=2, roots=2, terms=2, max_root=6, max_den=1, max_pole_den=1),
        "3": Config(poles=2, roots=2, terms=3, max_root=6, max_den=3, max_pole_den=1),
        "4": Config(poles=3, roots=3, terms=3, max_root=5, max_den=3, max_pole_den=2),
        "5": Config(poles=3, roots=3, terms=4, max_root=6, max_den=4, max_pole_den=3),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        while True:
            poles: list[Fraction] = []
            while len(poles) < config.poles:
                q, p = rng.randint(1, config.max_pole_den), rng.randint(-config.max_root, config.max_root)
                if math.gcd(p, q) == 1 and Fraction(p, q) not in poles:  # the factor q x - p, primitive
                    poles.append(Fraction(p, q))
            factors = [[p.denominator, p.numerator] for p in poles]
            roots = [rng.choice(poles) if rng.random() < 0.35 else _rational(rng, config.max_root, config.max_den)
                     for _ in range(config.roots)]
            k = rng.choice((-2, -1, 1, 1, 2, 3))
            target = product_of_factors([[r.denominator, r.numerator] for r in roots], k)  # cleared numerator N
            terms, rest = [], list(target)  # rest: N minus what the shown terms contribute, over the LCD
            for n in range(config.terms):
                if n == 0 and rng.random() < 0.25:  # at most one polynomial term
                    subset = []
                else:
                    size = rng.randint(1, len(factors))
                    subset = sorted(rng.sample(range(len(factors)), size))
                degree = rng.randint(0, len(subset)) if subset else 0
                num = [rng.randint(-5, 5) for _ in range(degree + 1)]
                if num[-1] == 0:
                    num[-1] = rng.choice((-1, 1)) * rng.randint(1, 4)
                side = rng.choice((1, -1))
                term = {"num": {"c": num}, "den": {"k": 1, "f": [factors[i] for i in subset]} if subset else None,
                        "side": side}
                other = product_of_factors([factors[i] for i in range(len(factors)) if i not in subset])
                rest = poly_add(rest, poly_mul(num, other), -side)
                terms.append(term)
            if not rest:
                continue
            last_side = -1 if rng.random() < 0.75 else 1
            terms.append({"num": {"c": [last_side * c for c in rest]}, "den": {"k": 1, "f": factors}, "side": last_side})
            rng.shuffle(terms)
            data = {"poles": [str(p) for p in poles], "left": [], "right": []}
            for term in terms:
                term = _signed(term)
                data["left" if term.pop("side") > 0 else "right"].append(term)
            if not data["left"]:
                data["left"], data["right"] = data["right"], data["left"]
            solutions = sorted({r for r in roots if r not in poles})
            return data, [str(r) for r in solutions]

    def prompt(self, data: dict, rng: random.Random) -> str:
        eq = f"{side_text(data['left'])} = {side_text(data['right'])}"
        return ask(rng, _TEMPLATES, _FORM, eq=eq)

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("denominators")
        poles = [Fraction(p) for p in t.fetch("poles", data["poles"])]
        factors = [[p.denominator, p.numerator] for p in poles]
        lcd = t.compute("LCD", product_of_factors(factors), why="product of the distinct factors " +
                        " ".join(f"({factor_text(q, p)})" for q, p in factors))
        cleared: list = []
        for side in ("left", "right"):
            for i, term in enumerate(data[side]):
                t.state(f"clear {side} {i + 1}")
                num = t.fetch(f"{side}[{i + 1}].num", spec_coeffs(term["num"]))
                den = term["den"]["f"] if term["den"] else []
                missing = t.compute("LCD/den", product_of_factors([f for f in factors if f not in den]),
                                    why="the factors of the LCD this term lacks")
                sign = (1 if side == "left" else -1) * term.get("sign", 1)
                part = t.compute("part", [sign * c for c in poly_mul(num, missing)],
                                 why="numerator times LCD/den" + (", moved to the left" if side == "right" else ""))
                cleared = t.compute("N", poly_add(cleared, part), why="running sum")
        if not cleared:
            raise ValueError("the cleared equation is 0 = 0")  # only after an injected error
        roots, _ = traced_roots(t, cleared, "N")
        kept: list[Fraction] = []
        for i, r in enumerate(sorted(set(roots))):
            t.state(f"domain check {i + 1}")
            r = t.fetch("r", r)
            value = t.compute("LCD(r)", horner(t.fetch("LCD", lcd), r), why="a zero denominator makes r extraneous")
            if t.goto(value != 0, why="keep r where LCD(r) != 0"):
                kept.append(r)
        t.state("answer")
        return [str(v) for v in t.compute("solutions", sorted(kept))]

    def format_answer(self, answer: list[str]) -> str:
        return format_rational_set(answer)

    def solve(self, data: dict) -> list[str]:
        # Sum the terms as fractions by plain cross-multiplication, then test the candidates.
        num, den = [0], [1]
        for side, sign in (("left", 1), ("right", -1)):
            for term in data[side]:
                tn = [sign * term.get("sign", 1) * c for c in spec_coeffs(term["num"])]
                td = spec_coeffs(term["den"]) if term["den"] else [1]
                num, den = poly_add(poly_mul(num, td), poly_mul(tn, den)), poly_mul(den, td)
        num = trim(num)
        if not num:
            raise ValueError("identity")
        found = {Fraction(0)} if num[0] == 0 else set()
        while num and num[0] == 0:
            num = num[1:]
        if len(num) > 1:
            found |= {r for r in candidates(num) if horner(num, r) == 0}

        def value(term: dict, x: Fraction) -> Fraction | None:
            d = horner(spec_coeffs(term["den"]), x) if term["den"] else Fraction(1)
            return None if d == 0 else term.get("sign", 1) * horner(spec_coeffs(term["num"]), x) / d

        out = []
        for x in sorted(found):
            values = [[value(term, x) for term in data[side]] for side in ("left", "right")]
            if all(v is not None for vs in values for v in vs) and sum(values[0]) == sum(values[1]):
                out.append(str(x))
        return out


def _signed(term: dict) -> dict:
    """A term written with a leading + coefficient in its numerator and its sign outside."""
    num = term["num"]["c"]
    sign = 1
    if trim(num) and trim(num)[-1] < 0:
        num, sign = [-c for c in num], -1
    return {"num": {"c": num}, "den": term["den"], "sign": sign, "side": term["side"]}


BOOTCAMP = RationalEquation()
