"""Shared helpers for the coordinate-geometry, vector and statistics bootcamps of issue 10.

* Square roots in simplest surd form: ``simplify_sqrt(n) -> (a, b)`` with ``n = a*a*b`` and ``b``
  square-free; ``format_surd``; ``read_surd`` (strict reader of ``3√5``, ``3*sqrt(5)``,
  ``3\\sqrt{5}``, ``7``); ``SurdAnswer`` (mixin: a surd stored as its text).
* ``LabelSetAnswer``: a set of labels (letters, names) in any order, each at most once.
* ``cross``/``orientation``: exact orientation tests on integer or rational points.
* ``point_text``/``points_text``: how prompts write points.
"""

from __future__ import annotations

import random
import re
from fractions import Fraction
from typing import Any, Sequence

from bootcamps.kit.poly import clean_answer, format_rational

MAX_SURD_TEXT = 200
_SURD = re.compile(
    r"([+-]?)(\d*)\s*(?:\*|\\cdot|\\times|·)?\s*(?:√|\\sqrt|sqrt)\s*(?:\{\s*(\d+)\s*\}|\(\s*(\d+)\s*\)|(\d+))"
)
_PLAIN_INT = re.compile(r"[+-]?\d+")


def simplify_sqrt(n: int) -> tuple[int, int]:
    """``(a, b)`` with ``sqrt(n) = a*sqrt(b)``, ``b`` square-free (``b = 1`` for a perfect square)."""
    if n < 0:
        raise ValueError(f"simplify_sqrt needs n >= 0, got {n}")
    if n == 0:
        return 0, 1
    a, b, f = 1, n, 2
    while f * f <= b:
        while b % (f * f) == 0:
            b //= f * f
            a *= f
        f += 1
    return a, b


def format_surd(a: int, b: int) -> str:
    """``a√b`` in simplest form: ``7`` when ``b == 1``, ``√5`` when ``a == 1``, ``-√5``."""
    if b == 1 or a == 0:
        return str(a)
    if a == 1:
        return f"√{b}"
    if a == -1:
        return f"-√{b}"
    return f"{a}√{b}"


def read_surd(text: object) -> tuple[int, int] | None:
    """``(a, b)`` of one number written ``a√b`` / ``a*sqrt(b)`` / ``a\\sqrt{b}`` / ``√b`` or as an
    integer (``b = 1``); ``None`` for anything else (decimals, sums, foreign or split digits, a
    radicand of 0 or 1 under a root sign). The form is not simplified here: ``√45`` reads as
    ``(1, 45)``, so comparing with a simplified gold rejects an unsimplified answer."""
    text = clean_answer(text, MAX_SURD_TEXT)
    if text is None:
        return None
    text = text.strip()
    if _PLAIN_INT.fullmatch(text):
        return int(text), 1
    match = _SURD.fullmatch(text)
    if match is None:
        return None
    sign, digits = match.group(1), match.group(2)
    radicand = int(match.group(3) or match.group(4) or match.group(5))
    coefficient = int(digits) if digits else 1
    if radicand <= 1 or coefficient == 0:
        return None
    return (-coefficient if sign == "-" else coefficient), radicand


class SurdAnswer:
    """Mixin: the answer is one real number ``a√b`` in simplest form (``b`` square-free), stored
    as ``format_surd``'s text. Written ``3√5``, ``3*sqrt(5)``, ``3 sqrt(5)``, ``3\\sqrt{5}``; an
    integer when the root is whole. An unsimplified root (``√45``) or a decimal scores 0."""

    def check(self, data: dict, answer: str, text: str) -> float:
        value = read_surd(text)
        return 1.0 if value is not None and value == read_surd(answer) else 0.0


_LABEL_SPLIT = re.compile(r"\s*[,;]\s*|\s+")


def read_labels(text: object, allowed: Sequence[str], max_chars: int = 2000) -> list[str] | None:
    """Labels from ``A, C, D`` / ``[A, C]`` / ``A C``; ``none``/``[]`` is the empty list. Case is
    folded only where no two allowed labels differ by case alone. ``None`` on an unknown item."""
    if not isinstance(text, str) or len(text) > max_chars:
        return None
    text = clean_answer(text, max_chars)
    if text is None:
        return None
    text = text.strip()
    while len(text) >= 2 and text[0] in "[({" and text[-1] in "])}":
        text = text[1:-1].strip()
    if text.casefold() in ("", "none", "empty", "no points", "∅", "\\emptyset", "\\varnothing"):
        return []
    by_key = {label.casefold(): label for label in allowed}
    fold = len(by_key) == len(set(allowed))
    out = []
    for item in _LABEL_SPLIT.split(text):
        item = item.strip("'\"`")
        label = by_key.get(item.casefold()) if fold else (item if item in allowed else None)
        if label is None:
            return None
        out.append(label)
    return out


class LabelSetAnswer:
    """Mixin: the answer is a set of labels stored as a sorted list; any order is accepted but
    every label at most once (a repeat would let a hedge list the gold plus a guess). The
    bootcamp's ``labels(data)`` gives the allowed labels."""

    def labels(self, data: dict) -> list[str]:
        raise NotImplementedError

    def check(self, data: dict, answer: list[str], text: str) -> float:
        items = read_labels(text, self.labels(data))
        if items is None or len(set(items)) != len(items):
            return 0.0
        return 1.0 if sorted(items) == sorted(answer) else 0.0

    def format_answer(self, answer: list[str]) -> str:
        return ", ".join(map(str, answer)) if answer else "none"

    def wrong_answers(self, case: Any, rng: random.Random) -> list[str]:
        """Sets that differ from the gold by one label added or dropped (a changed letter case
        is the same answer, so the default string perturbation does not apply)."""
        gold = set(case.answer)
        out = []
        for label in rng.sample(self.labels(case.data), min(3, len(self.labels(case.data)))):
            other = sorted(gold ^ {label})
            if other:
                out.append(self.format_answer(other))
        return out


def cross(o: Sequence[Any], a: Sequence[Any], b: Sequence[Any]) -> Any:
    """The z-component of (a - o) x (b - o): > 0 when o, a, b turn counter-clockwise."""
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def orientation(o: Sequence[Any], a: Sequence[Any], b: Sequence[Any]) -> int:
    value = cross(o, a, b)
    return (value > 0) - (value < 0)


def point_text(point: Sequence[Any]) -> str:
    return "(" + ", ".join(format_rational(Fraction(v)) for v in point) + ")"


def points_text(points: Sequence[Sequence[Any]]) -> str:
    return ", ".join(point_text(p) for p in points)
