"""Polynomial long division: P(x) = Q(x) D(x) + R(x) with deg R < deg D; the quotient and the
remainder, each expanded. A restated P/D (a rational function) is not an answer."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from fractions import Fraction

from bootcamps.api import Bootcamp, answer_instruction
from bootcamps.kit.labels import place_labelled
from bootcamps.kit.poly import Poly, clean_answer, format_coeffs, is_expanded, parse_expression, poly_divmod
from bootcamps.trace import Tracer

_LABEL = re.compile(r"^\s*(quotient|remainder|q|r)(?:\s*\(\s*x\s*\))?\s*(?:=|:)\s*", re.IGNORECASE)


def _slot(part: str) -> int | None:
    """0 for a part labelled as the quotient, 1 for the remainder, None unlabelled."""
    match = _LABEL.match(part)
    return None if match is None else int(match.group(1)[0].lower() == "r")


@dataclass(frozen=True)
class Config:
    dividend_degree: int = 3
    divisor_degree: int = 1
    max_coefficient: int = 6
    monic: bool = True

    def __post_init__(self) -> None:
        if not 1 <= self.divisor_degree < self.dividend_degree <= 10:
            raise ValueError(f"need 1 <= divisor_degree < dividend_degree <= 10, got {self.divisor_degree}, {self.dividend_degree}")
        if not 1 <= self.max_coefficient <= 100:
            raise ValueError(f"max_coefficient must be in 1..100, got {self.max_coefficient}")


_TEMPLATES = (
    "Divide {p} by {d}. Give the quotient and the remainder.",
    "Use polynomial long division to find Q(x) and R(x) with {p} = Q(x)·({d}) + R(x) and deg R < {k}.",
    "What are the quotient and remainder when {p} is divided by {d}?",
    "Perform the division ({p}) ÷ ({d}) and state the quotient and remainder polynomials.",
)
_FORM = "the quotient and the remainder, both expanded, separated by a semicolon, e.g. Q = x^2 - 3x + 1; R = 2x - 5 (write R = 0 if it divides exactly)"


class PolynomialDivision(Bootcamp):
    id = "algebra/polynomial_division"
    description = "Quotient and remainder of polynomial long division"
    Config = Config
    LEVELS = {
        "1": Config(dividend_degree=3, divisor_degree=1, max_coefficient=9, monic=True),
        "2": Config(dividend_degree=4, divisor_degree=2, max_coefficient=7, monic=True),
        "3": Config(dividend_degree=5, divisor_degree=2, max_coefficient=7, monic=False),
        "4": Config(dividend_degree=6, divisor_degree=3, max_coefficient=8, monic=False),
        "5": Config(dividend_degree=8, divisor_degree=3, max_coefficient=9, monic=False),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, list[str]]:
        # P = Q*D + R from integer Q, D, R: a non-monic D still gives readable coefficients.
        c = config.max_coefficient
        lead = 1 if config.monic else rng.choice((-1, 1)) * rng.randint(2, 4)
        divisor = [rng.randint(-c, c) for _ in range(config.divisor_degree)] + [lead]
        if not any(divisor[:-1]):
            divisor[0] = rng.randint(1, c)
        quotient = [rng.randint(-c, c) for _ in range(config.dividend_degree - config.divisor_degree)] + [rng.choice((-1, 1)) * rng.randint(1, c)]
        remainder = [rng.randint(-c, c) for _ in range(config.divisor_degree)]
        while remainder and remainder[-1] == 0:
            remainder.pop()
        dividend = [0] * (len(quotient) + len(divisor) - 1)
        for i, q in enumerate(quotient):
            for j, d in enumerate(divisor):
                dividend[i + j] += q * d
        for i, r in enumerate(remainder):
            dividend[i] += r
        data = {"dividend": dividend, "divisor": divisor}
        return data, [format_coeffs(quotient), format_coeffs(remainder)]

    def prompt(self, data: dict, rng: random.Random) -> str:
        text = rng.choice(_TEMPLATES).format(p=format_coeffs(data["dividend"]), d=format_coeffs(data["divisor"]), k=len(data["divisor"]) - 1)
        return f"{text}\n{answer_instruction(_FORM)}"

    def format_answer(self, answer: list[str]) -> str:
        return f"Q = {answer[0]}; R = {answer[1]}"

    def check(self, data: dict, answer: list[str], text: str) -> float:
        text = clean_answer(text, 4000)
        if text is None:
            return 0.0
        parts = [p for p in re.split(r"[;,]|\band\b", text)]
        if len(parts) != 2:
            return 0.0
        parts = place_labelled(parts, _slot)  # "R = ...; Q = ..." is the same answer
        if parts is None:
            return 0.0  # two quotients or two remainders
        got = [parse_expression(_LABEL.sub("", part), ("x",), lhs=False) for part in parts]
        if any(g is None or not is_expanded(g) for g in got):
            return 0.0
        want = [parse_expression(a, ("x",)) for a in answer]
        return 1.0 if all(w is not None and g.value == w.value for g, w in zip(got, want)) else 0.0

    def program(self, t: Tracer, data: dict) -> list[str]:
        t.state("start")
        divisor = [Fraction(v) for v in t.fetch("D", data["divisor"])]
        rest = [Fraction(v) for v in t.fetch("P", data["dividend"])]
        k = len(divisor) - 1
        quotient = [Fraction(0)] * max(1, len(rest) - k)
        step = 0
        while len(rest) - 1 >= k and any(rest):
            t.state(f"division step {step}")
            rest = [Fraction(v) for v in t.fetch("R", rest)]
            shift = t.compute("shift", len(rest) - 1 - k, why="deg R - deg D")
            factor = t.compute("c", rest[-1] / divisor[-1], why="leading coefficient of R / leading coefficient of D")
            if not 0 <= shift < len(quotient):
                raise IndexError("quotient degree out of range after an injected error")
            quotient[shift] = Fraction(factor)
            new = list(rest)
            for i, d in enumerate(divisor):
                new[shift + i] -= Fraction(factor) * d
            rest = t.compute("R2", new[:-1], why="R - c*x^shift*D, top term dropped")
            step += 1
        while rest and rest[-1] == 0:
            rest = rest[:-1]
        t.state("answer")
        q, r = t.fetch("Q", quotient), t.fetch("R", rest)
        return t.compute("answer", [format_coeffs(q), format_coeffs(r)], why="quotient and remainder")

    def wrong_answers(self, case, rng: random.Random) -> list[str]:
        # Coefficients, not characters: the default's text edit can turn "- x^2" into "-1x^2", the
        # same polynomial, and call a right answer wrong.
        q, r = poly_divmod(Poly.from_coeffs(case.data["dividend"]), Poly.from_coeffs(case.data["divisor"]))
        parts = [q.coeffs("x"), r.coeffs("x")]
        texts = []
        for _ in range(3):
            which = rng.randrange(2) if parts[1] else 0
            coeffs = list(parts[which]) or [Fraction(0)]
            i = rng.randrange(len(coeffs) + 1)  # len: a new leading term
            coeffs += [Fraction(0)] * (i + 1 - len(coeffs))
            coeffs[i] += rng.choice((-2, -1, 1, 2))
            wrong = [format_coeffs(parts[0]), format_coeffs(parts[1])]
            wrong[which] = format_coeffs(coeffs)
            texts.append(f"Q = {wrong[0]}; R = {wrong[1]}")
        return texts

    def solve(self, data: dict) -> list[str]:
        q, r = poly_divmod(Poly.from_coeffs(data["dividend"]), Poly.from_coeffs(data["divisor"]))
        return [str(q), str(r)]


BOOTCAMP = PolynomialDivision()
