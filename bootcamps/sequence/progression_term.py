"""A term of an arithmetic or geometric progression from two of its other terms: the gap
between the given positions fixes the common difference (divide) or ratio (take the root),
then step from a known term to the asked one."""

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
    max_index: int = 10
    max_value: int = 20
    fractional: bool = False  # a difference or ratio that is a fraction, not an integer

    def __post_init__(self) -> None:
        if not 4 <= self.max_index <= 1000 or not 2 <= self.max_value <= 10**6:
            raise ValueError(f"need max_index in 4..1000 and max_value in 2..10**6, got {self.max_index}, {self.max_value}")


_TEMPLATES = {
    "arithmetic": (
        "In an arithmetic progression a_1, a_2, a_3, ... (a constant difference between consecutive terms), a_{p} = {ap} and a_{q} = {aq}. Find a_{n}.",
        "The {p}th term of an arithmetic sequence is {ap} and its {q}th term is {aq}. What is its {n}th term?",
        "An arithmetic sequence has a_{p} = {ap}, a_{q} = {aq}. Determine a_{n}.",
    ),
    "geometric": (
        "In a geometric progression with a positive common ratio, a_{p} = {ap} and a_{q} = {aq}. Find a_{n}.",
        "The {p}th term of a geometric sequence (each term is the previous one times a fixed positive ratio) is {ap}, and its {q}th term is {aq}. What is its {n}th term?",
        "A geometric sequence with positive ratio has a_{p} = {ap} and a_{q} = {aq}. Determine a_{n}.",
    ),
}
_FORM = "an integer or a fraction in lowest terms, e.g. -7/2"


def _root(value: Fraction, k: int) -> Fraction | None:
    """The positive rational k-th root of a positive rational, or None."""
    out = []
    for part in (value.numerator, value.denominator):
        r = round(part ** (1.0 / k))
        r = next((c for c in (r - 1, r, r + 1) if c > 0 and c**k == part), None)
        if r is None:
            return None
        out.append(r)
    return Fraction(out[0], out[1])


class ProgressionTerm(ExactRationalAnswer, Bootcamp):
    id = "sequence/progression_term"
    description = "A term of an arithmetic or geometric progression from two other terms"
    Config = Config
    LEVELS = {
        "1": Config(max_index=8, max_value=20, fractional=False),
        "2": Config(max_index=12, max_value=40, fractional=False),
        "3": Config(max_index=20, max_value=60, fractional=True),
        "4": Config(max_index=40, max_value=200, fractional=True),
        "5": Config(max_index=100, max_value=1000, fractional=True),
    }

    def generate(self, config: Config, rng: random.Random) -> tuple[dict, str]:
        kind = rng.choice(("arithmetic", "geometric"))
        if kind == "arithmetic":
            p, q, n = rng.sample(range(1, config.max_index + 1), 3)
            den = rng.randint(2, 5) if config.fractional and rng.random() < 0.6 else 1
            d = Fraction(rng.choice((-1, 1)) * rng.randint(1, config.max_value // 2), den)
            first = Fraction(rng.randint(-config.max_value, config.max_value), den)
            term = lambda i: first + (i - 1) * d  # noqa: E731 - a one-line rule
        else:
            p, q, n = rng.sample(range(1, min(config.max_index, 9) + 1), 3)
            ratio = Fraction(rng.choice((2, 3, 5)), rng.choice((2, 3)) if config.fractional and rng.random() < 0.6 else 1)
            if ratio == 1:
                ratio = Fraction(2)
            first = Fraction(rng.choice((-1, 1)) * rng.randint(1, config.max_value // 4 + 1))
            term = lambda i: first * ratio ** (i - 1)  # noqa: E731
        data = {"kind": kind, "p": p, "q": q, "n": n, "ap": format_rational(term(p)), "aq": format_rational(term(q))}
        return data, format_rational(term(n))

    def prompt(self, data: dict, rng: random.Random) -> str:
        return ask(rng, _TEMPLATES[data["kind"]], _FORM, p=data["p"], q=data["q"], n=data["n"], ap=data["ap"], aq=data["aq"])

    def program(self, t: Tracer, data: dict) -> str:
        t.state("the two known terms")
        p, q = t.fetch("p", data["p"]), t.fetch("q", data["q"])
        ap, aq = Fraction(t.fetch("a_p", Fraction(data["ap"]))), Fraction(t.fetch("a_q", Fraction(data["aq"])))
        gap = t.compute("gap", q - p, why="q - p")
        if gap == 0:
            raise ZeroDivisionError("equal positions after an injected error")
        t.state("common step")
        if data["kind"] == "arithmetic":
            step = t.compute("d", (aq - ap) / gap, why="(a_q - a_p) / (q - p)")
        else:
            if ap == 0:
                raise ZeroDivisionError("zero term after an injected error")
            power = t.compute("r^gap", aq / ap, why="a_q / a_p")
            if power <= 0 or abs(gap) > 200:
                raise ValueError("no positive root after an injected error")
            root = _root(Fraction(power) if gap > 0 else 1 / Fraction(power), abs(gap))
            if root is None:
                raise ValueError("no rational root after an injected error")
            step = t.compute("r", root, why="the positive (q - p)th root")
        t.state("the asked term")
        n = t.fetch("n", data["n"])
        k = t.compute("k", n - p, why="n - p")
        step = Fraction(step)
        value = ap + k * step if data["kind"] == "arithmetic" else ap * step**k
        why = "a_p + k*d" if data["kind"] == "arithmetic" else "a_p * r^k"
        return t.compute("a_n", format_rational(value), why=why)

    def solve(self, data: dict) -> str:
        # recover the first term, then the closed form a_1 + (n-1)d or a_1 r^(n-1)
        p, q, n = data["p"], data["q"], data["n"]
        ap, aq = Fraction(data["ap"]), Fraction(data["aq"])
        if data["kind"] == "arithmetic":
            d = (aq - ap) / (q - p)
            return format_rational(ap - (p - 1) * d + (n - 1) * d)
        ratio = next(r for r in (Fraction(a, b) for a in range(1, 11) for b in range(1, 4)) if ap * r ** (q - p) == aq)
        return format_rational(ap / ratio ** (p - 1) * ratio ** (n - 1))


BOOTCAMP = ProgressionTerm()
