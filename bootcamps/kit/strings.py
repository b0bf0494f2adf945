"""String helpers for the string bootcamps: suffix arrays, LCP arrays, Lyndon words and
strings with planted repeats. Plain, deterministic and written for clarity over speed (the
strings here are at most a few hundred letters).
"""

from __future__ import annotations

from dataclasses import dataclass

import random
from typing import Any

from bootcamps.kit.arrays import parse_words


def suffix_array(s: str) -> list[int]:
    """Start positions of the suffixes of ``s`` in lexicographic order (a proper prefix sorts first)."""
    return sorted(range(len(s)), key=lambda i: s[i:])


def lcp_array(s: str, order: list[int]) -> list[int]:
    """``lcp[k]``: the longest common prefix of the suffixes ``order[k-1]`` and ``order[k]``
    (``lcp[0] = 0``), by Kasai's linear scan over the text order."""
    n = len(s)
    rank = [0] * n
    for k, i in enumerate(order):
        rank[i] = k
    lcp = [0] * n
    h = 0
    for i in range(n):
        if rank[i] == 0:
            h = 0
            continue
        j = order[rank[i] - 1]
        while i + h < n and j + h < n and s[i + h] == s[j + h]:
            h += 1
        lcp[rank[i]] = h
        h = max(h - 1, 0)
    return lcp


def is_lyndon(word: str) -> bool:
    """Whether ``word`` is non-empty and strictly smaller than each of its proper suffixes."""
    return bool(word) and all(word < word[i:] for i in range(1, len(word)))


def plant(rng: random.Random, s: str, piece: str, times: int) -> str:
    """``s`` with ``piece`` written over it at ``times`` random positions (later ones may overlap
    earlier ones); the length of ``s`` is kept. ``piece`` must fit in ``s``."""
    if not 0 < len(piece) <= len(s):
        raise ValueError(f"piece of length {len(piece)} does not fit a string of length {len(s)}")
    chars = list(s)
    for _ in range(times):
        at = rng.randint(0, len(s) - len(piece))
        chars[at : at + len(piece)] = piece
    return "".join(chars)


def occurrences(text: str, pattern: str) -> list[int]:
    """Every start position of ``pattern`` in ``text``, overlaps included, in increasing order."""
    if not pattern:
        raise ValueError("the pattern must be non-empty")
    out, at = [], text.find(pattern)
    while at >= 0:
        out.append(at)
        at = text.find(pattern, at + 1)
    return out


class WordSequenceAnswer:
    """Mixin: the answer is an ordered list of words (case-folded when read), of the gold's
    length, read with ``kit.arrays.parse_words``."""

    def check(self, data: dict, answer: Any, text: str) -> float:
        return 1.0 if parse_words(text, length=len(answer)) == [w.casefold() for w in answer] else 0.0


@dataclass(frozen=True)
class StringConfig:
    """The knobs of a bootcamp whose case is one random string: its length and alphabet size."""

    length: int = 8
    alphabet: int = 2

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 300:
            raise ValueError(f"length must be in 3..300, got {self.length}")
        if not 2 <= self.alphabet <= 26:
            raise ValueError(f"alphabet must be in 2..26, got {self.alphabet}")
