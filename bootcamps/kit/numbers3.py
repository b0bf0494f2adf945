"""Shared helpers for the sixth batch of mathematics bootcamps (issue 10).

* Rational multiples of a square root, ``(p/r)·√q`` with ``q`` square-free and the fraction in
  lowest terms: ``surd_fraction`` (simplify ``x·√n`` for a rational ``x``), ``format_surd_fraction``,
  ``read_surd_fraction`` (a strict reader of ``3√7/4``, ``(3/4)√7``, ``\\frac{3\\sqrt{7}}{4}``,
  ``3*sqrt(7)/4``, ``\\frac{3}{4}\\sqrt{7}``, ``5/2``, ``7``) and the mixin ``SurdFractionAnswer``.
* ``mobius``: the Möbius function of a small integer.
* ``square_free_parts(n)`` and ``sqrt_of_product(factors)``: n = k² q with q square-free, fast
  (primes up to 40,000; or the factorizations of small factors merged) where a plain trial
  division up to sqrt(n) would be slow.
* ``PairAnswer``: an ordered pair of integers, ``(x, y)``, ``x = 3, y = 2`` or ``3, 2``.
* ``IntervalAnswer``: one interval, in interval notation or as an inequality in x.
* ``PolyWrongAnswers``: wrong answers for polynomial bootcamps that are really other polynomials.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction
from typing import Any

from bootcamps.kit.counting import format_interval, read_interval
from bootcamps.kit.numbers2 import factor_bounded
from bootcamps.kit.poly import clean_answer, read_rational

MAX_SURD_TEXT = 200
_ROOT = r"(?:√|\\sqrt|sqrt)\s*(?:\{\s*(\d+)\s*\}|\(\s*(\d+)\s*\)|(\d+))"
_TIMES = r"\s*(?:\*|\\cdot|\\times|·)?\s*"
# a√b, √b, a√b/c, (a√b)/c
_SURD_OVER = re.compile(rf"([+-]?)(\d*){_TIMES}{_ROOT}(?:\s*/\s*(\d+))?")
_PAREN_SURD_OVER = re.compile(rf"([+-]?)\(\s*(\d*){_TIMES}{_ROOT}\s*\)\s*/\s*(\d+)")
# \frac{a\sqrt{b}}{c}
_FRAC_SURD = re.compile(rf"([+-]?)\\[dt]?frac\s*\{{\s*(\d*){_TIMES}{_ROOT}\s*\}}\s*\{{\s*(\d+)\s*\}}")
_INNER_SIGN = re.compile(r"^\\([dt]?)frac\s*\{\s*([+-])")  # a sign written inside \frac's numerator
# (a/c)√b, \frac{a}{c}\sqrt{b}, a/c √b
_COEF_SURD = re.compile(
    rf"([+-]?)(?:\(\s*(\d+)\s*/\s*(\d+)\s*\)|\\[dt]?frac\s*\{{\s*(\d+)\s*\}}\s*\{{\s*(\d+)\s*\}}|(\d+)\s*/\s*(\d+)\s+){_TIMES}{_ROOT}"
)


def surd_fraction(coefficient: Fraction | int, radicand: int) -> tuple[Fraction, int]:
    """``coefficient·√radicand`` as ``(c, q)`` with ``q`` square-free (``q = 1``: rational)."""
    if radicand < 0:
        raise ValueError(f"radicand must be >= 0, got {radicand}")
    outside, inside = square_free_parts(radicand)
    value = Fraction(coefficient) * outside
    return (value, 1) if value == 0 else (value, inside)


def format_surd_fraction(coefficient: Fraction | int, radicand: int) -> str:
    """``3√7/4``, ``√7/4``, ``-√7``, ``5/2``, ``7`` (``radicand`` already square-free)."""
    c = Fraction(coefficient)
    if radicand == 1 or c == 0:
        return str(c.numerator) if c.denominator == 1 else f"{c.numerator}/{c.denominator}"
    sign = "-" if c < 0 else ""
    num = abs(c.numerator)
    head = f"{sign}{'' if num == 1 else num}√{radicand}"
    return head if c.denominator == 1 else f"{head}/{c.denominator}"


def _radicand(match: re.Match, first: int) -> int:
    return int(match.group(first) or match.group(first + 1) or match.group(first + 2))


def _square_free(n: int) -> bool:
    # bounded: a radicand from model text may be long; golds are far below 10**30
    return 1 < n < 10**30 and square_free_parts(n)[0] == 1


def read_surd_fraction(text: object) -> tuple[Fraction, int] | None:
    """``(c, q)`` for one number ``c·√q`` written in simplest form, or ``None``: the radicand
    square-free and > 1, the fraction in lowest terms with a denominator > 1 where one is
    written, no root left in a denominator, no decimals, sums or split digits. A rational
    (integer or reduced ``a/b``) reads as ``(value, 1)``."""
    text = clean_answer(text, MAX_SURD_TEXT)
    if text is None:
        return None
    text = text.strip()
    if "√" not in text and "sqrt" not in text:
        value = read_rational(text, decimal=False, reduced=True)
        if value is None or (value.denominator == 1 and ("/" in text or "frac" in text)):
            return None  # "6/2" restates a quotient
        return value, 1
    num: int
    den: int
    text = _INNER_SIGN.sub(r"\2\\\1frac{", text)  # \frac{-7\sqrt{85}}{85} is -\frac{7\sqrt{85}}{85}
    match = _SURD_OVER.fullmatch(text) or _PAREN_SURD_OVER.fullmatch(text) or _FRAC_SURD.fullmatch(text)
    if match is not None:
        sign, digits = match.group(1), match.group(2)
        num = int(digits) if digits else 1
        radicand = _radicand(match, 3)
        den = int(match.group(6)) if match.group(6) else 1
        if match.group(6) is not None and den == 1:
            return None  # "/1" restates
    else:
        match = _COEF_SURD.fullmatch(text)
        if match is None:
            return None
        sign = match.group(1)
        pairs = [(match.group(i), match.group(i + 1)) for i in (2, 4, 6)]
        a, b = next(p for p in pairs if p[0] is not None)
        num, den = int(a), int(b)
        radicand = _radicand(match, 8)
        if den == 1:
            return None
    if num == 0 or den == 0 or math.gcd(num, den) != 1 or not _square_free(radicand):
        return None
    value = Fraction(num, den)
    return (-value if sign == "-" else value), radicand


class SurdFractionAnswer:
    """Mixin: the answer is one number ``(p/r)·√q`` in simplest form, stored as
    ``format_surd_fraction``'s text; any notation ``read_surd_fraction`` reads scores 1.0."""

    def check(self, data: dict, answer: str, text: str) -> float:
        value = read_surd_fraction(text)
        return 1.0 if value is not None and value == read_surd_fraction(answer) else 0.0


def mobius(n: int) -> int:
    """μ(n) for ``1 <= n``: 0 when a square divides n, else (-1)^(number of prime factors)."""
    if n < 1:
        raise ValueError(f"mobius needs n >= 1, got {n}")
    powers = factor_bounded(n)
    if any(e > 1 for e in powers.values()):
        return 0
    return -1 if len(powers) % 2 else 1


_PAIR_NAMED = re.compile(r"^\s*([a-z])\s*=\s*([^,;]+?)\s*[,;]\s*([a-z])\s*=\s*([^,;]+?)\s*$")


def read_int_pair(text: object, names: tuple[str, str] = ("x", "y")) -> tuple[int, int] | None:
    """``(3, 2)``, ``3, 2``, ``x = 3, y = 2`` (those names, in that order) -> ``(3, 2)``."""
    text = clean_answer(text, 400)
    if text is None:
        return None
    text = text.strip()
    match = _PAIR_NAMED.match(text)
    if match:
        if (match.group(1), match.group(3)) != names:
            return None
        items = [match.group(2), match.group(4)]
    else:
        if len(text) >= 2 and text[0] in "([" and text[-1] in ")]":
            text = text[1:-1]
        items = text.split(",") if "," in text else text.split(";")
        if len(items) != 2:
            return None
    values = []
    for item in items:
        item = item.strip()
        if not re.fullmatch(r"[+-]?\d+", item):
            return None  # no thousands groupings inside a pair: "1,234" would be ambiguous
        values.append(int(item))
    return values[0], values[1]


class PairAnswer:
    """Mixin: the answer is an ordered pair of integers stored as ``[x, y]``; ``pair_names``
    (a class attribute) are the names ``x = .., y = ..`` may use."""

    pair_names: tuple[str, str] = ("x", "y")

    def check(self, data: dict, answer: Any, text: str) -> float:
        return 1.0 if read_int_pair(text, self.pair_names) == (int(answer[0]), int(answer[1])) else 0.0

    def format_answer(self, answer: Any) -> str:
        return f"({answer[0]}, {answer[1]})"


class IntervalAnswer:
    """Mixin: the answer is one interval of the real line stored as ``format_interval``'s text,
    accepted in interval notation or as an inequality in x (``kit.counting.read_interval``)."""

    def check(self, data: dict, answer: str, text: str) -> float:
        want = read_interval(answer)
        got = read_interval(text)
        return float(want is not None and got == want)

    def wrong_answers(self, case: Any, rng: Any) -> list[str]:
        """The gold with one end opened or closed, and with one end moved."""
        low, low_closed, high, high_closed = read_interval(case.answer)
        out = []
        if low is not None:
            out.append(format_interval((low, not low_closed, high, high_closed)))
            out.append(format_interval((low - rng.randint(1, 3), low_closed, high, high_closed)))
        if high is not None:
            out.append(format_interval((low, low_closed, high, not high_closed)))
            out.append(format_interval((low, low_closed, high + rng.randint(1, 3), high_closed)))
        return out


class PolyWrongAnswers:
    """Mixin for polynomial answers: wrong answers that are other polynomials (a perturbed
    string such as ``+1x^3`` for ``+ x^3`` may still be the same polynomial)."""

    def wrong_answers(self, case: Any, rng: Any) -> list[str]:
        gold = str(case.answer)
        shift = rng.randint(1, 9)
        return [f"{gold} + {shift}", f"{gold} - {shift}x", f"2({gold})"]


_PRIME_LIMIT = 40_000
_PRIMES: list[int] = []


def _primes() -> list[int]:
    if not _PRIMES:
        flags = bytearray([1]) * (_PRIME_LIMIT + 1)
        flags[0] = flags[1] = 0
        for p in range(2, math.isqrt(_PRIME_LIMIT) + 1):
            if flags[p]:
                flags[p * p :: p] = bytes(len(range(p * p, _PRIME_LIMIT + 1, p)))
        _PRIMES.extend(i for i, f in enumerate(flags) if f)
    return _PRIMES


def square_free_parts(n: int) -> tuple[int, int]:
    """``(k, q)`` with ``n = k² q`` and ``q`` square-free: trial division with the primes up to
    40,000, then (what is left has only larger primes) a square check below 40,000³, where it
    holds at most two primes, or Pollard's rho above it. For the numbers bootcamps build."""
    if n < 0:
        raise ValueError(f"square_free_parts needs n >= 0, got {n}")
    if n == 0:
        return 0, 1
    outside, inside = 1, 1
    for p in _primes():
        if p * p > n:
            break
        if n % p:
            continue
        e = 0
        while n % p == 0:
            n //= p
            e += 1
        outside *= p ** (e // 2)
        inside *= p ** (e % 2)
    if n >= _PRIME_LIMIT**3:  # may hold a square of a large prime next to other large primes
        counts: dict[int, int] = {}
        for p in _rho_factors(n):
            counts[p] = counts.get(p, 0) + 1
        for p, e in counts.items():
            outside *= p ** (e // 2)
            inside *= p ** (e % 2)
        return outside, inside
    root = math.isqrt(n)
    if root > 1 and root * root == n:
        return outside * root, inside
    return outside, inside * n


def _is_prime(n: int) -> bool:
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):  # deterministic below 3.3e24
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _rho_factors(n: int) -> list[int]:
    """Prime factors of n (with repeats) by Pollard's rho; n has no factor below 40,000 and
    stays below 10**30 here (bounded callers)."""
    if n == 1:
        return []
    if _is_prime(n):
        return [n]
    root = math.isqrt(n)
    if root * root == n:
        return _rho_factors(root) * 2
    c = 1
    while True:
        x = y = 2
        d = 1
        while d == 1:
            x = (x * x + c) % n
            y = (y * y + c) % n
            y = (y * y + c) % n
            d = math.gcd(abs(x - y), n)
        if d != n:
            return _rho_factors(d) + _rho_factors(n // d)
        c += 1


def sqrt_of_product(factors: list[int]) -> tuple[int, int]:
    """``(k, q)`` with ``sqrt(prod factors) = k√q``, ``q`` square-free, from the factorizations of
    the (small, non-negative) factors merged: no big number is ever factored."""
    if any(f < 0 for f in factors):
        raise ValueError(f"factors must be >= 0, got {factors}")
    if 0 in factors:
        return 0, 1
    powers: dict[int, int] = {}
    for f in factors:
        for p, e in factor_bounded(f, 40_000).items():
            powers[p] = powers.get(p, 0) + e
    outside, inside = 1, 1
    for p, e in powers.items():
        outside *= p ** (e // 2)
        inside *= p ** (e % 2)
    return outside, inside
