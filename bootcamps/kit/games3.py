"""Helpers for the fifth game/planning/spatial batch: a strict reader for lists of integer pairs."""

from __future__ import annotations

import re
from typing import Iterable

from bootcamps.kit.literal import _unwrap

_PAIR = re.compile(r"\(\s*([+-]?[0-9]+)\s*,\s*([+-]?[0-9]+)\s*\)")


def read_int_pairs(text: object, max_pairs: int) -> list[tuple[int, int]] | None:
    """Integer pairs written ``(a, b), (c, d)`` (commas, semicolons or spaces between pairs,
    optionally in one pair of brackets); ``None`` for anything else or more than ``max_pairs``."""
    if not isinstance(text, str) or len(text) > 24 * max_pairs + 20:
        return None
    text = _unwrap(text)
    if len(text) >= 2 and text[0] == "[" and text[-1] == "]":
        text = text[1:-1].strip()
    pairs, pos = [], 0
    while pos < len(text):
        m = _PAIR.match(text, pos)
        if m is None:
            return None
        pairs.append((int(m.group(1)), int(m.group(2))))
        if len(pairs) > max_pairs:
            return None
        pos = m.end()
        sep = re.compile(r"\s*[,;]?\s*").match(text, pos)
        if sep.end() == pos and pos < len(text):
            return None
        pos = sep.end()
    return pairs


def format_pairs(pairs: Iterable[Iterable[int]]) -> str:
    return ", ".join(f"({a}, {b})" for a, b in pairs)
