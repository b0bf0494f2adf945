"""Shared logic for the third batch of mathematics bootcamps (algebra, combinatorics,
probability).

* ``RationalSetAnswer``: a set of exact rationals, each written once, in any order (``x = 2``
  prefixes allowed; ``none`` for the empty set). A repeated item scores 0, so a hedge cannot
  list the gold set plus a second guess.
* ``read_interval`` / ``format_interval``: one interval of the real line in interval notation
  (``(-inf, 3/2]``, ``[-2, 5)``) or as an inequality (``x <= 3/2``, ``-2 <= x < 5``).
* ``PolyAnswer``: one polynomial in x written in any form whose value is the gold polynomial
  (``x^2 - 1`` or ``(x - 1)(x + 1)``); a quotient by a polynomial is not a polynomial answer.
* ``solve_exact``: Gauss-Jordan over ``Fraction`` for the small linear systems of absorbing
  chains and partial fractions.
* ``ncr`` (0 outside the triangle) and ``multinomial``.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from fractions import Fraction
from typing import Any, Sequence

from bootcamps.kit.poly import Poly, clean_answer, format_rational, parse_poly, read_rational

# ---------------------------------------------------------------- sets of rationals

MAX_SET_CHARS = 2000
_EMPTY_WORDS = {"none", "no solution", "no solutions", "no real solutions", "empty", "empty set", "{}", "∅", "\\emptyset", "\\varnothing", "\\{\\}"}
_NAME = re.compile(r"^\s*[a-z](?:_\{?\d+\}?)?\s*=\s*")


def _reads_as_quotient(text: str, value: Fraction) -> bool:
    # "6/2" for 3 restates a quotient instead of giving the value
    return value.denominator == 1 and ("/" in text or "frac" in text)


def read_rational_set(text: object, max_items: int = 50, lowest_terms: bool = True) -> list[Fraction] | None:
    """Distinct exact rationals (integers or fractions, in lowest terms when ``lowest_terms``,
    otherwise also unreduced fractions and exact decimals), separated by commas or semicolons,
    optionally braced and each optionally named (``x = 2``); ``[]`` for an empty set word;
    ``None`` when unreadable or when an item repeats."""
    cleaned = clean_answer(text, MAX_SET_CHARS)
    if cleaned is None:
        return None
    if " ".join(cleaned.casefold().split()) in _EMPTY_WORDS:
        return []
    body = cleaned
    for left, right in (("\\{", "\\}"), ("{", "}"), ("[", "]"), ("(", ")")):
        if body.startswith(left) and body.endswith(right):
            body = body[len(left) : len(body) - len(right)].strip()
            break
    items = [item.strip() for item in re.split(r"[,;]", body)]
    if not items or len(items) > max_items:
        return None
    values = []
    for item in items:
        item = _NAME.sub("", item, count=1)
        value = read_rational(item, decimal=not lowest_terms, reduced=lowest_terms)
        if value is None or _reads_as_quotient(item, value):
            return None
        values.append(value)
    if len(set(values)) != len(values):
        return None  # "each once": a repeat lets a hedge carry a second guess
    return values


def format_rational_set(values: Sequence[Fraction | int | str]) -> str:
    if not values:
        return "none"
    return ", ".join(format_rational(Fraction(v)) for v in sorted(Fraction(v) for v in values))


class RationalSetAnswer:
    """Mixin: the answer is a sorted list of rational texts; any order, each once. Fractions
    need lowest terms only where the prompt asks for them (``lowest_terms``)."""

    lowest_terms = False

    def check(self, data: dict, answer: list[str], text: str) -> float:
        values = read_rational_set(text, max_items=len(answer) + 5, lowest_terms=self.lowest_terms)
        if values is None:
            return 0.0
        return 1.0 if sorted(values) == sorted(Fraction(a) for a in answer) else 0.0

    def format_answer(self, answer: list[str]) -> str:
        return format_rational_set(answer)

    def wrong_answers(self, case: Any, rng: Any) -> list[str]:
        """Wrong by construction: one item shifted, one dropped, one added."""
        gold = sorted(Fraction(a) for a in case.answer)
        shifted = list(gold) or [Fraction(0)]
        shifted[rng.randrange(len(shifted))] += rng.choice((-1, 1))
        out = [format_rational_set(shifted) if len(set(shifted)) == len(shifted) else format_rational_set(shifted[:1])]
        out.append(format_rational_set(gold[1:]) if len(gold) > 1 else format_rational_set(gold + [gold[-1] + 1] if gold else [1]))
        out.append(format_rational_set(gold + [max(gold, default=Fraction(0)) + rng.randint(1, 5)]))
        return [w for w in out if sorted(read_rational_set(w) or []) != gold or w == "none" and gold]


# ---------------------------------------------------------------- intervals

MAX_INTERVAL_CHARS = 200
_INF = r"(?:\+?(?:inf(?:inity)?|\\infty|∞))"
_NEG_INF = r"(?:-\s*(?:inf(?:inity)?|\\infty|∞))"
_END = r"([^,;]+?)"
_NOTATION = re.compile(rf"^([(\[])\s*(?:{_NEG_INF}|{_END})\s*[,;]\s*(?:{_INF}|{_END})\s*([)\]])$", re.IGNORECASE)
_RELATION = r"(<=|>=|≤|≥|\\leq?|\\geq?|<|>)"
_ONE_SIDED = re.compile(rf"^x\s*{_RELATION}\s*(.+)$")
_TWO_SIDED = re.compile(rf"^(.+?)\s*{_RELATION}\s*x\s*{_RELATION}\s*(.+)$")
_LESS = {"<": (True, False), "<=": (True, True), "≤": (True, True), "\\le": (True, True), "\\leq": (True, True),
         ">": (False, False), ">=": (False, True), "≥": (False, True), "\\ge": (False, True), "\\geq": (False, True)}

Interval = tuple  # (low | None, low_closed, high | None, high_closed); None is infinite


def _endpoint(text: str) -> Fraction | None:
    # the interval prompts ask for exact endpoints, not lowest terms: 14/12 is 7/6
    value = read_rational(text.strip(), decimal=False, reduced=False)
    if value is None or _reads_as_quotient(text, value):
        return None
    return value


def read_interval(text: object) -> Interval | None:
    """An interval from ``[a, b)`` / ``(-inf, b]`` notation or ``x < b`` / ``a <= x < b``
    inequalities; ``None`` when it is anything else, or empty, or a single point."""
    text = clean_answer(text, MAX_INTERVAL_CHARS)
    if text is None:
        return None
    text = re.sub(r"^x\s*(?:\\in|∈)\s*", "", text.strip())  # "x \in (a, b)": the set x lies in
    match = _NOTATION.match(text)
    if match:
        left, low_text, high_text, right = match.groups()
        low = None if low_text is None else _endpoint(low_text)
        high = None if high_text is None else _endpoint(high_text)
        if (low_text is not None and low is None) or (high_text is not None and high is None):
            return None
        if (low is None and left == "[") or (high is None and right == "]"):
            return None  # an infinite end is never closed
        result = (low, left == "[", high, right == "]")
    elif match := _TWO_SIDED.match(text):
        low_text, rel1, rel2, high_text = match.groups()
        less1, closed1 = _LESS[rel1]
        less2, closed2 = _LESS[rel2]
        low, high = _endpoint(low_text), _endpoint(high_text)
        if low is None or high is None or not (less1 and less2):
            return None
        result = (low, closed1, high, closed2)
    elif match := _ONE_SIDED.match(text):
        rel, bound_text = match.groups()
        less, closed = _LESS[rel]
        bound = _endpoint(bound_text)
        if bound is None:
            return None
        result = (None, False, bound, closed) if less else (bound, closed, None, False)
    else:
        return None
    low, _, high, _ = result
    if low is not None and high is not None and low >= high:
        return None
    return result


def format_interval(interval: Interval) -> str:
    low, low_closed, high, high_closed = interval
    left = "(-inf" if low is None else ("[" if low_closed else "(") + format_rational(low)
    right = "inf)" if high is None else format_rational(high) + ("]" if high_closed else ")")
    return f"{left}, {right}"


# ---------------------------------------------------------------- polynomials

MAX_POLY_CHARS = 600


class PolyAnswer:
    """Mixin: the answer is a polynomial in x stored as its canonical text; any expression with
    the same polynomial value scores 1 (no division by a polynomial, bounded length)."""

    def check(self, data: dict, answer: str, text: str) -> float:
        if not isinstance(text, str) or len(text) > MAX_POLY_CHARS:
            return 0.0
        if text.strip() == answer:
            return 1.0  # the canonical text itself: no need to parse
        got = parse_poly(text, ("x",))
        want = _gold_poly(answer)
        return 1.0 if got is not None and want is not None and got == want else 0.0


@lru_cache(maxsize=4096)
def _gold_poly(answer: str) -> Poly | None:
    # the stored gold is parsed once; Poly is treated as immutable here
    return parse_poly(answer, ("x",))


def poly_of(coeffs: Sequence[Fraction | int]) -> Poly:
    return Poly.from_coeffs(list(coeffs))


# ---------------------------------------------------------------- exact linear algebra


def solve_exact(matrix: Sequence[Sequence[Any]], rhs: Sequence[Any]) -> list[Fraction]:
    """The unique solution of ``matrix @ x = rhs`` over the rationals (ValueError if singular)."""
    n = len(matrix)
    rows = [[Fraction(v) for v in row] + [Fraction(b)] for row, b in zip(matrix, rhs)]
    for col in range(n):
        pivot = next((r for r in range(col, n) if rows[r][col] != 0), None)
        if pivot is None:
            raise ValueError(f"singular system at column {col}")
        rows[col], rows[pivot] = rows[pivot], rows[col]
        inv = 1 / rows[col][col]
        rows[col] = [v * inv for v in rows[col]]
        for r in range(n):
            if r != col and rows[r][col] != 0:
                factor = rows[r][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col])]
    return [rows[i][n] for i in range(n)]


# ---------------------------------------------------------------- counting


def ncr(n: int, k: int) -> int:
    """C(n, k), 0 when k < 0 or k > n (so sums over ranges need no guards)."""
    return math.comb(n, k) if 0 <= k <= n else 0


def multinomial(counts: Sequence[int]) -> int:
    total, out = 0, 1
    for c in counts:
        total += c
        out *= math.comb(total, c)
    return out
