"""Shared helpers for the second batch of mathematics bootcamps.

* ``ExactRationalAnswer``: one exact rational (integer, or fraction in lowest terms), where an
  integer must be written as an integer (``5/1`` restates a quotient and scores 0).
* ``RationalTupleAnswer``: a fixed-length, ordered list of exact rationals (``[1/2, 3]``).
* ``ask``: a prompt from one of several templates, ending with the answer instruction.
* Small integer helpers: ``factor``, ``factor_bounded``, ``divisors``, ``lcm_all``.
"""

from __future__ import annotations

import math
import random
import re
from fractions import Fraction
from typing import Any, Sequence

from bootcamps.api import answer_instruction
from bootcamps.kit.poly import format_rational, read_rational, read_rational_list

_NAMED = re.compile(r"^(\s*\$?)\s*[A-Za-z][A-Za-z0-9_]{0,11}\s*=\s*(?=\S)")


def _integer_spelled_as_quotient(text: str, value: Fraction) -> bool:
    return value.denominator == 1 and ("/" in text or "frac" in text)


class ExactRationalAnswer:
    """Mixin: the answer is one exact rational stored as its text (``-3/4``, ``5``). Accepted:
    an integer, or ``a/b`` / ``\\frac{a}{b}`` in lowest terms; not decimals, not ``10/2``, not
    ``5/1`` for 5 (a restated question such as ``a/b`` of two prompt numbers is no value).
    One leading name is allowed: ``x = 11/4``."""

    def check(self, data: dict, answer: str, text: str) -> float:
        text = _NAMED.sub(r"\1", text, count=1)  # "x = 11/4" names the value; the value is checked
        value = read_rational(text, decimal=False, reduced=True)
        if value is None or _integer_spelled_as_quotient(text, value):
            return 0.0
        return 1.0 if value == Fraction(answer) else 0.0


class RationalTupleAnswer:
    """Mixin: the answer is an ordered list of exact rationals stored as texts; each item an
    integer or a fraction in lowest terms, the count exactly the gold's. ``names`` (a class
    attribute, or ``item_names`` where they depend on the case) lets ``x = 1, y = 2`` name the
    items in order."""

    names: tuple[str, ...] = ()

    def item_names(self, data: dict, answer: list[str]) -> tuple[str, ...]:
        return self.names

    def check(self, data: dict, answer: list[str], text: str) -> float:
        if len(text) > 60 * len(answer) + 40:
            return 0.0
        values = read_rational_list(text, len(answer), names=self.item_names(data, answer), decimal=False, reduced=True)
        if values is None:
            return 0.0
        return 1.0 if values == [Fraction(a) for a in answer] else 0.0

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(answer)


def ask(rng: random.Random, templates: Sequence[str], form: str, **fields: Any) -> str:
    """One template chosen by ``rng``, filled with ``fields``, then the answer instruction."""
    return f"{rng.choice(templates).format(**fields)}\n{answer_instruction(form)}"


def frac_text(value: Fraction | int) -> str:
    return format_rational(Fraction(value))


def factor(n: int) -> dict[int, int]:
    """Prime -> exponent of ``n >= 1`` by trial division (n is small in these bootcamps)."""
    if n < 1:
        raise ValueError(f"factor needs n >= 1, got {n}")
    out: dict[int, int] = {}
    p = 2
    while p * p <= n:
        while n % p == 0:
            out[p] = out.get(p, 0) + 1
            n //= p
        p += 1 if p == 2 else 2
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out


def factor_bounded(n: int, limit: int = 10_000) -> dict[int, int]:
    """``factor`` by trial division up to ``limit`` only, any rest taken as one prime: exact for
    the smooth numbers bootcamps build, and bounded in time on the huge values a traced program
    may meet after an injected error."""
    out: dict[int, int] = {}
    p = 2
    while p <= limit and p * p <= n:
        while n % p == 0:
            out[p] = out.get(p, 0) + 1
            n //= p
        p += 1 if p == 2 else 2
    if n > 1:
        out[n] = out.get(n, 0) + 1
    return out


def divisors(n: int) -> list[int]:
    """All positive divisors of ``n >= 1``, increasing."""
    small, large = [], []
    d = 1
    while d * d <= n:
        if n % d == 0:
            small.append(d)
            if d * d != n:
                large.append(n // d)
        d += 1
    return small + large[::-1]


def lcm_all(values: Sequence[int]) -> int:
    out = 1
    for v in values:
        out = out * v // math.gcd(out, v)
    return out
