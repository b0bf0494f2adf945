"""Random integer arrays for algorithm bootcamps, and their rendering and parsing.

Arrays are plain lists of ints (JSON-friendly). Rendering has a few styles so prompts vary;
parsing goes through ``bootcamps.parse`` and is bounded, total and exact.
"""

from __future__ import annotations

import random
from typing import Any

from bootcamps.kit.literal import strict_int_list
from bootcamps.kit.poly import read_rational_list
from bootcamps.parse import split_items

MAX_ANSWER_CHARS = 20_000
LIST_STYLES = ("brackets", "commas", "spaces")


def random_array(rng: random.Random, n: int, lo: int, hi: int) -> list[int]:
    """``n`` independent uniform ints in ``lo..hi`` (repeats allowed)."""
    if n < 0 or lo > hi:
        raise ValueError(f"need n >= 0 and lo <= hi, got n={n}, lo={lo}, hi={hi}")
    return [rng.randint(lo, hi) for _ in range(n)]


def distinct_values(rng: random.Random, n: int, lo: int, hi: int) -> list[int]:
    """``n`` distinct ints from ``lo..hi`` in random order."""
    if n < 0 or hi - lo + 1 < n:
        raise ValueError(f"cannot draw {n} distinct values from {lo}..{hi}")
    return rng.sample(range(lo, hi + 1), n)


def permutation(rng: random.Random, n: int, start: int = 0) -> list[int]:
    """A uniform random permutation of ``start..start+n-1``."""
    values = list(range(start, start + n))
    rng.shuffle(values)
    return values


def sorted_distinct(rng: random.Random, n: int, lo: int, hi: int) -> list[int]:
    """``n`` distinct ints from ``lo..hi`` in increasing order."""
    return sorted(distinct_values(rng, n, lo, hi))


def random_letters(rng: random.Random, k: int) -> str:
    """``k`` distinct lowercase letters in alphabetical order, drawn at random (so two cases with
    the same structure rarely share a prompt)."""
    if not 1 <= k <= 26:
        raise ValueError(f"need 1 <= k <= 26 letters, got {k}")
    return "".join(sorted(rng.sample("abcdefghijklmnopqrstuvwxyz", k)))


def repetitive_string(
    rng: random.Random, n: int, alphabet: int, copy_ratio: float = 0.5, letters: str | None = None
) -> str:
    """``n`` letters from ``letters`` (default: the first ``alphabet`` of a-z); with probability
    ``copy_ratio`` a position copies the letter some period back, so borders, periods and
    repeats are common (uniform random strings rarely have long ones)."""
    if n < 1 or not 1 <= alphabet <= 26 or not 0 <= copy_ratio <= 1:
        raise ValueError(f"need n >= 1, alphabet in 1..26, copy_ratio in [0, 1], got {n}, {alphabet}, {copy_ratio}")
    letters = letters or "abcdefghijklmnopqrstuvwxyz"[:alphabet]
    period = rng.randint(1, max(1, n // 3))
    out: list[str] = []
    for i in range(n):
        if i >= period and rng.random() < copy_ratio:
            out.append(out[i - period])
        else:
            out.append(rng.choice(letters))
    return "".join(out)


def render_list(values: list, style: str = "brackets") -> str:
    """``[3, 1, 2]``, ``3, 1, 2`` or ``3 1 2``."""
    if style == "brackets":
        return "[" + ", ".join(str(v) for v in values) + "]"
    if style == "commas":
        return ", ".join(str(v) for v in values)
    if style == "spaces":
        return " ".join(str(v) for v in values)
    raise ValueError(f"unknown list style {style!r}; expected one of {', '.join(LIST_STYLES)}")


def render_any(values: list, rng: random.Random) -> str:
    """The list in a style chosen by ``rng`` (prompts vary their layout)."""
    return render_list(values, rng.choice(LIST_STYLES))


def parse_ints(text: object, length: int | None = None) -> list[int] | None:
    """Ints of ``[1, 2, 3]``, ``1, 2, 3`` or ``1 2 3`` (integer literals only, via
    ``kit.literal.strict_int_list``); ``None`` when the text is not such a list, is too long, or
    (with ``length``) has another number of items."""
    if not isinstance(text, str) or len(text) > MAX_ANSWER_CHARS:
        return None
    values = strict_int_list(text)
    if not values or (length is not None and len(values) != length):
        return None
    return values


def parse_words(text: object, length: int | None = None) -> list[str] | None:
    """Case-folded items of a list of words (``a, b, c`` / ``[a, b]`` / ``a b c``), or ``None``."""
    if not isinstance(text, str) or len(text) > MAX_ANSWER_CHARS:
        return None
    items = split_items(text)
    if not items or (length is not None and len(items) != length):
        return None
    return [item.casefold() for item in items]



class IntListAnswer:
    """Mixin: the answer is a list of integers of a known length, read with ``parse_ints``.
    Where the prompt names the items, ``names`` (a class attribute, or ``item_names`` where they
    depend on the case) lets ``a = 7, b = 3`` name them too (see ``read_rational_list``)."""

    names: tuple[str, ...] = ()

    def item_names(self, data: dict, answer: Any) -> tuple[str, ...]:
        return self.names

    def check(self, data: dict, answer: Any, text: str) -> float:
        if parse_ints(text, length=len(answer)) == list(answer):
            return 1.0
        names = self.item_names(data, answer)
        if not names or len(text) > 40 * len(answer) + 40:
            return 0.0
        values = read_rational_list(text, len(answer), names=names, decimal=False, fraction=False)
        return 1.0 if values == list(answer) else 0.0


class RandomArrayCase:
    """Mixin: a case is ``{"values": random array}`` from ``config.length`` and ``config.max_value``,
    answered by the bootcamp's ``solve``."""

    def generate(self, config: Any, rng: random.Random) -> tuple[dict, Any]:
        data = {"values": random_array(rng, config.length, 1, config.max_value)}
        return data, self.solve(data)  # type: ignore[attr-defined]


class RepetitiveStringCase:
    """Mixin: a case is ``{"s": a string with repeats}`` over ``config.alphabet`` letters of
    ``config.length``; ``copy_ratio`` sets how much of it is copied from earlier parts."""

    copy_ratio: float | None = None  # None: repetitive_string's own default

    def generate(self, config: Any, rng: random.Random) -> tuple[dict, Any]:
        letters = random_letters(rng, config.alphabet)
        extra = {} if self.copy_ratio is None else {"copy_ratio": self.copy_ratio}
        data = {"s": repetitive_string(rng, config.length, config.alphabet, letters=letters, **extra)}
        return data, self.solve(data)  # type: ignore[attr-defined]
