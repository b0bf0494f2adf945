"""Shared pieces of the physics, chemistry and everyday-money bootcamps of round 3.

* ``ExactValueAnswer``: one exact rational written as an integer, a decimal or a fraction in
  lowest terms, optionally followed by one of the units ``units_for(data)`` returns (the
  bootcamp's ``answer_units`` unless it narrows them to the case's asked quantity; gold stored
  as ``format_rational`` text such as ``-7/3``).
* ``q(text)``: ``Fraction(text)`` with a cache (case data keeps exact values as text).
* ``draw_decimal(rng, lo, hi, places)``: a random exact decimal in ``[lo, hi]`` with ``places``
  decimals (never zero-padded in prompts: shown with ``show``).
* ``show(value)``: a prompt value as an exact decimal where it has one, else ``a/b``.
* ``rounded(value, places)``: the decimal text of ``value`` rounded half up to ``places``.
* ``tolerance_gold(exact, tol)``: the gold text for a ``ToleranceAnswer``: rounded to one
  decimal place finer than the tolerance, so the stored gold always lies inside it.
* ``decimal_log10(value)``: log10 of a positive Fraction to about 30 significant digits (Decimal).
"""

from __future__ import annotations

import random
from functools import lru_cache
from decimal import Decimal, localcontext
from fractions import Fraction
from typing import Any

from bootcamps.kit.poly import format_rational, read_rational
from bootcamps.kit.units import MAX_CHARS, UNIT_WORDS, AskedUnits, format_decimal


def _strip_unit(text: str, units: tuple[str, ...]) -> str | None:
    """``text`` without one trailing unit from ``units`` or one of their words (``UNIT_WORDS``),
    longest first; ``None`` when the text is too long to be one number."""
    if len(text) > MAX_CHARS:
        return None
    text = text.strip().rstrip(".").strip()
    words = [w for unit in units for w in UNIT_WORDS.get(unit, ())]
    for unit in sorted((*units, *words), key=len, reverse=True):
        if text.endswith(unit) and len(text) > len(unit):
            head = text[: -len(unit)].rstrip()
            if head and (head[-1].isdigit() or head[-1] == "."):
                return head
    return text


class ExactValueAnswer(AskedUnits):
    """Mixin: the exact rational gold (``format_rational`` text) written as an integer, a
    terminating decimal or a fraction in lowest terms, with at most one unit of
    ``units_for(data)`` (by default ``answer_units``). A quotient that is not reduced
    (``10/4``) reads as a restated question."""

    def check(self, data: dict, answer: Any, text: str) -> float:
        if not isinstance(text, str):
            return 0.0
        body = _strip_unit(text, self.units_for(data))
        if body is None:
            return 0.0
        value = read_rational(body, decimal=True, fraction=True, reduced=True)
        if value is None or (("/" in body or "frac" in body) and value.denominator == 1):
            return 0.0  # "6/1" or "\\frac{3}{1}" restates a quotient instead of giving the integer
        return 1.0 if value == Fraction(str(answer)) else 0.0

    def format_answer(self, answer: Any) -> str:
        return str(answer)


@lru_cache(maxsize=65536)
def q(text: str | int) -> Fraction:
    """``Fraction(text)``, cached: case data keeps exact values as text (``"-7/4"``, ``"2.5"``)
    and parsing them dominates the cost of a case otherwise."""
    return Fraction(text)


def draw_decimal(rng: random.Random, lo: int | Fraction, hi: int | Fraction, places: int = 1) -> Fraction:
    """A random exact value in ``[lo, hi]`` on the grid of ``places`` decimals."""
    scale = 10**places
    return Fraction(rng.randint(int(Fraction(lo) * scale), int(Fraction(hi) * scale)), scale)


def show(value: Fraction | int) -> str:
    """A value for a prompt: its exact decimal where it has one, else ``a/b``."""
    value = Fraction(value)
    num, den = value.numerator, value.denominator
    if den == 1:
        return str(num)
    for places in range(1, 13):  # integer arithmetic: a prompt shows many values per case
        scale = 10**places
        if scale % den == 0:
            digits = str(abs(num) * (scale // den)).rjust(places + 1, "0")
            text = f"{digits[:-places]}.{digits[-places:]}".rstrip("0")
            return ("-" if num < 0 else "") + text
    try:
        return format_decimal(value)
    except ValueError:
        return format_rational(value)


def rounded(value: Fraction | int, places: int) -> str:
    """The decimal text of ``value`` rounded half up (away from zero) to ``places`` decimals,
    trailing zeros kept."""
    value = Fraction(value)
    whole, rest = divmod(abs(value.numerator) * 10**places, value.denominator)
    if 2 * rest >= value.denominator:
        whole += 1
    digits = str(whole).rjust(places + 1, "0")
    text = f"{digits[:-places]}.{digits[-places:]}" if places > 0 else digits
    return "-" + text if value < 0 and whole else text


def tolerance_gold(exact: Fraction, tol: Fraction) -> str:
    """The stored gold of a toleranced answer: ``exact`` rounded one place finer than ``tol``."""
    places = 0
    while Fraction(1, 10**places) > tol:
        places += 1
    return rounded(exact, places + 1)


def decimal_log10(value: Fraction) -> Decimal:
    """log10 of a positive exact value, to 30 significant digits."""
    if value <= 0:
        raise ValueError(f"log10 needs a positive value, got {value}")
    with localcontext() as ctx:
        ctx.prec = 34  # one logarithm of the quotient: far finer than any stated tolerance
        return (Decimal(value.numerator) / Decimal(value.denominator)).log10()


class ToleranceWrongs:
    """Mixin for ``ToleranceAnswer`` bootcamps: wrong answers lie just outside the tolerance
    (a perturbed last digit of the gold would still be inside it). Another case's gold may lie
    within this case's tolerance by coincidence, so answers are not unique across cases."""

    unique_answer = False

    def wrong_answers(self, case: Any, rng: random.Random) -> list[str]:
        exact, tol = Fraction(case.data["exact"]), Fraction(case.data["tol"])
        step = tol * rng.choice((2, 3, 5))
        return [tolerance_gold(exact + step, tol), tolerance_gold(exact - step, tol), tolerance_gold(exact * 2 + 1, tol)]


def clear_of(exact: Fraction, numbers: list, tol: Fraction) -> bool:
    """Whether no number the prompt shows lies within ``tol`` (widened 1%) of ``exact``: the
    prompt's own numbers must never score as a toleranced answer. (Expressions such as ``a*b``
    never parse as an answer, so single numbers are all that need checking.)"""
    target, window = float(exact), float(tol) * 1.01 + 1e-9
    return all(abs(float(v) - target) > window for v in numbers)
